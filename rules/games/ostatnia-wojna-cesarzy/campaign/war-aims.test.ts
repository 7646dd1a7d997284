import { describe, expect, it } from 'vitest';
import { CARD } from './shipped.js';
import { aimCounts, aimVp, mayCapture } from './war-aims.js';
import { PACK } from '../pack.js';

const natOf = new Map(PACK.map.hexes.map((h) => [h.id, h.nat]));
const nat = (h: string): string => natOf.get(h)!;
const holding = (o: Record<string, 'allies' | 'russians'>) => (h: string) => o[h] ?? null;

describe('36 War Aims', () => {
  it('36.1 (15.X example): the Russians hold Lwów and Stanisławów (4), the Allies Łódź (1): Russians +3; the digit 4 → Allies +2', () => {
    const c = aimCounts(CARD, { holder: holding({ '3518': 'russians', '3920': 'russians', '2506': 'allies' }), nat });
    expect(c).toEqual({ russians: 4, allies: 1, russiansOnAH: 4 });
    expect(CARD.aspirations['15.X']).toBe(4);
    expect(aimVp(CARD, c, '15.X')).toEqual([
      { side: 'russians', vp: 3, rule: '36' },
      { side: 'allies', vp: 2, rule: '36.1' },
    ]);
  });
  it('36: own War Aims held by their owner count nothing; the larger count scores the difference', () => {
    const c = aimCounts(CARD, { holder: holding({ '3518': 'allies', '2411': 'allies', '2506': 'russians' }), nat });
    // Warszawa's three stars count; Lwów is the Allies' own
    expect(c).toEqual({ russians: 0, allies: 3, russiansOnAH: 0 });
    // and the Russian advantage −3 is 3 below the digit 0 of 16.VIII: 2 × 3 more
    expect(aimVp(CARD, c, '16.VIII')).toEqual([
      { side: 'allies', vp: 3, rule: '36' },
      { side: 'allies', vp: 6, rule: '36.1' },
    ]);
  });
  it('36.1: an aspiration met scores nothing more; a negative advantage widens the shortfall', () => {
    expect(aimVp(CARD, { russians: 5, allies: 0, russiansOnAH: 0 }, '15.X')).toEqual([
      { side: 'russians', vp: 5, rule: '36' },
    ]);
    expect(aimVp(CARD, { russians: 0, allies: 1, russiansOnAH: 0 }, '3.IX')).toEqual([
      { side: 'allies', vp: 1, rule: '36' },
      { side: 'allies', vp: 4, rule: '36.1' },
    ]);
  });
  it('36: a concealed unit does not capture a War Aim (it may take other hexes)', () => {
    expect(mayCapture(CARD, '3518', true)).toBe(false);
    expect(mayCapture(CARD, '3518', false)).toBe(true);
    expect(mayCapture(CARD, '3517', true)).toBe(true);
  });
});
