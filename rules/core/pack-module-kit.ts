/**
 * For each game's `create-module.test.ts` (v3: a module built from a pack passed in): the checks every game
 * makes of a module built from a club's copy of its pack, written once.
 */
import { expect } from 'vitest';
import type { Batch, Dice, GameModule } from './contract.js';
import { packHash } from './pack-hash.js';
import { playRandomBatches } from './random-play.js';

/** where a state names the pack it is played on: `pack` (Manoeuvre names its pack's id there, and the hash in `packHash`) */
type PackField = 'pack' | 'packHash';
const named = (s: unknown, field: PackField): unknown => (s as Record<PackField, unknown>)[field];

/**
 * `m` is built from `pack`, a club's copy of our shipped pack (`ours` is built from ours): it is addressed by the
 * copy's own content hash, not ours, and `s`, a game set up on it, names that hash.
 */
export const expectOwnPackHash = <S, B extends Batch>(
  m: GameModule<S, B>,
  ours: GameModule<S, B>,
  pack: unknown,
  s: S,
  field: PackField = 'pack',
): void => {
  expect(m.packHash).toBe(packHash(pack));
  expect(m.packHash).not.toBe(ours.packHash);
  expect(named(s, field)).toBe(m.packHash);
};

/** a game on a club's pack plays: `most` random batches from `s` accepted, the state surviving JSON after each, still naming the pack; the last state */
export const playsOnPack = <S, B extends Batch>(
  m: GameModule<S, B>,
  s: S,
  dice: Dice,
  most: number,
  field: PackField = 'pack',
): S => {
  const last = playRandomBatches(m, s, dice, most);
  expect(named(last, field)).toBe(m.packHash);
  return last;
};
