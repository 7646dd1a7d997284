import type { Dice } from '../../core/contract.js';
import { RuleViolation } from '../../core/errors.js';
import type { HexGrid } from '../../core/hex.js';
import { StateSearch } from '../../core/path.js';
import { def, enemyOf, occupant, sideOf, type Ctx } from './ctx.js';
import { zoneDirections } from './facing.js';
import { adjacentToEnemy, moveStack, passProblem, type MoveOrder, type Step } from './movement.js';
import { stepCostAt } from './step-cost.js';
import { joinProblem } from './stacking.js';
import { effectiveMorale } from './morale.js';
import { isArtillery, movesLikeCavalry } from './units.js';
import { inEnemyZoc } from './zoc.js';
import { stackIn, still } from './occupancy.js';

/**
 * What the view offers a unit to move to (R 7): every hex it may end on, with the steps to order.
 * One-hex moves after at most one 60° turn (R 4.6, with the first-hex rule of R 7.4), and longer
 * moves over (hex, facing) states on core's path finder: each hex entered through the front zone,
 * one free turn in each hex, the allowance as budget, an enemy ZOC ending the move (R 5.3). A one-hex
 * candidate is judged whole by movement's check mode (nothing moves); a longer one by what that check
 * would still refuse of a path the search found (`judge`, proved the same by reach.test.ts). A unit or
 * stack that may force-march (R 7.9.1) is also offered the hexes only a forced march reaches (R 7.9):
 * cavalry and horse artillery with their flat +1 (AMB-13), infantry and foot artillery those up to +2
 * MP, each marked with the MP its path costs and what it needs (`forced`): the die is rolled as the
 * move begins, and a roll short of it stops the unit where its MP run out (movement.ts `short`).
 */
export interface MoveTarget {
  to: string;
  steps: Step[];
  forcedMarch?: boolean;
  /** R 7.9: a forced-march target's price: its path's MP, the extra MP it needs and how sure they are */
  forced?: ForcedNeed;
}

/**
 * What a forced-march target asks of the roll (R 7.9, spec 4.12.4): the path costs `mp` against the
 * unit's `allowance`, so it needs `extra` (1 or 2) more MP; `atMost` is the highest d10 (read 0–9)
 * that gives them (the morale for +1, one less for +2), null for the flat +1 of cavalry (AMB-13).
 */
export interface ForcedNeed {
  mp: number;
  allowance: number;
  extra: number;
  atMost: number | null;
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

/**
 * The search's states: a hex and a facing, numbered hex × 6 + facing (the hex's number in the grid),
 * each with the states one step on (the grid's alone): the front-zone hexes after no turn, then one
 * 60° turn either way, each with the facing it was entered in. The same for every search on a grid.
 */
const nextOf = new WeakMap<HexGrid, { next: Int32Array[]; dirs: Int8Array[] }>();
/** with each step its direction (`dirs`, beside `next`), so a step's hexside is priced without a look-up */
const statesOf = (g: HexGrid): { next: Int32Array[]; dirs: Int8Array[] } => {
  let all = nextOf.get(g);
  if (all) return all;
  all = { next: [], dirs: [] };
  for (let h = 0; h < g.size; h++)
    for (let facing = 0; facing < 6; facing++) {
      const next: number[] = [];
      const dirs: number[] = [];
      for (const t of [facing, (facing + 1) % 6, (facing + 5) % 6])
        for (const dir of zoneDirections(t).front) {
          const to = g.neighbourIndex(h, dir);
          if (to >= 0) {
            next.push(to * 6 + t);
            dirs.push(dir);
          }
        }
      all.next.push(Int32Array.from(next));
      all.dirs.push(Int8Array.from(dirs));
    }
  nextOf.set(g, all);
  return all;
};
// one search at a time per grid: its working arrays are kept
const searches = new WeakMap<HexGrid, StateSearch>();
const searchOf = (g: HexGrid): StateSearch => {
  let s = searches.get(g);
  if (!s) searches.set(g, (s = new StateSearch(g.size * 6)));
  return s;
};

/**
 * the step prices of one search, by hexside (hex × 6 + direction), kept per grid and told apart by the
 * search's number (`priced`), so no search fills a fresh array: one search at a time per grid
 */
const prices = new WeakMap<HexGrid, { costs: Float64Array; priced: Uint32Array; run: number }>();
const pricesOf = (g: HexGrid): { costs: Float64Array; priced: Uint32Array; run: number } => {
  let p = prices.get(g);
  if (!p) prices.set(g, (p = { costs: new Float64Array(g.size * 6), priced: new Uint32Array(g.size * 6), run: 0 }));
  if (p.run === 0xffffffff) {
    p.priced.fill(0);
    p.run = 0;
  }
  p.run++;
  return p;
};

/** what a hex holds does not change during a search: each hex is judged once (0: not yet, 1: yes, 2: no) */
const perHex = (g: HexGrid, f: (h: string) => boolean): ((i: number) => boolean) => {
  const known = new Uint8Array(g.size);
  return (i) => {
    let v = known[i];
    if (v === 0) known[i] = v = f(g.labels[i]) ? 1 : 2;
    return v === 1;
  };
};

/** each stop a short roll (a bonus below `extra`) leaves on `path` (its states) is a hex the move may end in */
const stopsFit = (
  path: number[],
  costAt: (i: number) => number,
  allowance: number,
  extra: number,
  endsAt: (i: number) => boolean,
): boolean => {
  for (let bonus = 0; bonus < extra; bonus++) {
    let i = path.length - 1;
    while (i > 1 && costAt(i) > allowance + bonus + 1e-9) i--;
    if (!endsAt(i)) return false;
  }
  return true;
};

/** R 7.9: how far a forced march may take the unit or stack, and what the roll must show for each extra MP */
interface Forcing {
  bonus: number;
  atMost: (extra: number) => number | null;
}

/**
 * The longer moves, cheapest first, one per hex not already in `have`: within the `allowance`
 * (`plain`) and, when the unit may force-march, those only its bonus pays for (`forced`, R 7.9). One
 * search with the larger budget answers both: Dijkstra makes a state's cost final before any dearer
 * one is looked at, so the states within the allowance get the same paths as a search stopped there.
 */
const longer = (
  c: Ctx,
  ids: string[],
  allowance: number,
  have: Set<string>,
  judge: Judge,
  forcing?: Forcing,
): { plain: MoveTarget[]; forced: MoveTarget[] } => {
  const plain: MoveTarget[] = [];
  const forced: MoveTarget[] = [];
  const budget = allowance + (forcing?.bonus ?? 0);
  const u = c.pos.units[ids[0]];
  // a unit with no facing (a rules-version ≤ 7 game: a live change of front answered after a stack-mate's
  // withdrawal had taken the unit away, reacting.ts) has no state to start from: no longer move (the
  // string-keyed search this replaced threw on it, failing the whole view)
  if (!Number.isInteger(u.facing)) return { plain, forced };
  const side = sideOf(c, ids[0]);
  const g = c.P.grid;
  const startedInZoc = inEnemyZoc(c, u.at, side);
  // R 5.7: infantry that left (or now leaves) an enemy ZOC enters none this phase (a stack: unless all move like cavalry)
  const noZoc =
    !ids.every((id) => movesLikeCavalry(def(c, id))) &&
    (startedInZoc || ids.some((id) => !!c.pos.units[id].flags.leftZoc));
  const { next, dirs } = statesOf(g);
  const zoc = perHex(g, (h) => inEnemyZoc(c, h, side));
  // the stacking rules see only the movers in a hex nobody stands in: every empty hex gets the first one's answer
  const emptyAlike = (f: (h: string) => boolean): ((h: string) => boolean) => {
    let alone: boolean | undefined;
    return (h) => (stackIn(c.pos.units, h).length ? f(h) : (alone ??= f(h)));
  };
  const passes = emptyAlike((h) => !passProblem(c, h, ids));
  const open = perHex(g, (h) => occupant(c, h) !== enemyOf(side) && passes(h) && !(noZoc && zoc(g.indexOf(h))));
  const contact = perHex(g, (h) => adjacentToEnemy(c, h, side));
  const ends = perHex(
    g,
    emptyAlike((h) => !joinProblem(c, h, ids, true)),
  );
  // a step's cost depends on its two hexes alone: each hexside crossed is priced once, whichever facing
  // crosses it (NaN: not yet; -1: not allowed)
  const { costs, priced, run } = pricesOf(g);
  const price = (from: number, to: number, dir: number): number | null => {
    const i = from * 6 + dir;
    let v = costs[i];
    if (priced[i] !== run) {
      costs[i] = v = stepCostAt(c, from, dir, to, ids) ?? -1;
      priced[i] = run;
    }
    return v < 0 ? null : v;
  };
  const home = g.indexOf(u.at);
  const reach = searchOf(g).search({
    start: home * 6 + u.facing,
    budget,
    next: (s) => next[s],
    cost: (a, b, k) => {
      const from = (a / 6) | 0;
      const to = (b / 6) | 0;
      if (!open(to)) return null;
      const cost = price(from, to, dirs[a][k]);
      return cost === null ? null : cost + (from === home && startedInZoc ? 1 : 0);
    },
    stopAt: (s) => zoc((s / 6) | 0),
    name: (s) => `${g.labels[(s / 6) | 0]}:${s % 6}`,
  });
  const taken = new Uint8Array(g.size);
  for (const h of have) taken[g.indexOf(h)] = 1;
  for (const k of reach.order) {
    const hex = (k / 6) | 0;
    // two steps at least (one-hex moves are oneHex's), the path's length less one
    if (reach.stepsTo(k) < 2 || taken[hex]) continue;
    const path = reach.pathTo(k)!;
    // the cheapest way in is the one judged (another facing on arrival seldom changes the verdict)
    const to = g.labels[hex];
    taken[hex] = 1;
    have.add(to);
    const steps: Step[] = [];
    for (let i = 1; i < path.length; i++) {
      const facing = path[i] % 6;
      if (facing !== path[i - 1] % 6) steps.push({ type: 'turn', facing });
      steps.push({ type: 'move', to: g.labels[(path[i] / 6) | 0] });
    }
    const mp = reach.costTo(k)!;
    const extra = Math.ceil(mp - allowance - 1e-9);
    const forcedMarch = extra > 0;
    const atMost = forcedMarch ? forcing!.atMost(extra) : null;
    // a roll that can never give the extra MP (morale 0 asks a die below 0) offers nothing
    if (atMost !== null && atMost < 0) continue;
    const fits =
      judge === 'whole'
        ? !!checked(c, { units: ids, steps, forcedMarch }, forcedMarch ? forcing!.bonus : 0)
        : ends(hex) && !(forcedMarch && path.some((p, i) => i > 0 && contact((p / 6) | 0)));
    if (!fits) continue;
    // R 7.9, 6.7: a roll short of `extra` stops the unit where its MP run out (the first hex always
    // entered, R 7.4); a target is offered only when every such stop is a hex it may end in, so no die
    // refuses the order (a friendly stack it would only pass through)
    if (
      forcedMarch &&
      !stopsFit(
        path,
        (i) => reach.costTo(path[i])!,
        allowance,
        extra,
        (i) => ends((path[i] / 6) | 0),
      )
    )
      continue;
    if (forcedMarch) forced.push({ to, steps, forcedMarch, forced: { mp, allowance, extra, atMost } });
    else plain.push({ to, steps });
  }
  return { plain, forced };
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
  // R 7.9, AMB-13/14: the stack's roll is its head's (the top non-artillery unit, movement.ts); horse
  // rolls at most +1 (a flat +1 by default), foot up to +2
  const head = ids.find((id) => !isArtillery(def(c, id))) ?? ids[0];
  const horse = movesLikeCavalry(def(c, head));
  const flat = horse && c.opts.cavalryForcedMarch === 'flat';
  const bonus = horse ? 1 : 2;
  // the check refuses a unit that may not force-march (R 7.9.1: not full, uncommanded, fired, next to the enemy)
  const may = !!checked(c, { units: ids, steps: [], forcedMarch: true }, bonus);
  const morale = may && !flat ? effectiveMorale(c, head) : 0;
  // +1 on a roll equal to morale or below, +2 below it (d10 read 0–9)
  const atMost = (extra: number): number | null => (flat ? null : extra === 1 ? morale : morale - 1);
  const far = longer(c, ids, plain.allowance, have, judge, may ? { bonus, atMost } : undefined);
  return [...one, ...far.plain, ...far.forced];
};
