import { isHq, unitDef } from './ctx.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/** What the procedures need to know of a piece on the map: who, what, where. */
export type Kind = 'inf' | 'cav' | 'art' | 'hq' | 'train' | 'marker';
export interface Placed {
  id: string;
  side: SideId;
  kind: Kind;
  hex: string;
  /** carrying the rail-transport marker (5.1.2) */
  rail?: boolean;
  corps?: string;
}
export const enemyOf = (s: SideId): SideId => (s === 'de' ? 'ru' : 'de');
/** infantry and cavalry: the pieces that hold ground (8.2.3, AMB-21) */
export const isTroop = (p: Placed): boolean => p.kind === 'inf' || p.kind === 'cav';
/** combat units: infantry, cavalry, artillery (HQs and trains are not units, 13.1.1, 15.3) */
export const isUnit = (p: Placed): boolean => p.kind === 'inf' || p.kind === 'cav' || p.kind === 'art';

export const byHex = (pieces: readonly Placed[]): Map<string, Placed[]> => {
  const m = new Map<string, Placed[]>();
  for (const p of pieces) {
    const there = m.get(p.hex);
    if (there) there.push(p);
    else m.set(p.hex, [p]);
  }
  return m;
};

/** the kind of a piece by its id: an HQ, a supply train, a unit by its type, else a masking marker (16.1) */
export const kindOf = (s: TbState, id: string): Kind =>
  isHq(s, id) ? 'hq' : s.trains[id] ? 'train' : s.units[id] ? (unitDef(s, id).type as Kind) : 'marker';
