import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import m from './index.js';
import { fixture, start } from './testkit.js';
import { maOf } from './phases/movement.js';
import { choices } from './view.js';

const play = (s: ReturnType<typeof fixture>, side: string, orders: unknown[], dice: number[] = []) =>
  m.apply(s, side, { orders } as never, new FixedDice(dice));
const ok = <S>(r: { ok: boolean; state?: S; error?: unknown }): S => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state!;
};

describe('3 the turn', () => {
  it('13.3.1, 10.1.1 a corps HQ with no army HQ in range rolls (1 → MARCH for activity A); the higher initiative roll moves first', () => {
    const s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A44B39' }), [1, 5, 2]);
    expect(s.hqs['de-francois'].order).toBe('march');
    expect(s.initiative).toBe('de');
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move', turn: 1 });
    expect(s.commanded).toContain('de-1-1-i');
  });
  it('13.3.1 with no previous order a 6 stops activity A, and a STOP corps has nothing to move; after STOP a 4 + 1 = 5 marches', () => {
    const s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39' }), [6, 5, 2, 4, 5, 2]);
    expect(s.turn).toBe(2);
    expect(s.hqs['de-francois']).toMatchObject({ order: 'march', previous: 'march' });
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move', turn: 2 });
  });
  it('4.2.6 one continuous move a phase; 13.4.1 an uncommanded unit does not move', () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-3-2-i': 'A33B48', 'ru-1-29-xx': 'A47B39' }),
      [1, 5, 2],
    );
    const a = ok(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A41B40'] }]));
    expect(a.units['de-1-1-i'].hex).toBe('A41B40');
    const again = play(a, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B40', 'A41B41'] }]);
    expect(again).toMatchObject({ ok: false, error: { rule: '4.2.6', at: 'orders[0].pieces[0]' } });
    expect(play(s, 'de', [{ type: 'move', pieces: ['de-3-2-i'], path: ['A33B48', 'A33B49'] }])).toMatchObject({
      ok: false,
      error: { rule: '13.4.1' },
    });
    expect(play(s, 'ru', [{ type: 'end' }])).toMatchObject({ ok: false, error: { rule: '3.1' } });
  });
  it('13.3.2 one self-command check per unit a phase: 3/2 I rolls 6 (above its EFF), stays uncommanded and may not roll again', () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-3-2-i': 'A33B48', 'ru-1-29-xx': 'A47B39' }),
      [1, 5, 2],
    );
    expect(choices(s, 'de').some((c) => c.id === 'self-command')).toBe(true);
    const r = play(s, 'de', [{ type: 'self-command', units: ['de-3-2-i'] }], [6]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'self-command')?.data).toEqual({ unit: 'de-3-2-i', ok: false });
    expect(r.state.commanded).not.toContain('de-3-2-i');
    expect(choices(r.state, 'de').some((c) => c.id === 'self-command')).toBe(false);
    expect(play(r.state, 'de', [{ type: 'self-command', units: ['de-3-2-i'] }], [1])).toMatchObject({
      ok: false,
      error: { rule: '13.3.2', at: 'orders[0].units[0]' },
    });
  });
  it('9.1.2, 9.3, 9.1.9 a combat: the obligation holds the phase open; cards are sealed; 6 v 5 is 1:1; Gumbinnen town −1, across the Pissa −1, François •• +2 → 1:1; roll 2 → 2/3', () => {
    let s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
    s = ok(play(s, 'de', [{ type: 'end' }])); // the Russian, in the German ZOC, has nothing to move
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'combat.combat' });
    expect(play(s, 'de', [{ type: 'end' }])).toMatchObject({ ok: false, error: { rule: '9.1.2' } });
    s = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    expect(m.status(s).waitingFor.sort()).toEqual(['de', 'ru']);
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    expect(JSON.stringify(m.view(s, 'ru'))).not.toContain('(attack)');
    expect(JSON.stringify(m.view(s, 'de'))).toContain('(attack)');
    expect(m.status(s)).toMatchObject({ waitingFor: ['ru'], replaceable: ['de'] });
    expect(m.secrets(s)).toEqual([{ visibleTo: ['de'], token: '(attack)', what: "de's sealed combat card" }]);
    const changed = ok(play(s, 'de', [{ type: 'card', card: 'assault' }])); // replaceable until the other card is in
    expect(changed.combat?.cards).toEqual({ de: 'assault' });
    const r = play(s, 'ru', [{ type: 'card', card: 'defend' }], [2, 1, 5, 2]); // the CRT roll, then turn 2's order and initiative
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const crt = r.events.find((e) => e.type === 'crt')!;
    expect(crt.data).toMatchObject({
      attacker: 'de',
      attack: 6,
      defence: 5,
      ratio: '1:1',
      column: '1:1',
      result: '2/3',
      shifts: [
        { rule: '9.7', value: -1 },
        { rule: '9.7.4', value: -1 },
        { rule: '13.5', value: 2 },
      ],
    });
    expect(r.state.units['de-1-1-i'].loss).toBe(2);
    expect(r.state.units['ru-1-29-xx'].loss).toBe(3);
  });
  it('9.1.7 the designated combat is drawn for both sides from A41B39 to A42B39 with the cards in, until it is fought', () => {
    let s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
    s = ok(play(s, 'de', [{ type: 'end' }]));
    expect(m.view(s, 'ru').board.pending).toBeUndefined();
    s = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    const drawn = (n: number) => [
      { from: ['A41B39'], to: 'A42B39', label: { pl: `karty: ${n} z 2`, en: `cards: ${n} of 2` } },
    ];
    for (const viewer of ['de', 'ru', null] as const) expect(m.view(s, viewer).board.pending).toEqual(drawn(0));
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    expect(m.view(s, 'ru').board.pending).toEqual(drawn(1));
    s = ok(play(s, 'ru', [{ type: 'card', card: 'defend' }], [2, 1, 5, 2]));
    expect(m.view(s, 'ru').board.pending).toBeUndefined();
  });
  it('9.3 default answers in the combat-card window: a side still to choose plays DEFEND, a sealed card stands; both are accepted', () => {
    let s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    expect(m.status(s)).toMatchObject({ midTurn: true, waitingFor: ['de', 'ru'] });
    expect(m.defaultAnswer(s, 'de')).toEqual({ orders: [{ type: 'card', card: 'defend' }] });
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    expect(m.status(s)).toMatchObject({ midTurn: true, waitingFor: ['ru'], replaceable: ['de'] });
    const keep = m.defaultAnswer(s, 'de')!;
    expect(keep).toEqual({ orders: [{ type: 'card', card: 'attack' }] });
    expect(ok(m.apply(s, 'de', keep, new FixedDice([]))).combat?.cards).toEqual({ de: 'attack' });
    const ru = m.defaultAnswer(s, 'ru')!;
    expect(ru).toEqual({ orders: [{ type: 'card', card: 'defend' }] });
    const r = m.apply(s, 'ru', ru, new FixedDice([2, 1, 5, 2]));
    expect(r.ok && r.events.find((e) => e.type === 'cards')?.data).toEqual({ de: 'attack', ru: 'defend' });
    expect(m.defaultAnswer(ok(r), 'de')).toBeNull(); // the window has closed: nothing mid-turn is awaited
  });
  it('15.4 a unit beyond every line of supply moves with MA − 1 and loses 1 EP for moving; 15.5.1 it is not isolated', () => {
    const s = start(fixture({ 'de-francois': 'A55B34', 'de-1-1-i': 'A55B33' }), [1, 5, 2]);
    expect(s.unsupplied).toEqual(['de-1-1-i']);
    expect(maOf(s, 'de-1-1-i')).toBe(3);
    const step = choices(s, 'de')
      .find((c) => c.piece === 'de-1-1-i')!
      .targets!.find((t) => t.cost === 1)!;
    const a = ok(play(s, 'de', [step.order]));
    expect(a.units['de-1-1-i']).toMatchObject({ face: 'front', loss: 1 });
  });
  it('19.3 troops entering an enemy-held VP town take it: Gumbinnen (A42B39) back to the German', () => {
    const s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A47B39' }), [1, 5, 2]);
    s.control['A42B39'] = 'ru';
    const step = choices(s, 'de')
      .find((c) => c.piece === 'de-1-1-i')!
      .targets!.find((t) => t.cell === 'A42B39')!;
    const r = play(s, 'de', [step.order]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'town')).toMatchObject({
      data: { hex: 'A42B39', side: 'de' },
      rule: '19.3',
    });
    expect(r.state.control['A42B39']).toBe('de');
  });
  it('19.3 at the end of the turn the Russian scores the towns it holds: Gumbinnen 2', () => {
    let s = start(fixture({ 'de-1-1-i': 'A33B48', 'ru-1-29-xx': 'A47B39' }), [5, 2]);
    s.control['A42B39'] = 'ru';
    s = ok(play(s, 'de', [{ type: 'end' }]));
    const r = play(s, 'ru', [{ type: 'end' }], [6, 1]); // turn 2's initiative
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'turn-end')?.data).toMatchObject({ turn: 1, towns: 2, track: 2 });
    expect(r.state.turn).toBe(2);
  });
});

describe('12.1 entrenchments in the turn', () => {
  it('12.1.2 a unit that has not moved entrenches; it then neither moves nor rests; a moved unit cannot', () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-3-2-i': 'A39B40', 'ru-1-29-xx': 'A47B39' }),
      [1, 5, 2],
    );
    const a = ok(play(s, 'de', [{ type: 'entrench', hex: 'A41B39', edges: [0, 1, 2] }]));
    expect(a.entrenchments).toEqual([{ hex: 'A41B39', edges: [0, 1, 2], side: 'de' }]);
    expect(play(a, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A41B40'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.2.6' },
    });
    const moved = ok(play(a, 'de', [{ type: 'move', pieces: ['de-3-2-i'], path: ['A39B40', 'A39B41'] }]));
    expect(play(moved, 'de', [{ type: 'entrench', hex: 'A39B41', edges: [0, 1, 2] }])).toMatchObject({
      ok: false,
      error: { rule: '12.1.2' },
    });
    expect(play(a, 'de', [{ type: 'entrench', hex: 'A39B40', edges: [0, 2, 4] }])).toMatchObject({
      ok: false,
      error: { rule: '12.1.8', at: 'orders[0].edges' },
    });
  });
});

describe('12.1.7–12.1.9 entrenchments in combat', () => {
  const combat = (edges: number[]) => {
    let s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }), [1, 5, 2]);
    s.entrenchments.push({ hex: 'A42B39', edges, side: 'ru' });
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend' }], [2, 1, 5, 2]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.events.find((e) => e.type === 'crt')!.data as {
      column: string;
      shifts: { rule: string; value: number }[];
    };
  };
  it('12.1.8 the attacker (SW of the defender, edge 4) across an effective edge: −2 more → 1:3; across a free edge: nothing', () => {
    expect(combat([3, 4, 5])).toMatchObject({
      column: '1:3',
      shifts: expect.arrayContaining([{ rule: '12.1.9', value: -2 }]),
    });
    expect(combat([0, 1, 2]).column).toBe('1:1');
  });
});
