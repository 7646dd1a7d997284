/**
 * The final-state fixture: per catalog game and scenario, 50 random games (seeds 1..50) played with
 * the module's own random player, kept as logs (side, batch, dice) and the SHA-256 of the final state.
 * Recorded once before a refactor (`npx tsx tests/regression/record.ts`); final-states.test.ts replays
 * the logs under today's rules and compares the hashes, so a refactor that changes behaviour shows up
 * per seed. Any difference must be explained in the game's README (e.g. an equal-cost path).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { catalog } from '../../rules/catalog.js';
import { rulesVersionOf, type Batch, type GameModule, type Side } from '../../rules/core/contract.js';
import { RecordingDice, SeededDice } from '../../rules/core/dice.js';

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

export const playRandom = (module: GameModule<any, any>, scenario: string, seed: number): RecordedGame => {
  const setupDice = new RecordingDice(new SeededDice(seed));
  let state = module.setup(scenario, {}, setupDice);
  const chooser = new SeededDice(seed * 7919 + 1);
  const applyDice = new SeededDice(seed * 104729 + 3);
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
    rulesVersion: rulesVersionOf(module),
    setupDice: setupDice.rolls.map((r) => r.value),
    turns,
    sha256: sha256(state),
  };
};

if (process.argv[1]?.endsWith('record.ts')) {
  const dir = new URL('./final-states/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [id, load] of Object.entries(catalog)) {
    const module = await load();
    const games: RecordedGame[] = [];
    for (const s of module.scenarios)
      for (let seed = 1; seed <= SEEDS; seed++) games.push(playRandom(module, s.id, seed));
    writeFileSync(new URL(`${id}.logs.json.gz`, dir), gzipSync(JSON.stringify(games)));
    writeFileSync(
      new URL(`${id}.hashes.json`, dir),
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
