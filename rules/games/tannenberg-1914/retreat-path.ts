import { mapOf } from './ctx.js';
import { openStep, type FlightCtx } from './flight.js';
import { stepCost, type MoveCtx } from './movement.js';
import { moveCtx } from './phases/movement.js';
import type { SideId } from './schema.js';
import { versionOf, type TbState } from './state.js';

/**
 * Rules version 15: the retreat path of 9.3.2 is "chosen freely" (spec RT2–RT4, AMB-25), not a flight's. Up to
 * version 14 it followed the flight's geometry (each hex one further from the start, 9.5.4), which the retreat
 * rule does not ask. Now a path is any way of adjacent hexes, none twice and never back to the start, within the
 * retreaters' MA − 1 of terrain MP (the chart's costs as a move pays them, no +1 for the enemy ZOC: AMB-25), never
 * off the map, across the Vistula or a lake, or into an enemy (RT4, 9.5.8's limits, which a move has too). "Not
 * voluntarily into an enemy ZOC; if there is no other way, through it" (RT3), our reading: a path enters no more
 * enemy-ZOC hexes than the retreat from that hex must (the least over every path the troops can afford, so none
 * where any affordable path avoids the ZOC), and ends in one only when every such path does. A ZOC does not stop a
 * retreat (AMB-25: EP instead).
 */
export const freeRetreatOn = (s: TbState): boolean => versionOf(s) >= 15;

/** one step out of a hex a retreat may take: its terrain MP and whether it enters an enemy ZOC */
interface Step {
  to: string;
  cost: number;
  zoc: boolean;
}

/** a retreat's step costs: the terrain chart's as a move pays them, without the enemy ZOC's +1 (AMB-25) */
export const retreatStepCtx = (s: TbState, side: SideId): MoveCtx => ({
  ...moveCtx(s, side),
  enemyZoc: new Set<string>(),
  softZoc: undefined,
});

/** the steps out of each hex a retreat may take (open, RT4, and payable), each hex's worked out once a search */
const stepsOf = (s: TbState, side: SideId, fc: FlightCtx): ((h: string) => readonly Step[]) => {
  const mi = mapOf(s);
  const ctx = retreatStepCtx(s, side);
  const memo = new Map<string, Step[]>();
  return (here) => {
    let out = memo.get(here);
    if (!out) {
      out = [];
      for (const nb of mi.board.neighbourCells(here)) {
        if (!openStep(mi, fc, here, nb)) continue;
        const r = stepCost(mi, ctx, { kind: 'inf' }, here, nb);
        if (r.ok) out.push({ to: nb, cost: r.cost, zoc: fc.enemyZoc.has(nb) });
      }
      memo.set(here, out);
    }
    return out;
  };
};

/**
 * Every way of `mp` terrain MP or less from `hex` (none empty, no hex twice, never back to the start), walked
 * depth first in the board's order of neighbours: `visit` is told each way (the hexes after the start, a
 * working array it must copy to keep), the enemy-ZOC hexes it enters and whether it ends in one; a way
 * `visit` answers false for is not walked on (the ZOC count never falls along a way).
 */
const walkWays = (
  steps: (h: string) => readonly Step[],
  hex: string,
  mp: number,
  visit: (path: readonly string[], zoc: number, endsInZoc: boolean) => boolean,
): void => {
  const path: string[] = [];
  const walk = (here: string, spent: number, zoc: number): void => {
    for (const st of steps(here)) {
      if (st.to === hex || path.includes(st.to) || spent + st.cost > mp) continue;
      const z = zoc + (st.zoc ? 1 : 0);
      path.push(st.to);
      if (visit(path, z, st.zoc)) walk(st.to, spent + st.cost, z);
      path.pop();
    }
  };
  walk(hex, 0, 0);
};

/**
 * RT3's reading: the fewest enemy-ZOC hexes any way within `mp` enters (Infinity when there is no way), and
 * whether some way with that few ends outside the ZOC (then only such ways are allowed)
 */
const leastZoc = (
  steps: (h: string) => readonly Step[],
  hex: string,
  mp: number,
): { least: number; outside: boolean } => {
  let least = Infinity,
    outside = false;
  walkWays(steps, hex, mp, (_, zoc, ends) => {
    if (zoc < least) [least, outside] = [zoc, !ends];
    else if (zoc === least && !ends) outside = true;
    // a way already past the least can only gather more
    return zoc <= least;
  });
  return { least, outside };
};

/** the allowed retreat paths from `hex` within `mp` MP (RT3's reading above), shortest first */
export const freeRetreatPaths = (s: TbState, side: SideId, fc: FlightCtx, hex: string, mp: number): string[][] => {
  const steps = stepsOf(s, side, fc);
  const { least, outside } = leastZoc(steps, hex, mp);
  const out: string[][] = [];
  walkWays(steps, hex, mp, (path, zoc, ends) => {
    if (zoc === least && !(outside && ends)) out.push([...path]);
    return zoc <= least;
  });
  // depth-first order within each length (the sort is stable)
  return out.sort((a, b) => a.length - b.length);
};

/** whether `path` from `hex` is one of `freeRetreatPaths` (without listing them) */
const allowedRetreat = (s: TbState, side: SideId, fc: FlightCtx, hex: string, mp: number, path: readonly string[]) => {
  const steps = stepsOf(s, side, fc);
  let spent = 0,
    zoc = 0,
    ends = false,
    here = hex;
  for (let i = 0; i < path.length; i++) {
    const st = steps(here).find((x) => x.to === path[i]);
    if (!st || path[i] === hex || path.indexOf(path[i]) !== i || (spent += st.cost) > mp) return false;
    [zoc, ends, here] = [zoc + (st.zoc ? 1 : 0), st.zoc, st.to];
  }
  const { least, outside } = leastZoc(steps, hex, mp);
  return path.length > 0 && zoc === least && !(outside && ends);
};

/** a sealed path from `hex` checked against the allowed ones; the refusal, or null */
export const checkFreeRetreat = (
  s: TbState,
  side: SideId,
  fc: FlightCtx,
  hex: string,
  mp: number,
  path: readonly string[],
): { rule: string; reason: string; at: number } | null => {
  const mi = mapOf(s);
  for (let i = 0; i < path.length; i++) {
    const from = i === 0 ? hex : path[i - 1];
    if (!mi.board.adjacent(from, path[i]) || path.indexOf(path[i]) !== i || path[i] === hex)
      return { rule: '9.3.2', reason: 'each hex next to the one before, none twice, never back to the start', at: i };
    if (!openStep(mi, fc, from, path[i]))
      return { rule: '9.3.2', reason: 'no retreat off the map, across the Vistula or a lake, or into an enemy', at: i };
  }
  if (!allowedRetreat(s, side, fc, hex, mp, path))
    return {
      rule: '9.3.2',
      reason: 'the path enters or ends in an enemy ZOC though another way within MA − 1 avoids it',
      at: 0,
    };
  return null;
};
