import type { CampaignCard, CampaignSide } from './card.js';

/**
 * Rule 36: War Aims. A War Aim counts its stars; a side's count is the stars it holds on the
 * opponent's territory. At a stage end the side with the larger count scores the difference (36), and
 * if the Russian advantage is below the date's aspiration digit the Allies also score twice the
 * shortfall (36.1). A concealed unit does not capture a War Aim (the control rules ask `mayCapture`).
 */
export interface AimCounts {
  russians: number;
  allies: number;
  /** the stars the Russians hold on Austro-Hungarian soil (32) */
  russiansOnAH: number;
}
export const aimCounts = (
  card: CampaignCard,
  x: { holder: (hex: string) => CampaignSide | null; nat: (hex: string) => string },
): AimCounts => {
  const c: AimCounts = { russians: 0, allies: 0, russiansOnAH: 0 };
  for (const w of card.warAims) {
    const h = x.holder(w.hex);
    if (!h) continue;
    const nat = x.nat(w.hex);
    const owner: CampaignSide = card.territory.allies.includes(nat as never) ? 'allies' : 'russians';
    if (h === owner) continue;
    c[h] += w.stars;
    if (h === 'russians' && nat === 'AH') c.russiansOnAH += w.stars;
  }
  return c;
};

/** 36, 36.1: the stage-end VP, each with its rule */
export const aimVp = (
  card: CampaignCard,
  counts: AimCounts,
  date: string,
): { side: CampaignSide; vp: number; rule: string }[] => {
  const out: { side: CampaignSide; vp: number; rule: string }[] = [];
  const adv = counts.russians - counts.allies;
  if (adv > 0) out.push({ side: 'russians', vp: adv, rule: '36' });
  if (adv < 0) out.push({ side: 'allies', vp: -adv, rule: '36' });
  const digit = card.aspirations[date] ?? 0;
  if (adv < digit) out.push({ side: 'allies', vp: 2 * (digit - adv), rule: '36.1' });
  return out;
};

/** 36: a concealed unit cannot capture a War Aim */
export const mayCapture = (card: CampaignCard, hex: string, concealed: boolean): boolean =>
  !concealed || !card.warAims.some((w) => w.hex === hex);
