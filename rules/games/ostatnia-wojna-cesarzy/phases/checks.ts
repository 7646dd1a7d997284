import type { Dice, GameEvent } from '../../../core/contract.js';
import { inPortPocket, unitEncircled } from '../campaign/port-pocket.js';
import { PORT_POCKET, versionOf } from '../version.js';
import { unitW } from '../cow.js';
import { boardOf, defOf, has, sideOf } from '../ctx.js';
import { ev } from '../events.js';
import { other } from '../mapindex.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { variant } from '../variants.js';
import { hqBreakChecks, isHq } from '../command.js';
import { revealUnits } from './reveal.js';
import { scoresInC } from '../scenario-c.js';
import { recordLoss } from '../campaign/hooks.js';

/** Resilience checks, losses and victory points: shared by the supply, attack and retreat phases (8, A.6). */

/** the VP rule of the scenario (A.6, B.5) */
export const vpRule = (s: OwcState): string => (has(s, 'C.7') ? 'C.7' : has(s, 'B.5') ? 'B.5' : 'A.6');
export const vpTo = (s: OwcState, side: SideId, n: number, why: string, out: GameEvent[], rule = vpRule(s)): void => {
  if (!(has(s, 'A.6') || has(s, 'B.5') || has(s, 'C.7') || has(s, 'campaign')) || n === 0) return;
  if (has(s, 'C.7') && !scoresInC(why)) return;
  s.vp += side === 'russians' ? n : -n;
  out.push(ev('vp', { side, vp: n, why, balance: s.vp }, rule));
};

/** Break or eliminate a unit (8.1, 8.1.3) and score it (A.6, AMB-21). */
export const hurt = (s: OwcState, id: string, out: GameEvent[], why: string, encircledNow?: boolean): void => {
  const u = unitW(s, id);
  const d = defOf(s, id);
  // B.5.3: a broken HQ scores its command range
  const sp = (has(s, 'B.5') || has(s, 'C.7')) && isHq(d) ? d.cr! : d.sp; // C.7.1 as B.5.3
  const enemy = other(sideOf(s, id));
  // 21.3: an HQ broken (or broken again, or capitulating) when attacked shakes its army (shockChecks)
  if (has(s, 'command') && isHq(d) && s.pending && s.pending.defenders.includes(id))
    (s.shock ??= []).push({ hq: id, at: s.pending.target });
  if (!u.broken) {
    u.broken = true;
    out.push(ev('broken', { unit: id, hex: u.hex, why }, '8.1'));
    vpTo(s, enemy, sp, 'break', out);
    return;
  }
  const enc = encircledNow ?? (u.hex ? unitEncircled(boardOf(s), id) : false);
  out.push(ev('eliminated', { unit: id, hex: u.hex, why, encircled: enc }, '8.1.3'));
  u.where = 'dead';
  u.hex = null;
  recordLoss(s, id, enc); // 28: rebuildable unless it fell encircled
  // AMB-21: 2 × SP instead of the break award; game option encircledKillVp = triple adds both (3 × SP)
  const encVp = (variant(s, 'encircledKillVp') === 'triple' ? 3 : 2) * sp;
  vpTo(s, enemy, enc ? encVp : sp, enc ? 'elimination-encircled' : 'elimination', out);
};

/**
 * 21.3: the checks owed for HQs broken in the attack just resolved: every unit within the HQ's
 * command range when it was attacked checks at R − CR (a concealed one is revealed first), once per
 * player-turn, units an other HQ strictly closer could command being exempt.
 */
export const shockChecks = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  while (s.shock?.length) {
    const { hq, at } = s.shock.shift()!;
    const done = new Set(s.shaken ?? []);
    const b = boardOf(s);
    const list = hqBreakChecks(b, hq, done, at);
    const cr = defOf(s, hq).cr!;
    out.push(ev('hq-break', { unit: hq, hex: at, units: list.map((x) => x.unit) }, '21.3'));
    for (const { unit } of list) {
      if (s.units[unit].where !== 'map') continue;
      (s.shaken ??= []).push(unit);
      revealUnits(s, [unit], out, '21.3');
      if (!check(s, unit, [{ rule: '21.3', value: -cr }], dice, out, 'hq-broken', '21.3')) hurt(s, unit, out, '21.3');
    }
  }
  delete s.shock;
};

/** A hex's units capitulate: all eliminated while encircled (8.7, 25.2, 25.5), 2 × SP to the enemy */
export const capitulateAll = (s: OwcState, ids: string[], hex: string, rule: string, out: GameEvent[]): void => {
  for (const id of ids) {
    const sp = defOf(s, id).sp;
    unitW(s, id).where = 'dead';
    unitW(s, id).hex = null;
    out.push(ev('capitulated', { unit: id, hex }, rule));
    vpTo(s, other(sideOf(s, id)), 2 * sp, 'elimination-encircled', out);
  }
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
  // 38.1: a German unit supplied by sea checks at −1 (only asked where the rule can apply: boardOf is not free)
  if (defOf(s, id).nat === 'DE' && s.campaign && versionOf(s) >= PORT_POCKET && inPortPocket(boardOf(s), id))
    mods = [...mods, { rule: '38.1', value: -1 }];
  const target = r + mods.reduce((t, m) => t + m.value, 0);
  const roll = dice.roll(12);
  const ok = roll <= target;
  out.push(ev('check', { unit: id, r, mods, target, roll, ok, why }, rule, [roll]));
  return ok;
};
