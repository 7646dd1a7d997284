/** The wall clock, injected everywhere time matters so tests can move it (no fake timers: they stall the AWS SDK). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts where you say and moves only when told. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string | number = '2026-01-05T12:00:00Z') {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  set(at: Date | string | number): void {
    this.t = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
