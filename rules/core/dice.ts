import type { Dice } from './contract.js';

/** Dice for tests: returns the given faces in order; throws when they run out or do not fit. */
export class FixedDice implements Dice {
  private i = 0;
  constructor(private readonly faces: readonly number[]) {}
  roll(faces: number): number {
    if (this.i >= this.faces.length) throw new Error(`FixedDice: no roll left (asked d${faces} #${this.i})`);
    const v = this.faces[this.i++];
    if (!Number.isInteger(v) || v < 1 || v > faces) throw new Error(`FixedDice: ${v} is not a d${faces} face`);
    return v;
  }
  get used(): number {
    return this.i;
  }
}

/** Records every roll made through it (for the 'every die appears in an event' check and replay). */
export class RecordingDice implements Dice {
  readonly rolls: { faces: number; value: number }[] = [];
  constructor(private readonly inner: Dice) {}
  roll(faces: number): number {
    const value = this.inner.roll(faces);
    this.rolls.push({ faces, value });
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
  roll(faces: number): number {
    return 1 + Math.floor(this.next() * faces);
  }
}

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
export const withDiceFaces = <E extends { dice?: number[]; diceFaces?: number[] }>(events: E[], rolls: readonly { faces: number }[]): E[] => {
  let k = 0;
  return events.map((e) => {
    if (!e.dice?.length) return e;
    const faces = rolls.slice(k, k + e.dice.length).map((r) => r.faces);
    k += e.dice.length;
    return faces.length === e.dice.length ? { ...e, diceFaces: faces } : e;
  });
};
