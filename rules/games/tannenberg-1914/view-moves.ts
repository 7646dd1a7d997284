import type { OrderChoice, TargetOption } from '../../core/contract.js';
import type { Reach } from '../../core/path.js';
import { text } from '../../core/text.js';
import { mapOf, position, unitDef, zocSources, type Position } from './ctx.js';
import { reachMemo, type MoveCtx, type Mover } from './movement.js';
import { markerOf } from './phases/masking.js';
import { pathsOf } from './memo.js';
import { bridgesInRange } from './phases/bridges.js';
import { byHex, enemyOf, kindOf, type Placed } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { cannotMove, hexOf, maOf, moveCtx, overstack } from './phases/movement.js';
import { vistulaTargets } from './phases/vistula.js';
import { builders, markersLeft } from './phases/entrench.js';
import { selfCommandCandidates } from './phases/self-command.js';

/**
 * The move choice of one piece: every hex it reaches within its MA where it would not over-stack
 * (4.2, 7.1.2). Searches are shared through `reached` (movement.ts `reachMemo`: pieces of one class,
 * hex and MA reach the same hexes, and recent views' searches of the same position are kept), and so
 * are the paths of one search (memo.ts `pathsOf`).
 */
const pieceMoves = (
  s: TbState,
  side: SideId,
  id: string,
  all: Map<string, Placed[]>,
  friendly: ReadonlySet<string>,
  reached: (m: Mover, start: string, ma: number) => Reach,
  stacks: Map<string, boolean>,
  ctx: MoveCtx,
): OrderChoice | null => {
  const start = hexOf(s, id)!;
  const kind = kindOf(s, id);
  const r = reached({ kind }, start, maOf(s, id));
  // a hex with no other friendly piece over-stacks as an empty one does: ask once (7.1.2); elsewhere
  // what counts of a piece is what it (or its marker) brings: kind and corps (stacking.ts)
  const alone = overstack(s, side, [id], start, NO_PIECES);
  const sig = stackSig(s, id);
  const crowded = (h: string): boolean => {
    // (`friendly`: the hexes holding a piece of `side`; the piece itself stands only at `start`, never asked)
    if (!friendly.has(h)) return !!alone;
    const key = `${sig}@${h}`;
    let c = stacks.get(key);
    if (c === undefined) stacks.set(key, (c = !!overstack(s, side, [id], h, all)));
    return c;
  };
  const targets: TargetOption[] = [];
  const pathTo = pathsOf(r);
  for (const [h, c] of r.cells) {
    if (h === start || crowded(h)) continue;
    const path = pathTo(h);
    targets.push({ cell: h, cost: c.cost, path, order: { type: 'move', pieces: [id], path } });
  }
  // 4.3.7 (rules version 7): one hex across an unbridged Vistula hexside, with the whole MA
  for (const h of vistulaTargets(s, ctx, id, start))
    if (!r.cells.has(h) && !crowded(h))
      targets.push({
        cell: h,
        cost: maOf(s, id),
        path: [start, h],
        order: { type: 'move', pieces: [id], path: [start, h] },
      });
  return targets.length ? { id: `move:${id}`, label: text(`Ruch: ${id}`, `Move: ${id}`), piece: id, targets } : null;
};
const NO_PIECES: ReadonlyMap<string, Placed[]> = new Map();
/** what a moving piece brings to a stack (overstack): the kind and corps of each unit it is or hides */
const stackSig = (s: TbState, id: string): string =>
  (markerOf(s, id)?.contents ?? [id])
    .map((u) => `${kindOf(s, u)}:${s.units[u] ? (unitDef(s, u).corps ?? '') : ''}`)
    .join(',');
/** the moves of the movement phase, every piece's or the one named */
export const moveChoices = (s: TbState, side: SideId, only?: string, pos: Position = position(s)): OrderChoice[] => {
  const ctx = moveCtx(s, side, pos);
  // the enemy's whole ZOC (no neutralising option): the print names the pieces exerting it (ctxPrint)
  if (ctx.enemyZoc === pos.zoc[enemyOf(side)]) ctx.zocFrom = zocSources(pos, enemyOf(side));
  const reached = reachMemo(mapOf(s), ctx);
  const all = byHex(pos.pieces);
  const stacks = new Map<string, boolean>();
  const out: OrderChoice[] = [];
  const ids = (only ? [only] : pieceIds(s)).filter((id) => !cannotMove(s, side, id));
  // the widest search from each hex first: those of the same class and hex with a smaller MA are read off it
  // (reachMemo), the same cells and paths; the choices keep the pieces' order
  if (ids.length > 1)
    for (const [id, ma] of ids.map((id) => [id, maOf(s, id)] as const).sort((a, b) => b[1] - a[1]))
      reached({ kind: kindOf(s, id) }, hexOf(s, id)!, ma);
  for (const id of ids) {
    const c = pieceMoves(s, side, id, all, pos.occupied[side], reached, stacks, ctx);
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
  for (const b of bridgesInRange(s, side, pos)) {
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

/** the pieces that may start a move now (the random player picks one before asking for its targets) */
export const movable = (s: TbState, side: SideId): string[] => pieceIds(s).filter((id) => !cannotMove(s, side, id));
const pieceIds = (s: TbState): string[] => [
  ...Object.keys(s.units),
  ...Object.keys(s.hqs),
  ...Object.keys(s.trains),
  ...s.markers.map((m) => m.id),
];
