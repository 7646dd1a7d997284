import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { board, ok, turnTwo } from './testkit.js';
import { defaultDisplacement, displacementSteps } from './stacking.js';
import type { WojnaBatch } from './orders.js';
import type { WojnaState } from './state.js';
import wojna from './index.js';

/**
 * 12.5 asked live (rules version 15): four Polish infantry regiments end the Polish activation of turn 2 on 0704
 * (4 units > 3), 22 p.s. stands on 1004. The opposing player, whose `retreat` policy is `ask`, displaces the excess
 * one hex, farther from its units where it can (AMB-29): 0704 is 3 from 1004, so only the neighbours 4 away count.
 */
const pieces = { 'pl-1pp': '0704', 'pl-5pp': '0704', 'pl-6pp': '0704', 'pl-7pp': '0704', 'op-22ps': '1004' };
const apply = (s: WojnaState, side: 'polish' | 'opposing', orders: WojnaBatch['orders']) =>
  wojna.apply(s, side, { orders }, new FixedDice(Array(20).fill(0)));
/** the Polish activation ended with the stack on 0704, the opposing policy set first */
const ended = (retreat: string, rulesVersion?: number) => {
  let s = turnTwo(pieces, rulesVersion);
  s = ok(apply(s, 'opposing', [{ type: 'standing', key: 'retreat', value: retreat }]));
  expect(s.awaiting).toMatchObject({ side: 'polish', kind: 'activation' });
  return ok(apply(s, 'polish', [{ type: 'end' }, { type: 'end' }]));
};
const far = displacementSteps(board(pieces), '0704', 'pl-1pp', 'opposing');

describe('12.5: the opponent chooses the displacement (rules version 15)', () => {
  it('AMB-29: the hexes offered are those 4 from 22 p.s. (farther than 0704)', () => {
    const c = board(pieces);
    expect(far.length).toBeGreaterThan(0);
    for (const h of far) expect([c.map.distance(h, '0704'), c.map.distance(h, '1004')]).toEqual([1, 4]);
  });
  it('12.5: with `retreat: ask` the opposing player is asked; it moves 1 pp Leg. (strength 6, not the default weakest)', () => {
    const s = ended('ask');
    expect(s.awaiting).toEqual({ side: 'opposing', kind: 'overstack' });
    expect(s.activation?.overstack).toEqual({ hex: '0704', side: 'opposing' });
    const v = wojna.view(s, 'opposing').options.choices;
    expect(v.find((ch) => ch.id === 'overstack:pl-1pp')?.targets?.map((x) => x.cell)).toEqual(far);
    const r = apply(s, 'opposing', [{ type: 'overstack', unit: 'pl-1pp', to: far[0] }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.pieces['pl-1pp'].hex).toBe(far[0]);
    expect(r.events.find((e) => e.type === 'overstack')).toMatchObject({
      data: { unit: 'pl-1pp', from: '0704', to: far[0], by: 'opposing', chosen: true },
      rule: '12.5',
    });
    expect(r.events.map((e) => e.type)).toContain('activation-end');
    expect(r.state.awaiting?.kind).not.toBe('overstack');
  });
  it('12.5, AMB-29: a hex nearer 22 p.s. is refused (overstack-hex), and so is a unit not on 0704 (overstack-unit)', () => {
    const s = ended('ask');
    const near = board(pieces)
      .map.neighbours('0704')
      .find((h) => !far.includes(h))!;
    const r = apply(s, 'opposing', [{ type: 'overstack', unit: 'pl-1pp', to: near }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'overstack-hex', rule: '12.5' });
    const u = apply(s, 'opposing', [{ type: 'overstack', unit: 'op-22ps', to: far[0] }]);
    if (!u.ok) expect(u.error).toMatchObject({ code: 'overstack-unit', rule: '12.5' });
    expect(u.ok).toBe(false);
  });
  it('12.5: a second unit once the stack is within the limit is refused (not-excess); an answer without a unit takes the default', () => {
    const s = ended('ask');
    const two = apply(s, 'opposing', [
      { type: 'overstack', unit: 'pl-1pp', to: far[0] },
      { type: 'overstack', unit: 'pl-5pp', to: far[0] },
    ]);
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error).toMatchObject({ code: 'not-excess', rule: '12.5' });
    const d = ok(apply(s, 'opposing', [{ type: 'overstack' }]));
    const [dflt] = defaultDisplacement(board(pieces), '0704', 'opposing');
    expect(dflt.unit).toBe('pl-5pp'); // the weakest (strength 4, 5 pp before 6 pp by id)
    expect(d.pieces['pl-5pp'].hex).toBe(dflt.to);
  });
  it('12.5: an overstack question that times out takes the default answer, the engine displacing 5 pp (the weakest)', () => {
    const s = ended('ask');
    expect(wojna.defaultAnswer?.(s, 'polish')).toBeNull();
    const answer = wojna.defaultAnswer?.(s, 'opposing');
    expect(answer).toEqual({ orders: [{ type: 'overstack' }] });
    const d = ok(apply(s, 'opposing', answer!.orders));
    expect(d.pieces['pl-5pp'].hex).toBe(defaultDisplacement(board(pieces), '0704', 'opposing')[0].to);
    expect(d.awaiting?.kind).not.toBe('overstack');
  });
  it('12.5: under the default policy, or in a version 14 game, nothing is asked and the engine displaces the weakest', () => {
    for (const s of [ended('priority'), ended('ask', 14)]) {
      expect(s.awaiting?.kind).not.toBe('overstack');
      expect(Object.keys(pieces).filter((id) => s.pieces[id].hex === '0704')).toHaveLength(3);
      expect(s.pieces['pl-5pp'].hex).not.toBe('0704'); // the default's weakest
    }
  });
});
