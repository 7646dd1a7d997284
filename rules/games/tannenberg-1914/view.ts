import type { BoardLayer, BoardView, CellView, PendingAttackView, PieceView, StaticBoard } from '../../core/board.js';
import { COUNTER_KEY } from './counter-key.js';
import type { GameView, OrderChoice, Side, TargetOption } from '../../core/contract.js';
import type { Reach } from '../../core/path.js';
import { text } from '../../core/text.js';
import { CARDS } from './combat.js';
import { PHASE_LABEL, SIDE_NAME } from './describe.js';
import { hqDef, mapOf, position, unitDef, type Position, scenarioIn } from './ctx.js';
import { hexDist } from './geometry.js';
import { reachMemo, stepCost, type Mover } from './movement.js';
import { askedReactions, reserveCandidates } from './phases/reserve.js';
import { markerOf, sealedToken } from './phases/masking.js';
import { pathOf } from './memo.js';
import { bridgesInRange } from './phases/bridges.js';
import { byHex, enemyOf, type Kind, kindOf, type Placed } from './pieces.js';
import type { SideId } from './schema.js';
import { isAsk, versionOf, type Reserve, type TbState } from './state.js';
import { obligationOpen, simpleCombats } from './phases/combat.js';
import { fireChoices, fleeChoices } from './view-fire.js';
import {
  builders,
  cannotMove,
  hexOf,
  maOf,
  markersLeft,
  moveCtx,
  overstack,
  selfCommandCandidates,
} from './phases/movement.js';
import { maskChoices, reconChoices } from './view-masking.js';
import { railChoices } from './view-rail.js';

/**
 * What a side (or a spectator, null) sees: the map of the scenario's area, every piece but the units
 * under the other side's masking markers (16.2.1: their markers show, anonymous), and the choices of
 * the awaited decision with the exact orders. The other side's sealed parts never show.
 */
const LEGEND: BoardView['legend'] = {
  clear: { name: text('teren czysty', 'clear'), fill: '#e8e2c8' },
  forest: { name: text('las', 'forest'), fill: '#9cbf84', pattern: 'trees' },
  marsh: { name: text('bagna', 'marsh'), fill: '#b9c9b0', pattern: 'marsh' },
  town: { name: text('miasto', 'town'), fill: '#e8e2c8', pattern: 'town' },
  city: { name: text('duże miasto', 'city'), fill: '#d8cfb0', pattern: 'town' },
  lake: { name: text('jezioro', 'lake'), fill: '#8fb8d8' },
  sea: { name: text('morze', 'sea'), fill: '#6f9fc8' },
  hill: { name: text('wzgórza', 'hills'), fill: '#c8b890', pattern: 'hills' },
  fort: { name: text('fortyfikacje', 'fortifications'), fill: '#8a7f70', pattern: 'hatch' },
  small: { name: text('mała rzeka', 'small river'), fill: '#4d86c0' },
  large: { name: text('duża rzeka', 'large river'), fill: '#2d66a8' },
  vistula: { name: text('Wisła', 'the Vistula'), fill: '#1d4f90' },
  'lake-side': { name: text('brzeg jeziora', 'lake hexside'), fill: '#8fb8d8' },
  wire: { name: text('zasieki', 'wire'), fill: '#333' },
  road: { name: text('droga', 'road'), fill: '#8a5a2b' },
  'rail-single': { name: text('kolej jednotorowa', 'single-track railway'), fill: '#222' },
  'rail-double': { name: text('kolej dwutorowa', 'double-track railway'), fill: '#000' },
};
const SYMBOL: Record<Kind, string> = {
  inf: 'infantry',
  cav: 'cavalry',
  art: 'artillery',
  hq: 'hq',
  train: 'supply',
  marker: 'marker',
};

/** the board's static part, one per scenario (its area): terrain, hexsides, roads and railways, towns */
const STATIC = new Map<string, StaticBoard>();
export const staticBoard = (s: TbState): StaticBoard => {
  let b = STATIC.get(s.scenario);
  if (b) return b;
  const mi = mapOf(s);
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
    legend: LEGEND,
    hexsides: mi.map.hexsides
      .filter((x) => has(x.a) && has(x.b))
      .flatMap((x) => [
        ...(x.river ? [{ cells: [x.a, x.b] as [string, string], kind: x.river }] : []),
        ...(x.lake ? [{ cells: [x.a, x.b] as [string, string], kind: 'lake-side' }] : []),
        ...(x.wire ? [{ cells: [x.a, x.b] as [string, string], kind: 'wire' }] : []),
      ]),
    lines: [
      ...mi.map.roads.map((r) => ({ kind: 'road', cells: r.filter(has) })),
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
  STATIC.set(s.scenario, b);
  return b;
};

/** what changes: the pieces and who holds the scored towns */
const layer = (s: TbState, viewer: SideId | null): BoardLayer => {
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
      label: m.side === viewer ? markerLabel(m.id, m.contents.length) : '?',
      symbol: 'marker',
    });
  for (const [id, h] of Object.entries(s.hqs))
    if (h.hex)
      pieces.push({
        id,
        cell: h.hex,
        side: hqDef(s, id).side,
        label: hqDef(s, id).name,
        symbol: 'hq',
        ...(h.order ? { status: [h.order] } : {}),
        ...(h.flipped ? { reduced: true } : {}),
      });
  for (const [id, t] of Object.entries(s.trains))
    if (t.hex) pieces.push({ id, cell: t.hex, side: 'ru', label: 'T', symbol: 'supply' });
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

/**
 * The move choice of one piece: every hex it reaches within its MA where it would not over-stack
 * (4.2, 7.1.2). Searches are shared through `reached` (movement.ts `reachMemo`: pieces of one class,
 * hex and MA reach the same hexes, and recent views' searches of the same position are kept), and so
 * are the paths of one search (memo.ts `pathOf`).
 */
const pieceMoves = (
  s: TbState,
  side: SideId,
  id: string,
  all: Map<string, Placed[]>,
  reached: (m: Mover, start: string, ma: number) => Reach,
  stacks: Map<string, boolean>,
): OrderChoice | null => {
  const start = hexOf(s, id)!;
  const kind = kindOf(s, id);
  const r = reached({ kind }, start, maOf(s, id));
  // a hex with no other friendly piece over-stacks as an empty one does: ask once (7.1.2); elsewhere
  // what counts of a piece is what it (or its marker) brings: kind and corps (stacking.ts)
  const alone = overstack(s, side, [id], start, NO_PIECES);
  const sig = stackSig(s, id);
  const crowded = (h: string): boolean => {
    if (!all.get(h)?.some((x) => x.side === side && x.id !== id)) return !!alone;
    const key = `${sig}@${h}`;
    let c = stacks.get(key);
    if (c === undefined) stacks.set(key, (c = !!overstack(s, side, [id], h, all)));
    return c;
  };
  const targets: TargetOption[] = [];
  for (const [h, c] of r.cells) {
    if (h === start || crowded(h)) continue;
    const path = pathOf(r, h);
    targets.push({ cell: h, cost: c.cost, path, order: { type: 'move', pieces: [id], path } });
  }
  return targets.length ? { id: `move:${id}`, label: text(`Ruch: ${id}`, `Move: ${id}`), piece: id, targets } : null;
};
const NO_PIECES: ReadonlyMap<string, Placed[]> = new Map();
/** what a moving piece brings to a stack (overstack): the kind and corps of each unit it is or hides */
const stackSig = (s: TbState, id: string): string =>
  (markerOf(s, id)?.contents ?? [id])
    .map((u) => `${kindOf(s, u)}:${s.units[u] ? (unitDef(s, u).corps ?? '') : ''}`)
    .join(',');
/** the moves of the movement phase, every piece's or the one named */
export const moveChoices = (s: TbState, side: SideId, only?: string): OrderChoice[] => {
  const pos = position(s);
  const reached = reachMemo(mapOf(s), moveCtx(s, side, pos));
  const all = byHex(pos.pieces);
  const stacks = new Map<string, boolean>();
  const out: OrderChoice[] = [];
  for (const id of only ? [only] : pieceIds(s)) {
    if (cannotMove(s, side, id)) continue;
    const c = pieceMoves(s, side, id, all, reached, stacks);
    if (c) out.push(c);
  }
  return out;
};
/** the buttons of the movement phase: entrenching (12.1), self-command checks (13.3.2), the end */
export const moveButtons = (s: TbState, side: SideId, pos: Position = position(s)): OrderChoice[] => {
  const mi = mapOf(s);
  const zoc = pos.zoc[enemyOf(side)];
  const out: OrderChoice[] = [];
  const enemies = pos.pieces.filter((x) => x.side !== side);
  if (markersLeft(s, side) > 0) {
    const entrenched = new Set(s.entrenchments.map((e) => e.hex));
    const hexes = new Set(builders(s, side, null, zoc).map((id) => s.units[id].hex!));
    for (const hex of [...hexes].sort()) {
      if (entrenched.has(hex)) continue;
      // the three edges facing the nearest enemy piece (AMB-54: the builder orients them)
      let near: Placed | undefined;
      let best = Infinity;
      for (const e of enemies) {
        const dist = mi.board.distance(hex, e.hex);
        if (dist < best) [near, best] = [e, dist];
      }
      const toward = near ? mi.board.line(hex, near.hex)[1] : undefined;
      const d = toward && mi.board.adjacent(hex, toward) ? mi.board.direction(hex, toward) : 0;
      const edges = [(d + 5) % 6, d, (d + 1) % 6];
      out.push({
        id: `entrench:${hex}`,
        label: text(`Okopy w ${hex} (12.1)`, `Entrench at ${hex} (12.1)`),
        order: { type: 'entrench', hex, edges },
      });
    }
  }
  for (const b of bridgesInRange(s, side)) {
    const def = mi.map.vistulaBridges.find((x) => x.id === b)!;
    const [pl, en] = def.kind === 'rail' ? ['kolejowy', 'railway'] : ['drogowy', 'road'];
    out.push({
      id: `blow-bridge:${b}`,
      label: text(`Wysadź most ${pl} w ${def.name} (6.0)`, `Blow the ${en} bridge at ${def.name} (6.0)`),
      order: { type: 'blow-bridge', bridge: b },
    });
  }
  const uncommanded = selfCommandCandidates(s, side, zoc);
  if (uncommanded.length)
    out.push({
      id: 'self-command',
      label: text('Samodzielne dowodzenie (13.3.2)', 'Self-command checks (13.3.2)'),
      order: { type: 'self-command', units: uncommanded },
    });
  out.push({ id: 'end', label: text('Koniec ruchu', 'End movement'), order: { type: 'end' } });
  return out;
};

/**
 * Phase 4 (4.5): for each unit that may go into reserve, the hexes it may move to (a legal step,
 * 4.5.4), each with the trigger "an enemy piece with a ZOC entering any hex next to it" (4.5.5).
 */
const reserveChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const mi = mapOf(s);
  const pos = position(s);
  const ctx = moveCtx(s, side, pos);
  const out: OrderChoice[] = [];
  for (const id of reserveCandidates(s, side, pos)) {
    const from = s.units[id].hex!;
    const targets = mi.board
      .neighbourCells(from)
      .filter((to) => stepCost(mi, ctx, { kind: unitDef(s, id).type as Kind }, from, to).ok)
      .map((to) => ({ to, on: mi.zocCells(to).filter((h) => h !== from) }))
      .filter((x) => x.on.length)
      .map(({ to, on }) => ({ cell: to, order: { type: 'reserve', unit: id, to, on } }));
    if (targets.length)
      out.push({ id: `reserve:${id}`, label: text(`Odwód: ${id}`, `Reserve: ${id}`), piece: id, targets });
    // rules version 4: the same unit in reserve, its owner asked live whenever it could react (4.5.6)
    if (targets.length && versionOf(s) >= 4)
      out.push({
        id: `reserve-ask:${id}`,
        label: text(`Odwód (pytaj mnie): ${id}`, `Reserve (ask me): ${id}`),
        group: 'reserve-ask',
        piece: id,
        order: { type: 'reserve', unit: id, ask: true },
      });
  }
  out.push({ id: 'end', label: text('Koniec wyznaczania odwodów', 'Done with reserves'), order: { type: 'end' } });
  return out;
};
/** how a reserve trigger reads in its owner's panel, and the token the fog check looks for elsewhere */
export const triggerToken = (r: Reserve): string => `${r.unit} → ${isAsk(r) ? '?' : r.to}`;

/** 4.5.6 (rules version 4): the answer to a paused move, each reserve unit that may react with its hexes, or let it pass */
const reserveAskChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const p = s.paused;
  if (!p) return [];
  const hex = p.path[p.at];
  const out: OrderChoice[] = askedReactions(s, p.side, p.pieces, hex, position(s)).map((r) => ({
    id: `reserve-move:${r.unit}`,
    label: text(`Ruch odwodu: ${r.unit}`, `Reserve move: ${r.unit}`),
    piece: r.unit,
    targets: r.to.map((to) => ({ cell: to, order: { type: 'reserve-move', unit: r.unit, to } })),
  }));
  out.push({
    id: 'end',
    label: text(`Przepuść ruch przez ${hex}`, `Let the move through ${hex}`),
    order: { type: 'end' },
  });
  return out;
};

/** the choices of the awaited decision for `side` */
export const choices = (s: TbState, side: SideId): OrderChoice[] => {
  const a = s.await;
  const replacing = a?.kind === 'card' && !!s.combat?.cards[side];
  if (!a || (!a.sides.includes(side) && !replacing) || s.result) return [];
  if (a.kind === 'move') return [...moveChoices(s, side), ...railChoices(s, side), ...moveButtons(s, side)];
  if (a.kind === 'reserve') return reserveChoices(s, side);
  if (a.kind === 'reserve-ask') return reserveAskChoices(s, side);
  if (a.kind === 'mask') return maskChoices(s, side);
  if (a.kind === 'recon') return reconChoices(s, side);
  if (a.kind === 'combat') {
    const out: OrderChoice[] = simpleCombats(s, side).map((c, i) => ({
      id: `combat:${i}`,
      label: text(
        `Starcie: ${c.own.join(', ')} – ${c.enemy.join(', ')}`,
        `Combat: ${c.own.join(', ')} v ${c.enemy.join(', ')}`,
      ),
      order: { type: 'combat', own: c.own, enemy: c.enemy },
    }));
    out.push(...fireChoices(s, side));
    if (!obligationOpen(s, side))
      out.push({ id: 'end', label: text('Koniec walk', 'End the combat phase'), order: { type: 'end' } });
    return out;
  }
  const names: Record<string, [string, string]> = {
    defend: ['OBRONA', 'DEFEND'],
    retreat: ['ODWRÓT', 'RETREAT'],
    attack: ['NATARCIE', 'ATTACK'],
    assault: ['SZTURM', 'ASSAULT'],
  };
  // 5.3.2 (AMB-60): a side with a rail-loaded unit in the combat plays DEFEND
  const mine = s.combat ? (side === s.initiative ? s.combat.own : s.combat.enemy) : [];
  const loaded = mine.some((id) => s.units[id]?.rail);
  return [
    ...CARDS.filter((c) => !loaded || c === 'defend').map((c) => ({
      id: `card:${c}`,
      group: 'card',
      label: text(names[c][0], names[c][1]),
      order: { type: 'card', card: c },
    })),
    ...(loaded ? [] : fleeChoices(s)),
  ];
};

const PROMPT = {
  mask: text('Maskowanie (16.1)', 'Masking (16.1)'),
  recon: text('Rozpoznanie (16.3)', 'Reconnaissance (16.3)'),
  reserve: text('Odwody (4.5)', 'Reserves (4.5)'),
  'reserve-ask': text('Ruch odwodu (4.5.6)', 'Reserve move (4.5.6)'),
  move: text('Ruch (4)', 'Movement (4)'),
  combat: text('Wyznacz starcie albo zakończ walki (9.1.7)', 'Designate a combat or end the phase (9.1.7)'),
  card: text('Wybierz kartę walki (9.3)', 'Choose a combat card (9.3)'),
};
/** the pieces that may start a move now (the random player picks one before asking for its targets) */
export const movable = (s: TbState, side: SideId): string[] => pieceIds(s).filter((id) => !cannotMove(s, side, id));
const pieceIds = (s: TbState): string[] => [
  ...Object.keys(s.units),
  ...Object.keys(s.hqs),
  ...Object.keys(s.trains),
  ...s.markers.map((m) => m.id),
];

export const view = (s: TbState, viewer: Side | null): GameView => {
  const side = viewer as SideId | null;
  const ch = side && (side === 'de' || side === 'ru') ? choices(s, side) : [];
  const sc = scenarioIn(s);
  const rows = [
    { label: text('Etap', 'Turn'), value: `${s.turn} / ${sc.turns}` },
    { label: text('Faza', 'Phase'), value: PHASE_LABEL[s.phase] ?? s.phase },
    { label: text('Inicjatywa', 'Initiative'), value: s.initiative ? SIDE_NAME[s.initiative] : '—' },
    { label: text('Tor PZ', 'VP track'), value: `${s.track}` },
  ];
  const triggers = s.reserves.filter((r) => r.side === side);
  if (triggers.length) rows.push({ label: text('Odwody', 'Reserves'), value: triggers.map(triggerToken).join('; ') });
  // 4.5.6: a paused move shows its path only up to the hex where it waits
  if (s.paused)
    rows.push({
      label: text('Ruch wstrzymany', 'Move waiting'),
      value: `${s.paused.pieces.join(', ')}: ${s.paused.path.slice(0, s.paused.at + 1).join('–')}`,
    });
  const sealed = s.sealed?.find((x) => x.side === side)?.orders ?? [];
  if (sealed.length)
    rows.push({ label: text('Rozkazy tajne', 'Sealed orders'), value: sealed.map(sealedToken).join('; ') });
  if (s.combat) {
    const own = side && s.combat.cards[side];
    rows.push({
      label: text('Karty', 'Cards'),
      value: `${Object.keys(s.combat.cards).length} / 2${own ? ` (${own})` : ''}`,
    });
    if (side && s.combat.cards[enemyOf(side)] === undefined && !own)
      rows.push({
        label: text('Starcie', 'Combat'),
        value: `${s.combat.own.join(', ')} v ${s.combat.enemy.join(', ')}`,
      });
  }
  return {
    board: layer(s, side),
    options: {
      prompt: s.await ? PROMPT[s.await.kind] : text('Czekaj', 'Wait'),
      choices: ch,
      minOrders: ch.length ? 1 : 0,
      maxOrders:
        s.await?.kind === 'move'
          ? 40
          : s.await && ['reserve', 'mask', 'recon'].includes(s.await.kind)
            ? ch.length
            : ch.length
              ? 1
              : 0,
    },
    panel: { sections: [{ title: text('Gra', 'Game'), rows }] },
  };
};
