import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { leaderAfterRout } from './leaders.js';
import { cav, chief, d10s, game, inf, kit } from './testkit.js';

describe('3.6.4: the leader of a routed unit', () => {
  /** a Polish division commander (pl-a) in 0505; a pl-a battalion in 0509 (4 hexes), a pl-b battalion in 0507 (2) */
  const fixture = (rank: 'division' | 'c-in-c', own = true) => {
    const k = kit({
      units: [inf('a', 'pl', { division: 'pl-a' }), inf('b', 'pl', { division: 'pl-b' })],
      leaders: [chief('L', 'pl', { rank, ...(rank === 'c-in-c' ? { division: undefined } : {}) })],
    });
    k.placeLeader('L', '0505');
    k.place('a', own ? '0509' : 'routed', 0);
    k.place('b', '0507', 0);
    return k;
  };
  it('3.6.4: a division commander goes to the nearest unit of his own formation: 0509, not the nearer pl-b battalion in 0507', () => {
    const k = fixture('division');
    expect(leaderAfterRout(k.c, 'L')).toBe('0509');
    expect(k.c.pos.leaders.L.at).toBe('0509');
  });
  it('3.6.4: the army commander goes to the nearest unit of any formation: 0507', () => {
    expect(leaderAfterRout(fixture('c-in-c').c, 'L')).toBe('0507');
  });
  it('3.6.4: with no unit of his formation on the map he goes to the Routed box with the unit', () => {
    expect(leaderAfterRout(fixture('division', false).c, 'L')).toBe('routed');
  });
  it('3.6.4, 9.13.5: in a combat, the routed battalion’s commander goes to the nearest battalion of his division (0503)', () => {
    const { r } = combat('demoralized', 4, 8);
    expect(r.state.pos.units.p.at).toBe('routed');
    expect(r.state.pos.leaders.L.at).toBe('0503');
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({ 'leader:L': '0503' });
  });
});

/**
 * Russian cavalry in 0505 attacks a Polish battalion p in 0504 with its division commander L; another
 * battalion of the division, q, stands in 0503 (one hex from 0504), p's retreat ends in 0502 (two)
 */
const combat = (level: 'full' | 'demoralized', strength: number, die: number, rulesVersion?: number) => {
  const k = kit({
    units: [cav('r', 'ru', { division: 'ru-a' }), inf('p', 'pl', { strength }), inf('q', 'pl')],
    leaders: [chief('L', 'pl')],
  });
  k.place('r', '0505', 0);
  k.place('p', '0504', 3, { level });
  k.place('q', '0503', 3);
  k.placeLeader('L', '0504');
  const attack = { type: 'attack' as const, attackers: ['r'], hex: '0504', moraleUnit: 'r' };
  const r = applyWith(k.c.P)(game(k, 'combat', ['r'], rulesVersion), 'ru', { orders: [attack] }, d10s(die, 5, 5, 5));
  if (!r.ok) throw new Error(r.error.message);
  return { r };
};

describe('3.6.3 (rules version 5): a leader left alone in the hex his battalion lost', () => {
  it('3.6.3, 12.2: p (3 points) retreats to 0502 on die 9; L, alone with the cavalry about to pursue, joins the nearest friendly unit, q in 0503; r pursues into an empty hex', () => {
    const { r } = combat('full', 3, 9, 5);
    expect(r.state.pos.units.p.at).toBe('0502');
    expect(r.state.pos.leaders.L.at).toBe('0503');
    expect(r.state.pos.units.r.at).toBe('0504');
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({ 'leader:L': '0503', pursuit: 'r' });
  });
  it('3.6.3, 12.1: p (2 points) is eliminated on die 9; L goes to q in 0503', () => {
    const { r } = combat('full', 2, 9, 5);
    expect(r.state.pos.units.p.at).toBe('eliminated');
    expect(r.state.pos.leaders.L.at).toBe('0503');
  });
  it('3.6.3: a game created under rules version 4 leaves L in 0504, where the pursuing cavalry joins him', () => {
    const { r } = combat('full', 3, 9, 4);
    expect([r.state.pos.leaders.L.at, r.state.pos.units.r.at]).toEqual(['0504', '0504']);
  });
});
