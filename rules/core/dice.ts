import type { Dice, DieOptions } from './contract.js';

/** The lowest face of a die read this way: 0 zero-based, else 1. */
export const lowFace = (options?: DieOptions): number => (options?.zeroBased ? 0 : 1);

/** Dice for tests: returns the given faces in order; throws when they run out or do not fit. */
export class FixedDice implements Dice {
  private i = 0;
  constructor(private readonly faces: readonly number[]) {}
  /** the given values are read as the die is: 0..faces-1 for a zero-based die */
  roll(faces: number, options?: DieOptions): number {
    if (this.i >= this.faces.length) throw new Error(`FixedDice: no roll left (asked d${faces} #${this.i})`);
    const v = this.faces[this.i++];
    const low = lowFace(options);
    if (!Number.isInteger(v) || v < low || v > faces - 1 + low)
      throw new Error(`FixedDice: ${v} is not a d${faces} face${low ? '' : ' (zero-based)'}`);
    return v;
  }
  get used(): number {
    return this.i;
  }
}

/** Records every roll made through it (for the 'every die appears in an event' check and replay). */
export class RecordingDice implements Dice {
  readonly rolls: { faces: number; value: number; zeroBased?: true }[] = [];
  constructor(private readonly inner: Dice) {}
  roll(faces: number, options?: DieOptions): number {
    const value = this.inner.roll(faces, options);
    this.rolls.push(options?.zeroBased ? { faces, value, zeroBased: true } : { faces, value });
    return value;
  }
}

/** A small deterministic PRNG as Dice (mulberry32); for tests, fuzzing and bots — never the server. */
export class SeededDice implements Dice {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  roll(faces: number, options?: DieOptions): number {
    return lowFace(options) + Math.floor(this.next() * faces);
  }
}

/**
 * The three dice of one random game by its seed, each its own stream: the setup's, the random player's
 * choices, and apply's. The regression fixtures record their games with them (tests/regression/record.ts),
 * so a test or bench that plays seed n plays the fixture's game n.
 */
export const gameDice = (seed: number): { setup: SeededDice; chooser: SeededDice; apply: SeededDice } => ({
  setup: new SeededDice(seed),
  chooser: new SeededDice(seed * 7919 + 1),
  apply: new SeededDice(seed * 104729 + 3),
});

/** Fisher–Yates with dice; every roll is a die drawn, so callers report them in an event. */
export const shuffle = <T>(items: readonly T[], dice: Dice): { items: T[]; rolls: number[] } => {
  const out = items.slice();
  const rolls: number[] = [];
  for (let i = out.length - 1; i > 0; i--) {
    const r = dice.roll(i + 1);
    rolls.push(r);
    const j = r - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return { items: out, rolls };
};

/**
 * Events with `diceFaces` beside their `dice`: every die drawn is in exactly one event's `dice`, in
 * draw order, so the recorded rolls name the faces of each in turn. Events without dice are kept as they are.
 */
export const withDiceFaces = <E extends { dice?: number[]; diceFaces?: number[]; diceZeroBased?: boolean }>(
  events: E[],
  rolls: readonly { faces: number; zeroBased?: boolean }[],
): E[] => {
  let k = 0;
  return events.map((e) => {
    if (!e.dice?.length) return e;
    const drawn = rolls.slice(k, k + e.dice.length);
    k += e.dice.length;
    if (drawn.length !== e.dice.length) return e;
    const faces = drawn.map((r) => r.faces);
    // an event's dice are read one way; zero-based ones say so, so the page draws a 0 on a d10
    return drawn.some((r) => r.zeroBased)
      ? { ...e, diceFaces: faces, diceZeroBased: true }
      : { ...e, diceFaces: faces };
  });
};
