import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { retreatPaths } from '../combat-retreat.js';
import { contactNeedsRoll, loneHqContact } from '../command.js';
import { armOf, holder, hqsAt, isUnit, piecesAt, sideOf, unitsAt, valuesOf, type Ctx } from '../ctx.js';
import { artilleryCaught } from '../reactions.js';
import { d10 } from '../rounding.js';
import { ctxOf, versionOf, type PendingContact, type WojnaState } from '../state.js';
import { eliminate, takeLosses } from './losses.js';
import { defaultRetreat } from '../combat-retreat.js';
import { flotillasSail } from '../flotillas.js';
import { policiesOf } from '../policies.js';
import { passRolls } from './retreat.js';
import { reactionsFor, reactionZocLoss, type Reaction } from '../reactions.js';
import { POLICY_ASK } from '../../../core/contract.js';
import { asksContact, queueContact } from './contact-path.js';

/**
 * What an active unit's arrival next to enemy hexes sets off (9.23–24, 13.17), resolved with the
 * standing defaults: a lone enemy HQ is rolled for by the active player and displaced along the
 * owner's retreat priorities; lone artillery is destroyed by cavalry, armoured cars and trains, and
 * tests its morale against infantry and tanks, withdrawing 2 hexes (a failure costs each a level).
 * Returns true when something on the map changed. A pursuer (rules version 8) sets off the same contacts
 * (9.24, 13.17) but no reaction.
 */
export const contactsOnEntering = (
  t: Turn<WojnaState>,
  mover: string,
  hex: string,
  snap?: Ctx,
  /** rules version 8: a pursuer's step (9.24, 13.17), which sets off no reaction (13.9 note 1) */
  pursuit = false,
): boolean => {
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
  const hqRule: PendingContact['rule'] = pursuit ? '9.24' : '9.23';
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
          t.events.push(event('hq-overrun', { hq: h, arm, roll, eliminated: true }, { rule: hqRule, dice }));
          eliminate(t, h, 'overrun');
        } else if (r.displace) {
          // rules version 11: the moving player may pick the path live (policy retreat: ask); 12: the pursuing one too
          const p: PendingContact = { rule: hqRule, side, by: mover, hex: n, pieces: [h], distance: r.displace };
          if (asksContact(s, p, pursuit)) {
            queueContact(s, p);
            t.events.push(
              event('hq-overrun', { hq: h, arm, roll, displace: r.displace, asked: side }, { rule: hqRule, dice }),
            );
            continue;
          }
          const paths = retreatPaths(ctxOf(s), [h], n, r.displace, [mover]);
          const to = paths[0]?.path[paths[0].path.length - 1] ?? null;
          t.events.push(event('hq-overrun', { hq: h, arm, roll, displace: r.displace, to }, { rule: hqRule, dice }));
          if (to) s.pieces[h].hex = to;
          else eliminate(t, h, 'overrun');
        } else continue;
        changed = true;
      }
      continue;
    }
    if (!pursuit && versionOf(s) >= 4 && react(t, mover, n)) {
      changed = true;
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
    // rules version 11: the owner may pick the withdrawal live (policy retreat: ask); the level is lost first
    const owner = sideOf(c, units[0]);
    const withdrawing = [...units, ...hqsAt(ctxOf(s), n)];
    const p: PendingContact = {
      rule: '13.17',
      side: owner,
      by: mover,
      hex: n,
      pieces: withdrawing,
      distance: caught.withdraw,
    };
    if (asksContact(s, p, pursuit)) {
      t.events.push(
        event(
          'artillery-caught',
          { hex: n, by: arm, roll, morale: caught.morale, passed, asked: owner },
          { rule: '13.17', dice: [roll] },
        ),
      );
      if (!passed) for (const u of units) failedTest(t, u);
      queueContact(s, p);
      continue;
    }
    const paths = retreatPaths(ctxOf(s), withdrawing, n, caught.withdraw, [mover]);
    const to = paths[0]?.path[paths[0].path.length - 1] ?? null;
    t.events.push(
      event(
        'artillery-caught',
        { hex: n, by: arm, roll, morale: caught.morale, passed, to },
        { rule: '13.17', dice: [roll] },
      ),
    );
    for (const u of units) {
      if (!passed && failedTest(t, u)) continue;
      if (to) s.pieces[u].hex = to;
      else eliminate(t, u, 'artillery-caught');
    }
    for (const h of hqsAt(ctxOf(s), n)) if (to) s.pieces[h].hex = to;
  }
  return changed;
};

/** 13.17: lone artillery failing its morale test loses a level, or is eliminated at its last; true if eliminated */
const failedTest = (t: Turn<WojnaState>, u: string): boolean => {
  const s = t.s;
  const c = ctxOf(s);
  const lv = s.pieces[u].level;
  if (lv >= valuesOf(c, u).levels) {
    eliminate(t, u, 'artillery-caught');
    return true;
  }
  s.pieces[u].level = lv + 1;
  s.levelsLost[sideOf(c, u)] += 1;
  return false;
};

/** 13.9–13: the reaction open to the stack on `hex` when `mover` enters next to it (the most specific), with its HQs */
export const openReaction = (c: Ctx, mover: string, hex: string): (Reaction & { hqs: string[] }) | null => {
  // 13.12: river units react from rules version 6, alone like trains
  const r = reactionsFor(c, hex, [mover], false).find((x) => x.rule !== '13.12' || flotillasSail(c));
  if (!r) return null;
  const owner = sideOf(c, r.units[0]);
  const hqs = r.rule === '13.11' || r.rule === '13.12' ? [] : hqsAt(c, hex).filter((h) => sideOf(c, h) === owner);
  return { ...r, hqs };
};

/**
 * 13.9–16 (rules version 4): the stack on `hex` reacts to `mover` entering next to it when its owner's
 * policy says `always-max`: the most specific reaction open to it (13.9 cavalry, 13.10 armoured cars,
 * 13.11 trains alone; 13.12 river units alone from rules version 6), as far as a retreat by the priorities
 * of 14.22 goes (its maximum, else shorter), its HQs along (13.13, not with trains), a morale test for
 * each enemy ZOC hex passed (13.16, AMB-45), a REACTION marker on each unit (13.14). True if it moved.
 * Policy `ask` (rules version 5): the hex is queued to be asked (`activation.reaction`), false.
 */
const react = (t: Turn<WojnaState>, mover: string, hex: string): boolean => {
  const s = t.s;
  const c = ctxOf(s);
  const owner = sideOf(c, piecesAt(c, hex)[0]);
  const policy = policiesOf(s.policies, owner).reaction;
  if (policy !== 'always-max' && policy !== POLICY_ASK) return false;
  const r = openReaction(c, mover, hex);
  if (!r) return false;
  if (policy === POLICY_ASK) {
    // rules version 10: asked when any distance 1..max has a path (a train past an enemy unit may have none of 1, 14.28)
    if (versionOf(s) < 5) return false;
    const reach = versionOf(s) >= 10 ? r.max : 1;
    let open = false;
    for (let d = 1; d <= reach && !open; d++)
      open = retreatPaths(c, [...r.units, ...r.hqs], hex, d, [mover]).length > 0;
    if (!open) return false;
    const a = s.activation!;
    a.reaction = { by: mover, hexes: [...(a.reaction?.hexes ?? []), hex] };
    t.events.push(event('reaction-asked', { side: owner, hex, by: mover }, { rule: r.rule }));
    return false;
  }
  let path = null;
  for (let d = r.max; d >= 1 && !path; d--) path = defaultRetreat(c, [...r.units, ...r.hqs], hex, d, [mover]);
  if (!path) return false;
  performReaction(t, mover, r, path);
  return true;
};

/** the reaction along `path` (a retreat path from the stack's hex): the move, the markers, the ZOC tests (13.13–16), the passes (rules version 9) */
export const performReaction = (
  t: Turn<WojnaState>,
  mover: string,
  r: Reaction & { hqs: string[] },
  path: { path: string[]; zocHexes: string[]; passes?: string[] },
): void => {
  const s = t.s;
  const c = ctxOf(s);
  const owner = sideOf(c, r.units[0]);
  const to = path.path[path.path.length - 1];
  for (const id of [...r.units, ...r.hqs]) s.pieces[id].hex = to;
  for (const u of r.units) s.pieces[u].reacted = true;
  const rolls = path.zocHexes.map(() => d10(t.dice));
  const morale = Math.max(...r.units.map((u) => valuesOf(c, u).morale));
  const failures = rolls.filter((x) => x > morale).length;
  t.events.push(
    event(
      'reaction',
      {
        side: owner,
        by: mover,
        units: r.units,
        hqs: r.hqs,
        path: path.path,
        zocHexes: path.zocHexes,
        rolls,
        morale,
        failures,
      },
      { rule: r.rule, dice: rolls },
    ),
  );
  takeLosses(t, r.units, reactionZocLoss(c, r.units, failures), undefined, 'reaction-zoc');
  // rules version 9: a reaction is a retreat (13.11–12), so its passes are rolled as a retreat's (14.28–29)
  if (versionOf(s) >= 9) passRolls(t, r.units, path.passes ?? []);
};
