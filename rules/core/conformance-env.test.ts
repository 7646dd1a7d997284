import { describe, expect, it } from 'vitest';
import { pinnedFuzzEnv } from './conformance.js';

describe('pinnedFuzzEnv: a game still being built', () => {
  it('plays its pinned seed, and the commit when FUZZ_PINNED=0', () => {
    expect(pinnedFuzzEnv('ea863beca5a8', { env: { FUZZ_SEED: 'commit1' } }).FUZZ_SEED).toBe('ea863beca5a8');
    expect(pinnedFuzzEnv('ea863beca5a8', { env: { FUZZ_SEED: 'commit1', FUZZ_PINNED: '0' } }).FUZZ_SEED).toBe(
      'commit1',
    );
  });
  it('caps FUZZ_SCALE at maxScale (0.4 of CI scale 1; npm test keeps its 0.02) and keeps it without a cap', () => {
    expect(pinnedFuzzEnv('s', { maxScale: 0.4, env: { FUZZ_SCALE: '1' } }).FUZZ_SCALE).toBe('0.4');
    expect(pinnedFuzzEnv('s', { maxScale: 0.4, env: {} }).FUZZ_SCALE).toBe('0.02');
    expect(pinnedFuzzEnv('s', { env: { FUZZ_SCALE: '1', OTHER: 'x' } })).toEqual({
      FUZZ_SCALE: '1',
      OTHER: 'x',
      FUZZ_SEED: 's',
    });
  });
});
