/**
 * The conformance suite every game module passes (test support: registers vitest tests). Each game
 * calls it once from its own conformance file, so test workers share the games.
 *
 * Per scenario it plays random games (module.randomBatch for every awaited side) in two tiers —
 * *checked* games run every check at every step, *plain* games play out with a replay check at the
 * end and a fog check at each hand-off — then throws malformed batches at states met in play:
 *   determinism  the same state (after a JSON round trip, as the store keeps it), batch and dice give a deep-equal result
 *   purity       apply/view/status/secrets/randomBatch leave their input unchanged; states are plain JSON under 350 KB
 *   replay       setup + the applied batches with their recorded dice rebuild the final state exactly; a
 *                halted batch halts at 1..n-1, its applied prefix alone gives the same state and events,
 *                and only that prefix is logged
 *   no dead ends every random legal batch is accepted and the game reaches status().result within maxBatches
 *   rejection    malformed batches are refused by the schema or with a rule and change nothing (conformance-fuzz.ts)
 *   fog          no secrets() token of another side appears in a side's view or in the events (and their
 *                log lines) that side may see; a spectator (null) sees none at all; the static board
 *                holds no secrets() token of any side, and its boardKey survives a JSON round trip
 *   dice         every die drawn is in the events' `dice`, in draw order, with its faces, and a
 *                zero-based die is marked diceZeroBased
 *   describe     every event has a non-empty line in pl and en
 *   options      a side that is neither awaited nor holding a replaceable sealed part has no choices
 *                (standing options aside); an awaited side has something to submit; a mid-turn answer's
 *                defaultAnswer is valid and accepted; options survive packing for the wire (wire.ts);
 *                every piece stands on a cell of the static board
 *   events       every fired event type is declared in module.eventTypes
 * and once per module: option fields (conformance-options.ts), a length class per scenario, and event
 * coverage (every declared type fired by some game; a failure at FUZZ_SCALE ≥ 1, a note below it, since
 * rare events need the full counts).
 *
 * Counts come from the scenario's length class times FUZZ_SCALE (conformance-counts.ts); seeds from
 * FUZZ_SEED (vitest.config.ts sets it to the commit); FUZZ_GAME=<scenario>:<seed> replays one game.
 * The environment is read through `env` only (default: the process's, when there is one).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameModule, SetupOptions } from './contract.js';
import { optionFieldProblems } from './conformance-options.js';
import { CHECKS, type Check } from './conformance-checks.js';
import {
  countsFor,
  DEFAULT_SCALE,
  LENGTH_CLASSES,
  parseOnlyGame,
  parseScale,
  type LengthClass,
} from './conformance-counts.js';
import { neverFired, runScenario, type Regression, type ScenarioReport } from './conformance-run.js';

export { CHECKS, type Check } from './conformance-checks.js';
export { firstDifference, jsonProblem, utf8Length } from './conformance-json.js';
export { neverFired, runScenario, type Regression, type RunOptions, type ScenarioReport } from './conformance-run.js';
export type { GameRecord, LoggedTurn } from './conformance-play.js';
export { countsFor, gameSeed, lengthClassOf, type LengthClass } from './conformance-counts.js';

export interface ConformanceOptions {
  /** a random game must reach a result within this many applied batches */
  maxBatches: number;
  /** each scenario's length class: the median random game's batches, ≤ 400 short, ≤ 1,000 medium, else long */
  lengths: Record<string, LengthClass>;
  /**
   * declared event types random play does not reach, each with why (and the test that fires it): the
   * coverage test leaves them out; keep this list short
   */
  rareEvents?: Record<string, string>;
  /** games that once failed, replayed first (checked) on every run: the game's fuzz-regressions.json */
  regressions?: readonly Regression[];
  /** only these scenarios (default: all) */
  scenarios?: string[];
  /** setup options per scenario (default {}) */
  setupOptions?: (scenarioId: string) => SetupOptions;
  maxStateBytes?: number;
  /**
   * the secret tokens an event puts face up at the moment it happens (a card played openly). The fog
   * check holds a batch's events against the secrets that batch left, so a card played and then drawn
   * again after a reshuffle in the same batch would read as a leak; it is history, true when written.
   */
  playedOpenly?: (e: GameEvent) => readonly string[];
  /** per-test timeout; default 30 minutes (the full CI counts are large) */
  timeoutMs?: number;
  /** where FUZZ_SCALE / FUZZ_SEED / FUZZ_GAME are read; default the process environment when there is one */
  env?: Record<string, string | undefined>;
}

type Env = Record<string, string | undefined>;

/** The process environment when there is one (rules/ reads no globals of Node's by name). */
export const hostEnv = (): Env => (globalThis as unknown as { process?: { env?: Env } }).process?.env ?? {};

/**
 * The conformance environment of a game still being built: its random games on a pinned seed until
 * they run clean across commits (FUZZ_PINNED=0 follows FUZZ_SEED, the commit, instead), and FUZZ_SCALE
 * capped at `maxScale` while its games are too slow for their share of CI.
 */
export const pinnedFuzzEnv = (seed: string, opts: { maxScale?: number; env?: Env } = {}): Env => {
  const env = opts.env ?? hostEnv();
  const scale =
    opts.maxScale === undefined
      ? {}
      : { FUZZ_SCALE: String(Math.min(Number(env.FUZZ_SCALE ?? DEFAULT_SCALE), opts.maxScale)) };
  return { ...env, ...scale, FUZZ_SEED: env.FUZZ_PINNED === '0' ? env.FUZZ_SEED : seed };
};

/** the test file, as the repository names it, for the reproduce line */
const testFile = (): string => {
  const p = expect.getState().testPath ?? '';
  return /(?:^|\/)((?:rules|tests)\/.*)$/.exec(p)?.[1] ?? p;
};

/** the message of a failed check, with how to replay the failing game and keep it */
export const failureMessage = (
  check: Check,
  r: ScenarioReport,
  scenarioId: string,
  env: { seed: string; scale: number },
  file: string,
): string => {
  const msg = `${check}: ${r.failures[check]}`;
  const g = r.failedGame[check];
  if (!g)
    return `${msg}\n  reproduce: FUZZ_SEED=${env.seed} FUZZ_SCALE=${env.scale} npx vitest run --config vitest.config.ts ${file}`;
  return (
    `${msg}\n  reproduce: FUZZ_GAME=${scenarioId}:${g.seed} npx vitest run --config vitest.config.ts ${file}` +
    `\n  keep it: add {"scenario": "${scenarioId}", "seed": ${g.seed}, "note": "…"} to the game's fuzz-regressions.json`
  );
};

/** Registers the conformance tests for one module. */
export const conformance = (module: GameModule<any, any>, opts: ConformanceOptions): void => {
  const env = opts.env ?? hostEnv();
  const scale = parseScale(env.FUZZ_SCALE) ?? DEFAULT_SCALE;
  const seed = env.FUZZ_SEED || 'local';
  const only = parseOnlyGame(env.FUZZ_GAME);
  const timeout = opts.timeoutMs ?? 30 * 60_000;
  const scenarios = module.scenarios.filter(
    (s) => (!opts.scenarios || opts.scenarios.includes(s.id)) && (!only || only.scenario === s.id),
  );
  const reports = new Map<string, ScenarioReport>();
  const run = (id: string): ScenarioReport => {
    let r = reports.get(id);
    if (!r) {
      const counts = countsFor(opts.lengths[id] ?? 'long', scale);
      r = runScenario(module, id, {
        ...counts,
        maxBatches: opts.maxBatches,
        setupOptions: opts.setupOptions?.(id) ?? {},
        maxStateBytes: opts.maxStateBytes ?? 350_000,
        playedOpenly: opts.playedOpenly,
        runSeed: seed,
        regressions: opts.regressions,
        only: only ? [only.seed] : undefined,
      });
      reports.set(id, r);
    }
    return r;
  };
  describe(`conformance: ${module.id} (FUZZ_SCALE=${scale}, FUZZ_SEED=${seed})`, () => {
    it('has sides, scenarios and titles', () => {
      if (!module.sides.length || !module.scenarios.length) throw new Error('a module needs sides and scenarios');
      if (!module.title.pl || !module.title.en) throw new Error('a module needs a title in pl and en');
    });
    it('option fields: every option but position has a labelled field whose values the schema accepts and whose default setup agrees with', () => {
      const problems = optionFieldProblems(module);
      if (problems.length) throw new Error(problems.join('\n'));
    });
    it('every scenario declares its length class and the module its event types', () => {
      const missing = module.scenarios.filter((s) => !LENGTH_CLASSES.includes(opts.lengths[s.id]!)).map((s) => s.id);
      if (missing.length)
        throw new Error(`no length class (${LENGTH_CLASSES.join('/')}) for scenario(s) ${missing.join(', ')}`);
      if (!module.eventTypes?.length) throw new Error('the module declares no eventTypes');
    });
    for (const sc of scenarios) {
      const c = countsFor(opts.lengths[sc.id] ?? 'long', scale);
      const what = only
        ? `game ${only.seed} only`
        : `${opts.lengths[sc.id]}: ${c.checked} checked + ${c.plain} plain games, ${c.malformed} malformed batches`;
      describe(`scenario ${sc.id} (${what})`, () => {
        for (const check of CHECKS)
          it(check, { timeout }, () => {
            const r = run(sc.id);
            if (r.failures[check]) throw new Error(failureMessage(check, r, sc.id, { seed, scale }, testFile()));
            const expected = only
              ? 1
              : c.checked + c.plain + (opts.regressions ?? []).filter((x) => x.scenario === sc.id).length;
            if (check === 'no dead ends' && r.games.length !== expected)
              throw new Error(`only ${r.games.length} of ${expected} games ran`);
          });
      });
    }
    if (!only)
      it('event coverage: the random games fire every declared event type', { timeout }, () => {
        const never = neverFired(
          module,
          scenarios.map((s) => run(s.id)),
        ).filter((t) => !opts.rareEvents?.[t]);
        if (!never.length) return;
        const msg = `${module.id}: no random game fired ${never.join(', ')}`;
        // at a small scale rare events may not come up: report, and leave the failure to the full run
        if (scale >= 1) throw new Error(`${msg} (FUZZ_SCALE=${scale})`);
        (globalThis as unknown as { console: { info(m: string): void } }).console.info(
          `${msg} at FUZZ_SCALE=${scale}; CI (FUZZ_SCALE=1) fails on this`,
        );
      });
  });
};
