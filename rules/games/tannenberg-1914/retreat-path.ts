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

interface Way {
  path: string[];
  /** enemy-ZOC hexes entered (friendly units neutralise the loss, 8.1.4, not the choice) */
  zoc: number;
  endsInZoc: boolean;
}

/** a retreat's step costs: the terrain chart's as a move pays them, without the enemy ZOC's +1 (AMB-25) */
export const retreatStepCtx = (s: TbState, side: SideId): MoveCtx => ({
  ...moveCtx(s, side),
  enemyZoc: new Set<string>(),
  softZoc: undefined,
});

/** every path of `mp` terrain MP or less from `hex` (none empty), shortest first */
const ways = (s: TbState, side: SideId, fc: FlightCtx, hex: string, mp: number): Way[] => {
  const mi = mapOf(s);
  const ctx = retreatStepCtx(s, side);
  const out: Way[] = [];
  const walk = (path: string[], spent: number, zoc: number): void => {
    const here = path[path.length - 1];
    for (const nb of mi.board.neighbourCells(here)) {
      if (path.includes(nb) || !openStep(mi, fc, here, nb)) continue;
      const r = stepCost(mi, ctx, { kind: 'inf' }, here, nb);
      if (!r.ok || spent + r.cost > mp) continue;
      const inZoc = fc.enemyZoc.has(nb);
      const next = [...path, nb];
      out.push({ path: next.slice(1), zoc: zoc + (inZoc ? 1 : 0), endsInZoc: inZoc });
      walk(next, spent + r.cost, zoc + (inZoc ? 1 : 0));
    }
  };
  walk([hex], 0, 0);
  return out.sort((a, b) => a.path.length - b.path.length);
};

/** the allowed retreat paths from `hex` within `mp` MP (RT3's reading above), shortest first */
export const freeRetreatPaths = (s: TbState, side: SideId, fc: FlightCtx, hex: string, mp: number): string[][] => {
  const all = ways(s, side, fc, hex, mp);
  const least = Math.min(...all.map((w) => w.zoc));
  const fewest = all.filter((w) => w.zoc === least);
  const outside = fewest.filter((w) => !w.endsInZoc);
  return (outside.length ? outside : fewest).map((w) => w.path);
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
  const key = path.join(' ');
  if (!freeRetreatPaths(s, side, fc, hex, mp).some((p) => p.join(' ') === key))
    return {
      rule: '9.3.2',
      reason: 'the path enters or ends in an enemy ZOC though another way within MA − 1 avoids it',
      at: 0,
    };
  return null;
};
