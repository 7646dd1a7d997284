import { describe, expect, it } from 'vitest';
import { buildCtx } from './ctx.js';
import { retreatZocTests } from './combat-retreat.js';
import { automaticVictory, finalWinner, initialControl, updateControl, victoryPoints } from './end-phase.js';
import { riverAllowanceHp, riverPassResult } from './flotillas.js';
import { checkAbsorbGarrison, checkDropGarrison } from './garrisons.js';
import { PACK } from './pack.js';
import { artilleryCaught, reactionsFor, reactionZocLoss } from './reactions.js';
import { dueReinforcements, entryHexes } from './reinforcements.js';
import { checkRebuildHq, checkRebuildUnit, checkReplacement, replacedLevel } from './replacements.js';
import { board } from './testkit.js';
import { checkTrainMove, trainDestroyed } from './trains.js';
import { checkLoad, echelonStationOk, unloadCostHp } from './transport.js';

describe('ch. 5 replacements and rebuilding', () => {
  const at = { 'pl-1dp': '0505', 'pl-5pp': ['0705', 2] as [string, number] };
  it('5.15–16 (TC-45): a weakened, supplied unit within its WJ HQ range takes a marker; a full one may not', () => {
    expect(checkReplacement(board(at), 'pl-5pp', true)).toEqual({ ok: true });
    expect(checkReplacement(board({ ...at, 'pl-5pp': '0705' }), 'pl-5pp', true)).toMatchObject({
      ok: false,
      rule: '5.15',
    });
    expect(checkReplacement(board(at), 'pl-5pp', false)).toMatchObject({ ok: false, rule: '5.16' });
    expect(checkReplacement(board({ ...at, 'pl-5pp': ['1005', 2] }), 'pl-5pp', true)).toMatchObject({
      ok: false,
      rule: '5.15',
    });
  });
  it('5.15: an independent unit needs the army HQ range', () => {
    expect(checkReplacement(board({ 'pl-army': '0206', 'pl-ship': ['0606', 2] }), 'pl-ship', true)).toEqual({
      ok: true,
    });
  });
  it('5.18 (AMB-28): a marker raises one level: 3 → 2, 2 → 1', () => {
    expect([replacedLevel(3), replacedLevel(2)]).toEqual([2, 1]);
  });
  it('5.4–5: the army HQ returns where it would be supplied; a WJ HQ within 5 of it', () => {
    const c = board({ 'pl-army': '0206' });
    expect(checkRebuildHq(c, 'pl-army', '0105')).toEqual({ ok: true });
    expect(checkRebuildHq(c, 'pl-army', '0203')).toMatchObject({ ok: false, rule: '5.4' });
    expect(checkRebuildHq(c, 'pl-1dp', '0705')).toEqual({ ok: true });
    expect(checkRebuildHq(c, 'pl-1dp', '0806')).toMatchObject({ ok: false, rule: '5.5' });
    expect(checkRebuildHq(board({}), 'pl-1dp', '0705')).toMatchObject({ ok: false, rule: '5.2' });
  });
  it('5.6, 5.9, 5.11 (TC-37): a 3-level unit returns at level 2 on its WJ HQ, never before the HQ', () => {
    expect(checkRebuildUnit(board({ 'pl-1dp': '0505' }), 'pl-1pp', '0505')).toEqual({ ok: true, level: 2 });
    expect(checkRebuildUnit(board({ 'pl-1dp': '0505' }), 'pl-5pp', '0505')).toEqual({ ok: true, level: 1 });
    expect(checkRebuildUnit(board({}), 'pl-1pp', '0505')).toMatchObject({ ok: false, rule: '5.9' });
    expect(checkRebuildUnit(board({ 'pl-1dp': '0505' }), 'pl-1pp', '0405')).toMatchObject({ ok: false, rule: '5.6' });
  });
  it('5.7 (AMB-48): an independent unit returns on the friendly HQ nearest to where it fell', () => {
    const c = board({ 'pl-army': '0206', 'pl-1dp': '0505' });
    expect(checkRebuildUnit(c, 'pl-ac', '0505', '0805')).toEqual({ ok: true, level: 1 });
    expect(checkRebuildUnit(c, 'pl-ac', '0206', '0805')).toMatchObject({ ok: false, rule: '5.7' });
  });
  it('5.8: not next to an enemy unit unless a friendly unit stands on the HQ', () => {
    expect(checkRebuildUnit(board({ 'pl-1dp': '0505', 'op-23ps': '0605' }), 'pl-5pp', '0505')).toMatchObject({
      ok: false,
      rule: '5.8',
    });
    expect(
      checkRebuildUnit(board({ 'pl-1dp': '0505', 'op-23ps': '0605', 'pl-6pp': '0505' }), 'pl-5pp', '0505'),
    ).toEqual({ ok: true, level: 1 });
  });
});

describe('ch. 6 reinforcements', () => {
  it('6 (TC-54): the exercise brings one regiment a side on turn 3', () => {
    const c = buildCtx(PACK, 'exercise-1920');
    expect(dueReinforcements(c, 'polish', 3)).toEqual([{ piece: 'pl-7pp', turn: 3, hex: '0103' }]);
    expect(dueReinforcements(c, 'opposing', 2)).toEqual([]);
  });
  it('6 (TC-54, AMB-46): an enemy on the entry hex: any hex within 3 without an enemy unit, nearest first', () => {
    expect(entryHexes(board({}), 'opposing', '1610')).toEqual(['1610']);
    const c = board({ 'pl-5pp': '1610' });
    const hexes = entryHexes(c, 'opposing', '1610');
    expect(hexes).not.toContain('1610');
    expect(hexes.every((h) => c.map.distance(h, '1610') <= 3)).toBe(true);
    expect(c.map.distance(hexes[0], '1610')).toBe(1);
  });
});

describe('ch. 11 garrisons', () => {
  it('11.1 (TC-55): a full 2-level infantry regiment leaves a garrison in a town and is weakened', () => {
    expect(checkDropGarrison(board({ 'pl-5pp': '0406' }), 'pl-5pp', '0406')).toEqual({ ok: true, level: 2, morale: 6 });
  });
  it('11.1 (AMB-40): not outside a locality, not without a level to spare, not by cavalry', () => {
    expect(checkDropGarrison(board({ 'pl-5pp': '0405' }), 'pl-5pp', '0405')).toMatchObject({ ok: false, rule: '11.1' });
    expect(checkDropGarrison(board({ 'pl-5pp': ['0406', 2] }), 'pl-5pp', '0406')).toMatchObject({
      ok: false,
      rule: '11.1',
    });
    expect(checkDropGarrison(board({ 'pl-1pul': '0406' }), 'pl-1pul', '0406')).toMatchObject({
      ok: false,
      rule: '11.1',
    });
  });
  it('11.6 (TC-55, AMB-41): a weakened friendly regiment absorbs it and regains a level; a full one may not', () => {
    const c = board({ 'pl-6pp': ['0406', 2], 'garrison-1': { hex: '0406' } });
    c.garrisons['garrison-1'] = { id: 'garrison-1', side: 'polish', morale: 6 };
    expect(checkAbsorbGarrison(c, 'pl-6pp', 'garrison-1')).toEqual({ ok: true, level: 1 });
    const full = board({ 'pl-6pp': '0406', 'garrison-1': { hex: '0406' } });
    full.garrisons['garrison-1'] = { id: 'garrison-1', side: 'polish', morale: 6 };
    expect(checkAbsorbGarrison(full, 'pl-6pp', 'garrison-1')).toMatchObject({ ok: false, rule: '11.6' });
  });
});

describe('ch. 13 reactions (r. 9–17)', () => {
  const cav = {
    'op-1pk': '1105',
    'op-2pk': '1105',
    'op-ac1': '1105',
    'pl-5pp': '0905',
    'pl-1pul': '0904',
    'pl-tank': '0906',
  };
  it('13.9 (TC-21a): 2 cavalry + 1 armoured car; enemy infantry enters next door: may retreat up to 4', () => {
    expect(reactionsFor(board(cav), '1105', ['pl-5pp'], false)).toEqual([
      { units: ['op-1pk', 'op-2pk', 'op-ac1'], max: 4, rule: '13.9' },
    ]);
  });
  it('13.9 (TC-21b, c): enemy cavalry: no reaction; a cavalry + infantry stack: none either', () => {
    expect(reactionsFor(board(cav), '1105', ['pl-1pul'], false)).toEqual([]);
    expect(reactionsFor(board({ ...cav, 'op-23ps': '1105' }), '1105', ['pl-5pp'], false)).toEqual([]);
  });
  it('13.10 (TC-21d): armoured cars alone react to a tank, up to 4', () => {
    expect(reactionsFor(board({ 'op-ac1': '1105', 'op-ac2': '1105' }), '1105', ['pl-tank'], false)).toMatchObject([
      { max: 4, rule: '13.10' },
    ]);
  });
  it('13.11 (TC-21e): a train stacked with infantry reacts alone to cavalry, up to 6 along the rail', () => {
    expect(reactionsFor(board({ 'op-train': '1108', 'op-29ps': '1108' }), '1108', ['pl-1pul'], false)).toEqual([
      { units: ['op-train'], max: 6, rule: '13.11' },
    ]);
  });
  it('13.9 notes 1–2 (TC-21f, g): never in pursuit; once per enemy activation', () => {
    expect(reactionsFor(board(cav), '1105', ['pl-5pp'], true)).toEqual([]);
    expect(reactionsFor(board({ 'op-ac1': { hex: '1105', reacted: true } }), '1105', ['pl-5pp'], false)).toEqual([]);
  });
  it('13.16 (TC-22, AMB-45): morales 6 and 5, 2 ZOC hexes, rolls 7 and 3: one failure, the stack loses 1 level (every unit with the option)', () => {
    const c = board({ 'op-1pk': '1105', 'op-2pk': ['1105', 2] });
    const { failures } = retreatZocTests(c, ['op-1pk', 'op-2pk'], 2, [7, 3]);
    expect(failures).toBe(1);
    expect(reactionZocLoss(c, ['op-1pk', 'op-2pk'], failures)).toBe(1);
    expect(reactionZocLoss(board({}, { reactionZocLoss: 'every-unit' }), ['op-1pk', 'op-2pk'], failures)).toBe(2);
  });
  it('13.17 (lone-artillery position): cavalry destroys lone artillery; infantry forces a morale test (5) and a 2-hex withdrawal', () => {
    const c = buildCtx(PACK, 'exercise-1920', 'lone-artillery');
    expect(artilleryCaught(c, '1106', 'cavalry')).toEqual({ kind: 'eliminated' });
    expect(artilleryCaught(c, '1106', 'armoured-train')).toEqual({ kind: 'eliminated' });
    expect(artilleryCaught(c, '1106', 'infantry')).toEqual({ kind: 'test', morale: 5, withdraw: 2 });
    expect(artilleryCaught(board({ 'op-art': '1106', 'op-23ps': '1106' }), '1106', 'cavalry')).toEqual({
      kind: 'none',
    });
  });
});

describe('ch. 15 armoured trains', () => {
  it('15.2, 14.28 (TC-42): through a rail hex with one enemy unit: one roll (6 destroys, 5 passes); with two: illegal', () => {
    const r = checkTrainMove(
      board({ 'pl-train': '0608', 'op-23ps': '0708' }),
      'pl-train',
      ['0608', '0708', '0808'],
      24,
    );
    expect(r).toEqual({ ok: true, spentHp: 4, passes: ['0708'] });
    expect([trainDestroyed(6), trainDestroyed(5)]).toEqual([true, false]);
    expect(
      checkTrainMove(
        board({ 'pl-train': '0608', 'op-23ps': '0708', 'op-24ps': '0708' }),
        'pl-train',
        ['0608', '0708', '0808'],
        24,
      ),
    ).toMatchObject({ ok: false, rule: '14.28', at: 'path[1]' });
  });
  it('15.2: off the railway, or stopping in an enemy hex (AMB-55), is refused', () => {
    expect(checkTrainMove(board({ 'pl-train': '0608' }), 'pl-train', ['0608', '0607'], 24)).toMatchObject({
      ok: false,
      rule: '15.2',
    });
    expect(
      checkTrainMove(board({ 'pl-train': '0608', 'op-23ps': '0708' }), 'pl-train', ['0608', '0708'], 24),
    ).toMatchObject({ ok: false, rule: '14.28' });
  });
});

describe('ch. 16 river flotillas', () => {
  it('16.3 (TC-11, AMB-26): MA 4 upstream leaves 3 MP: at most 3 hexes', () => {
    expect(riverAllowanceHp(8, true)).toBe(6);
    expect(riverAllowanceHp(8, false)).toBe(8);
  });
  it('14.29: passing an enemy on 6–9 eliminates, or costs a 2-level unit a level', () => {
    expect([riverPassResult(5, 2), riverPassResult(6, 2), riverPassResult(9, 1)]).toEqual([
      'passes',
      'loses-level',
      'eliminated',
    ]);
  });
});

describe('ch. 18 transport', () => {
  it('18.13 (TC-49): MA 5 infantry unloading from a lorry pays 2 MP (2.5 rounded down), from carts 1 MP', () => {
    const c = board({});
    expect(unloadCostHp(c, 'pl-lorry', 5)).toBe(4);
    expect(unloadCostHp(c, 'pl-cart', 5)).toBe(2);
  });
  it('18.5–7 (TC-50): an echelon takes 2 infantry + 1 HQ at a station clear of the enemy; 3 infantry are too many; a lorry takes no cavalry', () => {
    const c = board({
      'pl-army': '0206',
      'pl-5pp': '0308',
      'pl-6pp': '0308',
      'pl-7pp': '0308',
      'pl-1dp': '0308',
      'pl-1pul': '0307',
    });
    expect(checkLoad(c, 'pl-echelon', ['pl-5pp', 'pl-6pp', 'pl-1dp'])).toEqual({ ok: true });
    expect(echelonStationOk(c, 'polish', '0308', '0308')).toBe(true);
    expect(checkLoad(c, 'pl-echelon', ['pl-5pp', 'pl-6pp', 'pl-7pp'])).toMatchObject({ ok: false, rule: '18.7' });
    expect(checkLoad(c, 'pl-lorry', ['pl-1pul'])).toMatchObject({ ok: false, rule: '18.7' });
  });
  it('18.5 (AMB-31): no echelon at a station next to an enemy unit, nor more than 1 hex from the unit', () => {
    const c = board({ 'pl-5pp': '0308', 'op-23ps': '0408' });
    expect(echelonStationOk(c, 'polish', '0308', '0308')).toBe(false);
    expect(echelonStationOk(board({ 'pl-5pp': '0106' }), 'polish', '0308', '0106')).toBe(false);
  });
  it('18.6: loading needs a command line from the army HQ', () => {
    expect(checkLoad(board({ 'pl-army': '0206', 'pl-5pp': '1208' }), 'pl-lorry', ['pl-5pp'])).toMatchObject({
      ok: false,
      rule: '18.6',
    });
  });
});

describe('ch. 19 end phase and victory (ours)', () => {
  it('19.3: the exercise starts at 3 VP Polish (fort 2, town 1) and 4 opposing (city 3, town 1); a hex changes hands under a unit; levels lost score', () => {
    const c = buildCtx(PACK, 'exercise-1920');
    const start = initialControl(c);
    expect(victoryPoints(c, start, { polish: 0, opposing: 0 })).toEqual({ polish: 3, opposing: 4 });
    const taken = updateControl(board({ 'pl-5pp': '1308' }), start);
    expect(victoryPoints(c, taken, { polish: 1, opposing: 2 })).toEqual({ polish: 6, opposing: 4 }); // 3 + 1 (town) + 2 levels; 4 − 1 + 1 level
    expect(finalWinner({ polish: 6, opposing: 4 })).toBe('polish');
    expect(finalWinner({ polish: 4, opposing: 4 })).toBeNull();
  });
  it('19.3: automatic victory when a side holds all its listed hexes', () => {
    const c = buildCtx(PACK, 'exercise-1920');
    expect(automaticVictory(c, initialControl(c))).toBeNull();
    expect(automaticVictory(c, { ...initialControl(c), '1206': 'polish', '1308': 'polish' })).toBe('polish');
  });
  it('19.3: an automatic-victory hex that scores no VP (warsaw-1920: Węgrów) is tracked too', () => {
    const c = buildCtx(PACK, 'warsaw-1920');
    const poles = c.scenario.victory.automatic.find((a) => a.side === 'polish')!.hexes;
    const start = initialControl(c);
    for (const h of poles) expect(h in start).toBe(true);
    expect(automaticVictory(c, { ...start, ...Object.fromEntries(poles.map((h) => [h, 'polish' as const])) })).toBe(
      'polish',
    );
  });
});
