import { describe, expect, it } from 'vitest';
import { atCombatPhase, fixture, ok, play, start } from './testkit.js';
import type { TbState } from './state.js';

const at = (version: number, marks: TbState['entrenchments']): TbState => {
  const s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A47B39' }), [1, 5, 2]);
  s.rulesVersion = version;
  s.entrenchments.push(...marks);
  return s;
};
const move = { type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A41B40', 'A41B41'] };

describe('rules version 13: entrenchments destroyed by the enemy passing or stopping (12.1.4)', () => {
  it('12.1.4 1/1 I passes the Russian entrenchments in A41B40 and stops on those in A41B41: both removed', () => {
    const s = at(13, [
      { hex: 'A41B40', edges: [0, 1, 2], side: 'ru' },
      { hex: 'A41B41', edges: [3, 4, 5], side: 'ru' },
    ]);
    const r = play(s, 'de', [move]);
    expect(ok(r).entrenchments).toEqual([]);
    expect(r.ok && r.events.filter((e) => e.type === 'entrenchment-destroyed').map((e) => [e.rule, e.data])).toEqual([
      ['12.1.4', { hex: 'A41B40', side: 'ru' }],
      ['12.1.4', { hex: 'A41B41', side: 'ru' }],
    ]);
  });
  it("12.1.4, 12.1.5 the side's own entrenchments in A41B40 stay (our default: a side never removes its own)", () => {
    const mine = { hex: 'A41B40', edges: [0, 1, 2], side: 'de' as const };
    expect(ok(play(at(13, [mine]), 'de', [move])).entrenchments).toEqual([mine]);
  });
  it('version 12: the Russian entrenchments in A41B40 stay', () => {
    const theirs = { hex: 'A41B40', edges: [0, 1, 2], side: 'ru' as const };
    expect(ok(play(at(12, [theirs]), 'de', [move])).entrenchments).toEqual([theirs]);
  });
  it('12.1.4, 9.6.4 the pursuer entering Gumbinnen A42B39 destroys the Russian entrenchments there', () => {
    const s = atCombatPhase({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' }, 'gumbinnen-1914', 13);
    s.entrenchments.push({ hex: 'A42B39', edges: [0, 1, 2], side: 'ru' });
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    const c = ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(c, 'ru', [{ type: 'card', card: 'retreat' }], [3, ...Array<number>(24).fill(1)]);
    expect(ok(r).units['de-1-1-i'].hex).toBe('A42B39');
    expect(ok(r).entrenchments).toEqual([]);
  });
});
