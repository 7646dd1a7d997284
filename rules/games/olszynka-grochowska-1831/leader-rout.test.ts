import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { describeWith } from './describe.js';
import { event } from '../../core/events.js';
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
  it('3.6.4, 9.13.5: the log words his move to 0503 in both languages', () => {
    const { r, P } = combat('demoralized', 4, 8);
    const e = r.events.find((x) => x.type === 'afterCombat')!;
    expect(describeWith(P)(e, 'en')).toBe('Retreat and pursuit; L moves to 0503 [9.13]');
    expect(describeWith(P)(e, 'pl')).toBe('Odwrót i pościg; L przechodzi na 0503 [9.13]');
  });
  it('3.6.4, 3.6.3: the log words a leader gone to the Routed box and one who left the field', () => {
    const { P } = combat('demoralized', 4, 8);
    const e = event('afterCombat', { hex: '0504', 'leader:L': 'routed', 'leader:M': 'removed' }, { rule: '9.13' });
    expect(describeWith(P)(e, 'en')).toBe('Retreat and pursuit; L to the Routed box; M leaves the field [9.13]');
    expect(describeWith(P)(e, 'pl')).toBe('Odwrót i pościg; L do pola rozbitych; M opuszcza pole bitwy [9.13]');
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
  return { r, P: k.c.P };
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

/**
 * Rules version 7: a Russian battalion a (4 points) with its division commander M attacks from 0505 a
 * Polish battalion p (8 points) in 0504; another Russian battalion s stands in 0508
 */
const lostAttack = (die: number, rulesVersion: number, loneLeader?: 'enter') => {
  const k = kit({
    units: [inf('a', 'ru', { strength: 4 }), inf('p', 'pl', { strength: 8 }), inf('s', 'ru', { division: 'ru-b' })],
    leaders: [chief('M', 'ru'), chief('N', 'ru', { division: 'ru-b' })],
    ...(loneLeader ? { options: { loneLeader } } : {}),
  });
  k.place('a', '0505', 0);
  k.place('p', '0504', 3);
  k.place('s', '0508', 0);
  k.placeLeader('M', '0505');
  // N stands alone in 0501, next to 0502 where p's two-hex retreat ends, three hexes from the fight
  k.placeLeader('N', '0501');
  const s = { ...game(k, 'combat', ['a'], rulesVersion), options: { ...k.c.opts } };
  const attack = { type: 'attack' as const, attackers: ['a'], hex: '0504', moraleUnit: 'a' };
  const r = applyWith(k.c.P)(s, 'ru', { orders: [attack] }, d10s(die, 5, 5, 5, 5, 5));
  if (!r.ok) throw new Error(r.error.message);
  return { ...r, P: k.c.P };
};

/** where each named battalion or leader (by its id in the kit) stands after the combat */
const where = (r: ReturnType<typeof lostAttack>, ...ids: string[]): string[] =>
  ids.map((id) => (r.state.pos.units[id] ?? r.state.pos.leaders[id]).at);

describe('3.6.3 (rules version 7): a leader left alone by a combat', () => {
  it('3.6.3, 9.13.4: the defender wins on die 2; a retreats from 0505 to 0406 and M, alone next to p in 0504, joins a in 0406 at once', () => {
    const r = lostAttack(2, 7);
    expect(where(r, 'a', 'p', 'M')).toEqual(['0406', '0504', '0406']);
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({ 'leader:M': '0406' });
  });
  it('3.6.3: a game created under rules version 6 leaves M alone in 0505, next to p', () => {
    const r = lostAttack(2, 6);
    expect(where(r, 'a', 'M')).toEqual(['0406', '0505']);
  });
  it('3.6.3, AMB-15 option "enter": no enemy enters 0505 (the defender never pursues, R 12.3.1), so M stays', () => {
    expect(lostAttack(2, 7, 'enter').state.pos.leaders.M.at).toBe('0505');
  });
  it('3.6.3, 12.2: the attacker wins on die 9; p retreats 0503→0502, next to N alone in 0501: N joins the nearest Russian unit, a pursuing into 0504 (3 hexes; s in 0508 is 7)', () => {
    const r = lostAttack(9, 7);
    expect(where(r, 'p', 'a', 'N')).toEqual(['0502', '0504', '0504']);
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).toMatchObject({
      'leader:M': '0504',
      'leader:N': '0504',
    });
  });
  it('3.6.3, 12.3: the log words both leaders’ moves to 0504, M following a and N joining him', () => {
    const r = lostAttack(9, 7);
    const e = r.events.find((x) => x.type === 'afterCombat')!;
    expect(describeWith(r.P)(e, 'en')).toBe('Retreat and pursuit; M moves to 0504; N moves to 0504 [9.13]');
  });
  it('3.6.3: under rules version 6 N stays in 0501 beside p', () => {
    expect(lostAttack(9, 6).state.pos.leaders.N.at).toBe('0501');
  });
});
