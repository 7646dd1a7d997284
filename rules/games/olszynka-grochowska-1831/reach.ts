import type { Dice } from '../../core/contract.js';
import { RuleViolation } from '../../core/errors.js';
import { findPaths } from '../../core/path.js';
import { def, enemyOf, occupant, sideOf, type Ctx } from './ctx.js';
import { zoneDirections } from './facing.js';
import { moveStack, passProblem, stepCost, type MoveOrder, type Step } from './movement.js';
import { movesLikeCavalry } from './units.js';
import { inEnemyZoc } from './zoc.js';
import { still } from './occupancy.js';

/**
 * What the view offers a unit to move to (R 7): every hex it may end on, with the steps to order.
 * One-hex moves after at most one 60° turn (R 4.6, with the first-hex rule of R 7.4), and longer
 * moves over (hex, facing) states on core's path finder: each hex entered through the front zone,
 * one free turn in each hex, the allowance as budget, an enemy ZOC ending the move (R 5.3). Every
 * candidate is judged whole by movement's check mode (nothing moves). Cavalry and horse artillery,
 * whose forced march is a flat +1 (AMB-13), are also offered the hexes only a forced march reaches
 * (R 7.9); infantry's bonus is a die, so no target depends on it.
 */
export interface MoveTarget {
  to: string;
  steps: Step[];
  forcedMarch?: boolean;
}

const CHECK = { forcedMarchBonus: 0 };
/** a check never rolls */
const NO_DICE: Dice = {
  roll: () => {
    throw new Error('a movement check rolled a die');
  },
};
const checked = (c: Ctx, o: MoveOrder, bonus = 0) => {
  try {
    return moveStack(c, o, NO_DICE, 'order', undefined, bonus ? { forcedMarchBonus: bonus } : CHECK);
  } catch (e) {
    if (e instanceof RuleViolation) return null;
    throw e;
  }
};

/** the legal single-hex moves (after at most one 60° turn) of a unit or a stack (`ids`, standing together) */
const oneHex = (c: Ctx, ids: string[]): MoveTarget[] => {
  const u = c.pos.units[ids[0]];
  const out: MoveTarget[] = [];
  for (const turn of [null, (u.facing + 1) % 6, (u.facing + 5) % 6]) {
    for (const dir of zoneDirections(turn ?? u.facing).front) {
      const to = c.P.grid.neighbour(u.at, dir);
      if (!to || out.some((x) => x.to === to)) continue;
      const steps: Step[] = [...(turn === null ? [] : [{ type: 'turn' as const, facing: turn }]), { type: 'move', to }];
      if (checked(c, { units: ids, steps })) out.push({ to, steps });
    }
  }
  return out;
};

/** the longer moves within `budget` MP, cheapest first, one per hex not already in `have` */
const longer = (c: Ctx, ids: string[], budget: number, have: Set<string>, forcedMarch: boolean): MoveTarget[] => {
  const u = c.pos.units[ids[0]];
  const side = sideOf(c, ids[0]);
  const g = c.P.grid;
  const startedInZoc = inEnemyZoc(c, u.at, side);
  // R 5.7: infantry that left (or now leaves) an enemy ZOC enters none this phase (a stack: unless all move like cavalry)
  const noZoc =
    !ids.every((id) => movesLikeCavalry(def(c, id))) &&
    (startedInZoc || ids.some((id) => !!c.pos.units[id].flags.leftZoc));
  // a state is the hex label, a colon and the facing digit
  const split = (k: string): [string, number] => [k.slice(0, -2), k.charCodeAt(k.length - 1) - 48];
  // what a hex holds does not change during the search: each is judged once
  const once = (f: (h: string) => boolean) => {
    const m = new Map<string, boolean>();
    return (h: string): boolean => {
      let v = m.get(h);
      if (v === undefined) m.set(h, (v = f(h)));
      return v;
    };
  };
  const zoc = once((h) => inEnemyZoc(c, h, side));
  const open = once((h) => occupant(c, h) !== enemyOf(side) && !passProblem(c, h, ids) && !(noZoc && zoc(h)));
  const reach = findPaths({
    start: `${u.at}:${u.facing}`,
    budget,
    neighbours: (k) => {
      const [h, f] = split(k);
      const out: string[] = [];
      for (const t of [f, (f + 1) % 6, (f + 5) % 6])
        for (const dir of zoneDirections(t).front) {
          const to = g.neighbour(h, dir);
          if (to) out.push(`${to}:${t}`);
        }
      return out;
    },
    cost: (a, b) => {
      const [from] = split(a);
      const [to] = split(b);
      if (!open(to)) return null;
      const cost = stepCost(c, from, to, ids);
      return cost === null ? null : cost + (from === u.at && startedInZoc ? 1 : 0);
    },
    stopAt: (k) => zoc(split(k)[0]),
  });
  const out: MoveTarget[] = [];
  for (const k of reach.cells.keys()) {
    const [to] = split(k);
    const path = reach.pathTo(k)!;
    if (path.length < 3 || have.has(to)) continue;
    // the cheapest way in is the one judged (another facing on arrival seldom changes the verdict)
    have.add(to);
    const steps: Step[] = [];
    for (let i = 1; i < path.length; i++) {
      const [h, f] = split(path[i]);
      if (f !== split(path[i - 1])[1]) steps.push({ type: 'turn', facing: f });
      steps.push({ type: 'move', to: h });
    }
    if (!checked(c, { units: ids, steps, forcedMarch }, forcedMarch ? 1 : 0)) continue;
    out.push({ to, steps, ...(forcedMarch ? { forcedMarch } : {}) });
  }
  return out;
};

export const moveTargets = (c: Ctx, id: string): MoveTarget[] => stackTargets(c, [id]);

/** R 7.7: the targets of a stack moving together (the units of `ids` stand in one hex), judged as one move */
export const stackTargets = (c: Ctx, ids: string[]): MoveTarget[] => still(c.pos.units, () => targetsOf(c, ids));

const targetsOf = (c: Ctx, ids: string[]): MoveTarget[] => {
  const u = c.pos.units[ids[0]];
  const one = oneHex(c, ids);
  // a square moves a hex at a time (R 4.1.2); an allowance comes from a check of the empty move
  const plain = u.square ? null : checked(c, { units: ids, steps: [] });
  if (!plain) return one;
  const have = new Set(one.map((x) => x.to));
  const far = longer(c, ids, plain.allowance, have, false);
  const flat = ids.every((id) => movesLikeCavalry(def(c, id))) && c.opts.cavalryForcedMarch === 'flat';
  const forced = flat && checked(c, { units: ids, steps: [], forcedMarch: true }, 1);
  return [...one, ...far, ...(forced ? longer(c, ids, forced.allowance, have, true) : [])];
};
