import type { Dice, GameEvent } from '../../core/contract.js';
import { boardOf, defOf, sideOf, unitsAt } from './ctx.js';
import { ev } from './events.js';
import { encircled } from './geo.js';
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
 */

/** the own fortresses of `side` holding units now; the 8.7 loop leaves them to `siegeTurnEnd` */
export const besieged = (s: OwcState, side: SideId): Set<string> => {
  const out = new Set<string>();
  if (!fortsOn(s)) return out;
  const b = boardOf(s);
  for (const [h, ids] of b.occ) if (ids.length && sideOf(s, ids[0]) === side && b.m.fortress(h) === side) out.add(h);
  return out;
};

/** 25.5 (DP-12: the engine picks the highest-R unit, the spec's default): the end of the owner's turn */
export const siegeTurnEnd = (s: OwcState, side: SideId, dice: Dice, out: GameEvent[]): void => {
  if (!fortsOn(s)) return;
  const b = boardOf(s);
  const w = s.works;
  for (const h of Object.keys(w.siege))
    if (b.m.fortress(h) === side && (!encircled(b, h, side) || !unitsAt(b, h).length)) {
      delete w.siege[h];
      out.push(ev('siege', { hex: h, side, step: 'lifted' }, '25.5'));
    }
  for (const h of [...besieged(s, side)].sort()) {
    if (!encircled(b, h, side)) continue;
    const ids = unitsAt(b, h);
    const sp = ids.reduce((t, u) => t + strength(s, u), 0);
    if (sp <= 2) continue; // 25.5: no failed-breakout check at all
    const n = fortressStrength(s, h);
    if (w.siege[h] === undefined) {
      w.siege[h] = s.stage;
      out.push(ev('siege', { hex: h, side, step: 'begun', grace: n }, '25.5'));
      continue;
    }
    if (s.stage - w.siege[h] < n) continue; // the grace: as many stages as the strength
    const unit = [...ids].sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1))[0];
    const mods = [
      { rule: '25.5', value: n },
      { rule: '25.5', value: -sp },
    ];
    if (check(s, unit, mods, dice, out, 'siege', '25.5')) continue;
    out.push(ev('siege', { hex: h, side, step: 'capitulated' }, '25.5'));
    capitulateAll(s, ids, h, '25.5', out);
    delete w.siege[h];
  }
};

/** 26.2: an empty enemy bridgehead entered across its rear is taken (a fortified area for good, 25.3) */
export const takeBridgeheads = (s: OwcState, path: string[], side: SideId, out: GameEvent[]): void => {
  for (const h of path) {
    const bh = bridgeheadAt(s, h);
    if (bh && bridgeheadSide(bh) !== side) captureFortress(s, h, bh.strength, side, out);
  }
};
