import { isUnit, sideOf, type Ctx } from './ctx.js';
import type { SideId } from './schema.js';

/**
 * Ch. 17: aviation. Four uses, one per unit per turn (r. 5): recon, delay, combat support and
 * fighter cover. A full-strength unit's influence zone is its hex and the six around it; a
 * weakened one only its hex (r. 4).
 */
export type AirState = 'full' | 'weakened';

export const influenceZone = (c: Ctx, hex: string, state: AirState): string[] =>
  state === 'full' ? c.map.grid.within(hex, 1) : [hex];

/** 17.6: recon on an enemy WJ HQ succeeds on 0–7; a weakened unit adds 2 */
export const reconSucceeds = (roll: number, state: AirState): boolean => roll + (state === 'weakened' ? 2 : 0) <= 7;

/** a counter (HQ or unit) of a WJ of the other side than `side`, on the map */
const enemyWjCounter = (c: Ctx, side: SideId, id: string): boolean => {
  if (!c.pieces[id]?.hex || sideOf(c, id) === side) return false;
  const hq = c.defs.hq(id);
  if (hq) return hq.tier === 'division' || hq.tier === 'brigade';
  return isUnit(c, id) && !!c.defs.unit(id)?.formation;
};
/** 17.8 (AMB-32): delay is placed within 3 hexes of a counter (HQ or unit) of an enemy WJ */
export const delayPlacementOk = (c: Ctx, side: SideId, hex: string): boolean =>
  Object.keys(c.pieces).some((id) => enemyWjCounter(c, side, id) && c.map.distance(c.pieces[id].hex!, hex) <= 3);
/** every hex a delay may go on (17.8), in label order */
export const delayHexes = (c: Ctx, side: SideId): string[] => {
  const out = new Set<string>();
  for (const id of Object.keys(c.pieces))
    if (enemyWjCounter(c, side, id)) for (const h of c.map.grid.within(c.pieces[id].hex!, 3)) out.add(h);
  return [...out].sort();
};

/** 17.10 (AMB-56): support goes on a hex holding own units of the attacking or attacked WJ, or any own participating unit */
export const supportPlacementOk = (c: Ctx, side: SideId, hex: string, participants: string[]): boolean => {
  const mine = participants.filter((u) => sideOf(c, u) === side);
  const wjs = new Set(mine.map((u) => c.defs.unit(u)?.formation).filter(Boolean));
  return Object.entries(c.pieces).some(
    ([id, p]) =>
      p.hex === hex &&
      isUnit(c, id) &&
      sideOf(c, id) === side &&
      (mine.includes(id) || (wjs.size > 0 && wjs.has(c.defs.unit(id)?.formation))),
  );
};

/** AMB-33: zones touch when they share a hex */
export const zonesTouch = (a: readonly string[], b: readonly string[]): boolean => a.some((h) => b.includes(h));

/** 17.13 (AMB-33): d10 + stars each; the higher wins, a tie is rolled again (null) */
export const fighterCombat = (rollA: number, starsA: number, rollB: number, starsB: number): 'a' | 'b' | null =>
  rollA + starsA === rollB + starsB ? null : rollA + starsA > rollB + starsB ? 'a' : 'b';

/** 17.15–16: the loss check when a unit leaves the map: what it is next turn */
export const lossCheck = (state: AirState, roll: number): AirState | 'out' => {
  if (state === 'full') return roll <= 4 ? 'full' : 'weakened';
  return roll <= 3 ? 'full' : roll <= 6 ? 'weakened' : 'out';
};
