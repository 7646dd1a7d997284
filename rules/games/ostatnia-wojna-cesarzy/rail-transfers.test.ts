import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { PACK } from './pack.js';
import { emptyUse, planRail, railArrival, railLeg, transportsFor } from './rail-transfers.js';
import type { MapData } from './schema.js';
import { fixtureMap, position, unit, type PosUnit } from './testkit.js';

const town = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;
/** a board on the whole theatre (or another map) with these units */
const board = (units: PosUnit[], map: MapData = PACK.map) =>
  boardOf(position({ map, area: null, units, phase: 'move' }));
const refusal = (f: () => unknown): { rule?: string; code: string } => {
  try {
    f();
  } catch (e) {
    return (e as { error: { rule?: string; code: string } }).error;
  }
  throw new Error('expected a refusal');
};

describe('18 rail transfers', () => {
  const far = [unit('ru-far', 'russians', '0523'), unit('de-far', 'allies', '4607', { nat: 'DE' })];
  it('TC-45 18.4: Warszawa→Kowno 2 Transports, Poznań→Kraków 1, Lwów→Królewiec 3', () => {
    const b = board(far);
    expect(railLeg(b, 'russians', { unit: 'x', from: '2411', to: '1117' }, emptyUse()).transports).toBe(2);
    expect(railLeg(b, 'allies', { unit: 'a', from: '2301', to: '3409' }, emptyUse()).transports).toBe(1);
    const lk = railLeg(b, 'allies', { unit: 'b', from: '3518', to: '1210' }, emptyUse());
    expect(lk.transports).toBe(3);
    expect(new Set(lk.path.map((h) => b.m.front(h)))).toEqual(new Set(['G', 'P', 'E']));
    expect(transportsFor(b.m, ['3408', '3409'])).toBe(1); // one hex on each of two fronts: 1
  });
  it('TC-45 18.4.2: the Allies railing all three need 2 + 1 + 3 = 6 Transports: refused on 5, allowed doubled (10)', () => {
    const b = board(far);
    const used = () => ({ ...emptyUse(), transports: 2 + 1 });
    expect(refusal(() => railLeg(b, 'allies', { unit: 'c', from: '3518', to: '1210' }, used()))).toMatchObject({
      rule: '18.4',
      code: 'rail-transports',
    });
    const u = used();
    railLeg(b, 'allies', { unit: 'c', from: '3518', to: '1210' }, u, { doubled: true });
    expect(u.transports).toBe(6);
  });
  it('TC-45 18.4.1: two Russian transfers of 2 and 1 Transports use the whole allowance of 3', () => {
    const b = board(far);
    const { use } = planRail(b, 'russians', [
      { unit: 'a', from: '2411', to: '1117' },
      { unit: 'b', from: '2411', to: town('Łódź') },
    ]);
    expect(use.transports).toBe(3);
    expect(
      refusal(() => railLeg(b, 'russians', { unit: 'c', from: town('Białystok'), to: town('Grodno') }, use)),
    ).toMatchObject({ rule: '18.4' });
  });
  it('18.1: a Russian transfer into Kraków is refused: the route ends next to an enemy fortress', () => {
    expect(
      refusal(() =>
        railLeg(board(far), 'russians', { unit: 'a', from: '2301', to: '3409' }, emptyUse(), { control: {} }),
      ),
    ).toMatchObject({ rule: '18.1' });
  });

  // a fixture: towns T1 … T5 in a row on Russian soil; T1–T3 trunk, T3–T5 ordinary
  const line = (): MapData => {
    const m = fixtureMap({
      rows: [10, 12],
      cols: [1, 9],
      westCols: 0,
      towns: [1, 3, 5, 7, 9].map((c, i) => ({ hex: `110${c}`, name: `T${i + 1}` })),
    });
    m.railways = [
      { kind: 'trunk', hexes: ['1101', '1102', '1103', '1104', '1105'] },
      { kind: 'ordinary', hexes: ['1105', '1106', '1107', '1108', '1109'] },
    ];
    return m;
  };
  it('TC-46 18.3: a second unit over the same ordinary segment is refused', () => {
    const b = board([], line());
    const use = emptyUse();
    railLeg(b, 'russians', { unit: 'a', from: '1105', to: '1107' }, use);
    expect(refusal(() => railLeg(b, 'russians', { unit: 'b', from: '1105', to: '1109' }, use))).toMatchObject({
      rule: '18.3',
      code: 'rail-route',
    });
  });
  it('TC-46 18.3: two units over a trunk segment are legal, a third is refused; a station off the trunk lines unloads one', () => {
    const b = board([], line());
    const use = emptyUse();
    railLeg(b, 'russians', { unit: 'a', from: '1101', to: '1105' }, use);
    railLeg(b, 'russians', { unit: 'b', from: '1101', to: '1105' }, use);
    expect(use.segments['1103|1104']).toBe(2);
    expect(refusal(() => railLeg(b, 'russians', { unit: 'c', from: '1103', to: '1105' }, use))).toMatchObject({
      rule: '18.3',
    });
    const u2 = emptyUse();
    railLeg(b, 'russians', { unit: 'a', from: '1105', to: '1107' }, u2);
    expect(refusal(() => railLeg(b, 'russians', { unit: 'b', from: '1109', to: '1107' }, u2))).toMatchObject({
      rule: '18.3',
      code: 'rail-station',
    });
  });
  it('TC-46 18.3.1: on enemy territory an ordinary line is closed and a trunk carries one unit', () => {
    const b = board([], line()); // all Russian soil: enemy territory for the Allies
    expect(
      refusal(() => railLeg(b, 'allies', { unit: 'a', from: '1105', to: '1107' }, emptyUse(), { control: {} })),
    ).toMatchObject({ rule: '18.3' });
    const use = emptyUse();
    railLeg(b, 'allies', { unit: 'a', from: '1101', to: '1103' }, use, { control: {} });
    expect(
      refusal(() => railLeg(b, 'allies', { unit: 'b', from: '1101', to: '1105' }, use, { control: {} })),
    ).toMatchObject({ rule: '18.3' });
  });
  it('18.1, 18.2: no town or route hex in contact with the enemy; never into a town the enemy held at the start of the phase', () => {
    const b = board([unit('de-x', 'allies', '1006', { nat: 'DE' })], line()); // next to 1105, 1106 and 1107
    expect(refusal(() => railLeg(b, 'russians', { unit: 'a', from: '1101', to: '1107' }, emptyUse()))).toMatchObject({
      rule: '18.1',
      code: 'rail-contact',
    });
    expect(refusal(() => railLeg(b, 'russians', { unit: 'a', from: '1101', to: '1109' }, emptyUse()))).toMatchObject({
      rule: '18.1',
      code: 'rail-route',
    });
    const free = board([], line());
    expect(
      refusal(() =>
        railLeg(free, 'russians', { unit: 'a', from: '1101', to: '1103' }, emptyUse(), {
          control: { '1103': 'allies' },
        }),
      ),
    ).toMatchObject({ rule: '18.2' });
  });
});

describe('19 arrivals by rail (AMB-24)', () => {
  const board = (units: PosUnit[]) => boardOf(position({ map: PACK.map, area: null, units, phase: 'move' }));
  const townHex = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;
  it('19: a German arrival rides from an own board edge on the Polish front to Toruń for 1 Transport; none reaches Kowno from the Polish front', () => {
    const b = board([unit('ru-far', 'russians', '0523')]);
    const use = emptyUse();
    const r = railArrival(b, 'allies', { unit: 'de-xxv-res', to: townHex('Toruń'), front: 'P' }, use);
    expect(r.transports).toBe(1);
    expect(b.m.edgeOwner(r.path[0])).toBe('allies');
    expect(b.m.front(r.path[0])).toBe('P');
    expect(r.path[r.path.length - 1]).toBe(townHex('Toruń'));
    expect(use.transports).toBe(1);
    expect(() => railArrival(b, 'allies', { unit: 'x', to: townHex('Kowno'), front: 'P' }, emptyUse())).toThrow();
  });
  it('19, 18.3: a station off the trunk lines takes one arrival a phase', () => {
    const b = board([unit('ru-far', 'russians', '0523')]);
    const use = emptyUse();
    railArrival(b, 'allies', { unit: 'a', to: townHex('Bydgoszcz'), front: 'P' }, use);
    expect(
      refusal(() => railArrival(b, 'allies', { unit: 'b', to: townHex('Bydgoszcz'), front: 'P' }, use)),
    ).toMatchObject({ rule: '18.3' });
  });
});
