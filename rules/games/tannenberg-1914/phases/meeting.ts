import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { mapOf, position } from '../ctx.js';
import { allowedFlightPaths } from '../flight.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import { loseEp } from './losses.js';
import { pursue } from './pursuit.js';
import { travelContact, travelOn } from './arrival.js';
import { leaveBox } from './masking.js';
import { rideAlong, sharers } from './shelter.js';

/**
 * 9.3.7 after a meeting engagement's losses: when both sides still have troops, who gives way is rolled
 * (d6 + the highest surviving EFF, ties rolled again); the loser's troops withdraw one hex from each of
 * their hexes by the flight rules (AMB-27), the first allowed hex, those with none eliminated (9.5.8).
 * From rules version 11 the winner's troops enter the hexes the loser left (`winnerEnters`); a side whose
 * troops the losses eliminated has lost without a roll, and the other enters the hexes it held. From rules
 * version 12 an unloaded train goes back with its stack (15.3.5, AMB-70) and the withdrawn troops make contact
 * where they end (phases/arrival.ts `travelContact`) before the winner enters.
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
  /** the hexes the side's troops held in the combat, before its losses */
  held: (side: SideId) => string[],
): void => {
  const s = t.s,
    mi = mapOf(s),
    nip = enemyOf(ip);
  if (!left(ip).length || !left(nip).length) {
    const winner = left(ip).length ? ip : nip;
    if (left(winner).length) winnerEnters(t, winner, left(winner), held(enemyOf(winner)));
    return;
  }
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
  const vacated = [...new Set(left(loser).map((id) => s.units[id].hex!))];
  const travels: { units: string[]; to: string }[] = [];
  for (const h of vacated) {
    const path = allowedFlightPaths(
      mi,
      { enemyZoc: p.zoc[enemyOf(loser)], enemyOccupied: p.occupied[enemyOf(loser)], friendly: p.units[loser] },
      h,
      1,
    )[0];
    const riders = sharers(s, h, inCombat);
    const movers = left(loser).filter((u) => s.units[u].hex === h);
    for (const id of movers) {
      if (path) s.units[id].hex = path.path[0];
      else loseEp(s, id, 99, '9.5.8', t.events);
    }
    rideAlong(s, riders, path?.path[0] ?? null, 1, t.events);
    if (path && travelOn(s)) {
      // rules version 12 (15.3.5, AMB-70): an unloaded train goes back with its stack, as in a flight, unless a
      // train stands there already (7.1.4: one a hex)
      const to = path.path[0];
      if (!Object.values(s.trains).some((tr) => tr.hex === to))
        for (const [tid, tr] of Object.entries(s.trains))
          if (tr.hex === h && !tr.rail) {
            leaveBox(s, tid); // rules version 17: a masked train goes back with the stack in the open (15.3.5)
            tr.hex = to;
          }
      travels.push({ units: [...movers, ...riders], to: path.path[0] });
    }
    t.events.push(
      event('withdraw', { side: loser, from: h, to: path?.path[0] ?? null }, { rule: '9.3.7', dice: wd.splice(0) }),
    );
  }
  // rules version 12: the withdrawn troops' contact where they now stand, once every hex has withdrawn
  for (const x of travels) travelContact(t, loser, x.units, [x.to]);
  winnerEnters(t, enemyOf(loser), left(enemyOf(loser)), vacated);
};

/**
 * 9.3.7 (rules version 11): the winner's troops "may enter the hexes" the loser's left; by our default policy
 * (as for pursuit, 9.6) every one of them that stands next to such a hex does, hex by hex in the order the
 * loser left them, each unit once, while stacking allows; the entry is a pursuit (spec P1), with its town,
 * fort and contact (phases/pursuit.ts). A hex still holding a piece of the loser's (a gun left there) is not
 * entered.
 */
const winnerEnters = (t: Turn<TbState>, winner: SideId, units: readonly string[], vacated: readonly string[]): void => {
  const s = t.s,
    mi = mapOf(s);
  if (versionOf(s) < 11) return;
  const entered = new Set<string>();
  for (const h of vacated) {
    const goers = units.filter((id) => !entered.has(id) && s.units[id].hex && mi.board.adjacent(s.units[id].hex!, h));
    const fort = mi.forts.get(h);
    pursue(t, winner, goers, h, fort, '9.3.7');
    for (const id of goers) if (s.units[id].hex === h) entered.add(id);
  }
};
