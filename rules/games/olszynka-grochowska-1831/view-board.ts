import type { PieceView, StaticBoard } from '../../core/board.js';
import { text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { def } from './ctx.js';
import { OVERLAY_LEGEND } from './overlays.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState } from './state.js';
import { flipped, printedMorale, strengthOf } from './units.js';

/** The board: the static map with its legend (served once per board key), and the counters on it now. */

const FILL: Record<string, string> = {
  clear: '#e8e4c9',
  village: '#c9a97a',
  town: '#b08a60',
  forest: '#6f9a5a',
  alder: '#4f7f5f',
  marsh: '#9fc0b8',
  dunes: '#d9c27a',
  river: '#7fa8d8',
  rough: '#bbb38a',
  heavy: '#998f6a',
};
const PATTERN: Record<string, string> = {
  village: 'town',
  town: 'town',
  forest: 'trees',
  alder: 'trees',
  marsh: 'marsh',
  dunes: 'hills',
};

/** the board's static part: our map, its legend, streams, ditches, the rampart, roads and places */
export const staticBoardOf = (P: PackIndex): StaticBoard => {
  const legend: StaticBoard['legend'] = {};
  for (const t of P.pack.tables.terrain)
    legend[t.id] = {
      name: t.name,
      fill: FILL[t.id] ?? '#dddddd',
      ...(PATTERN[t.id] ? { pattern: PATTERN[t.id] } : {}),
    };
  for (const h of P.pack.tables.hexsides)
    legend[h.id] = { name: h.name, fill: h.id === 'stream' ? '#3f7fcf' : h.id === 'ditch' ? '#6f5f3f' : '#5f5f5f' };
  legend.road = { name: text('droga', 'road'), fill: '#8f6f4f' };
  Object.assign(legend, OVERLAY_LEGEND);
  return {
    grid: P.grid.gridSpec(),
    cells: P.grid.cellPositions().map((c) => ({ ...c, terrain: P.terrainOf(c.label).id })),
    legend,
    hexsides: P.pack.map.hexsides.map((h) => ({ cells: [h.a, h.b] as [string, string], kind: h.kind })),
    lines: P.pack.map.roads.map((r) => ({ kind: 'road', cells: r.hexes })),
    places: P.pack.map.places.map((p) => ({ cell: p.hex, name: p.name, kind: 'town' })),
    sideColors: { pl: '#3060c0', ru: '#3f8f4f' },
    counterKey: COUNTER_KEY,
  };
};

/** a piece's status marks, left out when there are none (as `reduced` when false): the view is sent on every look */
const marks = (status: string[]): Pick<PieceView, 'status'> => (status.length ? { status } : {});

export const piecesOf = (P: PackIndex, s: GameState): PieceView[] => {
  const c = ctxOf(P, s);
  const out: PieceView[] = [];
  for (const u of Object.values(s.pos.units)
    .filter((x) => onMap(x.at))
    .sort((a, b) => b.order - a.order)) {
    const d = def(c, u.id);
    out.push({
      id: u.id,
      cell: u.at,
      side: d.side,
      label: d.short,
      symbol: d.arm,
      values: [String(strengthOf(d, u)), String(printedMorale(d, u)), String(d.stars)],
      facing: u.facing,
      facingKind: 'vertex',
      ...(flipped(d, u) ? { reduced: true } : {}),
      ...marks([
        ...(u.level !== 'full' ? [u.level] : []),
        ...(u.square ? ['square'] : []),
        ...(u.activated ? ['activated'] : []),
      ]),
    });
  }
  for (const l of Object.values(s.pos.leaders).filter((x) => onMap(x.at))) {
    const ld = P.leader(l.id);
    out.push({
      id: l.id,
      cell: l.at,
      side: ld.side,
      label: ld.name,
      symbol: 'leader',
      values: [String(ld.range)],
      ...marks([...(l.deputy !== null ? ['deputy'] : []), ...(l.activated ? ['activated'] : [])]),
    });
  }
  return out;
};
