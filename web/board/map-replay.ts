import type { Bounds } from './geometry.js';

/**
 * The static map's SVG (`staticMapSvg`, already in the page) replayed on a canvas: each of its few
 * hundred elements (one per paint and block of the map) read once into a `Path2D` and its paint, and
 * its terrain patterns into canvas patterns. The map's bitmaps are drawn from this, not by rasterising
 * the SVG as an image: no SVG document to parse and decode first (the picture can be drawn as soon as
 * the board is), and a part of the map costs only the paths that reach it. The geometry stays the
 * SVG's own (read from its elements), so the canvas cannot drift from what the board draws.
 */

/** the style sheet's rule for `.cell` (style.css `svg.board .cell`): the one paint not written on the elements */
const CELL_STROKE = { stroke: '#4c4a3c', width: 0.6, alpha: 0.55 };

interface Paint {
  path: Path2D;
  /** the box its outline (grown by its stroke) lies in, when its `d` could be read: a part of the map beyond it skips it */
  box: Bounds | null;
  /** a colour, or the id of a pattern (`url(#id)`); null: not filled */
  fill: string | null;
  stroke: string | null;
  width: number;
  dash: number[] | null;
  cap: CanvasLineCap;
  join: CanvasLineJoin;
  opacity: number;
  fillOpacity: number;
  strokeOpacity: number;
}

/** a `<pattern>`'s tile: its shapes in tile units, its size and its transform */
interface Tile {
  w: number;
  h: number;
  rotate: number;
  shapes: Paint[];
}

export interface MapReplay {
  paints: Paint[];
  tiles: Map<string, Tile>;
}

const num = (el: Element, name: string, dflt: number): number => {
  const v = el.getAttribute(name);
  const n = v === null ? Number.NaN : Number.parseFloat(v);
  return Number.isFinite(n) ? n : dflt;
};
const none = (v: string | null): string | null => (v === null || v === 'none' ? null : v);

/** an element's outline as a path: the element kinds the map and its patterns use */
const pathOf = (el: Element): Path2D | null => {
  switch (el.tagName) {
    case 'path':
      return new Path2D(el.getAttribute('d') ?? '');
    case 'polyline':
    case 'polygon': {
      const pts = (el.getAttribute('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const p = new Path2D();
      for (let i = 0; i + 1 < pts.length; i += 2)
        if (i) p.lineTo(pts[i], pts[i + 1]);
        else p.moveTo(pts[i], pts[i + 1]);
      if (el.tagName === 'polygon') p.closePath();
      return p;
    }
    case 'circle': {
      const p = new Path2D();
      p.arc(num(el, 'cx', 0), num(el, 'cy', 0), num(el, 'r', 0), 0, 2 * Math.PI);
      return p;
    }
    case 'rect': {
      const p = new Path2D();
      p.rect(num(el, 'x', 0), num(el, 'y', 0), num(el, 'width', 0), num(el, 'height', 0));
      return p;
    }
    default:
      return null;
  }
};

/**
 * The box of a `d` as `staticMapSvg` writes them (absolute M and L, relative l, h, v and the circles'
 * relative arcs, grown by their radius); null for anything else (never skipped).
 */
export const boxOfD = (d: string): Bounds | null => {
  let x = 0,
    y = 0,
    x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const at = (px: number, py: number, r = 0) => {
    x0 = Math.min(x0, px - r);
    y0 = Math.min(y0, py - r);
    x1 = Math.max(x1, px + r);
    y1 = Math.max(y1, py + r);
  };
  for (const m of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const c = m[1],
      n = m[2].trim()
        ? m[2]
            .trim()
            .split(/[\s,]+/)
            .map(Number)
        : [];
    if (n.some((v) => !Number.isFinite(v))) return null;
    if (c === 'M' || c === 'L') for (let i = 0; i + 1 < n.length; i += 2) at((x = n[i]), (y = n[i + 1]));
    else if (c === 'l') for (let i = 0; i + 1 < n.length; i += 2) at((x += n[i]), (y += n[i + 1]));
    else if (c === 'h') for (const v of n) at((x += v), y);
    else if (c === 'v') for (const v of n) at(x, (y += v));
    else if (c === 'a')
      for (let i = 0; i + 6 < n.length; i += 7) {
        const r = Math.max(n[i], n[i + 1]);
        at(x, y, r);
        at((x += n[i + 5]), (y += n[i + 6]), r);
      }
    else if (c !== 'z' && c !== 'Z') return null;
  }
  return x1 >= x0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
};

const paintOf = (el: Element): Paint | null => {
  const path = pathOf(el);
  if (!path) return null;
  const cell = el.classList.contains('cell');
  const d = el.tagName === 'path' ? boxOfD(el.getAttribute('d') ?? '') : null;
  const grow = (cell ? CELL_STROKE.width : num(el, 'stroke-width', 1)) * 2;
  const fill = el.getAttribute('fill');
  const dash = none(el.getAttribute('stroke-dasharray'));
  return {
    path,
    box: d ? { x: d.x - grow, y: d.y - grow, w: d.w + 2 * grow, h: d.h + 2 * grow } : null,
    // an SVG shape with no fill is filled black (a pattern's open strokes: zero area, nothing shows)
    fill: fill === null ? '#000' : none(fill),
    stroke: cell ? CELL_STROKE.stroke : none(el.getAttribute('stroke')),
    width: cell ? CELL_STROKE.width : num(el, 'stroke-width', 1),
    dash: dash ? dash.split(/[\s,]+/).map(Number) : null,
    cap: (el.getAttribute('stroke-linecap') as CanvasLineCap | null) ?? 'butt',
    join: (el.getAttribute('stroke-linejoin') as CanvasLineJoin | null) ?? 'miter',
    opacity: num(el, 'opacity', 1),
    fillOpacity: num(el, 'fill-opacity', 1),
    strokeOpacity: cell ? CELL_STROKE.alpha : num(el, 'stroke-opacity', 1),
  };
};

/** the map's elements and the patterns they use, read from the board's SVG; null when it holds no map */
export const readMap = (svg: SVGSVGElement): MapReplay | null => {
  const map = svg.querySelector('g.map');
  if (!map) return null;
  const paints = [...map.querySelectorAll('path, polyline, polygon, circle, rect')]
    .map(paintOf)
    .filter((p): p is Paint => !!p);
  const tiles = new Map<string, Tile>();
  for (const pat of svg.querySelectorAll('defs pattern')) {
    const rot = /rotate\(\s*(-?[\d.]+)/.exec(pat.getAttribute('patternTransform') ?? '');
    tiles.set(pat.id, {
      w: num(pat, 'width', 1),
      h: num(pat, 'height', 1),
      rotate: rot ? Number(rot[1]) : 0,
      shapes: [...pat.children].map(paintOf).filter((p): p is Paint => !!p),
    });
  }
  return { paints, tiles };
};

type Ctx = CanvasRenderingContext2D;

const drawPaint = (ctx: Ctx, p: Paint, fill: string | CanvasPattern | null) => {
  if (fill) {
    ctx.globalAlpha = p.opacity * p.fillOpacity;
    ctx.fillStyle = fill;
    ctx.fill(p.path);
  }
  if (p.stroke) {
    ctx.globalAlpha = p.opacity * p.strokeOpacity;
    ctx.strokeStyle = p.stroke;
    ctx.lineWidth = p.width;
    ctx.lineCap = p.cap;
    ctx.lineJoin = p.join;
    ctx.setLineDash(p.dash ?? []);
    ctx.stroke(p.path);
  }
};

/** a pattern's tile rastered at `px` pixels a unit, and laid so it repeats every tile in map units, from the map's origin (userSpaceOnUse) */
const patternAt = (ctx: Ctx, t: Tile, px: number): CanvasPattern | null => {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(t.w * px));
  c.height = Math.max(1, Math.round(t.h * px));
  const tctx = c.getContext('2d');
  if (!tctx) return null;
  tctx.scale(c.width / t.w, c.height / t.h);
  for (const s of t.shapes) drawPaint(tctx, s, s.fill);
  const pat = ctx.createPattern(c, 'repeat');
  pat?.setTransform(new DOMMatrix().rotate(t.rotate).scale(t.w / c.width, t.h / c.height));
  return pat;
};

/**
 * Draws the part `r` of the map (map units) at `px` pixels a unit into `ctx`, from its top left
 * corner; a context's canvas sized `r.w * px` × `r.h * px` holds it all.
 */
export const drawMap = (ctx: Ctx, m: MapReplay, r: Bounds, px: number): void => {
  const patterns = new Map<string, CanvasPattern | null>();
  ctx.save();
  ctx.setTransform(px, 0, 0, px, -r.x * px, -r.y * px);
  for (const p of m.paints) {
    const b = p.box;
    if (b && (b.x > r.x + r.w || b.y > r.y + r.h || b.x + b.w < r.x || b.y + b.h < r.y)) continue;
    let fill: string | CanvasPattern | null = p.fill;
    const id = p.fill?.startsWith('url(#') ? p.fill.slice(5, -1) : null;
    if (id) {
      if (!patterns.has(id)) {
        const t = m.tiles.get(id);
        patterns.set(id, t ? patternAt(ctx, t, px) : null);
      }
      fill = patterns.get(id) ?? null;
    }
    drawPaint(ctx, p, fill);
  }
  ctx.restore();
};
