import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { wjHqs } from './command.js';
import { isHq, isUnit, other } from './ctx.js';
import wojna from './index.js';
import { ctxOf, initiativeOf } from './state.js';
import { d10s, started } from './testkit.js';

/** Ch. 1 r. 5, 7, 8 (definitions), 3.6 and 4.3 (aviation in the turn) and 14.17 (the order of a result), on exercise-1920's encircled-open position, turn 2 */
const start = () => started('exercise-1920', { position: 'encircled-open' }, new FixedDice(d10s(0, 9, 0)));

describe('ch. 1 definitions', () => {
  it('1.5: in phase 5 of turn 2 (Polish initiative) the Poles are active; the non-active side is refused until asked', () => {
    const s = start();
    expect(s.activation).toMatchObject({ active: 'polish', phase: 5 });
    const r = wojna.apply(s, 'opposing', { orders: [{ type: 'end' }] }, new FixedDice([]));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'not-your-turn' });
  });
  it('1.7: a WJ is a division or a brigade: 8 DS, 10 DS and the cavalry brigade, not the army or the group', () => {
    const c = ctxOf(start());
    expect(
      wjHqs(c, 'opposing')
        .map((h) => h.id)
        .sort(),
    ).toEqual(['op-10ds', 'op-8ds', 'op-bk']);
  });
  it('1.8: infantry, cavalry, artillery, armoured cars and trains are units; an HQ is not', () => {
    const c = ctxOf(start());
    for (const id of ['op-23ps', 'op-1pk', 'op-art', 'op-ac1', 'op-train']) expect(isUnit(c, id)).toBe(true);
    expect(isUnit(c, 'op-8ds')).toBe(false);
    expect(isHq(c, 'op-8ds')).toBe(true);
  });
});

describe('14.17 (AMB-52): losses first, then the retreat', () => {
  it('14.17: the 2R/1 on 23 ps (roll 0 → 9): it loses its level first (4 → 2), then retreats 2 hexes at level 2', () => {
    const r = wojna.apply(
      start(),
      'polish',
      { orders: [{ type: 'end' }, { type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'] }] },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0, 0, 0)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const types = r.events.map((e) => e.type);
    const losses = types.indexOf('losses');
    expect(r.events[losses].data).toMatchObject({ units: ['op-23ps'] });
    expect(losses).toBeGreaterThan(types.indexOf('combat'));
    expect(losses).toBeLessThan(types.indexOf('retreat'));
    expect(r.state.pieces['op-23ps']).toMatchObject({ level: 2 });
    expect(r.state.pieces['op-23ps'].hex).not.toBe('1004');
  });
});

describe('3.6 and 4.3: aviation in the turn', () => {
  const setUp = () => wojna.setup('exercise-1920', { position: 'encircled-open' }, new FixedDice(d10s(0, 9, 0)));
  it('4.3: after the weather the side without the initiative places its aviation first (window 1), the other then (window 2)', () => {
    const s = setUp();
    const first = other(initiativeOf(s));
    expect(s.awaiting).toEqual({ side: first, kind: 'air' });
    expect(s.air!.round).toBe(1);
    const r = wojna.apply(s, first, { orders: [{ type: 'end' }] }, new FixedDice([]));
    expect(r.ok && r.state.awaiting).toEqual({ side: initiativeOf(s), kind: 'air' });
  });
  it('3.6: aviation is never subject to supply: no squadron is a piece the Supply Phase marks', () => {
    const s = start();
    const squadrons = Object.keys(s.air!.units);
    expect(squadrons).toEqual(expect.arrayContaining(['pl-esk-1', 'pl-esk-7', 'op-esk']));
    for (const id of squadrons) expect(s.pieces[id]).toBeUndefined();
  });
});
