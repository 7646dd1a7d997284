import { describe, expect, it } from 'vitest';
import type { Dice } from '../../core/contract.js';
import { worthFirst } from './bot-worth.js';
import { boardOf } from './ctx.js';
import owc from './index.js';
import { marchTargets, movers, obligations } from './movement.js';
import { cheapestFirst, dutyMarches } from './phases/duty.js';
import { heldAtStart } from './phases/movement.js';
import { commanderSeat } from './seats.js';
import type { OwcState } from './state.js';

/** 5.3 with F.1: the movement duties as marches (phases/duty.ts), chosen by the rules, not by the bot */
const SIXES: Dice = { roll: () => 6 };
const ah = ['ah-i', 'ah-iv', 'ah-xvii'];
const de = ['de-xx', 'de-xi'];
const at = (version?: number): OwcState =>
  owc.setup(
    'F',
    {
      position: {
        phase: 'move',
        stage: 5,
        units: [...[...ah, ...de].map((id) => ({ id, hex: '3306' })), { id: 'ru-xvi', hex: '2815' }],
      },
    },
    SIXES,
    version === undefined ? undefined : { rulesVersion: version },
  );
const isAh = (s: OwcState) => (u: string) => commanderSeat(s, u) === 'austro-hungarians';

describe('5.3 duty marches (phases/duty.ts)', () => {
  it('5.3: five Allied corps in 3306 (three Austro-Hungarian): one must leave; the Austro-Hungarian alone can clear it', () => {
    const s = at();
    const b = boardOf(s);
    const must = obligations(s, b, 'allies', movers(s, b, 'allies', null), heldAtStart(s));
    expect(must.overstack).toEqual([{ hex: '3306', excess: 1, units: expect.arrayContaining([...ah, ...de]) }]);
  });
  it('5.3: the rules’ choice sends the first Austro-Hungarian of the overstack on its cheapest march, then the lowest hex', () => {
    const s = at();
    const orders = dutyMarches(s, 'allies', isAh(s));
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual({ type: 'pass' });
    const m = orders[0] as { type: 'move'; unit: string; path: string[] };
    expect(ah).toContain(m.unit);
    const best = cheapestFirst(s, m.unit, (h) => h !== '3306', heldAtStart(s))[0];
    expect(m.path).toEqual(best.path);
    const costs = marchTargets(s, boardOf(s), m.unit, heldAtStart(s)).map((t) => t.cost);
    expect(best.cost).toBe(Math.min(...costs));
    // the Allies' batch of these marches meets 5.3
    expect(owc.apply(s, 'germans', { orders: [{ type: 'pass' }] }, SIXES).ok).toBe(true);
  });
  it('5.3: the German’s units are not his ally’s to move (F.1): only Austro-Hungarians march', () => {
    const s = at();
    const moved = dutyMarches(s, 'allies', isAh(s)).flatMap((o) => (o.type === 'move' ? [o.unit] : []));
    expect(moved.every((u) => ah.includes(u))).toBe(true);
  });
  it('5.3 in 3306: the rules send ah-i one hex to 3206 (rules version 4); the bot’s liking, which version 3 judged by, sends it on to 3006', () => {
    const s = at(3);
    expect(dutyMarches(s, 'allies', isAh(s))).toEqual([
      { type: 'move', unit: 'ah-i', path: ['3206'] },
      { type: 'pass' },
    ]);
    expect(dutyMarches(s, 'allies', isAh(s), worthFirst('allies'))).toEqual([
      { type: 'move', unit: 'ah-i', path: ['3206', '3106', '3006'] },
      { type: 'pass' },
    ]);
  });
});
