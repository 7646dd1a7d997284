/**
 * Random players that play like someone who wants a fight: among the legal choices of a view they
 * pick moves and attacks more often than passing, so random games reach combat, retreats and
 * eliminations (and their events) instead of shuffling cards. Games pass their view's choices;
 * an order type not listed weighs DEFAULT_WEIGHT.
 */
import type { Dice, GameModule, OrderChoice } from './contract.js';

export const ORDER_WEIGHTS: Readonly<Record<string, number>> = {
  // moving
  move: 4,
  march: 4,
  'forced-march': 3,
  supply: 3,
  advance: 3,
  arrive: 2,
  retreat: 2,
  // attacking
  attack: 6,
  assault: 6,
  ambush: 5,
  bombard: 5,
  volley: 5,
  'grand-battery': 5,
  pursue: 3,
  // standing still
  pass: 1,
  'end-turn': 1,
  'end-phase': 1,
  'end-movement': 1,
  'no-combat': 1,
  discard: 1,
};
export const DEFAULT_WEIGHT = 2;

const typeOf = (order: unknown): string | undefined =>
  order && typeof order === 'object' && typeof (order as { type?: unknown }).type === 'string'
    ? (order as { type: string }).type
    : undefined;

/** a choice's weight: that of its button's order, or of its targets' orders (the first one's type) */
export const choiceWeight = (c: OrderChoice, weights: Readonly<Record<string, number>> = ORDER_WEIGHTS): number => {
  const type = typeOf(c.order ?? c.targets?.[0]?.order);
  return type === undefined ? DEFAULT_WEIGHT : (weights[type] ?? DEFAULT_WEIGHT);
};

/** An index drawn with the given (non-negative, not all zero) weights: one die of their sum. */
export const weightedIndex = (weights: readonly number[], dice: Dice): number => {
  const w = weights.map((x) => Math.max(0, Math.round(x)));
  const total = w.reduce((a, b) => a + b, 0);
  if (total <= 0) return dice.roll(weights.length) - 1;
  let r = dice.roll(total);
  for (let i = 0; i < w.length; i++) if ((r -= w[i]) <= 0) return i;
  return w.length - 1;
};

/** A choice by weight, then one of its targets uniformly; returns the order to submit. */
export const pickOrder = (
  choices: readonly OrderChoice[],
  dice: Dice,
  weights?: Readonly<Record<string, number>>,
): { choice: OrderChoice; order: unknown } => {
  const choice =
    choices[
      weightedIndex(
        choices.map((c) => choiceWeight(c, weights)),
        dice,
      )
    ];
  const order = choice.order ?? choice.targets![dice.roll(choice.targets!.length) - 1].order;
  return { choice, order };
};

/**
 * Up to `most` random batches from `state` (fewer when the game ends), each state through JSON as a
 * server stores it; a refused batch throws, since random players pick only among the legal choices.
 */
export const playRandomBatches = <S>(m: GameModule<S, any>, state: S, dice: Dice, most: number): S => {
  let s = state;
  for (let i = 0; i < most; i++) {
    const status = m.status(s);
    if (status.result) break;
    const side = status.waitingFor[0];
    const r = m.apply(s, side, m.randomBatch(s, side, dice), dice);
    if (!r.ok) throw new Error(`${r.error.rule} ${r.error.message}`);
    s = JSON.parse(JSON.stringify(r.state));
  }
  return s;
};
