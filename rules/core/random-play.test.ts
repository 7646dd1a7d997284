import { describe, expect, it } from 'vitest';
import type { OrderChoice } from './contract.js';
import { FixedDice, SeededDice } from './dice.js';
import { choiceWeight, pickOrder, weightedIndex } from './random-play.js';

const button = (type: string): OrderChoice => ({ id: type, label: { pl: type, en: type }, order: { type } });
const targets = (type: string, cells: string[]): OrderChoice => ({
  id: type,
  label: { pl: type, en: type },
  targets: cells.map((cell) => ({ cell, order: { type, to: cell } })),
});

describe('random players biased toward moving and attacking', () => {
  it("a weighted index is one die of the weights' sum: [1, 6, 3] → 1 on 1, 2 on 2–7, 3 on 8–10", () => {
    expect([1, 2, 7, 8, 10].map((r) => weightedIndex([1, 6, 3], new FixedDice([r])))).toEqual([0, 1, 1, 2, 2]);
    expect(weightedIndex([0, 0], new FixedDice([2]))).toBe(1); // all zero: uniform
  });
  it('a choice weighs as its order type: attack 6, move 4, pass 1, an unknown type 2', () => {
    expect(
      [button('attack'), targets('move', ['a1']), button('pass'), button('parley')].map((c) => choiceWeight(c)),
    ).toEqual([6, 4, 1, 2]);
  });
  it('over 2,000 picks an attack comes up about six times as often as a pass, and a target order carries its cell', () => {
    const dice = new SeededDice(7);
    const n: Record<string, number> = {};
    for (let i = 0; i < 2000; i++) {
      const { order } = pickOrder([button('pass'), targets('attack', ['b2', 'c3'])], dice);
      const t = (order as { type: string }).type;
      n[t] = (n[t] ?? 0) + 1;
      if (t === 'attack') expect(['b2', 'c3']).toContain((order as { to: string }).to);
    }
    expect(n.attack / n.pass).toBeGreaterThan(4.5);
    expect(n.attack / n.pass).toBeLessThan(8);
  });
});
