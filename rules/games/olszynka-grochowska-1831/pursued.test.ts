import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { eventMarks } from './marks.js';
import { combatChoices } from './view-combat.js';
import { zoneHexes } from './facing.js';
import { attackerLeaders } from './phases/pursued.js';
import { cav, chief, d10s, game, inf, kit } from './testkit.js';

/**
 * Two Russian uhlan regiments (4 points each, 16 of the stack value 18 together; morale 6), x in 0505 and y south-west of the target, attack a
 * Polish 2-point battalion in 0504 (8 : 2, die 9: the battalion is routed, 0504 is empty); x is the
 * morale unit, y is named to pursue. The Russian leader R stands with x when asked.
 */
const won = (rulesVersion: number, dice: number[], o: { leader?: boolean; target?: boolean } = {}) => {
  const k = kit({
    units: [
      cav('x', 'ru', { division: 'ru-a', strength: 4 }),
      cav('y', 'ru', { division: 'ru-a', strength: 4 }),
      inf('p', 'pl', { strength: 2 }),
      inf('q', 'pl'),
    ],
    leaders: o.leader ? [chief('R', 'ru', { division: 'ru-a' })] : [],
  });
  const g = k.c.P.grid;
  k.place('p', '0504', 3);
  k.place('x', g.neighbour('0504', 3)!, 0);
  k.place('y', g.neighbour('0504', 4)!, 1);
  // q stands in the pursuers' front once they face vertex 0 in 0504, or off the map
  k.place('q', o.target ? zoneHexes(g, '0504', 0, 'front')[0] : 'offmap', 3);
  if (o.leader) k.placeLeader('R', g.neighbour('0504', 3)!);
  const attack = {
    type: 'attack' as const,
    attackers: ['x', 'y'],
    hex: '0504',
    moraleUnit: 'x',
    pursuers: ['y'],
    pursuitFacing: 0,
  };
  const s = game(k, 'combat', ['x', 'y'], rulesVersion);
  const r = applyWith(k.c.P)(s, 'ru', { orders: [attack] }, d10s(...dice));
  if (!r.ok) throw new Error(r.error.message);
  return {
    k,
    s,
    r,
    after: r.events.find((e) => e.type === 'afterCombat')!.data as Record<string, any>,
    from: g.neighbour('0504', 3)!,
  };
};

describe('10.2.7, 12.3.2 (rules version 6): every cavalry pursuer rolls its own continuation', () => {
  it('10.2.7: x rolls 3 (3 + morale 6 = 9, may attack) and y, which joined the pursuit, rolls its own 4 (4 + 6 = 10)', () => {
    const { r, after } = won(6, [9, 3, 4]);
    expect(r.state.pos.units.p.at).toBe('routed');
    expect([r.state.pos.units.x.at, r.state.pos.units.y.at]).toEqual(['0504', '0504']);
    expect(after.continuation).toMatchObject({ die: 3, total: 9, must: false });
    expect(after.continuations).toEqual({ y: expect.objectContaining({ die: 4, total: 10, must: false }) });
    // R 10.2.7.1: once an activation, for each of them
    expect([r.state.pos.units.x.flags.continued, r.state.pos.units.y.flags.continued]).toEqual([true, true]);
  });
  it('10.2.7: y rolls 2 → 2 + 6 = 8 < 9: it must attack q, the enemy in its front', () => {
    const { r, after } = won(6, [9, 5, 2], { target: true });
    const q = r.state.pos.units.q.at;
    expect(after.continuations.y).toMatchObject({ die: 2, total: 8, must: true, targets: [q] });
    expect(r.state.pos.units.y.flags.continuation).toEqual({ targets: [q], must: true });
  });
  it('10.2.7: a game created under rules version 5 rolls for the morale unit x alone', () => {
    const { r, after } = won(5, [9, 3, 4]);
    expect(after.continuation).toMatchObject({ die: 3, total: 9 });
    expect(after.continuations).toBeUndefined();
    expect(r.state.pos.units.y.flags.continued).toBeUndefined();
  });
  it('12.3 marks: the event names where each pursuer came from', () => {
    const { after } = won(6, [9, 3, 4]);
    expect(Object.keys(after.pursuersFrom)).toEqual(['y']);
    expect(after.pursuitFrom).not.toBe(after.pursuersFrom.y);
  });
});

describe('3.6.4, 12.3 (rules version 6): the leader of an attacking hex its units left', () => {
  it('12.3: R stood with x alone; x pursues into 0504 and R goes with it', () => {
    const { r, after } = won(6, [9, 3, 4], { leader: true });
    expect(r.state.pos.leaders.R.at).toBe('0504');
    expect(after['leader:R']).toBe('0504');
  });
  it('12.3: under rules version 5 R stays behind, alone, in the hex x left', () => {
    const { r, from } = won(5, [9, 3, 4], { leader: true });
    expect(r.state.pos.leaders.R.at).toBe(from);
  });
  it('3.6.4: the attacking battalion a in 0505 routed: its division commander L goes to the nearest unit of his division, b in 0508', () => {
    const k = kit({
      units: [inf('a', 'ru', { division: 'ru-a' }), inf('b', 'ru', { division: 'ru-a' })],
      leaders: [chief('L', 'ru', { division: 'ru-a' })],
    });
    k.place('a', 'routed', 0);
    k.place('b', '0508', 0);
    k.placeLeader('L', '0505');
    expect(attackerLeaders(k.c, { a: '0505' }, '0504')).toEqual({ L: '0508' });
    expect(k.c.pos.leaders.L.at).toBe('0508');
  });
  it('3.6.4: a hex that still holds a friendly unit keeps its leader', () => {
    const k = kit({
      units: [inf('a', 'ru', { division: 'ru-a' }), inf('b', 'ru', { division: 'ru-a' })],
      leaders: [chief('L', 'ru', { division: 'ru-a' })],
    });
    k.place('a', 'routed', 0);
    k.place('b', '0505', 0);
    k.placeLeader('L', '0505');
    expect(attackerLeaders(k.c, { a: '0505' }, '0504')).toEqual({});
    expect(k.c.pos.leaders.L.at).toBe('0505');
  });
});

describe('9.13.6, 12.3 on the board', () => {
  const END = { id: 'end', label: { pl: '', en: '' }, order: { type: 'end' } };
  it('9.13.6: the view offers the facing after the pursuit: six targets round 0504, facing f on the hex across hexside f', () => {
    const { k, s } = won(6, [9, 3, 4]);
    const choices = combatChoices(k.c.P, s, END);
    const g = k.c.P.grid;
    for (const id of ['attack:0504:cavalry:facing', 'attack:0504:cavalry:all:facing']) {
      const ch = choices.find((c) => c.id === id)!;
      expect(ch.targets!.map((t) => t.cell)).toEqual([0, 1, 2, 3, 4, 5].map((d) => g.neighbour('0504', d)));
      expect(ch.targets!.map((t) => (t.order as { pursuitFacing: number }).pursuitFacing)).toEqual([0, 1, 2, 3, 4, 5]);
    }
    const all = choices.find((c) => c.id === 'attack:0504:cavalry:all:facing')!.targets![2].order;
    expect(all).toMatchObject({ attackers: ['x', 'y'], pursuers: ['y'], pursuitFacing: 2 });
  });
  it('9.13.6: a facing picked on the board is the facing both pursuers take (vertex 2)', () => {
    const { k, s } = won(6, [9, 3, 4]);
    const order = combatChoices(k.c.P, s, END).find((c) => c.id === 'attack:0504:cavalry:all:facing')!.targets![2]
      .order;
    const r = applyWith(k.c.P)(s, 'ru', { orders: [order as never] }, d10s(9, 3, 4));
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.pos.units.x.facing, r.state.pos.units.y.facing]).toEqual([2, 2]);
  });
  it('12.3.2: the marks draw the pursuit of x and of y, each from its own hex into 0504', () => {
    const { r, after } = won(6, [9, 3, 4]);
    const paths = r.events
      .filter((e) => e.type === 'afterCombat')
      .flatMap(eventMarks)
      .filter((m) => m.kind === 'path');
    expect(paths).toEqual([
      { kind: 'path', cells: [after.pursuitFrom, '0504'], piece: 'x' },
      { kind: 'path', cells: [after.pursuersFrom.y, '0504'], piece: 'y' },
    ]);
  });
  it('9.13.6, 10.2.7: y’s owed continuation (2 + 6 = 8) against q is offered with the facing after its pursuit too; facing 3 picked on the board is y’s in q’s hex', () => {
    const { k, r } = won(6, [9, 5, 2], { target: true });
    const q = r.state.pos.units.q.at;
    const g = k.c.P.grid;
    const choices = combatChoices(k.c.P, r.state, END);
    expect(choices.map((c) => c.id)).toEqual(
      expect.arrayContaining([`attack:${q}:continue:y`, `attack:${q}:continue:y:facing`]),
    );
    const ch = choices.find((c) => c.id === `attack:${q}:continue:y:facing`)!;
    expect(ch.targets!.map((t) => t.cell)).toEqual([0, 1, 2, 3, 4, 5].map((d) => g.neighbour(q, d)).filter(Boolean));
    const order = ch.targets!.find((t) => (t.order as { pursuitFacing: number }).pursuitFacing === 3)!.order;
    expect(order).toEqual({ type: 'attack', attackers: ['y'], hex: q, moraleUnit: 'y', pursuitFacing: 3 });
    const next = applyWith(k.c.P)(r.state, 'ru', { orders: [order as never] }, d10s(9, 5, 5, 5, 5));
    if (!next.ok) throw new Error(next.error.message);
    expect([next.state.pos.units.y.at, next.state.pos.units.y.facing]).toEqual([q, 3]);
  });
  it('9.13.6: a game created under rules version 4 is offered both continuations (x: 5 + 6 = 11, y: 8) without a facing (the field is refused there)', () => {
    const { k, r } = won(6, [9, 5, 2], { target: true });
    const old = { ...r.state, rulesVersion: 4 };
    const ids = combatChoices(k.c.P, old, END).map((c) => c.id);
    const q = r.state.pos.units.q.at;
    // x rolled 5 + 6 = 11: it may continue too
    expect(ids.filter((id) => id.includes(':continue:'))).toEqual([`attack:${q}:continue:x`, `attack:${q}:continue:y`]);
  });
});
