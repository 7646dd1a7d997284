import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { d10s, started } from './testkit.js';

/**
 * Rules version 14 (README "A contact settled by policy"): a contact on a move's way that the standing
 * defaults settle (9.23 a lone HQ displaced, 13.17 lone artillery) no longer halts the batch; the later orders
 * are played on the changed map, and only one the change made impossible halts it, with the state as
 * before that order and the reason. Position lone-hq: 5 pp Leg. on 0905 enters 1006 next to the lone 8 DS HQ
 * on 1005, which the Poles' default displaces 2 hexes onto 1204 (infantry: no roll).
 */
const lone = (rulesVersion?: number) =>
  started(
    'exercise-1920',
    { position: 'lone-hq' },
    new FixedDice(d10s(0, 0, 0, 0, 0, 0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
const first: WojnaOrder = { type: 'move', piece: 'pl-5pp', path: ['0905', '1006'] };
const end: WojnaOrder = { type: 'end' };

describe('a contact settled by policy (rules version 14)', () => {
  it('9.23: the HQ displaced onto 1204, the End order sent with the move is played: the combat segment is next', () => {
    const r = wojna.apply(lone(), 'polish', { orders: [first, end] }, new FixedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.halted).toBeUndefined();
    expect(r.state.pieces['op-8ds'].hex).toBe('1204');
    expect(r.events.map((e) => e.type)).toContain('hq-overrun');
    expect(wojna.status(r.state).phase).toBe('activation.5.combat');
  });
  it('9.23, 12.1: a later move still open after the contact is played too (1 p. uł. to 1004, clear of the HQ)', () => {
    const other: WojnaOrder = { type: 'move', piece: 'pl-1pul', path: ['0904', '1004'] };
    const r = wojna.apply(lone(), 'polish', { orders: [first, other, end] }, new FixedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.halted).toBeUndefined();
    expect(r.state.pieces['pl-1pul'].hex).toBe('1004');
    expect(wojna.status(r.state).phase).toBe('activation.5.combat');
  });
  it('12.1: a later move the displaced HQ now blocks (through 1204) halts the batch there with the reason; the rest goes back', () => {
    const later: WojnaOrder = { type: 'move', piece: 'pl-1pul', path: ['0904', '1004', '1103', '1204'] };
    const r = wojna.apply(lone(), 'polish', { orders: [first, later, end] }, new FixedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.halted).toMatchObject({ at: 1, rule: '12.1' });
    expect(r.halted!.reason.en).toMatch(
      /^A contact on the way changed the map: this order is no longer possible: .+ \(12\.1\)$/,
    );
    expect(r.halted!.reason.pl).toBe('Kontakt po drodze zmienił sytuację: ten rozkaz nie jest już możliwy (12.1)');
    expect(r.state.pieces['op-8ds'].hex).toBe('1204');
    expect(r.state.pieces['pl-1pul'].hex).toBe('0904'); // the halted move left nothing behind
    expect(r.events.filter((e) => e.type === 'move').map((e) => (e.data as { piece: string }).piece)).toEqual([
      'pl-5pp',
    ]);
    // the applied prefix alone gives the same state (the log keeps only it)
    const prefix = wojna.apply(lone(), 'polish', { orders: [first] }, new FixedDice([]));
    expect(prefix.ok && prefix.state).toEqual(r.state);
  });
  it('rules version 13: the same contact halts the batch after the move, and the End order goes back', () => {
    const r = wojna.apply(lone(13), 'polish', { orders: [first, end] }, new FixedDice([]));
    expect(r.ok && r.halted).toMatchObject({ at: 1, rule: '9.23' });
    expect(r.ok && wojna.status(r.state).phase).toBe('activation.5.units');
  });
  it('13.17: infantry next to lone artillery: the morale test passed (5 against 5), the withdrawal by default, and the End order played', () => {
    const s = started('exercise-1920', { position: 'lone-artillery' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)));
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-5pp', path: ['0906', '1006'] }, end] },
      new FixedDice(d10s(5)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.halted).toBeUndefined();
    expect(r.events.find((x) => x.type === 'artillery-caught')!.data).toMatchObject({
      roll: 5,
      morale: 5,
      passed: true,
    });
    expect(r.state.pieces['op-art'].hex).not.toBe('1106');
    expect(wojna.status(r.state).phase).toBe('activation.5.combat');
  });
});
