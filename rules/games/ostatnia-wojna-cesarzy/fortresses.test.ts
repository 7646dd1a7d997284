import { describe, expect, it } from 'vitest';
import { AUTO, fixturePosition, hq, ofType, play, refuse, unit, type PosUnit } from './testkit.js';
import { de, FORT, fortMap, fortPos, OPEN, RING } from './testkit-fortress.js';
import { indexMap } from './mapindex.js';
import { tableCell, tables } from './combat.js';

/**
 * Rule 25 on a small clear map. The Russian fortress stands in 1414 (strength 2, as Kowno in the
 * 25.2 example); German corps hold five of its six neighbours, so the sixth (1413's side is left
 * open) is cut off by their control lines: the fortress is encircled without being surrounded.
 */
const map = fortMap;
const ring = RING;
const pos = fortPos;
/** four German corps (8 SP, R 10) next to the fortress, a fifth closing the ring without attacking */
const germans = (): PosUnit[] => [
  ...ring.slice(1).map((h, i) => de(`de${i}`, h)),
  hq(
    'de-9a',
    'allies',
    indexMap(map())
      .grid.neighbourCells(ring[3])
      .find((x) => !ring.includes(x) && x !== FORT)!,
    3,
    {
      nat: 'DE',
    },
  ),
];
const attackers = ['de0', 'de1', 'de2', 'de3'];
/** German corps around the open hex too: the fortress and the open hex are one pocket, encircled, not surrounded */
const wall = (): PosUnit[] =>
  indexMap(map())
    .grid.neighbourCells(OPEN)
    .filter((x) => x !== FORT && !ring.includes(x))
    .map((h, i) => de(`dx${i}`, h));
/** the Russian 1st Army HQ in the pocket, within its command range of the fortress: not isolated (25.1) */
const hqIn = (): PosUnit => hq('ru-1a', 'russians', OPEN, 2);

describe('25.2 attack on a fortress', () => {
  it('25.2 Kowno: 8 SP with artillery on strength 2 + XX (2 SP, R 9): defender 4, chance table + 1 only, check R = 7', () => {
    const s = pos([...germans(), ...wall(), unit('xx', 'russians', FORT), hqIn()]);
    const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: attackers, artillery: true }], [1, 8]);
    const a = ofType(r.events, 'attack')[0];
    expect([a.a, a.d]).toEqual([8, 4]);
    expect(a.chance).toBe(tableCell(tables().normal, 8, 4).chance + 1);
    expect(a.mods).toEqual([{ rule: '23.1', value: 1, what: 'artillery' }]);
    const c = ofType(r.events, 'fortress-check')[0];
    expect(c).toMatchObject({ hex: FORT, unit: 'xx', r: 9, target: 7, roll: 8, ok: false });
    expect(c.mods).toEqual([
      { rule: '25.2.2', value: 2 },
      { rule: '8.2', value: -1 },
      { rule: '8.3', value: -1 },
      { rule: '23.1', value: -1 },
      { rule: '25.2.2', value: -1 },
    ]);
    // 25.3: captured, a fortified area of strength 2; XX (broken) retreats into the pocket with no check (AMB-29)
    expect(r.state.works!.captured).toEqual([FORT]);
    expect(r.state.units.xx).toMatchObject({ where: 'map', broken: true, hex: OPEN });
    expect(ofType(r.events, 'check')).toEqual([]);
    expect(r.state.await).toEqual({ side: 'allies', kind: 'pursuit' });
  });
  it('25.2 Kowno without the HQ in range: the fortress was isolated (25.1), XX is eliminated', () => {
    const s = pos([...germans(), ...wall(), unit('xx', 'russians', FORT)]);
    const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: attackers, artillery: true }], [1, 8]);
    expect(ofType(r.events, 'capitulated')).toEqual([{ unit: 'xx', hex: FORT }]);
    expect(r.state.units.xx.where).toBe('dead');
  });
  it('25.2.2: a check that holds keeps everyone in place; no retreat, no pursuit', () => {
    const s = pos([...germans(), ...wall(), unit('xx', 'russians', FORT), hqIn()]);
    const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: attackers }], [1, 7]);
    expect(ofType(r.events, 'fortress-check')[0]).toMatchObject({ target: 8, ok: true });
    expect(r.state.units.xx).toMatchObject({ hex: FORT, broken: false });
    expect(r.state.works!.captured).toEqual([]);
    expect(r.state.pending).toBeNull();
  });
  it('25.2.1 (AMB-43): a desperate attack keeps no +2 on a fortress', () => {
    const ru = (id: string, h: string) => unit(id, 'russians', h);
    const m = map();
    m.towns = [{ hex: FORT, name: 'Przemyśl', fortress: 'AH' }];
    const s = fixturePosition(m, {
      rules: ['core', 'fortresses', 'special-attacks', 'supply'],
      standing: AUTO,
      phase: 'attack',
      phasing: 'russians',
      supply: { income: { allies: 16, russians: 12 }, levels: { allies: { G: 20 }, russians: { G: 20 } } },
      works: { strength: { [FORT]: 3 } },
      units: [ru('r1', ring[1]), ru('r2', ring[2]), unit('ah', 'allies', FORT)],
    });
    const r = play(
      s,
      'russians',
      [{ type: 'attack', target: FORT, units: ['r1', 'r2'], special: 'desperate' }],
      [12, 1, 1],
    );
    const a = ofType(r.events, 'attack')[0];
    expect(a.d).toBe(5);
    expect(a.mods).toEqual([]);
    expect(a.chance).toBe(tableCell(tables().normal, 4, 5).chance);
  });
});

describe('TC-41 empty fortress (25, 25.3)', () => {
  it('TC-41: strength 3 attacked by 10 SP: defender 3; the garrison checks at 6 + 3 + table − 1 superiority − 1 encircled; it falls and the attackers may pursue into it', () => {
    const units = [...germans(), de('de5', ring[0], 10)];
    const s = pos(units, { works: { strength: { [FORT]: 3 } } });
    const five = ['de0', 'de1', 'de2', 'de3', 'de5'];
    const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: five }], [1, 12]);
    const a = ofType(r.events, 'attack')[0];
    expect([a.a, a.d, a.defenders]).toEqual([10, 3, []]);
    const cell = tableCell(tables().normal, 10, 3);
    const c = ofType(r.events, 'fortress-check')[0];
    expect(c).toMatchObject({ unit: null, r: 6, target: 6 + 3 + cell.rmod - 1 - 1, ok: false });
    expect(ofType(r.events, 'fortress-captured')).toEqual([{ hex: FORT, side: 'allies', strength: 3 }]);
    expect(r.state.await).toEqual({ side: 'allies', kind: 'pursuit' });
    const after = play(r.state, 'allies', [{ type: 'pursue', unit: 'de0', path: [FORT] }, { type: 'pass' }]);
    expect(after.state.units.de0.hex).toBe(FORT);
  });
  it('25: an empty enemy fortress is a target; a captured one is entered like any hex (a fortified area of its strength)', () => {
    const s = pos([de('de0', ring[1])], { works: { strength: { [FORT]: 2 }, captured: [FORT] }, phase: 'move' });
    const r = play(s, 'allies', [{ type: 'move', unit: 'de0', path: [FORT] }, { type: 'pass' }]);
    expect(r.state.units.de0.hex).toBe(FORT);
  });
});

describe('25.5 siege', () => {
  const besieged = (siege: Record<string, number>, stage: number, inside: PosUnit[]) =>
    pos([...germans(), de('de5', ring[0]), ...inside], {
      phasing: 'russians',
      phase: 'repeat',
      stage,
      works: { strength: { [FORT]: 2 }, siege },
    });
  it('25.5: more than 2 SP encircled in the fortress: the siege starts instead of the 8.7 check', () => {
    const s = besieged({}, 1, [unit('r1', 'russians', FORT), unit('r2', 'russians', FORT, { sp: 1 })]);
    const r = play(s, 'russians', [{ type: 'end-phase' }]);
    expect(ofType(r.events, 'siege')).toEqual([{ hex: FORT, side: 'russians', step: 'begun', grace: 2 }]);
    expect(ofType(r.events, 'check')).toEqual([]);
    expect(r.state.works!.siege).toEqual({ [FORT]: 1 });
  });
  it('25.5: within the grace (strength 2 stages) no check', () => {
    const s = besieged({ [FORT]: 2 }, 3, [unit('r1', 'russians', FORT), unit('r2', 'russians', FORT, { sp: 1 })]);
    expect(ofType(play(s, 'russians', [{ type: 'end-phase' }]).events, 'check')).toEqual([]);
  });
  it('25.5 (AMB-31): after the grace the best unit checks at R + strength − SP inside (9 + 2 − 3 = 8); a break and all capitulate', () => {
    const s = besieged({ [FORT]: 1 }, 3, [unit('r1', 'russians', FORT), unit('r2', 'russians', FORT, { sp: 1 })]);
    const r = play(s, 'russians', [{ type: 'end-phase' }], [9]);
    expect(ofType(r.events, 'check')[0]).toMatchObject({ unit: 'r1', target: 8, roll: 9, ok: false, why: 'siege' });
    expect(ofType(r.events, 'capitulated').map((c) => c.unit)).toEqual(['r1', 'r2']);
  });
  it('25.5: 2 SP or less inside never take the failed-breakout check', () => {
    const s = besieged({}, 3, [unit('r1', 'russians', FORT)]);
    const r = play(s, 'russians', [{ type: 'end-phase' }]);
    expect(ofType(r.events, 'check')).toEqual([]);
    expect(ofType(r.events, 'siege')).toEqual([]);
  });
  it('25.4: a broken unit in an encircled fortress may not rally', () => {
    const s = pos([...germans(), de('de5', ring[0]), unit('r1', 'russians', FORT, { broken: true })], {
      phasing: 'russians',
      phase: 'supply',
      standing: { ...AUTO, russians: { ...AUTO.russians, rally: 'ask' } },
    });
    const r = play(s, 'russians', [{ type: 'supply' }]);
    expect(r.state.await?.kind).not.toBe('rally');
  });
});

describe('25.1 isolated fortress', () => {
  const inside = (p: Record<string, unknown> = {}) =>
    pos([...germans(), ...wall(), unit('r1', 'russians', FORT)], { phasing: 'russians', ...p });
  it('25.1: troops in an isolated fortress may not leave it across an enemy control line; with the HQ in range they may', () => {
    expect(
      refuse(inside({ phase: 'move' }), 'russians', [{ type: 'move', unit: 'r1', path: [OPEN] }, { type: 'pass' }]),
    ).toMatchObject({ rule: '25.1', at: 'orders[0].path[0]' });
    const free = pos([...germans(), ...wall(), unit('r1', 'russians', FORT), hqIn()], {
      phasing: 'russians',
      phase: 'move',
    });
    expect(
      play(free, 'russians', [{ type: 'move', unit: 'r1', path: [OPEN] }, { type: 'pass' }]).state.units.r1.hex,
    ).toBe(OPEN);
  });
  it('25.1 (AMB-26): troops attacking out of an isolated fortress check at their plain R afterwards, whatever the result', () => {
    const r = play(inside(), 'russians', [{ type: 'attack', target: ring[1], units: ['r1'] }], [12, 10]);
    expect(ofType(r.events, 'check')).toEqual([
      expect.objectContaining({ unit: 'r1', r: 9, mods: [], target: 9, roll: 10, ok: false, why: 'sortie' }),
    ]);
    expect(r.state.units.r1.broken).toBe(true);
  });
});
