import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { mapOf, position, unitDef, type Position } from '../ctx.js';
import { stepCost } from '../movement.js';
import { enemyOf, type Kind } from '../pieces.js';
import type { SideId } from '../schema.js';
import type { ReserveTrigger, TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { zocOf } from '../zoc.js';
import { commandedNow } from './command.js';
import { moveCtx } from './movement.js';
import { heldGuards } from '../optional.js';

/**
 * Phase 4 and rule 4.5: reserves. Both sides designate at once, in a sealed window: commanded
 * units outside enemy ZOC take a RESERVE marker (4.5.1–4.5.2) and each files its trigger ahead
 * (the play-by-web shape of 4.5.6): "when an enemy piece with a ZOC enters one of these hexes, move
 * to that hex". The markers show once both sides are in; the triggers never do. In the enemy's
 * movement the first trigger that fires, whose one-hex move is legal (4.5.4) and ends in the mover's
 * ZOC (4.5.5), moves the reserve unit and stops the mover where it stands (4.5.6).
 */
type T = Turn<TbState>;

/** 4.5.2 (AMB-11): the units of `side` that may be designated: commanded, on the map, not in enemy ZOC */
export const reserveCandidates = (s: TbState, side: SideId, p: Position = position(s)): string[] => {
  const commanded = commandedNow(s, side, p);
  return Object.keys(s.units).filter((id) => {
    const u = s.units[id];
    // 18.1.1: Guards that may not move make no reserve move either
    return (
      u.hex &&
      !u.rail &&
      !u.masked &&
      commanded.has(id) &&
      !p.zoc[enemyOf(side)].has(u.hex) &&
      !heldGuards(s, [id]).length
    );
  });
};

/** opens the window for the sides with a candidate; true when someone must decide */
export const openReserves = (s: TbState): boolean => {
  const p = position(s);
  const sides = (['de', 'ru'] as SideId[]).filter((side) => reserveCandidates(s, side, p).length > 0);
  s.reserves = [];
  if (!sides.length) return false;
  s.await = { kind: 'reserve', sides };
  return true;
};

export const playReserve = (t: T, { o, at }: PlacedOrder<TbOrder>, candidates: ReadonlySet<string>): void => {
  if (o.type !== 'reserve') return;
  const s = t.s,
    side = t.side as SideId,
    mi = mapOf(s);
  if (!candidates.has(o.unit))
    fail('4.5.2', 'not-eligible', `${o.unit} is not a commanded unit of yours outside enemy ZOC`, `${at}.unit`);
  if (s.reserves.some((r) => r.unit === o.unit)) fail('4.5.1', 'twice', `${o.unit} is named twice`, `${at}.unit`);
  const from = s.units[o.unit].hex!;
  if (!mi.has(o.to) || !mi.board.adjacent(from, o.to))
    fail('4.5.4', 'not-adjacent', `${o.to} is not next to ${from}`, `${at}.to`);
  o.on.forEach((h, j) => {
    if (!mi.has(h) || !mi.board.adjacent(h, o.to))
      fail('4.5.5', 'not-in-zoc', `a mover at ${h} would not have ${o.to} in its ZOC`, `${at}.on[${j}]`);
  });
  s.reserves.push({ unit: o.unit, side, to: o.to, on: [...new Set(o.on)] });
};

/** both sides are in: the RESERVE markers go on the map for all to see (4.5.3) */
export const closeReserves = (t: T): void => {
  const s = t.s;
  for (const r of s.reserves) s.units[r.unit].reserve = true;
  if (s.reserves.length) t.events.push(event('reserve', { units: s.reserves.map((r) => r.unit) }, { rule: '4.5.3' }));
};

/**
 * 4.5.5–4.5.6: the first filed trigger that fires when `movers` (of `side`, carrying a ZOC) enter
 * `hex`, with its legal one-hex move ending in the movers' ZOC; null when none does.
 */
export const reserveReaction = (
  s: TbState,
  side: SideId,
  movers: readonly string[],
  hex: string,
  before: Position,
): ReserveTrigger | null => {
  const mi = mapOf(s);
  const reacting = enemyOf(side);
  const triggers = s.reserves.filter((r) => r.side === reacting && r.on.includes(hex));
  if (!triggers.length) return null;
  const moving = new Set(movers);
  // the movers' side's ZOC with the movers at `hex` (a reserve unit already in it may not react, AMB-11)
  const rest = before.pieces.filter((x) => !moving.has(x.id));
  const zoc = zocOf(mi, rest, side);
  for (const h of mi.zocCells(hex)) zoc.add(h);
  const ctx = moveCtx(s, reacting, before);
  for (const r of triggers) {
    const u = s.units[r.unit];
    if (!u?.hex || !u.reserve || zoc.has(u.hex) || r.to === hex) continue;
    if (!mi.zocCells(hex).includes(r.to)) continue;
    const step = stepCost(mi, ctx, { kind: unitDef(s, r.unit).type as Kind }, u.hex, r.to);
    if (step.ok) return r;
  }
  return null;
};

/** the reserve unit makes its one-hex move; its trigger is spent */
export const reserveMove = (t: T, r: ReserveTrigger, stoppedAt: string): void => {
  const s = t.s;
  const from = s.units[r.unit].hex;
  s.units[r.unit].hex = r.to;
  s.reserves = s.reserves.filter((x) => x.unit !== r.unit);
  t.events.push(event('reserve-move', { unit: r.unit, from, to: r.to, stops: stoppedAt }, { rule: '4.5.6' }));
};
