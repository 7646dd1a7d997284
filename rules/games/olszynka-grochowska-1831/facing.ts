import { vertexEdges } from '../../core/facing.js';
import { hexDirection, hexLine, type HexGrid } from '../../core/hex.js';

/**
 * Chapter 4: facing and formations. A unit faces a hex VERTEX (R 4.4): vertex f lies between hexside
 * f and hexside f+1 (core's facing.ts: vertexEdges, clockwise from the top edge of a flat hex). The
 * front zone is the two hexes across those hexsides, the side (flank) zone the next one on each side,
 * the rear zone the two behind (spec 2.5, AMB-9).
 */
export type Zone = 'front' | 'side' | 'rear';
const mod6 = (n: number): number => ((n % 6) + 6) % 6;

/** the hexside directions of each zone for facing f */
export const zoneDirections = (f: number): Record<Zone, [number, number]> => ({
  front: vertexEdges(f),
  side: [mod6(f - 1), mod6(f + 2)],
  rear: [mod6(f + 3), mod6(f + 4)],
});

/** the zone of an adjacent hex seen from a unit in `hex` facing `f` */
export const zoneOf = (g: HexGrid, hex: string, f: number, other: string): Zone | undefined => {
  const d = g.direction(hex, other);
  if (d < 0) return undefined;
  // a facing of 0–5 reads the table; any other (none: a rules-version ≤ 7 unit left facing nowhere) as before
  const row = ZONES[f];
  if (row) return row[d];
  const z = zoneDirections(f);
  return z.front.includes(d) ? 'front' : z.side.includes(d) ? 'side' : 'rear';
};
// facing × direction → zone, worked out once (zoneOf runs for every unit next to every hex entered)
const ZONES: Zone[][] = [0, 1, 2, 3, 4, 5].map((f) => {
  const z = zoneDirections(f);
  return [0, 1, 2, 3, 4, 5].map((d) => (z.front.includes(d) ? 'front' : z.side.includes(d) ? 'side' : 'rear'));
});

/** the on-map hexes of a zone */
export const zoneHexes = (g: HexGrid, hex: string, f: number, zone: Zone): string[] =>
  zoneDirections(f)
    [zone].map((d) => g.neighbour(hex, d))
    .filter((h): h is string => h !== undefined);

/** how many 60° steps between two facings (0–3) */
export const turnSteps = (from: number, to: number): number => {
  const d = mod6(to - from);
  return Math.min(d, 6 - d);
};

/** a facing from which `target` (adjacent) is in the front zone: the two candidates, nearest turn first */
export const facingsToward = (g: HexGrid, hex: string, target: string, from: number): number[] => {
  const d = g.direction(hex, target);
  if (d < 0) return [];
  return [mod6(d), mod6(d - 1)].sort((a, b) => turnSteps(from, a) - turnSteps(from, b));
};

/**
 * R 4.9 (spec 2.5): artillery fires through its front zone. A target is in the arc when the straight
 * line from the centre of the firing hex leaves it through hexside f or f+1; lines exactly along the
 * arc's edges (through a vertex) count as in (AMB-9), so either of core's two nudged lines may do.
 */
export const inFireArc = (g: HexGrid, hex: string, f: number, target: string): boolean => {
  if (hex === target) return false;
  const front = zoneDirections(f).front;
  const a = g.toAxial(hex),
    b = g.toAxial(target);
  return ([1, -1] as const).some((n) => front.includes(hexDirection(a, hexLine(a, b, n)[1], g.orientation)));
};
