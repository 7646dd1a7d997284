import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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
 * Seconds the longest files took in CI's first pass (FUZZ_SCALE=1, two workers, the last full run).
 * They start first, longest first, so that the two workers finish together (longest processing time
 * first): with the longest starting last, one worker would run it alone at the end. A figure that
 * has drifted costs balance only, never a test; refresh them from a CI log when a file's time moves.
 * From the run of 35bf9e52 (1,330 s). The older versions' replays were one file there (161 s); their
 * five files' figures are that time shared by each file's measured part of it (tests/regression/older-versions.ts).
 */
const CI_SECONDS: Record<string, number> = {
  'rules/games/ostatnia-wojna-cesarzy/conformance-campaign.test.ts': 500,
  'rules/games/tannenberg-1914/conformance.test.ts': 424,
  'rules/games/ostatnia-wojna-cesarzy/conformance-d.test.ts': 294,
  'rules/games/ostatnia-wojna-cesarzy/conformance.test.ts': 191,
  'rules/games/ostatnia-wojna-cesarzy/conformance-e.test.ts': 131,
  'rules/games/wojna-o-niepodleglosc/conformance.test.ts': 128,
  'rules/games/olszynka-grochowska-1831/conformance-battle.test.ts': 99,
  'tests/regression/older-versions/tannenberg-1914.test.ts': 47,
  'tests/regression/older-versions/ostatnia-wojna-cesarzy.test.ts': 39,
  'tests/regression/older-versions/tannenberg-1914-before-v10.test.ts': 31,
  'tests/regression/older-versions/wojna-o-niepodleglosc.test.ts': 26,
  'tests/regression/older-versions/olszynka-grochowska-1831.test.ts': 18,
};
/**
 * Then the other files that run long at CI scale, by kind: with no timing cache (a fresh clone) vitest
 * starts larger files first, and these small files would otherwise start last.
 */
const LONG_KINDS = [
  /rules\/games\/[^/]+\/conformance[\w-]*\.test\.ts$/,
  /tests\/api\/fuzz\.test\.ts$/,
  /tests\/regression\//,
  /\.conformance\.test\.ts$/,
];
class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = fileURLToPath(new URL('.', import.meta.url))
      .replaceAll('\\', '/')
      .replace(/\/$/, '');
    const key = (f: TestSpecification): [number, number] => {
      const path = f.moduleId.replaceAll('\\', '/');
      const seconds = CI_SECONDS[path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path];
      if (seconds !== undefined) return [-1, -seconds];
      const i = LONG_KINDS.findIndex((r) => r.test(path));
      return [i < 0 ? LONG_KINDS.length : i, 0];
    };
    // Array.prototype.sort is stable: within a kind, vitest's own order (its cache, else size)
    return (await super.sort(files)).sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka[0] - kb[0] || ka[1] - kb[1];
    });
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
