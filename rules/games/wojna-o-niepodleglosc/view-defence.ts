import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { artilleryInRange } from './combat.js';
import { retreatPaths } from './combat-retreat.js';
import { hqsAt, sideOf, unitsAt, type Ctx } from './ctx.js';
import { supportUnits } from './phases/air.js';
import { defenceMoraleOf, defendersOf, moraleCandidates } from './phases/defence.js';
import { allocateLosses, eligibleForLoss } from './combat-losses.js';
import type { SideId } from './schema.js';
import { versionOf, type WojnaState } from './state.js';
import { nameOf } from './view-air.js';
import { pathTarget } from './view-path.js';
import { interceptChoices } from './view-fighters.js';

/**
 * The defender's live answer in the view (the `defence` window, spec 5.3 C2–C9): the morale unit,
 * aviation in support, the retreat path and (rules version 4) the artillery in support and the order
 * of losses, each a `defend` order; `defend` alone takes the policies for the rest.
 */
export const defenceChoices = (c: Ctx, s: WojnaState, side: SideId): OrderChoice[] => {
  const p = s.activation!.pending!;
  const target = p.attack.target;
  const units = moraleCandidates(s);
  const out: OrderChoice[] = units.map((u) => ({
    id: `defend:morale:${u}`,
    label: text(`Morale: ${c.defs.unit(u)?.name ?? u}`, `Morale: ${c.defs.unit(u)?.name ?? u}`),
    group: 'morale',
    piece: u,
    order: { type: 'defend', morale: u },
  }));
  for (const u of supportUnits(s, side))
    out.push({
      id: `defend:air:${u}`,
      label: text(`Wsparcie: ${nameOf(c, u)}`, `Support: ${nameOf(c, u)}`),
      group: `air:${u}`,
      order: { type: 'defend', air: [{ unit: u, hex: target }] },
    });
  const stack = [...unitsAt(c, target), ...hqsAt(c, target)].filter((x) => sideOf(c, x) === side);
  const attackers = p.attack.attackers.filter((a) => c.map.grid.adjacent(s.pieces[a].hex!, target));
  const paths = retreatPaths(c, stack, target, 3, attackers);
  const retreatLabel = text('Droga odwrotu', 'Retreat path');
  if (paths.length)
    out.push({
      id: 'defend:retreat',
      label: retreatLabel,
      group: 'retreat',
      targets: paths.map((x) => pathTarget(c, retreatLabel, stack, x, { type: 'defend', retreat: x.path.slice(1) })),
    });
  if (versionOf(s) >= 4) out.push(...artilleryAndLossChoices(c, s, side));
  // C3 (rules version 10): the defender's fighters against the attacker's support
  out.push(
    ...interceptChoices(
      c,
      s,
      side,
      (p.attack.air ?? []).map((e) => e.unit),
      'defend',
    ),
  );
  out.push({ id: 'defend', label: text('Broń się', 'Defend'), group: 'end', order: { type: 'defend' } });
  return out;
};

/**
 * 14.14 and 14.42 (rules version 4): each own artillery in range (or none), and the units that may take
 * the second loss when the default morale unit takes the first
 */
const artilleryAndLossChoices = (c: Ctx, s: WojnaState, side: SideId): OrderChoice[] => {
  const target = s.activation!.pending!.attack.target;
  const unitName = (u: string): string => c.defs.unit(u)?.name ?? nameOf(c, u);
  const out: OrderChoice[] = artilleryInRange(c, side, target).map((u) => ({
    id: `defend:artillery:${u}`,
    label: text(`Artyleria: ${unitName(u)}`, `Artillery: ${unitName(u)}`),
    group: 'artillery',
    piece: u,
    order: { type: 'defend', artillery: [u] },
  }));
  if (out.length)
    out.push({
      id: 'defend:artillery:none',
      label: text('Bez artylerii', 'No artillery'),
      group: 'artillery',
      order: { type: 'defend', artillery: [] },
    });
  // the units that may take the second loss after the default morale unit's first (14.42: levelling)
  const defenders = defendersOf(s, target);
  const first = allocateLosses(c, defenders, 1, defenceMoraleOf(s, target));
  const second = 'ok' in first ? [] : eligibleForLoss(c, first.levels);
  if (defenders.length > 1) {
    // 14.22, C9: a unit that retreats apart, along any retreat path open to it alone
    const attackers = s.activation!.pending!.attack.attackers.filter((a) =>
      c.map.grid.adjacent(s.pieces[a].hex!, target),
    );
    for (const u of defenders) {
      const paths = retreatPaths(c, [u], target, 3, attackers);
      const label = text(`Odwrót osobno: ${unitName(u)}`, `Retreat apart: ${unitName(u)}`);
      if (paths.length)
        out.push({
          id: `defend:split:${u}`,
          label,
          group: `split:${u}`,
          piece: u,
          targets: paths.map((x) =>
            pathTarget(c, label, [u], x, { type: 'defend', split: [{ units: [u], path: x.path.slice(1) }] }),
          ),
        });
    }
  }
  if (defenders.length > 1)
    for (const u of second)
      out.push({
        id: `defend:loss:${u}`,
        label: text(`Następna strata: ${unitName(u)}`, `Next loss: ${unitName(u)}`),
        group: 'losses',
        piece: u,
        order: { type: 'defend', losses: [u] },
      });
  return out;
};
