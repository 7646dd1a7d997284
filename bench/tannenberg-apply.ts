/**
 * Tannenberg 1914 apply speed and sameness, for work on the procedures' speed (README "Speed"):
 * (a) the German turn-1 movement batch of the full game (as tannenberg.bench.ts builds it), median, on a fresh
 * parse each time and on the same state object;
 * (b) random full games recorded first, then every batch re-applied and timed alone: mean CPU per batch;
 * (c) a digest of every state reached (BENCH_TB_DIGEST_GAMES gumbinnen-1914 and full games, default 4
 * each), so a change of the procedures' speed can show it changed nothing.
 * `npx tsx bench/tannenberg-apply.ts` (BENCH_TB_GAMES full games, default 2).
 */
import { createHash } from 'node:crypto';
import { RecordingDice, SeededDice } from '../rules/core/dice.js';
import type { Dice } from '../rules/core/contract.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import type { TbState } from '../rules/games/tannenberg-1914/state.js';
import { cpuMedian, cpuMs, freshMedians, median, timeMedian } from './support.js';
import { dice, mover, orders, s0 } from './tannenberg-start.js';

const runs = Number(process.env.BENCH_TB_MOVE_RUNS ?? 40);
// on a fresh parse each time, as the server applies (tannenberg.bench.ts's figure), and on the same state object
// again, where the positions kept for it answer (what the bench timed before)
const stored = JSON.stringify(s0);
const fresh = freshMedians(
  runs,
  () => JSON.parse(stored) as TbState,
  (s) => void tb.apply(s, mover, { orders }, dice()),
);
const tMove = timeMedian(runs, () => void tb.apply(s0, mover, { orders }, dice()));
const cMove = cpuMedian(runs, () => void tb.apply(s0, mover, { orders }, dice()));
console.log(
  `movement batch (${orders.length} moves): fresh parse ${fresh.wall.toFixed(2)} ms median, ${fresh.cpu.toFixed(2)} ms CPU median; the same state object ${tMove.toFixed(2)} ms, ${cMove.toFixed(2)} ms CPU`,
);

// (b) record random full games (state, side, batch, dice faces), then time apply alone
interface Step {
  s: TbState;
  side: string;
  b: Parameters<typeof tb.apply>[2];
  faces: number[];
}
const record = (scenario: string, seed: number, most = Infinity): { steps: Step[]; hash: string } => {
  const d = new SeededDice(seed);
  const h = createHash('sha256');
  const steps: Step[] = [];
  let s = tb.setup(scenario, {}, d);
  for (let n = 0; n < most && !tb.status(s).result; n++) {
    const side = tb.status(s).waitingFor[0];
    const b = tb.randomBatch(s, side, d);
    const rd = new RecordingDice(d);
    const r = tb.apply(s, side, b, rd);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(r.error)}`);
    h.update(JSON.stringify(r.state));
    h.update(JSON.stringify(r.events ?? []));
    steps.push({ s, side, b, faces: rd.rolls.map((x) => x.value) });
    s = r.state;
  }
  return { steps, hash: h.digest('hex').slice(0, 16) };
};
const GAMES = Number(process.env.BENCH_TB_GAMES ?? 2);
if (GAMES > 0) {
  const all: Step[] = [];
  for (let g = 1; g <= GAMES; g++) all.push(...record('tannenberg-1914', g).steps);
  const per: number[] = [];
  let total = 0;
  for (const st of all) {
    let i = 0;
    const d: Dice = { roll: () => st.faces[i++]! };
    const c0 = cpuMs();
    tb.apply(st.s, st.side, st.b, d);
    const c = cpuMs() - c0;
    per.push(c);
    total += c;
  }
  const sorted = [...per].sort((a, b) => b - a);
  console.log(
    `random full games: ${GAMES}, ${all.length} batches, ${(total / all.length).toFixed(3)} ms CPU mean, median ${median(per).toFixed(3)}, worst ${sorted
      .slice(0, 3)
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}
// (c) digests
const DG = Number(process.env.BENCH_TB_DIGEST_GAMES ?? 4);
if (DG > 0) {
  const hs: string[] = [];
  for (let g = 1; g <= DG; g++) hs.push(record('gumbinnen-1914', 700 + g).hash);
  for (let g = 1; g <= DG; g++)
    hs.push(record('tannenberg-1914', 800 + g, Number(process.env.BENCH_TB_DIGEST_MOST ?? 800)).hash);
  console.log(`digest: ${createHash('sha256').update(hs.join()).digest('hex').slice(0, 16)} (${hs.join(' ')})`);
}
