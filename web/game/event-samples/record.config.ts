import { defineConfig } from 'vitest/config';

/**
 * Records one event of each type the games' own tests fire into samples.json, for the test that
 * renders every event a game declares in both languages (web/game/visible-text.test.ts):
 *   npx vitest run --config web/game/event-samples/record.config.ts [files]
 * One file at a time (the samples file is read and written after each).
 */
export default defineConfig({
  test: {
    include: ['rules/games/**/*.test.ts'],
    exclude: ['node_modules/**'],
    setupFiles: ['web/game/event-samples/record.setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // the random-play suites at a small scale fire the common events quickly
    env: { FUZZ_SCALE: '0.05', FUZZ_SEED: 'event-samples' },
  },
});
