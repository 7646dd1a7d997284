import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { retreatPaths } from '../combat-retreat.js';
import { contactNeedsRoll, loneHqContact } from '../command.js';
import { armOf, holder, hqsAt, isUnit, piecesAt, sideOf, unitsAt, valuesOf, type Ctx } from '../ctx.js';
import { artilleryCaught } from '../reactions.js';
import { d10 } from '../rounding.js';
import { ctxOf, type WojnaState } from '../state.js';
import { eliminate } from './attack.js';

/**
 * What an active unit's arrival next to enemy hexes sets off (9.23–24, 13.17), resolved with the
 * standing defaults: a lone enemy HQ is rolled for by the active player and displaced along the
 * owner's retreat priorities; lone artillery is destroyed by cavalry, armoured cars and trains, and
 * tests its morale against infantry and tanks, withdrawing 2 hexes (a failure costs each a level).
 * Returns true when something on the map changed.
 */
export const contactsOnEntering = (t: Turn<WojnaState>, mover: string, hex: string, snap?: Ctx): boolean => {
  const s = t.s;
  // `snap`: a snapshot taken since the last change but the mover's steps; no enemy piece next to `hex` there, no contact
  if (snap) {
    const side = sideOf(snap, mover);
    if (!snap.map.neighbours(hex).some((n) => (holder(snap, n) ?? side) !== side)) return false;
  }
  const c = ctxOf(s);
  if (!isUnit(c, mover)) return false;
  const side = sideOf(c, mover);
  const arm = armOf(c, mover);
  let changed = false;
  let cc = c; // a snapshot, refreshed after each change
  for (const n of c.map.neighbours(hex)) {
    if (changed) cc = ctxOf(s);
    const here = piecesAt(cc, n);
    if (!here.length || sideOf(c, here[0]) === side) continue;
    const units = unitsAt(cc, n);
    if (!units.length) {
      for (const h of hqsAt(cc, n)) {
        const roll = contactNeedsRoll(arm) ? d10(t.dice) : undefined;
        const r = loneHqContact(ctxOf(s), h, arm, roll);
        const dice = roll === undefined ? [] : [roll];
        if (r.eliminated) {
          t.events.push(event('hq-overrun', { hq: h, arm, roll, eliminated: true }, { rule: '9.23', dice }));
          eliminate(t, h, 'overrun');
        } else if (r.displace) {
          const paths = retreatPaths(ctxOf(s), [h], n, r.displace, [mover]);
          const to = paths[0]?.path[paths[0].path.length - 1] ?? null;
          t.events.push(event('hq-overrun', { hq: h, arm, roll, displace: r.displace, to }, { rule: '9.23', dice }));
          if (to) s.pieces[h].hex = to;
          else eliminate(t, h, 'overrun');
        } else continue;
        changed = true;
      }
      continue;
    }
    const caught = artilleryCaught(cc, n, arm);
    if (caught.kind === 'none') continue;
    changed = true;
    if (caught.kind === 'eliminated') {
      t.events.push(event('artillery-caught', { hex: n, by: arm, eliminated: units }, { rule: '13.17' }));
      for (const u of units) eliminate(t, u, 'artillery-caught');
      continue;
    }
    const roll = d10(t.dice);
    const passed = roll <= caught.morale;
    const paths = retreatPaths(ctxOf(s), [...units, ...hqsAt(ctxOf(s), n)], n, caught.withdraw, [mover]);
    const to = paths[0]?.path[paths[0].path.length - 1] ?? null;
    t.events.push(
      event(
        'artillery-caught',
        { hex: n, by: arm, roll, morale: caught.morale, passed, to },
        { rule: '13.17', dice: [roll] },
      ),
    );
    for (const u of units) {
      if (!passed) {
        const lv = s.pieces[u].level;
        if (lv >= valuesOf(ctxOf(s), u).levels) {
          eliminate(t, u, 'artillery-caught');
          continue;
        }
        s.pieces[u].level = lv + 1;
        s.levelsLost[sideOf(c, u)] += 1;
      }
      if (to) s.pieces[u].hex = to;
      else eliminate(t, u, 'artillery-caught');
    }
    for (const h of hqsAt(ctxOf(s), n)) if (to) s.pieces[h].hex = to;
  }
  return changed;
};
