import type { Turn } from '../../../core/runner.js';
import { mapOf, position, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { V17, versionOf, type TbState } from '../state.js';
import { contact } from './losses.js';
import { hidesLoneStaff, revealMarker, sharedWithTroops } from './masking.js';

/**
 * Rules version 10: troops that come next to the enemy outside their own move make contact too. 13.1.5 holds
 * "in any phase" whenever an enemy unit comes next to a lone HQ; 11.1.8 names the pursuit (9.6) besides the
 * enemy's movement, and 8.2.4 sends lone artillery in an enemy ZOC through 11.1.8 whenever it stands there, so
 * a reserve move (4.5.6) that ends next to a lone gun makes it escape as well. Before version 10 neither a
 * pursuit nor a reserve move made contact.
 */
export const arrivalOn = (s: TbState): boolean => versionOf(s) >= 10;

/**
 * `units` of `side` have just arrived at `hex` by a pursuit or a reserve move: as at the end of a move (AMB-21,
 * AMB-61, AMB-62 and phases/movement.ts), only infantry or cavalry make contact; a marker next to them hiding
 * nothing but guns is revealed first (16.2.8: its guns are about to react in the open); then each lone HQ and
 * gun of the other side next to `hex` rolls (13.1.5, 11.1.8), by its owner's standing choice when still
 * allowed (rules version 8's `displace:<hq>` and `escape:<gun>`), else the automatic one.
 */
export const arrivalContact = (t: Turn<TbState>, side: SideId, units: readonly string[], hex: string): void => {
  const s = t.s;
  if (!arrivalOn(s) || !units.some((id) => isTroops(s, id))) return;
  const owner = enemyOf(side);
  const near = mapOf(s).board.neighbourCells(hex);
  // (from rules version 17 also a marker hiding HQs or trains and no infantry or cavalry: `hidesLoneStaff`)
  const gunsOnly = s.markers.filter((m) => m.side === owner && near.includes(m.hex) && hidesLoneStaff(s, m));
  if (gunsOnly.length) {
    const troops = position(s).troops[owner];
    // rules version 17: `troops` holds the marker's own hex, so the check before kept every marker shut; now it is
    // revealed unless infantry or cavalry of its side, open or masked, stand with it (AMB-21)
    for (const m of gunsOnly)
      if (versionOf(s) >= V17 ? !sharedWithTroops(s, m) : !troops.has(m.hex)) revealMarker(s, m.id, '16.2.8', t.events);
  }
  contact(s, hex, side, t.dice, t.events, true);
};

const isTroops = (s: TbState, id: string): boolean => {
  const type = s.units[id] ? unitDef(s, id).type : undefined;
  return type === 'inf' || type === 'cav';
};

/**
 * Rules version 12: rail rides (5.2.4, 5.1.8), flights (9.5) and the meeting loser's withdrawal (9.3.7) make
 * contact too, at every hex they enter and where they end. 11.1.8 reads "enters a hex adjacent" in the enemy's
 * movement phase, which a rail ride is part of (5.3.1 takes a loaded unit's ZOC, not its entering hexes); 13.1.5
 * holds "in any phase" whenever an enemy unit comes next to a lone HQ; and a flight or withdrawal puts lone guns
 * next to its hexes in the fleeing troops' ZOC, which 8.2.4 sends through 11.1.8 as it does for a reserve move.
 */
export const travelOn = (s: TbState): boolean => versionOf(s) >= 12;
/** rules version 13: reinforcements arriving at the start of a movement phase (17.2.2) make contact where they come on */
export const arrivalsContact = (s: TbState): boolean => versionOf(s) >= 13;

/**
 * `units` of `side` have entered the hexes `entered` in turn: they stand in each while the lone HQs and guns next
 * to it react as to a pursuer arriving there (`arrivalContact`: only infantry or cavalry make contact; the escapes
 * keep off their hex and ZOC there), then go back to where the caller put them (the last hex, or off the map). As
 * in a move (phases/movement.ts), a gun escaping onto a later hex of the way stands next to the hex before it and
 * escapes again when they get there.
 */
export const travelContact = (
  t: Turn<TbState>,
  side: SideId,
  units: readonly string[],
  entered: readonly string[],
): void => {
  const s = t.s;
  const alive = units.filter((id) => s.units[id] && !s.units[id].eliminated);
  if (!travelOn(s) || !alive.some((id) => isTroops(s, id))) return;
  const put = alive.map((id) => s.units[id].hex);
  for (const h of entered) {
    for (const id of alive) s.units[id].hex = h;
    arrivalContact(t, side, alive, h);
  }
  alive.forEach((id, i) => (s.units[id].hex = put[i]));
};
