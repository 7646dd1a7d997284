import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { mapOf, position, unitDef, type Position } from '../ctx.js';
import { stepCost } from '../movement.js';
import { enemyOf, type Kind } from '../pieces.js';
import type { SideId } from '../schema.js';
import { isAsk, versionOf, type Reserve, type ReserveTrigger, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { zocOf } from '../zoc.js';
import { commandedNow } from './command.js';
import { moveCtx, walkMove } from './movement.js';
import type { MoveCtx } from '../movement.js';
import { heldGuards } from '../optional.js';
import { arrivalContact } from './arrival.js';

/**
 * Phase 4 and rule 4.5: reserves. Both sides designate at once, in a sealed window: commanded
 * units outside enemy ZOC take a RESERVE marker (4.5.1–4.5.2) and each files its trigger ahead
 * (the play-by-web shape of 4.5.6): "when an enemy piece with a ZOC enters one of these hexes, move
 * to that hex". The markers show once both sides are in; the triggers never do. In the enemy's
 * movement the first trigger that fires, whose one-hex move is legal (4.5.4) and ends in the mover's
 * ZOC (4.5.5), moves the reserve unit and stops the mover where it stands (4.5.6). From rules version 4 a
 * unit may instead be designated `ask`: its owner is asked live whenever a mover reaches a hex where it
 * could react (the spec's live query, the path shown only up to that hex), and reacts or lets it pass.
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
  if (o.ask) {
    if (versionOf(s) < 4) fail('4.5.6', 'no-ask', 'a reserve asked live comes with rules version 4', `${at}.ask`);
    if (o.to !== undefined || o.on !== undefined)
      fail(
        '4.5.6',
        'ask-or-trigger',
        'a reserve asked live files no trigger',
        `${at}.${o.to !== undefined ? 'to' : 'on'}`,
      );
    s.reserves.push({ unit: o.unit, side, ask: true });
    return;
  }
  if (o.to === undefined) fail('4.5.4', 'no-hex', 'a trigger names the hex to move to (or ask: true)', `${at}.to`);
  if (o.on === undefined) fail('4.5.5', 'no-trigger', 'a trigger names the hexes that set it off', `${at}.on`);
  const from = s.units[o.unit].hex!;
  if (!mi.has(o.to) || !mi.board.adjacent(from, o.to))
    fail('4.5.4', 'not-adjacent', `${o.to} is not next to ${from}`, `${at}.to`, { h: o.to, from });
  o.on.forEach((h, j) => {
    if (!mi.has(h) || !mi.board.adjacent(h, o.to!))
      fail('4.5.5', 'not-in-zoc', `a mover at ${h} would not have ${o.to} in its ZOC`, `${at}.on[${j}]`, {
        a: h,
        b: String(o.to),
      });
  });
  s.reserves.push({ unit: o.unit, side, to: o.to, on: [...new Set(o.on)] });
};

/** both sides are in: the RESERVE markers go on the map for all to see (4.5.3) */
export const closeReserves = (t: T): void => {
  const s = t.s;
  for (const r of s.reserves) s.units[r.unit].reserve = true;
  if (s.reserves.length) t.events.push(event('reserve', { units: s.reserves.map((r) => r.unit) }, { rule: '4.5.3' }));
};

/** the movers' side's ZOC with the movers at `hex` (a reserve unit already in it may not react, AMB-11) */
const zocWith = (s: TbState, side: SideId, movers: readonly string[], hex: string, before: Position): Set<string> => {
  const mi = mapOf(s);
  const moving = new Set(movers);
  const zoc = zocOf(
    mi,
    before.pieces.filter((x) => !moving.has(x.id)),
    side,
  );
  for (const h of mi.zocCells(hex)) zoc.add(h);
  return zoc;
};

/** 4.5.4–4.5.5: may reserve unit `unit` step to `to` into the ZOC of movers standing at `hex` */
const mayReact = (
  s: TbState,
  unit: string,
  to: string,
  hex: string,
  zoc: ReadonlySet<string>,
  ctx: MoveCtx,
): boolean => {
  const u = s.units[unit];
  if (!u?.hex || !u.reserve || zoc.has(u.hex) || to === hex) return false;
  const mi = mapOf(s);
  if (!mi.zocCells(hex).includes(to)) return false;
  return stepCost(mi, ctx, { kind: unitDef(s, unit).type as Kind }, u.hex, to).ok;
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
  const reacting = enemyOf(side);
  const triggers = s.reserves.filter(
    (r): r is ReserveTrigger => !isAsk(r) && r.side === reacting && r.on.includes(hex),
  );
  if (!triggers.length) return null;
  const zoc = zocWith(s, side, movers, hex, before);
  const ctx = moveCtx(s, reacting, before);
  for (const r of triggers) if (mayReact(s, r.unit, r.to, hex, zoc, ctx)) return r;
  return null;
};

/**
 * 4.5.6 (rules version 4): the reserve units asked live that could react to `movers` entering `hex`,
 * each with the hexes it may step to; empty when none could
 */
export const askedReactions = (
  s: TbState,
  side: SideId,
  movers: readonly string[],
  hex: string,
  before: Position,
): { unit: string; to: string[] }[] => {
  const reacting = enemyOf(side);
  const asks = s.reserves.filter((r) => isAsk(r) && r.side === reacting && s.units[r.unit]?.reserve);
  if (!asks.length) return [];
  const mi = mapOf(s);
  const zoc = zocWith(s, side, movers, hex, before);
  const ctx = moveCtx(s, reacting, before);
  const out: { unit: string; to: string[] }[] = [];
  for (const r of asks) {
    const from = s.units[r.unit].hex;
    if (!from) continue;
    const to = mi.board.neighbourCells(from).filter((h) => mayReact(s, r.unit, h, hex, zoc, ctx));
    if (to.length) out.push({ unit: r.unit, to });
  }
  return out;
};

/** the reserve unit makes its one-hex move to `to`; its designation is spent */
export const reserveMove = (t: T, r: Pick<ReserveTrigger, 'unit' | 'to'>, stoppedAt: string): void => {
  const s = t.s;
  const from = s.units[r.unit].hex;
  s.units[r.unit].hex = r.to;
  s.reserves = s.reserves.filter((x: Reserve) => x.unit !== r.unit);
  t.events.push(event('reserve-move', { unit: r.unit, from, to: r.to, stops: stoppedAt }, { rule: '4.5.6' }));
};

/**
 * 4.5.6 (rules version 4): the owner's answer to a paused move. `reserve-move` steps one of the units
 * that could react and stops the mover at the hex it reached; `end` lets it go on (and perhaps pause
 * again further on). Either way the mover's window comes back, the rest of its batch already returned.
 */
export const playReserveAnswer = (t: T, orders: readonly PlacedOrder<TbOrder>[]): void => {
  const s = t.s,
    p = s.paused!;
  if (orders.length !== 1) fail('4.5.6', 'one-answer', 'one answer: a reserve move or end', 'orders[1]');
  const { o, at } = orders[0];
  const pos = position(s);
  const hex = p.path[p.at];
  delete s.paused;
  s.await = { kind: 'move', sides: [p.side] };
  if (o.type === 'end') {
    // rules version 11: the hex it waited at has had its reserve check, not yet its contact in passing
    walkMove(t, p.side, p.pieces, p.path, pos, p.at + 1, p.at);
    return;
  }
  if (o.type !== 'reserve-move') return;
  const may = askedReactions(s, p.side, p.pieces, hex, pos).find((r) => r.unit === o.unit);
  if (!may) fail('4.5.6', 'not-asked', `${o.unit} is not a reserve unit of yours that may react here`, `${at}.unit`);
  if (!may.to.includes(o.to))
    fail('4.5.5', 'not-in-zoc', `${o.to} is not a legal step into the ZOC of the mover at ${hex}`, `${at}.to`, {
      to: o.to,
      hex,
      why: 'step',
    });
  reserveMove(t, o, hex);
  walkMove(t, p.side, p.pieces, p.path.slice(0, p.at + 1), pos, p.at + 1);
  // rules version 10: once the mover stands where it was stopped, the reserve unit makes contact
  arrivalContact(t, enemyOf(p.side), [o.unit], o.to);
};
