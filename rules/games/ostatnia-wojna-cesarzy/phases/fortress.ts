import type { Dice, GameEvent } from '../../../core/contract.js';
import { type Board, boardOf } from '../ctx.js';
import { ev } from '../events.js';
import { enemyFortress } from '../geo.js';
import type { AttackEval } from '../combat.js';
import {
  abandons,
  captureFortress,
  fortressCheck,
  fortressStrength,
  fortsOn,
  isolatedFortress,
  surrounded,
} from '../fortresses.js';
import { bridgeheadAt, bridgeheadSide } from '../bridgeheads.js';
import type { SideId } from '../schema.js';
import type { AttackPending, OwcState } from '../state.js';
import { capitulateAll, hurt } from './checks.js';

/** The attack phases' part of 25 and 26: targets without field troops, and a fortress's one check. */

/** 25, 26: an enemy fortress or bridgehead may be attacked with nobody in it (its garrison defends) */
export const worksTarget = (b: Board, h: string, side: SideId): boolean => {
  if (fortsOn(b.s) && enemyFortress(b, h, side)) return true;
  const bh = bridgeheadAt(b.s, h);
  return !!bh && bridgeheadSide(bh) !== side;
};

/**
 * 25.2.2, 25.3, AMB-29: after a successful attack on a fortress, one check; a break and the fortress
 * falls: its troops are eliminated when it was isolated (25.1) or surrounded, else the checked unit is
 * broken and every unit retreats with no further check. A check that holds keeps everyone in place.
 */
export const fortressSuccess = (s: OwcState, p: AttackPending, e: AttackEval, dice: Dice, out: GameEvent[]): void => {
  const f = e.fortress!;
  const b = boardOf(s);
  const { held, checker } = fortressCheck(
    s,
    p.target,
    f.strength,
    p.attackers,
    p.defenders,
    e.rmod,
    !!p.special?.artillery,
    dice,
    out,
  );
  p.queue = [];
  if (held) {
    p.step = 'pursuit'; // nobody leaves: no pursuit, only the special attack's after-effects
    return;
  }
  const doomed = isolatedFortress(b, p.target, p.side) || surrounded(b, p.target, p.side);
  captureFortress(s, p.target, f.strength, s.phasing, out);
  if (doomed) {
    capitulateAll(
      s,
      p.defenders.filter((u) => s.units[u].where === 'map'),
      p.target,
      '25.2.2',
      out,
    );
    p.step = 'pursuit';
    return;
  }
  if (checker) hurt(s, checker, out, '25.2.2');
  p.queue = p.defenders.filter((u) => s.units[u].where === 'map');
  p.noChecks = true; // AMB-29
  p.step = 'retreat';
};

/** 26.2 (AMB-32): an empty enemy bridgehead attacked from its rear is occupied with no roll */
export const occupyBridgehead = (s: OwcState, p: AttackPending, out: GameEvent[]): void => {
  const bh = bridgeheadAt(s, p.target)!;
  out.push(ev('attack-result', { id: p.id, chance: null, roll: null, success: true, occupied: true }, '26.2'));
  captureFortress(s, p.target, bh.strength, s.phasing, out);
  p.step = 'pursuit';
  s.pending = p;
};

/** 25.6: a successful attack on an abandoned fortress captures it; its troops retreat as after any attack */
export const abandonedFalls = (s: OwcState, p: AttackPending, out: GameEvent[]): void => {
  if (abandons(boardOf(s), p.target, p.side))
    captureFortress(s, p.target, fortressStrength(s, p.target), s.phasing, out);
};
