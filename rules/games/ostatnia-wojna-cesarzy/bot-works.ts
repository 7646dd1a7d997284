import { evalAttack, strength } from './combat.js';
import { type Board, boardOf, defOf, sideOf, unitsAt } from './ctx.js';
import type { OwcOrder } from './orders.js';
import type { Mine } from './phases/duty.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { type Front, frontOf, type PerFront, raise, reconLeft, supplyLevel, supplyOn } from './supply.js';
import { mayDig, trenchCost, trenchesOn, wholeHex } from './trenches.js';
import { reconOptions } from './phases/conceal.js';
import { ATTACK_AT } from './bot-attack.js';
import { cardOf } from './campaign/shipped.js';
import { liftedSight, scoringHexes, worth } from './bot-worth.js';
import { areaOf, heldHexes, mpOf, reach } from './movement.js';

/**
 * What the bot adds to its supply plan (22, DP-4), on what its side sees:
 *
 * Trenches (24, 24.3): an infantry corps digs where it is threatened and would not march off (no hex it
 * may reach is worth more to it, `wouldStay`) or attack anyway: a hex next to an enemy stack at least as strong as the hex's own SP, or a scoring hex it
 * holds with an enemy within GUARD hexes; not where the corps, alone in its hex, has an attack at
 * ATTACK_AT or better from there (the builder may not attack, 24). The marker faces the strongest enemy
 * stack beside it (else the way to the nearest enemy), so that stack's attack goes through it (−1); not
 * where the hex is a fortified area (24.1) or the trench there covers that side already. Two Russian
 * corps in a hex dig together for nothing (24.3); else each marker costs 1 SuP, paid only while the
 * front keeps KEEP SuP after it (out of 22.5's crisis, with a limited operation's 3 to spare), at most
 * MAX_PER_FRONT markers a front a turn. The campaign's Russians do not dig on the East Prussian front,
 * where 37.1 may owe attacks.
 *
 * Reconnaissance's allowance (16.1, 22.1): from scenario C a front where no operation is paid may not
 * reconnoitre at all. Where a face-down enemy stack stands next to enough of its units to attack it
 * (by what it believes of it: ATTACK_AT), the bot pays the limited operation in advance (22.2: 3 SuP,
 * what its first attack there would cost anyway) on the one front where it has most such stacks, if the
 * front keeps KEEP after it.
 */
const KEEP = 10;
const MAX_PER_FRONT = 2;
const GUARD = 2;

const enemyStacks = (b: Board, side: SideId) => {
  const out: [string, number][] = [];
  for (const [h, ids] of b.occ)
    if (ids.length && sideOf(b.s, ids[0]) !== side) out.push([h, ids.reduce((t, u) => t + strength(b.s, u), 0)]);
  return out;
};

/** the front levels once the plan's open SuP are in (22.5's dear levels below 7 counted) */
const afterPlan = (s: OwcState, side: SideId, open: PerFront | undefined) => {
  const lv = new Map<Front, number>();
  for (const f of Object.keys(s.supply?.level[side] ?? {}) as Front[])
    lv.set(f, raise(supplyLevel(s, side, f), open?.[f] ?? 0));
  return lv;
};

/** the corps would not march off anyway: no hex it may reach is worth more to it than its own (bot-worth.ts) */
const wouldStay = (s: OwcState, side: SideId, id: string): boolean => {
  const b = boardOf(s);
  const here = s.units[id].hex!;
  const lifted = liftedSight(s, side, id);
  const stay = worth(lifted, s, id, here);
  return reach(b, id, mpOf(s, id), { area: areaOf(s), startOfPhase: heldHexes(b, side) }).every(
    (t) => worth(lifted, s, id, t.cell) <= stay,
  );
};

/**
 * 24.2: the trenches the bot destroys, free, in its supply batch: a marker in a hex it holds that covers
 * none of the hexsides toward the enemy (one it took from him, facing the way it came) while an enemy
 * stands within GUARD hexes: it shields the bot from nothing, and should the enemy take the hex back it
 * would shield him from the bot's counter-attack (−1). Whole-hex markers (AMB-14's option) always serve
 * the holder and stay. The destroyer is the weakest own infantry corps there that would stay anyway
 * (`wouldStay`), not one of the batch's `builders` (a new marker there comes after, 24), and, alone in
 * the hex, has no attack at ATTACK_AT from it (it may not attack, 24.2). Building comes first: where the
 * only corps digs in toward the enemy, the old marker stays.
 */
export const untrenchOrders = (s: OwcState, side: SideId, mine: Mine, builders: Set<string>): OwcOrder[] => {
  const out: OwcOrder[] = [];
  if (!trenchesOn(s) || s.phasing !== side || wholeHex(s)) return out;
  const b = boardOf(s);
  const m = b.m;
  const stacks = enemyStacks(b, side);
  for (const [hex, cover] of Object.entries(s.works.trenches).sort(([x], [y]) => (x < y ? -1 : 1))) {
    const own = unitsAt(b, hex);
    if (!own.length || sideOf(s, own[0]) !== side || m.fortified(hex) > 0 || s.works.captured.includes(hex)) continue;
    const far = stacks.reduce((d, [h]) => Math.min(d, m.grid.distance(hex, h)), 99);
    if (far > GUARD) continue;
    const near = stacks.filter(([h]) => m.grid.distance(hex, h) === far).map(([h]) => h);
    const toward = [...m.grid.neighbourCells(hex)].filter((n) =>
      near.some((e) => n === e || m.grid.distance(n, e) < far),
    );
    if (cover.some((n) => toward.includes(n))) continue;
    const who = own
      .filter((u) => mayDig(s, u) && mine(u) && !builders.has(u) && !s.units[u].broken && wouldStay(s, side, u))
      .sort((x, y) => strength(s, x) - strength(s, y) || (x < y ? -1 : 1))[0];
    if (!who) continue;
    const alone = own.every((u) => u === who || strength(s, u) === 0);
    const beside = stacks.filter(([h]) => m.grid.adjacent(hex, h) && !m.impassable(hex, h));
    if (alone && beside.some(([h]) => evalAttack(b, h, [who], false).chance >= ATTACK_AT)) continue;
    out.push({ type: 'untrench', unit: who });
  }
  return out;
};

/** 24, 24.3: the trench orders of the supply batch */
export const trenchOrders = (s: OwcState, side: SideId, mine: Mine, open: PerFront | undefined): OwcOrder[] => {
  if (!trenchesOn(s) || !supplyOn(s) || s.phasing !== side) return [];
  const b = boardOf(s);
  const m = b.m;
  const stacks = enemyStacks(b, side);
  if (!stacks.length) return [];
  const level = afterPlan(s, side, open);
  const dug = new Map<Front, number>();
  const scoring = scoringHexes(s);
  const out: OwcOrder[] = [];
  const hexes = [
    ...new Set(
      Object.values(s.units)
        .filter((u) => u.where === 'map' && mayDig(s, u.id) && mine(u.id))
        .map((u) => u.hex!),
    ),
  ].sort();
  for (const hex of hexes) {
    if (m.fortified(hex) > 0) continue; // 24.1: a fortified area is a permanent trench
    // 37.1: the Russians may owe attacks on the East Prussian front; a builder may not attack (24)
    if (s.campaign && side === 'russians' && frontOf(s, hex) === cardOf(s).eastPrussia.front) continue;
    const own = unitsAt(b, hex);
    const ownSp = own.reduce((t, u) => t + strength(s, u), 0);
    const beside = stacks.filter(([h]) => m.grid.adjacent(hex, h) && !m.impassable(hex, h));
    const nearest = stacks.reduce((d, [h]) => Math.min(d, m.grid.distance(hex, h)), 99);
    const threatened = beside.some(([, sp]) => sp >= ownSp);
    const guard = s.control[hex] === side && scoring.has(hex) && nearest <= GUARD;
    if (!threatened && !guard) continue;
    const diggers = own.filter((u) => mayDig(s, u) && mine(u) && !s.units[u].broken && wouldStay(s, side, u));
    if (!diggers.length) continue;
    // the weakest corps digs (24.3: two Russian corps together, free)
    diggers.sort((x, y) => strength(s, x) - strength(s, y) || (x < y ? -1 : 1));
    const pair = diggers.length >= 2 && trenchCost(s, diggers.slice(0, 2)) === 0 ? diggers.slice(0, 2) : null;
    const builders = pair ?? [diggers[0]];
    // an attack base is not dug in: the builders may not attack (24)
    const left = own.filter((u) => !builders.includes(u) && strength(s, u) > 0);
    if (!left.length && beside.some(([h]) => evalAttack(b, h, builders, false).chance >= ATTACK_AT)) continue;
    const facing = beside.length
      ? [...beside].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0][0]
      : [...m.grid.neighbourCells(hex)]
          .filter((n) => !m.impassable(hex, n))
          .sort((x, y) => {
            const dx = stacks.reduce((d, [h]) => Math.min(d, m.grid.distance(x, h)), 99);
            const dy = stacks.reduce((d, [h]) => Math.min(d, m.grid.distance(y, h)), 99);
            return dx - dy || (x < y ? -1 : 1);
          })[0];
    if (!facing) continue;
    const cover = s.works.trenches[hex];
    if (cover && (wholeHex(s) || cover.includes(facing))) continue;
    const cost = trenchCost(s, builders);
    const f = frontOf(s, hex);
    if (cost && ((dug.get(f) ?? 0) >= MAX_PER_FRONT || (level.get(f) ?? 0) - cost < KEEP)) continue;
    level.set(f, (level.get(f) ?? 0) - cost);
    if (cost) dug.set(f, (dug.get(f) ?? 0) + 1);
    out.push({ type: 'trench', units: builders, facing });
  }
  return out;
};

/** 16.1, 22.2: the front to pay a limited operation on in advance, so that it may reconnoitre; or none */
export const reconFront = (s: OwcState, side: SideId, mine: Mine, open: PerFront | undefined): Front | null => {
  if (!supplyOn(s) || s.phasing !== side) return null;
  const b = boardOf(s);
  const level = afterPlan(s, side, open);
  const count = new Map<Front, number>();
  // reconOptions skips the hexes whose front allows none: ask it as if every front were paid
  const paid: OwcState = { ...s, supply: { ...s.supply, ops: {} } };
  for (const f of level.keys()) paid.supply!.ops[f] = { attacks: 0, paid: 3, recon: 0 };
  const hexes = new Map<string, string[]>();
  for (const [u, hs] of reconOptions(paid)) if (mine(u)) for (const h of hs) hexes.set(h, [...(hexes.get(h) ?? []), u]);
  for (const h of hexes.keys()) {
    if (reconLeft(s, h) > 0) continue; // paid already
    const by: string[] = [];
    for (const n of b.m.grid.neighbourCells(h))
      for (const u of unitsAt(b, n))
        if (sideOf(s, u) === side && mine(u) && !s.units[u].broken && defOf(s, u).size !== 'patrol') by.push(u);
    if (!by.length || evalAttack(b, h, by, false).chance < ATTACK_AT) continue;
    const f = frontOf(s, h);
    count.set(f, (count.get(f) ?? 0) + 1);
  }
  const best = [...count]
    .filter(([f]) => (level.get(f) ?? 0) - 3 >= KEEP)
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
  return best ? best[0] : null;
};
