import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { board, ok, started } from './testkit.js';
import { entryHexes } from './reinforcements.js';
import type { WojnaBatch } from './orders.js';
import type { WojnaState } from './state.js';
import wojna from './index.js';

/**
 * Ch. 6, AMB-46 (rules version 15): 31 p.s. arrives on turn 3 at 1610, which 5 pp Leg. holds. The engine places it on
 * the nearest hex within 3 without an enemy unit; its owner chooses another by starting its first move there.
 */
const turnThree = (rulesVersion?: number): WojnaState => {
  const pieces = { 'pl-army': '0206', 'op-army': '1506', 'pl-5pp': '1610', 'op-22ps': '1204' };
  let s = started(
    'exercise-1920',
    { position: { turn: 3, pieces: Object.entries(pieces).map(([piece, hex]) => ({ piece, hex })) } },
    new FixedDice(Array(20).fill(0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  // the Polish activation (if first) passes: the opposing activation is next
  if (s.awaiting?.side === 'polish') s = ok(apply(s, 'polish', [{ type: 'end' }, { type: 'end' }]));
  expect(s.awaiting).toMatchObject({ side: 'opposing', kind: 'activation' });
  return s;
};
const apply = (s: WojnaState, side: 'polish' | 'opposing', orders: WojnaBatch['orders']) =>
  wojna.apply(s, side, { orders }, new FixedDice(Array(20).fill(0)));
const alternatives = entryHexes(board({ 'pl-5pp': '1610' }), 'opposing', '1610');

describe('6, AMB-46: the owner chooses the entry hex of a blocked reinforcement (rules version 15)', () => {
  it('AMB-46: 31 p.s. is placed on the nearest free hex, and the entry is kept for its first move', () => {
    const s = turnThree();
    expect(s.pieces['op-31ps'].hex).toBe(alternatives[0]);
    expect(s.entries).toEqual({ 'op-31ps': { designated: '1610', placed: alternatives[0] } });
  });
  it('AMB-46: its first move starts on a hex 3 from 1610 of the owner’s choosing; entering costs nothing (6)', () => {
    const s = turnThree();
    const c = board({ 'pl-5pp': '1610' });
    const far = alternatives.find((h) => c.map.distance(h, '1610') === 3 && c.map.distance(h, alternatives[0]) > 1)!;
    const step = c.map.neighbours(far).find((n) => c.map.distance(n, '1610') === 3 && alternatives.includes(n))!;
    const r = apply(s, 'opposing', [{ type: 'move', piece: 'op-31ps', path: [far, step] }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.pieces['op-31ps'].hex).toBe(step);
    expect(r.events.find((e) => e.type === 'reinforcement')).toMatchObject({
      data: { side: 'opposing', piece: 'op-31ps', hex: far, entry: true },
      rule: '6',
    });
    expect(r.state.entries).toBeUndefined();
  });
  it('AMB-46: the view offers the moves from each other entry hex, and each is played', () => {
    const s = turnThree();
    const entries = wojna.view(s, 'opposing').options.choices.filter((ch) => ch.id.startsWith('enter:'));
    expect(entries.map((ch) => ch.id.split(':')[1]).sort()).toEqual(alternatives.slice(1).sort());
    const target = entries.at(-1)!.targets![0];
    expect(ok(apply(s, 'opposing', [target.order as never])).pieces['op-31ps'].hex).toBe(target.cell);
  });
  it('AMB-46: a start 4 hexes from 1610, or on the enemy-held 1610 itself, is refused (entry-hex, rule 6)', () => {
    const s = turnThree();
    const c = board({ 'pl-5pp': '1610' });
    const four = c.map.grid.within('1610', 4).find((h) => c.map.distance(h, '1610') === 4)!;
    for (const start of [four, '1610']) {
      const r = apply(s, 'opposing', [{ type: 'move', piece: 'op-31ps', path: [start, c.map.neighbours(start)[0]] }]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'entry-hex', rule: '6' });
    }
  });
  it('version 14: nothing is kept and a move must start where the piece stands (13.7)', () => {
    const s = turnThree(14);
    expect(s.entries).toBeUndefined();
    const far = alternatives.at(-1)!;
    const r = apply(s, 'opposing', [{ type: 'move', piece: 'op-31ps', path: [far, board({}).map.neighbours(far)[0]] }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('13.7');
  });
});
