import { describe, expect, it } from 'vitest';
import { fixture } from './testkit.js';
import { FixedDice } from '../../core/dice.js';
import type { GameEvent } from '../../core/contract.js';
import { findUnsupplied, isolationCheck } from './phases/supply.js';

/**
 * German units stand on the Russian bases A60B35 (Kowno, a fort too), A60B15 (Grodno, a fort too), A53B9, A35B17
 * and A24B20, so the Russians' only base left is the manned fort of Osowiec, A47B18
 */
const cut = {
  'de-1-1-i': 'A60B35',
  'de-2-1-i': 'A60B15',
  'de-3-2-i': 'A53B9',
  'de-4-2-i': 'A35B17',
  'de-1-1r-ir': 'A24B20',
};
const at = (version: number, ru: Record<string, string>) => {
  const s = fixture({ ...cut, ...ru }, 'tannenberg-1914');
  s.rulesVersion = version;
  return s;
};
const three = { 'ru-1-29-xx': 'A47B19', 'ru-2-29-xx': 'A48B18', 'ru-1-28-xx': 'A46B19' };

describe('rules version 13: a manned fort is a base for 2 units (15.1.2)', () => {
  it('15.1.2 three Russian units next to Osowiec A47B18: two are supplied, the third by id (ru-2-29-xx) is not', () => {
    expect(findUnsupplied(at(13, three), 'ru')).toEqual(['ru-2-29-xx']);
  });
  it('15.1.2 two units next to Osowiec: both supplied', () => {
    expect(findUnsupplied(at(13, { 'ru-1-29-xx': 'A47B19', 'ru-2-29-xx': 'A48B18' }), 'ru')).toEqual([]);
  });
  it('version 12: Osowiec supplies all three', () => {
    expect(findUnsupplied(at(12, three), 'ru')).toEqual([]);
  });
});

describe('rules version 14: the isolation roll counts a fort base for 2 units too (15.5.1, 15.1.2)', () => {
  const isolatedRussians = (version: number, ru: Record<string, string>) => {
    const s = at(version, ru);
    const events: GameEvent[] = [];
    isolationCheck(s, new FixedDice(Array(12).fill(5)), events);
    return events
      .map((e) => ({ type: e.type, ...(e.data as { unit: string; ep: number }) }))
      .filter((e) => e.type === 'isolated' && e.unit.startsWith('ru-'))
      .map((e) => [e.unit, e.ep]);
  };
  it('15.5.1 three Russian units next to Osowiec A47B18: the third by id (ru-2-29-xx) is isolated and rolls 5: −4 EP', () => {
    expect(isolatedRussians(14, three)).toEqual([['ru-2-29-xx', 4]]);
  });
  it('15.5.1 two units next to Osowiec: neither is isolated; version 13 counts the fort for all three', () => {
    expect(isolatedRussians(14, { 'ru-1-29-xx': 'A47B19', 'ru-2-29-xx': 'A48B18' })).toEqual([]);
    expect(isolatedRussians(13, three)).toEqual([]);
  });
});
