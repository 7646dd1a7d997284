import { describe, expect, it } from 'vitest';
import { isStandingBatch } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import { applyWith } from './apply.js';
import { obligations } from './melee.js';
import { viewOf } from './view.js';
import { cav, d10s, game, gun, inf, kit } from './testkit.js';
import { choicesFor } from './view-choices.js';
import { attackerRetreats } from './phases/combat.js';

/** two Polish 3-point battalions in 0505 facing vertex 0; a Russian 6-point battalion in front of them */
const frontal = () => {
  const k = kit({
    units: [inf('a', 'pl', { strength: 3 }), inf('b', 'pl', { strength: 3 }), inf('x', 'ru', { division: 'ru-a' })],
  });
  const front = k.c.P.grid.neighbour('0505', 0)!;
  k.place('a', '0505', 0);
  k.place('b', '0505', 0);
  k.place('x', front, 3);
  return {
    k,
    apply: applyWith(k.c.P),
    attack: { type: 'attack' as const, attackers: ['x'], hex: '0505', moraleUnit: 'x' },
  };
};

describe('N8–N10: the defender asked live (policy ask)', () => {
  const asked = () => {
    const { k, apply, attack } = frontal();
    const s = game(k, 'combat', ['x']);
    s.policies.pl = { ...s.policies.pl, moraleUnit: 'ask', losses: 'ask', retreat: 'ask' };
    const r = apply(s, 'ru', { orders: [attack] }, new FixedDice([]));
    if (!r.ok) throw new Error(r.error.message);
    return { k, apply, r };
  };
  it('9.11: the attack is held before its die; the Poles are awaited mid-turn with what is asked', () => {
    const { r } = asked();
    expect(r.events.map((e) => e.type)).toEqual(['defenceAsked']);
    expect(r.events[0].data).toMatchObject({ hex: '0505', held: 'attack', asks: ['moraleUnit', 'losses', 'retreat'] });
    expect(r.state.phase).toBe('reaction');
    expect(r.state.defence).toMatchObject({ moraleUnit: ['a', 'b'], losses: ['a', 'b'] });
    expect(r.state.defence!.retreat).toHaveLength(4);
  });
  it('9.11: the held attack is drawn for both sides with its strengths 6:6 and ratio column; gone once answered', () => {
    const { k, apply, r } = asked();
    const front = k.c.P.grid.neighbour('0505', 0)!;
    const view = viewOf(k.c.P);
    for (const viewer of ['pl', 'ru', null] as const)
      expect(view(r.state, viewer).board.pending).toEqual([
        { from: [front], to: '0505', label: { pl: 'siła 6:6, kolumna 1:1', en: 'strength 6:6, column 1:1' } },
      ]);
    const a = apply(r.state, 'pl', { orders: [{ type: 'end' }] }, d10s(9));
    if (!a.ok) throw new Error(a.error.message);
    expect(view(a.state, 'ru').board.pending).toBeUndefined();
  });
  it('9.11, 12.1.4, 12.2: 1:1 and die 9 (A 0/1 2/2): morale unit b takes the first point, a the second, the stack retreats by the path named', () => {
    const { r, apply } = asked();
    const path = r.state.defence!.retreat![3];
    const a = apply(
      r.state,
      'pl',
      { orders: [{ type: 'defend', moraleUnit: 'b', losses: ['a', 'b'], retreat: path }] },
      d10s(9),
    );
    if (!a.ok) throw new Error(a.error.message);
    const combat = a.events.find((e) => e.type === 'combat')!.data as Record<string, unknown>;
    expect(combat).toMatchObject({ defenderMorale: 'b', points: [1, 2], losses: { x: 1, a: 1, b: 1 } });
    expect(a.state.pos.units.a.at).toBe(path[1]);
    expect(a.state.phase).toBe('combat');
    expect(a.state.defence).toBeNull();
  });
  it('9.11: the default answer takes the standing defaults: the first eligible unit, losses concentrated, the safest path', () => {
    const { r, apply } = asked();
    const a = apply(r.state, 'pl', { orders: [{ type: 'end' }] }, d10s(9));
    if (!a.ok) throw new Error(a.error.message);
    const combat = a.events.find((e) => e.type === 'combat')!.data as Record<string, unknown>;
    expect(combat).toMatchObject({ defenderMorale: 'a', losses: { x: 1, a: 2 } });
  });
  it('9.11: an answer not asked for, a unit named twice or a path not offered is refused by rule and place', () => {
    const { r, apply } = asked();
    const no = (o: Record<string, unknown>) =>
      apply(r.state, 'pl', { orders: [{ type: 'defend', ...o }] } as never, d10s(9));
    expect(no({ moraleUnit: 'x' })).toMatchObject({ ok: false, error: { rule: '9.11', at: 'orders[0].moraleUnit' } });
    expect(no({ losses: ['a', 'a'] })).toMatchObject({
      ok: false,
      error: { rule: '12.1.4', at: 'orders[0].losses[1]' },
    });
    expect(no({ retreat: ['0505'] })).toMatchObject({ ok: false, error: { rule: '12.2', at: 'orders[0].retreat' } });
    expect(apply(r.state, 'pl', { orders: [{ type: 'react', unit: 'a', kind: 'square' }] }, d10s())).toMatchObject({
      ok: false,
      error: { rule: '9.11' },
    });
  });
  it('9.11: with the standing defaults nothing is asked and the combat resolves at once', () => {
    const { k, apply, attack } = frontal();
    const r = apply(game(k, 'combat', ['x']), 'ru', { orders: [attack] }, d10s(9));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.map((e) => e.type)).toEqual(['combat', 'afterCombat']);
  });
});

describe('N1: a salvo of the active side held for the target’s retreat path', () => {
  it('11.10 (N1): at 3 hexes, a crowded target and die 7 read "1dr": the Poles named the path, the stack takes it', () => {
    const k = kit({
      units: [
        gun('g', 'ru', 'light', { division: 'ru-a' }),
        inf('a', 'pl', { strength: 3 }),
        inf('b', 'pl', { strength: 3 }),
      ],
    });
    k.place('g', '0502', 3);
    k.place('a', '0505', 0);
    k.place('b', '0505', 0);
    const apply = applyWith(k.c.P);
    const s = game(k, 'fire', ['g']);
    s.policies.pl = { ...s.policies.pl, retreat: 'ask' };
    const r = apply(s, 'ru', { orders: [{ type: 'fire', battery: 'g', target: '0505' }, { type: 'end' }] }, d10s());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.halted).toMatchObject({ at: 1, rule: '9.11' });
    expect(r.state.defence).toMatchObject({ hex: '0505', held: { type: 'fire' } });
    const paths = r.state.defence!.retreat!;
    expect(paths).toHaveLength(2);
    const a = apply(r.state, 'pl', { orders: [{ type: 'defend', retreat: paths[1] }] }, d10s(7));
    if (!a.ok) throw new Error(a.error.message);
    expect(a.events[0].data).toMatchObject({ result: { loss: 1, level: true, retreat: true }, losses: { a: 1 } });
    expect([a.state.pos.units.a.at, a.state.pos.units.b.at]).toEqual([paths[1][0], paths[1][0]]);
    expect(a.state.phase).toBe('fire');
  });
});

describe('N6: a failed counter-charge against infantry (R 10.3.4, AMB-24)', () => {
  /** Polish cavalry in 0505 facing 0; a Russian battalion steps into its front, 0504 */
  const charged = (counterWithdraw: string, counterChargeFail = 'level') => {
    const k = kit({ units: [cav('c', 'pl'), inf('x', 'ru', { division: 'ru-a' })] });
    k.place('c', '0505', 0);
    k.place('x', '0503', 3);
    const s = game(k, 'move', ['x']);
    s.policies.pl = { ...s.policies.pl, counterCharge: 'always', counterWithdraw };
    s.options = { ...s.options, counterChargeFail };
    const r = applyWith(k.c.P)(
      s,
      'ru',
      { orders: [{ type: 'move', units: ['x'], steps: [{ type: 'move', to: '0504' }] }] },
      d10s(8),
    );
    if (!r.ok) throw new Error(r.error.message);
    return r;
  };
  it('10.3.4: die 8 against morale 6 fails (a level); policy always withdraws the cavalry 2 hexes, with no second test', () => {
    const r = charged('always');
    const kinds = r.events.filter((e) => e.type === 'reaction').map((e) => (e.data as { kind: string }).kind);
    expect(kinds).toEqual(['counterCharge', 'counterWithdraw']);
    expect(r.state.pos.units.c.level).toBe('disorganized');
    expect(r.state.pos.units.c.at).not.toBe('0505');
    expect(r.state.pos.units.c.flags.counterCharged).toBeUndefined();
  });
  it('10.3.4: policy never keeps it in place; policy ask offers the withdrawal live', () => {
    expect(charged('never').state.pos.units.c.at).toBe('0505');
    const r = charged('ask');
    expect(r.state.phase).toBe('reaction');
    expect(r.state.asked!.offers).toEqual([{ unit: 'c', kind: 'counterWithdraw', aspect: 'front' }]);
  });
  it('AMB-24 options: "instead" withdraws and keeps the level; "compulsory" loses it and withdraws whatever the policy', () => {
    const instead = charged('never', 'instead').state.pos.units.c;
    expect([instead.level, instead.at !== '0505']).toEqual(['full', true]);
    const compulsory = charged('never', 'compulsory').state.pos.units.c;
    expect([compulsory.level, compulsory.at !== '0505']).toEqual(['disorganized', true]);
  });
});

/**
 * Polish cavalry c (morale 6; with a second regiment d when `pair`) in 0505 facing 0; a Russian battalion
 * steps from 0503 into 0504, in front of it; the Polish policies as given
 */
const cavalryStepped = (o: {
  rulesVersion?: number;
  policies: Record<string, string>;
  dice: number[];
  level?: 'disorganized';
  pair?: boolean;
}) => {
  const k = kit({ units: [cav('c', 'pl'), cav('d', 'pl'), inf('x', 'ru', { division: 'ru-a' })] });
  k.place('c', '0505', 0, o.level ? { level: o.level } : {});
  k.place('d', o.pair ? '0505' : 'offmap', 0);
  k.place('x', '0503', 3);
  const s = game(k, 'move', ['x'], o.rulesVersion);
  s.policies.pl = { ...s.policies.pl, ...o.policies };
  const move = { type: 'move' as const, units: ['x'], steps: [{ type: 'move' as const, to: '0504' }] };
  const r = applyWith(k.c.P)(s, 'ru', { orders: [move] }, d10s(...o.dice));
  if (!r.ok) throw new Error(r.error.message);
  return { k, r };
};
const kinds = (events: { type: string; data: unknown }[]) =>
  events.filter((e) => e.type === 'reaction').map((e) => (e.data as { kind: string }).kind);

describe('5.4, 10.3.4: a counter-charge that demoralizes the cavalry ends its reactions to that step (rules version 6)', () => {
  /** c disorganized counter-charges by policy; die 8 fails */
  const demoralized = (rulesVersion?: number) =>
    cavalryStepped({
      rulesVersion,
      level: 'disorganized',
      policies: { counterCharge: 'always', withdraw: 'always', counterWithdraw: 'ask' },
      dice: [8, 9],
    });
  it('5.4: version 6 — no withdrawal by policy once demoralized; the N6 withdrawal is offered and taken', () => {
    const { k, r } = demoralized(6);
    expect(kinds(r.events)).toEqual(['counterCharge']);
    expect(r.state.pos.units.c).toMatchObject({ at: '0505', level: 'demoralized' });
    expect(r.state.asked!.offers).toEqual([{ unit: 'c', kind: 'counterWithdraw', aspect: 'front' }]);
    const ids = choicesFor(k.c.P, r.state, 'pl').map((x) => x.id);
    expect(ids).toEqual(['react:c:counterWithdraw', 'end']);
    const a = applyWith(k.c.P)(
      r.state,
      'pl',
      { orders: [{ type: 'react', unit: 'c', kind: 'counterWithdraw' }] },
      d10s(9),
    );
    if (!a.ok) throw new Error(a.error.message);
    expect(a.state.pos.units.c.at).not.toBe('0505');
    expect(a.state.phase).toBe('move');
  });
  it('5.5: version 5 replays as recorded (the policy withdrawal, die 9, routs it); the view no longer offers it the N6 withdrawal', () => {
    const { k, r } = demoralized(5);
    expect(kinds(r.events)).toEqual(['counterCharge', 'withdraw']);
    expect(r.state.pos.units.c.at).toBe('routed');
    expect(r.state.asked!.offers).toEqual([{ unit: 'c', kind: 'counterWithdraw', aspect: 'front' }]);
    expect(choicesFor(k.c.P, r.state, 'pl').map((x) => x.id)).toEqual(['end']);
  });
});

describe('5.5.3, 5.6: a withdrawal asked live after a reaction by policy (rules version 7)', () => {
  /** counter-charge by policy, die 3 passes; the withdrawal policy as given */
  const stepped = (rulesVersion: number, withdraw: string) =>
    cavalryStepped({ rulesVersion, policies: { counterCharge: 'always', withdraw }, dice: [3, 4] });
  it('5.5.3: policy always: c counter-charges (die 3 ≤ 6) and then withdraws 2 hexes, under versions 6 and 7 alike', () => {
    for (const v of [6, 7]) expect(kinds(stepped(v, 'always').r.events)).toEqual(['counterCharge', 'withdraw']);
  });
  it('5.5.3: policy ask under version 7: the same withdrawal is offered live, taken: c ends in 0306 and passes its test (die 4)', () => {
    const { k, r } = stepped(7, 'ask');
    expect(kinds(r.events)).toEqual(['counterCharge']);
    expect(r.state.asked!.offers).toEqual([{ unit: 'c', kind: 'withdraw', aspect: 'front' }]);
    expect(choicesFor(k.c.P, r.state, 'pl').map((x) => x.id)).toEqual(['react:c:withdraw', 'end']);
    const a = applyWith(k.c.P)(r.state, 'pl', { orders: [{ type: 'react', unit: 'c', kind: 'withdraw' }] }, d10s(4));
    if (!a.ok) throw new Error(a.error.message);
    expect(a.events[0].data).toMatchObject({
      result: { retreat: { path: ['0406', '0306'] }, test: { die: 4, verdict: 'pass' } },
    });
    expect([a.state.pos.units.c.at, a.state.phase]).toEqual(['0306', 'move']);
  });
  it('5.5.3: a game created under version 6 drops the asked withdrawal: nothing is asked, x goes on moving', () => {
    const { r } = stepped(6, 'ask');
    expect([r.state.asked ?? null, r.state.phase, r.state.pos.units.c.at]).toEqual([null, 'move', '0505']);
  });
  it('5.5.3: two regiments c and d in 0505, withdrawal by policy: c’s withdrawal takes d along to 0207; under version 7 d, no longer next to 0504, withdraws no further (version 6: again, to 0109)', () => {
    const pair = (v: number) =>
      cavalryStepped({
        rulesVersion: v,
        pair: true,
        policies: { counterCharge: 'never', withdraw: 'always' },
        dice: [3, 4],
      }).r;
    const now = pair(7);
    expect([now.state.pos.units.c.at, now.state.pos.units.d.at, kinds(now.events)]).toEqual([
      '0207',
      '0207',
      ['withdraw'],
    ]);
    const old = pair(6);
    expect([old.state.pos.units.d.at, kinds(old.events)]).toEqual(['0109', ['withdraw', 'withdraw']]);
  });
});

describe('10.2.7: charge continuation (rules version 2)', () => {
  /** Russian cavalry in 0505 facing 0 attacks a 2-point battalion in 0504; another Polish battalion stands in 0503 */
  const won = (rulesVersion?: number) => {
    const k = kit({ units: [cav('r', 'ru', { division: 'ru-a' }), inf('p', 'pl', { strength: 2 }), inf('q', 'pl')] });
    k.place('r', '0505', 0);
    k.place('p', '0504', 3);
    k.place('q', '0503', 3);
    const apply = applyWith(k.c.P);
    const attack = { type: 'attack' as const, attackers: ['r'], hex: '0504', moraleUnit: 'r' };
    const r = apply(game(k, 'combat', ['r'], rulesVersion), 'ru', { orders: [attack] }, d10s(9, 1));
    if (!r.ok) throw new Error(r.error.message);
    return { k, apply, r };
  };
  it('10.2.7: 5 : 2 and die 9 rout the battalion; the cavalry pursues, rolls 1 + morale 6 = 7 < 9: it must attack 0503', () => {
    const { k, apply, r } = won(2);
    const after = r.events.find((e) => e.type === 'afterCombat')!.data;
    expect(after).toMatchObject({ pursuit: 'r', continuation: { die: 1, total: 7, must: true, targets: ['0503'] } });
    expect(obligations({ ...k.c, pos: r.state.pos }, ['r'])).toEqual([{ unit: 'r', targets: ['0503'] }]);
    expect(apply(r.state, 'ru', { orders: [{ type: 'end' }] }, d10s())).toMatchObject({
      ok: false,
      error: { rule: '9.3' },
    });
    const again = apply(
      r.state,
      'ru',
      { orders: [{ type: 'attack', attackers: ['r'], hex: '0503', moraleUnit: 'r' }] },
      d10s(0),
    );
    if (!again.ok) throw new Error(again.error.message);
    expect(again.state.pos.units.r.flags).toMatchObject({ attacked: true, continued: true });
    expect(again.state.pos.units.r.flags.continuation).toBeUndefined();
  });
  it('10.2.7: a game created under rules version 1 has no continuation', () => {
    const { k, r } = won();
    expect(r.events.find((e) => e.type === 'afterCombat')!.data).not.toHaveProperty('continuation');
    expect(obligations({ ...k.c, pos: r.state.pos }, ['r'])).toEqual([]);
  });
});

describe('N12 (R 6.5): the defender reorders his stack before the die (policy stackOrder ask)', () => {
  const held = (stackOrder: string) => {
    const { k, apply, attack } = frontal();
    const s = game(k, 'combat', ['x']);
    s.policies.pl = { ...s.policies.pl, stackOrder };
    return { k, apply, r: apply(s, 'ru', { orders: [attack] }, d10s(9)) };
  };
  it('6.5: by default (keep) the attack is not held: a, on top, is the morale unit and takes both points of 1:1, die 9', () => {
    const { r } = held('keep');
    if (!r.ok) throw new Error(r.error.message);
    const combat = r.events.find((e) => e.type === 'combat')!.data as Record<string, unknown>;
    expect(combat).toMatchObject({ defenderMorale: 'a', points: [1, 2], losses: { x: 1, a: 2 } });
  });
  it('6.5: with ask the attack is held, the view offers b on top; reordered, b is the morale unit and takes the points', () => {
    const { k, r, apply } = held('ask');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0].data).toMatchObject({ hex: '0505', asks: ['stack'] });
    expect(r.state.defence).toMatchObject({ stack: ['a', 'b'] });
    const choice = choicesFor(k.c.P, r.state, 'pl').find((c) => c.id === 'reorder:0505:b')!;
    expect(choice.order).toEqual({ type: 'reorder', hex: '0505', units: ['b', 'a'] });
    const a = apply(r.state, 'pl', { orders: [choice.order as never, { type: 'end' }] }, d10s(9));
    if (!a.ok) throw new Error(a.error.message);
    expect(a.events.map((e) => e.type)).toEqual(['reordered', 'combat', 'afterCombat']);
    const combat = a.events.find((e) => e.type === 'combat')!.data as Record<string, unknown>;
    expect(combat).toMatchObject({ defenderMorale: 'b', points: [1, 2], losses: { x: 1, b: 2 } });
  });
  it('6.5 "any moment": out of his turn the defender puts b on top by a standing order the view offers; b then takes the points', () => {
    const { k, apply, attack } = frontal();
    const s = game(k, 'combat', ['x']);
    expect(isStandingBatch({ orders: [{ type: 'standing', key: 'stack:0505', value: 'b' }] })).toBe(true);
    const offered = viewOf(k.c.P)(s, 'pl').options.standing!.find((o) => o.key === 'stack:0505')!;
    expect(offered).toMatchObject({ current: 'a', values: [{ value: 'a' }, { value: 'b' }] });
    expect(viewOf(k.c.P)(s, 'ru').options.standing!.some((o) => o.key.startsWith('stack:'))).toBe(false);
    const r = apply(s, 'pl', { orders: [{ type: 'standing', key: 'stack:0505', value: 'b' }] }, d10s());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toMatchObject([{ type: 'reordered', rule: '6.5', data: { hex: '0505', units: ['b', 'a'] } }]);
    expect(r.state.phase).toBe('combat');
    const a = apply(r.state, 'ru', { orders: [attack] }, d10s(9));
    if (!a.ok) throw new Error(a.error.message);
    const combat = a.events.find((e) => e.type === 'combat')!.data as Record<string, unknown>;
    expect(combat).toMatchObject({ defenderMorale: 'b', points: [1, 2], losses: { x: 1, b: 2 } });
  });
  it('6.5: a standing stack order for the enemy stack, a lone unit or a unit not in the stack is refused by rule and place', () => {
    const { k, apply } = frontal();
    const s = game(k, 'combat', ['x']);
    const no = (side: 'pl' | 'ru', key: string, value: string) =>
      apply(s, side, { orders: [{ type: 'standing', key, value }] }, d10s());
    expect(no('ru', 'stack:0505', 'b')).toMatchObject({ ok: false, error: { rule: '6.5', at: 'orders[0].key' } });
    expect(no('ru', `stack:${k.c.pos.units.x.at}`, 'x')).toMatchObject({
      ok: false,
      error: { rule: '6.5', at: 'orders[0].key' },
    });
    expect(no('pl', 'stack:0505', 'x')).toMatchObject({ ok: false, error: { rule: '6.5', at: 'orders[0].value' } });
  });
});

describe('AMB-28, R 9.13.4, 12.2: the attacker names his own retreat path in the attack order', () => {
  const setup = () => {
    const { k, apply, attack } = frontal();
    const from = k.c.pos.units.x.at;
    const s = game(k, 'combat', ['x']);
    const paths = attackerRetreats(k.c, ['x'], from);
    return { k, apply, attack, from, s, paths };
  };
  it('12.2: the view offers the attack with each of the two rear hexes as a target; a path that is not one is refused', () => {
    const { k, apply, attack, from, s, paths } = setup();
    expect(paths).toHaveLength(2);
    const choice = choicesFor(k.c.P, s, 'ru').find((c) => c.id === 'attack:0505:infantry:retreat')!;
    expect(choice.targets!.map((t) => t.path)).toEqual(paths.map((p) => [from, ...p]));
    const r = apply(s, 'ru', { orders: [{ ...attack, retreat: { [from]: ['0505'] } }] }, d10s(0));
    expect(r).toMatchObject({ ok: false, error: { rule: '12.2', at: 'orders[0].retreat' } });
  });
  it('9.13.4: 1:1, die 0, the defender wins; the attacker retreats by the path named, not the safest', () => {
    const { apply, attack, from, s, paths } = setup();
    const plain = apply(s, 'ru', { orders: [attack] }, d10s(0));
    if (!plain.ok) throw new Error(plain.error.message);
    const safest = plain.state.pos.units.x.at;
    const other = paths.find((p) => p[p.length - 1] !== safest)!;
    const r = apply(s, 'ru', { orders: [{ ...attack, retreat: { [from]: other } }] }, d10s(0));
    if (!r.ok) throw new Error(r.error.message);
    expect((r.events[0].data as { result: { winner: string } }).result.winner).toBe('defender');
    expect(r.state.pos.units.x.at).toBe(other[other.length - 1]);
    expect(r.state.pos.units.x.at).not.toBe(safest);
  });
});
