import type { Dice, GameView, OptionsView, OrderChoice, Side } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import { randomBatch } from './random.js';
import { STANDING, standingKeys, type OwcState } from './state.js';
import { view } from './view.js';
import { applySeat, awaitedSeat, PHASE_KINDS } from './scenario-f.js';
import { commanderSeat, engineSide, F2_EXTRA, F2_INCOME, isSeat, seatProblem, type AlliedSeat } from './seats.js';

/**
 * Scenario F's views and random player by seat. Both Allied seats see the board as the Allies do
 * (their units, stockpile and calls are one side's, as on the table); only the seat awaited is
 * offered choices, and only orders it may give (F.1): its own units, any rail (F.3), its share of
 * the supply (F.2).
 */

/** F.2: the supply phase as one Allied player sees it: his 10 SuP to give */
const shareOf = (s: OwcState): OwcState =>
  s.await?.kind === 'supply' && s.supply
    ? { ...s, supply: { ...s.supply, income: { ...s.supply.income, allies: F2_INCOME } } }
    : s;

const mayGive = (s: OwcState, seat: AlliedSeat, order: unknown): boolean =>
  !order || seatProblem(s, seat, order as OwcOrder, 'orders[0]') === null;

const seatChoices = (s: OwcState, seat: AlliedSeat, choices: readonly OrderChoice[]): OrderChoice[] => {
  const out: OrderChoice[] = [];
  for (const c of choices) {
    if (c.order !== undefined && !mayGive(s, seat, c.order)) continue;
    if (c.targets) {
      const targets = c.targets.filter((t) => mayGive(s, seat, t.order));
      if (targets.length) out.push({ ...c, targets });
      continue;
    }
    out.push(c);
  }
  return out;
};

const NOTHING_LABEL = text('Nic ode mnie w tej fazie', 'Nothing from me in this phase');

export const viewF = (s: OwcState, viewer: Side | null): GameView => {
  if (!isSeat(viewer) || viewer === 'russians') return view(s, viewer === 'russians' ? viewer : null);
  const seat = viewer;
  const awaited = awaitedSeat(s) === seat;
  const v = view(s, 'allies');
  if (!awaited) {
    const idle: OptionsView = {
      prompt: s.result
        ? text('Koniec gry', 'Game over')
        : text('Czekaj na sojusznika lub przeciwnika', 'Waiting for your ally or the opponent'),
      choices: [],
      minOrders: 0,
      maxOrders: 0,
      ...(v.options.standing ? { standing: v.options.standing } : {}),
    };
    return { ...v, options: idle };
  }
  const o = shareOf(s) === s ? v.options : view(shareOf(s), 'allies').options;
  const choices = seatChoices(s, seat, o.choices);
  if (PHASE_KINDS.includes(s.await!.kind) && !choices.some((c) => c.id === 'pass'))
    choices.push({ id: 'pass', label: NOTHING_LABEL, group: 'end', order: { type: 'pass' } });
  return { ...v, options: { ...o, choices, minOrders: Math.min(o.minOrders, 1) } };
};

const pick = <T>(xs: readonly T[], dice: Dice): T => xs[dice.roll(xs.length) - 1];
const TRIAL: Dice = { roll: () => 1 };

/** the seat's part of a random Allied batch: what it may give, attacks cut to its own units */
const partOf = (s: OwcState, seat: AlliedSeat, orders: OwcOrder[], dice: Dice): OwcOrder[] => {
  const out: OwcOrder[] = [];
  for (const o of orders) {
    if (o.type === 'standing') continue;
    if (o.type === 'attack' || o.type === 'rally') {
      const units = o.units.filter((u) => commanderSeat(s, u) === seat);
      if (units.length || o.type === 'rally') out.push({ ...o, units } as OwcOrder);
      continue;
    }
    if (o.type === 'supply' && dice.roll(6) === 1) {
      out.push({ ...o, trade: F2_EXTRA }); // F.2 now and then
      continue;
    }
    if (seatProblem(s, seat, o, 'orders[0]') === null) out.push(o);
  }
  return out;
};

/** a random legal batch of a seat in scenario F */
export const randomF = (s: OwcState, seat: Side, dice: Dice): OwcBatch => {
  if (!isSeat(seat) || awaitedSeat(s) !== seat || seat === 'russians') {
    if (seat === 'russians' && awaitedSeat(s) === 'russians') return randomBatch(s, 'russians', dice);
    const key = pick(standingKeys(s), dice);
    return { orders: [{ type: 'standing', key, value: pick(STANDING[key] as readonly string[], dice) }] };
  }
  const kind = s.await!.kind;
  const engine = randomBatch(shareOf(s), engineSide(seat), dice).orders;
  const phase = PHASE_KINDS.includes(kind);
  const candidates: OwcOrder[][] = [];
  if (kind === 'attack' || phase) {
    const part = partOf(s, seat, engine, dice);
    if (part.length && !(kind === 'attack' && part[0].type === 'attack' && !part[0].units.length))
      candidates.push(part);
    candidates.push(engine.filter((o) => o.type !== 'standing' && seatProblem(s, seat, o, '') === null));
    candidates.push([{ type: kind === 'attack' ? 'end-phase' : 'pass' }]);
  } else candidates.push(engine);
  for (const orders of candidates) if (orders.length && applySeat(s, seat, { orders }, TRIAL).ok) return { orders };
  return { orders: candidates[candidates.length - 1] };
};

export const defaultAnswerF = (
  s: OwcState,
  seat: Side,
  engineDefault: (side: 'allies' | 'russians') => OwcBatch | null,
): OwcBatch | null => (isSeat(seat) && awaitedSeat(s) === seat ? engineDefault(engineSide(seat)) : null);
