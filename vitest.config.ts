import { execSync } from 'node:child_process';
import { defineConfig } from 'vitest/config';

/** The random games' seed (rules/core/conformance-counts.ts): the commit, so each commit plays new games. */
const commit = (): string => {
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
};

// Unit and integration tests: rules, functions (against embedded dynalite), infra assertions.
// Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: [
      'rules/**/*.test.ts',
      'functions/**/*.test.ts',
      'infra/**/*.test.ts',
      'tests/**/*.test.ts',
      'web/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'cdk.out/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    env: { FUZZ_SEED: process.env.FUZZ_SEED || commit() },
  },
});
