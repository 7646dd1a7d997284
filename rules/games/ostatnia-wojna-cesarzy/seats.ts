import type { GameEvent, RuleError, Secret } from '../../core/contract.js';
import { boardOf, defOf, has, mapOf } from './ctx.js';
import { alliedPick, commandersOf } from './command.js';
import { cardOrOurs } from './campaign/shipped.js';
import type { OwcOrder } from './orders.js';
import type { Nation, SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * Scenario F (rule group `F`): three seats. The engine keeps playing two sides, `allies` and
 * `russians`; this file says which of the two Allied seats a unit, an order or a decision belongs to.
 * scenario-f.ts runs the Allied decisions through the seats (README "Scenario F").
 */
export const F_SEATS = ['russians', 'germans', 'austro-hungarians'] as const;
export type Seat = (typeof F_SEATS)[number];
export const ALLIED_SEATS = ['germans', 'austro-hungarians'] as const;
export type AlliedSeat = (typeof ALLIED_SEATS)[number];

/** F: the hand-over between the two Allied seats inside one Allied decision (state.allied) */
export interface AlliedSeats {
  /** the German's part of a phase decision, waiting for the Austro-Hungarian's, and the decision's key */
  staged?: { at: string; orders: OwcOrder[] };
  /** the attack phase (its key) in which the German has ended his attacks: the Austro-Hungarian declares now */
  germanDone?: string;
  /** the seat that declared the attack now pending: its pursuit (10) is his */
  attacker?: AlliedSeat;
  /**
   * 17.2 with F.1 (rules version 5): the seat of each `place-patrol` of the joined batch, in order; set
   * by the join for the engine's play of the batch only, never stored
   */
  patrolSeats?: AlliedSeat[];
}

export const isF = (s: OwcState): boolean => has(s, 'F');

/**
 * The keys of the phase and of the decision awaited now: a part handed in for a decision that has
 * since gone (a standing order may settle a question, 4.2) is no longer the seats' business.
 */
export const phaseKey = (s: OwcState): string => `${s.stage}.${s.phasing}.${s.phase}`;
export const decisionKey = (s: OwcState): string => `${phaseKey(s)}.${s.await?.side}.${s.await?.kind}`;
export const isSeat = (x: string | null): x is Seat => !!x && (F_SEATS as readonly string[]).includes(x);
export const engineSide = (seat: Seat): SideId => (seat === 'russians' ? 'russians' : 'allies');

/** how a refusal names a seat */
export const SEAT_NAME: Record<Seat, string> = {
  russians: 'Russian player',
  germans: 'German player',
  'austro-hungarians': 'Austro-Hungarian player',
};

/** the seat of a nation: the Legions (PL) are the Austro-Hungarian player's (F) */
export const seatOfNation = (n: Nation): Seat =>
  n === 'RU' ? 'russians' : n === 'DE' ? 'germans' : 'austro-hungarians';

/**
 * F.1: the seat that commands a unit: the one whose HQs command it, else its own nation's. Command
 * (21.1) is by HQs of the unit's own nationality (AMB-41), so an Allied unit is its own player's,
 * except (rules version 7) the unit named for 21.6's allied command while the ally's HQs alone command
 * it: it is then the ally's (its own player may still march it westward, `seatProblem`).
 */
export const commanderSeat = (s: OwcState, unit: string): Seat | null => {
  try {
    const d = defOf(s, unit);
    const own = seatOfNation(d.nat);
    if (own === 'russians' || !alliedPick(s, unit, d.nat)) return own;
    const by = commandersOf(boardOf(s), unit);
    const ally: Seat = own === 'germans' ? 'austro-hungarians' : 'germans';
    return by.length && by.every((c) => seatOfNation(defOf(s, c.hq).nat) === ally) ? ally : own;
  } catch {
    return null; // an unknown unit: the engine names it
  }
};
/** F.1: every step of the path lowers the column (westward), from the unit's hex */
const westward = (s: OwcState, unit: string, path: readonly string[]): boolean => {
  const m = mapOf(s);
  let x = m.x(s.units[unit].hex!);
  for (const h of path) {
    if (!m.has(h) || m.x(h) >= x) return false;
    x = m.x(h);
  }
  return path.length > 0;
};

/** F.5: the Austro-Hungarian pools from the Balkans */
export const BALKAN_POOLS = [6, 7] as const;
export const balkanUnits = (s: { pack?: string }): string[] =>
  cardOrOurs(s)
    .pools.filter((p) => (BALKAN_POOLS as readonly number[]).includes(p.n))
    .flatMap((p) => p.units);

const refuse = (rule: string, code: string, message: string, at: string): RuleError => ({ rule, code, message, at });

/** the units an order names that the seat must command (F.1), with where each is named */
const namedUnits = (o: OwcOrder): { unit: string; at: string }[] => {
  switch (o.type) {
    case 'allied-command': // 21.6 in F: each player names his own unit
    case 'move':
    case 'pursue':
    case 'recon':
    case 'untrench':
    case 'split':
    case 'disband':
    case 'rebuild':
    case 'arrive':
    case 'delay-arrival':
    case 'concentrate':
    case 'sail':
    case 'form':
      return [{ unit: o.unit, at: '.unit' }];
    case 'attack':
    case 'rally':
    case 'conceal':
    case 'reveal':
    case 'trench':
      return o.units.map((unit, j) => ({ unit, at: `.units[${j}]` }));
    case 'merge':
      return [{ unit: o.corps, at: '.corps' }, ...o.units.map((unit, j) => ({ unit, at: `.units[${j}]` }))];
    default:
      // 18, F.3: either Allied player may rail the ally's units; plans, answers and passes are the seat's own
      return [];
  }
};

/**
 * F.1, F.2, F.5: what an Allied seat may not put in its part of a decision (null: nothing against it;
 * the engine then judges the whole Allied batch). `at` is the order's place, e.g. "orders[2]".
 */
export const seatProblem = (s: OwcState, seat: AlliedSeat, o: OwcOrder, at: string): RuleError | null => {
  for (const n of namedUnits(o)) {
    const c = commanderSeat(s, n.unit);
    // F.1: a player may always march his own unit the ally commands, even against the ally's will, westward only
    if (
      c &&
      c !== seat &&
      o.type === 'move' &&
      seatOfNation(defOf(s, n.unit).nat) === seat &&
      westward(s, n.unit, o.path)
    )
      continue;
    if (c && c !== seat)
      return refuse('F.1', 'not-commanded', `${n.unit} is commanded by the ${SEAT_NAME[c]}`, `${at}${n.at}`);
  }
  if (o.type === 'legion' && seat !== 'austro-hungarians')
    return refuse('F', 'legions', 'the Legions are the Austro-Hungarian player’s', at);
  if (o.type === 'call') {
    const balkan = balkanUnits(s);
    const j = o.units.findIndex((u) => balkan.includes(u) !== (seat === 'austro-hungarians'));
    if (j >= 0)
      return seat === 'germans'
        ? refuse(
            'F.5',
            'balkan-pools',
            `${o.units[j]} is of the Balkan pools, the Austro-Hungarian player’s`,
            `${at}.units[${j}]`,
          )
        : refuse('F.5', 'not-balkan', `${o.units[j]} is not of pools 6 and 7`, `${at}.units[${j}]`);
  }
  if (o.type === 'supply') {
    // F.2: 10 SuP a player, 2 more for 1 VP; the per-front limits are the engine's (22)
    const trade = o.trade ?? 0;
    if (trade !== 0 && trade !== F2_EXTRA)
      return refuse('F.2', 'trade', `each Allied player may take ${F2_EXTRA} SuP more, nothing else`, `${at}.trade`);
    const sum = (p?: Partial<Record<string, number>>) =>
      Object.values(p ?? {}).reduce<number>((t, x) => t + (x ?? 0), 0);
    const total = sum(o.open) + sum(o.secret);
    if (total > F2_INCOME + trade)
      return refuse('F.2', 'income', `${total} SuP given, your income is ${F2_INCOME + trade}`, `${at}.open`);
  }
  return null;
};
export const F2_INCOME = 10;
export const F2_EXTRA = 2;
/** F.3: each Allied player's Transports per movement phase, normal and doubled */
export const F3_TRANSPORTS: Record<AlliedSeat, { normal: number; doubled: number }> = {
  germans: { normal: 3, doubled: 6 },
  'austro-hungarians': { normal: 2, doubled: 4 },
};

/** the engine's `allies` in an event or a secret stands for both Allied seats */
const seatsOf = (v: readonly string[]): string[] => (v.includes('allies') ? [...v, ...ALLIED_SEATS] : [...v]);
export const seatEvents = (evs: readonly GameEvent[]): GameEvent[] =>
  evs.map((e) => (e.visibleTo === 'all' ? e : { ...e, visibleTo: seatsOf(e.visibleTo) }));
export const seatSecrets = (xs: readonly Secret[]): Secret[] =>
  xs.map((x) => ({ ...x, visibleTo: seatsOf(x.visibleTo) }));
