/**
 * The pure clock's side of a vacation change written late (after a crash): the turn is stamped no
 * earlier than the game's last turn, and `asOf` says when the player really asked. Standard preset
 * of the issue: 3 days + 12 h per move, capped at 5 days.
 */
import { describe, expect, it } from 'vitest';
import { deadlineOf, handOff, startClock } from '../../functions/clock/game-clock.js';
import { DAY, HOUR, MINUTE } from '../../functions/time/clock.js';
import { plus, redAwayAt10h, standard, T0, turnAt } from './clock-time.js';

const on = (asOf: number, seq = 1) => ({ on: true, until: plus(asOf + 15 * DAY), asOf: plus(asOf), seq });

describe('a vacation turn written after the change it records (asOf)', () => {
  it('a start written 5 minutes late charges only up to the request: 72 h − 10 h = 62 h left', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['red'], T0);
    c = handOff(
      c,
      ['red'],
      plus(10 * HOUR + 5 * MINUTE),
      turnAt('vacation', 'red', 10 * HOUR + 5 * MINUTE, on(10 * HOUR)),
    );
    expect(c.remainingMs.red).toBe(62 * HOUR);
    expect(c.away?.red).toMatchObject({ since: plus(10 * HOUR), until: plus(10 * HOUR + 15 * DAY) });
    expect(c.vacationSeq).toEqual({ red: 1 });
  });

  it('a start whose side was handed the move after the request charges nothing', () => {
    let c = handOff(startClock(standard, ['red', 'blue']), ['blue'], T0);
    c = handOff(c, ['red'], plus(11 * HOUR), turnAt('orders', 'blue', 11 * HOUR));
    c = handOff(c, ['red'], plus(12 * HOUR), turnAt('vacation', 'red', 12 * HOUR, on(10 * HOUR)));
    expect(c.remainingMs.red).toBe(3 * DAY);
    expect(deadlineOf(c)).toEqual({ side: 'red', at: plus(10 * HOUR + 15 * DAY + 3 * DAY) });
  });

  it('an end written late restarts the clock as of the end, or as of the hand-off when that came later', () => {
    // red in its move since T0, away from 10 h to 2 days; the end is written 1 hour late
    let c = handOff(startClock(standard, ['red', 'blue']), ['red'], T0);
    c = handOff(c, ['red'], plus(10 * HOUR), turnAt('vacation', 'red', 10 * HOUR, on(10 * HOUR)));
    const late = handOff(
      c,
      ['red'],
      plus(2 * DAY + HOUR),
      turnAt('vacation', 'red', 2 * DAY + HOUR, { on: false, asOf: plus(2 * DAY), seq: 2 }),
    );
    expect(late.runningSince.red).toBe(plus(2 * DAY));
    expect(deadlineOf(late)).toEqual({ side: 'red', at: plus(2 * DAY + 62 * HOUR) });
    expect(late.vacationSeq).toEqual({ red: 2 });

    // blue to move while red is away; blue hands over half an hour after red's end, before the late end turn
    let b = handOff(startClock(standard, ['red', 'blue']), ['blue'], T0);
    b = handOff(b, ['blue'], plus(10 * HOUR), turnAt('vacation', 'red', 10 * HOUR, on(10 * HOUR)));
    b = handOff(b, ['red'], plus(2 * DAY + 30 * MINUTE), turnAt('orders', 'blue', 2 * DAY + 30 * MINUTE));
    b = handOff(
      b,
      ['red'],
      plus(2 * DAY + HOUR),
      turnAt('vacation', 'red', 2 * DAY + HOUR, { on: false, asOf: plus(2 * DAY), seq: 2 }),
    );
    expect(b.runningSince.red).toBe(plus(2 * DAY + 30 * MINUTE));
    expect(b.remainingMs.red).toBe(3 * DAY);
  });

  it('turns without asOf (older logs) keep their meaning: paused and restarted at the turn', () => {
    let c = redAwayAt10h();
    c = handOff(c, ['red'], plus(2 * DAY), turnAt('vacation', 'red', 2 * DAY, { on: false }));
    expect(c.runningSince.red).toBe(plus(2 * DAY));
    expect(c.remainingMs.red).toBe(62 * HOUR);
    expect(c.vacationSeq).toBeUndefined();
  });
});
