/**
 * Game clocks, pure. A clock runs for every side that is awaited (mid-turn answers included).
 * A "move" is a hand-off: from the moment a side becomes awaited to the moment it stops being
 * awaited; the elapsed time is charged then, and the Fischer increment is added once per
 * hand-off (capped), not per batch. Without a clock each move has a fixed limit (21 days).
 * Times are epoch milliseconds inside, ISO strings (UTC) at rest.
 */
import type { Side } from '../../rules/core/contract.js';
import type { ClockConfig } from '../store/records.js';
import { DAY, HOUR } from '../time/clock.js';

export type { ClockConfig } from '../store/records.js';

export const NO_CLOCK_LIMIT_MS = 21 * DAY;

export interface ClockState {
  config: ClockConfig;
  /** time left at the start of the current move (not counting a running move) */
  remainingMs: Record<Side, number>;
  /** ISO time the side's clock last started; null: not running (not awaited, or away) */
  runningSince: Record<Side, string | null>;
  /** when each side's current move began (a vacation pause does not start a new move): names the move for its one warning */
  moveSince?: Record<Side, string | null>;
  /** the time a side had when its current move began (for the 80 % warning rule) */
  allottedMs?: Record<Side, number>;
  /**
   * Sides on vacation: their clock stands still from `since` until the vacation ends or the bank
   * runs out at `until`; `waiting` says whether the side is awaited meanwhile (its deadline is
   * then `until` plus its time left).
   */
  away?: Record<Side, { since: string; until: string; waiting: boolean } | null>;
  /** a side whose whole-turn time ran out: the opponent may claim until `at` + the grace day, then the game is adjudicated */
  flagged?: { side: Side; at: string } | null;
  /**
   * The number (`seq`) of the last vacation change each side's clock took, from the player's bank:
   * a late or repeated writer of an older change sees it was overtaken and writes nothing.
   */
  vacationSeq?: Record<Side, number>;
}

/** after a whole turn times out, the opponent may claim; after this grace the sweeper adjudicates */
export const ADJUDICATION_GRACE_MS = 1 * DAY;

/** The turn that moves the clock, as far as the clock cares (a TurnInput fits). */
export interface ClockTurn {
  kind: string;
  side: Side;
  at: string;
  data?: unknown;
}

/** the vacation turn's data: `on`, and while starting, when the bank runs out */
export interface VacationTurnData {
  on: boolean;
  until?: string;
  auto?: boolean;
  /** the vacation ended because the bank ran out (written by the sweeper at `until`) */
  ranOut?: boolean;
  /**
   * The real instant of the change when the turn is written later than it (a change finished
   * after a crash, functions/clock/vacations.ts): the clock pauses or restarts as of then, never
   * before the side's clock last started nor after the turn. Absent: as of the turn's `at`.
   */
  asOf?: string;
  /** the bank's number for this change (`VacationBank.seq`); recorded in `ClockState.vacationSeq` */
  seq?: number;
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

const incremented = (config: ClockConfig, leftMs: number): number =>
  config.kind === 'fischer' ? Math.min(config.capMs, leftMs + config.incrementMs) : config.perMoveMs;

const vacationAllowed = (config: ClockConfig): boolean => config.vacation !== false;

/**
 * The awaited set changed (or may have) at `atIso`: stop and charge the sides no longer awaited,
 * start the newly awaited ones. Sides awaited before and after keep running (same move).
 * With `turn`, vacation turns pause or resume that side's clock (charging the time used so far,
 * no increment), a timeout flags the side, and a flagged side that completes its move is no
 * longer flagged. A side whose vacation bank ran out (`until` passed) is no longer away.
 */
export const handOff = (
  clock: ClockState,
  awaitedAfter: readonly Side[],
  atIso: string,
  turn?: ClockTurn,
): ClockState => {
  const at = ms(atIso);
  const remainingMs = { ...clock.remainingMs };
  const runningSince = { ...clock.runningSince };
  const moveSince: Record<Side, string | null> = {
    ...(clock.moveSince ?? Object.fromEntries(Object.keys(runningSince).map((s) => [s, runningSince[s]]))),
  };
  const allottedMs: Record<Side, number> = { ...(clock.allottedMs ?? {}) };
  const away: NonNullable<ClockState['away']> = { ...(clock.away ?? {}) };
  let flagged = clock.flagged ?? null;

  let vacationSeq = clock.vacationSeq;
  /** a vacation that ended in this turn: the side's clock restarts as of this instant (ms) */
  let resumeAt: { side: Side; at: number } | null = null;
  if (turn?.kind === 'vacation' && vacationAllowed(clock.config)) {
    const d = (turn.data ?? {}) as Partial<VacationTurnData>;
    const asOf = typeof d.asOf === 'string' ? Math.min(at, ms(d.asOf)) : at;
    if (d.on && !away[turn.side]) {
      const since = runningSince[turn.side];
      if (since !== null && since !== undefined)
        remainingMs[turn.side] = Math.max(0, remainingMs[turn.side] - Math.max(0, asOf - ms(since)));
      runningSince[turn.side] = null;
      away[turn.side] = {
        since: new Date(asOf).toISOString(),
        until: d.until ?? new Date(at + NO_CLOCK_LIMIT_MS).toISOString(),
        waiting: false,
      };
    } else if (!d.on) {
      if (away[turn.side] && asOf < at) resumeAt = { side: turn.side, at: asOf };
      away[turn.side] = null;
    }
    if (typeof d.seq === 'number')
      vacationSeq = { ...(vacationSeq ?? {}), [turn.side]: Math.max(vacationSeq?.[turn.side] ?? 0, d.seq) };
  }
  if (turn?.kind === 'timeout') flagged = { side: turn.side, at: atIso };
  // a default answer closes the timed-out decision: that move ends here (charged, with its
  // increment) even if the side is awaited again at once, so the next decision starts with time
  if (
    turn?.kind === 'default-answer' &&
    runningSince[turn.side] !== null &&
    runningSince[turn.side] !== undefined &&
    !away[turn.side]
  ) {
    const since = runningSince[turn.side]!;
    remainingMs[turn.side] = incremented(clock.config, Math.max(0, remainingMs[turn.side] - (at - ms(since))));
    runningSince[turn.side] = null;
    moveSince[turn.side] = null;
  }

  for (const side of Object.keys(runningSince)) {
    const a = away[side];
    if (a && ms(a.until) <= at) away[side] = null; // the bank ran out: back on the clock
  }

  for (const side of Object.keys(runningSince)) {
    const since = runningSince[side];
    const awaited = awaitedAfter.includes(side);
    const inMove = moveSince[side] !== null && moveSince[side] !== undefined;
    if (away[side]) {
      // on vacation the clock stands still; a move made meanwhile still earns its increment
      if (inMove && !awaited) {
        remainingMs[side] = incremented(clock.config, remainingMs[side]);
        moveSince[side] = null;
      } else if (!inMove && awaited) {
        moveSince[side] = atIso;
        allottedMs[side] = remainingMs[side];
      }
      away[side] = { ...away[side]!, waiting: awaited };
      continue;
    }
    if (since !== null && since !== undefined && !awaited) {
      const left = Math.max(0, remainingMs[side] - (at - ms(since)));
      remainingMs[side] = incremented(clock.config, left);
      runningSince[side] = null;
      moveSince[side] = null;
    } else if ((since === null || since === undefined) && awaited) {
      // back from a vacation that ended before this turn: from its end, or from when the move began if later
      runningSince[side] =
        resumeAt?.side === side && inMove ? new Date(Math.max(resumeAt.at, ms(moveSince[side]!))).toISOString() : atIso;
      if (!inMove) {
        moveSince[side] = atIso;
        allottedMs[side] = remainingMs[side];
      }
    } else if ((since === null || since === undefined) && !awaited && inMove) {
      // a move that ended while its clock stood still (the vacation ended in the same turn)
      remainingMs[side] = incremented(clock.config, remainingMs[side]);
      moveSince[side] = null;
    }
  }
  if (flagged && !awaitedAfter.includes(flagged.side)) flagged = null; // the late move was made
  return {
    config: clock.config,
    remainingMs,
    runningSince,
    moveSince,
    allottedMs,
    away,
    flagged,
    ...(vacationSeq ? { vacationSeq } : {}),
  };
};

/** Time left for `side` at `now`, counting a running move. */
export const remainingAt = (clock: ClockState, side: Side, now: Date): number => {
  const since = clock.runningSince[side];
  const left = clock.remainingMs[side] ?? 0;
  return since === null || since === undefined ? left : Math.max(0, left - (now.getTime() - ms(since)));
};

/**
 * When `side`'s time runs out (or, once flagged, when the game is adjudicated); null when its
 * clock does not run and it is not awaited.
 */
export const sideDeadline = (clock: ClockState, side: Side): number | null => {
  if (clock.flagged?.side === side) return ms(clock.flagged.at) + ADJUDICATION_GRACE_MS;
  const a = clock.away?.[side];
  if (a) return a.waiting ? ms(a.until) + (clock.remainingMs[side] ?? 0) : null;
  const since = clock.runningSince[side];
  return since === null || since === undefined ? null : ms(since) + clock.remainingMs[side];
};

/**
 * The earliest moment a running side's time runs out, and whose; null when no clock runs. While a
 * side is flagged the game waits only for the claim or the adjudication: the first side out of
 * time is the one that loses on time, even if the other runs out meanwhile (as on a chess clock).
 */
export const deadlineOf = (clock: ClockState): { at: string; side: Side } | null => {
  if (clock.flagged)
    return { at: new Date(ms(clock.flagged.at) + ADJUDICATION_GRACE_MS).toISOString(), side: clock.flagged.side };
  let best: { at: string; side: Side; t: number } | null = null;
  for (const side of Object.keys(clock.runningSince)) {
    const t = sideDeadline(clock, side);
    if (t === null) continue;
    if (!best || t < best.t) best = { at: new Date(t).toISOString(), side, t };
  }
  return best && { at: best.at, side: best.side };
};

/** For views: every side's time left at `now`, and which are running. */
export const clockView = (clock: ClockState, now: Date) => ({
  kind: clock.config.kind,
  config: clock.config,
  sides: Object.fromEntries(
    Object.keys(clock.remainingMs).map((side) => [
      side,
      {
        remainingMs: remainingAt(clock, side, now),
        running: clock.runningSince[side] !== null,
        away: clock.away?.[side] ? { since: clock.away[side]!.since, until: clock.away[side]!.until } : null,
      },
    ]),
  ),
  deadline: deadlineOf(clock),
  flagged: clock.flagged ?? null,
});
