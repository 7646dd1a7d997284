/**
 * Tannenberg 1914 apply speed and sameness, for work on the procedures' speed (README "Speed"):
 * (a) the German turn-1 movement batch of the full game (as tannenberg.bench.ts builds it), median;
 * (b) random full games recorded first, then every batch re-applied and timed alone: mean CPU per batch;
 * (c) a digest of every state reached (BENCH_TB_DIGEST_GAMES gumbinnen-1914 and full games, default 4
 * each), so a change of the procedures' speed can show it changed nothing.
 * `npx tsx bench/tannenberg-apply.ts` (BENCH_TB_GAMES full games, default 2).
 */
import { createHash } from 'node:crypto';
import { FixedDice, RecordingDice, SeededDice } from '../rules/core/dice.js';
import type { Dice } from '../rules/core/contract.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import type { TbOrder } from '../rules/games/tannenberg-1914/orders.js';
import type { TbState } from '../rules/games/tannenberg-1914/state.js';
import { moveChoices } from '../rules/games/tannenberg-1914/view.js';
import { median, timeMedian } from './support.js';

const dice = () => new FixedDice(Array(400).fill(3));
const play = (s: TbState, side: string, orders: TbOrder[], d: Dice = dice()) => {
  const r = tb.apply(s, side, { orders }, d);
  if (!r.ok) throw new Error(`bench: refused: ${JSON.stringify(r.error)}`);
  return r.state;
};
let s0 = tb.setup('tannenberg-1914', {}, new SeededDice(7));
while (s0.await && ['mask', 'recon', 'reserve'].includes(s0.await.kind))
  for (const side of [...s0.await.sides]) s0 = play(s0, side, [{ type: 'end' }], new SeededDice(11));
const mover = s0.await!.sides[0];
const orders: TbOrder[] = [];
for (const c of moveChoices(s0, mover)) {
  const far = [...(c.targets ?? [])].sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
  const o = far.order as TbOrder;
  if (tb.apply(s0, mover, { orders: [...orders, o] }, dice()).ok) orders.push(o);
}
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const cpuMedian = (n: number, f: () => void): number => {
  for (let i = 0; i < 5; i++) f();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = cpuMs();
    f();
    xs.push(cpuMs() - c0);
  }
  return median(xs);
};
const runs = Number(process.env.BENCH_TB_MOVE_RUNS ?? 40);
const tMove = timeMedian(runs, () => void tb.apply(s0, mover, { orders }, dice()));
const cMove = cpuMedian(runs, () => void tb.apply(s0, mover, { orders }, dice()));
console.log(
  `movement batch (${orders.length} moves): ${tMove.toFixed(2)} ms median, ${cMove.toFixed(2)} ms CPU median`,
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
