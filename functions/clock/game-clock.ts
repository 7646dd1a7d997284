/**
 * Game clocks, pure. A clock runs for every side that is awaited (mid-turn answers included).
 * A "move" is a hand-off: from the moment a side becomes awaited to the moment it stops being
 * awaited; the elapsed time is charged then, and the Fischer increment is added once per
 * hand-off (capped), not per batch. Without a clock each move has a fixed limit (21 days).
 * Times are epoch milliseconds inside, ISO strings (UTC) at rest.
 */
import type { Side } from '../../rules/core/contract.js';
import { DAY, HOUR } from '../time/clock.js';

/** `vacation: false` is a per-game "no vacation" option (the clocks issue gives it meaning). */
export type ClockConfig =
  | { kind: 'fischer'; initialMs: number; incrementMs: number; capMs: number; vacation?: boolean }
  | { kind: 'none'; perMoveMs: number; vacation?: boolean };

export const NO_CLOCK_LIMIT_MS = 21 * DAY;

export interface ClockState {
  config: ClockConfig;
  /** time left at the start of the current move (not counting a running move) */
  remainingMs: Record<Side, number>;
  /** ISO time the side's current move began; null: not running */
  runningSince: Record<Side, string | null>;
}

/** What a creator may ask for; hours, as people say it ("3 days + 1 day, at most 10 days"). */
export interface ClockChoice {
  kind: 'fischer' | 'none';
  initialHours?: number;
  incrementHours?: number;
  capHours?: number;
}

export const clockConfig = (choice: ClockChoice): ClockConfig => {
  if (choice.kind === 'none') return { kind: 'none', perMoveMs: NO_CLOCK_LIMIT_MS };
  const initialMs = Math.round((choice.initialHours ?? 72) * HOUR);
  const incrementMs = Math.round((choice.incrementHours ?? 24) * HOUR);
  const capMs = Math.max(initialMs, Math.round((choice.capHours ?? 240) * HOUR));
  return { kind: 'fischer', initialMs, incrementMs, capMs };
};

const budget = (config: ClockConfig): number => (config.kind === 'fischer' ? config.initialMs : config.perMoveMs);

export const startClock = (config: ClockConfig, sides: readonly Side[]): ClockState => ({
  config,
  remainingMs: Object.fromEntries(sides.map((s) => [s, budget(config)])),
  runningSince: Object.fromEntries(sides.map((s) => [s, null])),
});

const ms = (iso: string): number => new Date(iso).getTime();

/**
 * The awaited set changed (or may have) at `atIso`: stop and charge the sides no longer awaited,
 * start the newly awaited ones. Sides awaited before and after keep running (same move).
 */
export const handOff = (clock: ClockState, awaitedAfter: readonly Side[], atIso: string): ClockState => {
  const remainingMs = { ...clock.remainingMs };
  const runningSince = { ...clock.runningSince };
  for (const side of Object.keys(runningSince)) {
    const since = runningSince[side];
    const awaited = awaitedAfter.includes(side);
    if (since !== null && !awaited) {
      const left = Math.max(0, remainingMs[side] - (ms(atIso) - ms(since)));
      remainingMs[side] = clock.config.kind === 'fischer' ? Math.min(clock.config.capMs, left + clock.config.incrementMs) : clock.config.perMoveMs;
      runningSince[side] = null;
    } else if (since === null && awaited) {
      runningSince[side] = atIso;
    }
  }
  return { config: clock.config, remainingMs, runningSince };
};

/** Time left for `side` at `now`, counting a running move. */
export const remainingAt = (clock: ClockState, side: Side, now: Date): number => {
  const since = clock.runningSince[side];
  const left = clock.remainingMs[side] ?? 0;
  return since === null || since === undefined ? left : Math.max(0, left - (now.getTime() - ms(since)));
};

/** The earliest moment a running side's time runs out, and whose; null when no clock runs. */
export const deadlineOf = (clock: ClockState): { at: string; side: Side } | null => {
  let best: { at: string; side: Side; t: number } | null = null;
  for (const [side, since] of Object.entries(clock.runningSince)) {
    if (since === null) continue;
    const t = ms(since) + clock.remainingMs[side];
    if (!best || t < best.t) best = { at: new Date(t).toISOString(), side, t };
  }
  return best && { at: best.at, side: best.side };
};

/** For views: every side's time left at `now`, and which are running. */
export const clockView = (clock: ClockState, now: Date) => ({
  kind: clock.config.kind,
  config: clock.config,
  sides: Object.fromEntries(
    Object.keys(clock.remainingMs).map((side) => [side, { remainingMs: remainingAt(clock, side, now), running: clock.runningSince[side] !== null }]),
  ),
  deadline: deadlineOf(clock),
});
