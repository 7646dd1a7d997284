import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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

/**
 * The files that run longest at CI scale (FUZZ_SCALE=1), longest first: with no timing cache (a fresh
 * clone) vitest starts larger files first, and these small files would otherwise start last and
 * leave one worker running them alone at the end.
 */
const LONG_FIRST = [
  /wojna-o-niepodleglosc\/conformance\.test\.ts$/,
  /\/conformance\.test\.ts$/,
  /\/conformance-[\w-]+\.test\.ts$/,
  /tests\/api\/fuzz\.test\.ts$/,
  /tests\/regression\//,
  /\.conformance\.test\.ts$/,
];
class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((r) => r.test(f.moduleId.replaceAll('\\', '/')));
      return i < 0 ? LONG_FIRST.length : i;
    };
    // Array.prototype.sort is stable: within a rank, vitest's own order (its cache, else size)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const EXCLUDE = ['tests/e2e/**', 'node_modules/**', 'cdk.out/**'];
/** the games' random-play suites (rules/games/README.md, "The conformance suite") */
const GAME_CONFORMANCE = 'rules/games/*/conformance*.test.ts';

// Unit and integration tests: rules, functions (against embedded dynalite), infra assertions.
// Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    projects: [
      // The rules are pure (no I/O, no clock, no globals) and their tests mock nothing, so their files
      // share one module cache a worker: each game's pack is parsed and checked once a worker, not once
      // a file, which takes most of their import time away. The games' random-play suites keep a fresh
      // worker each: they are long, hold many games in memory at CI scale, and gain little.
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['rules/**/*.test.ts'],
          exclude: [...EXCLUDE, GAME_CONFORMANCE],
          isolate: false,
        },
      },
      // Everything else starts each file afresh: servers, tables, environment variables and mocks.
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            GAME_CONFORMANCE,
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'tests/**/*.test.ts',
            'web/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
    ],
    exclude: EXCLUDE,
    // One worker per core: vitest's default keeps a core for its main process, which on a 2-core
    // machine leaves one worker for the whole suite. VITEST_MAX_WORKERS still overrides this.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    sequence: { sequencer: LongFirst },
    env: { FUZZ_SEED: process.env.FUZZ_SEED || commit() },
  },
});
