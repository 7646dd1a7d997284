import { describe, expect, it } from 'vitest';
import { attackCheckMods, evalAttack, tableCell, tables } from './combat.js';
import { boardOf } from './ctx.js';
import { atk, AUTO, corps, division, fixtureMap, fixturePosition, position, unit } from './testkit.js';
import { ofType, play, refuse } from './testkit.js';
import owc from './index.js';
import type { OwcState } from './state.js';

const map = (o: Parameters<typeof fixtureMap>[0] extends infer T ? Partial<T> : never = {}) =>
  fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14, ...o });
const attackEvent = (ev: { type: string; data: unknown }[]) => ofType(ev as never, 'attack')[0];

describe('attack tables (7.3, 11; MISS-1: ours)', () => {
  it('7.3: agree with every cell the rulebook quotes', () => {
    const t = tables().normal;
    expect(tableCell(t, 4, 1)).toMatchObject({ chance: 10 }); // 7.4.3
    expect(tableCell(t, 4, 2)).toMatchObject({ chance: 8 }); // 7.3
    expect(tableCell(t, 5, 3)).toMatchObject({ chance: 7 }); // 7.4.4
    expect(tableCell(t, 7, 3)).toEqual({ chance: 9, rmod: -1 }); // 8.6.1
    expect(tableCell(t, 8, 3).rmod).toBe(-2); // 9.5.1
    expect(tableCell(t, 8, 4)).toEqual({ chance: 8, rmod: -1 }); // 25.2
    expect(tableCell(t, 8, 5).rmod).toBe(0); // 9.4
  });
  it('7.3, 11: smooth: chance never falls as the attacker grows or rises as the defender grows; repeat attacks are harder', () => {
    const { normal, repeat } = tables();
    for (let a = 1; a <= 20; a++)
      for (let d = 1; d <= 12; d++) {
        const c = tableCell(normal, a, d);
        expect(tableCell(normal, a + 1, d).chance).toBeGreaterThanOrEqual(c.chance);
        expect(tableCell(normal, a, d + 1).chance).toBeLessThanOrEqual(c.chance);
        expect(tableCell(normal, a + 1, d).rmod).toBeLessThanOrEqual(c.rmod);
        expect(tableCell(repeat, a, d).chance).toBeLessThan(Math.max(c.chance, 1) + (c.chance === 0 ? 1 : 0));
        expect(c.chance).toBeGreaterThanOrEqual(1);
        expect(c.chance).toBeLessThanOrEqual(13);
      }
  });
});

describe('attack resolution (7)', () => {
  const tc14 = (): OwcState =>
    fixturePosition(map(), {
      standing: AUTO,
      units: [
        unit('i', 'allies', '1312', { nat: 'DE', sp: 3, r: 10 }),
        division('1dk', 'allies', '1312', { nat: 'DE', arm: 'cavalry', r: 10 }),
        unit('xx', 'russians', '1313'),
      ],
    });
  it('7.3 TC-14: I Corps + 1 DK (4 SP) against XX Corps (2 SP): chance 8; a roll of 8 succeeds', () => {
    const r = play(tc14(), 'allies', [atk('1313', ['i', '1dk'])], [8, 1]);
    expect(attackEvent(r.events)).toMatchObject({ a: 4, d: 2, table: 8, chance: 8 });
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ roll: 8, success: true });
    expect(ofType(r.events, 'retreat')[0].unit).toBe('xx');
  });
  it('7.3 TC-14: ... and a roll of 9 fails: nobody moves; the defender scores 1 VP (A.6)', () => {
    const r = play(tc14(), 'allies', [atk('1313', ['i', '1dk'])], [9]);
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ roll: 9, success: false });
    expect(r.state.units['xx'].hex).toBe('1313');
    expect(r.state.vp).toBe(1);
  });
  it('7.4.3 TC-15: I (clear) + XIII (from marsh) against 35 DPRez in forest: 10 − 1 − 1 = 8', () => {
    const s = fixturePosition(map({ terrain: { '1313': 'forest', '1214': 'marsh' } }), {
      phasing: 'russians',
      standing: AUTO,
      units: [...corps('i russians 1314, xiii russians 1214'), division('35', 'allies', '1313', { nat: 'DE', r: 10 })],
    });
    const e = attackEvent(play(s, 'russians', [atk('1313', ['i', 'xiii'])], [9]).events);
    expect(e).toMatchObject({ a: 4, d: 1, table: 10, chance: 8 });
    expect(e.mods).toEqual([
      { rule: '7.4.1', value: -1, what: 'target-difficult' },
      { rule: '7.4.3', value: -1, what: 'attackers-position:attacker-very-difficult' },
    ]);
  });
  it('7.4.4: −2 covers only 1 of 5 SP, −1 or worse covers 3 of 5: −1 applies (5:3 → 7 − 1 = 6)', () => {
    const m = map({
      sides: [
        ['1212', '1313', 'ridge'],
        ['1312', '1313', 'minor-river'],
      ],
    });
    const s = fixturePosition(m, {
      standing: AUTO,
      units: [
        unit('hauer', 'allies', '1212', { arm: 'cavalry', sp: 1 }),
        ...corps('xvii allies 1312, xi allies 1213'),
        unit('xxi', 'russians', '1313', { sp: 3 }),
      ],
    });
    const e = evalAttack(boardOf(s), '1313', ['hauer', 'xvii', 'xi'], false);
    expect(e).toMatchObject({ a: 5, d: 3, base: 7, chance: 6 });
  });
  it('7.4.6 TC-17: a chance of 12 or more succeeds with no roll (13 − 1 = 12)', () => {
    const s = fixturePosition(map({ terrain: { '1313': 'forest' } }), {
      standing: AUTO,
      units: [
        ...corps('a allies 1312, b allies 1312, c allies 1212, d allies 1212'),
        division('r', 'russians', '1313'),
      ],
    });
    const r = play(s, 'allies', [atk('1313', ['a', 'b', 'c', 'd'])], [1]); // the one die is the defender's check
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ chance: 12, roll: null, success: true });
    expect(r.used).toBe(1);
  });
  it('7.4.6 TC-17: 12 − 1 = 11 fails on a roll of 12', () => {
    const s = fixturePosition(map({ terrain: { '1313': 'forest' } }), {
      standing: AUTO,
      units: [
        unit('a', 'allies', '1312', { sp: 3 }),
        unit('b', 'allies', '1312', { sp: 3 }),
        division('r', 'russians', '1313'),
      ],
    });
    const r = play(s, 'allies', [atk('1313', ['a', 'b'])], [12]);
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ chance: 11, roll: 12, success: false });
  });
  it('7.4.6 TC-17: a chance of 0 or less fails with no roll; 8.5 then checks the weaker attacker at R − 3', () => {
    const s = fixturePosition(map({ terrain: { '1313': 'mountains' } }), {
      standing: AUTO,
      units: [
        division('a', 'allies', '1312'),
        unit('r', 'russians', '1313', { sp: 4 }),
        ...corps('x allies 1710, y russians 1711'),
      ],
    });
    const r = play(s, 'allies', [atk('1313', ['a'])], [7]);
    expect(ofType(r.events, 'attack-result')[0]).toMatchObject({ chance: -1, roll: null, success: false });
    expect(ofType(r.events, 'check')[0]).toMatchObject({ unit: 'a', target: 6, roll: 7, ok: false });
    expect(r.state.units['a'].broken).toBe(true);
  });
  it('8.1.2 TC-18: only broken 1-SP units: they count 1 in total and the chance is +2; with an unbroken corps they count 0', () => {
    const alone = fixturePosition(map(), {
      units: [
        unit('a', 'allies', '1312'),
        division('d1', 'russians', '1313', { broken: true }),
        division('d2', 'russians', '1313', { broken: true }),
      ],
    });
    const e1 = evalAttack(boardOf(alone), '1313', ['a'], false);
    expect(e1.d).toBe(1);
    expect(e1.mods).toContainEqual({ rule: '8.1.2', value: 2, what: 'only-broken-weak' });
    const mixed = fixturePosition(map(), {
      units: [
        unit('a', 'allies', '1312'),
        division('d1', 'russians', '1313', { broken: true }),
        division('d2', 'russians', '1313', { broken: true }),
        unit('c', 'russians', '1313'),
      ],
    });
    const e2 = evalAttack(boardOf(mixed), '1313', ['a'], false);
    expect(e2.d).toBe(2);
    expect(e2.mods.some((m) => m.rule === '8.1.2')).toBe(false);
  });
  it('8.1.2: broken 1-SP units cannot attack on their own', () => {
    const s = fixturePosition(map(), {
      units: [division('a', 'allies', '1312', { broken: true }), ...corps('b allies 1212, r russians 1313')],
    });
    expect(refuse(s, 'allies', [atk('1313', ['a'])])).toMatchObject({ rule: '8.1.2', at: 'orders[0].units' });
  });
  it('12: a hex holding only cavalry is attacked at +1', () => {
    const s = fixturePosition(map(), {
      units: [unit('a', 'allies', '1312'), unit('k', 'russians', '1313', { arm: 'cavalry', sp: 1 })],
    });
    expect(evalAttack(boardOf(s), '1313', ['a'], false).mods).toContainEqual({
      rule: '12',
      value: 1,
      what: 'only-cavalry',
    });
  });
  it('A.3 TC-21: attacking Austro-Hungarian troops in Przemyśl: −4; on success they retreat and check, and nobody pursues into the fortress', () => {
    const s = position({
      phasing: 'russians',
      standing: AUTO,
      units: [
        unit('xiv', 'allies', '3515', { sp: 3 }),
        unit('r1', 'russians', '3516', { sp: 3 }),
        unit('r2', 'russians', '3516', { sp: 3 }),
        unit('r3', 'russians', '3516', { sp: 3 }),
      ],
    });
    const r = play(s, 'russians', [atk('3515', ['r1', 'r2', 'r3'])], [1, 1]);
    expect(attackEvent(r.events).mods).toContainEqual({ rule: 'A.3', value: -4, what: 'fortress' });
    expect(r.state.units['xiv'].hex).not.toBe('3515');
    expect(ofType(r.events, 'check')).toHaveLength(1);
    expect(r.state.pending).toBeNull(); // no pursuit offered
    expect(Object.values(r.state.units).some((u) => u.hex === '3515')).toBe(false);
  });
  it('A.3: a fortified area (Lwów) is attacked at −2', () => {
    const s = position({ phasing: 'russians', units: [unit('xi', 'allies', '3518'), unit('r1', 'russians', '3519')] });
    expect(evalAttack(boardOf(s), '3518', ['r1'], false).mods).toContainEqual({
      rule: 'A.3',
      value: -2,
      what: 'fortified-area',
    });
  });
  it('A.5: an encircled attacking unit gives −2 (by the half-SP rule)', () => {
    // the attacker's hex is walled in by lakes except toward the defender
    const walls: [string, string, 'lake'][] = [
      ['1312', '1212', 'lake'],
      ['1312', '1412', 'lake'],
      ['1312', '1311', 'lake'],
      ['1312', '1411', 'lake'],
      ['1312', '1413', 'lake'],
    ];
    const s = fixturePosition(map({ sides: walls }), {
      units: [unit('a', 'allies', '1312'), unit('r', 'russians', '1313')],
    });
    expect(evalAttack(boardOf(s), '1313', ['a'], false).mods).toContainEqual({
      rule: '7.4.3',
      value: -2,
      what: 'attackers-position:attacker-encircled',
    });
  });
  it('7.1.2: a unit takes part in one attack per phase', () => {
    const s = fixturePosition(map(), {
      standing: AUTO,
      units: [...corps('a allies 1312, b allies 1312, r russians 1313, q russians 1412')],
    });
    const r = play(s, 'allies', [atk('1313', ['a'])], [12]);
    expect(refuse(r.state, 'allies', [atk('1412', ['a', 'b'])])).toMatchObject({
      rule: '7.1.2',
      at: 'orders[0].units[0]',
    });
  });
});

describe('resilience (8)', () => {
  it('8.3/8.4 TC-23: an unbroken attacker with higher R than every defender: −1; a second-line attacker: +1', () => {
    const s = fixturePosition(map(), {
      units: [
        unit('xx', 'allies', '1312', { nat: 'DE', r: 10 }),
        unit('kr', 'allies', '1312', { nat: 'DE', r: 7 }),
        unit('iv', 'russians', '1313'),
        division('72', 'russians', '1313', { r: 7 }),
      ],
    });
    const mods = attackCheckMods(s, ['xx'], ['iv', '72'], 0);
    expect(mods).toEqual([{ rule: '8.3', value: -1 }]);
    expect(9 + mods[0].value).toBe(8); // IV Corps
    expect(7 + mods[0].value).toBe(6); // 72 DP
    expect(attackCheckMods(s, ['xx', 'kr'], ['iv', '72'], 0)).toEqual([
      { rule: '8.3', value: -1 },
      { rule: '8.4', value: 1 },
    ]);
  });
  it('8.5 TC-29: 3 SP against 5 SP fails: every attacker checks at R − 2 and a failure breaks it; the defender scores 1 VP', () => {
    const s = fixturePosition(map(), {
      units: [
        unit('a', 'allies', '1312'),
        division('b', 'allies', '1212'),
        unit('r', 'russians', '1313', { sp: 3 }),
        unit('q', 'russians', '1313'),
      ],
    });
    const r = play(s, 'allies', [atk('1313', ['a', 'b'])], [12, 7, 8]);
    expect(ofType(r.events, 'check').map((c) => [c.unit, c.target, c.ok])).toEqual([
      ['a', 7, true],
      ['b', 7, false],
    ]);
    expect(r.state.units['b'].broken).toBe(true);
    expect(r.state.vp).toBe(1 + 1); // failed attack + the break of a 1-SP unit
  });
  it('8.6.1 TC-25: capitulation of a group on an isolated hex: 3 DPRez (R10) checks at 10 − 1 − 4 = 5; 6+ → both capitulate (2 × SP each)', () => {
    const lakes: [string, string, 'lake'][] = [
      ['1313', '1413', 'lake'],
      ['1313', '1212', 'lake'],
      ['1313', '1312', 'lake'],
    ];
    const m = map({
      sides: lakes,
      terrain: { '1313': 'marsh' },
      towns: [{ hex: '1213', name: 'Twierdza', fortress: 'RU' }],
    });
    const setup = () =>
      fixturePosition(m, {
        phasing: 'russians',
        standing: AUTO,
        units: [
          unit('ii', 'russians', '1214'),
          division('2dp', 'russians', '1214'),
          unit('iiisib', 'russians', '1314', { sp: 3 }),
          unit('icav', 'russians', '1314', { arm: 'cavalry', sp: 1 }),
          unit('torun', 'allies', '1313', { nat: 'DE', r: 7 }),
          division('3dprez', 'allies', '1313', { nat: 'DE', r: 10 }),
        ],
      });
    const s = setup();
    const r = play(s, 'russians', [atk('1313', ['ii', '2dp', 'iiisib', 'icav'])], [9, 6]);
    expect(attackEvent(r.events)).toMatchObject({ a: 7, d: 3, table: 9, rmod: -1, chance: 9 });
    expect(ofType(r.events, 'check')[0]).toMatchObject({ unit: '3dprez', target: 5, roll: 6, ok: false });
    expect(r.state.units['torun'].where).toBe('dead');
    expect(r.state.units['3dprez'].where).toBe('dead');
    expect(r.state.vp).toBe(2 * 2 + 2 * 1);
    // 1–5: 3 DPRez holds; Toruń checks at 7 − 1 − 4 = 2: a 3 breaks it, and it stays
    const r2 = play(setup(), 'russians', [atk('1313', ['ii', '2dp', 'iiisib', 'icav'])], [9, 5, 3]);
    expect(ofType(r2.events, 'check').map((c) => [c.unit, c.target, c.ok])).toEqual([
      ['3dprez', 5, true],
      ['torun', 2, false],
    ]);
    expect(r2.state.units['torun']).toMatchObject({ hex: '1313', broken: true });
    expect(r2.state.units['3dprez'].hex).toBe('1313');
  });
});

describe('declaring attacks (7.1.1, 7.2)', () => {
  const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 });
  it('7.1.1: attack orders on the same hex in one batch are one attack with all their units; another hex in the same batch is refused (7.2)', () => {
    const s = fixturePosition(m, {
      standing: AUTO,
      units: [...corps('a allies 1312, b allies 1212, r russians 1313, q russians 1413')],
    });
    const r = play(s, 'allies', [atk('1313', ['a']), atk('1313', ['b'])], [12]);
    expect(attackEvent(r.events)).toMatchObject({ attackers: ['a', 'b'], a: 4 });
    expect(refuse(s, 'allies', [atk('1313', ['a']), atk('1413', ['b'])])).toMatchObject({
      rule: '7.2',
      at: 'orders[1].target',
    });
    expect(refuse(s, 'allies', [atk('1313', ['a']), atk('1313', ['a'])])).toMatchObject({ rule: '7.1.2' });
  });
  it('the options offer each attacker with the hexes it may attack', () => {
    const s = fixturePosition(m, {
      units: [...corps('a allies 1312, b allies 1212, r russians 1313, q russians 1413')],
    });
    const o = owc.view(s, 'allies').options;
    expect(
      o.choices
        .find((c) => c.id === 'attacker-a')
        ?.targets?.map((t) => t.cell)
        .sort(),
    ).toEqual(['1313', '1413']);
    expect(o.maxOrders).toBe(2);
  });
});
