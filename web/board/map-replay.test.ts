import { describe, expect, it } from 'vitest';
import { boxOfD } from './map-replay.js';

describe('boxOfD: the box of a map path, so a band of the master skips the paths beyond it', () => {
  it('a hex as staticMapSvg writes it: a corner, then relative steps', () => {
    expect(boxOfD('M10 0l10 5l0 10l-10 5l-10 -5l0 -10z')).toEqual({ x: 0, y: 0, w: 20, h: 20 });
  });
  it('two subpaths, an absolute edge and a circle of two arcs grown by its radius', () => {
    expect(boxOfD('M0 0L4 3M10 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z')).toEqual({ x: 0, y: 0, w: 19, h: 13 });
  });
  it('a command it does not know: no box, so the path is never skipped', () => {
    expect(boxOfD('M0 0q3-6 6 0')).toBeNull();
  });
});
