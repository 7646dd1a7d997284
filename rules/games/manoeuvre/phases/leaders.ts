/** Leaders (spec 4.10.1, R 9.1): Command or Combat in an attack, Combat in defense, Rally, pursuit modifier. */
import { terrainAt, type HqCard } from '../pack.js';
import { emit, fail, takeCard, type Ctx } from '../engine.js';
import { adjacent } from '../geometry.js';
import type { MState } from '../state.js';

/** 6.4: a supporting unit is the active player's, next to the target, not the attacker, and could assault (not in Marsh) */
export const supportCandidates = (s: MState): string[] => {
  const cb = s.combat!;
  const sq = s.units[cb.target].sq!;
  return Object.keys(s.units).filter((id) => {
    const u = s.units[id];
    return u.side === s.active && u.sq && id !== cb.attacker && adjacent(u.sq, sq) && terrainAt(s, u.sq).assaultFrom;
  });
};

export const leaderCard = (c: Ctx, cardId: string, rule: string): HqCard => {
  const l = takeCard(c, c.side, cardId, rule) as HqCard;
  if (l.kind !== 'leader') fail(rule, 'not-leader', `${cardId} is not a Leader card`, 'card');
  return l;
};

/** 6.1 s4: one Leader for the defender, Combat only */
export const defenseLeader = (c: Ctx, cardId: string, mode: string | undefined): void => {
  const cb = c.s.combat!;
  if (cb.defLeader) fail('6.1 s4', 'one-leader', 'one Leader per side in a combat', 'card');
  if (mode === 'command') fail('9.1', 'defense-command', 'a defending Leader adds its Combat value only', 'mode');
  const l = leaderCard(c, cardId, '6.1 s4');
  cb.defLeader = cardId;
  emit(c, 'defense-leader', { side: c.side, card: cardId, combat: l.combat }, { rule: '6.1 s4' });
};

/** 6.1 s5 / 6.4: one Leader for the attacker, Combat or Command (Command − 1 supporting units) */
export const attackLeader = (c: Ctx, cardId: string, mode: 'combat' | 'command', units: string[]): void => {
  const s = c.s,
    cb = s.combat!;
  if (cb.leader) fail('6.1 s5', 'one-leader', 'one Leader per side in a combat', 'card');
  const l = leaderCard(c, cardId, '6.1 s5');
  if (mode === 'combat') {
    if (units.length) fail('9.1', 'combat-no-support', 'a Leader in Combat mode brings no supporting units', 'units');
  } else {
    if ((l.command ?? 1) < 2) fail('9.1', 'command-1', 'a Leader with Command 1 always uses Combat', 'mode');
    if (units.length > l.command! - 1)
      fail(
        '6.4',
        'too-many-supports',
        `Command ${l.command} leads ${l.command! - 1} supporting unit(s) besides the attacker`,
        'units',
      );
    const ok = supportCandidates(s);
    units.forEach((u, i) => {
      if (!ok.includes(u))
        fail(
          '6.4',
          'not-support',
          `${u} cannot support: it must be yours, next to the target and not in Marsh`,
          `units[${i}]`,
        );
      if (units.indexOf(u) !== i) fail('6.4', 'twice', `${u} named twice`, `units[${i}]`);
    });
    cb.supports = units.slice();
  }
  cb.leader = { card: cardId, mode };
  emit(
    c,
    'attack-leader',
    { side: c.side, card: cardId, mode, units, combat: l.combat, command: l.command },
    { rule: '9.1' },
  );
};

/** 7: a Leader rallies with a d6 within its Rally range */
export const rally = (c: Ctx, l: HqCard, unit: string): void => {
  const r = c.dice.roll(6);
  const ok = r <= (l.rally ?? 0);
  if (ok) c.s.units[unit].status = 'full';
  emit(c, 'rally', { side: c.side, card: l.id, unit, roll: r, rally: l.rally, success: ok }, { rule: '7', dice: [r] });
};
