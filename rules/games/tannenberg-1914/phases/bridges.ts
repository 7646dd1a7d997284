import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { blowRoll, mayTryBridge } from '../bridges.js';
import { hqDef, mapOf, position, type Position } from '../ctx.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { rangeOf, reachOf } from './command.js';

/**
 * Rule 6 in the movement phase: the active player may try to blow a Vistula bridge standing on the
 * map when its army HQ or one of its corps HQs has either hex of it in command range (AMB-18), once
 * a turn; a 6 destroys it for good.
 */
type T = Turn<TbState>;

/** the Vistula bridges `side` may try now (the view's buttons) */
export const bridgesInRange = (s: TbState, side: SideId, pos?: Position): string[] => {
  if (s.bridgeTries.includes(side)) return [];
  const mi = mapOf(s);
  const standing = mi.map.vistulaBridges.filter((b) => mi.has(b.a) && mi.has(b.b) && !s.bridgesDown.includes(b.id));
  if (!standing.length) return [];
  // an HQ farther from every standing bridge than its range has none in its command lines (13.2)
  const near = (id: string): boolean => {
    const range = rangeOf(s, id, false),
      hex = s.hqs[id].hex!;
    return standing.some((b) => mi.board.distance(hex, b.a) <= range || mi.board.distance(hex, b.b) <= range);
  };
  const hqs = Object.keys(s.hqs).filter(
    (id) => s.hqs[id].hex && !s.hqs[id].rail && hqDef(s, id).side === side && near(id),
  );
  if (!hqs.length) return [];
  const p = pos ?? position(s);
  const reaches = hqs.map((id) => reachOf(s, p, id, false));
  return standing.filter((b) => reaches.some((r) => r.has(b.a) || r.has(b.b))).map((b) => b.id);
};

export const playBlowBridge = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'blow-bridge') return;
  const s = t.s,
    side = t.side as SideId;
  const bridge = mapOf(s).map.vistulaBridges.find((b) => b.id === o.bridge);
  if (!bridge || s.bridgesDown.includes(o.bridge))
    fail('6.0', 'no-bridge', `no standing Vistula bridge ${o.bridge}`, `${at}.bridge`);
  const may = mayTryBridge(s.bridgeTries.includes(side) ? 1 : 0, bridgesInRange(s, side).includes(o.bridge));
  if (!may.ok) fail(may.rule, 'bridge', may.reason, `${at}.bridge`);
  s.bridgeTries.push(side);
  const roll = t.dice.roll(6);
  const blown = blowRoll(roll);
  if (blown) s.bridgesDown.push(o.bridge);
  t.events.push(
    event(
      'bridge',
      { bridge: o.bridge, name: bridge!.name, kind: bridge!.kind, side, blown },
      { rule: '6.0', dice: [roll] },
    ),
  );
};
