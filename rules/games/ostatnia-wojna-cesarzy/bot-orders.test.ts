import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { at, bot, of } from './bot-testkit.js';
import { botSeatDecision } from './bot-f.js';
import { commanderSeat } from './seats.js';
import { boardOf, defOf } from './ctx.js';
import owc from './index.js';
import { division, play, type PosUnit, scenarioAt, unit } from './testkit.js';

/**
 * The bot's patrols (17.2), corps break-down (27) and razing of trenches (24.2), on a small all-clear
 * map (Galician front G; Austro-Hungarian up to column 13). Around 1313 lie 1213 1214 1314 1413 1312 1212.
 */
const hidden = (u: PosUnit): PosUnit => ({ ...u, concealed: true });
const moved = (u: PosUnit): PosUnit => ({ ...u, moved: true });
/** a position of scenario B's rule groups 16 and 17 (its boxes: 6 Allied patrols, 4 Russian) */
const withPatrols = (units: PosUnit[]) =>
  at('move', units, { scenario: 'B', rules: ['core', 'concealment', 'patrols'] });

describe('17.2: patrols', () => {
  it('17.2: at the end of its movement it puts a patrol on each face-down unit out of contact: the one it turned face down, the one face down already; not in contact, not on a face-up one', () => {
    const s = withPatrols([
      moved(unit('far', 'allies', '1013')), // 4 hexes from 1413: the bot turns it face down
      moved(hidden(unit('down', 'allies', '1011'))),
      moved(unit('near', 'allies', '1213')), // 2 hexes: stays face up
      moved(hidden(unit('touch', 'allies', '1314'))), // beside 1413: in contact
      unit('r', 'russians', '1413'),
    ]);
    const os = bot(s, 'allies');
    expect(of(os, 'place-patrol').map((o) => o.hex)).toEqual(['1013', '1011']); // nearest the enemy first
    const after = play(s, 'allies', os).state;
    const patrols = Object.values(after.units).filter((u) => u.id.startsWith('al-p') && u.where === 'map');
    expect(patrols.map((u) => [u.hex, u.concealed]).sort()).toEqual([
      ['1011', true],
      ['1013', true],
    ]);
  });
  it('17.2: it leaves a place in the stack (5.3): no patrol on a hex of three', () => {
    const s = withPatrols([
      ...['x1', 'x2', 'x3'].map((id) => moved(hidden(unit(id, 'allies', '1011')))),
      unit('r', 'russians', '1413'),
    ]);
    expect(of(bot(s, 'allies'), 'place-patrol')).toEqual([]);
  });
  it('17: a patrol marches as a picket: two hexes from the enemy, never beside it, not onto a scoring hex', () => {
    const s = withPatrols([
      { ...unit('al-p1', 'allies', '1010', { size: 'patrol', sp: 0, r: 1, cl: false }), concealed: true },
      unit('r', 'russians', '1413'),
    ]);
    const march = of(bot(s, 'allies'), 'move').find((o) => o.unit === 'al-p1');
    const end = march?.path.at(-1) ?? '1010';
    expect(end).not.toBe('1010');
    expect(boardOf(s).m.grid.distance(end, '1413')).toBe(2);
  });
  it('17.2 with F.1: each Allied seat puts its patrols only on face-down units it commands, and the join takes both parts as they are', () => {
    let s = scenarioAt('F', {
      phase: 'move',
      stage: 5,
      units: [
        { id: 'de-xx', hex: '3306', concealed: true },
        { id: 'ah-i', hex: '3409', concealed: true },
        { id: 'ru-xvi', hex: '2815' },
      ],
    });
    const chosen: [string, string][] = [];
    for (const seat of ['germans', 'austro-hungarians']) {
      expect(owc.status(s).waitingFor).toEqual([seat]);
      const d = botSeatDecision(s, seat, new SeededDice(1));
      expect(d.via).toBe('bot');
      chosen.push(...of(d.batch.orders, 'place-patrol').map((o): [string, string] => [seat, o.hex]));
      const r = owc.apply(s, seat, d.batch, new SeededDice(1));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
    }
    expect(new Set(chosen.map(([seat]) => seat))).toEqual(new Set(['germans', 'austro-hungarians']));
    // once joined, every hex a seat chose holds a face-down unit that seat commands (not a patrol)
    for (const [seat, hex] of chosen)
      expect(
        Object.values(s.units).some(
          (u) =>
            u.where === 'map' &&
            u.hex === hex &&
            u.concealed &&
            defOf(s, u.id).size !== 'patrol' &&
            commanderSeat(s, u.id) === seat,
        ),
      ).toBe(true);
  });
});

describe('27: corps break-down', () => {
  /** corps c (2-9, two 1-9 divisions d1 d2) in `hex`; the Allies hold objectives 1312 and 1112; a 4-SP Russian in 1512 */
  const breakdownAt = (units: PosUnit[], objectives = ['1312', '1112']) => {
    const s = at('move', [...units, unit('r', 'russians', '1512', { sp: 4 })], {
      rules: ['core', 'breakdown'],
      corps: { c: ['d1', 'd2'] },
    });
    return {
      ...s,
      objectives: objectives.map((hex) => ({ hex, side: 'allies' as const, vp: 3 })),
      control: { ...s.control, ...Object.fromEntries(objectives.map((h) => [h, 'allies' as const])) },
    };
  };
  const divs = (hex: string, inCorps: boolean): PosUnit[] =>
    ['d1', 'd2'].map((d) => ({ ...division(d, 'allies', hex, { r: 9 }), ...(inCorps ? { split: true } : {}) }));
  it('27: holding one objective with another unheld two hexes off, the corps breaks down at the start of its march and a division garrisons each', () => {
    const s = breakdownAt([unit('c', 'allies', '1312'), ...divs('1312', true)]);
    const os = bot(s, 'allies');
    expect(os[0]).toEqual({ type: 'split', unit: 'c' });
    const after = play(s, 'allies', os).state;
    expect([after.units.d1.hex, after.units.d2.hex].sort()).toEqual(['1112', '1312']);
  });
  it('27: with one post only (no second objective) it stays a corps; divisions standing together recombine', () => {
    const whole = breakdownAt([unit('c', 'allies', '1312'), ...divs('1312', true)], ['1312']);
    expect(of(bot(whole, 'allies'), 'split')).toEqual([]);
    const apart = breakdownAt(
      [{ ...unit('c', 'allies', '1312'), hex: undefined, split: true }, ...divs('1312', false)],
      ['1312'],
    );
    const os = bot(apart, 'allies');
    expect(os[0]).toEqual({ type: 'merge', corps: 'c', units: ['d1', 'd2'] });
    expect(play(apart, 'allies', os).state.units.c).toMatchObject({ where: 'map', hex: '1312' });
  });
});

describe('27 in the supply phase', () => {
  const SUPPLY = { income: { allies: 4, russians: 4 }, levels: { allies: { G: 14 }, russians: { G: 14 } } };
  /** corps c broken down: its divisions d1 d2 (1-9 infantry) in 1313; a 2-SP Russian corps in `enemy` */
  const splitAt = (enemy: string, rulesVersion?: number) => ({
    ...at(
      'supply',
      [
        { ...unit('c', 'allies', '1313'), hex: undefined, split: true },
        ...['d1', 'd2'].map((d) => division(d, 'allies', '1313', { r: 9 })),
        unit('r', 'russians', enemy, { sp: 2 }),
      ],
      { rules: ['core', 'supply', 'trenches', 'breakdown'], corps: { c: ['d1', 'd2'] }, supply: SUPPLY },
    ),
    ...(rulesVersion ? { rulesVersion } : {}),
  });
  it('27, 24: divisions standing together beside an enemy corps as strong as they are recombine in the supply batch, and the corps digs in in the same batch', () => {
    const s = splitAt('1413');
    const os = bot(s, 'allies');
    const merge = os.findIndex((o) => o.type === 'merge');
    expect(os[merge]).toEqual({ type: 'merge', corps: 'c', units: ['d1', 'd2'] });
    expect(of(os, 'trench')).toEqual([{ type: 'trench', units: ['c'], facing: '1413' }]);
    expect(merge).toBeLessThan(os.findIndex((o) => o.type === 'trench')); // 27 before 24: only a corps builds
    const after = play(s, 'allies', os).state;
    // the corps stands again and its marker faces the enemy (the turn has passed on: its `dug` is cleared)
    expect(after.units.c).toMatchObject({ where: 'map', hex: '1313' });
    expect(after.works!.trenches['1313']).toEqual(['1312', '1314', '1413']);
  });
  it('27: out of contact (the enemy 3 hexes off) they stay divisions until the movement phase decides (rules version 2 on)', () => {
    expect(of(bot(splitAt('1613'), 'allies'), 'merge')).toEqual([]);
  });
  it('27 (rules version 1: no break-down at the start of movement): the movement-start choice is made in the supply batch', () => {
    // one post only (no objective): a corps again, though out of contact
    const os = bot(splitAt('1613', 1), 'allies');
    expect(of(os, 'merge')).toEqual([{ type: 'merge', corps: 'c', units: ['d1', 'd2'] }]);
  });
});

describe('24.2: razing trenches', () => {
  const SUPPLY = { income: { allies: 4, russians: 4 }, levels: { allies: { G: 14 }, russians: { G: 14 } } };
  /** a 2-SP Allied corps in 1313, whose trench covers `cover`; a 4-SP Russian two hexes east in 1513 */
  const razeAt = (cover: string[]) => {
    const s = at('supply', [unit('a1', 'allies', '1313'), unit('r1', 'russians', '1513', { sp: 4 })], {
      rules: ['core', 'supply', 'trenches'],
      supply: SUPPLY,
    });
    s.works!.trenches['1313'] = cover;
    return s;
  };
  it('24.2: a trench facing away from the enemy two hexes off (it would shield him, should he take the hex) is razed, free, by the corps that stays there', () => {
    const s = razeAt(['1212', '1213', '1312']);
    const os = bot(s);
    expect(of(os, 'untrench')).toEqual([{ type: 'untrench', unit: 'a1' }]);
    const after = play(s, 'allies', os).state;
    expect(after.works!.trenches['1313']).toBeUndefined();
    expect(after.supply!.level.allies.G).toBe((s.supply!.level.allies.G ?? 0) + 4);
  });
  it('24.2: one that covers the side toward the enemy stays', () => {
    expect(of(bot(razeAt(['1314', '1413', '1414'])), 'untrench')).toEqual([]);
  });
});

describe('16.2: revealing its own units by choice', () => {
  it('16.2: at the end of its movement it turns face up a face-down 3-SP corps beside a 2-SP enemy (its control lines count again, 16.3), not a 1-SP one beside it, nor a patrol', () => {
    const s = withPatrols([
      moved(hidden(unit('strong', 'allies', '1313', { sp: 3 }))),
      moved(hidden(unit('weak', 'allies', '1414', { sp: 1 }))),
      moved({ ...unit('al-p1', 'allies', '1313', { size: 'patrol', sp: 0, r: 1, cl: false }), concealed: true }),
      unit('spare', 'allies', '1010'), // far off, free to march: the phase is the Allies' to play
      unit('r', 'russians', '1413'),
    ]);
    expect(s.await).toEqual({ side: 'allies', kind: 'move' });
    const os = bot(s, 'allies');
    expect(of(os, 'reveal')).toEqual([{ type: 'reveal', units: ['strong'] }]);
    const after = play(s, 'allies', os).state;
    expect([after.units.strong.concealed, after.units.weak.concealed, after.units['al-p1'].where]).toEqual([
      undefined,
      true,
      'map',
    ]);
  });
});

describe('24 with F.2: an Allied seat digs in its own supply part', () => {
  it("24, F.1, F.2: Kraków's Austro-Hungarian corps, three Russian corps a march off, is dug in by the Austro-Hungarian seat's supply part, not by the German's", () => {
    let s = scenarioAt('F', {
      phase: 'supply',
      stage: 5,
      phasing: 'allies',
      units: [
        { id: 'ah-i', hex: '3409' },
        { id: 'de-xx', hex: '3306' },
        ...['ru-xvi', 'ru-xvii', 'ru-xix'].map((id) => ({ id, hex: '3510' })),
      ],
    });
    const parts: Record<string, ReturnType<typeof botSeatDecision>['batch']['orders']> = {};
    for (const seat of ['germans', 'austro-hungarians']) {
      const d = botSeatDecision(s, seat, new SeededDice(1));
      expect(d.via).toBe('bot');
      parts[seat] = d.batch.orders;
      const r = owc.apply(s, seat, d.batch, new SeededDice(1));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
    }
    // the German's part is its share of the plan alone (ah-i is not its unit, F.1)
    expect(parts.germans.map((o) => o.type)).toEqual(['supply']);
    expect(of(parts['austro-hungarians'], 'trench')).toEqual([{ type: 'trench', units: ['ah-i'], facing: '3410' }]);
    // joined: the marker covers the three sides towards the Russians (AMB-14), the corps may not move (24)
    expect(s.works!.trenches['3409']).toEqual(['3310', '3410', '3509']);
    expect(s.units['ah-i'].dug).toBe(true);
  });
});
