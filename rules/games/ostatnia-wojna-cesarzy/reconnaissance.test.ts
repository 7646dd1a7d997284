import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { mayReconnoitre, reconTargets, surprise, surpriseBackfires } from './reconnaissance.js';
import { division, fixtureMap, position, unit, type PosUnit } from './testkit.js';

const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 6, sides: [['1206', '1207', 'lake']] });
const pos = (units: PosUnit[]) =>
  position({ map, area: null, rules: ['core', 'concealment'], units, phase: 'move', phasing: 'allies' });
const hidden = (u: PosUnit): PosUnit => ({ ...u, concealed: true });

describe('16.1 reconnaissance, 16.4 surprise', () => {
  it('16.1: units with control lines and cavalry reconnoitre one adjacent hex of concealed enemies; not broken ones, not across a lake', () => {
    const s = pos([
      unit('a', 'allies', '1205'),
      division('c', 'allies', '1305', { arm: 'cavalry' }),
      division('d', 'allies', '1105'),
      unit('x', 'allies', '1206', { broken: true }),
      hidden(unit('r1', 'russians', '1106')),
      unit('r2', 'russians', '1306'),
      hidden(unit('r3', 'russians', '1207')),
    ]);
    const b = boardOf(s);
    expect(mayReconnoitre(s, 'a')).toBe(true);
    expect(mayReconnoitre(s, 'c')).toBe(true); // cavalry without control lines
    expect(mayReconnoitre(s, 'd')).toBe(false); // an infantry division without control lines
    expect(mayReconnoitre(s, 'x')).toBe(false); // broken
    expect(reconTargets(b, 'a')).toEqual(['1106']); // r2 is face up; 1207 is not adjacent to 1205
    expect(reconTargets(b, 'x')).toEqual([]);
    const across = boardOf(
      pos([
        unit('y', 'allies', '1206'),
        hidden(unit('r3', 'russians', '1207')),
        hidden(unit('r4', 'russians', '1306')),
      ]),
    );
    expect(reconTargets(across, 'y')).toEqual(['1306']); // not 1207: across the lake
  });
  it('16.4: more than half the attacking SP concealed at the start: surprise; exactly half: none', () => {
    const s = pos([
      unit('a', 'allies', '1205', { sp: 3 }),
      unit('b', 'allies', '1205', { sp: 2 }),
      unit('c', 'allies', '1205', { sp: 3 }),
    ]);
    expect(surprise(s, ['a', 'b'], new Set(['a']))).toBe(true); // 3 of 5
    expect(surprise(s, ['a', 'c'], new Set(['a']))).toBe(false); // 3 of 6
  });
  it('16.4: concealed defenders, chance after reveal ≤ 0: the attack backfires', () => {
    expect(surpriseBackfires(0, true)).toBe(true);
    expect(surpriseBackfires(-2, true)).toBe(true);
    expect(surpriseBackfires(1, true)).toBe(false);
    expect(surpriseBackfires(0, false)).toBe(false);
  });
});
