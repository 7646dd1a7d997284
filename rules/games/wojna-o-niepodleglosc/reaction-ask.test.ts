import { describe, expect, it } from 'vitest';
import wojna from './index.js';
import type { WojnaState } from './state.js';
import { cavalryReaction, d10s, end, ok, play } from './testkit.js';

/**
 * 13.9–16 asked live (rules version 5, spec 5.3 Batch M): the position cavalry-reaction, turn 2 (Polish
 * initiative). The Red cavalry stack on 1105 (1 and 2 pk, an armoured car) may react when 5 pp (from 0905)
 * enters next to it; its owner's policy `reaction` is `ask`, so the owner is asked at that moment.
 */
const STACK = ['op-1pk', 'op-2pk', 'op-ac1'];
const asking = cavalryReaction;
const asked = (): WojnaState => {
  const s = ok(play(asking(), 'opposing', [{ type: 'standing', key: 'reaction', value: 'ask' }]));
  return ok(play(s, 'polish', [{ type: 'move', piece: 'pl-5pp', path: ['0905', '1005', '1004'] }]));
};

describe('13.9–16 reactions asked live (rules version 5)', () => {
  it('13.9, 13.15: the owner is asked when 5 pp enters 1005; the move waits there with 1 MP spent, the rest of the batch goes back', () => {
    const s = ok(play(asking(), 'opposing', [{ type: 'standing', key: 'reaction', value: 'ask' }]));
    const r = play(s, 'polish', [{ type: 'move', piece: 'pl-5pp', path: ['0905', '1005', '1004'] }, end]);
    expect(r).toMatchObject({ ok: true, halted: { at: 1, rule: '13.9' } });
    const after = ok(r);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['reaction-asked', 'move']);
    expect(after.awaiting).toEqual({ side: 'opposing', kind: 'reaction' });
    expect(after.pieces['pl-5pp'].hex).toBe('1005');
    expect(after.activation).toMatchObject({ spent: { 'pl-5pp': 2 }, done: [], reaction: { hexes: ['1105'] } });
    expect(wojna.status(after)).toMatchObject({ waitingFor: ['opposing'], midTurn: true });
    expect(wojna.view(after, 'polish').options.choices).toEqual([]);
  });
  it('AMB-47: the view offers 1 to 4 hexes by the retreat rules, and no reaction', () => {
    const ch = wojna.view(asked(), 'opposing').options.choices;
    expect(ch.map((c) => c.id)).toEqual(['react:1105', 'react:none']);
    const costs = new Set(ch[0].targets!.map((t) => t.cost));
    expect([...costs].sort()).toEqual([1, 2, 3, 4]);
  });
  it('13.9, 13.14: a 2-hex answer moves the stack with its REACTION markers; the mover then goes on with 4 MP left', () => {
    const r = play(asked(), 'opposing', [{ type: 'react', path: ['1205', '1304'] }], d10s(0, 0));
    const s = ok(r);
    for (const u of STACK) expect(s.pieces[u]).toMatchObject({ hex: '1304', reacted: true });
    expect(r.ok && r.events.find((e) => e.type === 'reaction')).toMatchObject({ rule: '13.9' });
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(
      ok(play(s, 'polish', [{ type: 'move', piece: 'pl-5pp', path: ['1005', '1004'] }])).pieces['pl-5pp'].hex,
    ).toBe('1004');
  });
  it('no reaction: the stack stays; the mover goes on from 1005 (leaving the ZOC: 4.5 MP spent in all)', () => {
    const r = play(asked(), 'opposing', [{ type: 'react' }]);
    const s = ok(r);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['reaction-declined']);
    for (const u of STACK) expect(s.pieces[u].hex).toBe('1105');
    const m = wojna.view(s, 'polish').options.choices.find((c) => c.id === 'move:pl-5pp')!;
    expect(m.targets!.find((t) => t.cell === '1004')).toMatchObject({ cost: 4.5 });
  });
  it('13.9, 14.20, 14.22: a path of 5 hexes, one that is no retreat path (1305 is 2 hexes off) or one of a worse priority is refused', () => {
    expect(
      play(asked(), 'opposing', [{ type: 'react', path: ['1205', '1304', '1404', '1504', '1604'] }]),
    ).toMatchObject({ ok: false, error: { rule: '13.9', at: 'orders[0].path[4]' } });
    expect(play(asked(), 'opposing', [{ type: 'react', path: ['1305'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.20' },
    });
    // 1104 is a retreat hex, but one of a worse priority than the 1-hex paths offered
    expect(play(asked(), 'opposing', [{ type: 'react', path: ['1104'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.22' },
    });
  });
  it('a reaction asked and left unanswered: the default answer is no reaction (the policy never)', () => {
    expect(wojna.defaultAnswer!(asked(), 'opposing')).toEqual({ orders: [{ type: 'react' }] });
    expect(wojna.defaultAnswer!(asked(), 'polish')).toBeNull();
  });
  it('the policies never and always-max still answer ahead; a version 4 game refuses ask', () => {
    const never = play(asking(), 'polish', [{ type: 'move', piece: 'pl-5pp', path: ['0905', '1005'] }]);
    expect(ok(never).awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(play(asking(4), 'opposing', [{ type: 'standing', key: 'reaction', value: 'ask' }])).toMatchObject({
      ok: false,
      error: { rule: '13.9', code: 'rules-version' },
    });
  });
});
