import type { BoardLayer, CellView, PendingAttackView, PieceView, StaticBoard } from '../../core/board.js';
import { COUNTER_KEY } from './counter-key.js';
import { legendOf } from '../../core/legend.js';
import { text } from '../../core/text.js';
import { hqDef, mapOf, unitDef, scenarioIn } from './ctx.js';
import { hexDist } from './geometry.js';
import { PACK } from './pack.js';
import { packOf } from './pack-of.js';
import type { Kind } from './pieces.js';
import { roadHexes, type SideId } from './schema.js';
import type { TbState } from './state.js';

/**
 * The board a side sees (16.2.1: the other side's markers show, anonymous): the static map of the
 * scenario's area with the pack's legend, built once per scenario, and the layer of pieces, towns held
 * and the combat awaiting its cards.
 */
const SYMBOL: Record<Kind, string> = {
  inf: 'infantry',
  cav: 'cavalry',
  art: 'artillery',
  hq: 'hq',
  train: 'supply',
  marker: 'marker',
};

/**
 * the board's static part, one per scenario (its area) of each pack: terrain, hexsides, roads and
 * railways, towns, and the pack's legend (ours for a pack without one); kept by the pack's map index,
 * so a club pack's scenario never shows ours
 */
const STATIC = new WeakMap<object, StaticBoard>();
export const staticBoard = (s: TbState): StaticBoard => {
  const mi = mapOf(s);
  let b = STATIC.get(mi);
  if (b) return b;
  const sc = scenarioIn(s);
  const vp = new Map(sc.vp.towns.map((t) => [t.hex, t.vp]));
  const has = (h: string): boolean => mi.has(h);
  const cells = mi.board.labels.map((l): CellView => {
    const o = mi.board.offsetOf(l);
    const features = [...(mi.hill(l) ? ['hill'] : []), ...(mi.forts.has(l) ? ['fort'] : [])];
    return {
      label: l,
      col: o.col,
      row: o.row,
      terrain: mi.terrain(l),
      ...(features.length ? { features } : {}),
      ...(vp.has(l) ? { control: null } : {}),
    };
  });
  b = {
    grid: mi.board.gridSpec(),
    cells,
    legend: legendOf(packOf(s), PACK),
    hexsides: mi.map.hexsides
      .filter((x) => has(x.a) && has(x.b))
      .flatMap((x) => [
        ...(x.river ? [{ cells: [x.a, x.b] as [string, string], kind: x.river }] : []),
        ...(x.lake ? [{ cells: [x.a, x.b] as [string, string], kind: 'lake-side' }] : []),
        ...(x.wire ? [{ cells: [x.a, x.b] as [string, string], kind: 'wire' }] : []),
      ]),
    lines: [
      ...mi.map.roads.map((r) => ({ kind: 'road', cells: roadHexes(r).filter(has) })),
      ...mi.map.railways.map((r) => ({ kind: `rail-${r.track}`, cells: r.hexes.filter(has) })),
    ].filter((l) => l.cells.length >= 2),
    places: mi.map.towns
      .filter((t) => has(t.hex))
      .map((t) => ({
        cell: t.hex,
        name: t.name,
        kind: mi.terrain(t.hex) === 'city' ? 'city' : 'town',
        ...(vp.has(t.hex) ? { value: `${vp.get(t.hex)}` } : {}),
      })),
    sideColors: { de: '#7a8a9a', ru: '#5a7a4a' },
    counterKey: COUNTER_KEY,
  };
  STATIC.set(mi, b);
  return b;
};

/** what changes: the pieces and who holds the scored towns */
export const layer = (s: TbState, viewer: SideId | null): BoardLayer => {
  const pieces: PieceView[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.hex) continue;
    const d = unitDef(s, id);
    if (u.masked && d.side !== viewer) continue;
    const marks = [
      ...(u.loss ? [`L${u.loss}`] : []),
      ...(u.reserve ? ['R'] : []),
      ...(u.masked ? [u.masked] : []),
      ...(u.rail ? ['rail'] : []),
    ];
    const f = u.face === 'front' ? d.front : d.back!;
    pieces.push({
      id,
      cell: u.hex,
      side: d.side,
      label: d.name,
      symbol: SYMBOL[d.type],
      size: d.size,
      values: d.type === 'art' ? [`${f.af}-${f.df}`, `${f.ma}`, `${f.eff}`] : [`${f.str}`, `${f.ma}`, `${f.eff}`],
      ...(u.face === 'back' ? { reduced: true } : {}),
      ...(marks.length ? { status: marks } : {}),
    });
  }
  // a marker: its owner reads what it hides, the other side an anonymous counter (16.2.1)
  for (const m of s.markers)
    pieces.push({
      id: m.id,
      cell: m.hex,
      side: m.side,
      label: m.side === viewer ? markerLabel(m.id, m.contents.length + (m.staff?.length ?? 0)) : '?',
      symbol: 'marker',
    });
  // rules version 17: a masked HQ or train shows on its owner's board alone, with its marker (16.2.8)
  for (const [id, h] of Object.entries(s.hqs))
    if (h.hex && (!h.masked || hqDef(s, id).side === viewer))
      pieces.push({
        id,
        cell: h.hex,
        side: hqDef(s, id).side,
        label: hqDef(s, id).name,
        symbol: 'hq',
        ...(h.order || h.masked ? { status: [...(h.order ? [h.order] : []), ...(h.masked ? [h.masked] : [])] } : {}),
        ...(h.flipped ? { reduced: true } : {}),
      });
  for (const [id, t] of Object.entries(s.trains))
    if (t.hex && (!t.masked || viewer === 'ru'))
      pieces.push({
        id,
        cell: t.hex,
        side: 'ru',
        label: 'T',
        symbol: 'supply',
        ...(t.masked ? { status: [t.masked] } : {}),
      });
  const pending = pendingCombat(s);
  return { pieces, control: { ...s.control }, ...(pending.length ? { pending } : {}) };
};

/**
 * 9.1.7: the combat designated and waiting for its cards, drawn for both sides: from the initiative
 * player's hexes to each enemy hex beside them (markers by their own hex, 16.2). Its odds are not
 * known until both cards are in (9.3 decides who attacks), and then it is fought at once: the label
 * says how many cards are in.
 */
const pendingCombat = (s: TbState): PendingAttackView[] => {
  const c = s.combat;
  if (!c) return [];
  const hexOf = (id: string): string | null => s.units[id]?.hex ?? s.markers.find((m) => m.id === id)?.hex ?? null;
  const hexes = (ids: string[]): string[] => [...new Set(ids.map(hexOf).filter((h): h is string => !!h))];
  const own = hexes(c.own);
  const n = Object.keys(c.cards).length;
  return hexes(c.enemy).map((to) => {
    const near = own.filter((h) => hexDist(h, to) === 1);
    return { from: near.length ? near : own, to, label: text(`karty: ${n} z 2`, `cards: ${n} of 2`) };
  });
};

/** how a marker reads for its owner; the fog check looks for it elsewhere (an empty marker is a secret) */
export const markerLabel = (id: string, hidden: number): string => `${id}: ${hidden}`;
