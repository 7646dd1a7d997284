import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: Debian's Chromium driven by playwright-core against `npm start`.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/build-once.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
