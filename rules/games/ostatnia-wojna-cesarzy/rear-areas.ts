import { ownAt, type Board } from './ctx.js';
import { inContact } from './geo.js';
import { other, sideOfNation } from './mapindex.js';
import { railNet } from './rail-transfers.js';
import type { SideId } from './schema.js';

/**
 * 18.5 rear areas (rule group `rail`, scenarios B on): every hexside of a hex with a railway the
 * ENEMY could use for rail transfers now counts as an enemy control line for encirclement (6.3):
 * the 18.5 example's Szawle–Kiejdany line encloses a German division through 0716 and 0817.
 * "Could use": a railway hex on the enemy's own soil (or on a trunk line, 18.3.1), not held by `side`
 * and not in contact with `side` (18.1). Memoised per occupancy with the flood fills (geo.ts).
 */
export const rearAreaHexes = (b: Board, side: SideId): Set<string> => {
  const enemy = other(side);
  const net = railNet(b.m);
  const out = new Set<string>();
  for (const [h, next] of net.next) {
    const ownSoil = sideOfNation(b.m.nat(h)) === enemy;
    const trunk = [...next.values()].includes('trunk');
    if ((ownSoil || trunk) && !ownAt(b, h, side) && !inContact(b, h, enemy)) out.add(h);
  }
  return out;
};
