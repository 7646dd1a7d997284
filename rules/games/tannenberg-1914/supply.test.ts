import { describe, expect, it } from 'vitest';
import { blowRoll, mayTryBridge } from './bridges.js';
import { emptyMarkersRemoved, markerMa, reconRange, reconSucceeds } from './masking.js';
import { guardsReleased, commanderReplaced } from './optional.js';
import { PACK } from './pack.js';
import {
  armyHqTrip,
  checkRailMove,
  cutCost,
  cutSucceeds,
  mayRailAct,
  reentryHexes,
  throughput,
  unitsPerTurn,
  type RailCtx,
} from './railways.js';
import { alternativeEntries, arrivesLoaded, hindenburgDue, narewTriggered, westFrontTurn } from './reinforcements.js';
import { isolated, isolationLoss, supplied, supplySources, trainReach, type SupplyCtx } from './supply.js';
import { MapIndex } from './terrain.js';
import { miniMap } from './testkit.js';
import { autoVictory, finalResult, invasionVp, townVp } from './victory.js';
import { takeLoss } from './endurance.js';

const REAL = new MapIndex(PACK.map, PACK.tables);
const full = PACK.scenarios.find((s) => s.id === 'tannenberg-1914')!;

describe('15 supply and isolation', () => {
  const mi = miniMap({
    terrain: { A33B31: 'marsh' },
    rails: [{ track: 'single', hexes: ['A28B30', 'A29B30', 'A30B30'] }],
    roads: [['A30B30', 'A31B30', 'A32B30', 'A33B30', 'A34B30', 'A35B30']],
  });
  const ctx: SupplyCtx = {
    side: 'de',
    enemyOccupied: new Set(),
    enemyZoc: new Set(),
    friendly: new Set(),
    bridges: new Set(),
    cut: new Set(),
    bases: ['A28B30'],
  };
  it('15.2.7 an intact own railway carries supply from the base; a cut stops it', () => {
    expect(supplySources(mi, ctx)).toEqual(new Set(['A28B30', 'A29B30', 'A30B30']));
    expect(supplySources(mi, { ...ctx, cut: new Set(['A29B30']) })).toEqual(new Set(['A28B30']));
  });
  it('15.2.5–15.2.6 a unit is supplied 2 hexes from the network, or through its corps HQ 2 further', () => {
    const net = supplySources(mi, ctx);
    expect(supplied(mi, ctx, net, 'A32B30')).toBe(true);
    expect(supplied(mi, ctx, net, 'A33B30')).toBe(false);
    expect(supplied(mi, ctx, net, 'A34B30', 'A32B30')).toBe(true);
  });
  it('15.3.7 a Russian train extends the line 4 MP, roads at ½', () => {
    const ru = { ...ctx, side: 'ru' as const, trains: ['A32B30'] };
    const net = trainReach(mi, ru, supplySources(mi, ru));
    expect(net.has('A35B30')).toBe(true); // three road hexes from the train: 1.5 MP
    expect(supplied(mi, ru, net, 'A36B29')).toBe(true);
  });
  it('15.2.2 a line may end in marsh but not pass through it', () => {
    const m = miniMap({ terrain: { A29B30: 'marsh' } });
    const c = { ...ctx, bases: ['A28B30'] };
    expect(supplied(m, c, new Set(['A28B30']), 'A29B30')).toBe(true);
    expect(supplied(m, c, new Set(['A28B30']), 'A30B30')).toBe(false); // the only 2-hex line passes the marsh
    expect(supplied(miniMap(), c, new Set(['A28B30']), 'A30B30')).toBe(true);
  });
  it('15.5 (TC-57) ringed by enemy ZOC with no friends: isolated; the roll 2 → 0, 4 → −2, 6 → −4 (a one-step unit at L 1 dies)', () => {
    const ring = new Set(mi.board.neighbourCells('A33B32'));
    expect(isolated(mi, { ...ctx, enemyZoc: ring }, 'A33B32')).toBe(true);
    expect(isolated(mi, { ...ctx, enemyZoc: ring, friendly: new Set(['A32B32']) }, 'A33B32')).toBe(false);
    expect([isolationLoss(2), isolationLoss(4), isolationLoss(6)]).toEqual([0, 2, 4]);
    expect(takeLoss({ face: 'front', loss: 0 }, 4, false)).toMatchObject({ loss: 4, eliminated: false });
    expect(takeLoss({ face: 'front', loss: 1 }, 4, false).eliminated).toBe(true);
  });
  it('15.5 (TC-57) ten hexes from the base on an open road and no helpers: unsupplied but not isolated', () => {
    const far = { ...ctx, bases: ['A28B26'] };
    expect(supplied(mi, far, supplySources(mi, far), 'A36B34')).toBe(false);
    expect(isolated(mi, far, 'A36B34')).toBe(false);
  });
});

describe('16 masking and reconnaissance', () => {
  const mi = miniMap({
    sides: [
      { a: 'A30B30', b: 'A30B31', lake: true },
      { a: 'A30B31', b: 'A31B30', lake: true },
      { a: 'A30B31', b: 'A29B31', lake: true },
    ],
  });
  it('16.2.6 (TC-34) a marker moves 4, or 3 when what it hides is unsupplied', () => {
    expect([markerMa(true), markerMa(false)]).toEqual([4, 3]);
  });
  it('16.3 (TC-58) EFF 4, 2 hexes: roll 4 reveals, 5 does not; 3 hexes or only across a lake: refused', () => {
    expect(reconRange(mi, 'A32B30', 'A32B32', new Set())).toBe(true);
    expect([reconSucceeds(4, 4), reconSucceeds(5, 4)]).toEqual([true, false]);
    expect(reconRange(mi, 'A32B30', 'A32B33', new Set())).toBe(false);
    expect(reconRange(mi, 'A30B30', 'A31B31', new Set())).toBe(true);
    expect(reconRange(mi, 'A30B30', 'A30B32', new Set())).toBe(false); // its only 2-hex line crosses the lake
    const walled = miniMap({
      sides: mi.map.hexsides.concat([
        { a: 'A30B31', b: 'A31B31', lake: true },
        { a: 'A30B31', b: 'A30B32', lake: true },
        { a: 'A30B31', b: 'A29B32', lake: true },
      ]),
    });
    expect(reconRange(walled, 'A30B29', 'A30B31', new Set())).toBe(false);
  });
  it('16.2.7 (TC-59) empty markers in enemy ZOC go at the start of phase 3; full ones stay', () => {
    const z = new Set(['A30B30']);
    expect(
      emptyMarkersRemoved(
        [
          { id: 'm1', hex: 'A30B30', empty: true },
          { id: 'm2', hex: 'A30B30', empty: false },
          { id: 'm3', hex: 'A31B31', empty: true },
        ],
        z,
      ),
    ).toEqual(['m1']);
  });
});

describe('5 railways and 6 bridges', () => {
  const mi = miniMap({
    russian: ['A34B30', 'A35B30'],
    rails: [
      { track: 'double', hexes: ['A28B30', 'A29B30', 'A30B30', 'A31B30', 'A32B30', 'A33B30', 'A34B30', 'A35B30'] },
      { track: 'single', hexes: ['A30B30', 'A30B31', 'A30B32'] },
    ],
  });
  const de: RailCtx = { side: 'de', cut: new Set(), enemyOccupied: new Set(), enemyZoc: new Set(), used: new Map() };
  it('5.2.3 (TC-37) a 6th German unit through a double-track hex, a 4th through a single-track hex, a 3rd Russian through a single-track hex: refused', () => {
    expect([
      throughput('de', 'double'),
      throughput('de', 'single'),
      throughput('ru', 'double'),
      throughput('ru', 'single'),
    ]).toEqual([5, 3, 4, 2]);
    expect(checkRailMove(mi, { ...de, used: new Map([['A31B30', 5]]) }, ['A30B30', 'A31B30'])).toMatchObject({
      ok: false,
      rule: '5.2.3',
    });
    expect(checkRailMove(mi, { ...de, used: new Map([['A31B30', 4]]) }, ['A30B30', 'A31B30'])).toMatchObject({
      ok: true,
    });
    expect(checkRailMove(mi, { ...de, used: new Map([['A30B31', 3]]) }, ['A30B30', 'A30B31'])).toMatchObject({
      ok: false,
      rule: '5.2.3',
    });
    expect(unitsPerTurn('de')).toBe(7);
    expect(unitsPerTurn('ru')).toBe(2);
  });
  it('5.2.1 no rail move across the border; 5.4 nor through a cut; 8.2.1 entering an enemy ZOC ends it', () => {
    expect(checkRailMove(mi, de, ['A32B30', 'A33B30', 'A34B30'])).toMatchObject({ ok: false, rule: '5.2.1', at: 2 });
    expect(checkRailMove(mi, { ...de, cut: new Set(['A31B30']) }, ['A30B30', 'A31B30'])).toMatchObject({
      ok: false,
      rule: '5.4.1',
    });
    expect(checkRailMove(mi, { ...de, enemyZoc: new Set(['A30B30']) }, ['A29B30', 'A30B30', 'A31B30'])).toMatchObject({
      ok: false,
      rule: '8.2.1',
    });
    expect(checkRailMove(mi, de, ['A28B30', 'A29B30', 'A30B30', 'A30B31'])).toEqual({ ok: true, mp: 3 });
  });
  it('5.1.6, 5.2.5 (TC-38) one rail activity a turn; an army HQ: 10 + 40 + 10 yes, 41 no, not after moving', () => {
    expect(mayRailAct([])).toBe(true);
    expect(mayRailAct(['load'])).toBe(false);
    expect(armyHqTrip(40, false)).toEqual({ ok: true });
    expect(armyHqTrip(41, false)).toMatchObject({ ok: false, rule: '5.2.5' });
    expect(armyHqTrip(5, true)).toMatchObject({ ok: false, rule: '5.2.5' });
  });
  it('5.1.8 (TC-39) leaving at A1B37, the unit may come back at A1B35 or A1B40, not A1B37', () => {
    expect(reentryHexes(REAL, 'A1B37').sort()).toEqual(['A1B35', 'A1B40']);
  });
  it('5.4.1 (TC-42) MA 5, EFF 3: the attempt costs 2 MP; roll 3 cuts, 4 fails', () => {
    expect(cutCost(5)).toBe(2);
    expect([cutSucceeds(3, 3), cutSucceeds(4, 3)]).toEqual([true, false]);
  });
  it('6.0 (TC-43) a 6 blows the bridge, a 5 does not; a second try by the same player this turn is refused', () => {
    expect([blowRoll(6), blowRoll(5)]).toEqual([true, false]);
    expect(mayTryBridge(1, true)).toMatchObject({ ok: false, rule: '6.0' });
    expect(mayTryBridge(0, true)).toEqual({ ok: true });
  });
});

describe('17 reinforcements and 18 options', () => {
  it('17.2.4 (TC-67) arrivals at A24B20 move by MP though the railway runs there; the track agrees', () => {
    expect(REAL.railHex('A24B20')).toBeTruthy();
    expect(arrivesLoaded(REAL, 'A24B20')).toBe(false);
    expect(arrivesLoaded(REAL, 'A1B37')).toBe(true);
    for (const r of full.reinforcements) expect(r.rail, `${r.turn} ${r.hex}`).toBe(arrivesLoaded(REAL, r.hex));
  });
  it('17.2.8 (TC-67) blocked by enemy ZOC: one turn later at an edge hex within 3', () => {
    const alt = alternativeEntries(REAL, 'A24B20');
    expect(alt.length).toBeGreaterThan(2);
    expect(alt.every((h) => REAL.board.onEdge(h) && REAL.board.distance(h, 'A24B20') <= 3)).toBe(true);
  });
  it("17.3.1–17.3.2 (TC-63) +25 in turn 6: Hindenburg in turn 7's orders phase; +31 in turn 7: the western front arrives turn 16", () => {
    const sp = full.special;
    expect(hindenburgDue(25, sp.hindenburg!.lead, false)).toBe(true);
    expect(hindenburgDue(24, sp.hindenburg!.lead, false)).toBe(false);
    expect(hindenburgDue(30, sp.hindenburg!.lead, true)).toBe(false);
    expect(25 + full.vp.russian.hindenburg).toBe(30);
    expect(westFrontTurn(7, sp.westFront!.delay)).toBe(16);
    expect(full.vp.russian.westFront).toBe(20);
  });
  it('17.3.3 (AMB-38) a German unit within 6 hexes of the Narew after turn 14', () => {
    const narew = PACK.map.regions.narew;
    const near = REAL.board.labels.find(
      (h) => REAL.country(h) === 'ru' && Math.min(...narew.map((n) => REAL.board.distance(h, n))) === 6,
    )!;
    expect(narewTriggered(REAL, 15, 14, 6, narew, [near])).toBe(true);
    expect(narewTriggered(REAL, 14, 14, 6, narew, [near])).toBe(false);
  });
  it('18.1.1 (TC-66) the Guards: a 3 keeps them, a 1 releases them, an empty German marker in Russia releases them', () => {
    expect([guardsReleased(3, false), guardsReleased(1, false), guardsReleased(null, true)]).toEqual([
      false,
      true,
      true,
    ]);
  });
  it('18.1.2 Artamonow goes after 3 steps lost, not after 2', () => {
    expect([commanderReplaced(2, 3), commanderReplaced(3, 3)]).toEqual([false, true]);
  });
});

describe('19 victory', () => {
  it('19.3 (TC-61) the Russian holds Gumbinnen, Insterburg and Darkehmen: +4; with Elbing +9', () => {
    const c = new Map<string, 'de' | 'ru'>([
      ['A42B39', 'ru'],
      ['A37B42', 'ru'],
      ['A40B37', 'ru'],
    ]);
    expect(townVp(full, c)).toBe(4);
    c.set('A11B47', 'ru');
    expect(townVp(full, c)).toBe(9);
  });
  it('19.3 (TC-62, AMB-41) 12 units in Germany after turns 2–4 and 8 after 5: +45 literally, +20 first-only', () => {
    const units = [
      [2, 12],
      [3, 12],
      [4, 12],
      [5, 8],
    ];
    const literal = units.reduce((s, [t, n]) => s + invasionVp(full, t, n, false, false), 0);
    expect(literal).toBe(45);
    let got = false,
      first = 0;
    for (const [t, n] of units) {
      const v = invasionVp(full, t, n, true, got);
      first += v;
      got ||= v > 0;
    }
    expect(first).toBe(20);
  });
  it('19.2 (TC-65) German infantry on the A61B2–A63B3 railway wins; four Germans beyond the Niemen win; three Russians beyond the Vistula win', () => {
    const none = {
      russiansBeyondVistula: 0,
      koenigsbergFortsTaken: 0,
      russianInKoenigsberg: false,
      germanInfantryOnRail: false,
      germansBeyondNiemen: 0,
    };
    expect(autoVictory(none)).toBeNull();
    expect(autoVictory({ ...none, germanInfantryOnRail: true })).toEqual({ winner: 'de', rule: '19.2.2' });
    expect(autoVictory({ ...none, germansBeyondNiemen: 3 })).toBeNull();
    expect(autoVictory({ ...none, germansBeyondNiemen: 4 })).toEqual({ winner: 'de', rule: '19.2.2' });
    expect(autoVictory({ ...none, russiansBeyondVistula: 3 })).toEqual({ winner: 'ru', rule: '19.2.1' });
    expect(autoVictory({ ...none, koenigsbergFortsTaken: 3, russianInKoenigsberg: false })).toBeNull();
    expect(autoVictory({ ...none, koenigsbergFortsTaken: 3, russianInKoenigsberg: true })).toEqual({
      winner: 'ru',
      rule: '19.2.1',
    });
  });
  it('19.3 (AMB-42) the final track: +9 Russian, −3 German, 0 a draw', () => {
    expect([finalResult(9), finalResult(-3), finalResult(0)]).toEqual(['ru', 'de', null]);
  });
});
