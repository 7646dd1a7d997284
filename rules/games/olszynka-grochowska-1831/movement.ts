import type { Dice } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { def, enemyOf, occupant, putUnit, sideOf, stackAt, unit, type Ctx } from './ctx.js';
import { d10 } from './die.js';
import { turnSteps, zoneOf } from './facing.js';
import { isCommanded } from './leaders.js';
import { effectiveMorale, moraleTest, type MoraleTest } from './morale.js';
import { joinProblem } from './stacking.js';
import { flag, onMap } from './state.js';
import { allowance, isArtillery, movesLikeCavalry } from './units.js';
import { stepCost } from './step-cost.js';
import { roundHalfUp } from './die.js';
import { inEnemyZoc } from './zoc.js';
import { hold, holding, unitsIn } from './occupancy.js';

/**
 * Chapter 7: movement, one unit or stack at a time (R 7.7), hex by hex (R 7.3), with the free 60°
 * turn per hex of R 4.6, ZOC stops and exits (R 5.3, 5.7, 5.8, 4.8), backward moves (R 7.10, 7.11),
 * squares (R 4.1.2) and forced march (R 7.9). Every refusal names its rule and the step (`at`).
 */
export type Step =
  | { type: 'turn'; facing: number }
  | { type: 'move'; to: string }
  | { type: 'rear'; to: string }
  | { type: 'formSquare' }
  | { type: 'leaveSquare'; facing: number };

export interface MoveOrder {
  units: string[];
  steps: Step[];
  forcedMarch?: boolean;
  /** R 4.8: a unit starting in enemy ZOC turns to any facing where it stands (then a morale test) */
  turnInPlace?: number;
}

export interface Moved {
  units: string[];
  from: string;
  path: string[];
  facing: number;
  mpSpent: number;
  allowance: number;
  forcedMarch?: { die: number | null; bonus: number };
  tests: MoraleTest[];
  /** every hex entered, in order, for the reaction triggers of chapter 5 */
  entered: string[];
  /** a reaction stopped the move; the steps after `path` were dropped */
  interrupted?: boolean;
  /** R 7.9: the forced-march roll gave fewer MP than the ordered path needs: it stopped where they ran out */
  short?: boolean;
  /**
   * Rules version 9, R 6.7: the move was cut short (a reaction, a short forced march) in a hex the
   * mover could only pass through; it stopped in the last hex of its path where it may stand (`to`)
   */
  fellBack?: { from: string; to: string; rule: '6.7' };
}

/** the rules version from which a move cut short in a hex the mover may only pass through falls back (R 6.7) */
export const FALL_BACK_RULES = 9;

/** R 6.2, 6.3 while passing through a hex (AMB-32b: infantry and cavalry not even passing, option `strictMixing`) */
export const passProblem = (c: Ctx, to: string, ids: readonly string[]) => {
  const problem = joinProblem(c, to, ids, false);
  return problem && (problem.rule !== '6.2' || c.opts.strictMixing) ? problem : undefined;
};

/** R 7.9.1: an enemy unit next to the hex */
export const adjacentToEnemy = (c: Ctx, hex: string, side: 'pl' | 'ru'): boolean =>
  unitsIn(c.pos.units, c.P.grid.neighbourCells(hex)).some((u) => sideOf(c, u.id) === enemyOf(side));

/**
 * R 7.9: forced march, rolled before the move: roll above morale +0, equal +1, below +2; cavalry and
 * horse artillery +1 flat (AMB-13, option `cavalryForcedMarch: 'roll'` rolls and caps at +1).
 */
export const forcedMarchBonus = (c: Ctx, id: string, dice: Dice): { die: number | null; bonus: number } => {
  const d = def(c, id);
  if (movesLikeCavalry(d) && c.opts.cavalryForcedMarch === 'flat') return { die: null, bonus: 1 };
  const die = d10(dice);
  const m = effectiveMorale(c, id);
  const bonus = die > m ? 0 : die === m ? 1 : 2;
  return { die, bonus: movesLikeCavalry(d) ? Math.min(1, bonus) : bonus };
};

/**
 * `onEnter` is called after every hex entered (the units already stand there): the reaction
 * triggers of chapter 5. When it returns true the move stops in that hex and the order's remaining
 * steps are dropped (`interrupted`), as a reaction changes what the mover would do next.
 * `check` judges the steps without moving anything (the view's choices): no counter, flag or
 * facing changes, no die for a ZOC-exit test (its outcome does not make the steps illegal) and the
 * forced-march bonus taken as `check.forcedMarchBonus` (the view's reach asks for the least one).
 */
export const moveStack = (
  c: Ctx,
  order: MoveOrder,
  dice: Dice,
  at = 'order',
  onEnter?: (hex: string, facing: number) => boolean,
  check?: { forcedMarchBonus: number },
): Moved => holding(() => movePlayed(c, order, dice, at, onEnter, check));
// the move itself: its checks hold the index (occupancy `hold`) between one step's units moving and the next's
const movePlayed = (
  c: Ctx,
  order: MoveOrder,
  dice: Dice,
  at: string,
  onEnter?: (hex: string, facing: number) => boolean,
  check?: { forcedMarchBonus: number },
): Moved => {
  const ids = order.units;
  if (!ids.length) fail('7.7', 'NO_UNITS', 'name the moving unit or stack', `${at}.units`);
  const first = unit(c, ids[0]);
  const side = sideOf(c, ids[0]);
  const from = first.at;
  // nothing moves until the move's start is judged
  const releaseStart = hold(c.pos.units);
  ids.forEach((id, i) => {
    const u = unit(c, id);
    if (!onMap(u.at) || u.at !== from || sideOf(c, id) !== side)
      fail('7.7', 'NOT_A_STACK', 'the units must stand together in one hex', `${at}.units[${i}]`);
    if (u.flags.moved) fail('7.7', 'ALREADY_MOVED', `${id} has already moved in this activation`, `${at}.units[${i}]`);
  });
  const head = ids.find((id) => !isArtillery(def(c, id))) ?? ids[0];
  // R 2.3.7.2, 12.6.5: half MP uncommanded or demoralized; R 11.9: 1 (foot) or 2 (horse) after firing
  let mp = Math.min(
    ...ids.map((id) => {
      const d = def(c, id);
      const u = unit(c, id);
      const base = allowance(d, u, isCommanded(c, id), c.opts.halveOnce);
      return u.flags.fired ? Math.min(base, movesLikeCavalry(d) ? 2 : 1) : base;
    }),
  );
  const full = mp;
  const result: Moved = {
    units: [...ids],
    from,
    path: [],
    facing: first.facing,
    mpSpent: 0,
    allowance: mp,
    tests: [],
    entered: [],
  };
  if (order.forcedMarch) {
    ids.forEach((id, i) => {
      const u = unit(c, id);
      if (u.level !== 'full' || !isCommanded(c, id))
        fail('7.9.1', 'FORCED_MARCH_UNFIT', 'only full, commanded units force-march', `${at}.units[${i}]`);
      if (u.flags.fired)
        fail('7.9.1', 'FORCED_MARCH_FIRED', 'artillery that fired may not force-march', `${at}.units[${i}]`);
    });
    if (adjacentToEnemy(c, from, side))
      fail('7.9.1', 'FORCED_MARCH_CONTACT', 'a unit next to the enemy may not force-march', `${at}.forcedMarch`);
    const fm = check ? { die: null, bonus: check.forcedMarchBonus } : forcedMarchBonus(c, head, dice);
    mp += fm.bonus;
    result.forcedMarch = fm;
    result.allowance = mp;
  }

  let hex = from;
  let facing = first.facing;
  let square = !!first.square;
  let turnedHere = false;
  let ended = false;
  // R 7.4's one-hex entry ended the move: under a forced march the die decided that (R 7.9)
  let endedByFirstHex = false;
  let stoppedByZoc = false;
  // the facing the mover had at each point of its path (0: the start), for a fall-back (R 6.7)
  const facings = [facing];
  // R 5.7: left an enemy ZOC earlier in the phase, or in this move
  let leftZoc = ids.some((id) => unit(c, id).flags.leftZoc);
  const write = (f: () => void): void => {
    if (!check) f();
  };
  const startedInZoc = inEnemyZoc(c, from, side);
  const cavalryLike = ids.every((id) => movesLikeCavalry(def(c, id)));
  const infantryLike = !cavalryLike;
  releaseStart();

  if (order.turnInPlace !== undefined) {
    // R 4.8: in enemy ZOC at the start, turn to any facing, then a morale test; the move ends
    if (!startedInZoc)
      fail('4.8', 'NOT_IN_ZOC', 'only a unit starting in enemy ZOC turns in place', `${at}.turnInPlace`);
    if (order.steps.length) fail('4.8', 'TURN_ENDS_MOVE', 'turning in place ends the move', `${at}.steps[0]`);
    result.facing = order.turnInPlace;
    if (check) return result;
    for (const id of ids) unit(c, id).facing = order.turnInPlace;
    result.tests.push(moraleTest(c, head, dice));
    for (const id of ids) flag(unit(c, id), { moved: true });
    return result;
  }

  const spend = (n: number, stepAt: string, firstHexRule = false): void => {
    if (n > mp - result.mpSpent) {
      // R 7.4: with its whole allowance a unit may always enter one adjacent hex, and then stops
      if (firstHexRule && result.mpSpent === 0 && mp === full + (result.forcedMarch?.bonus ?? 0)) {
        result.mpSpent = mp;
        ended = true;
        endedByFirstHex = true;
        return;
      }
      fail('7.4', 'NO_MP', `needs ${n} MP, ${mp - result.mpSpent} left`, stepAt);
    }
    result.mpSpent += n;
  };

  // a unit routed by its ZOC-exit test (R 5.7) is off the map: the steps after it are dropped, not refused
  let routed = false;
  for (let i = 0; i < order.steps.length && !result.interrupted && !routed; i++) {
    const step = order.steps[i];
    const stepAt = `${at}.steps[${i}]`;
    // [INF] a unit stopped by an enemy ZOC still has its free turn in that hex
    // R 7.9: a bonus too small for the second hex cuts the march short there rather than refusing it
    if (ended && endedByFirstHex && order.forcedMarch && !check) {
      result.short = true;
      break;
    }
    if (ended && !(step.type === 'turn' && stoppedByZoc))
      fail('5.3', 'MOVE_ENDED', 'the move has ended (enemy ZOC, a rear move or the first-hex rule)', stepAt);
    if (step.type === 'turn') {
      if (square) fail('4.1.2', 'SQUARE_TURN', 'a square has no facing to turn', stepAt);
      if (turnSteps(facing, step.facing) !== 1) fail('4.6', 'TURN_60', 'one turn is 60°', stepAt);
      if (turnedHere) fail('4.6', 'ONE_TURN_PER_HEX', 'one 60° turn per hex', stepAt);
      facing = step.facing;
      facings[facings.length - 1] = facing;
      turnedHere = true;
      write(() => {
        for (const id of ids) unit(c, id).facing = facing;
      });
      continue;
    }
    if (step.type === 'formSquare') {
      if (!c.opts.voluntarySquare)
        fail('4.1.2', 'SQUARE_REACTION_ONLY', 'squares form only as a reaction (option)', stepAt);
      ids.forEach((id) => {
        const d = def(c, id),
          u = unit(c, id);
        if (d.arm !== 'infantry' || u.level === 'demoralized' || d.strength - u.losses <= 3 || ids.length > 1)
          fail(
            '4.1.2',
            'SQUARE_UNFIT',
            'only a lone full or disorganized battalion of more than 3 points forms square',
            stepAt,
          );
      });
      if (square) fail('4.1.2', 'ALREADY_SQUARE', 'already in square', stepAt);
      spend(1, stepAt);
      square = true;
      write(() => {
        for (const id of ids) unit(c, id).square = true;
      });
      continue;
    }
    if (step.type === 'leaveSquare') {
      if (!square) fail('4.1.2.1', 'NOT_SQUARE', 'not in square', stepAt);
      spend(1, stepAt);
      square = false;
      facing = step.facing;
      facings[facings.length - 1] = facing;
      turnedHere = true;
      write(() => {
        for (const id of ids) {
          delete unit(c, id).square;
          unit(c, id).facing = facing;
        }
      });
      continue;
    }
    const to = step.to;
    // nothing moves until the step is judged: one index for its look-ups
    const release = hold(c.pos.units);
    if (!c.P.grid.has(to) || !c.P.grid.adjacent(hex, to))
      fail('7.3', 'NOT_ADJACENT', `${to} is not next to ${hex}`, `${stepAt}.to`, { to, hex });
    if (occupant(c, to) === enemyOf(side)) fail('7.6', 'ENEMY_HEX', `${to} holds the enemy`, `${stepAt}.to`);
    const zone = square ? 'front' : zoneOf(c.P.grid, hex, facing, to)!;
    let cost = stepCost(c, hex, to, ids, square);
    if (cost === null) return fail('7.5', 'TERRAIN_FORBIDDEN', `${to} is closed to these units`, `${stepAt}.to`);
    const leavingZoc = hex === from && startedInZoc;
    if (step.type === 'rear') {
      if (square) fail('4.1.2', 'SQUARE_REAR', 'a square moves without a rear', stepAt);
      if (zone !== 'rear') fail('7.10', 'NOT_REAR', `${to} is not in the rear zone`, `${stepAt}.to`);
      if (infantryLike) {
        // R 7.10: infantry and foot artillery: one rear hex for the whole allowance
        if (result.mpSpent > 0) fail('7.10', 'REAR_NEEDS_ALL_MP', 'a rear move needs the whole allowance', stepAt);
        result.mpSpent = mp;
        ended = true;
      } else {
        // R 7.11 (and 5.8, AMB-22): terrain + half the allowance
        const half = roundHalfUp(full / 2);
        spend((leavingZoc && c.opts.zocRearExit === 'half' ? 0 : cost) + half, stepAt);
      }
    } else {
      if (zone !== 'front')
        fail('4.6', 'NOT_FRONT', `${to} is not in the front zone (turn first)`, `${stepAt}.to`, { hex: to });
      // R 5.7, 5.8: leaving enemy ZOC forward costs 1 more
      if (leavingZoc) cost += 1;
      // R 7.9: the bonus is a die rolled as the move begins, so a path it cannot pay for ends where the MP run out
      if (order.forcedMarch && !check && result.mpSpent > 0 && cost > mp - result.mpSpent) {
        result.short = true;
        release();
        break;
      }
      spend(cost, stepAt, !leavingZoc);
    }
    const problem = passProblem(c, to, ids);
    if (problem) fail(problem.rule, problem.code, problem.message, `${stepAt}.to`, problem.params);
    const enteringZoc = inEnemyZoc(c, to, side);
    if (enteringZoc) {
      if (square) fail('4.1.2', 'SQUARE_INTO_ZOC', 'a square may not enter an enemy ZOC', `${stepAt}.to`);
      if ((leftZoc || leavingZoc) && infantryLike)
        fail(
          '5.7',
          'ZOC_REENTRY',
          'infantry that left an enemy ZOC may not enter one again this phase',
          `${stepAt}.to`,
        );
    }
    if (order.forcedMarch && adjacentToEnemy(c, to, side))
      fail('7.9.1', 'FORCED_MARCH_CONTACT', 'a force-marching unit may not come next to the enemy', `${stepAt}.to`);
    release();
    hex = to;
    turnedHere = false;
    result.path.push(to);
    facings.push(facing);
    result.entered.push(to);
    write(() => {
      for (const id of ids) if (onMap(unit(c, id).at)) putUnit(c, id, to);
    });
    if (leavingZoc) {
      leftZoc = true;
      write(() => {
        for (const id of ids) flag(unit(c, id), { leftZoc: true });
      });
      // R 5.7, 5.8: a morale test after leaving
      const t = check ? undefined : moraleTest(c, head, dice);
      if (t) result.tests.push(t);
      if (t?.verdict === 'rout') routed = true;
    }
    if (enteringZoc) stoppedByZoc = true;
    if (enteringZoc || (step.type === 'rear' && infantryLike)) ended = true;
    if (onEnter && ids.some((id) => onMap(unit(c, id).at)) && onEnter(to, facing)) result.interrupted = true;
  }

  // R 6.7 at the end of the move, R 4.6: joining a stack takes its facing
  const arrived = check ? ids : ids.filter((id) => unit(c, id).at === hex);
  if (!check && (result.interrupted || result.short) && (c.rulesVersion ?? 1) >= FALL_BACK_RULES && arrived.length) {
    const back = fallBack(c, result, arrived, hex, facings);
    if (back) [hex, facing] = back;
  }
  const problem = arrived.length ? joinProblem(c, hex, arrived, true) : undefined;
  if (problem) fail(problem.rule, problem.code, problem.message, `${at}.steps`, problem.params);
  if (check) return result;
  const others = stackAt(c, hex).filter((u) => !ids.includes(u.id));
  if (others.length) facing = others[0].facing;
  for (const id of ids) {
    const u = unit(c, id);
    if (!onMap(u.at) || u.at !== hex) continue;
    u.facing = facing;
    if (square) u.square = true;
    else delete u.square;
    flag(u, { moved: true });
  }
  result.facing = facing;
  return result;
};

/**
 * Rules version 9, R 6.7 ("exceeded only briefly, while units pass through"): a move the die cut short
 * (a reaction, R 5.5; a short forced march, R 7.9) in a hex the mover may only pass through stops in
 * the last hex of its path where it may stand, its start at worst, with the facing it had there; a
 * die result never refuses the order. Returns the new end and facing, or nothing when the hex is fine.
 */
const fallBack = (
  c: Ctx,
  result: Moved,
  arrived: readonly string[],
  hex: string,
  facings: readonly number[],
): [string, number] | undefined => {
  if (!joinProblem(c, hex, arrived, true)) return undefined;
  let k = result.path.length - 2;
  while (k >= 0 && joinProblem(c, result.path[k], arrived, true)) k--;
  const to = k >= 0 ? result.path[k] : result.from;
  for (const id of arrived) putUnit(c, id, to);
  result.path = result.path.slice(0, k + 1);
  result.fellBack = { from: hex, to, rule: '6.7' };
  return [to, facings[k + 1]];
};
