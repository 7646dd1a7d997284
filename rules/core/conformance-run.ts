/**
 * One scenario's run: the regression seeds first (checked), then the checked and plain games, then
 * the malformed batches at states kept from all of them. A pure function of the module and the counts.
 */
import type { GameEvent, GameModule, SetupOptions } from './contract.js';
import { scenarioSides } from './contract.js';
import { SeededDice } from './dice.js';
import { checker, type Check } from './conformance-checks.js';
import { gameSeed, hash32, pick, type Tier } from './conformance-counts.js';
import { fuzzBatches } from './conformance-fuzz.js';
import { playGame, type FuzzState, type GameRecord } from './conformance-play.js';

/** a game that once failed, replayed first on every run (rules/games/<game>/fuzz-regressions.json) */
export interface Regression {
  scenario: string;
  seed: number;
  /** what it caught */
  note?: string;
}

export interface RunOptions {
  plain: number;
  checked: number;
  malformed: number;
  maxBatches: number;
  setupOptions: SetupOptions;
  maxStateBytes: number;
  /** ConformanceOptions.playedOpenly */
  playedOpenly?: (e: GameEvent) => readonly string[];
  /** the run's seed (the commit); every game's seed derives from it */
  runSeed?: string;
  regressions?: readonly Regression[];
  /** play only these seeds, checked (FUZZ_GAME); no malformed batches */
  only?: readonly number[];
}

export interface ScenarioReport {
  games: GameRecord[];
  failures: Partial<Record<Check, string>>;
  /** the game that first failed each check (none for malformed batches: they need the whole run) */
  failedGame: Partial<Record<Check, { seed: number; tier: Tier }>>;
  counts: { batches: number; rejections: number; fuzzed: number; halts: number; games: Record<Tier, number> };
  /** every event type the games fired */
  fired: Set<string>;
}

/** states kept for the malformed batches: a fair sample of every game's states */
const FUZZ_STATE_CAP = 300;

/**
 * Half the games (odd seeds) draw every labelled game option at random, so the options' rules and
 * events are played too; the rest use the given options.
 */
export const optionsFor = (module: GameModule<any, any>, base: SetupOptions, seed: number): SetupOptions => {
  if (seed % 2 === 0 || !module.optionFields?.length) return base;
  const d = new SeededDice(seed ^ 0x5bd1e995);
  const drawn = { ...base, ...Object.fromEntries(module.optionFields.map((f) => [f.key, pick(f.values, d).value])) };
  return module.optionsSchema.safeParse(drawn).success ? drawn : base;
};

export const runScenario = (module: GameModule<any, any>, scenarioId: string, o: RunOptions): ScenarioReport => {
  const failures: ScenarioReport['failures'] = {};
  const failedGame: ScenarioReport['failedGame'] = {};
  let current: { seed: number; tier: Tier } | undefined;
  const fail = (c: Check, msg: string): void => {
    if (failures[c]) return;
    failures[c] = msg;
    if (current) failedGame[c] = current;
  };
  const sides = scenarioSides(module, scenarioId);
  const check = checker(module, fail, o.maxStateBytes, sides, o.playedOpenly);
  const fired = new Set<string>();
  const games: GameRecord[] = [];
  const kept: FuzzState[] = [];
  const sampler = new SeededDice(hash32(`${o.runSeed ?? ''}/${scenarioId}/states`));
  let offered = 0;
  const keep = (f: FuzzState): void => {
    offered++;
    if (kept.length < FUZZ_STATE_CAP) kept.push(f);
    else if (sampler.roll(offered) <= FUZZ_STATE_CAP) kept[sampler.roll(FUZZ_STATE_CAP) - 1] = f;
  };
  const play = (seed: number, tier: Tier): void => {
    current = { seed, tier };
    const r = playGame(
      module,
      scenarioId,
      seed,
      tier,
      { ...o, setupOptions: optionsFor(module, o.setupOptions, seed) },
      fail,
      check,
      fired,
      keep,
    );
    current = undefined;
    if (r) games.push(r);
  };
  const runSeed = o.runSeed ?? 'local';
  if (o.only) for (const seed of o.only) play(seed, 'checked');
  else {
    for (const r of o.regressions ?? []) if (r.scenario === scenarioId) play(r.seed, 'checked');
    for (let i = 0; i < o.checked; i++) play(gameSeed(runSeed, scenarioId, 'checked', i), 'checked');
    for (let i = 0; i < o.plain; i++) play(gameSeed(runSeed, scenarioId, 'plain', i), 'plain');
  }
  const malformed = o.only
    ? { fuzzed: 0, rejections: 0 }
    : fuzzBatches(module, kept, o.malformed, hash32(`${runSeed}/${scenarioId}/malformed`), fail, sides);
  return {
    games,
    failures,
    failedGame,
    fired,
    counts: {
      batches: games.reduce((n, g) => n + g.turns.length, 0),
      halts: games.reduce((n, g) => n + g.halts, 0),
      ...malformed,
      games: {
        checked: games.filter((g) => g.tier === 'checked').length,
        plain: games.filter((g) => g.tier === 'plain').length,
      },
    },
  };
};

/** the declared event types that none of the reports' games fired */
export const neverFired = (module: GameModule<any, any>, reports: readonly ScenarioReport[]): string[] => {
  const fired = new Set(reports.flatMap((r) => [...r.fired]));
  return (module.eventTypes ?? []).filter((t) => !fired.has(t));
};
