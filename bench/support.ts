/**
 * What the benches share: a median and a p90, a warmed timing loop, one search timed on two trees side by
 * side, a game played through with each apply timed, batches kept to replay their apply alone, and a signed-in HTTP
 * client for a local server.
 */
import { createHash } from 'node:crypto';
import type { LocalServer } from '../functions/local/server.js';
import type { ApplyResult, Batch, Dice, GameModule, Side } from '../rules/core/contract.js';
import { FixedDice, RecordingDice } from '../rules/core/dice.js';

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** the value 90 % of `xs` stay at or under */
export const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

/** the median of `n` timed calls after `warm` untimed ones (ms) */
export const timeMedian = (n: number, f: () => void, warm = 5): number => {
  for (let i = 0; i < warm; i++) f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
};

/** the process's CPU time so far (ms): every thread of the process, so a loaded machine's waits are left out */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** the median CPU time (ms) of `n` calls after `warm` untimed ones */
export const cpuMedian = (n: number, f: () => void, warm = 5): number => {
  for (let i = 0; i < warm; i++) f();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = cpuMs();
    f();
    xs.push(cpuMs() - c0);
  }
  return median(xs);
};

/**
 * The median wall and CPU time (ms) of `n` calls of `f`, each on a fresh `make()` made untimed (a state parsed from
 * its stored JSON, as the server applies a batch), after `warm` untimed calls
 */
export const freshMedians = <T>(
  n: number,
  make: () => T,
  f: (x: T) => void,
  warm = 5,
): { wall: number; cpu: number } => {
  for (let i = 0; i < warm; i++) f(make());
  const wall: number[] = [],
    cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = make();
    const [t0, c0] = [performance.now(), cpuMs()];
    f(x);
    [wall[i], cpu[i]] = [performance.now() - t0, cpuMs() - c0];
  }
  return { wall: median(wall), cpu: median(cpu) };
};

/**
 * One search timed on this tree and an older one (`BEFORE=<dir>`) in one process, so both meet the same
 * load: `calls(tree)` gives the calls to time, in the same order on every tree (lazily: what a generator
 * does between two calls is not timed). One untimed warm-up round, then `rounds` rounds, tree by tree
 * alternately (the order reversed every other round); each call keeps its best time, the least disturbed by
 * the machine's other load. `summary`: each tree's median and mean time a call, whether the trees answered
 * the same (SHA-256 over every answer: a speed change must not change play), and the first tree's hash.
 */
export const compareTrees = (
  trees: readonly string[],
  calls: (tree: string) => Iterable<() => unknown>,
  rounds: number,
): { count: number; summary: string } => {
  const times: Record<string, number[]> = Object.fromEntries(trees.map((n) => [n, []]));
  const hashes: Record<string, string> = {};
  const round = (tree: string, timed: boolean): void => {
    const h = createHash('sha256');
    let k = 0;
    for (const call of calls(tree)) {
      const t0 = performance.now();
      const out = call();
      const dt = performance.now() - t0;
      if (timed) times[tree][k] = Math.min(times[tree][k] ?? Infinity, dt);
      k++;
      h.update(JSON.stringify(out));
    }
    hashes[tree] = h.digest('hex');
  };
  for (const n of trees) round(n, false);
  for (let r = 0; r < rounds; r++) for (const n of r % 2 ? [...trees].reverse() : trees) round(n, true);
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  const same = trees.every((n) => hashes[n] === hashes[trees[0]]);
  const summary =
    trees
      .map((n) => `${n} median ${median(times[n]).toFixed(3)} ms, mean ${mean(times[n]).toFixed(3)} ms a unit`)
      .join('; ') +
    (trees.length > 1 ? `; targets ${same ? 'the same' : 'DIFFERENT'}` : '') +
    ` (sha256 ${hashes[trees[0]].slice(0, 12)})`;
  return { count: times[trees[0]].length, summary };
};

/**
 * A CPU profile (.cpuprofile, for Chrome's DevTools) of what runs from now until the returned `stop()`, written to
 * `file`; without a file nothing is recorded and `stop()` does nothing.
 */
export const cpuProfile = async (file: string | undefined): Promise<() => Promise<void>> => {
  if (!file) return async () => {};
  const session = new (await import('node:inspector/promises')).Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(file, JSON.stringify(profile));
  };
};

/** one accepted batch of a game played through: who sent it, the state it made, its apply's wall time and CPU */
export interface PlayedStep<S> {
  side: Side;
  before: S;
  state: S;
  ms: number;
  cpu: NodeJS.CpuUsage;
}

/**
 * One game of `m` from `scenario` until its result (or `most` batches), each batch from `pick` (random
 * play by default), `each` told of every step: the last state. A refused batch stops the bench.
 */
export const playThrough = <S, B extends Batch>(
  m: GameModule<S, B>,
  scenario: string,
  d: Dice,
  opts: { pick?: (s: S, side: Side, d: Dice) => B; most?: number; each?: (step: PlayedStep<S>) => void } = {},
): S => {
  const pick = opts.pick ?? ((s: S, side: Side, dice: Dice) => m.randomBatch(s, side, dice));
  let s = m.setup(scenario, {}, d);
  for (let n = 0; n < (opts.most ?? Infinity) && !m.status(s).result; n++) {
    const side = m.status(s).waitingFor[0];
    const b = pick(s, side, d);
    const [t0, c0] = [performance.now(), process.cpuUsage()];
    const r = m.apply(s, side, b, d);
    const [ms, cpu] = [performance.now() - t0, process.cpuUsage(c0)];
    if (!r.ok) throw new Error(`bench: ${side}'s batch refused: ${JSON.stringify(r.error)}`);
    opts.each?.({ side, before: s, state: r.state, ms, cpu });
    s = r.state;
  }
  return s;
};

/** random games of `m` from `scenario`, one a seed (dice from `dice(seed)`): apply's mean CPU and wall time a batch (ms) and the batch count */
export const applyMeans = <S, B extends Batch>(
  m: GameModule<S, B>,
  scenario: string,
  seeds: readonly number[],
  dice: (seed: number) => Dice,
  each?: (step: PlayedStep<S>) => void,
): { batches: number; cpu: number; wall: number } => {
  let batches = 0,
    cpu = 0,
    wall = 0;
  for (const seed of seeds)
    playThrough(m, scenario, dice(seed), {
      each: (step) => {
        cpu += (step.cpu.user + step.cpu.system) / 1000;
        wall += step.ms;
        batches++;
        each?.(step);
      },
    });
  return { batches, cpu: cpu / batches, wall: wall / batches };
};

/** one accepted batch kept to replay its apply alone: the state before it, who sent it, the batch and the dice it drew */
export interface KeptBatch<S, B extends Batch = Batch> {
  s: S;
  side: Side;
  b: B;
  dice: number[];
}
type Applied<S> = Extract<ApplyResult<S>, { ok: true }>;

/** `m.apply` with `dice` recorded, the batch kept in `kept` for `replayKept`; a refusal stops the bench */
export const applyKept = <S, B extends Batch>(
  m: GameModule<S, B>,
  kept: KeptBatch<S, B>[],
  k: Omit<KeptBatch<S, B>, 'dice'>,
  dice: Dice,
): Applied<S> => {
  const rec = new RecordingDice(dice);
  const r = m.apply(k.s, k.side, k.b, rec);
  if (!r.ok) throw new Error(`bench: ${k.side}'s batch refused: ${JSON.stringify(r.error)}`);
  kept.push({ ...k, dice: rec.rolls.map((x) => x.value) });
  return r;
};

/** a kept batch applied again with the faces it drew (by `m`, this tree's module or an older tree's); a refusal stops the bench */
export const replayKept = <S, B extends Batch>(m: GameModule<S, B>, k: KeptBatch<S, B>): Applied<S> => {
  const r = m.apply(k.s, k.side, k.b, new FixedDice(k.dice));
  if (!r.ok) throw new Error(`bench: refused on replay: ${JSON.stringify(r.error)}`);
  return r;
};

/** sign in through the local mailbox (as a player would) and POST as that session */
export const httpClient = (server: LocalServer) => {
  const base = server.url;
  const session = async (email: string): Promise<string> => {
    await fetch(`${base}/api/auth/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = server.mailbox.lastTo(email)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const r = await fetch(`${base}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(base).origin },
      body: JSON.stringify({ token }),
    });
    return r.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const post = async (cookie: string, path: string, body: unknown) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as any };
  };
  return { base, session, post };
};

/** one apply of a recorded game: the state before (as stored JSON when `stored`), who sent which batch, the faces it rolled */
export type KeptApply = KeptBatch<unknown>;
/**
 * Random games of `m` played through once, one a scenario and seed (`dice(scenario, seed)` gives its dice),
 * keeping each batch with the state it met and the faces it rolled; `digest`: 16 hex digits of one SHA-256
 * over every state, event list and halt of them (equal digests on two trees: a speed change left every
 * state and event byte-identical). `stored`: keep each state as its JSON text (`replayApplies` then parses
 * it untimed before each apply, as the server does, so no memo kept on a state object answers a replay).
 */
export const recordApplies = (
  m: GameModule<unknown, Batch>,
  games: readonly { scenario: string; seed: number }[],
  dice: (scenario: string, seed: number) => Dice,
  stored = false,
): { kept: KeptApply[]; digest: string } => {
  const kept: KeptApply[] = [];
  const h = createHash('sha256');
  for (const { scenario, seed } of games) {
    const d = dice(scenario, seed);
    let s = m.setup(scenario, {}, d);
    h.update(JSON.stringify(s));
    while (!m.status(s).result) {
      const side = m.status(s).waitingFor[0];
      const b = m.randomBatch!(s, side, d);
      const r = applyKept(m, kept, { s, side, b }, d);
      if (stored) kept[kept.length - 1]!.s = JSON.stringify(s);
      h.update(JSON.stringify(r.state));
      h.update(JSON.stringify(r.events));
      if (r.halted) h.update(JSON.stringify(r.halted));
      s = r.state;
    }
  }
  return { kept, digest: h.digest('hex').slice(0, 16) };
};
/** every kept apply run again on `m` with its faces: the CPU time of the applies alone (ms; a stored state parsed untimed) */
export const replayApplies = (m: GameModule<unknown, Batch>, kept: readonly KeptApply[]): number => {
  let cpu = 0;
  for (const k of kept) {
    const s = typeof k.s === 'string' ? JSON.parse(k.s) : k.s;
    const c0 = cpuMs();
    replayKept(m, { ...k, s });
    cpu += cpuMs() - c0;
  }
  return cpu;
};
/**
 * `now` and `before` replay the same kept applies `rounds` times each, round by round alternately (the order
 * reversed every other round) after one untimed round of each: each one's mean CPU a batch (ms)
 */
export const replayBoth = (
  trees: { before: GameModule<unknown, Batch>; now: GameModule<unknown, Batch> },
  kept: readonly KeptApply[],
  rounds: number,
): { before: number; now: number } => {
  const ms = { before: 0, now: 0 };
  for (let r = -1; r < rounds; r++)
    for (const name of r % 2 ? (['now', 'before'] as const) : (['before', 'now'] as const)) {
      const c = replayApplies(trees[name], kept);
      if (r >= 0) ms[name] += c;
    }
  return { before: ms.before / rounds / kept.length, now: ms.now / rounds / kept.length };
};
