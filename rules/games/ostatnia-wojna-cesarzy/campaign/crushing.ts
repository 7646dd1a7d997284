import type { CampaignCard, CampaignSide } from './card.js';

/**
 * Rule 39: a crushing victory, checked at the start of the phasing player's turn (DP-0): four commanded
 * infantry corps, or one Army HQ not encircled, in one of the side's regions (beyond the Dźwina or in
 * the last two hex columns of the far map edge, AMB-48; beyond the Danube or at the west edge), or
 * one of the side's cities held. The game stops at once.
 */
export interface CrushUnit {
  side: CampaignSide;
  hex: string;
  kind: 'infantry-corps' | 'hq' | 'other';
  commanded: boolean;
  encircled: boolean;
}
export const crushingVictory = (
  card: CampaignCard,
  side: CampaignSide,
  x: {
    units: readonly CrushUnit[];
    inRegion: (region: string, hex: string) => boolean;
    holder: (hex: string) => CampaignSide | null;
  },
): { reason: string } | null => {
  const c = card.crushing[side];
  const city = c.cities.find((h) => x.holder(h) === side);
  if (city) return { reason: `39:city:${city}` };
  for (const region of c.regions) {
    const here = x.units.filter((u) => u.side === side && x.inRegion(region, u.hex));
    if (here.some((u) => u.kind === 'hq' && !u.encircled)) return { reason: `39:hq:${region}` };
    if (here.filter((u) => u.kind === 'infantry-corps' && u.commanded).length >= card.crushing.corps)
      return { reason: `39:corps:${region}` };
  }
  return null;
};
