/**
 * The board (open information: the series hides nothing, 1 "Information"): its static part (map, the
 * pack's legend, features, VP hexes; built once per scenario) and the layer that moves (pieces, control, a pending
 * attack). Re-exported by view.ts.
 */
import type { BoardLayer, CellView, PendingAttackView, PieceView, StaticBoard } from '../../core/board.js';
import { legendOf } from '../../core/legend.js';
import { text } from '../../core/text.js';
import { oddsModifier, strengths } from './combat.js';
import { COUNTER_KEY } from './counter-key.js';
import { armOf, isHq, isUnit, sideOf, valuesOf, type Ctx } from './ctx.js';
import { PACK } from './pack.js';
import { packOf } from './parts.js';
import { planOf } from './phases/attack.js';
import { ctxOf, type WojnaState } from './state.js';
import { airPieces, trackedBy } from './view-air.js';

/** the board's static part, built once per scenario: the map never changes during a game */
const staticCache = new Map<string, StaticBoard>();
export const staticBoard = (s: WojnaState): StaticBoard => {
  const key = `${s.pack ?? ''}/${s.scenario}`;
  let v = staticCache.get(key);
  if (!v) {
    const c = ctxOf(s);
    const m = c.map;
    const bases = new Set([...m.bases('polish'), ...m.bases('opposing')]);
    const vp = new Set(c.scenario.victory.hexes.map((x) => x.hex));
    const cells = m.grid.cellPositions().map((p): CellView => {
      const f = [...(m.stations.has(p.label) ? ['station'] : []), ...(bases.has(p.label) ? ['base'] : [])];
      return {
        ...p,
        terrain: m.terrain(p.label),
        ...(f.length ? { features: f } : {}),
        ...(vp.has(p.label) ? { control: null } : {}),
      };
    });
    v = {
      grid: m.grid.gridSpec(),
      cells,
      legend: legendOf(packOf(s), PACK),
      hexsides: m.data.hexsides.map((h) => ({
        cells: [h.a, h.b] as [string, string],
        kind: h.bridge ? 'bridge' : h.kind,
      })),
      lines: [
        ...m.data.roads.map((r) => ({ kind: 'road', cells: r.hexes })),
        ...m.data.railways.map((r) => ({ kind: 'railway', cells: r.hexes })),
      ],
      places: m.data.localities.map((l) => {
        const x = c.scenario.victory.hexes.find((h) => h.hex === l.hex);
        return { cell: l.hex, name: l.name, kind: l.kind, ...(x ? { value: String(x.vp) } : {}) };
      }),
      sideColors: { polish: '#c8102e', opposing: '#5a5a5a' },
      counterKey: COUNTER_KEY,
    };
    staticCache.set(key, v);
  }
  return v;
};

// the renderer's symbol keys (web/board/Counter.tsx); the pack editor's counter list draws by them too
export const SYMBOL: Record<string, string> = {
  'armoured-car': 'armor',
  tank: 'armor',
  'armoured-train': 'train',
  'river-unit': 'ship',
};
const pieceView = (c: Ctx, s: WojnaState, id: string): PieceView => {
  const p = s.pieces[id];
  const status = [
    ...(p.outOfSupply ? ['out-of-supply'] : []),
    ...(p.command === 'none' ? ['no-command'] : []),
    ...(p.replacement ? ['replacement'] : []),
    ...(trackedBy(c, s, id) ? ['tracked'] : []),
  ];
  if (isHq(c, id)) {
    const h = c.defs.hq(id)!;
    return {
      id,
      cell: p.hex!,
      side: h.side,
      label: h.name,
      symbol: 'hq',
      values: [String(h.commandRange), String(h.tr), String(h.ma)],
      size: h.tier === 'army' ? 'XXXX' : h.tier === 'division' ? 'XX' : 'X',
      ...(status.length ? { status } : {}),
    };
  }
  const v = valuesOf(c, id);
  const arm = armOf(c, id);
  const name = s.garrisons[id] ? 'Garn.' : c.defs.unit(id)!.name;
  return {
    id,
    cell: p.hex!,
    side: sideOf(c, id),
    label: name,
    symbol: SYMBOL[arm] ?? arm,
    values: [v.defenceOnly ? `(${v.strength})` : String(v.strength), String(v.morale), String(v.ma)],
    ...(p.level > 1 ? { reduced: true } : {}),
    ...(status.length ? { status } : {}),
  };
};

/** what moves: the pieces, and who holds each VP hex */
export const boardLayer = (s: WojnaState): BoardLayer => {
  const c = ctxOf(s);
  const pieces = Object.keys(s.pieces)
    .filter((id) => s.pieces[id].hex)
    .sort((a, b) => Number(isUnit(c, b)) - Number(isUnit(c, a)) || (a < b ? -1 : 1))
    .map((id) => pieceView(c, s, id));
  pieces.push(...airPieces(c, s));
  const pending = pendingAttack(s);
  return { pieces, control: { ...s.control }, ...(pending ? { pending: [pending] } : {}) };
};

/** 14.7: an attack waiting for the defender's live answer, drawn for both sides with its strengths and odds (14.11) */
const pendingAttack = (s: WojnaState): PendingAttackView | null => {
  const p = s.activation?.pending;
  if (!p) return null;
  const c = ctxOf(s);
  const plan = planOf(s, p.attack, p.planned);
  const { attack, defence } = strengths(c, plan);
  const m = oddsModifier(attack, defence, c.options.evenOdds);
  const odds = m > 0 ? `+${m}` : String(m);
  const from = [...new Set([...plan.attackers, ...(plan.artillery ?? [])].map((u) => s.pieces[u]?.hex))].filter(
    (h): h is string => !!h && h !== plan.target,
  );
  return {
    from,
    to: plan.target,
    label: text(`siła ${attack}:${defence}, stosunek sił ${odds}`, `strength ${attack}:${defence}, odds ${odds}`),
  };
};
