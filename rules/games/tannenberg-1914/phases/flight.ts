import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { mapOf, position, sideOf, unitDef } from '../ctx.js';
import { allowedFlightPaths, extraHex, flightPaths, maxFlight, type FlightCtx, type FlightPath } from '../flight.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import { contact, escapeFrom, loseEp } from './losses.js';
import { chosenFlight, ownPath } from './own-choices.js';
import { hostsAt, rideAlong, sharers, shelter } from './shelter.js';
import { leftBehindChoice } from './standing.js';
import { travelContact } from './arrival.js';
import { leaveBox } from './masking.js';

/**
 * Rules version 5: flight in phase 8 (9.5), encirclement (9.2.2, AMB-22) and straits (9.7.7, AMB-53),
 * the parts of a combat that read the ground around the defender.
 */
type T = Turn<TbState>;
const face = (s: TbState, id: string) => (s.units[id].face === 'front' ? unitDef(s, id).front : unitDef(s, id).back!);

/**
 * 9.5: the defenders of each hex flee `n` hexes (capped by 9.5.2's maximum) on the path with the least
 * ZOC loss, and lose `d` − n EP plus 1 EP per enemy-ZOC hex without a friendly unit (9.5.7). Then the
 * extra hex (9.5.9): a d6 above the highest EFF drives them one hex further by the same geometry,
 * the loss not reduced (AMB-26); with no such hex they are eliminated (9.5.8, TC-25). A hex with no
 * legal flight path does not flee (AMB-66: a voluntary flight needs a path), and then nobody does
 * (9.5.1: all defenders flee). Trains go with their stack (AMB-70); artillery and HQs left alone next
 * to the enemy react as on contact (11.5.3, 13.1.5). From rules version 12 the fleeing troops make contact at
 * every hex they enter (phases/arrival.ts `travelContact`). Returns whether they fled.
 */
export const flee = (t: T, ids: string[], n: number, d: number): boolean => {
  const s = t.s,
    mi = mapOf(s);
  if (!ids.length) return false;
  const side = sideOf(s, ids[0]),
    enemy = enemyOf(side);
  const p = position(s);
  const ctx: FlightCtx = { enemyZoc: p.zoc[enemy], enemyOccupied: p.occupied[enemy], friendly: p.units[side] };
  const hexes = [...new Set(ids.map((id) => s.units[id].hex!))];
  const far = Math.min(n, maxFlight(ids.map((id) => unitDef(s, id).type)));
  const chosen = new Map<string, FlightPath>();
  // rules version 12: the hexes each stack entered, for its contact once every stack has fled
  const travels: { units: string[]; entered: string[] }[] = [];
  for (const h of hexes) {
    // rules version 7: the player's own path when its first hexes are an allowed flight (9.5.4)
    const best = chosenFlight(allowedFlightPaths(mi, ctx, h, far), ownPath(s, side, h), far);
    if (!best) return false;
    chosen.set(h, best);
  }
  for (const h of hexes) {
    const path = chosen.get(h)!;
    const here = ids.filter((id) => s.units[id].hex === h);
    const roll = t.dice.roll(6);
    let to = path.path[path.path.length - 1],
      zoc = path.zocLoss,
      extra: string | null | undefined;
    if (extraHex(roll, Math.max(0, ...here.map((id) => face(s, id).eff)))) {
      const next = flightPaths(mi, ctx, h, far + 1)
        .filter((x) => path.path.every((c, i) => x.path[i] === c))
        .sort((a, b) => Number(a.endsInZoc) - Number(b.endsInZoc) || a.zocLoss - b.zocLoss);
      // rules version 7: the hex after them on the player's own path, when it is as good as the best
      const own = ownPath(s, side, h)?.[far];
      const mine = own ? next.find((x) => x.path[far] === own) : undefined;
      const onward =
        mine && Number(mine.endsInZoc) === Number(next[0].endsInZoc) && mine.zocLoss === next[0].zocLoss
          ? mine
          : next[0];
      extra = onward ? onward.path[far] : null;
      if (onward) {
        to = extra!;
        zoc = onward.zocLoss;
      }
    }
    t.events.push(
      event(
        'flight',
        { side, from: h, path: extra ? [...path.path, extra] : path.path, ...(extra === null ? { extra: null } : {}) },
        { rule: extra === undefined ? '9.5' : '9.5.9', dice: [roll] },
      ),
    );
    for (const [tid, tr] of Object.entries(s.trains))
      if (tr.hex === h && !tr.rail) {
        leaveBox(s, tid); // rules version 17: a masked train goes back with the stack in the open (15.3.5)
        tr.hex = to;
      }
    // 9.5.5 (rules version 7): units that fled here earlier flee with the stack, 1 EP a hex
    const riders = sharers(s, h, ids);
    const hosted = extra !== null && hostsAt(s, to, [...here, ...riders]);
    for (const id of here) {
      if (extra === null) {
        loseEp(s, id, 99, '9.5.8', t.events);
        continue;
      }
      s.units[id].hex = to;
      loseEp(s, id, d - far + zoc, '9.5.2', t.events);
    }
    rideAlong(s, riders, extra === null ? null : to, far + (extra ? 1 : 0), t.events);
    if (extra !== null)
      travels.push({ units: [...here, ...riders], entered: extra ? [...path.path, extra] : path.path });
    if (hosted) shelter(s, [...here, ...riders]);
    const left = [...Object.values(s.units), ...Object.values(s.hqs)].some((x) => x.hex === h);
    // rules version 6 (11.5.3, 13.1.5): the artillery and HQs the stack leaves behind escape from its hex
    // by 11.1.8 and 13.1.5 themselves, not as pieces next to whichever attacker comes first; rules version 9:
    // by their owner's standing choices (the card's path first for the guns)
    if (left && (s.rulesVersion ?? 1) >= 6)
      escapeFrom(
        s,
        h,
        enemy,
        t.dice,
        t.events,
        undefined,
        ownPath(s, side, h),
        leftBehindChoice(s, side, extra === null ? null : to),
      );
    else {
      const by = mi.board.neighbourCells(h).find((x) => p.troops[enemy].has(x));
      if (left && by) contact(s, by, enemy, t.dice, t.events);
    }
  }
  // after every stack has fled, so that no gun escapes onto a hex another stack is still to flee to
  for (const x of travels) travelContact(t, side, x.units, x.entered);
  return true;
};

/** a step no defender may take out of `hex` (AMB-22): water, off the map, across a lake or the Vistula */
const closed = (s: TbState, from: string, to: string): boolean => {
  const mi = mapOf(s);
  if (!mi.has(to) || mi.water(to)) return true;
  const side = mi.side(from, to);
  return !!side.lake || side.river === 'vistula';
};
/**
 * 9.2.2 (AMB-22): the defending hex is encircled when each of its six neighbours holds an attacker-side
 * piece, or lies in the attacker's ZOC without a defender-side unit, or is closed to the defender; the
 * option `encirclement: all-enemy` asks for an attacker-side unit on every neighbour.
 */
export const isEncircled = (s: TbState, hex: string, attacker: SideId): boolean => {
  const mi = mapOf(s);
  const p = position(s);
  const defender = enemyOf(attacker);
  const strict = s.options.encirclement === 'all-enemy';
  return mi.board
    .neighbourCells(hex)
    .every((n) =>
      strict
        ? p.units[attacker].has(n)
        : p.occupied[attacker].has(n) || (p.zoc[attacker].has(n) && !p.units[defender].has(n)) || closed(s, hex, n),
    );
};

/**
 * 9.7.7 (AMB-53): the strait hexsides of a combat whose every attacking hex attacks across straits only,
 * or null when some attacker comes across a normal hexside (then everyone counts)
 */
export const straitFront = (s: TbState, attHexes: string[], defHexes: string[]): Set<string> | null => {
  const mi = mapOf(s);
  const sides = new Set<string>();
  for (const a of attHexes)
    for (const d of defHexes) {
      if (!mi.board.adjacent(a, d)) continue;
      if (!mi.side(a, d).strait) return null;
      sides.add(a < d ? `${a}|${d}` : `${d}|${a}`);
    }
  return sides.size ? sides : null;
};
