import type { Dice, GameView, OptionsView, OrderChoice, Side } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import { randomBatch } from './random.js';
import { dutyMarches } from './phases/duty.js';
import { STANDING, standingKeys, type OwcState } from './state.js';
import { optionsView, view } from './view.js';
import { patrolHosts } from './phases/conceal.js';
import { F_PATROL_OWN_HOST, versionOf } from './version.js';
import { applySeat, awaitedSeat, PHASE_KINDS, stagedNow } from './scenario-f.js';
import { commanderSeat, engineSide, F2_EXTRA, F2_INCOME, isSeat, seatProblem, type AlliedSeat } from './seats.js';
import { FRONTS, MAX_PER_FRONT, type PerFront } from './supply.js';
import { describePlan } from './view-supply.js';

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
  !order || (seatProblem(s, seat, order as OwcOrder, 'orders[0]') === null && ownPatrol(s, seat, order as OwcOrder));

/** 17.2 with F.1 (rules version 5): a seat is offered a patrol only where a face-down unit it commands is */
const ownPatrol = (s: OwcState, seat: AlliedSeat, o: OwcOrder): boolean =>
  o.type !== 'place-patrol' || versionOf(s) < F_PATROL_OWN_HOST || patrolHosts(s, o.hex, seat).length > 0;

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

type Plan = Extract<OwcOrder, { type: 'supply' }>;

/** the German's plan handed in for this supply phase (F.2: the Austro-Hungarian plans second) */
export const germanPlan = (s: OwcState): Plan | null =>
  (stagedNow(s)?.find((o) => o.type === 'supply') as Plan | undefined) ?? null;

/** SuP a plan gives front `f`, open and secret (22's 8 a front counts both, AMB-25) */
const given = (p: Plan | null, f: (typeof FRONTS)[number]): number => (p?.open?.[f] ?? 0) + (p?.secret?.[f] ?? 0);

/**
 * F.2 with 22: the per-front limits are the Allies' together, so a plan of the Austro-Hungarian gives a
 * front at most what the German left of its 8 SuP; what a front cannot take goes to the fronts with room
 * (secret SuP are cut first), and what no front can take is not given.
 */
export const fitPlan = (plan: Plan, german: Plan | null): Plan => {
  const room: PerFront = {};
  for (const f of FRONTS) room[f] = Math.max(0, MAX_PER_FRONT - given(german, f));
  const open: PerFront = { ...plan.open };
  const secret: PerFront = { ...plan.secret };
  let excess = 0;
  for (const f of FRONTS) {
    let over = given(plan, f) - room[f]!;
    if (over <= 0) continue;
    const cut = Math.min(over, secret[f] ?? 0);
    if (cut) secret[f] = secret[f]! - cut;
    over -= cut;
    if (over) open[f] = (open[f] ?? 0) - over;
    excess += cut + over;
  }
  for (const f of FRONTS) {
    if (!excess || open[f] === undefined) continue;
    const more = Math.min(excess, room[f]! - (open[f] ?? 0) - (secret[f] ?? 0));
    if (more > 0) {
      open[f] = open[f]! + more;
      excess -= more;
    }
  }
  const out: Plan = { ...plan };
  const clean = (p: PerFront) => Object.fromEntries(Object.entries(p).filter(([, n]) => n)) as PerFront;
  if (plan.open) out.open = clean(open);
  if (plan.secret) out.secret = clean(secret);
  if (plan.secret && !Object.keys(out.secret!).length) delete out.secret;
  return out;
};

/** F.2: the Austro-Hungarian's plans fitted to the room the German's plan left, each one the join takes */
const fittedPlans = (s: OwcState, choices: OrderChoice[]): OrderChoice[] => {
  const german = germanPlan(s);
  const seen = new Set<string>();
  const out: OrderChoice[] = [];
  for (const c of choices) {
    if ((c.order as OwcOrder | undefined)?.type !== 'supply') {
      out.push(c);
      continue;
    }
    const { type: _, ...fitted } = fitPlan(c.order as Plan, german);
    const key = JSON.stringify(fitted);
    if (seen.has(key)) continue;
    seen.add(key);
    const order: Plan = { type: 'supply', ...fitted };
    if (applySeat(s, 'austro-hungarians', { orders: [order] }, TRIAL).ok)
      out.push({ ...c, label: describePlan(fitted), order });
  }
  return out;
};

const NOTHING_LABEL = text('Nic ode mnie w tej fazie', 'Nothing from me in this phase');

/**
 * The Allies' view of a state, shared by the two Allied seats' views (each takes its part of it): made
 * once per state and kept while it lives (a state is never changed once made: apply copies).
 */
const ALLIED_VIEWS = new WeakMap<OwcState, GameView>();
const alliedView = (s: OwcState): GameView => {
  let v = ALLIED_VIEWS.get(s);
  if (!v) ALLIED_VIEWS.set(s, (v = view(s, 'allies')));
  return v;
};

export const viewF = (s: OwcState, viewer: Side | null): GameView => {
  if (!isSeat(viewer) || viewer === 'russians') return view(s, viewer === 'russians' ? viewer : null);
  const seat = viewer;
  const awaited = awaitedSeat(s) === seat;
  const v = alliedView(s);
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
  const o = shareOf(s) === s ? v.options : optionsView(shareOf(s), 'allies');
  const mine = seatChoices(s, seat, o.choices);
  const choices = seat === 'austro-hungarians' && s.await!.kind === 'supply' ? fittedPlans(s, mine) : mine;
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
    if (o.type === 'supply') {
      const plan = seat === 'austro-hungarians' ? fitPlan(o, germanPlan(s)) : o; // F.2: the German's SuP first
      out.push(dice.roll(6) === 1 ? { ...plan, trade: F2_EXTRA } : plan); // F.2's trade now and then
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
    // the seat's share of 5.3's and A.1's duties (F.1) by the rules' own marches, which a random part
    // cut to the seat's units may miss
    if (kind === 'move') candidates.push(dutyMarches(s, 'allies', (u) => commanderSeat(s, u) === seat));
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
