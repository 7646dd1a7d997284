import { armOf, valuesOf, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';

/**
 * Ch. 14 F–G: losses by levels and elimination. The first loss goes to the unit whose morale
 * was used (r. 42); after it the losses are levelled: only units at the healthiest level among
 * those that still have a level to lose may take the next one, and a unit is eliminated only when
 * every participating unit stands at its last level. A 3-level unit goes 1 → 2 → 3 → eliminated
 * (r. 41). HQs never take losses (r. 43).
 */
export type LevelAfter = number | 'eliminated';

/** r. 42: the units that may take the next loss, given the levels so far */
export const eligibleForLoss = (c: Ctx, levels: Record<string, LevelAfter>): string[] => {
  const alive = Object.keys(levels).filter((u) => levels[u] !== 'eliminated');
  const last = (u: string): number => valuesOf(c, u).levels;
  const reducible = alive.filter((u) => (levels[u] as number) < last(u));
  if (!reducible.length) return alive; // all at their last level: elimination
  const best = Math.min(...reducible.map((u) => levels[u] as number));
  return reducible.filter((u) => levels[u] === best);
};

/** the owner's default among eligible units: the lowest current strength, then id */
const pickDefault = (c: Ctx, units: string[], levels: Record<string, LevelAfter>): string =>
  [...units].sort(
    (a, b) => strengthAt(c, a, levels[a] as number) - strengthAt(c, b, levels[b] as number) || (a < b ? -1 : 1),
  )[0];
const strengthAt = (c: Ctx, id: string, level: number): number =>
  armOf(c, id) === 'garrison' ? valuesOf(c, id).strength : c.defs.unit(id)!.levels[level - 1].strength;

export interface LossResult {
  levels: Record<string, LevelAfter>;
  /** the unit that took each level, in order */
  taken: string[];
}

/**
 * Takes `n` levels from `units`: the first from `first` (r. 42), then by levelling. `order`
 * (the owner's choice, e.g. an AllocateLosses order) names the unit for each further loss; a pick
 * that levelling forbids is an error naming its index.
 */
export const allocateLosses = (
  c: Ctx,
  units: string[],
  n: number,
  first: string | undefined,
  order: string[] = [],
): LossResult | Violation => {
  const levels: Record<string, LevelAfter> = Object.fromEntries(units.map((u) => [u, c.pieces[u].level]));
  const taken: string[] = [];
  const hit = (u: string): void => {
    const l = levels[u] as number;
    levels[u] = l >= valuesOf(c, u).levels ? 'eliminated' : l + 1;
    taken.push(u);
  };
  for (let i = 0; i < n; i++) {
    if (Object.values(levels).every((l) => l === 'eliminated')) break;
    if (i === 0 && first !== undefined && levels[first] !== undefined) {
      hit(first);
      continue;
    }
    const ok = eligibleForLoss(c, levels);
    const k = first !== undefined ? i - 1 : i;
    const pick = order[k];
    if (pick !== undefined && !ok.includes(pick))
      return {
        ok: false,
        rule: '14.42',
        reason: `${pick} may not take this loss: level the losses first`,
        at: `order[${k}]`,
      };
    hit(pick ?? pickDefault(c, ok, levels));
  }
  return { levels, taken };
};

/** 14.47–48: the turn-track space an eliminated counter returns on: d10 + the Rebuild Table's modifiers, at least its minimum */
export const rebuildSpace = (c: Ctx, id: string, roll: number, turn: number): { delay: number; space: number } => {
  const t = c.tables.rebuild;
  const hq = !!c.defs.hq(id);
  const arm = hq ? undefined : armOf(c, id);
  const morale = hq ? undefined : valuesOf(c, id).morale;
  let v = roll;
  for (const m of t.modifiers) {
    const w = m.when;
    if (
      ('arm' in w && w.arm === arm) ||
      ('hq' in w && hq) ||
      ('moraleAtLeast' in w && morale !== undefined && morale >= w.moraleAtLeast)
    )
      v += m.value;
  }
  const delay = Math.max(t.minimum, v);
  return { delay, space: turn + delay };
};

/** AMB-27: "after N full turns" (stationary HQ 9.26: 3; transport 18.12: 3; aviation 17.16: 1) */
export const afterFullTurns = (c: Ctx, turn: number, n: number): number =>
  turn + n + (c.options.fullTurns === 't-plus-n-plus-one' ? 1 : 0);
