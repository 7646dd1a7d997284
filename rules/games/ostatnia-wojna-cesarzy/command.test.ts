import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { indexMap } from './mapindex.js';
import { commanded, commandersOf, hqBreakChecks, mayMoveTowardHq, towardHq } from './command.js';
import { attackBreakdown } from './attack-breakdown.js';
import { evalAttack, retreatOptions } from './combat.js';
import { fixtureMap, hq, position, unit, type PosUnit } from './testkit.js';

const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 0 });
const board = (units: PosUnit[], rules = ['core', 'command'], m = map) =>
  boardOf(position({ map: m, area: null, rules, units, phase: 'move', stage: 1 }));
/** the same map on Austro-Hungarian soil: the Allies' own edges do not encircle them (13) */
const ahMap = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 12 });
const ru = (id: string, hex: string, r: number, o = {}) => unit(id, 'russians', hex, { r, ...o });

describe('21 Army HQs and command', () => {
  // the 21.3 example's shape: 1st Army HQ (CR 2) at 1205; III Corps (R 9) and XXVI Corps (R 7) within
  // its range; the Guard Cavalry Corps beyond it; II Caucasian Corps within it but nearer the 10th Army HQ
  const army = (): PosUnit[] => [
    hq('ru-1a', 'russians', '1205', 2),
    ru('ru-iii', '1206', 9),
    ru('ru-xxvi', '1305', 7),
    ru('ru-gdc', '1209', 9, { arm: 'cavalry' }),
    hq('ru-10a', 'russians', '1202', 3),
    ru('ru-iic', '1203', 9),
  ];
  it('TC-39 21.3: the 1st Army HQ breaks: III Corps checks at 9 − 2 = 7, XXVI at 7 − 2 = 5; the Guard Cavalry (out of range) and II Caucasian (nearer the 10th Army HQ) do not', () => {
    const b = board(army());
    expect(hqBreakChecks(b, 'ru-1a')).toEqual([
      { unit: 'ru-iii', against: 7 },
      { unit: 'ru-xxvi', against: 5 },
    ]);
  });
  it('TC-39 21.3: a second HQ breaking nearby in the same player-turn does not check III or XXVI again', () => {
    const b = board([...army(), hq('ru-2a', 'russians', '1306', 2)]);
    const first = hqBreakChecks(b, 'ru-1a');
    const done = new Set(first.map((c) => c.unit));
    expect(hqBreakChecks(b, 'ru-2a', done).map((c) => c.unit)).not.toContain('ru-iii');
    expect(hqBreakChecks(b, 'ru-2a', done).map((c) => c.unit)).not.toContain('ru-xxvi');
  });
  it('21.1: commanded within the command range of an own HQ; not beyond it, not across nationalities, not when encircled', () => {
    const b = board([...army(), unit('de-x', 'allies', '1010', { nat: 'DE' })]);
    expect(commanded(b, 'ru-iii')).toBe(true);
    expect(commanded(b, 'ru-gdc')).toBe(false); // 4 hexes from the 1st Army HQ, 7 from the 10th
    expect(commandersOf(b, 'ru-iic').map((c) => c.hq)).toEqual(['ru-10a', 'ru-1a']);
    const ah = board(
      [
        hq('ah-2a', 'allies', '1205', 3, { nat: 'AH' }),
        unit('de-y', 'allies', '1206', { nat: 'DE' }),
        unit('pl-1', 'allies', '1207', { nat: 'PL', size: 'brigade', sp: 1 }),
      ],
      undefined,
      ahMap,
    );
    expect(commanded(ah, 'de-y')).toBe(false); // a German corps under an Austro-Hungarian HQ: 21.6, not yet
    expect(commanded(ah, 'pl-1')).toBe(true); // the Legions answer to the Austro-Hungarian HQs
    // III Corps encircled by a ring of German corps: uncommanded
    const ring = indexMap(map)
      .grid.neighbours('1207')
      .map((h, i) => unit(`de-${i}`, 'allies', h, { nat: 'DE' }));
    const enc = board([hq('ru-1a', 'russians', '1205', 2), ru('ru-iii', '1207', 9), ...ring]);
    expect(commanded(enc, 'ru-iii')).toBe(false);
  });
  it('21.2: a concealed HQ commands nobody; scenario A (no command group) treats every unit as commanded', () => {
    const open = [hq('ah-2a', 'allies', '1205', 3), unit('ah-x', 'allies', '1206')];
    expect(commanded(board(open, undefined, ahMap), 'ah-x')).toBe(true);
    expect(commanded(board([{ ...open[0], concealed: true }, open[1]], undefined, ahMap), 'ah-x')).toBe(false);
    expect(commanded(board([unit('ah-x', 'allies', '1206')], ['core']), 'ah-x')).toBe(true);
  });
  it('21.1.1: an uncommanded attacking unit gives −2 (by the half-SP rule, AMB-12); a commanded one nothing', () => {
    const half = (m: { rule: string; what: string }) => m.what.endsWith('uncommanded');
    const b = board(
      [
        hq('ah-2a', 'allies', '1205', 2),
        unit('a', 'allies', '1206'),
        unit('far', 'allies', '1210'),
        ru('r', '1211', 9),
        ru('q', '1207', 9),
      ],
      undefined,
      ahMap,
    );
    const far = evalAttack(b, '1211', ['far'], false);
    expect(far.mods.filter(half)).toEqual([{ rule: '7.4.3', value: -2, what: 'attackers-position:uncommanded' }]);
    // the page's breakdown names it in both languages
    expect(attackBreakdown(far).find((m) => m.rule === '7.4.3')).toMatchObject({
      value: -2,
      label: {
        pl: 'położenie atakujących: atakujący bez dowództwa',
        en: "attackers' position: attacker out of command",
      },
    });
    expect(evalAttack(b, '1207', ['a'], false).mods.filter(half)).toEqual([]);
  });
  it('21.1.2: an uncommanded unit retreats with −1 at the start and −1 at the end, as if encircled', () => {
    const parts = (b: ReturnType<typeof board>) =>
      retreatOptions(b, 'r', 2, new Set())[0].parts.filter((p) => p.rule === '21.1.2');
    const alone = board([unit('a', 'allies', '1206'), ru('r', '1207', 9)]); // on Russian soil: not encircled
    expect(parts(alone)).toEqual([
      { rule: '21.1.2', value: -1 },
      { rule: '21.1.2', value: -1 },
    ]);
    const led = board([unit('a', 'allies', '1206'), ru('r', '1207', 9), hq('ru-1a', 'russians', '1209', 4)]);
    expect(parts(led)).toEqual([]);
  });
  it('TC-19 21.2: an HQ fights as a broken 1-SP unit: alone (unbroken) it defends at 1 with +2 against it; beside a corps it adds nothing', () => {
    const alone = board([hq('ru-1a', 'russians', '1207', 2), unit('a', 'allies', '1206')]);
    const e = evalAttack(alone, '1207', ['a'], false);
    expect(e.d).toBe(1);
    expect(e.mods.some((m) => m.rule === '8.1.2' && m.value === 2)).toBe(true);
    const beside = board([hq('ru-1a', 'russians', '1207', 2), ru('ru-iii', '1207', 9), unit('a', 'allies', '1206')]);
    expect(evalAttack(beside, '1207', ['a'], false).d).toBe(2);
  });
  it('21.4, 21.5: a step toward an own HQ holding the unit in its range counts as toward it; broken units may not use 21.5', () => {
    const b = board([
      hq('ru-1a', 'russians', '1205', 2),
      ru('ru-iii', '1207', 9),
      ru('ru-b', '1306', 9),
      ru('ru-far', '1210', 9),
    ]);
    b.s.units['ru-b'].broken = true; // (a fresh state of this test's own)
    expect(towardHq(b, 'ru-iii', '1207', '1206')).toBe('ru-1a');
    expect(towardHq(b, 'ru-iii', '1207', '1208')).toBeNull(); // away from it
    expect(towardHq(b, 'ru-far', '1210', '1209')).toBeNull(); // out of its range at the start of the step
    expect(mayMoveTowardHq(b, 'ru-iii', '1207', '1206')).toBe(true);
    expect(mayMoveTowardHq(b, 'ru-b', '1306', '1205')).toBe(false);
  });
});
