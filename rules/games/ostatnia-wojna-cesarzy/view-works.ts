import { cowClone } from './cow.js';
import type { Dice, GameEvent, OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { boardOf, defOf, enemyAt, sideOf } from './ctx.js';
import type { OwcOrder } from './orders.js';
import { buildTrench, destroyTrench, mayDig, trenchesOn } from './trenches.js';
import { mergeable, mergeCorps, splitCorps, splittable } from './breakdown.js';
import { applyPlan } from './supply.js';
import { nameRoller, rollerChoices } from './siege.js';
import type { OwcState } from './state.js';
import { versionOf } from './version.js';

/**
 * DP-4 in the views: the supply actions of rules 24 and 27 offered beside the supply plan (a trench
 * with the hexes it may face as targets, destroying one, breaking a corps down, recombining one, naming
 * a besieged fortress's roller), and
 * the random player's pick among them.
 */

type Action = { order: OwcOrder; label: OrderChoice['label']; piece: string } | { targets: OwcOrder[]; piece: string };

/** 27: breaking a corps down, recombining one */
const corpsActions = (s: OwcState): Extract<Action, { order: OwcOrder }>[] => {
  const name = (id: string) => defOf(s, id).short;
  return [
    ...splittable(s).map((c) => ({
      piece: c,
      order: { type: 'split', unit: c } as OwcOrder,
      label: text(`${name(c)}: rozdziel na dywizje (27)`, `${name(c)}: break down into divisions (27)`),
    })),
    ...mergeable(s).map(([c, ds]) => ({
      piece: ds[0],
      order: { type: 'merge', corps: c, units: ds } as OwcOrder,
      label: text(`Połącz w ${name(c)} (27)`, `Recombine into ${name(c)} (27)`),
    })),
  ];
};

/** 27 (rules version 2): the break-downs and recombinations offered at the start of the movement phase */
export const corpsChoices = (s: OwcState): OrderChoice[] =>
  versionOf(s) >= 2 && s.phase === 'move'
    ? corpsActions(s).map((a) => ({
        id: `corps-${a.order.type}-${a.order.type === 'split' ? a.order.unit : (a.order as { corps: string }).corps}`,
        piece: a.piece,
        label: a.label,
        order: a.order,
      }))
    : [];

const actions = (s: OwcState): Action[] => {
  const out: Action[] = [];
  const b = boardOf(s);
  const name = (id: string) => defOf(s, id).short;
  if (trenchesOn(s))
    for (const u of Object.values(s.units)) {
      if (!mayDig(s, u.id)) continue;
      const facing = b.m.grid.neighbourCells(u.hex!).filter((n) => b.m.has(n));
      out.push({ piece: u.id, targets: facing.map((f) => ({ type: 'trench', units: [u.id], facing: f })) });
      if (s.works.trenches[u.hex!])
        out.push({
          piece: u.id,
          order: { type: 'untrench', unit: u.id },
          label: text(`${name(u.id)}: zlikwiduj okopy (24.2)`, `${name(u.id)}: destroy the trenches (24.2)`),
        });
    }
  out.push(...corpsActions(s));
  for (const [h, ids] of rollerChoices(s))
    for (const u of ids)
      out.push({
        piece: u,
        order: { type: 'roller', hex: h, unit: u },
        label: text(`${name(u)}: zdaje test oblężenia ${h} (25.5)`, `${name(u)}: takes the siege check of ${h} (25.5)`),
      });
  return out;
};

/** the view's choices beside the plan (each may be added to the supply batch) */
export const worksChoices = (s: OwcState): OrderChoice[] =>
  actions(s).map((a, i) =>
    'targets' in a
      ? {
          id: `trench-${a.piece}`,
          piece: a.piece,
          group: `dig-${a.piece}`,
          label: text(`${defOf(s, a.piece).short}: okopy (24)`, `${defOf(s, a.piece).short}: trenches (24)`),
          targets: a.targets.map((o) => ({ cell: (o as { facing: string }).facing, order: o })),
        }
      : { id: `works-${i}`, piece: a.piece, group: `dig-${a.piece}`, label: a.label, order: a.order },
  );

/** the random player's supply actions after its plan: now and then one of each kind, kept only when legal */
export const randomWorks = (s: OwcState, plan: Extract<OwcOrder, { type: 'supply' }>, dice: Dice): OwcOrder[] => {
  const list = actions(s);
  if (!list.length) return [];
  const trial = cowClone(s);
  const sink: GameEvent[] = [];
  applyPlan(trial, plan, 'trial', sink);
  const out: OwcOrder[] = [];
  for (const a of list) {
    if (dice.roll(6) !== 1) continue;
    const o = 'targets' in a ? pickFront(trial, a.targets, dice) : a.order;
    try {
      if (o.type === 'trench') buildTrench(trial, o.units, o.facing, 'trial', sink);
      else if (o.type === 'untrench') destroyTrench(trial, o.unit, 'trial', sink);
      else if (o.type === 'split') splitCorps(trial, o.unit, 'trial', sink);
      else if (o.type === 'merge') mergeCorps(trial, o.corps, o.units, 'trial', sink);
      else if (o.type === 'roller') nameRoller(trial, o.hex, o.unit, 'trial');
      out.push(o);
    } catch {
      /* not now */
    }
  }
  return out;
};
/** a trench facing the enemy when one is next to the builder */
const pickFront = (s: OwcState, ts: OwcOrder[], dice: Dice): OwcOrder => {
  const b = boardOf(s);
  const near = ts.filter((o) => o.type === 'trench' && enemyAt(b, o.facing, sideOf(s, o.units[0])));
  const from = near.length ? near : ts;
  return from[dice.roll(from.length) - 1];
};
