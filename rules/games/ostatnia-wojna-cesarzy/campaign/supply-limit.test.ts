import { describe, expect, it } from 'vitest';
import { CARD } from './shipped.js';
import { campaignIncome } from './supply-limit.js';

describe('29 supply limit and VP trades', () => {
  it('29: income Allies 20, Russians 15; the starting levels per front', () => {
    expect(campaignIncome(CARD, 'allies', 0)).toEqual({ income: 20, vp: 0 });
    expect(campaignIncome(CARD, 'russians', 0)).toEqual({ income: 15, vp: 0 });
    expect(CARD.levels).toEqual({ allies: { G: 12, P: 7, E: 12 }, russians: { G: 12, P: 7, E: 16 } });
  });
  it('29 (TC-55): +4 → 24 SuP, 3 VP toward the Russians; give up 4 → 16 SuP, the Allies gain 2; +2 for 1; −2 for 1', () => {
    expect(campaignIncome(CARD, 'allies', 4)).toEqual({ income: 24, vp: 3 });
    expect(campaignIncome(CARD, 'allies', -4)).toEqual({ income: 16, vp: -2 });
    expect(campaignIncome(CARD, 'allies', 2)).toEqual({ income: 22, vp: 1 });
    expect(campaignIncome(CARD, 'allies', -2)).toEqual({ income: 18, vp: -1 });
  });
  it('29: no other trade, and none for the Russians', () => {
    expect(campaignIncome(CARD, 'allies', 3)).toMatchObject({ rule: '29', code: 'trade' });
    expect(campaignIncome(CARD, 'russians', 2)).toMatchObject({ rule: '29', code: 'trade-side' });
  });
});
