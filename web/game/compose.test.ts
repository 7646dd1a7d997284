import { describe, expect, it } from 'vitest';
import type { OptionsView } from '../../rules/core/contract.js';
import { actingPieces, buttonChoices, canSubmit, cardChoices, choicesForPiece, fromChoice, fromTarget, openChoices, orderIndexOf, rebase, targetsByCell } from './compose.js';

const tx = (s: string) => ({ pl: s, en: s });
const options: OptionsView = {
  prompt: tx('move'),
  minOrders: 1,
  maxOrders: 2,
  choices: [
    { id: 'm-a', label: tx('move A'), piece: 'A', group: 'A', targets: [
      { cell: '0102', cost: 1, order: { type: 'move', piece: 'A', to: '0102' } },
      { cell: '0103', cost: 2, path: ['0102'], order: { type: 'move', piece: 'A', to: '0103' } },
    ] },
    { id: 'h-a', label: tx('hold A'), piece: 'A', group: 'A', order: { type: 'hold', piece: 'A' } },
    { id: 'm-b', label: tx('move B'), piece: 'B', targets: [{ cell: '0102', cost: 1, order: { type: 'move', piece: 'B', to: '0102' } }] },
    { id: 'pass', label: tx('pass'), group: 'end', order: { type: 'pass' } },
    { id: 'card-7', label: tx('play 7'), card: 'c7', order: { type: 'play', card: 'c7' } },
  ],
};

describe('composing orders from OptionsView', () => {
  it('selectable pieces come from the choices', () => {
    expect([...actingPieces(options, [])]).toEqual(['A', 'B']);
  });
  it('a piece acts once: its group closes after one order', () => {
    const d = [fromTarget(options.choices[0], options.choices[0].targets![1])];
    expect(d[0].order).toEqual({ type: 'move', piece: 'A', to: '0103' });
    expect(d[0].path).toEqual(['0102']);
    expect(choicesForPiece(options, d, 'A')).toEqual([]);
    expect([...actingPieces(options, d)]).toEqual(['B']);
  });
  it('maxOrders closes everything', () => {
    const d = [fromChoice(options.choices[3]), fromChoice(options.choices[4])];
    expect(openChoices(options, d)).toEqual([]);
    expect(canSubmit(options, d)).toBe(true);
    expect(canSubmit(options, [])).toBe(false);
  });
  it('buttons, cards and targets are told apart', () => {
    expect(buttonChoices(options, []).map((c) => c.id)).toEqual(['pass']);
    expect([...cardChoices(options, []).keys()]).toEqual(['c7']);
    const cells = targetsByCell(choicesForPiece(options, [], 'A').concat(choicesForPiece(options, [], 'B')));
    expect(cells.get('0102')).toHaveLength(2);
    expect(cells.get('0103')).toHaveLength(1);
  });
  it('422 at orders[2].path[3] points at order 2', () => {
    expect(orderIndexOf('orders[2].path[3]')).toBe(2);
    expect(orderIndexOf(undefined)).toBeNull();
  });
  it('after a 409 the draft keeps only orders the new view still offers', () => {
    const d = [fromTarget(options.choices[0], options.choices[0].targets![0]), fromChoice(options.choices[3])];
    const next: OptionsView = { ...options, choices: [options.choices[0], options.choices[2]] };
    const kept = rebase(d, next);
    expect(kept.map((k) => k.order)).toEqual([{ type: 'move', piece: 'A', to: '0102' }]);
    expect(kept[0].cell).toBe('0102');
  });
});
