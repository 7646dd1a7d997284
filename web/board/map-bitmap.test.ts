import { describe, expect, it } from 'vitest';
import {
  BAND_PIXELS,
  bitmapBox,
  keptFor,
  levelFor,
  MARGIN,
  MASTER_PIXELS,
  masterLevels,
  planBitmap,
  planMaster,
} from './map-bitmap.js';

// a map 2,000 × 1,000 units seen on a 1,000 × 500 px board
const map = { x: 0, y: 0, w: 2000, h: 1000 };
const screen = { w: 1000, h: 500 };
const view = { x: 500, y: 250, w: 1000, h: 500 }; // one unit a pixel, the middle of the map

describe('the map bitmap: when it is drawn again', () => {
  it('the first drawing holds the view and a fifth of the long side beyond each edge, at the scale seen', () => {
    const plan = planBitmap(view, screen, 1, map, null);
    const m = MARGIN * 1000;
    expect(plan).toEqual({
      kind: 'draw',
      r: { x: 500 - m, y: 250 - m, w: 1000 + 2 * m, h: 500 + 2 * m },
      w: 1400,
      h: 900,
      px: 1,
    });
  });

  it('twice the pixels on a screen of device pixel ratio 2; clipped to the map at its edge', () => {
    const plan = planBitmap({ x: 0, y: 0, w: 1000, h: 500 }, screen, 2, map, null);
    expect(plan).toEqual({ kind: 'draw', r: { x: 0, y: 0, w: 1200, h: 700 }, w: 2400, h: 1400, px: 2 });
  });

  it('a pan within half the margin re-uses it; a longer pan draws it again', () => {
    const held = { r: { x: 300, y: 50, w: 1400, h: 900 }, px: 1 };
    expect(planBitmap({ ...view, x: 590 }, screen, 1, map, held).kind).toBe('keep');
    expect(planBitmap({ ...view, x: 610 }, screen, 1, map, held).kind).toBe('draw');
  });

  it('a zoom out by up to √2 re-uses it (drawn smaller); a zoom in shows it scaled, then draws it sharp', () => {
    const held = { r: { x: 0, y: 0, w: 2000, h: 1000 }, px: 1 };
    const out = { x: 400, y: 200, w: 1400, h: 700 };
    expect(planBitmap(out, screen, 1, map, held).kind).toBe('keep');
    const zoomedIn = { x: 750, y: 375, w: 500, h: 250 };
    expect(planBitmap(zoomedIn, screen, 1, map, held).kind).toBe('later');
    const now = planBitmap(zoomedIn, screen, 1, map, held, true);
    expect(now.kind === 'draw' && now.px).toBe(2);
  });

  it('a bitmap over 16 million pixels is not drawn: the SVG keeps its own map', () => {
    expect(planBitmap(view, { w: 4000, h: 2000 }, 3, map, null).kind).toBe('vector');
  });

  it('the bitmap is laid where the SVG draws its part of the map (viewBox met, shorter axis centred)', () => {
    const held = { r: { x: 300, y: 50, w: 1400, h: 900 }, px: 1 };
    expect(bitmapBox(view, screen, held)).toEqual({ x: -200, y: -200, w: 1400, h: 900 });
    // a square viewBox on a wide screen: half a unit a pixel, 250 px of border each side
    expect(bitmapBox({ x: 0, y: 0, w: 1000, h: 1000 }, screen, held)).toEqual({ x: 400, y: 25, w: 700, h: 450 });
  });

  it('a zoom back to an earlier scale finds the bitmap kept for it', () => {
    const fitted = { r: { x: 0, y: 0, w: 2000, h: 1000 }, px: 0.5 };
    const close = { r: { x: 650, y: 300, w: 750, h: 450 }, px: 2 };
    const whole = { x: 0, y: 0, w: 2000, h: 1000 };
    expect(keptFor(whole, screen, 1, map, [close, null, fitted])).toBe(2);
    expect(keptFor({ x: 800, y: 400, w: 500, h: 250 }, screen, 1, map, [fitted, close])).toBe(1);
    expect(keptFor(view, screen, 1, map, [fitted, close])).toBe(-1);
  });
});

describe('the master picture: the whole map once, its halved levels, and which one a bitmap is copied from', () => {
  it('the finest scale 12 Mpx allow, in bands of about 250,000 pixels', () => {
    const m = planMaster(map, 0.5)!;
    // 2,000 × 1,000 units in 12 Mpx: √6 ≈ 2.449 px a unit, 4,899 × 2,450 px
    expect(m.px).toBeCloseTo(Math.sqrt(6), 6);
    expect([m.w, m.h]).toEqual([4899, 2450]);
    expect(m.w * m.h).toBeLessThanOrEqual(MASTER_PIXELS + m.w + m.h);
    expect(m.band).toBe(Math.floor(BAND_PIXELS / 4899));
  });

  it('a side over 8,192 px is not drawn: a long map gets a coarser master', () => {
    expect(planMaster({ x: 0, y: 0, w: 10_000, h: 100 }, 0.1)!.px).toBeCloseTo(0.8192, 6);
  });

  it('no master when it would be no finer than the scale the map is first seen at', () => {
    expect(planMaster(map, 2.449)).toBeNull();
    expect(planMaster(map, 2.3)).not.toBeNull();
  });

  it('levels halve down to the first no finer than the scale first seen', () => {
    expect(masterLevels(4, 0.5)).toEqual([4, 2, 1, 0.5]);
    expect(masterLevels(4, 0.6)).toEqual([4, 2, 1, 0.5]);
    expect(masterLevels(4, 1.5)).toEqual([4, 2, 1]);
  });

  it('a bitmap is copied from the coarsest level still fine enough (shrunk less than twice); finer than all: none', () => {
    const levels = [4, 2, 1, 0.5];
    expect(levelFor(0.4, levels)).toBe(3);
    expect(levelFor(0.5, levels)).toBe(3);
    expect(levelFor(0.515, levels)).toBe(3); // a hair larger (3 %) is not blurred
    expect(levelFor(0.6, levels)).toBe(2);
    expect(levelFor(1.9, levels)).toBe(1);
    expect(levelFor(4.1, levels)).toBe(0);
    expect(levelFor(4.2, levels)).toBe(-1);
  });
});
