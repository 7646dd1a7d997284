import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { playRandomBatches } from '../../core/random-play.js';
import wojna from './index.js';
import { allowanceHp, canMove, checkMove, reachable, terrainStepHp } from './movement.js';
import { checkRiverMove } from './flotillas.js';
import { ctxOf } from './state.js';
import { movablePieces } from './view.js';
import { board } from './testkit.js';
import { exertsZoc, zocOf } from './zoc.js';

// The geometry used below (exercise-1920 map): 0603 is forest, 0604 clear; an enemy regiment on
// 0605 puts 0604 (not 0603) in its ZOC; a second one on 0702 puts 0603 in ZOC too.
describe('ch. 10 zones of control — movement', () => {
  const oneEnemy = { 'op-23ps': '0605' };
  const twoEnemies = { 'op-23ps': '0605', 'op-24ps': '0702' };

  it('the geometry: 0604 in the ZOC of 0605, 0603 not; with 0702 both', () => {
    const z = zocOf(board(oneEnemy), 'opposing');
    expect(z.has('0604')).toBe(true);
    expect(z.has('0603')).toBe(false);
    expect(zocOf(board(twoEnemies), 'opposing').has('0603')).toBe(true);
  });
  it('10.6 ex. 1 (TC-01): infantry MA 5 leaves a ZOC into forest: 2.5 + 1.5 = 4 MP, 1 left', () => {
    const c = board({ ...oneEnemy, 'pl-5pp': '0604' });
    const r = checkMove(c, 'pl-5pp', ['0604', '0603']);
    expect(r).toMatchObject({ ok: true, spentHp: 8, stopped: false });
    expect(allowanceHp(c, 'pl-5pp') - r.spentHp).toBe(2); // 1 MP
  });
  it('10.6 ex. 2 (TC-02): cavalry MA 8 leaves a ZOC into forest: 2 + 1.5 = 3.5 MP, 4.5 left', () => {
    const c = board({ ...oneEnemy, 'pl-1pul': '0604' });
    const r = checkMove(c, 'pl-1pul', ['0604', '0603']);
    expect(r.spentHp).toBe(7);
    expect(allowanceHp(c, 'pl-1pul') - r.spentHp).toBe(9);
  });
  it('10.6 ex. 3 (TC-03): infantry MA 5 ZOC → ZOC into forest spends all 5 MP and stops', () => {
    const c = board({ ...twoEnemies, 'pl-5pp': '0604' });
    expect(checkMove(c, 'pl-5pp', ['0604', '0603'])).toMatchObject({ ok: true, spentHp: 10, stopped: true });
    expect(checkMove(c, 'pl-5pp', ['0604', '0603', '0602'])).toMatchObject({ ok: false, rule: '10.6', at: 2 });
  });
  it('10.6 AMB-06: after moving, infantry cannot go ZOC → ZOC (default); with the option it can', () => {
    const c = board({ ...twoEnemies, 'pl-5pp': '0604' });
    expect(checkMove(c, 'pl-5pp', ['0604', '0603'], { spentHp: 2 })).toMatchObject({ ok: false, rule: '10.6' });
    const alt = board({ ...twoEnemies, 'pl-5pp': '0604' }, { infantryZocToZoc: 'any-time' });
    expect(checkMove(alt, 'pl-5pp', ['0604', '0603'], { spentHp: 2 })).toMatchObject({
      ok: true,
      spentHp: 10,
      stopped: true,
    });
  });
  it('10.7 ex. 4: armoured car MA 12 ZOC → ZOC into forest: 3 + 6 = 9 MP', () => {
    const c = board({ ...twoEnemies, 'pl-ac': '0604' });
    expect(checkMove(c, 'pl-ac', ['0604', '0603'])).toMatchObject({ ok: true, spentHp: 18, stopped: false });
  });
  it('10.6 AMB-05: ¼ of MA 7 is 1.75, rounded up to 2 MP (the whole-point option gives 2 as well; ½ of 5 gives 3 there)', () => {
    const c = board({ ...oneEnemy, 'pl-5pp': '0604' }, { zocExitRounding: 'whole-point' });
    expect(checkMove(c, 'pl-5pp', ['0604', '0603']).spentHp).toBe(9); // 3 + 1.5
  });
  it('10.9 (TC-07): artillery never goes ZOC → ZOC, not even as a minimum move (AMB-07)', () => {
    const c = board({ ...twoEnemies, 'pl-1pac': '0604' });
    expect(checkMove(c, 'pl-1pac', ['0604', '0603'])).toMatchObject({ ok: false, rule: '10.9' });
  });
  it('10.9 AMB-07 alternative: artillery may go ZOC → ZOC as a minimum move, with all its MPs', () => {
    const c = board({ ...twoEnemies, 'pl-1pac': '0604' }, { artilleryMinimumMove: 'minimum-move' });
    expect(checkMove(c, 'pl-1pac', ['0604', '0603'])).toMatchObject({ ok: true, spentHp: 8, stopped: true });
    expect(checkMove(c, 'pl-1pac', ['0604', '0603'], { spentHp: 1 })).toMatchObject({ ok: false, rule: '10.9' });
  });
  it('10.8, 9.27 (TC-06): an HQ leaving a ZOC pays terrain only; entering ZOC needs a friendly unit; never ZOC → ZOC', () => {
    const c = board({ ...oneEnemy, 'pl-1dp': '0604' });
    expect(checkMove(c, 'pl-1dp', ['0604', '0703'])).toMatchObject({ ok: true, spentHp: 2 });
    const into = board({ ...oneEnemy, 'pl-1dp': '0703' });
    expect(checkMove(into, 'pl-1dp', ['0703', '0604'])).toMatchObject({ ok: false, rule: '9.27' });
    const guarded = board({ ...oneEnemy, 'pl-1dp': '0703', 'pl-6pp': '0604' });
    expect(checkMove(guarded, 'pl-1dp', ['0703', '0604'])).toMatchObject({ ok: true, spentHp: 2 });
    const z2z = board({ ...twoEnemies, 'pl-1dp': '0604', 'pl-6pp': '0603' });
    expect(checkMove(z2z, 'pl-1dp', ['0604', '0603'])).toMatchObject({ ok: false, rule: '10.9' });
  });
  it('10.2 (TC-53): strength 2 exerts no ZOC, nor 1 + 1; strength 3 does; a loaded unit never', () => {
    expect(exertsZoc(board({ 'op-24ps': ['0605', 2] }), '0605', 'opposing')).toBe(false); // strength 2
    expect(exertsZoc(board({ 'op-24ps': ['0605', 2], 'op-ac2': '0605' }), '0605', 'opposing')).toBe(true); // 2 + 2
    expect(exertsZoc(board({ 'op-1pk': '0605' }), '0605', 'opposing')).toBe(true); // 3
    expect(exertsZoc(board({ 'op-23ps': { hex: '0605', loadedOn: 'op-lorry' } }), '0605', 'opposing')).toBe(false);
  });
  it('10.2 AMB-30: per hex by default; per unit with the option (2 + 2 then exerts none)', () => {
    expect(
      exertsZoc(board({ 'op-24ps': ['0605', 2], 'op-ac2': '0605' }, { zocThreshold: 'unit' }), '0605', 'opposing'),
    ).toBe(false);
  });
  it('10.3: ZOC does not extend into marsh (our Terrain Table)', () => {
    expect(zocOf(board({ 'op-23ps': '0609' }), 'opposing').has('0610')).toBe(false);
    expect(zocOf(board({ 'op-23ps': '0609' }), 'opposing').has('0608')).toBe(true);
  });
});

describe('ch. 13 movement', () => {
  it('13.2 (TC-05): artillery across a stream without a bridge into forest pays 1 + 3 = 4 MP', () => {
    const c = board({ 'pl-1pac': '0402' });
    expect(terrainStepHp(c, 'artillery', '0402', '0502')).toBe(8);
    expect(checkMove(c, 'pl-1pac', ['0402', '0502'])).toMatchObject({ ok: true, spentHp: 8 });
  });
  it('13.2 the bridge negates the river cost; without it infantry pays 1 + 2', () => {
    const c = board({});
    expect(terrainStepHp(c, 'infantry', '0806', '0906')).toBe(1); // along the road: ½
    expect(terrainStepHp(c, 'infantry', '0806', '0905')).toBe(6);
    expect(terrainStepHp(c, 'motor', '0806', '0905')).toBeNull();
  });
  it('13.3 the road rate only along the same road', () => {
    const c = board({ 'pl-5pp': '0106' });
    expect(
      checkMove(c, 'pl-5pp', ['0106', '0206', '0306', '0406', '0506', '0606', '0706', '0806', '0906', '1006', '1106']),
    ).toMatchObject({ ok: true, spentHp: 10 });
    expect(
      checkMove(c, 'pl-5pp', [
        '0106',
        '0206',
        '0306',
        '0406',
        '0506',
        '0606',
        '0706',
        '0806',
        '0906',
        '1006',
        '1106',
        '1206',
      ]),
    ).toMatchObject({ ok: false, rule: '13.2', at: 11 });
  });
  it('13.5 a closed hex cannot be entered even by the minimum move; marsh is closed to artillery', () => {
    const c = board({ 'pl-1pac': '0609' });
    expect(checkMove(c, 'pl-1pac', ['0609', '0610'])).toMatchObject({ ok: false, rule: '13.5' });
  });
  it('13.5 the minimum move: one hex with all the starting MPs', () => {
    // artillery MA 4 from 0402 across the stream into forest costs exactly 4; from 0401 two hexes would not fit
    const c = board({ 'pl-1pac': '0401' });
    expect(checkMove(c, 'pl-1pac', ['0401', '0402', '0502'])).toMatchObject({ ok: false, rule: '13.2' });
    const tank = board({ 'pl-tank': '0402' }); // MA 4: stream 2 + forest 3 = 5 > 4
    expect(checkMove(tank, 'pl-tank', ['0402', '0502'])).toMatchObject({ ok: true, spentHp: 8, stopped: true });
  });
  it('12.1 no piece enters a hex holding enemy pieces', () => {
    const c = board({ 'pl-5pp': '0604', 'op-8ds': '0603' });
    expect(checkMove(c, 'pl-5pp', ['0604', '0603'])).toMatchObject({ ok: false, rule: '12.1', at: 1 });
  });
  it('17.9 (TC-09): leaving a hex of an enemy delay zone costs +1 MP: 1 + 1 = 2', () => {
    const c = board({ 'pl-5pp': '0703' });
    c.delay.opposing = ['0704', ...c.map.neighbours('0704')];
    expect(checkMove(c, 'pl-5pp', ['0703', '0702'])).toMatchObject({ ok: true, spentHp: 4 });
  });
  it('3.12 (TC-10): an unsupplied armoured car moves on ½ MA rounded up (12 → 6); supplied, 12', () => {
    expect(allowanceHp(board({ 'pl-ac': { hex: '0406', outOfSupply: true } }), 'pl-ac')).toBe(12);
    expect(allowanceHp(board({ 'pl-ac': '0406' }), 'pl-ac')).toBe(24);
  });
});

describe('13.2 the offered targets agree with the move check', () => {
  it('every hex reachable() offers is accepted by checkMove at the cost offered (random positions of both scenarios)', () => {
    let checked = 0;
    for (const [scenario, seed, steps] of [
      ['exercise-1920', 1, 12],
      ['exercise-1920', 2, 12],
      ['warsaw-1920', 1, 3],
    ] as const) {
      const dice = new SeededDice(seed);
      let s = wojna.setup(scenario, {}, dice);
      for (let i = 0; i < steps && !s.result; i++) {
        if (s.awaiting?.kind === 'activation' && s.activation!.segment !== 'combat') {
          const c = ctxOf(s);
          for (const id of movablePieces(s, s.awaiting.side))
            for (const [cell, r] of reachable(c, id)) {
              const m = checkMove(c, id, r.path);
              if (c.defs.unit(id)?.arm === 'river-unit')
                expect(checkRiverMove(c, id, r.path, allowanceHp(c, id))).toEqual({ ok: true, spentHp: r.hp });
              else if (!isTrain(c, id)) expect([cell, m.ok, m.spentHp]).toEqual([cell, true, r.hp]);
              checked++;
            }
        }
        s = playRandomBatches(wojna, s, dice, 1);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
  it('19.1 canMove (an army HQ may be asked to move) says what reachable() says, for every piece but trains', () => {
    let moving = 0;
    const dice = new SeededDice(3);
    let s = wojna.setup('exercise-1920', {}, dice);
    for (let i = 0; i < 30 && !s.result; i++) {
      const c = ctxOf(s);
      for (const id of Object.keys(s.pieces))
        if (s.pieces[id].hex && !isTrain(c, id) && c.defs.unit(id)?.arm !== 'river-unit') {
          const can = canMove(c, id);
          expect([id, can]).toEqual([id, reachable(c, id).size > 0]);
          if (can) moving++;
        }
      s = playRandomBatches(wojna, s, dice, 1);
    }
    expect(moving).toBeGreaterThan(100);
    // 10.9, 9.27: an HQ on 0604 between enemies on 0605 and 0603 has every neighbour in their ZOC
    const boxed = board({ 'pl-army': '0604', 'op-23ps': '0605', 'op-24ps': '0603' });
    expect([canMove(boxed, 'pl-army'), reachable(boxed, 'pl-army').size]).toEqual([false, 0]);
    const open = board({ 'pl-army': '0604', 'op-23ps': '0605', 'op-24ps': '0602' });
    expect([canMove(open, 'pl-army'), reachable(open, 'pl-army').size]).toEqual([true, 10]);
  });
});
const isTrain = (c: ReturnType<typeof ctxOf>, id: string): boolean => c.defs.unit(id)?.arm === 'armoured-train';
