/**
 * Wojna o niepodległość: what the End Phase batches cost. Replays every recorded Wojna game
 * (tests/regression/final-states/wojna-o-niepodleglosc*.logs.json.gz, every rules version) and times each
 * batch's apply in CPU time (the process's user time, which a shared machine's load inflates less than
 * the wall clock); a batch that logs `turn-end` ran the End Phase (and with it the next turn's supply,
 * weather, air and reinforcement steps up to the next window). Prints the median of those batches, the
 * median of all batches and their ratio, and one SHA-256 over every state after every batch.
 *
 * `BENCH_WOJNA_BEFORE=<dir>` names a second rules tree (e.g. `git archive <rev> rules | tar -x -C <dir>`):
 * both trees replay the same games alternately, a game each in turn, for BENCH_WOJNA_ROUNDS rounds
 * (default 3), and the figures and hashes of both are printed side by side. Equal hashes: the change
 * left every state byte-identical.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Batch, GameModule, Side } from '../rules/core/contract.js';
import { FixedDice } from '../rules/core/dice.js';
import { median } from './support.js';

interface Game {
  scenario: string;
  rulesVersion?: number;
  setupDice: number[];
  turns: { side: Side; batch: Batch; dice: number[] }[];
}
const dir = resolve(import.meta.dirname, '../tests/regression/final-states');
const games: Game[] = readdirSync(dir)
  .filter((f) => f.startsWith('wojna-o-niepodleglosc') && f.endsWith('.logs.json.gz'))
  .sort()
  .flatMap((f) => JSON.parse(gunzipSync(readFileSync(`${dir}/${f}`)).toString()) as Game[]);

interface Tree {
  label: string;
  module: GameModule<any, any>;
  end: number[];
  other: number[];
  hash: ReturnType<typeof createHash>;
}
const load = async (label: string, root: string): Promise<Tree> => ({
  label,
  module: (await import(`${root}/rules/games/wojna-o-niepodleglosc/index.js`)).default,
  end: [],
  other: [],
  hash: createHash('sha256'),
});

/** the state before each End Phase batch with that batch, kept from the first replay for the warm loop below */
const endBatches: { s: unknown; step: Game['turns'][number] }[] = [];
const replay = (t: Tree, g: Game, hashing: boolean): void => {
  let s = t.module.setup(g.scenario, {}, new FixedDice(g.setupDice), { rulesVersion: g.rulesVersion ?? 1 });
  for (const step of g.turns) {
    const u0 = process.cpuUsage().user;
    const r = t.module.apply(s, step.side, step.batch, new FixedDice(step.dice));
    const us = process.cpuUsage().user - u0;
    if (!r.ok) throw new Error(`${t.label}: ${g.scenario}: batch refused: ${r.error.message}`);
    const ends = r.events.some((e) => e.type === 'turn-end');
    (ends ? t.end : t.other).push(us / 1000);
    if (ends && hashing && t === trees[0]) endBatches.push({ s, step });
    if (hashing) t.hash.update(JSON.stringify(r.state));
    s = r.state;
  }
};

const trees = [await load('current', resolve(import.meta.dirname, '..'))];
if (process.env.BENCH_WOJNA_BEFORE) trees.unshift(await load('before', resolve(process.env.BENCH_WOJNA_BEFORE)));
const rounds = Number(process.env.BENCH_WOJNA_ROUNDS ?? 3);
// only the games every tree plays: an older tree refuses a newer version's batches
const newest = Math.min(...trees.map((t) => t.module.rulesVersion ?? 1));
// BENCH_WOJNA_UPTO=<n>: only the games of rules versions up to n (e.g. 11: the 540 games every earlier figure was taken on)
const upTo = Math.min(newest, Number(process.env.BENCH_WOJNA_UPTO ?? newest));
const played = games.filter((g) => (g.rulesVersion ?? 1) <= upTo);
for (let r = 0; r < rounds; r++)
  for (const g of played) for (const t of r % 2 ? [...trees].reverse() : trees) replay(t, g, r === 0);

console.log(
  `${played.length} recorded games (rules versions up to ${upTo}) × ${rounds} rounds; CPU per batch (ms), median`,
);
for (const t of trees) {
  const all = [...t.end, ...t.other];
  const e = median(t.end);
  const m = median(all);
  console.log(
    `${t.label.padEnd(8)} End Phase batches ${e.toFixed(3)} (${t.end.length / rounds} a round), ` +
      `all ${m.toFixed(3)}, ratio ${(e / m).toFixed(2)}; End Phase total ${(t.end.reduce((a, b) => a + b, 0) / rounds).toFixed(0)} ms a round, ` +
      `all ${(all.reduce((a, b) => a + b, 0) / rounds).toFixed(0)} ms; states sha256 ${t.hash.digest('hex').slice(0, 16)}`,
  );
}

// the End Phase batches alone, warm: each tree applies all of them in turn, BENCH_WOJNA_WARM times (default 10)
const warm = Number(process.env.BENCH_WOJNA_WARM ?? 10);
const warmMs = new Map<Tree, number[]>(trees.map((t) => [t, []]));
for (let k = 0; k < warm; k++)
  for (const t of k % 2 ? [...trees].reverse() : trees) {
    const u0 = process.cpuUsage().user;
    for (const { s, step } of endBatches) t.module.apply(s, step.side, step.batch, new FixedDice(step.dice));
    warmMs.get(t)!.push((process.cpuUsage().user - u0) / 1000 / endBatches.length);
  }
for (const t of trees)
  console.log(
    `${t.label.padEnd(8)} the ${endBatches.length} End Phase batches applied warm, ${warm} times: ` +
      `${median(warmMs.get(t)!).toFixed(3)} ms of CPU each (median of the passes)`,
  );
