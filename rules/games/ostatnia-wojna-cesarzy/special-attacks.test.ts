import { describe, expect, it } from 'vitest';
import type { OwcOrder } from './orders.js';
import { AUTO, fixtureMap, fixturePosition, hq, ofType, play, refuse, unit } from './testkit.js';
import type { OwcState } from './state.js';

/** Rule 23 on a small all-clear map: rows 10–13 are the Galician front, rows 14–18 the Polish one. */
const map = () => {
  const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 });
  for (const h of m.hexes) if (h.id >= '1400') h.front = 'P';
  return m;
};
const pos = (p: Record<string, unknown>, rules = ['core', 'special-attacks', 'supply']): OwcState =>
  fixturePosition(map(), {
    rules,
    standing: AUTO,
    phase: 'attack',
    supply: { income: { allies: 16, russians: 12 }, levels: { allies: { G: 12, P: 12 }, russians: { G: 12, P: 12 } } },
    ...p,
  });
const attack = (
  target: string,
  units: string[],
  more: Partial<Extract<OwcOrder, { type: 'attack' }>> = {},
): OwcOrder => ({
  type: 'attack',
  target,
  units,
  ...more,
});
const chanceOf = (r: { events: { type: string; data: unknown }[] }) => ofType(r.events as never, 'attack')[0];

describe('23.1 artillery (Allies)', () => {
  /** three Allied corps on the Polish front, each facing a Russian corps; one more pair on the Galician front */
  const guns = () =>
    pos({
      units: [
        unit('a1', 'allies', '1512'),
        unit('r1', 'russians', '1513'),
        unit('a2', 'allies', '1712'),
        unit('r2', 'russians', '1713'),
        unit('a3', 'allies', '1112'),
        unit('r3', 'russians', '1113'),
      ],
    });
  it('23.1 TC-31: +1 chance, defender R −1, 1 SuP on the front', () => {
    const plain = chanceOf(play(guns(), 'allies', [attack('1513', ['a1'])], [12]));
    const r = play(guns(), 'allies', [attack('1513', ['a1'], { artillery: true })], [1, 12]);
    const e = chanceOf(r);
    expect(e.chance).toBe(plain.chance + 1);
    expect(e.mods).toContainEqual({ rule: '23.1', value: 1, what: 'artillery' });
    // the defender's check after its retreat carries the −1 (roll 12 fails anyway)
    expect(ofType(r.events, 'check')[0].mods).toContainEqual({ rule: '23.1', value: -1 });
    expect(ofType(r.events, 'supply-cost').map((c) => [c.why, c.sup, c.front])).toEqual([
      ['limited', 3, 'P'],
      ['artillery', 1, 'P'],
    ]);
  });
  it('23.1 TC-31: a second artillery attack on the Polish front in one turn is refused; on another front it is legal', () => {
    const s = play(guns(), 'allies', [attack('1513', ['a1'], { artillery: true })], [12]).state;
    expect(refuse(s, 'allies', [attack('1713', ['a2'], { artillery: true })])).toMatchObject({
      rule: '23.1',
      at: 'orders[0].artillery',
    });
    expect(chanceOf(play(s, 'allies', [attack('1113', ['a3'], { artillery: true })], [12])).mods).toContainEqual({
      rule: '23.1',
      value: 1,
      what: 'artillery',
    });
  });
  it('23.1 TC-31: with no commanded attacker artillery is refused; the Russians have none', () => {
    const s = pos(
      { units: [unit('a1', 'allies', '1512'), unit('r1', 'russians', '1513'), hq('hq', 'allies', '1010', 1)] },
      ['core', 'special-attacks', 'supply', 'command'],
    );
    expect(refuse(s, 'allies', [attack('1513', ['a1'], { artillery: true })]).rule).toBe('23.1');
    const ru = pos({ phasing: 'russians', units: [unit('a1', 'allies', '1512'), unit('r1', 'russians', '1513')] });
    expect(refuse(ru, 'russians', [attack('1512', ['r1'], { artillery: true })]).rule).toBe('23.1');
  });
  it('23: no special attacks where the scenario has no rule 23', () => {
    const s = pos({ units: [unit('a1', 'allies', '1512'), unit('r1', 'russians', '1513')] }, ['core', 'supply']);
    expect(refuse(s, 'allies', [attack('1513', ['a1'], { artillery: true })]).rule).toBe('23');
  });
});

describe('23.2 desperate attack (Russians)', () => {
  const desperate = (sp: number) =>
    pos({
      phasing: 'russians',
      units: [
        unit('r1', 'russians', '1513', { sp }),
        unit('r2', 'russians', '1713', { sp: 4 }),
        unit('a1', 'allies', '1512'),
        unit('a2', 'allies', '1712'),
      ],
    });
  it('23.2 TC-30: with 3 SP it is refused', () => {
    expect(refuse(desperate(3), 'russians', [attack('1512', ['r1'], { special: 'desperate' })])).toMatchObject({
      rule: '23.2',
      at: 'orders[0].special',
    });
  });
  it("23.2 TC-30: with 4 SP: +2; after the defender's retreat every attacker checks at R − 2, before pursuit", () => {
    const r = play(desperate(4), 'russians', [attack('1512', ['r1'], { special: 'desperate' })], [1, 1, 8]);
    expect(chanceOf(r).mods).toContainEqual({ rule: '23.2', value: 2, what: 'desperate' });
    const checks = ofType(r.events, 'check');
    expect(checks.map((c) => c.unit)).toEqual(['a1', 'r1']);
    expect(checks[1]).toMatchObject({ target: 7, roll: 8, ok: false });
    expect(r.state.units.r1.broken).toBe(true);
  });
  it('23.2, 23.4 TC-30: a second desperate attack in the same Russian turn is refused', () => {
    const s = play(desperate(4), 'russians', [attack('1512', ['r1'], { special: 'desperate' })], [12, 1]).state;
    expect(refuse(s, 'russians', [attack('1712', ['r2'], { special: 'desperate' })]).rule).toBe('23.4');
  });
  it('23.2 (AMB-37): failing against superior forces, one check per attacker at R − 2 − the SP difference', () => {
    const s = pos({
      phasing: 'russians',
      units: [
        unit('r1', 'russians', '1513', { sp: 4 }),
        { ...unit('a1', 'allies', '1512', { sp: 4 }) },
        unit('a2', 'allies', '1512', { sp: 2 }),
      ],
    });
    const r = play(s, 'russians', [attack('1512', ['r1'], { special: 'desperate' })], [12, 1]);
    expect(ofType(r.events, 'check')).toEqual([
      expect.objectContaining({
        unit: 'r1',
        mods: [
          { rule: '23.2', value: -2 },
          { rule: '8.5', value: -2 },
        ],
      }),
    ]);
  });
});

describe('23.3 determined attack (Allies)', () => {
  const determined = () =>
    pos({
      units: [
        unit('de1', 'allies', '1512', { nat: 'DE', r: 10 }),
        unit('ah1', 'allies', '1512'),
        unit('r1', 'russians', '1513'),
      ],
    });
  it('23.3: +2; the named R-10/11 attackers (2 SP) are broken whatever the result', () => {
    const r = play(
      determined(),
      'allies',
      [attack('1513', ['de1', 'ah1'], { special: 'determined', breaks: ['de1'] })],
      [12],
    );
    expect(chanceOf(r).mods).toContainEqual({ rule: '23.3', value: 2, what: 'determined' });
    expect(ofType(r.events, 'attack-result')[0].success).toBe(false);
    expect(r.state.units.de1.broken).toBe(true);
    expect(r.state.units.ah1.broken).toBe(false);
  });
  it('23.3 (AMB-28): only unbroken R-10/11 attackers of at least 2 printed SP', () => {
    expect(
      refuse(determined(), 'allies', [attack('1513', ['de1', 'ah1'], { special: 'determined', breaks: ['ah1'] })]),
    ).toMatchObject({ rule: '23.3', at: 'orders[0].breaks[0]' });
    expect(refuse(determined(), 'allies', [attack('1513', ['de1', 'ah1'], { special: 'determined' })]).rule).toBe(
      '23.3',
    );
  });
});
