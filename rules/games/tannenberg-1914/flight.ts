import type { Card } from './combat.js';
import type { Kind } from './pieces.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 9.5 flight and 9.6 pursuit. A fleeing stack moves N hexes, each step one hex further from
 * where it stood (9.5.4), never off the map, across the Vistula or a lake, or into an enemy
 * (9.5.8); it enters enemy ZOC only when there is no other way and pays 1 EP per such hex that
 * holds no friendly unit (9.5.6–9.5.7).
 */
export interface FlightCtx {
  enemyZoc: ReadonlySet<string>;
  enemyOccupied: ReadonlySet<string>;
  /** hexes holding friendly units: they neutralise the ZOC loss (8.1.4) */
  friendly: ReadonlySet<string>;
}

/** 9.5.2: 4 hexes for infantry and artillery, 5 for cavalry; a mixed stack flees 4 (AMB-26) */
export const maxFlight = (kinds: readonly Kind[]): number =>
  kinds.length > 0 && kinds.every((k) => k === 'cav') ? 5 : 4;

/** a step flight may take (9.5.8): on the map, land, no lake or Vistula hexside, no enemy */
export const openStep = (mi: MapIndex, ctx: FlightCtx, from: string, to: string): boolean => {
  if (!mi.has(to) || mi.water(to) || ctx.enemyOccupied.has(to)) return false;
  const s = mi.side(from, to);
  return !s.lake && s.river !== 'vistula';
};

export interface FlightPath {
  path: string[];
  /** enemy-ZOC hexes entered without a friendly unit in them: 1 EP per fleeing unit each (9.5.7) */
  zocLoss: number;
  endsInZoc: boolean;
}
/** every geometrically legal flight path of exactly n hexes from `start` (9.5.4, 9.5.8) */
export const flightPaths = (mi: MapIndex, ctx: FlightCtx, start: string, n: number): FlightPath[] => {
  const out: FlightPath[] = [];
  // one working path, copied only for a whole one
  const path = [start];
  const walk = (loss: number): void => {
    const here = path[path.length - 1];
    if (path.length - 1 === n) {
      out.push({ path: path.slice(1), zocLoss: loss, endsInZoc: ctx.enemyZoc.has(here) });
      return;
    }
    for (const nb of mi.board.neighbourCells(here))
      if (mi.board.distance(start, nb) === path.length && openStep(mi, ctx, here, nb)) {
        path.push(nb);
        walk(loss + (ctx.enemyZoc.has(nb) && !ctx.friendly.has(nb) ? 1 : 0));
        path.pop();
      }
  };
  walk(0);
  return out;
};
/** 9.5.6–9.5.7: the allowed paths — through enemy ZOC only if every path does, ending in it only if there is no alternative */
export const allowedFlightPaths = (mi: MapIndex, ctx: FlightCtx, start: string, n: number): FlightPath[] => {
  const all = flightPaths(mi, ctx, start, n);
  const zocHexes = (p: FlightPath): number => p.path.filter((h) => ctx.enemyZoc.has(h)).length;
  const least = Math.min(...all.map(zocHexes));
  const fewest = all.filter((p) => zocHexes(p) === least);
  const outside = fewest.filter((p) => !p.endsInZoc);
  return outside.length ? outside : fewest;
};

export type FlightCheck = { ok: true; zocLoss: number } | { ok: false; rule: string; reason: string; at?: number };
export const checkFlight = (
  mi: MapIndex,
  ctx: FlightCtx,
  start: string,
  path: readonly string[],
  kinds: readonly Kind[],
  crtLoss: number,
): FlightCheck => {
  const n = path.length;
  if (n > maxFlight(kinds)) return { ok: false, rule: '9.5.2', reason: `at most ${maxFlight(kinds)} hexes` };
  if (n > crtLoss)
    return {
      ok: false,
      rule: '9.5.2',
      reason: 'each hex of flight replaces one EP of the loss; no more hexes than EP (AMB-26)',
    };
  for (let i = 0; i < n; i++) {
    const from = i === 0 ? start : path[i - 1];
    if (!mi.board.adjacent(from, path[i]) || mi.board.distance(start, path[i]) !== i + 1)
      return { ok: false, rule: '9.5.4', reason: 'every hex of flight is one hex further from the start', at: i };
    if (!openStep(mi, ctx, from, path[i]))
      return {
        ok: false,
        rule: '9.5.8',
        reason: 'no flight off the map, across the Vistula or a lake, or into an enemy',
        at: i,
      };
  }
  const allowed = allowedFlightPaths(mi, ctx, start, n).find((p) => p.path.every((h, i) => h === path[i]));
  if (!allowed)
    return { ok: false, rule: '9.5.6', reason: 'the path enters or ends in an enemy ZOC though another way avoids it' };
  return { ok: true, zocLoss: allowed.zocLoss };
};

/** 9.5.2: EP left after fleeing n hexes */
export const lossAfterFlight = (crtLoss: number, n: number): number => Math.max(0, crtLoss - n);
/** 9.5.9: a roll above the highest EFF of the fleeing units forces one more hex */
export const extraHex = (roll: number, highestEff: number): boolean => roll > highestEff;
/** 9.5.8 (AMB-66): a forced move with no legal path eliminates the units */
export const forcedMoveImpossible = (mi: MapIndex, ctx: FlightCtx, start: string, n: number): boolean =>
  flightPaths(mi, ctx, start, n).length === 0;

export type CombatEnd = 'fled' | 'eliminated' | 'stayed' | 'retreated' | 'withdrew';
/** 9.6 (TC-27): who may pursue — the ATTACK/ASSAULT player after flight, elimination or an enemy RETREAT; never DEFEND, never artillery */
export const mayPursue = (pursuerCard: Card, end: CombatEnd, pursuerKind: Kind): boolean =>
  (pursuerCard === 'attack' || pursuerCard === 'assault') &&
  pursuerKind !== 'art' &&
  pursuerKind !== 'hq' &&
  pursuerKind !== 'train' &&
  end !== 'stayed';
