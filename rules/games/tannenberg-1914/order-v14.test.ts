import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { assignSlots } from './command.js';
import { commandedNow } from './phases/command.js';
import { cannotMove } from './phases/movement.js';
import { advance } from './phases/turn.js';
import { fixture, ok, play, start, ride } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/**
 * Rules version 14: 4.1's order of movement (units, self-commanded units, HQs, trains, railways last),
 * 5.1.3's corps HQ in its army HQ's range for loading, 5.1.8's HQs and trains off the map by rail and the
 * loaded arrival leaving at once, and the options of AMB-7 and AMB-31.
 */
/** Gumbinnen turn 1, the German moving first; François (I Corps) at A38B41 under MARCH (a roll of 1) */
const german = (pieces: Record<string, string>, loaded: string[] = [], version?: number): TbState => {
  const s = fixture({ 'de-francois': 'A38B41', ...pieces });
  if (version) s.rulesVersion = version;
  for (const id of loaded) (s.units[id] ?? s.hqs[id]).rail = true;
  return start(s, [1, 5, 2]);
};
const move = (id: string, path: string[]) => ({ type: 'move', pieces: [id], path });

describe('4.1 the order of movement (rules version 14)', () => {
  const two = { 'de-1-1-i': 'A41B39', 'de-2-1-i': 'A40B40' };
  it('4.1 a commanded unit moves before its HQ: 1/1 I after François is refused, before him it is not; version 13 takes both', () => {
    const s = german(two);
    expect(s.commanded).toContain('de-1-1-i');
    expect(
      play(s, 'de', [move('de-francois', ['A38B41', 'A38B40']), move('de-1-1-i', ['A41B39', 'A40B39'])]),
    ).toMatchObject({
      ok: false,
      error: { rule: '4.1', code: 'cannot-move', at: 'orders[1].pieces[0]' },
    });
    const r = ok(play(s, 'de', [move('de-1-1-i', ['A41B39', 'A40B39']), move('de-francois', ['A38B41', 'A38B40'])]));
    expect(r.units['de-1-1-i'].hex).toBe('A40B39');
    expect(r.stage).toBe(3);
    const v13 = german(two, [], 13);
    ok(play(v13, 'de', [move('de-francois', ['A38B41', 'A38B40']), move('de-1-1-i', ['A41B39', 'A40B39'])]));
  });
  it('4.1 once François has moved the view offers no unit move, and the phase stays open for the railways', () => {
    const s = ok(play(german(two), 'de', [move('de-francois', ['A38B41', 'A38B40'])]));
    const ids = choices(s, 'de').map((c) => c.id);
    expect(ids.filter((id) => id.startsWith('move:'))).toEqual([]);
    expect(ids).toContain('rail-load:de-2-1-i');
    expect(s.await).toMatchObject({ kind: 'move', sides: ['de'] });
  });
  it('4.1, 5.1.1 the railways come last: a move after 2/1 I loads at A40B40 is refused, the other way round is taken', () => {
    const s = german(two);
    const load = { type: 'rail-load', unit: 'de-2-1-i' };
    expect(play(s, 'de', [load, move('de-1-1-i', ['A41B39', 'A40B39'])])).toMatchObject({
      ok: false,
      error: { rule: '4.1', at: 'orders[1].pieces[0]' },
    });
    const r = ok(play(s, 'de', [move('de-1-1-i', ['A41B39', 'A40B39']), load]));
    expect(r.units['de-2-1-i'].rail).toBe(true);
    expect(r.stage).toBe(5);
  });
  it('4.1, 13.3.2 a self-commanded unit moves after the commanded ones; the check is rolled while stage 2 is open', () => {
    // 1/1 R IR (EFF 4) at A36B41: not of I Corps, Below is off the map, so uncommanded; a 4 commands it
    const s = german({ ...two, 'de-1-1r-ir': 'A36B41' });
    expect(s.commanded).not.toContain('de-1-1r-ir');
    const check = { type: 'self-command', units: ['de-1-1r-ir'] };
    const late = [check, move('de-1-1r-ir', ['A36B41', 'A36B40']), move('de-1-1-i', ['A41B39', 'A40B39'])];
    expect(play(s, 'de', late, [4])).toMatchObject({ ok: false, error: { rule: '4.1', at: 'orders[2].pieces[0]' } });
    const r = ok(
      play(s, 'de', [check, move('de-1-1-i', ['A41B39', 'A40B39']), move('de-1-1r-ir', ['A36B41', 'A36B40'])], [4]),
    );
    expect(r.units['de-1-1r-ir'].hex).toBe('A36B40');
    expect(play(s, 'de', [move('de-francois', ['A38B41', 'A38B40']), check], [4])).toMatchObject({
      ok: false,
      error: { rule: '4.1', code: 'order-of-movement', at: 'orders[1].type' },
    });
  });
});

describe('5.1.3 loading: the corps HQ in its army HQ range (rules version 14)', () => {
  /** the Russian moving first; Rennenkampf (range 5, 10 for corps HQs in Russia) at A53B36 commands 1/29/XX at A52B36 */
  const russian = (smirnow: string, version?: number): TbState => {
    const s = fixture({
      'de-francois': 'A38B41',
      'ru-rennenkampf': 'A53B36',
      'ru-1-29-xx': 'A52B36',
      'ru-smirnow': smirnow,
    });
    if (version) s.rulesVersion = version;
    return start(s, [1, 1, 2, 5]);
  };
  it('5.1.3 1/29/XX, commanded, does not load while Smirnow stands 12 hexes from Rennenkampf; 3 hexes away it loads; version 13 loads', () => {
    const far = russian('A41B39');
    expect(far.commanded).toContain('ru-1-29-xx');
    expect(play(far, 'ru', [{ type: 'rail-load', unit: 'ru-1-29-xx' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.3', code: 'rail', at: 'orders[0].unit' },
    });
    expect(choices(far, 'ru').map((c) => c.id)).not.toContain('rail-load:ru-1-29-xx');
    const near = russian('A56B36');
    expect(ok(play(near, 'ru', [{ type: 'rail-load', unit: 'ru-1-29-xx' }])).units['ru-1-29-xx'].rail).toBe(true);
    ok(play(russian('A41B39', 13), 'ru', [{ type: 'rail-load', unit: 'ru-1-29-xx' }]));
  });
  it('5.1.3 with no army HQ of its army on the map (Gumbinnen has no German one) the corps HQ under MARCH stands for its range', () => {
    const s = german({ 'de-2-1-i': 'A40B40' });
    expect(s.hqs['de-francois'].order).toBe('march');
    expect(choices(s, 'de').map((c) => c.id)).toContain('rail-load:de-2-1-i');
  });
});

describe('5.1.8 leaving the map by rail (rules version 14)', () => {
  it('5.1.8 the loaded corps HQ François leaves by the edge hex A30B46 and comes back next turn at A30B37; version 13 refuses', () => {
    const s = german({ 'de-1-1-i': 'A41B39' }, ['de-francois']);
    s.hqs['de-francois'].hex = 'A31B45';
    expect(
      choices(s, 'de')
        .find((c) => c.id === 'rail-exit:de-francois')
        ?.targets?.map((t) => t.cell),
    ).toEqual(['A30B46', 'A31B37', 'A30B37']);
    const gone = ok(play(s, 'de', [ride('de-francois', ['A31B45', 'A30B46'], true)]));
    expect(gone.hqs['de-francois'].hex).toBeNull();
    expect(gone.rail?.away).toEqual([{ unit: 'de-francois', hex: 'A30B46', turn: 2 }]);
    // (loaded, François commanded nobody: with 1/1 I uncommanded and the railways begun, the phase passed)
    const next: TbState = { ...gone, turn: 2, moved: [], phase: 'move-ip', await: { kind: 'move', sides: ['de'] } };
    expect(
      choices(next, 'de')
        .find((c) => c.id === 'rail-enter:de-francois')
        ?.targets?.map((t) => t.cell),
    ).toEqual(['A30B37']);
    expect(
      ok(play(next, 'de', [{ type: 'rail-enter', unit: 'de-francois', hex: 'A30B37' }], [1, 5, 2])).hqs['de-francois'],
    ).toMatchObject({
      hex: 'A30B37',
      rail: true,
    });
    const v13 = german({ 'de-1-1-i': 'A41B39' }, ['de-francois'], 13);
    v13.hqs['de-francois'].hex = 'A31B45';
    expect(play(v13, 'de', [ride('de-francois', ['A31B45', 'A30B46'], true)])).toMatchObject({
      ok: false,
      error: { rule: '5.1.8', at: 'orders[0].exit' },
    });
  });
  it('5.1.8, 17.2.4 69/36 arriving by rail at the edge hex A30B46 leaves at once, to come back a turn late; version 13 refuses', () => {
    const arrive = (version?: number) => {
      const s = fixture({ 'de-francois': 'A38B41' });
      if (version) s.rulesVersion = version;
      s.arrivals = [{ turn: 1, hex: 'A30B46', pieces: ['de-69-36-xvii'], rail: true }];
      return start(s, [1, 5, 2]);
    };
    const a = arrive();
    expect(
      choices(a, 'de')
        .find((c) => c.id === 'rail-exit:de-69-36-xvii')
        ?.targets?.map((t) => t.cell),
    ).toContain('A30B46');
    const gone = ok(play(a, 'de', [ride('de-69-36-xvii', ['A30B46'], true)]));
    expect(gone.units['de-69-36-xvii'].hex).toBeNull();
    expect(gone.rail?.away).toEqual([{ unit: 'de-69-36-xvii', hex: 'A30B46', turn: 2 }]);
    expect(play(a, 'de', [ride('de-69-36-xvii', ['A30B46'])])).toMatchObject({ ok: false, error: { rule: '5.2.4' } });
    expect(play(arrive(13), 'de', [ride('de-69-36-xvii', ['A30B46'], true)])).toMatchObject({
      ok: false,
      error: { rule: '5.2.4', at: 'orders[0].path' },
    });
  });
});

describe('AMB-31 and AMB-7 as game options (rules version 14)', () => {
  it('AMB-31 1/29/XX next to Rennenkampf is uncommanded while Smirnow is under STOP, who stays; option army-overrides: commanded, and Smirnow moves', () => {
    const s = fixture({ 'ru-rennenkampf': 'A53B36', 'ru-1-29-xx': 'A52B36', 'ru-smirnow': 'A41B39' });
    s.hqs['ru-smirnow'].order = 'stop';
    expect(commandedNow(s, 'ru').has('ru-1-29-xx')).toBe(false);
    expect(cannotMove(s, 'ru', 'ru-smirnow')).toMatch(/AMB-31/);
    s.options.stopCorps = 'army-overrides';
    expect(commandedNow(s, 'ru').has('ru-1-29-xx')).toBe(true);
    expect(cannotMove(s, 'ru', 'ru-smirnow')).toBeNull();
  });
  it('AMB-7 1/1 I at L 1, which fought in the last phase 8, rests to L 0 in phase 7; option strict: it keeps L 1', () => {
    const restOf = (rest?: 'strict'): number => {
      const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-2-1-i': 'A40B40' });
      if (rest) s.options.rest = rest;
      Object.assign(s, { phase: 'move-nip', initiative: 'de', await: { kind: 'move', sides: [] } });
      s.units['de-1-1-i'].loss = 1;
      s.units['de-2-1-i'].loss = 1;
      s.fought = ['de-1-1-i'];
      const t = {
        s,
        side: '',
        dice: new FixedDice([1, 1, 5, 2, 1, 1, 1, 1]),
        events: [] as { type: string; data: any }[],
      };
      advance(t as never);
      const rested = t.events.filter((e) => e.type === 'rest').map((e) => e.data.unit);
      expect(rested).toContain('de-2-1-i');
      return rested.includes('de-1-1-i') ? 0 : 1;
    };
    expect(restOf()).toBe(0);
    expect(restOf('strict')).toBe(1);
  });
});

describe('13.2.5 the two places of a corps HQ for units of no corps (rules version 14)', () => {
  it('13.2.5 seated by a maximum matching: a, reached by x and y, gives its place in x to c', () => {
    const units = [
      { id: 'a', hqs: ['x', 'y'] },
      { id: 'b', hqs: ['x'] },
      { id: 'c', hqs: ['x'] },
    ];
    expect([...assignSlots(units)].sort()).toEqual(['a', 'b', 'c']);
    expect([...assignSlots(units, 1)].sort()).toEqual(['a', 'b']);
  });
  it('13.2.5 20L/35R (in reach of François and Below), 69E and 70L (of François alone) are all commanded; version 13 leaves 70L out', () => {
    const at = (version?: number) => {
      const s = fixture(
        {
          'de-francois': 'A38B41',
          'de-below': 'A34B41',
          'de-20l-35r': 'A36B41',
          'de-69e': 'A40B41',
          'de-70l': 'A41B41',
        },
        'tannenberg-1914',
      );
      if (version) s.rulesVersion = version;
      for (const h of ['de-francois', 'de-below']) s.hqs[h].order = 'march';
      return [...commandedNow(s, 'de')].sort();
    };
    expect(at()).toEqual(['de-20l-35r', 'de-69e', 'de-70l']);
    expect(at(13)).toEqual(['de-20l-35r', 'de-69e']);
  });
});
