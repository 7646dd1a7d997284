import { armOf, isUnit, piecesAt, sideOf, unitHexes, valuesOf, type Ctx } from './ctx.js';
import { terrainStepHp, moveClassOf } from './movement.js';
import type { SideId } from './schema.js';

/**
 * Ch. 12: stacking. One side per hex (r. 1); at the end of every phase at most 3 units a hex
 * (r. 2), armour, trains and river units counting ½, HQs, markers and aviation 0 (r. 3). Counted
 * in half-points so ½ is exact. Loaded units count as usual, transports 0 (AMB-59).
 */
export const LIMIT_HP = 6;

/** what one piece adds to its stack, in halves */
export const stackHalves = (c: Ctx, id: string): number => {
  if (!isUnit(c, id)) return 0;
  const arm = armOf(c, id);
  if (arm === 'garrison') return Math.round(c.defs.forces.garrison.stacking * 2);
  return arm === 'armoured-car' || arm === 'tank' || arm === 'armoured-train' || arm === 'river-unit' ? 1 : 2;
};
export const stackHalvesAt = (c: Ctx, hex: string): number =>
  piecesAt(c, hex).reduce((n, id) => n + stackHalves(c, id), 0);
export const overstacked = (c: Ctx, hex: string): boolean => stackHalvesAt(c, hex) > LIMIT_HP;

export interface Displacement {
  unit: string;
  to: string;
}
/** AMB-29: how far a hex lies from the decider's nearest unit (99: the decider has none) */
const fromDecider = (c: Ctx, decider: SideId): ((h: string) => number) => {
  const mine = [...unitHexes(c, decider)];
  return (h) => Math.min(99, ...mine.map((m) => c.map.distance(h, m)));
};

/**
 * 12.5: the neighbours of `hex` unit `u` may be displaced to: not enemy-held, terrain it may enter, not
 * overstacked by it (with `added` halves already sent there); AMB-29: only those farther from the decider's
 * units than `hex` when there are any (rules version 15 refuses the others when the decider chooses)
 */
export const displacementSteps = (
  c: Ctx,
  hex: string,
  u: string,
  decider: SideId,
  added: ReadonlyMap<string, number> = new Map(),
): string[] => {
  const owner = sideOf(c, u);
  const dist = fromDecider(c, decider);
  const legal = c.map.neighbours(hex).filter((n) => {
    const occupant = piecesAt(c, n)[0];
    if (occupant !== undefined && sideOf(c, occupant) !== owner) return false;
    if (terrainStepHp(c, moveClassOf(c, u), hex, n) === null) return false;
    return stackHalvesAt(c, n) + (added.get(n) ?? 0) + stackHalves(c, u) <= LIMIT_HP;
  });
  const farther = legal.filter((n) => dist(n) > dist(hex));
  return (farther.length ? farther : legal).sort((a, b) => dist(b) - dist(a));
};

/**
 * 12.5: after an Activation Phase the owner's opponent (`decider`) moves the excess units of an
 * overstacked hex one hex each, if possible farther from his own units (AMB-29). The default
 * choice: the weakest units first, each to the legal neighbour that ends farthest from the
 * decider's units (then the first in direction order), never overstacking that hex in turn.
 */
export const defaultDisplacement = (c: Ctx, hex: string, decider: SideId): Displacement[] => {
  const added = new Map<string, number>();
  const units = piecesAt(c, hex)
    .filter((id) => isUnit(c, id))
    .sort((a, b) => valuesOf(c, a).strength - valuesOf(c, b).strength || (a < b ? -1 : 1));
  let left = stackHalvesAt(c, hex);
  const out: Displacement[] = [];
  for (const u of units) {
    if (left <= LIMIT_HP) break;
    const options = displacementSteps(c, hex, u, decider, added);
    if (!options.length) continue;
    out.push({ unit: u, to: options[0] });
    added.set(options[0], (added.get(options[0]) ?? 0) + stackHalves(c, u));
    left -= stackHalves(c, u);
  }
  return out;
};
