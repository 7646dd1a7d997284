import { worksW } from './cow.js';
import { hexEncircled } from './campaign/port-pocket.js';
import type { Dice, GameEvent } from '../../core/contract.js';
import { boardOf, defOf, sideOf, unitsAt } from './ctx.js';
import { ev } from './events.js';
import { pocketOf } from './geo.js';
import { fail } from './events.js';
import { versionOf } from './version.js';
import { captureFortress, fortressStrength, fortsOn } from './fortresses.js';
import { bridgeheadAt, bridgeheadSide } from './bridgeheads.js';
import { strength } from './combat.js';
import { capitulateAll, check } from './phases/checks.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * 25.5: sieges, in place of 8.7 for the troops in an encircled own fortress. With 2 SP or less inside
 * they never check. With more, the siege starts at the first end of the owner's turn spent so; for
 * as many stages as the fortress's strength nothing happens; after that, at the end of each of the
 * owner's turns (AMB-31), one unit checks at R + strength − the SP inside: a break and the fortress
 * capitulates, every unit in it eliminated. A fortress no longer encircled is relieved.
 * From rules version 2 (AMB-31) the SP that count are the pocket's (the fortress and every hex its
 * units could reach), the grace spares the pocket's units outside the fortress from 8.7 too, and the
 * owner may name the unit that checks (DP-12, the `roller` order in the supply batch; else the
 * highest R).
 */

/** the own fortresses of `side` holding units now; the 8.7 loop leaves them to `siegeTurnEnd` */
export const besieged = (s: OwcState, side: SideId): Set<string> => {
  const out = new Set<string>();
  if (!fortsOn(s)) return out;
  const b = boardOf(s);
  for (const [h, ids] of b.occ) if (ids.length && sideOf(s, ids[0]) === side && b.m.fortress(h) === side) out.add(h);
  return out;
};

/** the SP of `side` that count for the siege of `h`: the fortress's (v1) or its pocket's (v2, AMB-31) */
const siegeSp = (s: OwcState, h: string, side: SideId): number => {
  const b = boardOf(s);
  const hexes = versionOf(s) >= 2 ? pocketOf(b, h, side) : [h];
  let sp = 0;
  for (const x of hexes) for (const u of unitsAt(b, x)) sp += strength(s, u);
  return sp;
};

/** whether the siege of `h` is in its grace at this end of the owner's turn (begun now, or fewer stages ago than its strength) */
const inGrace = (s: OwcState, h: string): boolean =>
  s.works!.siege[h] === undefined || s.stage - s.works!.siege[h] < fortressStrength(s, h);

/**
 * The hexes of `side` that skip 8.7 at this turn end: its occupied fortresses (25.5 in its place) and,
 * from rules version 2 (AMB-31), the hexes of a pocket whose fortress's siege is in its grace.
 */
export const spared = (s: OwcState, side: SideId): Set<string> => {
  const out = besieged(s, side);
  if (versionOf(s) < 2 || !fortsOn(s)) return out;
  const b = boardOf(s);
  for (const h of [...out])
    if (hexEncircled(b, h, side) && siegeSp(s, h, side) > 2 && inGrace(s, h))
      for (const x of pocketOf(b, h, side)) out.add(x);
  return out;
};

/** 25.5 (DP-12, v2): the owner names the unit in its besieged fortress that takes the siege's check */
export const nameRoller = (s: OwcState, hex: string, unit: string, at: string): void => {
  if (versionOf(s) < 2 || !fortsOn(s)) fail('25.5', 'no-sieges', 'no sieges in this game', at);
  const w = worksW(s);
  if (boardOf(s).m.fortress(hex) !== s.phasing || w.siege[hex] === undefined)
    fail('25.5', 'not-besieged', `${hex} is not an own besieged fortress`, `${at}.hex`);
  const u = Object.hasOwn(s.units, unit) ? s.units[unit] : undefined;
  if (!u || u.where !== 'map' || u.hex !== hex || sideOf(s, unit) !== s.phasing)
    fail('25.5', 'not-inside', `${unit} is not an own unit in ${hex}`, `${at}.unit`);
  w.roller = { ...w.roller, [hex]: unit };
};

/** the own besieged fortresses whose roller the phasing player may name now (v2), with their units */
export const rollerChoices = (s: OwcState): [string, string[]][] => {
  if (versionOf(s) < 2 || !fortsOn(s)) return [];
  const b = boardOf(s);
  return Object.keys(s.works.siege)
    .filter((h) => b.m.fortress(h) === s.phasing)
    .sort()
    .map((h): [string, string[]] => [h, unitsAt(b, h).filter((u) => sideOf(s, u) === s.phasing)])
    .filter(([, ids]) => ids.length > 1);
};

/** 25.5 (DP-12: the owner's named unit, else the highest-R one): the end of the owner's turn */
export const siegeTurnEnd = (s: OwcState, side: SideId, dice: Dice, out: GameEvent[]): void => {
  if (!fortsOn(s)) return;
  const b = boardOf(s);
  // the works are copied (worksW) only when a siege begins, ends or is lifted: most turn ends change nothing
  const lift = (h: string): void => {
    const w = worksW(s);
    delete w.siege[h];
    if (w.roller?.[h]) delete w.roller[h];
  };
  for (const h of Object.keys(s.works.siege))
    if (b.m.fortress(h) === side && (!hexEncircled(b, h, side) || !unitsAt(b, h).length)) {
      lift(h);
      out.push(ev('siege', { hex: h, side, step: 'lifted' }, '25.5'));
    }
  for (const h of [...besieged(s, side)].sort()) {
    if (!hexEncircled(b, h, side)) continue; // 38.1: a German garrison supplied by sea is no siege
    const ids = unitsAt(b, h);
    // 25.5: 2 SP or less inside never check; in v2 the pocket's SP start the siege and its grace
    const few = ids.reduce((t, u) => t + strength(s, u), 0) <= 2;
    const sp = siegeSp(s, h, side);
    if (sp <= 2 || (few && versionOf(s) < 2)) continue;
    const n = fortressStrength(s, h);
    if (s.works.siege[h] === undefined) {
      worksW(s).siege[h] = s.stage;
      out.push(ev('siege', { hex: h, side, step: 'begun', grace: n }, '25.5'));
      continue;
    }
    if (inGrace(s, h) || few) continue; // the grace: as many stages as the strength
    const named = s.works.roller?.[h];
    const unit =
      named && ids.includes(named)
        ? named
        : [...ids].sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1))[0];
    const mods = [
      { rule: '25.5', value: n },
      { rule: '25.5', value: -sp },
    ];
    if (check(s, unit, mods, dice, out, 'siege', '25.5')) continue;
    out.push(ev('siege', { hex: h, side, step: 'capitulated' }, '25.5'));
    capitulateAll(s, ids, h, '25.5', out);
    lift(h);
  }
};

/** 26.2: an empty enemy bridgehead entered across its rear is taken (a fortified area for good, 25.3) */
export const takeBridgeheads = (s: OwcState, path: string[], side: SideId, out: GameEvent[]): void => {
  for (const h of path) {
    const bh = bridgeheadAt(s, h);
    if (bh && bridgeheadSide(bh) !== side) captureFortress(s, h, bh.strength, side, out);
  }
};
