import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { board, ok, started } from './testkit.js';

/** Ch. 11 in play (rules version 3): garrisons left and absorbed by `move` orders, in Zalesie (town, 0406). */
const from = board({})
  .map.neighbours('0406')
  .find((h) => h !== '0405' && board({}).map.terrain(h) === 'clear')!;
const start = (context?: { rulesVersion: number }): WojnaState => {
  const pieces = [
    { piece: 'pl-army', hex: '0206' },
    { piece: 'op-army', hex: '1506' },
    { piece: 'pl-1dp', hex: '0505' },
    { piece: 'pl-5pp', hex: '0405' },
    { piece: 'pl-6pp', hex: from, level: 2 },
    { piece: 'pl-1bj', hex: '0505' },
    { piece: 'pl-1pul', hex: '0305' },
  ];
  let s = started('exercise-1920', { position: { turn: 2, pieces } }, new FixedDice(Array(20).fill(0)), context);
  while (s.awaiting?.kind === 'replacements')
    // no REPLACEMENT marker on 6 pp
    s = ok(wojna.apply(s, s.awaiting.side, { orders: [{ type: 'end' }] }, new FixedDice([])));
  return s;
};
const move = (piece: string, path: string[], more: Record<string, string> = {}): WojnaOrder =>
  ({ type: 'move', piece, path, ...more }) as WojnaOrder;
const play = (s: WojnaState, orders: WojnaOrder[]) => wojna.apply(s, 'polish', { orders }, new FixedDice([]));

describe('ch. 11 garrisons in play', () => {
  it('11.1 (TC-55): 5 pp leaves a garrison in Zalesie on its way and is weakened (level 2)', () => {
    const s = start();
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
    const r = play(s, [move('pl-5pp', ['0405', '0406'], { dropGarrisonAt: '0406' })]);
    const after = ok(r);
    expect(r.ok && r.events.find((e) => e.type === 'garrison')?.data).toEqual({
      unit: 'pl-5pp',
      hex: '0406',
      garrison: 'garrison-1',
      level: 2,
    });
    expect(after.pieces['pl-5pp']).toMatchObject({ hex: '0406', level: 2 });
    expect(after.pieces['garrison-1']).toEqual({ hex: '0406', level: 1 });
    expect(after.garrisons['garrison-1']).toEqual({ id: 'garrison-1', side: 'polish', morale: 6 });
    expect(wojna.view(after, 'polish').board.pieces.find((p) => p.id === 'garrison-1')?.label).toBe('Garn.');
  });
  it('11.6 (AMB-41): the weakened 6 pp passing through absorbs it and is back at full strength', () => {
    const dropped = ok(play(start(), [move('pl-5pp', ['0405', '0406'], { dropGarrisonAt: '0406' })]));
    const r = play(dropped, [move('pl-6pp', [from, '0406'], { absorbGarrisonAt: '0406' })]);
    const after = ok(r);
    expect(r.ok && r.events.find((e) => e.type === 'garrison-absorbed')?.data).toMatchObject({
      unit: 'pl-6pp',
      level: 1,
    });
    expect(after.pieces['pl-6pp'].level).toBe(1);
    expect(after.pieces['garrison-1']).toBeUndefined();
    expect(after.garrisons).toEqual({});
  });
  it('11.1: not off the path, not by cavalry, not absorbing where no garrison is; version 2 games refuse the fields', () => {
    const s = start();
    expect(play(s, [move('pl-5pp', ['0405', '0406'], { dropGarrisonAt: '0706' })])).toMatchObject({
      ok: false,
      error: { rule: '11.1', at: 'orders[0].dropGarrisonAt' },
    });
    expect(play(s, [move('pl-1pul', ['0305', '0406'], { dropGarrisonAt: '0406' })])).toMatchObject({
      ok: false,
      error: { rule: '11.1' },
    });
    expect(play(s, [move('pl-6pp', [from, '0406'], { absorbGarrisonAt: '0406' })])).toMatchObject({
      ok: false,
      error: { rule: '11.6', at: 'orders[0].absorbGarrisonAt' },
    });
    expect(
      play(start({ rulesVersion: 2 }), [move('pl-5pp', ['0405', '0406'], { dropGarrisonAt: '0406' })]),
    ).toMatchObject({ ok: false, error: { code: 'rules-version' } });
  });
});
