import { ownAt, type Board } from './ctx.js';
import { inContact } from './geo.js';
import { other, sideOfNation, type MapIndex } from './mapindex.js';
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
  const out = new Set<string>();
  for (const h of usableBy(b.m, enemy)) if (!ownAt(b, h, side) && !inContact(b, h, enemy)) out.add(h);
  return out;
};

/** 18.5 for one hex: is h a rear area of `enemy`'s (the same test as rearAreaHexes, for the encirclement search) */
export const rearArea = (b: Board, h: string, side: SideId, enemy: SideId = other(side)): boolean =>
  usableSet(b.m, enemy).has(h) && !ownAt(b, h, side) && !inContact(b, h, enemy);
const USABLE_SET = new WeakMap<MapIndex, Map<SideId, Set<string>>>();
const usableSet = (m: MapIndex, enemy: SideId): Set<string> => {
  let per = USABLE_SET.get(m);
  if (!per) USABLE_SET.set(m, (per = new Map()));
  let set = per.get(enemy);
  if (!set) per.set(enemy, (set = new Set(usableBy(m, enemy))));
  return set;
};

/** the railway hexes on `enemy`'s own soil or on a trunk line, in the rail net's order: fixed per map */
const USABLE = new WeakMap<MapIndex, Map<SideId, string[]>>();
const usableBy = (m: MapIndex, enemy: SideId): string[] => {
  let per = USABLE.get(m);
  if (!per) USABLE.set(m, (per = new Map()));
  let hexes = per.get(enemy);
  if (!hexes) {
    hexes = [];
    for (const [h, next] of railNet(m).next) {
      const ownSoil = sideOfNation(m.nat(h)) === enemy;
      const trunk = [...next.values()].includes('trunk');
      if (ownSoil || trunk) hexes.push(h);
    }
    per.set(enemy, hexes);
  }
  return hexes;
};
