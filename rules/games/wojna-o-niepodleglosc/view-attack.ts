import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { bestMorale } from './combat.js';
import { allocateLosses, eligibleForLoss } from './combat-losses.js';
import { retreatPaths } from './combat-retreat.js';
import { hqsAt, sideOf, unitsAt, type Ctx } from './ctx.js';
import type { WojnaOrder } from './orders.js';
import { attackersIn } from './phases/attacker-choices.js';
import { versionOf, type WojnaState } from './state.js';
import { nameOf } from './view-air.js';
import { pathTarget } from './view-path.js';

type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/**
 * The attacker's own choices for one offered attack (rules version 5, spec 5.3 C7 and C10), each a
 * variant of the attack order the page can pick instead of the plain one (`attack:<target>:…`):
 * - `loss:<unit>`: who takes the second loss after the morale unit's first (14.42: only the units the
 *   levelling allows: a choice each, never an enumeration of whole orders);
 * - `retreat:<hex>`: for each attacking hex, every retreat beyond it of the longest attacker retreat
 *   the Combat Table holds (at most 3, the order's limit) of the best priority open now (14.22), a target each.
 * Their sum is linear in the attackers and paths: the random player joins one of each, per hex, itself.
 */
export const attackerVariants = (c: Ctx, s: WojnaState, o: AttackOrder): OrderChoice[] => {
  if (versionOf(s) < 5) return [];
  const out: OrderChoice[] = [];
  const units = attackersIn(s, o);
  const unitName = (u: string): string => c.defs.unit(u)?.name ?? nameOf(c, u);
  if (units.length > 1) {
    const first = allocateLosses(c, units, 1, bestMorale(c, units));
    for (const u of 'ok' in first ? [] : eligibleForLoss(c, first.levels))
      out.push({
        id: `attack:${o.target}:loss:${u}`,
        label: text(
          `Atak na ${o.target}, następna strata: ${unitName(u)}`,
          `Attack ${o.target}, next loss: ${unitName(u)}`,
        ),
        group: 'attack',
        piece: u,
        order: { ...o, losses: [u] },
      });
  }
  const x = Math.min(3, Math.max(0, ...c.tables.combat.map((r) => r.attacker.retreat)));
  if (!x) return out;
  const side = sideOf(c, units[0]);
  const defenders = unitsAt(c, o.target).filter((u) => sideOf(c, u) !== side);
  for (const from of [...new Set(units.map((u) => c.pieces[u].hex!))].sort()) {
    const stack = [...unitsAt(c, from), ...hqsAt(c, from)].filter((u) => sideOf(c, u) === side);
    const all = retreatPaths(c, stack, from, x, defenders);
    const paths = all.filter((p) => p.priority === all[0].priority); // 14.22: a worse one would not be taken
    const label = text(`Atak na ${o.target}, odwrót z ${from}`, `Attack ${o.target}, retreat from ${from}`);
    if (paths.length > 1)
      out.push({
        id: `attack:${o.target}:retreat:${from}`,
        label,
        group: 'attack',
        targets: paths.map((p) => pathTarget(c, label, stack, p, { ...o, retreat: [{ from, path: p.path.slice(1) }] })),
      });
  }
  return out;
};

/** an offered attack as it stands (`attack:<target>`), not one of its variants */
export const isPlainAttack = (id: string): boolean => /^attack:[^:]+$/.test(id);
