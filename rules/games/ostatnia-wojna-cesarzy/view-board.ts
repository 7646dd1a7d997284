import { seaKey, unitEncircled } from './campaign/port-pocket.js';
import type {
  BoardLayer,
  CellView,
  LegendEntry,
  OverlayView,
  PendingAttackView,
  PieceView,
  StaticBoard,
} from '../../core/board.js';
import type { Side } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { boardOf, defOf, has, mapOf, projectsCl, sideOf, type Board } from './ctx.js';
import { seenBy } from './concealment.js';
import { clHexsides, freeOf } from './geo.js';
import { evalAttack } from './combat.js';
import { areaOf } from './movement.js';
import { SIDE_IDS, type SideId } from './schema.js';
import type { OwcState } from './state.js';

/** The board as a side sees it (the static map, pieces with the fog applied, overlays, the pending attack). */
const LEGEND: Record<string, LegendEntry> = {
  clear: { name: text('teren czysty', 'clear'), fill: '#e9e4c8', note: text('1 PM', '1 MP') },
  forest: {
    name: text('lasy', 'forest'),
    fill: '#9cbf7d',
    pattern: 'trees',
    note: text('trudny: 1 PM, atak −1', 'difficult: 1 MP, attack −1'),
  },
  lakes: { name: text('pojezierza', 'lake district'), fill: '#b9d6c9', note: text('trudny', 'difficult') },
  foothills: {
    name: text('pogórza', 'foothills'),
    fill: '#d8c49a',
    pattern: 'hills',
    note: text('trudny: 1 PM, atak −1', 'difficult: 1 MP, attack −1'),
  },
  marsh: {
    name: text('błota', 'marsh'),
    fill: '#a9c3b0',
    pattern: 'marsh',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  'wild-forest': {
    name: text('puszcze', 'primeval forest'),
    fill: '#5f8f4e',
    pattern: 'trees',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  mountains: {
    name: text('góry', 'mountains'),
    fill: '#b49a7a',
    pattern: 'hills',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  'minor-river': { name: text('mała rzeka', 'minor river'), fill: '#5b8fd6', note: text('atak −1', 'attack −1') },
  'major-river': {
    name: text('duża rzeka', 'major river'),
    fill: '#2f5fb3',
    note: text('+1 PM, atak −2', '+1 MP, attack −2'),
  },
  bridge: { name: text('most', 'bridge'), fill: '#555555', note: text('bez dopłaty PM', 'no MP surcharge') },
  ridge: {
    name: text('grzbiet górski', 'mountain ridge'),
    fill: '#7a4b2a',
    note: text('+1 PM, atak −2', '+1 MP, attack −2'),
  },
  'high-ridge': {
    name: text('grzbiet wysokogórski', 'high-mountain ridge'),
    fill: '#3b2412',
    note: text('nieprzekraczalny', 'impassable'),
  },
  lake: { name: text('jezioro', 'lake'), fill: '#3d7fc1', note: text('nieprzekraczalne', 'impassable') },
  trunk: { name: text('magistrala', 'trunk railway'), fill: '#222222' },
  ordinary: { name: text('linia kolejowa', 'railway'), fill: '#666666' },
  town: { name: text('miejscowość', 'town'), fill: '#000000', pattern: 'town' },
  fortress: {
    name: text('twierdza', 'fortress'),
    fill: '#000000',
    note: text(
      'A.3: nie do wejścia dla wroga, atak −4; od C (25): załoga, atak bez modyfikatorów poza artylerią, jeden test',
      'A.3: never entered by the enemy, attack −4; from C (25): a garrison, no modifier but artillery, one check',
    ),
  },
  fortified: {
    name: text('rejon umocniony', 'fortified area'),
    fill: '#000000',
    note: text('A.3: atak −2; od C (24.1): atak −siła', 'A.3: attack −2; from C (24.1): attack −strength'),
  },
  outside: { name: text('poza obszarem gry', 'outside the play area'), fill: '#cccccc', pattern: 'hatch' },
  'cl-allies': { name: text('linie kontroli Sprzymierzonych', 'Allied control lines'), fill: '#3060c0' },
  'cl-russians': { name: text('linie kontroli Rosjan', 'Russian control lines'), fill: '#c03030' },
  'encircled-allies': { name: text('okrążeni Sprzymierzeni', 'Allies encircled'), fill: '#3060c0', pattern: 'hatch' },
  'encircled-russians': { name: text('okrążeni Rosjanie', 'Russians encircled'), fill: '#c03030', pattern: 'hatch' },
  attack: { name: text('atakowany heks', 'attacked hex'), fill: '#ff9900' },
};
export const SIDE_NAME: Record<SideId, Text> = {
  allies: text('Sprzymierzeni', 'Allies'),
  russians: text('Rosjanie', 'Russians'),
};

/**
 * The static board per map, play area (A.1) and objectives: built once per map object and shared by
 * every view of every game on it. Town control changes during play, so it travels in the layer.
 */
const STATIC = new WeakMap<object, Map<string, StaticBoard>>();
export const staticBoard = (s: OwcState): StaticBoard => {
  const m = mapOf(s);
  const area = areaOf(s);
  let per = STATIC.get(m);
  if (!per) STATIC.set(m, (per = new Map()));
  const k = `${area ?? ''}|${s.objectives.map((o) => `${o.hex}:${o.vp}:${o.side}`).join(',')}`;
  let v = per.get(k);
  if (!v) {
    const cells = m.grid.labels.map((label): CellView => {
      const o = m.grid.offsetOf(label);
      const t = m.towns.get(label);
      const features: string[] = [];
      if (t) features.push(t.fortress ? 'fortress' : t.fortified ? 'fortified' : 'town');
      if (area && !m.inRegion(area, label)) features.push('outside');
      return {
        label,
        col: o.col,
        row: o.row,
        terrain: m.terrain(label),
        ...(features.length ? { features } : {}),
        ...(t ? { control: null } : {}),
      };
    });
    v = {
      grid: { kind: 'hex', orientation: 'flat', offset: 'even' },
      cells,
      legend: LEGEND,
      hexsides: m.data.hexsides.map((x) => ({
        cells: [x.a, x.b] as [string, string],
        kind: x.bridge ? 'bridge' : x.kind,
      })),
      lines: m.data.railways.map((r) => ({ kind: r.kind, cells: r.hexes })),
      places: m.data.towns.map((t) => {
        const o = s.objectives.find((x) => x.hex === t.hex);
        return {
          cell: t.hex,
          name: t.name,
          kind: t.fortress ? 'fortress' : t.fortified ? 'fortified' : o ? 'objective' : 'town',
          ...(o ? { value: `${o.vp}`, side: o.side } : {}),
        };
      }),
      sideColors: { allies: '#3a5fa8', russians: '#b23a3a' },
      counterKey: COUNTER_KEY,
    };
    if (per.size > 50) per.clear();
    per.set(k, v);
  }
  return v;
};

/**
 * Each side's control lines and encircled hexes (6, 6.3), the same for every viewer: made once per
 * state and kept while it lives (a state is never changed once made: apply copies), so the views of a
 * step's two or three sides and the spectator share them.
 */
const SIDE_OVERLAYS = new WeakMap<OwcState, readonly OverlayView[]>();
/**
 * The overlays by what they are made of, per map: who stands where in the board's order, which units
 * project control lines, and whether rear areas count (18.5): consecutive states often differ in none
 * of these (a supply phase, an attack without a retreat, a window passed), and then share them.
 */
const OVERLAYS_BY_POSITION = new WeakMap<Board['m'], Map<string, readonly OverlayView[]>>();
const positionKey = (s: OwcState, b: Board): string => {
  let key = (has(s, 'rail') ? '18.5' : '') + seaKey(b); // 38.1: the open ports decide which pockets are encircled
  for (const [h, ids] of b.occ) {
    key += `;${h}:`;
    for (const u of ids) key += projectsCl(s, u) ? `${u}*,` : `${u},`;
  }
  return key;
};
const sideOverlays = (s: OwcState, b: Board): readonly OverlayView[] => {
  let out = SIDE_OVERLAYS.get(s);
  if (out) return out;
  let perMap = OVERLAYS_BY_POSITION.get(b.m);
  if (!perMap) OVERLAYS_BY_POSITION.set(b.m, (perMap = new Map()));
  const key = positionKey(s, b);
  out = perMap.get(key);
  if (!out) {
    if (perMap.size >= 16) perMap.delete(perMap.keys().next().value!);
    perMap.set(key, (out = makeOverlays(s, b)));
  }
  SIDE_OVERLAYS.set(s, out);
  return out;
};
const makeOverlays = (s: OwcState, b: Board): readonly OverlayView[] => {
  const made: OverlayView[] = [];
  for (const side of SIDE_IDS) {
    made.push({
      kind: `cl-${side}`,
      side,
      hexsides: clHexsides(b, side),
      label: text('linie kontroli (6)', 'control lines (6)'),
    });
    const free = freeOf(b, side); // only the side's own hexes are asked about
    const enc = [...b.occ.entries()]
      .filter(([h, ids]) => ids.length && sideOf(s, ids[0]) === side && !free.has(h))
      .filter(([h, ids]) => ids.some((id) => unitEncircled(b, id, h))) // 38.1: a German pocket supplied by sea is not
      .map(([h]) => h);
    if (enc.length)
      made.push({ kind: `encircled-${side}`, side, cells: enc, label: text('okrążenie (6.3)', 'encircled (6.3)') });
  }
  return made;
};

export const boardView = (s: OwcState, viewer: Side | null = null): BoardLayer => {
  const b = boardOf(s);
  const m = b.m;
  const control: Record<string, Side | null> = {};
  for (const t of m.towns.keys()) if (s.control[t]) control[t] = s.control[t];
  const pieces: PieceView[] = [];
  const hidden = new Map<string, number>();
  for (const u of Object.values(s.units))
    if (u.where === 'map' && u.hex) {
      const d = defOf(s, u.id);
      if (!seenBy(s, u.id, viewer)) {
        // 16: face down: only that a counter of that side stands here (numbered per hex, not per unit)
        const n = (hidden.get(u.hex) ?? 0) + 1;
        hidden.set(u.hex, n);
        pieces.push({
          id: `hidden-${u.hex}-${n}`,
          cell: u.hex,
          side: d.side,
          label: '?',
          symbol: 'unknown',
          status: ['concealed'],
        });
        continue;
      }
      const cl = projectsCl(s, u.id); // a broken unit's CLs depend on game option brokenCl (AMB-7)
      const status = [
        ...(u.broken ? ['broken'] : []),
        ...(cl ? ['control-lines'] : []),
        ...(u.concealed ? ['concealed'] : []),
      ];
      pieces.push({
        id: u.id,
        cell: u.hex,
        side: d.side,
        label: d.short,
        symbol: d.size === 'hq' ? 'hq' : d.arm,
        size:
          d.size === 'corps'
            ? 'XXX'
            : d.size === 'division'
              ? 'XX'
              : d.size === 'hq'
                ? 'HQ'
                : d.size === 'patrol'
                  ? 'P'
                  : 'X',
        values: [String(u.broken ? (d.sp >= 2 ? 1 : 0) : d.sp), String(d.r)],
        reduced: u.broken,
        ...(status.length ? { status } : {}),
      });
    }
  const overlays: OverlayView[] = [...sideOverlays(s, b)];
  if (s.pending) overlays.push({ kind: 'attack', cells: [s.pending.target] });
  return {
    pieces,
    overlays,
    ...(s.pending ? { pending: [pendingAttack(s, b)] } : {}),
    ...(Object.keys(control).length ? { control } : {}),
  };
};

/** the attack not yet settled: from its attackers to its target; its odds while the roll still waits (12.1 delay) */
const pendingAttack = (s: OwcState, b: Board): PendingAttackView => {
  const p = s.pending!;
  const from = [
    ...new Set(p.attackers.map((id) => s.units[id]?.hex).filter((h): h is string => !!h && h !== p.target)),
  ];
  if (p.step !== 'delay' || !p.defenders.length) return { from, to: p.target };
  const e = evalAttack(b, p.target, p.attackers, p.repeat);
  return {
    from,
    to: p.target,
    label: text(`${e.a}:${e.d}, szansa ${e.chance}`, `${e.a}:${e.d}, chance ${e.chance}`),
  };
};
