import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, expectedScore, idle, isProvisional, rateGame, updateRating } from './glicko2.js';

describe('Glicko-2', () => {
  it("Glickman's worked example: 1500/200 vs 1400/30 won, 1550/100 lost, 1700/300 lost → 1464.06 / 151.52, σ 0.05999", () => {
    const r = updateRating(
      { rating: 1500, rd: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
      ],
      { tau: 0.5 },
    );
    // The paper rounds its intermediate values to 4 decimals (μ' = −0.2069, φ' = 0.8722) before converting
    // back; full precision gives 1464.0507. Both are checked: the paper's steps, and the exact value within 0.01.
    const mu = Math.round(((r.rating - 1500) / 173.7178) * 1e4) / 1e4;
    const phi = Math.round((r.rd / 173.7178) * 1e4) / 1e4;
    expect(mu).toBe(-0.2069);
    expect(phi).toBe(0.8722);
    expect((173.7178 * mu + 1500).toFixed(2)).toBe('1464.06');
    expect((173.7178 * phi).toFixed(2)).toBe('151.52');
    expect(Math.abs(r.rating - 1464.06)).toBeLessThan(0.01);
    expect(r.rd).toBeCloseTo(151.52, 2);
    // σ' = 0.059996, which the paper prints truncated as 0.05999
    expect(Math.floor(r.volatility * 1e5) / 1e5).toBe(0.05999);
    expect(r.volatility).toBeCloseTo(0.059996, 6);
  });
  it('a period without games: RD grows as sqrt(φ² + σ²), rating and volatility stay; capped at 350', () => {
    const r = updateRating({ rating: 1500, rd: 200, volatility: 0.06 }, []);
    expect(r.rating).toBe(1500);
    expect(r.volatility).toBe(0.06);
    expect(r.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 9);
    expect(r.rd).toBeCloseTo(200.27, 2);
    const long = idle({ rating: 1700, rd: 50, volatility: 0.06 }, 12);
    expect(long.rd).toBeGreaterThan(50);
    expect(long.rd).toBeCloseTo(Math.sqrt(50 ** 2 + 12 * (0.06 * 173.7178) ** 2), 6);
    expect(idle(DEFAULT_RATING, 5).rd).toBe(350);
  });
  it('provisional while RD > 110', () => {
    expect(isProvisional(DEFAULT_RATING)).toBe(true);
    expect(isProvisional({ rating: 1500, rd: 110, volatility: 0.06 })).toBe(false);
    expect(isProvisional({ rating: 1500, rd: 110.01, volatility: 0.06 })).toBe(true);
  });
  it('a single game: the winner gains what the loser loses between equals; RD shrinks for both', () => {
    const { a, b } = rateGame(DEFAULT_RATING, DEFAULT_RATING, 1);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 9);
    expect(a.rating).toBeGreaterThan(1600);
    expect(a.rd).toBeLessThan(350);
    const draw = rateGame({ rating: 1800, rd: 60, volatility: 0.06 }, { rating: 1500, rd: 60, volatility: 0.06 }, 0.5);
    expect(draw.a.rating).toBeLessThan(1800);
    expect(draw.b.rating).toBeGreaterThan(1500);
  });
  it('expected score is symmetric and 0.5 between equals', () => {
    const x = { rating: 1650, rd: 80, volatility: 0.06 },
      y = { rating: 1500, rd: 120, volatility: 0.06 };
    expect(expectedScore(x, y) + expectedScore(y, x)).toBeCloseTo(1, 12);
    expect(expectedScore(DEFAULT_RATING, DEFAULT_RATING)).toBe(0.5);
    expect(expectedScore(x, y)).toBeGreaterThan(0.6);
  });
  it('an upset against a much stronger player raises volatility (the B < 0 branch of step 5 is exercised too)', () => {
    const p = { rating: 1200, rd: 50, volatility: 0.06 };
    let r = p;
    for (let i = 0; i < 5; i++)
      r = updateRating(r, [{ opponent: { rating: 2000, rd: 50, volatility: 0.06 }, score: 1 }]);
    expect(r.volatility).toBeGreaterThan(0.06);
    const calm = updateRating(p, [{ opponent: { rating: 1200, rd: 50, volatility: 0.06 }, score: 0.5 }]);
    expect(calm.volatility).toBeLessThan(0.06);
    expect(Number.isFinite(calm.rating)).toBe(true);
  });
});
