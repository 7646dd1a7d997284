import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { ok, started } from './testkit.js';

// Turn 3: 1 pp Leg. (3 levels, 1st Legion Division) and the 2nd Division's HQ are due back on space 3,
// 1 p. uł. only on space 4; the 1st Legion Division's HQ stands on 0405, the army HQ on 0206.
const position = {
  turn: 3,
  pieces: [
    { piece: 'pl-army', hex: '0206' },
    { piece: 'op-army', hex: '1506' },
    { piece: 'pl-1dp', hex: '0405' },
    { piece: 'pl-2pp', hex: '0305' },
    { piece: 'op-8ds', hex: '1305' },
    { piece: 'op-23ps', hex: '1204' },
  ],
  trackTurn: [
    { piece: 'pl-1pp', turn: 3 },
    { piece: 'pl-2dp', turn: 3 },
    { piece: 'pl-1pul', turn: 4 },
  ],
};
const start = (context?: { rulesVersion: number }): WojnaState =>
  started('exercise-1920', { position }, new FixedDice(Array(20).fill(0)), context);
const play = (s: WojnaState, orders: WojnaOrder[]) => wojna.apply(s, 'polish', { orders }, new FixedDice([]));

describe('ch. 5 A rebuilding in play', () => {
  it('5.1, 14.48: the Replacements Phase waits for the Poles with the counters due on space 3 (not 1 p. uł., due on 4)', () => {
    const s = start();
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['polish'], phase: 'replacements', turn: 3 });
    const ids = wojna
      .view(s, 'polish')
      .options.choices.filter((c) => c.id.startsWith('rebuild:'))
      .map((c) => c.id);
    expect(ids).toEqual(['rebuild:pl-2dp', 'rebuild:pl-1pp']); // WJ HQs before units (5.2)
  });
  it('5.6, 5.11: a formation unit returns on its WJ HQ (0405), a 3-level unit at level 2; elsewhere is refused', () => {
    const s = start();
    const choice = wojna.view(s, 'polish').options.choices.find((c) => c.id === 'rebuild:pl-1pp')!;
    expect(choice.targets!.map((t) => t.cell)).toEqual(['0405']);
    const r = play(s, [{ type: 'rebuild', piece: 'pl-1pp', hex: '0405' }, { type: 'end' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events[0]).toMatchObject({
      type: 'rebuilt',
      data: { piece: 'pl-1pp', hex: '0405', level: 2 },
      rule: '5.1',
    });
    expect(r.state.pieces['pl-1pp']).toMatchObject({ hex: '0405', level: 2 });
    expect(r.state.pieces['pl-1pp'].returnsOn).toBeUndefined();
    expect(play(s, [{ type: 'rebuild', piece: 'pl-1pp', hex: '0305' }])).toMatchObject({
      ok: false,
      error: { rule: '5.6', at: 'orders[0].hex' },
    });
  });
  it('5.5: a WJ HQ returns within 5 hexes of its army HQ (0206): 0705 yes, 0805 no; 5.1: a counter not due is refused', () => {
    const s = start();
    expect(ok(play(s, [{ type: 'rebuild', piece: 'pl-2dp', hex: '0705' }])).pieces['pl-2dp'].hex).toBe('0705');
    expect(play(s, [{ type: 'rebuild', piece: 'pl-2dp', hex: '0805' }])).toMatchObject({
      ok: false,
      error: { rule: '5.5', at: 'orders[0].hex' },
    });
    expect(play(s, [{ type: 'rebuild', piece: 'pl-1pul', hex: '0206' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1', at: 'orders[0].piece' },
    });
  });
  it('5.2: HQs before units within the batch; rebuilding before the REPLACEMENT markers', () => {
    const s = start();
    expect(
      play(s, [
        { type: 'rebuild', piece: 'pl-1pp', hex: '0405' },
        { type: 'rebuild', piece: 'pl-2dp', hex: '0705' },
      ]),
    ).toMatchObject({ ok: false, error: { rule: '5.2', at: 'orders[1]' } });
    const both = ok(
      play(s, [
        { type: 'rebuild', piece: 'pl-2dp', hex: '0705' },
        { type: 'rebuild', piece: 'pl-1pp', hex: '0405' },
      ]),
    );
    expect([both.pieces['pl-2dp'].hex, both.pieces['pl-1pp'].hex]).toEqual(['0705', '0405']);
  });
  it('5.14: a side with no REPLACEMENT marker left is still asked to rebuild, and offered no marker', () => {
    // 5 pp (1st Legion Division) weakened next to its HQ: a marker is offered while the Poles have one
    const weakened = {
      ...position,
      pieces: [...position.pieces, { piece: 'pl-5pp', hex: '0404', level: 2 }],
    };
    const s = started('exercise-1920', { position: weakened }, new FixedDice(Array(20).fill(0)));
    const ids = (x: WojnaState) => wojna.view(x, 'polish').options.choices.map((c) => c.id);
    expect(ids(s)).toContain('replace:pl-5pp');
    const spent = ids({ ...s, replacementsLeft: { polish: 0, opposing: 0 } });
    expect(spent.filter((id) => id.startsWith('replace:'))).toEqual([]);
    expect(spent).toContain('rebuild:pl-1pp');
  });
  it('rules version 1: a game created before rebuilding in play is not asked; its counters stay on the track', () => {
    const s = start({ rulesVersion: 1 });
    expect(wojna.status(s).phase).not.toBe('replacements');
    expect(s.pieces['pl-1pp'].hex).toBeNull();
  });
});
