import type { Dice } from '../../core/contract.js';
import { RuleViolation } from '../../core/errors.js';
import type { HexGrid } from '../../core/hex.js';
import { findPaths } from '../../core/path.js';
import { def, enemyOf, occupant, sideOf, type Ctx } from './ctx.js';
import { zoneDirections } from './facing.js';
import { adjacentToEnemy, moveStack, passProblem, stepCost, type MoveOrder, type Step } from './movement.js';
import { joinProblem } from './stacking.js';
import { movesLikeCavalry } from './units.js';
import { inEnemyZoc } from './zoc.js';
import { still } from './occupancy.js';

/**
 * What the view offers a unit to move to (R 7): every hex it may end on, with the steps to order.
 * One-hex moves after at most one 60° turn (R 4.6, with the first-hex rule of R 7.4), and longer
 * moves over (hex, facing) states on core's path finder: each hex entered through the front zone,
 * one free turn in each hex, the allowance as budget, an enemy ZOC ending the move (R 5.3). A one-hex
 * candidate is judged whole by movement's check mode (nothing moves); a longer one by what that check
 * would still refuse of a path the search found (`judge`, proved the same by reach.test.ts). Cavalry and horse artillery,
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

/**
 * How a path the search found is judged: `search` (the view) asks only what movement's check mode
 * would still refuse of it, since the search keeps every step legal the way that check does (a front-
 * zone hex after at most one 60° turn in each hex, no enemy hex, the stacks passed through, terrain and
 * hexside costs with the extra MP of leaving a ZOC, the allowance, no step after entering an enemy ZOC,
 * none into one after leaving one for infantry, R 4.6, 5.3, 5.7, 6.2, 6.3, 7.3–7.6): the stacking where
 * the move ends (R 6.7) and, force-marching, each hex entered next to the enemy (R 7.9.1). `whole` runs
 * the check itself on each path, the reference the tests compare with (some 2 ms a unit more).
 */
export type Judge = 'search' | 'whole';

/** a search state: a hex and a facing, named `<hex>:<facing>`, with the states one step on (the grid's alone) */
interface State {
  hex: string;
  facing: number;
  /** the front-zone hexes after no turn, then one 60° turn either way, each with the facing it was entered in */
  next: string[];
}
// per grid, every state met so far: the search meets each many times, and in every view
const statesOf = new WeakMap<HexGrid, Map<string, State>>();
const statesFor = (g: HexGrid): ((k: string) => State) => {
  let m = statesOf.get(g);
  if (!m) statesOf.set(g, (m = new Map()));
  const known = m;
  return (k) => known.get(k) ?? newState(g, known, k);
};
const newState = (g: HexGrid, m: Map<string, State>, k: string): State => {
  const hex = k.slice(0, -2);
  const facing = k.charCodeAt(k.length - 1) - 48;
  const next: string[] = [];
  for (const t of [facing, (facing + 1) % 6, (facing + 5) % 6])
    for (const dir of zoneDirections(t).front) {
      const to = g.neighbour(hex, dir);
      if (to) next.push(`${to}:${t}`);
    }
  const st = { hex, facing, next };
  m.set(k, st);
  return st;
};

/** the longer moves within `budget` MP, cheapest first, one per hex not already in `have` */
const longer = (
  c: Ctx,
  ids: string[],
  budget: number,
  have: Set<string>,
  forcedMarch: boolean,
  judge: Judge,
): MoveTarget[] => {
  const u = c.pos.units[ids[0]];
  const side = sideOf(c, ids[0]);
  const g = c.P.grid;
  const startedInZoc = inEnemyZoc(c, u.at, side);
  // R 5.7: infantry that left (or now leaves) an enemy ZOC enters none this phase (a stack: unless all move like cavalry)
  const noZoc =
    !ids.every((id) => movesLikeCavalry(def(c, id))) &&
    (startedInZoc || ids.some((id) => !!c.pos.units[id].flags.leftZoc));
  const at = statesFor(g);
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
  const contact = once((h) => adjacentToEnemy(c, h, side));
  const ends = once((h) => !joinProblem(c, h, ids, true));
  // a step's cost depends on its two hexes alone: each edge is priced once, whichever facing crosses it
  const costs = new Map<string, Map<string, number | null>>();
  const price = (from: string, to: string): number | null => {
    let row = costs.get(from);
    if (!row) costs.set(from, (row = new Map()));
    let v = row.get(to);
    if (v === undefined) row.set(to, (v = stepCost(c, from, to, ids)));
    return v;
  };
  const reach = findPaths({
    start: `${u.at}:${u.facing}`,
    budget,
    neighbours: (k) => at(k).next,
    cost: (a, b) => {
      const from = at(a).hex;
      const to = at(b).hex;
      if (!open(to)) return null;
      const cost = price(from, to);
      return cost === null ? null : cost + (from === u.at && startedInZoc ? 1 : 0);
    },
    stopAt: (k) => zoc(at(k).hex),
  });
  const out: MoveTarget[] = [];
  for (const [k, r] of reach.cells) {
    const to = at(k).hex;
    // two steps at least (one-hex moves are oneHex's), the path's length less one
    if (r.steps < 2 || have.has(to)) continue;
    const path = reach.pathTo(k)!;
    // the cheapest way in is the one judged (another facing on arrival seldom changes the verdict)
    have.add(to);
    const steps: Step[] = [];
    for (let i = 1; i < path.length; i++) {
      const { hex, facing } = at(path[i]);
      if (facing !== at(path[i - 1]).facing) steps.push({ type: 'turn', facing });
      steps.push({ type: 'move', to: hex });
    }
    const fits =
      judge === 'whole'
        ? !!checked(c, { units: ids, steps, forcedMarch }, forcedMarch ? 1 : 0)
        : ends(to) && !(forcedMarch && path.some((k, i) => i > 0 && contact(at(k).hex)));
    if (!fits) continue;
    out.push({ to, steps, ...(forcedMarch ? { forcedMarch } : {}) });
  }
  return out;
};

export const moveTargets = (c: Ctx, id: string, judge: Judge = 'search'): MoveTarget[] => stackTargets(c, [id], judge);

/** R 7.7: the targets of a stack moving together (the units of `ids` stand in one hex), judged as one move */
export const stackTargets = (c: Ctx, ids: string[], judge: Judge = 'search'): MoveTarget[] =>
  still(c.pos.units, () => targetsOf(c, ids, judge));

const targetsOf = (c: Ctx, ids: string[], judge: Judge): MoveTarget[] => {
  const u = c.pos.units[ids[0]];
  const one = oneHex(c, ids);
  // a square moves a hex at a time (R 4.1.2); an allowance comes from a check of the empty move
  const plain = u.square ? null : checked(c, { units: ids, steps: [] });
  if (!plain) return one;
  const have = new Set(one.map((x) => x.to));
  const far = longer(c, ids, plain.allowance, have, false, judge);
  const flat = ids.every((id) => movesLikeCavalry(def(c, id))) && c.opts.cavalryForcedMarch === 'flat';
  const forced = flat && checked(c, { units: ids, steps: [], forcedMarch: true }, 1);
  return [...one, ...far, ...(forced ? longer(c, ids, forced.allowance, have, true, judge) : [])];
};
