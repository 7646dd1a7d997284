import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { ctxOf, type WojnaState } from './state.js';
import { cavalryReaction, d10s, end, ok, play } from './testkit.js';
import { reachable } from './movement.js';

/**
 * 13.9–16 in play (rules version 4): the position cavalry-reaction, turn 2 (Polish initiative). The Red
 * cavalry brigade's stack on 1105 (1 and 2 pk, an armoured car; morale 6) may react when Polish infantry
 * (5 pp, from 0905) enters next to it; its owner's policy `reaction` says whether it does.
 */
const STACK = ['op-1pk', 'op-2pk', 'op-ac1'];
const start = cavalryReaction;
const reacting = (): WojnaState =>
  ok(play(start(), 'opposing', [{ type: 'standing', key: 'reaction', value: 'always-max' }]));
/** the cavalry-reaction position with 6 pp on 1305 and 7 pp on 1203, the reaction policy always-max */
const walled = (): WojnaState => {
  const pieces = [
    ['pl-army', '0206'],
    ['op-army', '1506'],
    ['op-bk', '1306'],
    ['op-1pk', '1105'],
    ['op-2pk', '1105'],
    ['op-ac1', '1105'],
    ['pl-1dp', '0805'],
    ['pl-5pp', '0905'],
    ['pl-1pul', '0904'],
    ['pl-1bj', '0806'],
    ['pl-6pp', '1305'],
    ['pl-7pp', '1203'],
  ].map(([piece, hex]) => ({ piece, hex }));
  let s = wojna.setup(
    'exercise-1920',
    { position: { turn: 2, pieces } },
    new FixedDice([...d10s(0, 9, 0), ...Array(20).fill(0)]),
  );
  while (!(s.awaiting?.side === 'polish' && s.awaiting.kind === 'activation'))
    s = ok(play(s, s.awaiting!.side, [end], Array(20).fill(0)));
  return ok(play(s, 'opposing', [{ type: 'standing', key: 'reaction', value: 'always-max' }]));
};
const lossesOf = (r: ReturnType<typeof play>) =>
  r.ok ? r.events.filter((e) => e.type === 'losses').map((e) => (e.data as { units: string[] }).units) : [];
const move: WojnaOrder = { type: 'move', piece: 'pl-5pp', path: ['0905', '1005'] };
const reactionOf = (r: ReturnType<typeof play>) =>
  (r.ok ? r.events.find((e) => e.type === 'reaction') : undefined) as
    | { rule: string; data: { units: string[]; path: string[]; zocHexes: string[]; rolls: number[] } }
    | undefined;

describe('13.9–16 reactions in play (rules version 4)', () => {
  it('policy never (the default): the stack stays', () => {
    const r = play(start(), 'polish', [move], d10s(0, 0, 0, 0));
    expect(reactionOf(r)).toBeUndefined();
    expect(ok(r).pieces['op-1pk'].hex).toBe('1105');
  });
  it('13.9 (TC-21a), 13.14: always-max: the cavalry stack retreats 4 hexes with its armoured car, each marked REACTION', () => {
    const r = play(reacting(), 'polish', [move], d10s(0, 0, 0, 0, 0, 0));
    const e = reactionOf(r)!;
    expect(e.rule).toBe('13.9');
    expect(e.data.units).toEqual(STACK);
    expect(e.data.path).toHaveLength(5);
    expect(e.data.path[0]).toBe('1105');
    const s = ok(r);
    for (const u of STACK) expect(s.pieces[u]).toMatchObject({ hex: e.data.path[4], reacted: true });
    // 13.14: the markers come off at the end of the enemy activation
    const after = ok(play(s, 'polish', [end, end], Array(20).fill(0)));
    for (const u of STACK) expect(after.pieces[u].reacted).toBeUndefined();
  });
  it('13.16 (AMB-45): a morale test for each enemy ZOC hex passed; each failure costs the stack one level', () => {
    // 6 pp on 1305 and 7 pp on 1203: the reaction's best path 1105→1205→1304→1404→1503 passes two ZOC hexes
    const s = walled();
    const fail2 = play(s, 'polish', [move], d10s(9, 9));
    expect(reactionOf(fail2)!.data).toMatchObject({ zocHexes: ['1205', '1304'], rolls: [9, 9], failures: 2 });
    expect(lossesOf(fail2)).toEqual([['op-1pk', 'op-2pk']]); // levelled: 1 pk, then 2 pk (the car has one level)
    const fail1 = play(s, 'polish', [move], d10s(6, 7));
    expect(reactionOf(fail1)!.data).toMatchObject({ rolls: [6, 7], morale: 6, failures: 1 });
    expect(lossesOf(fail1)).toEqual([['op-1pk']]);
  });
  it('13.15 (rules versions 4–13): the mover goes on; a later order goes back to the player (the map changed)', () => {
    const v13 = ok(play(start(13), 'opposing', [{ type: 'standing', key: 'reaction', value: 'always-max' }]));
    const r = play(v13, 'polish', [move, end], d10s(0, 0, 0, 0, 0, 0));
    expect(r).toMatchObject({ ok: true, halted: { at: 1 } });
    expect(ok(r).pieces['pl-5pp'].hex).toBe('1005');
  });
  it('13.15 (rules version 14): a reaction by policy settles the contact: the End order sent with the move is played', () => {
    const r = play(reacting(), 'polish', [move, end], d10s(0, 0, 0, 0, 0, 0));
    expect(r.ok && r.halted).toBeUndefined();
    expect(reactionOf(r)!.data.units).toEqual(STACK);
    expect(ok(r).pieces['pl-5pp'].hex).toBe('1005');
    expect(wojna.status(ok(r)).phase).toBe('activation.5.combat');
  });
  it('note 2: a unit reacts once per enemy activation', () => {
    const s = ok(play(walled(), 'polish', [move], d10s(0, 0)));
    const at = s.pieces['op-1pk'].hex!;
    const c = ctxOf(s);
    const next = [...reachable(c, 'pl-6pp').keys()].find((h) => c.map.distance(h, at) === 1)!;
    expect(next).toBeDefined();
    const again = play(
      s,
      'polish',
      [{ type: 'move', piece: 'pl-6pp', path: reachable(c, 'pl-6pp').get(next)!.path }],
      d10s(0, 0),
    );
    expect(reactionOf(again)).toBeUndefined();
    expect(ok(again).pieces['op-1pk'].hex).toBe(at);
  });
  it('a version 3 game has no reaction policy: standing is refused', () => {
    expect(play(start(3), 'opposing', [{ type: 'standing', key: 'reaction', value: 'always-max' }])).toMatchObject({
      ok: false,
      error: { code: 'rules-version' },
    });
  });
});
