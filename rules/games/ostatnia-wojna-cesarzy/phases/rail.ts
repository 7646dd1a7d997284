import type { GameEvent } from '../../../core/contract.js';
import { controlW, unitW } from '../cow.js';
import type { Placed } from '../../../core/runner.js';
import { boardOf, has } from '../ctx.js';
import { ev, evFor, fail } from '../events.js';
import type { OwcOrder } from '../orders.js';
import { emptyUse, railLeg, type RailUse } from '../rail-transfers.js';
import type { SideId } from '../schema.js';
import { checkMobilizationRail, closedBeyondMarch } from '../campaign/borders.js';
import type { OwcState } from '../state.js';

/** Rail transfers (18) inside a movement phase, normal or reserve: the phase's use and the doubling (18.4). */

/** the moving side's rail use this phase (created on first use; startPhase drops it) */
export const railUse = (s: OwcState, side: SideId): { use: RailUse; doubled?: boolean } => {
  if (!s.rail || s.rail.side !== side) s.rail = { side, use: emptyUse() };
  return s.rail;
};

/** 18.4.1/18.4.2 and AMB-40: the batch's `double`, before its transfers; a banned side may not rail at all */
export const startRail = (s: OwcState, me: SideId, orders: Placed<OwcOrder>[]): void => {
  const banned = !!s.railBan?.includes(me);
  for (const { o, i } of orders) {
    if (o.type !== 'rail' && o.type !== 'double' && o.type !== 'secret-rail' && o.type !== 'secret-patrol') continue;
    if (!has(s, 'rail')) fail('18', 'no-rail', 'no rail transfers in this scenario', `orders[${i}].type`);
    if (banned)
      fail('18.4', 'rail-ban', 'Transports were doubled last phase: no rail in this movement phase', `orders[${i}]`);
    if (o.type === 'double') railUse(s, me).doubled = true;
  }
};

/** an order that sends a unit by rail (`rail`, 18; `secret-rail`, 20): `allowed` may move now; `control` as at the phase's start (18.2) */
export type RailOrder = (
  s: OwcState,
  me: SideId,
  o: { unit: string; to: string },
  at: string,
  allowed: string[],
  control: Record<string, SideId>,
  out: GameEvent[],
) => void;

/** one `rail` order: the unit goes by the route the engine picks (rail-transfers.ts), instead of marching */
export const doRail: RailOrder = (s, me, o, at, allowed, control, out) => {
  const u = unitW(s, o.unit);
  if (!u || u.where !== 'map' || !allowed.includes(o.unit) || u.moved)
    fail('18', 'cannot-rail', `${o.unit} may not move in this phase`, `${at}.unit`);
  checkMobilizationRail(s, o.unit, o.to, at); // 30 (campaign)
  const r = railUse(s, me);
  const from = u.hex!;
  const b = boardOf(s);
  // 30.1, 37.5 (v10): the train goes around the hexes closed to the unit
  const closed = closedBeyondMarch(s, b.m, o.unit);
  const leg = railLeg(b, me, { unit: o.unit, from, to: o.to }, r.use, { control, doubled: r.doubled, at, closed });
  u.hex = o.to;
  u.moved = true;
  controlW(s)[o.to] = me;
  const e = { unit: o.unit, from, to: o.to, path: leg.path, transports: leg.transports };
  out.push(u.concealed ? evFor('rail', e, me, '18') : ev('rail', e, '18'));
};

/** the end of a side's movement phase: a doubling bars its next one (AMB-40); a served ban ends */
export const endRail = (s: OwcState, me: SideId): void => {
  const doubled = s.rail?.side === me && !!s.rail.doubled;
  if (s.railBan) {
    s.railBan = s.railBan.filter((x) => x !== me);
    if (!s.railBan.length) delete s.railBan;
  }
  if (doubled) (s.railBan ??= []).push(me);
};
