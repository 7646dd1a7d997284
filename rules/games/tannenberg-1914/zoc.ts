import type { Placed } from './pieces.js';
import type { SideId } from './schema.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 8: zones of control. Infantry, cavalry and every masking marker (16.2.5) exert one into
 * the six adjacent hexes (8.1.1), never across a lake hexside or into lake or sea (8.1.6);
 * artillery, HQs, trains and rail-loaded units have none (8.1.2, 5.3.1). A manned fortification
 * projects one across its fortified hexsides only (12.3.2).
 */
export const exertsZoc = (p: Placed): boolean =>
  (p.kind === 'inf' || p.kind === 'cav' || p.kind === 'marker') && !p.rail;

/** the hexes in the ZOC of `side`'s pieces; `mannedForts` lists the forts still manned */
export const zocOf = (
  mi: MapIndex,
  pieces: readonly Placed[],
  side: SideId,
  mannedForts: readonly string[] = [],
): Set<string> => {
  const out = new Set<string>();
  // a stack's second piece adds nothing its first did not: each hex once, in the order first met
  const from = new Set<string>();
  for (const p of pieces) if (p.side === side && exertsZoc(p)) from.add(p.hex);
  for (const h of from) for (const n of mi.zocCells(h)) out.add(n);
  for (const h of mannedForts) {
    const f = mi.forts.get(h);
    if (f && f.side === side && mi.has(h)) for (const n of f.fortified) if (mi.landStep(h, n)) out.add(n);
  }
  return out;
};

/**
 * 8.1.4: a hex in enemy ZOC that holds a friendly unit is neutral for retreat and flight losses,
 * command lines and supply lines (not for movement, AMB-20 default).
 */
export const neutralised = (hex: string, friendlyUnitHexes: ReadonlySet<string>): boolean => friendlyUnitHexes.has(hex);
