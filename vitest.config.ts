import { defineConfig } from 'vitest/config';

// Unit and integration tests: rules, functions (against embedded dynalite), infra assertions.
// Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'tests/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'cdk.out/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
