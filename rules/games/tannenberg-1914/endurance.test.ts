import { describe, expect, it } from 'vitest';
import { mayReorganise, reorganise, rest, supplyLoss, takeLoss } from './endurance.js';

const fresh = { face: 'front' as const, loss: 0 };
const idle = { moved: false, entrenched: false, fought: false, inEnemyZoc: false };

describe('2.3 endurance and steps', () => {
  it('2.3.4 (TC-14) a fresh unit loses 1 → L 1, then 2 more → L 3, front face', () => {
    const a = takeLoss(fresh, 1, true);
    expect(a).toMatchObject({ face: 'front', loss: 1, eliminated: false });
    expect(takeLoss(a, 2, true)).toMatchObject({ face: 'front', loss: 3 });
  });
  it('2.3.5 (TC-15) front face L 3 loses 2 → back face L 1', () => {
    expect(takeLoss({ face: 'front', loss: 3 }, 2, true)).toEqual({
      face: 'back',
      loss: 1,
      eliminated: false,
      steps: 1,
    });
  });
  it('2.3.6 a one-step unit dies on its 5th point, a fresh two-step unit on its 9th', () => {
    expect(takeLoss(fresh, 4, false).eliminated).toBe(false);
    expect(takeLoss(fresh, 5, false)).toMatchObject({ eliminated: true, steps: 1 });
    expect(takeLoss(fresh, 8, true)).toMatchObject({ face: 'back', loss: 4, eliminated: false });
    expect(takeLoss(fresh, 9, true)).toMatchObject({ eliminated: true, steps: 2 });
  });
  it('2.3.7 / 15.4.2 (TC-17) moving unsupplied: L 2 → 3; L 4 stays 4 with no flip, even for a one-step unit', () => {
    expect(supplyLoss({ face: 'front', loss: 2 })).toEqual({ face: 'front', loss: 3 });
    expect(supplyLoss({ face: 'front', loss: 4 })).toEqual({ face: 'front', loss: 4 });
  });
  it('2.3.8 (TC-18) rest: L 2 → 1; not in an enemy ZOC; a back face at L 0 stays', () => {
    expect(rest({ face: 'front', loss: 2 }, idle)).toEqual({ face: 'front', loss: 1 });
    expect(rest({ face: 'front', loss: 2 }, { ...idle, inEnemyZoc: true })).toEqual({ face: 'front', loss: 2 });
    expect(rest({ face: 'back', loss: 0 }, idle)).toEqual({ face: 'back', loss: 0 });
    expect(rest({ face: 'front', loss: 2 }, { ...idle, moved: true }).loss).toBe(2);
    expect(rest({ face: 'front', loss: 2 }, { ...idle, entrenched: true }).loss).toBe(2);
  });
  it('2.3.9 (TC-19) reorganisation: Russian 2 succeeds, 3 fails; German 3 succeeds, 4 fails; an enemy 2 hexes away forbids it', () => {
    const back = { face: 'back' as const, loss: 0 };
    const ok = { supplied: true, commanded: true, enemyDistance: 3, moved: false, fought: false };
    expect(mayReorganise(back, ok)).toBe(true);
    expect(reorganise(back, 'ru', 2)).toEqual({ face: 'front', loss: 4 });
    expect(reorganise(back, 'ru', 3)).toEqual(back);
    expect(reorganise(back, 'de', 3)).toEqual({ face: 'front', loss: 4 });
    expect(reorganise(back, 'de', 4)).toEqual(back);
    expect(mayReorganise(back, { ...ok, enemyDistance: 2 })).toBe(false);
    expect(mayReorganise({ face: 'back', loss: 1 }, ok)).toBe(false);
    expect(mayReorganise(back, { ...ok, supplied: false })).toBe(false);
  });
});
