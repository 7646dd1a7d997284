import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { rollAt, seedHash, ServerDice } from './hmac-dice.js';

const SEED = '00'.repeat(31) + '01';

describe('server dice: HMAC-SHA256(seed, counter), unbiased', () => {
  it('a roll is the first 32-bit word of HMAC(seed, counter as 8 bytes) below the largest multiple of faces', () => {
    const msg = Buffer.alloc(8);
    msg.writeBigUInt64BE(7n);
    const word = createHmac('sha256', Buffer.from(SEED, 'hex')).update(msg).digest().readUInt32BE(0);
    const limit = 2 ** 32 - (2 ** 32 % 6);
    expect(word < limit).toBe(true); // true for this seed; the test would tell us if it were not
    expect(rollAt(SEED, 7, 6)).toBe((word % 6) + 1);
  });

  it('is deterministic per (seed, counter) and differs between seeds', () => {
    const a = Array.from({ length: 50 }, (_, i) => rollAt(SEED, i, 6));
    expect(Array.from({ length: 50 }, (_, i) => rollAt(SEED, i, 6))).toEqual(a);
    expect(Array.from({ length: 50 }, (_, i) => rollAt('ff'.repeat(32), i, 6))).not.toEqual(a);
  });

  it('faces are uniform: 60,000 d6 each within 3% of 10,000, and d1 is always 1', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollAt(SEED, i, 6) - 1]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(300);
    expect(rollAt(SEED, 3, 1)).toBe(1);
  });

  it('ServerDice starts at its counter and counts its rolls (the turn records {first, count})', () => {
    const d = new ServerDice(SEED, 10);
    const faces = [d.roll(6), d.roll(10), d.roll(6)];
    expect(d.range).toEqual({ first: 10, count: 3 });
    expect(faces).toEqual([rollAt(SEED, 10, 6), rollAt(SEED, 11, 10), rollAt(SEED, 12, 6)]);
  });

  it('the commitment is SHA-256 of the seed bytes', () => {
    expect(seedHash('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('a zero-based d10 (0–9) is the same draw as the d10 read one lower, and is recorded as zero-based', () => {
    const d = new ServerDice(SEED, 0);
    const read = Array.from({ length: 200 }, () => d.roll(10, { zeroBased: true }));
    expect(read).toEqual(Array.from({ length: 200 }, (_, i) => rollAt(SEED, i, 10) - 1));
    expect(Math.min(...read)).toBe(0);
    expect(Math.max(...read)).toBe(9);
    expect(d.rolls[0]).toMatchObject({ counter: 0, faces: 10, zeroBased: true });
  });
});
