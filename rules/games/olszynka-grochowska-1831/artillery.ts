import type { Dice } from '../../core/contract.js';
import { def, enemyOf, headOf, sideOf, stackAt, peek, unit, type Ctx } from './ctx.js';
import { snapshotOf, still } from './occupancy.js';
import { d10 } from './die.js';
import { inFireArc } from './facing.js';
import { loseLevels } from './levels.js';
import { takeLosses, retreatPlans, chosenPlan, retreat, type RetreatDone } from './losses.js';
import { readFireCell, type FireResult } from './schema.js';
import { lineOfSight } from './sight.js';
import { flag, onMap } from './state.js';
import { isArtillery } from './units.js';
import type { PackIndex } from './pack.js';

/** Chapter 11: artillery fire (the fire table is ours, in the pack). */

export const RANGE = 5;

/**
 * R 4.9, 11.4: the hexes within range in a battery's fire arc: the map's geometry alone (hex and
 * facing), so traced once per pack and position and kept; each is a line of sight's worth of hex
 * lines, and a battle has a score of batteries drawn for every state (and looked over for targets at
 * every step).
 */
const ARCS = new WeakMap<PackIndex['grid'], Map<string, readonly string[]>>();
export const arcOf = (g: PackIndex['grid'], at: string, facing: number): readonly string[] => {
  let per = ARCS.get(g);
  if (!per) ARCS.set(g, (per = new Map()));
  const k = `${at}:${facing}`;
  let out = per.get(k);
  if (!out) per.set(k, (out = g.within(at, RANGE).filter((h) => h !== at && inFireArc(g, at, facing, h))));
  return out;
};

/** R 11.6, 12.6.8, 11.8: full or disorganized artillery on the map that has not fired in this activation */
export const canFire = (c: Ctx, id: string): { ok: boolean; rule?: string; why?: string } => {
  const u = peek(c, id);
  if (!isArtillery(def(c, id)) || !onMap(u.at)) return { ok: false, rule: '11.1', why: 'not artillery on the map' };
  if (u.level === 'demoralized') return { ok: false, rule: '11.6', why: 'demoralized artillery does not fire' };
  if (u.flags.fired) return { ok: false, rule: '11.8', why: 'one salvo per activation' };
  return { ok: true };
};

/**
 * R 11.4, 11.5, 4.9, 8.1 (AMB-19): the hexes a battery may fire at: the NEAREST enemy hexes that are
 * within 5, in its arc and in sight; with `only` (step 3, R 2.3.7.3), only hexes holding units of
 * the activated formation count as targets (default), or the battery may fire only when the nearest
 * visible enemy is one of them (option `reactionFireTarget: 'nearest'`).
 */
export const fireTargets = (c: Ctx, id: string, only?: (unitId: string) => boolean): string[] =>
  still(c.pos.units, () => targetsOf(c, id, only));

const targetsOf = (c: Ctx, id: string, only?: (unitId: string) => boolean): string[] => {
  const u = peek(c, id);
  const foe = enemyOf(sideOf(c, id));
  const g = c.P.grid;
  const stacks = snapshotOf(c.pos.units).stacks;
  const stackAt = (_c: Ctx, h: string) => stacks.get(h) ?? [];
  const holdsEligible = (h: string) => !!only && stackAt(c, h).some((x) => only(x.id));
  const inArc = arcOf(g, u.at, u.facing).filter((h) => {
    const s = stackAt(c, h);
    return s.length > 0 && sideOf(c, s[0].id) === foe;
  });
  const eligible = only && c.opts.reactionFireTarget === 'eligible' ? inArc.filter(holdsEligible) : inArc;
  // the nearest hexes in sight: distance by distance, so the line of sight is traced only as far as the first in sight
  for (let near = 1; near <= RANGE; near++) {
    const nearest = eligible.filter((h) => g.distance(u.at, h) === near && lineOfSight(c, u.at, h).clear);
    if (nearest.length)
      return only && c.opts.reactionFireTarget === 'nearest' ? nearest.filter(holdsEligible) : nearest;
  }
  return [];
};

export interface Salvo {
  battery: string;
  target: string;
  die: number;
  column: number;
  row: number;
  result: FireResult;
  hit?: string;
  losses: Record<string, number>;
  retreat?: RetreatDone;
  /** units the salvo (or its retreat) eliminated, for the board's marks */
  eliminated?: string[];
}

/**
 * R 11.10 with our table: firepower = battery stars (flipped: one less) + range bonus → column;
 * the die + modifiers → row. Losses hit the top unit of the target stack (R 12.1.3, non-artillery
 * first, R 11.1); a level loss hits that unit; a retreat moves the stack 1 hex (AMB-52).
 */
export const fire = (
  c: Ctx,
  id: string,
  target: string,
  dice: Dice,
  /** N1 answered live: the order of the target's units for the points after the first, the retreat path */
  choice: { losses?: string[]; retreat?: string[] } = {},
): Salvo => {
  const t = c.P.pack.tables.fire;
  const u = unit(c, id);
  const d = def(c, id);
  const dist = c.P.grid.distance(u.at, target);
  const bonus = t.rangeBonus.find((b) => dist <= b.max)?.bonus ?? 0;
  const cols = t.rows[0].length;
  const column = Math.max(0, Math.min(cols - 1, d.stars - (u.losses ? 1 : 0) + bonus));
  const stack = stackAt(c, target);
  const head = headOf(c, target)!;
  const mods =
    c.P.terrainOf(target).fire +
    (stack.some((x) => x.square) ? t.modifiers.square : 0) +
    (stack.filter((x) => !isArtillery(def(c, x.id))).length >= 2 ? t.modifiers.crowded : 0) +
    (def(c, head.id).arm === 'cavalry' ? t.modifiers.cavalry : 0);
  const die = d10(dice);
  const row = Math.max(0, Math.min(9, die + mods));
  const result = readFireCell(t.rows[row][column]);
  flag(u, { fired: true });
  const salvo: Salvo = { battery: id, target, die, column, row, result, losses: {} };
  const ids = stack.map((x) => x.id);
  if (result.loss) salvo.losses = takeLosses(c, ids, result.loss, head.id, choice.losses);
  if (result.level && onMap(unit(c, head.id).at)) {
    loseLevels(c, head.id, 1);
    salvo.hit = head.id;
  }
  const left = ids.filter((x) => onMap(unit(c, x).at) && unit(c, x).at === target);
  if (result.retreat && left.length) {
    const facing = unit(c, left[0]).facing;
    salvo.retreat = retreat(
      c,
      left,
      chosenPlan(c, left, retreatPlans(c, left, target, facing, 1), choice.retreat),
      dice,
    );
  }
  const gone = ids.filter((x) => unit(c, x).at === 'eliminated');
  if (gone.length) salvo.eliminated = gone;
  return salvo;
};
