/**
 * The final-state fixture: per catalog game and scenario, 50 random games (seeds 1..50) played with
 * the module's own random player, kept as logs (side, batch, dice) and the SHA-256 of the final state.
 * Recorded once before a refactor (`npx tsx tests/regression/record.ts`, or `… record.ts --game <id>` to
 * record one game and leave the others' fixtures as they are, with `--seeds <n>` for fewer seeds of a
 * game whose long scenarios would not replay within the test's time, and `--rules-version <n>` to record
 * games created under an older rules version the module still plays, kept beside the current ones as
 * `<id>.v<n>.logs.json.gz` and replayed by older-versions/<id>.test.ts); final-states.test.ts replays
 * the logs under today's rules and compares the hashes, so a refactor that changes behaviour shows up
 * per seed. Any difference must be explained in the game's README (e.g. an equal-cost path).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { catalog } from '../../rules/catalog.js';
import { rulesVersionOf, type Batch, type GameModule, type Side } from '../../rules/core/contract.js';
import { FixedDice, gameDice, RecordingDice } from '../../rules/core/dice.js';

export const SEEDS = 50;
export const MAX_BATCHES = 5000;
export const sha256 = (v: unknown): string => createHash('sha256').update(JSON.stringify(v)).digest('hex');

export interface RecordedGame {
  scenario: string;
  seed: number;
  /** the module's rules version when recorded (absent: 1, the logs recorded before it was kept) */
  rulesVersion?: number;
  setupDice: number[];
  turns: { side: Side; batch: Batch; dice: number[] }[];
  sha256: string;
}

export const playRandom = (
  module: GameModule<any, any>,
  scenario: string,
  seed: number,
  /** an older rules version the game is created under (absent: the module's own) */
  rulesVersion?: number,
): RecordedGame => {
  const { setup, chooser, apply: applyDice } = gameDice(seed);
  const setupDice = new RecordingDice(setup);
  let state = module.setup(scenario, {}, setupDice, rulesVersion === undefined ? undefined : { rulesVersion });
  const turns: RecordedGame['turns'] = [];
  while (!module.status(state).result && turns.length < MAX_BATCHES) {
    const side = module.status(state).waitingFor[0];
    const batch = module.randomBatch(state, side, chooser);
    const rec = new RecordingDice(applyDice);
    const res = module.apply(state, side, batch, rec);
    if (!res.ok) throw new Error(`${module.id}/${scenario} seed ${seed}: random batch refused: ${res.error.message}`);
    turns.push({ side, batch, dice: rec.rolls.map((r) => r.value) });
    state = res.state;
  }
  return {
    scenario,
    seed,
    rulesVersion: rulesVersion ?? rulesVersionOf(module),
    setupDice: setupDice.rolls.map((r) => r.value),
    turns,
    sha256: sha256(state),
  };
};

/** the recorded games whose replay (under the rules version each was recorded with) differs: a line each */
export const replayDiffers = (module: GameModule<any, any>, games: RecordedGame[]): string[] => {
  const differ: string[] = [];
  for (const g of games) {
    // each log replays under the rules version it was recorded with (1 before record.ts kept it)
    let state = module.setup(g.scenario, {}, new FixedDice(g.setupDice), { rulesVersion: g.rulesVersion ?? 1 });
    for (const [i, t] of g.turns.entries()) {
      const r = module.apply(state, t.side, t.batch, new FixedDice(t.dice));
      if (!r.ok) {
        differ.push(`${g.scenario} seed ${g.seed}: batch #${i + 1} refused: ${r.error.message}`);
        break;
      }
      state = r.state;
    }
    if (sha256(state) !== g.sha256) differ.push(`${g.scenario} seed ${g.seed}`);
  }
  return differ;
};

/**
 * The recorded logs of a fixture file (`<id>.logs.json.gz`, `<id>.v3.logs.json.gz`) that a run replays:
 * all of them, or with REPLAY_GAMES=<n> the first n of each scenario. CI's second pass sets it (.ci/run):
 * that pass asks whether the code runs on Node 22, and the first pass of the same run has replayed
 * every game on Node 20, so replaying all of them again (half of that pass's time) would check the
 * same rules code twice.
 */
export const readLogs = (file: string, env: Record<string, string | undefined> = process.env): RecordedGame[] => {
  const games: RecordedGame[] = JSON.parse(
    gunzipSync(readFileSync(new URL(`./final-states/${file}`, import.meta.url))).toString(),
  );
  const n = Number(env.REPLAY_GAMES);
  if (!env.REPLAY_GAMES || !(Number.isInteger(n) && n > 0)) return games;
  const taken = new Map<string, number>();
  return games.filter((g) => {
    const k = taken.get(g.scenario) ?? 0;
    taken.set(g.scenario, k + 1);
    return k < n;
  });
};

if (process.argv[1]?.endsWith('record.ts')) {
  const dir = new URL('./final-states/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const at = process.argv.indexOf('--game');
  const only = at > 0 ? process.argv[at + 1] : undefined;
  if (only !== undefined && !catalog[only]) throw new Error(`--game ${only}: not in the catalog`);
  const n = process.argv.indexOf('--seeds');
  const seeds = n > 0 ? Number(process.argv[n + 1]) : SEEDS;
  if (!(Number.isInteger(seeds) && seeds > 0)) throw new Error('--seeds: a positive whole number');
  const v = process.argv.indexOf('--rules-version');
  const version = v > 0 ? Number(process.argv[v + 1]) : undefined;
  if (version !== undefined && !(Number.isInteger(version) && version > 0))
    throw new Error('--rules-version: a positive whole number');
  const name = (id: string, ext: string): string => `${id}${version === undefined ? '' : `.v${version}`}.${ext}`;
  for (const [id, load] of Object.entries(catalog)) {
    if (only !== undefined && id !== only) continue;
    const module = await load();
    const games: RecordedGame[] = [];
    for (const s of module.scenarios)
      for (let seed = 1; seed <= seeds; seed++) games.push(playRandom(module, s.id, seed, version));
    writeFileSync(new URL(name(id, 'logs.json.gz'), dir), gzipSync(JSON.stringify(games)));
    writeFileSync(
      new URL(name(id, 'hashes.json'), dir),
      JSON.stringify(
        games.map((g) => ({ scenario: g.scenario, seed: g.seed, batches: g.turns.length, sha256: g.sha256 })),
        null,
        1,
      ) + '\n',
    );
    console.log(
      id,
      games.length,
      'games',
      games.reduce((n, g) => n + g.turns.length, 0),
      'batches',
    );
  }
}
