import type { Dice, Side } from '../../core/contract.js';
import { botDecision, decide, minimalOf, settle, withWorks, type BotVia } from './bot.js';
import { believed } from './bot-sight.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import { applySeat, awaitedSeat } from './scenario-f.js';
import { randomF, viewF } from './scenario-f-view.js';
import { commanderSeat, isSeat } from './seats.js';
import type { OwcState } from './state.js';

/**
 * The bot in scenario F, seat by seat: the Russian plays as in every scenario; an Allied seat makes
 * the Allies' choices (bot.ts) on what the Allies' view shows, for its own units only (F.1), and its
 * supply plan is one its own view offers (F.2: its 10 SuP, fitted to what the German gave). Each
 * part is judged as the seats judge it (applySeat). Its supply part carries an advance payment and
 * trenches for its own units as the two-player bot's does (bot.ts `withWorks`).
 */
const TRIAL: Dice = { roll: () => 1 };

type Plan = Extract<OwcOrder, { type: 'supply' }>;

/** F.2: the plan the seat's view offers that opens its whole share over the fronts, else the first */
const seatPlan = (s: OwcState, seat: Side): Plan => {
  const plans = viewF(s, seat)
    .options.choices.map((c) => c.order as OwcOrder | undefined)
    .filter((o): o is Plan => o?.type === 'supply');
  return plans.find((p) => p.open && !p.secret && !p.prepay) ?? plans[0] ?? { type: 'supply' };
};

export const botSeatDecision = (s: OwcState, seat: Side, dice: Dice): { batch: OwcBatch; via: BotVia } => {
  if (!isSeat(seat) || seat === 'russians') return botDecision(s, 'russians', dice);
  if (awaitedSeat(s) !== seat)
    return { batch: { orders: [{ type: 'standing', key: 'retreat', value: s.standing.allies.retreat }] }, via: 'bot' };
  const kind = s.await!.kind;
  const mine = (u: string) => commanderSeat(s, u) === seat;
  const seen = believed(s, 'allies');
  // F.2: its own share, with an advance payment and trenches for its own units where they pay (24, 22.1)
  const orders =
    kind === 'supply'
      ? withWorks(seen, 'allies', mine, seatPlan(s, seat), (os) => applySeat(s, seat, { orders: os }, TRIAL).ok)
      : decide(seen, 'allies', mine);
  const minimal = kind === 'supply' ? [[{ type: 'pass' } as OwcOrder], ...minimalOf(s)] : minimalOf(s, 'allies', mine);
  return settle(
    orders,
    (os) => applySeat(s, seat, { orders: os }, TRIAL),
    minimal,
    () => randomF(s, seat, dice),
  );
};

export const botSeat = (s: OwcState, seat: Side, dice: Dice): OwcBatch => botSeatDecision(s, seat, dice).batch;
