import { describe, expect, it } from 'vitest';
import { FixedDice, RecordingDice, SeededDice, shuffle } from './dice.js';

describe('dice for tests', () => {
  it('FixedDice returns the given faces in order and refuses an impossible face', () => {
    const d = new FixedDice([6, 1, 4]);
    expect([d.roll(6), d.roll(6)]).toEqual([6, 1]);
    expect(() => d.roll(3)).toThrow(/not a d3 face/);
  });
  it('FixedDice throws when the sequence runs out', () => {
    const d = new FixedDice([2]);
    d.roll(6);
    expect(() => d.roll(6)).toThrow(/no roll left/);
  });
  it('RecordingDice records every roll with its faces', () => {
    const d = new RecordingDice(new FixedDice([3, 5]));
    d.roll(6);
    d.roll(10);
    expect(d.rolls).toEqual([
      { faces: 6, value: 3 },
      { faces: 10, value: 5 },
    ]);
  });
  it('SeededDice stays within 1..faces and is reproducible', () => {
    const a = new SeededDice(42),
      b = new SeededDice(42);
    const xs = Array.from({ length: 1000 }, () => a.roll(6));
    expect(xs.every((x) => x >= 1 && x <= 6)).toBe(true);
    expect(Array.from({ length: 1000 }, () => b.roll(6))).toEqual(xs);
    expect(new Set(xs).size).toBe(6);
  });
  it('shuffle is a permutation and draws n-1 dice', () => {
    const { items, rolls } = shuffle([1, 2, 3, 4, 5], new FixedDice([1, 1, 1, 1]));
    expect(items.slice().sort()).toEqual([1, 2, 3, 4, 5]);
    expect(items).toEqual([2, 3, 4, 5, 1]);
    expect(rolls).toHaveLength(4);
  });
});
