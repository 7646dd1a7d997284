/**
 * How many random games the conformance suite plays, and with which seeds.
 *
 * A scenario's length class is set by the median length of a random game (applied batches): short
 * ≤ 400, medium ≤ 1,000, long above. The counts at FUZZ_SCALE=1 (CI) keep the work per scenario
 * roughly even; `npm test` runs a small scale with at least one game per tier.
 */
import type { Dice } from './contract.js';

export const LENGTH_CLASSES = ['short', 'medium', 'long'] as const;
export type LengthClass = (typeof LENGTH_CLASSES)[number];

/** the median random game, in applied batches, that each class allows */
export const LENGTH_LIMITS: Record<LengthClass, number> = { short: 400, medium: 1_000, long: Infinity };

/** games per scenario at FUZZ_SCALE=1 */
export const FULL_COUNTS: Record<LengthClass, { plain: number; checked: number }> = {
  short: { plain: 300, checked: 30 },
  medium: { plain: 50, checked: 5 },
  long: { plain: 10, checked: 2 },
};
/** malformed batches per scenario at FUZZ_SCALE=1 */
export const FULL_MALFORMED = 2_000;
/** the scale `npm test` uses when FUZZ_SCALE is not set */
export const DEFAULT_SCALE = 0.02;

export const lengthClassOf = (medianBatches: number): LengthClass =>
  LENGTH_CLASSES.find((c) => medianBatches <= LENGTH_LIMITS[c])!;

export interface Counts {
  plain: number;
  checked: number;
  malformed: number;
}

/** counts for a class at a scale: at least one game per tier and 20 malformed batches */
export const countsFor = (cls: LengthClass, scale: number): Counts => ({
  plain: Math.max(1, Math.round(FULL_COUNTS[cls].plain * scale)),
  checked: Math.max(1, Math.round(FULL_COUNTS[cls].checked * scale)),
  malformed: Math.max(20, Math.round(FULL_MALFORMED * scale)),
});

/** FNV-1a of a string, as an unsigned 32-bit number */
export const hash32 = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
};

export type Tier = 'plain' | 'checked';

/**
 * The seed of one game: a function of the run's seed (the commit, in CI and `npm test`), the scenario,
 * the tier and the game's number, so each commit plays new games and any one can be replayed alone.
 * Seeds stay below 2^31 so they print and parse as plain integers.
 */
export const gameSeed = (runSeed: string, scenarioId: string, tier: Tier, i: number): number =>
  (hash32(`${runSeed}/${scenarioId}/${tier}/${i}`) % 2_147_483_646) + 1;

/** FUZZ_GAME=<scenario>:<seed> (printed on failure) plays that one game, checked */
export const parseOnlyGame = (v: string | undefined): { scenario: string; seed: number } | undefined => {
  const m = /^(.+):(\d+)$/.exec(v ?? '');
  return m ? { scenario: m[1], seed: Number(m[2]) } : undefined;
};

export const parseScale = (v: string | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** A value from a list by a die. */
export const pick = <T>(xs: readonly T[], d: Dice): T => xs[d.roll(xs.length) - 1];
