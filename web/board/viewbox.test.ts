import { describe, expect, it } from 'vitest';
import * as vb from './viewbox.js';

const board = { x: 0, y: 0, w: 1000, h: 500 };

describe('pan and zoom arithmetic', () => {
  it('fit keeps the whole board and matches the viewport aspect', () => {
    const v = vb.fitViewBox(board, 400, 400);
    expect(v.w / v.h).toBeCloseTo(1);
    expect(v.w).toBe(1000);
    expect(v.y).toBe(-250);
  });
  it('zooming keeps the point under the cursor fixed', () => {
    const v = { x: 0, y: 0, w: 1000, h: 500 };
    const z = vb.zoomAt(v, 2, { x: 250, y: 100 }, board);
    expect(z.w).toBe(500);
    expect((250 - z.x) / z.w).toBeCloseTo((250 - v.x) / v.w);
    expect((100 - z.y) / z.h).toBeCloseTo((100 - v.y) / v.h);
  });
  it('zoom is limited', () => {
    const v = { x: 0, y: 0, w: 1000, h: 500 };
    expect(vb.zoomAt(v, 1000, { x: 0, y: 0 }, board).w).toBe(80);
    expect(vb.zoomAt(v, 0.0001, { x: 0, y: 0 }, board).w).toBe(2000);
  });
  it('a gesture moves the drawn layer so every board point lands where the new view puts it', () => {
    const rect = { left: 0, top: 0, width: 800, height: 600 };
    const drawn = vb.fitViewBox(board, 800, 600);
    const wanted = vb.panBy(vb.zoomAt(drawn, 2.5, { x: 300, y: 200 }, board), 40, -25, board);
    const t = vb.layerTransform(drawn, wanted, 800, 600);
    expect(t.k).toBeCloseTo(2.5);
    for (const p of [
      { x: 0, y: 0 },
      { x: 300, y: 200 },
      { x: 950, y: 480 },
    ]) {
      // where p is drawn now, moved by the transform, against where the wanted view draws it
      const s0 = Math.min(800 / drawn.w, 600 / drawn.h),
        s1 = Math.min(800 / wanted.w, 600 / wanted.h);
      const q0 = {
        x: (800 - drawn.w * s0) / 2 + (p.x - drawn.x) * s0,
        y: (600 - drawn.h * s0) / 2 + (p.y - drawn.y) * s0,
      };
      const q1 = {
        x: (800 - wanted.w * s1) / 2 + (p.x - wanted.x) * s1,
        y: (600 - wanted.h * s1) / 2 + (p.y - wanted.y) * s1,
      };
      expect(t.x + t.k * q0.x).toBeCloseTo(q1.x);
      expect(t.y + t.k * q0.y).toBeCloseTo(q1.y);
      // and the pointer reads the same point back through the wanted view
      const back = vb.clientToBoard(wanted, rect, q1.x, q1.y);
      expect(back.x).toBeCloseTo(p.x);
      expect(back.y).toBeCloseTo(p.y);
    }
    expect(vb.layerTransform(drawn, drawn, 800, 600)).toEqual({ k: 1, x: 0, y: 0 });
  });
  it('panning cannot lose the board', () => {
    const v = { x: 0, y: 0, w: 200, h: 100 };
    expect(vb.panBy(v, -10_000, 0, board).x).toBe(-150);
    expect(vb.panBy(v, 10_000, 0, board).x).toBe(950);
  });
  it('client pixels map to board units under letterboxing', () => {
    const v = { x: 0, y: 0, w: 100, h: 100 };
    const rect = { left: 10, top: 20, width: 400, height: 200 };
    // scale 2, horizontal letterbox of 100 px each side
    expect(vb.clientToBoard(v, rect, 110, 20)).toEqual({ x: 0, y: 0 });
    expect(vb.clientToBoard(v, rect, 310, 220)).toEqual({ x: 100, y: 100 });
  });
});

describe('a pan ends with the viewBox kept and the board group moved', () => {
  it('every board point lands where the pan put it: the SVG with viewBox base and the group shifted shows the view', () => {
    const base = { x: 100.04, y: 50, w: 400, h: 300 };
    const v = vb.panBy(base, 123.456, -40.2, board);
    const m = /translate\((-?[\d.]+),(-?[\d.]+)\)/.exec(vb.shiftAttr(base, v) ?? '');
    expect(m).not.toBeNull();
    // the viewBox as written (rounded to a tenth) maps board point p to p - base; the group adds its shift
    const [bx, by] = vb.viewBoxAttr(base).split(' ').map(Number);
    for (const p of [
      { x: 300, y: 120 },
      { x: 0, y: 0 },
    ]) {
      expect(p.x + Number(m![1]) - bx).toBeCloseTo(p.x - v.x, 1);
      expect(p.y + Number(m![2]) - by).toBeCloseTo(p.y - v.y, 1);
    }
  });
  it('a zoom keeps the viewBox too: the group scaled and moved puts every board point where the zoomed view does', () => {
    const base = { x: 100.04, y: 50.02, w: 400.03, h: 300.02 };
    for (const factor of [2, 0.5, 1.37]) {
      const v = vb.zoomAt(base, factor, { x: 260, y: 170 }, { x: -5000, y: -5000, w: 10000, h: 10000 });
      expect(vb.sameShape(base, v)).toBe(true);
      const m = /^translate\((-?[\d.]+),(-?[\d.]+)\) scale\(([\d.]+)\)$/.exec(vb.shiftAttr(base, v) ?? '');
      expect(m).not.toBeNull();
      const [tx, ty, k] = [Number(m![1]), Number(m![2]), Number(m![3])];
      // on screen (a 800 px wide board, meet): the viewBox as written shows point q at (q - b)·800/bw
      const [bx, by, bw] = vb.viewBoxAttr(base).split(' ').map(Number);
      const px = 800 / bw;
      for (const p of [
        { x: 300, y: 120 },
        { x: 100, y: 50 },
      ]) {
        const want = { x: ((p.x - v.x) * 800) / v.w, y: ((p.y - v.y) * 800) / v.w };
        expect(Math.abs((p.x * k + tx - bx) * px - want.x)).toBeLessThan(0.05);
        expect(Math.abs((p.y * k + ty - by) * px - want.y)).toBeLessThan(0.05);
      }
    }
  });
  it('a view of another shape (a resized board fitted again) is not shown by the group', () => {
    const base = { x: 0, y: 0, w: 400, h: 300 };
    expect(vb.sameShape(base, { x: 5, y: 5, w: 200, h: 150 })).toBe(true);
    expect(vb.sameShape(base, { x: 0, y: 0, w: 400, h: 200 })).toBe(false);
  });
  it('no shift when the view is the viewBox', () => {
    const v = { x: 10, y: 20, w: 400, h: 300 };
    expect(vb.shiftAttr(v, { ...v })).toBeUndefined();
  });
});

describe('focusing on a selection', () => {
  it('leaves the view alone when the box is inside and cells are big enough', () => {
    const v = { x: 0, y: 0, w: 400, h: 400 };
    expect(vb.focusViewBox(v, { x: 10, y: 10, w: 50, h: 50 }, 800, 800, 60)).toBe(v);
  });
  it('zooms in on small cells, to at most maxPx per cell', () => {
    const v = { x: 0, y: 0, w: 4000, h: 4000 };
    const f = vb.focusViewBox(v, { x: 100, y: 100, w: 60, h: 60 }, 800, 800, 60, 44, 96);
    expect((60 * 800) / f.w).toBeCloseTo(96);
    expect(f.x + f.w / 2).toBeCloseTo(130);
  });
  it('fits a large box', () => {
    const v = { x: 0, y: 0, w: 4000, h: 4000 };
    const f = vb.focusViewBox(v, { x: 0, y: 0, w: 1000, h: 500 }, 800, 800, 60);
    expect(f.w).toBe(1000);
  });
});

describe('fit beside the zoom buttons', () => {
  it("the fitted board ends where the reserved strip begins, at the viewport's aspect ratio", () => {
    const b = { x: 0, y: 0, w: 800, h: 800 };
    const v = vb.fitViewBoxBeside(b, 390, 400, 50);
    expect(v.w / v.h).toBeCloseTo(390 / 400, 9);
    // board's right edge (x = 800) on screen, in pixels
    expect(((800 - v.x) / v.w) * 390).toBeCloseTo(340, 6);
    expect(v.x).toBe(0);
  });
  it('a viewport too narrow for the strip falls back to the plain fit', () => {
    const b = { x: 0, y: 0, w: 800, h: 400 };
    expect(vb.fitViewBoxBeside(b, 90, 400, 50)).toEqual(vb.fitViewBox(b, 90, 400));
  });
});

describe('opening view and kept view (issue 19, item 5)', () => {
  it('a 3,000-hex board fitted to 800×600 shows 12-px cells: it opens on the own pieces at 40 px a cell', () => {
    const fit = { x: 0, y: 0, w: 2000, h: 1500 };
    const v = vb.homeViewBox(
      fit,
      [
        { x: 900, y: 700 },
        { x: 1100, y: 900 },
      ],
      800,
      600,
      30,
    );
    expect(v).toEqual({ x: 1000 - 300, y: 800 - 225, w: 600, h: 450 });
    // 8x8 squares already read well fitted: unchanged
    const small = { x: 0, y: 0, w: 400, h: 300 };
    expect(vb.homeViewBox(small, [{ x: 10, y: 10 }], 800, 600, 50)).toBe(small);
  });
  it('a stored view is used only when it is four finite numbers with a size', () => {
    expect(vb.parseViewBox('{"x":1,"y":2,"w":3,"h":4}')).toEqual({ x: 1, y: 2, w: 3, h: 4 });
    expect(vb.parseViewBox('{"x":1,"y":2,"w":0,"h":4}')).toBeNull();
    expect(vb.parseViewBox('nope')).toBeNull();
    expect(vb.parseViewBox(null)).toBeNull();
  });
});
