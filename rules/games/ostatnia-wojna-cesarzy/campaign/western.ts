import type { CampaignCard } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { type Problem, problem } from './time.js';

/**
 * Rule 33: western reinforcements. The Allies call Campaign-card units secretly at the end of their
 * turn (they enter by secret concentration, 20, in the next Allied movement phase); the pools come in
 * order (33.1), at most `poolMaxSp` SP a stage; the reinforcement track (33.3) prices calling early.
 * The track is sparse: date → markers, fields without markers absent.
 */
export type Track = Record<string, number>;

const poolOf = (card: CampaignCard, unit: string): number | null =>
  card.pools.find((p) => p.units.includes(unit))?.n ?? null;

/** 33.1: may the Allies call `calling` (in this order) now, with `called` called before and `spThisStage` SP called this stage? */
export const callProblem = (
  card: CampaignCard,
  x: { called: readonly string[]; calling: readonly string[]; spOf: (u: string) => number; spThisStage: number },
): { problem: Problem; index: number } | null => {
  const done = new Set(x.called);
  let sp = x.spThisStage;
  for (const [i, u] of x.calling.entries()) {
    const n = poolOf(card, u);
    if (n === null) return { problem: problem('33', 'not-on-card', `${u} is in no reinforcement pool`), index: i };
    if (done.has(u)) return { problem: problem('33', 'called', `${u} was called already`), index: i };
    const earlier = card.pools.filter((p) => p.n < n).flatMap((p) => p.units);
    const missing = earlier.find((e) => !done.has(e));
    if (missing)
      return { problem: problem('33.1', 'pool-order', `pool ${n} comes after ${missing} is called`), index: i };
    sp += x.spOf(u);
    if (sp > card.poolMaxSp)
      return {
        problem: problem('33.1', 'sp-limit', `${sp} SP called this stage, at most ${card.poolMaxSp}`),
        index: i,
      };
    done.add(u);
  }
  return null;
};

/**
 * 37.2 (AMB-47): the units the Allies must call now: the uncalled units of the compelled pools, in
 * order, within the stage's SP limit and the track's markers (option over-limit: all of them).
 */
export const compelledUnits = (
  card: CampaignCard,
  x: { called: readonly string[]; spOf: (u: string) => number; spThisStage: number; markers?: number },
  opts?: Partial<CampaignOptions>,
): string[] => {
  const want = card.pools
    .filter((p) => card.eastPrussia.compelledPools.includes(p.n))
    .flatMap((p) => p.units)
    .filter((u) => !x.called.includes(u));
  if (optionOf(opts, 'compelledCall') === 'over-limit') return want;
  const out: string[] = [];
  let sp = x.spThisStage;
  let taken = 0;
  for (const u of want) {
    // nor more SP than the track has markers for (33.3.1)
    if (sp + x.spOf(u) > card.poolMaxSp || taken + x.spOf(u) > (x.markers ?? Infinity)) break;
    taken += x.spOf(u);
    sp += x.spOf(u);
    out.push(u);
  }
  return out;
};

/** the initial layout of the track (33.3) */
export const initialTrack = (card: CampaignCard): Track =>
  Object.fromEntries(Object.entries(card.track).filter(([, n]) => n > 0));

/**
 * 33.3.1: `sp` SP of called units enter in stage `now`: markers come off the current field first,
 * then off the nearest later fields, each at 1 VP per stage it is brought forward; the removed
 * markers go back on the nearest empty fields after the last occupied one (AMB-34; option
 * after-current: after the current stage), each taking its printed refill digit (absent: 1).
 * `vp` is toward the Russians.
 */
export const enterTrack = (
  card: CampaignCard,
  calendar: readonly string[],
  track: Track,
  now: string,
  sp: number,
  opts?: Partial<CampaignOptions>,
):
  | { track: Track; vp: number; taken: { date: string; n: number }[]; putBack: { date: string; n: number }[] }
  | Problem => {
  const i0 = calendar.indexOf(now);
  const next: Track = { ...track };
  const available = calendar.slice(i0).reduce((t, d) => t + (next[d] ?? 0), 0);
  if (available < sp) return problem('33.3.1', 'track', `${sp} SP enter, the track holds ${available} markers`);
  let left = sp;
  let vp = 0;
  const taken: { date: string; n: number }[] = [];
  for (let i = i0; i < calendar.length && left > 0; i++) {
    const d = calendar[i];
    const n = Math.min(left, next[d] ?? 0);
    if (!n) continue;
    left -= n;
    vp += n * (i - i0);
    taken.push({ date: d, n });
    if (next[d] === n) delete next[d];
    else next[d] -= n;
  }
  const lastOccupied = calendar.reduce((last, d, i) => ((next[d] ?? 0) > 0 ? i : last), i0);
  const start = (optionOf(opts, 'trackRefill') === 'after-last' ? Math.max(lastOccupied, i0) : i0) + 1;
  const putBack: { date: string; n: number }[] = [];
  let back = sp;
  for (let i = start; i < calendar.length && back > 0; i++) {
    const d = calendar[i];
    if ((next[d] ?? 0) > 0) continue;
    const n = Math.min(back, card.trackRefill?.[d] ?? 1);
    if (!n) continue;
    next[d] = n;
    back -= n;
    putBack.push({ date: d, n });
  }
  return { track: next, vp, taken, putBack };
};

/** 33.3.2: at the end of the Allied turn the current field's markers move on one field, 2 VP each to the Allies (`vp` toward the Russians) */
export const UNUSED_MARKER_VP = 2;
export const endAlliedTurnTrack = (
  calendar: readonly string[],
  track: Track,
  now: string,
): { track: Track; vp: number; moved: number } => {
  const n = track[now] ?? 0;
  if (!n) return { track, vp: 0, moved: 0 };
  const next: Track = { ...track };
  delete next[now];
  const after = calendar[calendar.indexOf(now) + 1];
  if (after) next[after] = (next[after] ?? 0) + n;
  return { track: next, vp: -UNUSED_MARKER_VP * n, moved: n };
};
