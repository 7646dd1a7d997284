import type { ApplyResult, Dice, GameEvent, RuleError } from '../../core/contract.js';
import { apply } from './apply.js';
import { scoreToward } from './campaign/hooks.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import type { AwaitKind, OwcState } from './state.js';
import { boardOf } from './ctx.js';
import { movers, obligations } from './movement.js';
import { heldAtStart } from './phases/movement.js';
import { F_DUTY_BY_RULES, F_GERMAN_DUTY, F_PATROL_OWN_HOST, versionOf } from './version.js';
import { dutyMarches } from './phases/duty.js';
import { worthFirst } from './bot-worth.js';
import {
  F2_EXTRA,
  F3_TRANSPORTS,
  seatEvents,
  commanderSeat,
  decisionKey,
  phaseKey,
  SEAT_NAME,
  seatProblem,
  type AlliedSeat,
  type Seat,
} from './seats.js';

/**
 * Scenario F's Allied decisions played by two seats (README "Scenario F"). The German always acts
 * first, the Austro-Hungarian second, so whatever the rules let the Allies do once (one landsturm a
 * turn, one determined attack, artillery on a front) falls to the German first: that is F.4 and F.6.
 * - Phase decisions (supply, rally, reconnaissance, reserve windows, movement): the German hands in
 *   his part, which is tried alone and kept (`allied.staged`); the Austro-Hungarian's part is joined
 *   after it and the engine plays the whole as the Allies' batch.
 * - Attack phases: the German declares his attacks one by one and ends; then the Austro-Hungarian
 *   declares his and his end closes the phase. A pursuit is the attacker's; a delaying action or a
 *   retreat is answered by the player who commands the unit it is about.
 */
export const PHASE_KINDS: readonly AwaitKind[] = ['supply', 'rally', 'recon', 'window', 'move', 'screen'];

/** the seat awaited now (null: nobody) */
export const awaitedSeat = (s: OwcState): Seat | null => {
  const a = s.await;
  if (!a || s.result) return null;
  if (a.side === 'russians') return 'russians';
  if (PHASE_KINDS.includes(a.kind)) return stagedNow(s) ? 'austro-hungarians' : 'germans';
  if (a.kind === 'attack') return s.allied?.germanDone === phaseKey(s) ? 'austro-hungarians' : 'germans';
  if (a.kind === 'pursuit') return s.allied?.attacker ?? 'germans';
  const p = s.pending;
  const unit = a.kind === 'retreat' ? p?.queue[0] : p?.defenders[0];
  return unit && commanderSeat(s, unit) === 'austro-hungarians' ? 'austro-hungarians' : 'germans';
};

/** the German's part of the decision awaited now (null: none handed in) */
export const stagedNow = (s: OwcState): OwcOrder[] | null =>
  s.allied?.staged?.at === decisionKey(s) ? s.allied.staged.orders : null;

/** what is left of the seats' hand-over once the state moved on: nothing of a decision or phase gone */
export const tidyAllied = (s: OwcState): OwcState => {
  const a = { ...s.allied };
  if (a.staged && a.staged.at !== decisionKey(s)) delete a.staged;
  if (a.germanDone && a.germanDone !== phaseKey(s)) delete a.germanDone;
  if (a.attacker && !s.pending) delete a.attacker;
  return withAllied(s, a);
};

const withAllied = (s: OwcState, a: OwcState['allied']): OwcState => {
  const out = { ...s };
  if (a && Object.keys(a).length) out.allied = a;
  else delete out.allied;
  return out;
};

const no = (error: RuleError): ApplyResult<OwcState> => ({ ok: false, error });

/** a seat's part with nothing in it */
const NOTHING = new Set(['pass', 'end-phase']);

interface Joined {
  orders: OwcOrder[];
  /** each joined order's source: the seat and the order's index in its part (-1: made by the join) */
  from: { seat: AlliedSeat; i: number }[];
  /** the seats whose part doubles its Transports (one `double` stands in the joined batch) */
  doubled: AlliedSeat[];
}

/** F.2: the two plans as one: SuP per front added, the costlier prepaid character, the trades added */
const joinPlans = (plans: Extract<OwcOrder, { type: 'supply' }>[]): Extract<OwcOrder, { type: 'supply' }> => {
  const out: Extract<OwcOrder, { type: 'supply' }> = { type: 'supply' };
  const RANK = { limited: 1, offensive: 2 } as const;
  for (const p of plans) {
    for (const k of ['open', 'secret'] as const)
      for (const [f, n] of Object.entries(p[k] ?? {}) as ['G' | 'P' | 'E', number][])
        if (n) out[k] = { ...out[k], [f]: (out[k]?.[f] ?? 0) + n };
    for (const [f, c] of Object.entries(p.prepay ?? {}) as ['G' | 'P' | 'E', 'limited' | 'offensive'][])
      if (!out.prepay?.[f] || RANK[c] > RANK[out.prepay[f]!]) out.prepay = { ...out.prepay, [f]: c };
    if (p.trade) out.trade = (out.trade ?? 0) + p.trade;
  }
  return out;
};

/** the Allies' batch of a phase decision from the seats' parts, German first */
export const joinParts = (kind: AwaitKind, parts: [AlliedSeat, OwcOrder[]][]): Joined => {
  const j: Joined = {
    orders: [],
    from: [],
    doubled: parts.filter(([, os]) => os.some((o) => o.type === 'double')).map(([seat]) => seat),
  };
  const push = (o: OwcOrder, seat: AlliedSeat, i: number) => {
    j.orders.push(o);
    j.from.push({ seat, i });
  };
  const each = (f: (o: OwcOrder, seat: AlliedSeat, i: number) => void) => {
    for (const [seat, orders] of parts) orders.forEach((o, i) => f(o, seat, i));
  };
  if (kind === 'supply') {
    const plans = parts.flatMap(([, os]) => os.filter((o) => o.type === 'supply'));
    const planOwner = parts.find(([, os]) => os.some((o) => o.type === 'supply'));
    push(joinPlans(plans as Extract<OwcOrder, { type: 'supply' }>[]), planOwner?.[0] ?? 'germans', -1);
    each((o, seat, i) => o.type !== 'supply' && !NOTHING.has(o.type) && push(o, seat, i));
    return j;
  }
  if (kind === 'rally') {
    const units = parts.flatMap(([, os]) => os.flatMap((o) => (o.type === 'rally' ? o.units : [])));
    push({ type: 'rally', units }, 'germans', -1);
    return j;
  }
  const taken = kind === 'window' && parts.some(([, os]) => os.some((o) => o.type === 'reserve'));
  if (taken) push({ type: 'reserve' }, 'germans', -1);
  let doubled = false;
  each((o, seat, i) => {
    if (NOTHING.has(o.type) || o.type === 'reserve') return;
    if (o.type === 'double') {
      if (doubled) return;
      doubled = true;
    }
    push(o, seat, i);
  });
  if (!j.orders.length) push({ type: 'pass' }, 'germans', -1);
  return j;
};

/** an engine refusal of the joined batch, said where the seat can find it */
const placeError = (e: RuleError, j: Joined, seat: AlliedSeat): RuleError => {
  const m = /^orders\[(\d+)\](.*)$/.exec(e.at ?? '');
  const src = m ? j.from[Number(m[1])] : undefined;
  if (src && src.seat === seat && src.i >= 0) return { ...e, at: `orders[${src.i}]${m![2]}` };
  if (src && src.seat !== seat)
    return { ...e, message: `${e.message} (in the ${SEAT_NAME[src.seat]}’s part)`, at: 'orders' };
  return { ...e, at: 'orders' };
};

/** F.3: each Allied player's rail Transports this phase, counted from the joined batch's rail events */
const railProblem = (j: Joined, events: readonly GameEvent[]): RuleError | null => {
  const by = new Map<string, AlliedSeat>();
  j.orders.forEach((o, k) => {
    if (o.type === 'rail') by.set(o.unit, j.from[k].seat);
  });
  const used: Record<AlliedSeat, number> = { germans: 0, 'austro-hungarians': 0 };
  for (const e of events)
    if (e.type === 'rail') {
      const d = e.data as { unit: string; transports: number };
      const seat = by.get(d.unit);
      if (seat) used[seat] += d.transports;
    }
  for (const seat of Object.keys(used) as AlliedSeat[]) {
    const cap = F3_TRANSPORTS[seat][j.doubled.includes(seat) ? 'doubled' : 'normal'];
    if (used[seat] > cap)
      return {
        rule: 'F.3',
        code: 'rail-transports',
        message: `the ${SEAT_NAME[seat]} used ${used[seat]} Transports, ${cap} allowed this phase`,
        at: 'orders',
      };
  }
  return null;
};

const partProblems = (s: OwcState, seat: AlliedSeat, orders: OwcOrder[]): RuleError | null => {
  for (const [i, o] of orders.entries()) {
    const p = seatProblem(s, seat, o, `orders[${i}]`);
    if (p) return p;
  }
  if (orders.filter((o) => o.type === 'supply').length > 1)
    return { rule: '22', code: 'one-plan', message: 'one supply plan', at: 'orders' };
  return null;
};

/** F.2, F.4, F.5 between the two parts, and the VP they move before the engine plays the batch */
const betweenParts = (s: OwcState, german: OwcOrder[], ah: OwcOrder[], out: GameEvent[]): RuleError | OwcState => {
  const at = (o: OwcOrder) => `orders[${ah.indexOf(o)}]`;
  const form = ah.find((o) => o.type === 'form');
  if (form && german.some((o) => o.type === 'form'))
    return { rule: 'F.4', code: 'german-formed', message: 'the German forms landsturm this turn', at: at(form) };
  const call = ah.find((o) => o.type === 'call');
  if (call && german.some((o) => o.type === 'call'))
    return {
      rule: 'F.5',
      code: 'german-called',
      message: 'the German calls western reinforcements this turn',
      at: at(call),
    };
  const next = { ...s };
  // F.2: two trades of 2 SuP cost 1 VP each; the engine prices 4 SuP at 29's 3 VP, so 1 comes back
  const trades = [...german, ...ah].filter((o) => o.type === 'supply' && o.trade === F2_EXTRA).length;
  if (trades === 2) scoreToward(next, -1, 'F.2', 'F.2', out);
  if (call) scoreToward(next, 3, 'F.5', 'F.5', out); // F.5: the Balkan pools cost the Allies 3 VP
  return next;
};

/** the engine plays the joined batch; F.3 is checked on what it railed */
const playJoined = (s: OwcState, j: Joined, seat: AlliedSeat, dice: Dice): ApplyResult<OwcState> => {
  const r = apply(withPatrolSeats(s, j), 'allies', { orders: j.orders }, dice);
  if (!r.ok) return no(placeError(r.error, j, seat));
  const rail = railProblem(j, r.events);
  if (rail) return no(rail);
  if (!r.state.allied?.patrolSeats) return r;
  const { patrolSeats: _, ...allied } = r.state.allied;
  return { ...r, state: withAllied(r.state, allied) };
};

/**
 * 17.2 with F.1 (rules version 5): the engine is told whose each patrol of the joined batch is, so a
 * seat's patrol needs a host it commands (phases/conceal.ts); before, the hex's hosts were anyone's
 */
const withPatrolSeats = (s: OwcState, j: Joined): OwcState => {
  if (versionOf(s) < F_PATROL_OWN_HOST) return s;
  const seats = j.orders.flatMap((o, k) => (o.type === 'place-patrol' ? [j.from[k].seat] : []));
  return seats.length ? withAllied(s, { ...s.allied, patrolSeats: seats }) : s;
};

/** An Allied seat's batch in scenario F (its standing orders are the Allies' and are set first). */
export const applySeat = (s0: OwcState, seat: AlliedSeat, batch: OwcBatch, dice: Dice): ApplyResult<OwcState> => {
  const standing = batch.orders.filter((o) => o.type === 'standing');
  const orders = batch.orders.filter((o) => o.type !== 'standing');
  const set = standing.length ? apply(s0, 'allies', { orders: standing }, dice) : null;
  if (set && !set.ok) return set;
  const s = set?.state ?? s0;
  const done = (state: OwcState, events: GameEvent[] = []): ApplyResult<OwcState> => ({
    ok: true,
    state: tidyAllied(state),
    events: seatEvents([...(set?.events ?? []), ...events]),
  });
  if (!orders.length) return done(s);
  if (awaitedSeat(s) !== seat)
    return no({ rule: '3', code: 'not-awaited', message: `it is not the ${SEAT_NAME[seat]}’s decision now` });
  const kind = s.await!.kind;
  const bad = partProblems(s, seat, orders);
  if (bad) return no(bad);
  if (PHASE_KINDS.includes(kind)) {
    if (seat === 'germans') {
      // the German's part alone must be a legal Allied batch: tried, then kept for the join
      const tried = playJoined(s, joinParts(kind, [['germans', orders]]), seat, TRIAL_DICE);
      // the phase's obligations (5.3, A.1) may fall on the ally's units: the join judges them
      if (!tried.ok && !(OBLIGATIONS.includes(tried.error.rule ?? '') && tried.error.at === 'orders')) return tried;
      if (!tried.ok && germanDuty(s, orders)) return tried;
      if (!tried.ok && versionOf(s) >= F_GERMAN_DUTY) {
        // the rest of his part is judged with the ally's share of the duties met (his units out of the
        // overstacks, arrivals as offered): an order of his that fails then would fail in any join
        const ally = dutyMarches(s, 'allies', (u) => commanderSeat(s, u) === 'austro-hungarians', allyChoice(s));
        const joined = joinParts(kind, [
          ['germans', orders],
          ['austro-hungarians', ally],
        ]);
        const withAlly = playJoined(s, joined, seat, TRIAL_DICE);
        if (!withAlly.ok && /^orders\[/.test(withAlly.error.at ?? '')) return withAlly;
      }
      return done(withAllied(s, { ...s.allied, staged: { at: decisionKey(s), orders } }));
    }
    const german = stagedNow(s) ?? [];
    const out: GameEvent[] = [];
    const next = betweenParts(withAllied(s, {}), german, orders, out);
    if (!('game' in next)) return no(next);
    const j = joinParts(kind, [
      ['germans', german],
      ['austro-hungarians', orders],
    ]);
    const r = playJoined(next, j, seat, dice);
    return r.ok ? done(r.state, [...out, ...r.events]) : r;
  }
  // the German ends his attacks; the phase goes on with the Austro-Hungarian's
  if (kind === 'attack' && seat === 'germans' && orders.length === 1 && NOTHING.has(orders[0].type))
    return done(withAllied(s, { ...s.allied, germanDone: phaseKey(s) }));
  const r = apply(s, 'allies', { orders }, dice);
  if (!r.ok) return r;
  const allied = { ...r.state.allied };
  if (kind === 'attack' && orders[0].type === 'attack') allied.attacker = seat;
  return done(tidyAllied(withAllied(r.state, allied)), r.events);
};

/**
 * 5.3 with F.1, F.4 and F.6 (rules version 3): the German acts first, so every overstack the
 * Austro-Hungarian's units alone cannot clear is his to clear in his part (the Austro-Hungarian may
 * move only his own units; a version-2 German could leave it to an ally who could not meet it). True:
 * his part leaves such an overstack with fewer than its excess able to leave.
 */
const germanDuty = (s: OwcState, orders: OwcOrder[]): boolean => {
  if (versionOf(s) < F_GERMAN_DUTY || s.await?.kind !== 'move') return false;
  const b = boardOf(s);
  const must = obligations(s, b, 'allies', movers(s, b, 'allies', null), heldAtStart(s));
  const moved = new Set(orders.flatMap((o) => (o.type === 'move' || o.type === 'rail' ? [o.unit] : [])));
  return must.overstack.some(
    (o) => o.units.filter((u) => moved.has(u) || commanderSeat(s, u) === 'austro-hungarians').length < o.excess,
  );
};

/**
 * Where the ally's duty marches go when the German's part is judged (phases/duty.ts): from rules
 * version 4 the rules' own choice (the cheapest march), so what apply takes depends on no player's
 * judgement; version 3 judged it with the bot's choice, kept so its games replay (bot-worth.ts).
 * The two differ only where a patrol of the German's (17.2) finds its hex filled by the ally's march.
 */
const allyChoice = (s: OwcState) => (versionOf(s) >= F_DUTY_BY_RULES ? undefined : worthFirst('allies'));

/** a movement batch's duties over all the side's units: overstacks to leave (5.3), the area to regain (A.1) */
const OBLIGATIONS = ['5.3', 'A.1'];

/** the dice a trial of the German's part rolls (whether the batch is taken, not what it rolls) */
const TRIAL_DICE: Dice = { roll: () => 1 };
