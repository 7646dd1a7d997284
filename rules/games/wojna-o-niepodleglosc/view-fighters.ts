import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { Ctx } from './ctx.js';
import { flying, freeFighters } from './phases/fighters.js';
import { roundTargets } from './phases/fighter-rounds.js';
import type { SideId } from './schema.js';
import { versionOf, type WojnaState } from './state.js';
import { nameOf } from './view-air.js';

/**
 * The fighter reaction offered live (rules version 10, spec 5.3 C3, 17.12): each own free fighter against
 * each enemy support unit of the combat still flying, a group per fighter (a fighter meets one), as the
 * `intercept` field of the defender's `defend` answer or of the attacker's `fighters` answer; and "none".
 */
export const interceptChoices = (
  c: Ctx,
  s: WojnaState,
  side: SideId,
  enemySupport: readonly string[],
  type: 'defend' | 'fighters',
): OrderChoice[] => {
  if (!s.air || versionOf(s) < 10) return [];
  const targets = flying(s, enemySupport);
  const fighters = targets.length ? freeFighters(s, side) : [];
  const out: OrderChoice[] = fighters.flatMap((f) =>
    targets.map((u) => ({
      id: `${type}:intercept:${f}:${u}`,
      label: text(
        `Przechwycenie: ${nameOf(c, f)} na ${nameOf(c, u)}`,
        `Intercept: ${nameOf(c, f)} meets ${nameOf(c, u)}`,
      ),
      group: `intercept:${f}`,
      order: { type, intercept: [{ unit: f, target: u }] },
    })),
  );
  if (fighters.length)
    out.push({
      id: `${type}:intercept:none`,
      label: text('Myśliwce nie reagują', 'No fighter reaction'),
      group: type === 'defend' ? 'intercept' : 'end',
      order: { type, intercept: [] },
    });
  return out;
};

/**
 * The `fighters` window: the attacker's fighters against the defender's support (rules version 10), or (rules
 * version 13) the asked side's against the enemy aviation of the combat it may still meet, interceptors included
 */
export const fightersChoices = (c: Ctx, s: WojnaState): OrderChoice[] => {
  const a = s.activation!;
  const p = a.pending!;
  const f = p.fighters!;
  if (!f.rounds) return interceptChoices(c, s, a.active, f.theirs, 'fighters');
  const support = { attacker: (p.attack.air ?? []).map((e) => e.unit), defender: f.theirs };
  return interceptChoices(c, s, f.rounds.side, roundTargets(s, f.rounds.side, support, f.rounds.pairs), 'fighters');
};
