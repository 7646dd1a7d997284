import { type Board, has } from './ctx.js';
import { sideOfNation } from './mapindex.js';
import type { Nation, SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * 26: bridgeheads (scenario data: owner nation, strength, the neighbours across the fortified face).
 * Attacked only across the front it is a fortress (25.2, in `fortresses.ts`); from front and rear
 * together its strength adds to the defence under the normal procedure (26.1); from the rear only it
 * does nothing. Captured (25.3, or taken empty from the rear, 26.2) it is a fortified area for good.
 */

export type Bridgehead = NonNullable<OwcState['works']>['bridgeheads'][number];

export const bridgeheadAt = (s: OwcState, h: string): Bridgehead | undefined => {
  const bh = s.works?.bridgeheads.find((x) => x.hex === h); // first: most hexes have none (movement asks per step)
  return bh && has(s, 'bridgeheads') && !s.works?.captured.includes(h) ? bh : undefined;
};
export const bridgeheadSide = (bh: Bridgehead): SideId => sideOfNation(bh.nat as Nation);

/** the face an attack comes across: only the front, only the rear, or both (26, 26.1); null: no bridgehead of the defender */
export const bridgeheadFace = (
  b: Board,
  target: string,
  attackers: string[],
  defender: SideId,
): { face: 'front' | 'rear' | 'both'; strength: number } | null => {
  const bh = bridgeheadAt(b.s, target);
  if (!bh || bridgeheadSide(bh) !== defender || !attackers.length) return null;
  const front = attackers.filter((u) => bh.front.includes(b.s.units[u].hex!)).length;
  const face = front === attackers.length ? 'front' : front === 0 ? 'rear' : 'both';
  return { face, strength: bh.strength };
};

/** 26.2 (AMB-32): an enemy bridgehead may be entered (and so taken) across its rear only */
export const bridgeheadBlocks = (s: OwcState, from: string, to: string, side: SideId): boolean => {
  const bh = bridgeheadAt(s, to);
  return !!bh && bridgeheadSide(bh) !== side && bh.front.includes(from);
};
