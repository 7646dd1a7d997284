import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, started } from './testkit.js';

// encircled-open: 1 pp Leg. (0903) and 1 p. uł. (cavalry, 0904) attack 23 ps on 1004; roll 0 → 9: the
// defender 2R/1, retreating 1004→1103→1204 (two ZOC tests, rolls 0 and 0). The cavalry pursues with 3 MP
// through the vacated 1004 to 1104, whose neighbours 1204 and 1205 lie beyond 1004's: a piece of the
// opposing side set on 1205 meets the pursuer only on its last hex.
const position = (on1205: string, context?: { rulesVersion: number }): WojnaState => {
  const s = started('exercise-1920', { position: 'encircled-open' }, new FixedDice(d10s(0, 9, 0)), context);
  s.pieces[on1205] = { hex: '1205', level: 1 };
  return s;
};
/** the attack on 1004 with one pursuer to 1104: the cavalry (3 MP) or the infantry (2 MP) */
const attack = (pursuer: 'pl-1pul' | 'pl-1pp' = 'pl-1pul'): WojnaOrder[] => [
  { type: 'end' },
  {
    type: 'attack',
    target: '1004',
    attackers: ['pl-1pp', 'pl-1pul'],
    pursue: [{ unit: pursuer, path: ['1004', '1104'] }],
  },
];
const play = (s: WojnaState, dice: number[], pursuer?: 'pl-1pul' | 'pl-1pp') => {
  const r = wojna.apply(s, 'polish', { orders: attack(pursuer) }, new FixedDice(dice));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r;
};

describe('rules version 8: a pursuit sets off the contacts of a move (9.24, 13.17)', () => {
  it('9.24: the pursuing cavalry enters 1104 next to the lone HQ of the 10th Division on 1205; the pursuing player rolls 4 (0–8 against cavalry): the HQ is displaced 3 hexes', () => {
    const r = play(position('op-10ds'), d10s(0, 0, 0, 4));
    const overrun = r.events.find((e) => e.type === 'hq-overrun')!;
    expect(overrun).toMatchObject({
      rule: '9.24',
      dice: [4],
      data: { hq: 'op-10ds', arm: 'cavalry', roll: 4, displace: 3 },
    });
    const to = (overrun.data as { to: string }).to;
    expect(r.state.pieces['op-10ds'].hex).toBe(to);
    expect(to).not.toBe('1205');
    // the contact comes on the pursuer's step, before the pursuit is logged whole
    expect(r.events.map((e) => e.type).slice(-2)).toEqual(['hq-overrun', 'pursuit']);
    expect(r.events.at(-1)!.data).toEqual({ unit: 'pl-1pul', path: ['0904', '1004', '1104'], mp: 2 });
    expect(r.state.pieces['pl-1pul'].hex).toBe('1104');
  });
  it('9.24: a roll of 9 against cavalry eliminates the lone HQ (its rebuild roll follows)', () => {
    const r = play(position('op-10ds'), d10s(0, 0, 0, 9, 0));
    expect(r.events.find((e) => e.type === 'hq-overrun')).toMatchObject({
      rule: '9.24',
      data: { hq: 'op-10ds', roll: 9, eliminated: true },
    });
    expect(r.state.pieces['op-10ds'].hex).toBeNull();
  });
  it('13.17: the pursuing cavalry next to lone artillery on 1205 eliminates it, with no morale test', () => {
    const r = play(position('op-art'), d10s(0, 0, 0, 0));
    expect(r.events.find((e) => e.type === 'artillery-caught')).toMatchObject({
      rule: '13.17',
      data: { hex: '1205', by: 'cavalry', eliminated: ['op-art'] },
    });
    expect(r.state.pieces['op-art'].hex).toBeNull();
  });
  it('13.17: pursuing infantry (2 MP for the 2R, one a hex) next to lone artillery (morale 5): the owner rolls 3, passes, and the artillery withdraws 2 hexes to 1404; a roll of 9 fails and costs its one level', () => {
    const r = play(position('op-art'), d10s(0, 0, 0, 3), 'pl-1pp');
    expect(r.events.find((e) => e.type === 'artillery-caught')).toMatchObject({
      rule: '13.17',
      dice: [3],
      data: { hex: '1205', by: 'infantry', roll: 3, morale: 5, passed: true, to: '1404' },
    });
    expect(r.state.pieces['op-art']).toMatchObject({ hex: '1404', level: 1 });
    expect(r.events.at(-1)!.data).toEqual({ unit: 'pl-1pp', path: ['0903', '1004', '1104'], mp: 2 });
    const failed = play(position('op-art'), d10s(0, 0, 0, 9, 0), 'pl-1pp');
    expect(failed.events.find((e) => e.type === 'eliminated')).toMatchObject({
      data: { piece: 'op-art', why: 'artillery-caught' },
    });
  });
  it('13.9 note 1: a pursuit sets off no reaction: the Red 1 pk alone on 1205, its owner reacting always-max, stays put when Polish infantry pursues to 1104', () => {
    const set = wojna.apply(
      position('op-1pk'),
      'opposing',
      { orders: [{ type: 'standing', key: 'reaction', value: 'always-max' }] },
      new FixedDice([]),
    );
    if (!set.ok) throw new Error(JSON.stringify(set.error));
    const r = play(set.state, d10s(0, 0, 0, 0, 0, 0), 'pl-1pp');
    expect(r.events.some((e) => e.type === 'reaction' || e.type === 'reaction-asked')).toBe(false);
    expect(r.state.pieces['op-1pk'].hex).toBe('1205');
    expect(r.state.pieces['pl-1pp'].hex).toBe('1104');
  });
  it('rules version 7: the same pursuit sets off nothing; the HQ stays on 1205', () => {
    const r = play(position('op-10ds', { rulesVersion: 7 }), d10s(0, 0, 0, 4));
    expect(r.events.some((e) => e.type === 'hq-overrun')).toBe(false);
    expect(r.state.pieces['op-10ds'].hex).toBe('1205');
    expect(r.state.pieces['pl-1pul'].hex).toBe('1104');
  });
});
