import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { mapOf, position } from '../ctx.js';
import { allowedFlightPaths } from '../flight.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import { loseEp } from './losses.js';
import { rideAlong, sharers } from './shelter.js';

/**
 * 9.3.7 after a meeting engagement's losses: when both sides still have troops, who gives way is rolled
 * (d6 + the highest surviving EFF, ties rolled again); the loser's troops withdraw one hex from each of
 * their hexes by the flight rules (AMB-27), the first allowed hex, those with none eliminated (9.5.8).
 */
export const meetingWithdrawal = (
  t: Turn<TbState>,
  ip: SideId,
  /** the side's surviving troops of the combat */
  left: (side: SideId) => string[],
  /** the highest EFF among the given units */
  effOf: (ids: string[]) => number[],
  /** every piece of the combat (9.5.5's sharers are the others in the hex) */
  inCombat: readonly string[],
): void => {
  const s = t.s,
    mi = mapOf(s),
    nip = enemyOf(ip);
  if (!left(ip).length || !left(nip).length) return;
  let loser: SideId;
  const wd: number[] = [];
  for (;;) {
    const a = t.dice.roll(6),
      b = t.dice.roll(6);
    wd.push(a, b);
    const ti = a + Math.max(0, ...effOf(left(ip))),
      tn = b + Math.max(0, ...effOf(left(nip)));
    if (ti !== tn) {
      loser = ti < tn ? ip : nip;
      break;
    }
  }
  const p = position(s);
  for (const h of [...new Set(left(loser).map((id) => s.units[id].hex!))]) {
    const path = allowedFlightPaths(
      mi,
      { enemyZoc: p.zoc[enemyOf(loser)], enemyOccupied: p.occupied[enemyOf(loser)], friendly: p.units[loser] },
      h,
      1,
    )[0];
    const riders = sharers(s, h, inCombat);
    for (const id of left(loser).filter((u) => s.units[u].hex === h)) {
      if (path) s.units[id].hex = path.path[0];
      else loseEp(s, id, 99, '9.5.8', t.events);
    }
    rideAlong(s, riders, path?.path[0] ?? null, 1, t.events);
    t.events.push(
      event('withdraw', { side: loser, from: h, to: path?.path[0] ?? null }, { rule: '9.3.7', dice: wd.splice(0) }),
    );
  }
};
