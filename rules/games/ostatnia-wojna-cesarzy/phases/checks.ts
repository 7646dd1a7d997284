import type { Dice, GameEvent } from '../../../core/contract.js';
import { boardOf, defOf, has, sideOf } from '../ctx.js';
import { ev } from '../events.js';
import { encircled } from '../geo.js';
import { other } from '../mapindex.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { variant } from '../variants.js';

/** Resilience checks, losses and victory points: shared by the supply, attack and retreat phases (8, A.6). */

export const vpTo = (s: OwcState, side: SideId, n: number, why: string, out: GameEvent[], rule = 'A.6'): void => {
  if (!has(s, 'A.6') || n === 0) return;
  s.vp += side === 'russians' ? n : -n;
  out.push(ev('vp', { side, vp: n, why, balance: s.vp }, rule));
};

/** Break or eliminate a unit (8.1, 8.1.3) and score it (A.6, AMB-21). */
export const hurt = (s: OwcState, id: string, out: GameEvent[], why: string, encircledNow?: boolean): void => {
  const u = s.units[id];
  const sp = defOf(s, id).sp;
  const enemy = other(sideOf(s, id));
  if (!u.broken) {
    u.broken = true;
    out.push(ev('broken', { unit: id, hex: u.hex, why }, '8.1'));
    vpTo(s, enemy, sp, 'break', out);
    return;
  }
  const enc = encircledNow ?? (u.hex ? encircled(boardOf(s), u.hex, sideOf(s, id)) : false);
  out.push(ev('eliminated', { unit: id, hex: u.hex, why, encircled: enc }, '8.1.3'));
  u.where = 'dead';
  u.hex = null;
  // AMB-21: 2 × SP instead of the break award; game option encircledKillVp = triple adds both (3 × SP)
  const encVp = (variant(s, 'encircledKillVp') === 'triple' ? 3 : 2) * sp;
  vpTo(s, enemy, enc ? encVp : sp, enc ? 'elimination-encircled' : 'elimination', out);
};

/** One resilience check [DIE]: roll > modified R fails (8). */
export const check = (
  s: OwcState,
  id: string,
  mods: { rule: string; value: number }[],
  dice: Dice,
  out: GameEvent[],
  why: string,
  rule = '8',
): boolean => {
  const r = defOf(s, id).r;
  const target = r + mods.reduce((t, m) => t + m.value, 0);
  const roll = dice.roll(12);
  const ok = roll <= target;
  out.push(ev('check', { unit: id, r, mods, target, roll, ok, why }, rule, [roll]));
  return ok;
};
