import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import m from './index.js';
import { cannotMove, startMovement } from './phases/movement.js';
import { loseEp } from './phases/losses.js';
import { cannotLoad } from './phases/rail.js';
import { reserveCandidates } from './phases/reserve.js';
import type { TbState } from './state.js';
import { fixture, ok, play, start } from './testkit.js';
import { DEFAULT_OPTIONS, optionFields } from './variants.js';

/** a position of the full game with the optional rules of 18.1 on or off */
const full = (pieces: Record<string, string>, on: boolean): TbState => {
  const s = fixture(pieces, 'tannenberg-1914');
  s.options = { ...s.options, ...(on ? { guards: 'on', corpsCommander: 'on', pappritz: 'on' } : {}) };
  return s;
};
const movementOf = (s: TbState, side: 'de' | 'ru', rolls: number[]): GameEvent[] => {
  const t = { s, side: '', dice: new FixedDice(rolls), events: [] as GameEvent[] };
  startMovement(t, side);
  return t.events;
};

describe('18.1 the optional balance rules are game options, off by default', () => {
  it('18.1 each of the three rules is its own option (all, some or none), default off', () => {
    expect([DEFAULT_OPTIONS.guards, DEFAULT_OPTIONS.corpsCommander, DEFAULT_OPTIONS.pappritz]).toEqual([
      'off',
      'off',
      'off',
    ]);
    expect(optionFields.filter((f) => ['guards', 'corpsCommander', 'pappritz'].includes(f.key)).length).toBe(3);
    const s = m.setup('tannenberg-1914', { guards: 'on' }, new FixedDice(Array(50).fill(3)));
    expect([s.options.guards, s.options.corpsCommander, s.options.pappritz]).toEqual(['on', 'off', 'off']);
  });
});

describe('18.1.1 the Russian 3rd Guards Division', () => {
  const guards = { 'ru-1-3-g': 'A57B12', 'ru-2-3-g': 'A57B12' };
  it('18.1.1 (TC-66) a 3 at the start of the Russian movement phase keeps 1/3G and 2/3G in place; a 1 releases them for good', () => {
    const s = full(guards, true);
    const held = movementOf(s, 'ru', [3]);
    expect(held).toContainEqual(
      expect.objectContaining({ type: 'guards', data: { released: false, why: 'roll' }, dice: [3] }),
    );
    s.commanded = ['ru-1-3-g', 'ru-2-3-g'];
    expect(cannotMove(s, 'ru', 'ru-1-3-g')).toMatch(/18\.1\.1/);
    expect(cannotLoad(s, 'ru', 'ru-2-3-g')).toMatch(/18\.1\.1/);
    expect(movementOf(s, 'ru', [1])).toContainEqual(
      expect.objectContaining({ type: 'guards', data: { released: true, why: 'roll' }, dice: [1] }),
    );
    expect(s.guardsFree).toBe(true);
    s.commanded = ['ru-1-3-g'];
    expect(cannotMove(s, 'ru', 'ru-1-3-g')).toBeNull();
    // released for good: no more rolls
    expect(movementOf(s, 'ru', [3]).some((e) => e.type === 'guards')).toBe(false);
  });
  it('18.1.1 (AMB-39) the roll is the Russian movement phase only; with the option off there is no roll and no hold', () => {
    const s = full(guards, true);
    expect(movementOf(s, 'de', [3]).some((e) => e.type === 'guards')).toBe(false);
    const off = full(guards, false);
    expect(movementOf(off, 'ru', [3]).some((e) => e.type === 'guards')).toBe(false);
    off.commanded = ['ru-1-3-g'];
    expect(cannotMove(off, 'ru', 'ru-1-3-g')).toBeNull();
  });
  it('18.1.1 a held Guards unit files no reserve (4.5.2)', () => {
    const s = full({ ...guards, 'ru-samsonow': 'A57B13' }, true);
    s.hqs['ru-samsonow'].order = 'march';
    const off = full({ ...guards, 'ru-samsonow': 'A57B13' }, false);
    off.hqs['ru-samsonow'].order = 'march';
    expect(reserveCandidates(off, 'ru')).toEqual(['ru-1-3-g', 'ru-2-3-g']);
    expect(reserveCandidates(s, 'ru')).toEqual([]);
  });
  it('18.1.1 (TC-66) a German unit crossing the border releases them at once; a German piece already in Russia at the Russian phase does too', () => {
    const s = start(full({ ...guards, 'de-francois': 'A45B44', 'de-1-1-i': 'A46B44' }, true), [1, 5, 2]);
    expect(m.status(s).waitingFor).toEqual(['de']);
    const r = m.apply(
      s,
      'de',
      { orders: [{ type: 'move', pieces: ['de-1-1-i'], path: ['A46B44', 'A47B44'] }] },
      new FixedDice([]),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'guards', data: { released: true, why: 'border' } }),
    );
    expect(r.state.guardsFree).toBe(true);
    const there = full({ ...guards, 'de-1-1-i': 'A47B44' }, true);
    expect(movementOf(there, 'ru', [])).toContainEqual(
      expect.objectContaining({ type: 'guards', data: { released: true, why: 'border' } }),
    );
  });
});

describe('18.1.2 the Russian I Corps', () => {
  const corps = { 'ru-artamonow': 'A30B30', 'ru-1-22-i': 'A30B31', 'ru-2-22-i': 'A31B31' };
  it('18.1.2 (AMB-40) 2 steps (an elimination of a 2-step unit) keep Artamonow; the third (a flip) puts Sireliusz in his hex with his order', () => {
    const s = full(corps, true);
    s.hqs['ru-artamonow'].order = 'march';
    const events: GameEvent[] = [];
    loseEp(s, 'ru-1-22-i', 10, '9.4', events);
    expect(s.units['ru-1-22-i'].eliminated).toBe(true);
    expect([s.corpsSteps, s.hqs['ru-artamonow'].hex]).toEqual([2, 'A30B30']);
    loseEp(s, 'ru-2-22-i', 5, '9.4', events);
    expect(s.units['ru-2-22-i']).toMatchObject({ face: 'back', loss: 1 });
    expect(s.corpsSteps).toBe(3);
    expect(s.hqs['ru-sireliusz']).toMatchObject({ hex: 'A30B30', order: 'march' });
    expect(s.hqs['ru-artamonow'].hex).toBeNull();
    expect(events.at(-1)).toMatchObject({
      type: 'commander',
      rule: '18.1.2',
      data: { from: 'ru-artamonow', to: 'ru-sireliusz' },
    });
  });
  it('18.1.2 off: the same 3 steps leave Artamonow in command', () => {
    const s = full(corps, false);
    loseEp(s, 'ru-1-22-i', 10, '9.4', []);
    loseEp(s, 'ru-2-22-i', 5, '9.4', []);
    expect([s.corpsSteps, s.hqs['ru-artamonow'].hex, s.hqs['ru-sireliusz'].hex]).toEqual([undefined, 'A30B30', null]);
  });
  it('18.1.2 Artamonow still on the track: Sireliusz comes in his place', () => {
    const s = full({ 'ru-1-22-i': 'A30B31', 'ru-2-22-i': 'A31B31' }, true);
    s.arrivals = [{ turn: 3, hex: 'A24B20', pieces: ['ru-artamonow', 'ru-1-24-i'], rail: false }];
    loseEp(s, 'ru-1-22-i', 10, '9.4', []);
    loseEp(s, 'ru-2-22-i', 5, '9.4', []);
    expect(s.arrivals[0].pieces).toEqual(['ru-sireliusz', 'ru-1-24-i']);
  });
});

describe('18.1.3 v. Pappritz', () => {
  it('18.1.3 with the option v. Pappritz may not leave Königsberg (A23B50); without it he may', () => {
    const on = start(
      full({ 'de-pappritz': 'A23B50', 'de-1-1-i': 'A41B39', 'de-francois': 'A38B41' }, true),
      [1, 1, 5, 2],
    );
    expect(m.status(on).waitingFor).toEqual(['de']);
    const move = [{ type: 'move', pieces: ['de-pappritz'], path: ['A23B50', 'A24B50'] }];
    expect(play(on, 'de', move)).toMatchObject({ ok: false, error: { rule: '18.1.3', at: 'orders[0].pieces[0]' } });
    const off = start(
      full({ 'de-pappritz': 'A23B50', 'de-1-1-i': 'A41B39', 'de-francois': 'A38B41' }, false),
      [1, 1, 5, 2],
    );
    expect(ok(play(off, 'de', move)).hqs['de-pappritz'].hex).toBe('A24B50');
  });
});
