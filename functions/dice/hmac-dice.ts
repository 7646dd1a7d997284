/**
 * Server dice: roll number `counter` of a game is HMAC-SHA256(key = seed, message = counter as
 * 8 bytes big-endian). The 32-byte digest is read as eight unsigned 32-bit words; the first word
 * below the largest multiple of `faces` gives the face (rejection sampling, so no face is favoured).
 * In the astronomically rare case all eight words are rejected, the digest is re-hashed with the
 * same key until one fits. One counter = one roll, so a turn's dice are {first counter, count}.
 * A zero-based die (a d10 read as 0–9) is the same draw read one lower, so the audit re-derives it
 * from the same counter.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Dice, DieOptions } from '../../rules/core/contract.js';

const TWO_32 = 2 ** 32;

export const rollAt = (seedHex: string, counter: number, faces: number): number => {
  if (!Number.isInteger(faces) || faces < 1 || faces > 0xffff_ffff) throw new Error(`bad die: d${faces}`);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new Error(`bad dice counter ${counter}`);
  const key = Buffer.from(seedHex, 'hex');
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const limit = TWO_32 - (TWO_32 % faces);
  let digest = createHmac('sha256', key).update(message).digest();
  for (;;) {
    for (let i = 0; i < 32; i += 4) {
      const word = digest.readUInt32BE(i);
      if (word < limit) return (word % faces) + 1;
    }
    digest = createHmac('sha256', key).update(digest).digest();
  }
};

/** Dice for one turn: draws from `first` on and counts what it drew. */
export class ServerDice implements Dice {
  private next: number;
  readonly rolls: { counter: number; faces: number; value: number; zeroBased?: true }[] = [];
  constructor(
    private readonly seedHex: string,
    readonly first: number,
  ) {
    this.next = first;
  }
  roll(faces: number, options?: DieOptions): number {
    const counter = this.next++;
    const value = rollAt(this.seedHex, counter, faces) - (options?.zeroBased ? 1 : 0);
    this.rolls.push(options?.zeroBased ? { counter, faces, value, zeroBased: true } : { counter, faces, value });
    return value;
  }
  get count(): number {
    return this.next - this.first;
  }
  get range(): DiceRange {
    return { first: this.first, count: this.count };
  }
}

export interface DiceRange {
  first: number;
  count: number;
}

/** A fresh 256-bit seed, hex. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** The commitment shown in every view: SHA-256 of the seed's bytes, hex. */
export const seedHash = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

export const isSeed = (s: unknown): s is string => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);
