import { fail } from '../../../core/errors.js';
import { allocateLosses } from '../combat-losses.js';
import { bestMorale } from '../combat.js';
import { armOf } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';

/**
 * The attacker's own choices for a combat (rules version 5, spec 5.3 C7 and C10), given ahead in the
 * attack order: `losses`, the units that take the second, third… loss (14.42: within the levelling
 * rule, checked for every number of losses when declared), and `retreat`, a path beyond each attacking
 * hex for an attacker's retreat (14.22: taken when of the best priority, else the default, reported).
 */
type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/** the attackers that share the combat's results (artillery only when adjacent, 14.14) */
export const attackersIn = (s: WojnaState, o: AttackOrder): string[] => {
  const c = ctxOf(s);
  return o.attackers.filter((u) => armOf(c, u) !== 'artillery' || c.map.grid.adjacent(s.pieces[u].hex!, o.target));
};

export const checkAttackerChoices = (s: WojnaState, o: AttackOrder, at: string): void => {
  if (!o.losses && !o.retreat) return;
  if (versionOf(s) < 5)
    fail('14.42', 'rules-version', 'this game was created before the attacker chose its losses and retreat', at);
  const c = ctxOf(s);
  const units = attackersIn(s, o);
  if (o.losses) {
    for (const [i, u] of o.losses.entries())
      if (!units.includes(u)) fail('14.42', 'losses', `${u} is not an attacker of this combat`, `${at}.losses[${i}]`);
    const r = allocateLosses(c, units, o.losses.length + 1, o.morale ?? bestMorale(c, units), o.losses);
    if ('ok' in r) fail(r.rule, 'losses', r.reason, `${at}.losses[${r.at.replace(/\D/g, '')}]`);
  }
  const hexes = new Set(units.map((u) => s.pieces[u].hex!));
  for (const [i, r] of (o.retreat ?? []).entries()) {
    if (!hexes.has(r.from)) fail('14.22', 'retreat', `no attacker stands on ${r.from}`, `${at}.retreat[${i}].from`);
    if (o.retreat!.findIndex((x) => x.from === r.from) !== i)
      fail('14.22', 'retreat', `${r.from} has a retreat path already`, `${at}.retreat[${i}].from`);
  }
};

/** the attacker's chosen retreat path from `hex` beyond it, if any */
export const attackerRetreatFrom = (o: AttackOrder, hex: string): string[] | undefined =>
  o.retreat?.find((r) => r.from === hex)?.path;
