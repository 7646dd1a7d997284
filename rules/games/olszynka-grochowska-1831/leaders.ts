import type { Dice } from '../../core/contract.js';
import { findPaths, type Reach } from '../../core/path.js';
import { def, enemyOf, leaderDef, occupant, sideOf, stackAt, peek, type Ctx } from './ctx.js';
import { d10 } from './die.js';
import { onMap, type LeaderState, type SideId } from './state.js';
import { zocOf } from './zoc.js';
import { memoOn, snapshotOf, zocIndex } from './occupancy.js';

/** Chapter 3: leaders, command ranges, deputies and losing leaders. */

export const leader = (c: Ctx, id: string): LeaderState => {
  const l = c.pos.leaders[id];
  if (!l) throw new Error(`leader ${id} is not in play`);
  return l;
};
/** R 3.6.1: a deputy marker covers a dead or wounded leader */
export const isDeputy = (l: LeaderState): boolean => l.deputy !== null;
/** R 3.4, 3.6.1: the printed range, one less under a deputy */
export const commandRange = (c: Ctx, id: string): number => leaderDef(c, id).range - (isDeputy(leader(c, id)) ? 1 : 0);

/**
 * the first leader in play of each rank and command, by `c-in-c|side`, `division|id`, `corps|id`:
 * which leaders are in play is fixed when a game is set up, so this is worked out once per record
 * (counted again in case a test's fixture adds one)
 */
const ranks = new WeakMap<Record<string, LeaderState>, { n: number; first: Map<string, string> }>();
const firstOf = (c: Ctx, key: string): string | undefined => {
  let r = ranks.get(c.pos.leaders);
  const hit = r?.first.get(key);
  if (hit) return hit;
  // a leader added later is first for his key only if it had none: a miss is when to count again
  const ids = Object.keys(c.pos.leaders);
  if (r?.n !== ids.length) {
    const first = new Map<string, string>();
    for (const id of ids) {
      const d = leaderDef(c, id);
      const k =
        d.rank === 'c-in-c'
          ? `c-in-c|${d.side}`
          : d.rank === 'division'
            ? `division|${d.division}`
            : `corps|${d.corps}`;
      if (!first.has(k)) first.set(k, id);
    }
    ranks.set(c.pos.leaders, (r = { n: ids.length, first }));
  }
  return r.first.get(key);
};
export const cInC = (c: Ctx, side: SideId): string | undefined => firstOf(c, `c-in-c|${side}`);
export const divisionCommander = (c: Ctx, division: string): string | undefined => firstOf(c, `division|${division}`);
export const corpsCommander = (c: Ctx, corps: string): string | undefined => firstOf(c, `corps|${corps}`);

/**
 * R 3.4.1: who commands a unit: its division commander; a corps unit its corps commander; army
 * units, and a division with no commander of its own (the Polish reserve), the C-in-C [INF].
 */
export const commanderOf = (c: Ctx, unitId: string): string | undefined => {
  const d = def(c, unitId);
  if (d.division) return divisionCommander(c, d.division) ?? cInC(c, d.side);
  if (d.corps) return corpsCommander(c, d.corps) ?? cInC(c, d.side);
  return cInC(c, d.side);
};

/**
 * R 3.4: the length in hexes of the shortest command path. It may not pass through a hex in an
 * enemy ZOC unless a friendly unit stands there, nor through an enemy-held hex (AMB-47); terrain
 * does not matter. The end hex may be in enemy ZOC (it holds the friendly unit or leader).
 */
export const commandDistance = (c: Ctx, side: SideId, from: string, to: string, limit = 20): number | undefined => {
  const g = c.P.grid;
  if (!g.has(from)) return commandReach(c, side, from, limit, to).costTo(to);
  if (!g.has(to)) return undefined;
  // one search from a leader's hex answers every unit he is asked about on this position
  const d = memoOn(c.pos.units, `cmd|${side}|${from}|${limit}`, () => commandDistances(c, side, from, limit))[
    g.indexOf(to)
  ];
  return d < 0 ? undefined : d;
};

/**
 * R 3.4: the command distance from `from` to every hex within `limit` (−1: not reached), breadth
 * first over the grid's numbers since every step costs 1: the distances `commandReach` finds.
 */
const commandDistances = (c: Ctx, side: SideId, from: string, limit: number): Int16Array => {
  const g = c.P.grid;
  const foe = enemyOf(side);
  const { stacks } = snapshotOf(c.pos.units);
  const zoc = zocIndex(c.pos.units, (u) => zocOf(c, u));
  const held = (h: string) => {
    const st = stacks.get(h);
    return st ? sideOf(c, st[0].id) : undefined;
  };
  const dist = new Int16Array(g.size).fill(-1);
  const start = g.indexOf(from);
  dist[start] = 0;
  let frontier = [start];
  for (let d = 1; d <= limit && frontier.length; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const h = g.labels[i];
      // a hex in enemy ZOC with no friend in it ends a path (the leader's own hex does not)
      if (i !== start && held(h) !== side && (zoc.get(h)?.some((id) => sideOf(c, id) === foe) ?? false)) continue;
      for (let dir = 0; dir < 6; dir++) {
        const j = g.neighbourIndex(i, dir);
        if (j < 0 || dist[j] >= 0 || held(g.labels[j]) === foe) continue;
        dist[j] = d;
        next.push(j);
      }
    }
    frontier = next;
  }
  return dist;
};

/** R 3.4: every hex a command path from `from` reaches within `limit`; a hex in enemy ZOC with no friend ends a path */
export const commandReach = (c: Ctx, side: SideId, from: string, limit: number, target?: string): Reach => {
  const foe = enemyOf(side);
  const { stacks } = snapshotOf(c.pos.units);
  const held = (h: string) => {
    const st = stacks.get(h);
    return st ? sideOf(c, st[0].id) : undefined;
  };
  const zoc = zocIndex(c.pos.units, (u) => zocOf(c, u));
  return findPaths({
    start: from,
    neighbours: (h) => c.P.grid.neighbourCells(h),
    cost: (_a, b) => (held(b) === foe ? null : 1),
    stopAt: (b) => held(b) !== side && (zoc.get(b)?.some((id) => sideOf(c, id) === foe) ?? false),
    budget: limit,
    ...(target ? { target } : {}),
  });
};

/** R 3.4.1: within range of its commander, traced at the start of its own move (AMB-46) */
export const isCommanded = (c: Ctx, unitId: string): boolean => {
  const u = peek(c, unitId);
  const cmd = commanderOf(c, unitId);
  if (!cmd || !onMap(u.at)) return false;
  const l = leader(c, cmd);
  if (!onMap(l.at)) return false;
  const dist = commandDistance(c, sideOf(c, unitId), l.at, u.at, commandRange(c, cmd));
  return dist !== undefined && dist <= commandRange(c, cmd);
};

/** R 3.5, 3.6.1: +1 when its division or corps commander or the C-in-C (not a deputy) shares its hex; never more */
export const moraleBonus = (c: Ctx, unitId: string): number => {
  const u = peek(c, unitId);
  if (!onMap(u.at)) return 0;
  const d = def(c, unitId);
  return Object.values(c.pos.leaders).some((l) => {
    if (l.at !== u.at || isDeputy(l)) return false;
    const ld = leaderDef(c, l.id);
    if (ld.side !== d.side) return false;
    return (
      ld.rank === 'c-in-c' ||
      (ld.rank === 'division' && ld.division === d.division) ||
      (ld.rank === 'corps' && !!ld.corps && ld.corps === d.corps)
    );
  })
    ? 1
    : 0;
};

export type Casualty = {
  leader: string;
  dice: number[];
  outcome: 'unhurt' | 'killed' | 'wounded' | 'removed';
  until?: number | 'end';
};

/**
 * R 3.6.2: a leader in a hex whose units lost strength in combat rolls: 1–9 nothing; 0 rolls again:
 * 0–4 killed (deputy for the rest of the game), 5–9 lightly wounded (deputy until the end of stage
 * current + that roll; for good when that is after the last stage). R 3.6.5: a second deputy event
 * removes the leader from play.
 */
export const casualtyCheck = (c: Ctx, id: string, dice: Dice): Casualty => {
  const first = d10(dice);
  if (first !== 0) return { leader: id, dice: [first], outcome: 'unhurt' };
  const second = d10(dice);
  const l = leader(c, id);
  if (isDeputy(l)) {
    l.at = 'removed';
    return { leader: id, dice: [first, second], outcome: 'removed' };
  }
  if (second <= 4) {
    l.deputy = 'dead';
    return { leader: id, dice: [first, second], outcome: 'killed' };
  }
  const until = c.pos.stage + second;
  l.deputy = until > c.pos.lastStage ? 'dead' : until;
  return { leader: id, dice: [first, second], outcome: 'wounded', until: until > c.pos.lastStage ? 'end' : until };
};

/** R 3.6.6: a wound whose stage has passed ends at the start of the leader's own activation */
export const recoverAtActivation = (c: Ctx, id: string): boolean => {
  const l = leader(c, id);
  if (typeof l.deputy === 'number' && c.pos.stage > l.deputy) {
    l.deputy = null;
    return true;
  }
  return false;
};

/** the hexes of `side`'s units matching `pick`, nearest to `from` first (ties: label order) */
const nearestUnitHex = (c: Ctx, from: string, side: SideId, pick: (unitId: string) => boolean): string | undefined => {
  const hexes = [
    ...new Set(
      Object.values(c.pos.units)
        .filter((u) => onMap(u.at) && sideOf(c, u.id) === side && pick(u.id))
        .map((u) => u.at),
    ),
  ];
  hexes.sort((a, b) => c.P.grid.distance(from, a) - c.P.grid.distance(from, b) || (a < b ? -1 : 1));
  return hexes[0];
};

/**
 * R 3.6.3: a leader standing alone whom an enemy unit approaches joins the nearest friendly unit at
 * once; with no friendly unit on the map he goes next to his C-in-C under a deputy marker (a second
 * deputy event removes him, R 3.6.5).
 */
export const loneLeaderFlees = (c: Ctx, id: string): { leader: string; to: string; deputy: boolean } => {
  const l = leader(c, id);
  const side = leaderDef(c, id).side;
  const to = nearestUnitHex(c, l.at, side, () => true);
  if (to) {
    l.at = to;
    return { leader: id, to, deputy: false };
  }
  const chief = cInC(c, side);
  const chiefAt = chief && chief !== id ? leader(c, chief).at : undefined;
  if (isDeputy(l) || !chiefAt || !onMap(chiefAt)) {
    l.at = 'removed';
    return { leader: id, to: 'removed', deputy: true };
  }
  l.at = c.P.grid.neighbours(chiefAt).find((h) => occupant(c, h) !== enemyOf(side)) ?? chiefAt;
  l.deputy = 'dead';
  return { leader: id, to: l.at, deputy: true };
};

/** R 3.6.4: a leader whose unit was routed goes to the nearest unit of his formation (any for the C-in-C), else to the Routed box */
export const leaderAfterRout = (c: Ctx, id: string): string => {
  const l = leader(c, id);
  const ld = leaderDef(c, id);
  const mine = (u: string) =>
    ld.rank === 'c-in-c' || (ld.division ? def(c, u).division === ld.division : def(c, u).corps === ld.corps);
  l.at = nearestUnitHex(c, l.at, ld.side, mine) ?? 'routed';
  return l.at;
};

/** R 3.3: a division commander ends his move on a unit of his formation, when there is one on the map */
export const divisionLeaderEndOk = (c: Ctx, id: string, hex: string): boolean => {
  const ld = leaderDef(c, id);
  if (ld.rank !== 'division') return true;
  const anyOnMap = Object.values(c.pos.units).some((u) => onMap(u.at) && def(c, u.id).division === ld.division);
  return !anyOnMap || stackAt(c, hex).some((u) => def(c, u.id).division === ld.division);
};
