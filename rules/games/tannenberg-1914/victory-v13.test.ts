import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import { advance } from './phases/turn.js';
import { fixture } from './testkit.js';
import type { TbState } from './state.js';

/** the state advanced from its orders phase with these dice (every window passes, every movement ends) */
const run = (s: TbState, dice: number[] = Array.from({ length: 300 }, (_, i) => (i % 2 ? 2 : 5))) => {
  const t = { s, side: '', dice: new FixedDice(dice), events: [] as GameEvent[] };
  for (let i = 0; i < 40 && !s.result && s.turn === t.s.turn; i++) {
    advance(t);
    if (s.await) s.await.sides = [];
    if (s.phase === 'orders' && i > 0) break;
  }
  return t;
};
const at = (version: number, pieces: Record<string, string>, turn = 1): TbState => {
  const s = fixture(pieces, 'tannenberg-1914');
  s.rulesVersion = version;
  s.turn = turn;
  return s;
};

describe('rules version 13: the VP of 19.3 for forts and after the last turn', () => {
  it('19.3 1/29/XX in Lötzen A37B32, a German manned fort: captured, +5 once; 1/1 I in Osowiec A47B18: −4', () => {
    const t = run(at(13, { 'ru-1-29-xx': 'A37B32', 'de-1-1-i': 'A47B18' }));
    const caps = t.events.filter((e) => e.type === 'fort-captured').map((e) => e.data);
    expect(caps).toEqual([
      { hex: 'A37B32', side: 'ru', vp: 5, track: 5 },
      { hex: 'A47B18', side: 'de', vp: -4, track: 1 },
    ]);
    expect(t.s.fortsTaken).toEqual(['A37B32', 'A47B18']);
  });
  it('version 12: no fort VP', () => {
    const t = run(at(12, { 'ru-1-29-xx': 'A37B32', 'de-1-1-i': 'A47B18' }));
    expect(t.events.filter((e) => e.type === 'fort-captured')).toEqual([]);
    expect(t.s.fortsTaken).toEqual([]);
  });
  it('19.3 after turn 30 with every Russian in Russia (1/29/XX in A47B19) and 1/1 I supplied by Königsberg in A24B50: the German scores 20', () => {
    const t = run(at(13, { 'ru-1-29-xx': 'A47B19', 'de-1-1-i': 'A24B50' }, 30));
    expect(t.events.find((e) => e.type === 'final-vp')?.data).toMatchObject({
      unsuppliedGermans: 0,
      ru: 0,
      noRussianInGermany: true,
      de: 20,
    });
    expect(t.s.result).toMatchObject({ winner: 'de' });
    const old = run(at(12, { 'ru-1-29-xx': 'A47B19', 'de-1-1-i': 'A24B50' }, 30));
    expect(old.events.find((e) => e.type === 'final-vp')).toBeUndefined();
    expect(old.s.result).toMatchObject({ winner: null });
  });
  it('19.3 after turn 30: Russians on the German bases, 1/1 I in A30B40 unsupplied: the Russian scores 4, and no 20 for the German', () => {
    const bases = {
      'ru-1-29-xx': 'A23B50',
      'ru-2-29-xx': 'A7B46',
      'ru-1-28-xx': 'A3B31',
      'ru-2-28-xx': 'A3B54',
      'ru-1-1-art': 'A4B39',
      'ru-2-1-art': 'A37B32',
    };
    const t = run(at(13, { ...bases, 'de-1-1-i': 'A30B40' }, 30));
    expect(t.events.find((e) => e.type === 'final-vp')?.data).toMatchObject({
      unsuppliedGermans: 1,
      ru: 4,
      noRussianInGermany: false,
      de: 0,
    });
  });
});
