import { describe, expect, it } from 'vitest';
import wojna from './index.js';
import { turnTwo } from './testkit.js';

/**
 * The board's pieces in the view (view-board.ts): a unit's reduced face is said only when it is up.
 * The view answers every look at a game, so a field that says nothing (`reduced: false` on every
 * full-strength piece) is left out, as Tannenberg's view does; the page reads a missing one as false.
 */
describe('the reduced face in the view', () => {
  it('a unit at level 2 shows its reduced face; a unit at level 1 carries no reduced field at all', () => {
    const s = turnTwo({ 'pl-1pp': '0408', 'op-train': '0608' });
    s.pieces['pl-1pp'] = { ...s.pieces['pl-1pp'], level: 2 };
    const pieces = wojna.view(s, 'polish').board.pieces;
    const reduced = pieces.find((p) => p.id === 'pl-1pp')!;
    const full = pieces.find((p) => p.id === 'op-train')!;
    expect(reduced).toMatchObject({ cell: '0408', reduced: true });
    expect(full.cell).toBe('0608');
    expect('reduced' in full).toBe(false);
    expect(pieces.filter((p) => 'reduced' in p).every((p) => p.reduced === true)).toBe(true);
  });
});
