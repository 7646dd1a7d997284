import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { levelOf } from './phases/turn.js';
import owc from './index.js';
import { division, fixtureMap, fixturePosition, ofType, play, position, refuse, unit, corps } from './testkit.js';

const m = () => fixtureMap({ rows: [10, 18], cols: [10, 20], westCols: 14 });

describe('sequence of play (3, 4.2)', () => {
  it('3: scenario A starts in the Allied turn of 22.VIII; the Allies are asked about the first reserve window', () => {
    const s = owc.setup('A', {}, new FixedDice([]));
    expect(owc.status(s)).toMatchObject({ waitingFor: ['allies'], phase: 'w1.window', turn: 1 });
    expect(s.stages).toEqual(['22.VIII', '28.VIII', '3.IX', '9.IX']);
  });
  it('4.2 TC-49: one RMP per window; the opponent may take W2 (never W3), and then loses the RMP of his own next turn', () => {
    const units = [...corps('a allies 1011, a2 allies 1511, r russians 1019, r2 russians 1519')];
    const always = { allies: { rmp: 'always' }, russians: { rmp: 'always' } };
    let s = position({ map: m(), area: null, phase: 'w1', standing: always, units });
    expect(owc.status(s)).toMatchObject({ waitingFor: ['allies'], phase: 'w1.window' });
    // the Allies take W1: the Russians may not follow it in the same window (4.2.3)
    s = play(s, 'allies', [{ type: 'reserve' }, { type: 'move', unit: 'a', path: ['1012'] }]).state;
    expect(owc.status(s)).toMatchObject({ waitingFor: ['russians'], phase: 'w2.window', midTurn: true }); // no attacks possible: W2
    // the Allies already used theirs, so W2 goes to the Russians; they take it
    s = play(s, 'russians', [{ type: 'reserve' }, { type: 'move', unit: 'r', path: ['1018'] }]).state;
    expect(s.rmp).toMatchObject({ used: { allies: true, russians: true }, forfeit: { russians: true } });
    expect(owc.status(s).phase).toBe('move.move');
    s = play(s, 'allies', [{ type: 'pass' }]).state; // W3 is the phasing player's only: not offered to the Russians
    expect(owc.status(s).phase).toBe('w1.window'); // Russian turn, W1: the Allies (non-phasing) are asked, the Russians are not
    expect(owc.status(s).waitingFor).toEqual(['allies']);
    expect(refuse(s, 'russians', [{ type: 'reserve' }])).toMatchObject({ rule: '3' });
    s = play(s, 'allies', [{ type: 'reserve' }]).state;
    expect(s.rmp.forfeit.allies).toBe(true);
    expect(owc.status(s).phase).toBe('move.move'); // the Russians are refused W2 and W3 (their forfeit)
  });
  it('4.2: standing orders keep the opponent from being asked ("never in the opponent\'s turn" is the default)', () => {
    const s = fixturePosition(m(), {
      phase: 'w1',
      standing: { allies: { ownRmp: 'never' } },
      units: [unit('a', 'allies', '1011'), unit('r', 'russians', '1019')],
    });
    expect(owc.status(s).phase).toBe('move.move');
    const s2 = play(s, 'russians', [{ type: 'standing', key: 'rmp', value: 'after-attacks' }]).state;
    expect(s2.standing.russians.rmp).toBe('after-attacks');
    expect(owc.view(s2, 'russians').options.standing?.find((o) => o.key === 'rmp')?.current).toBe('after-attacks');
  });
  it('4.1: in an RMP only Reserves (not adjacent to the enemy) may march', () => {
    const s = fixturePosition(m(), {
      phase: 'w1',
      units: [...corps('a allies 1011, b allies 1514, r russians 1019, q russians 1515')],
    });
    expect(refuse(s, 'allies', [{ type: 'reserve' }, { type: 'move', unit: 'b', path: ['1513'] }])).toMatchObject({
      rule: '4.1',
      at: 'orders[1].unit',
    });
  });
  it("3.1.2: after the repeat attack phase the other player's turn begins; after the Russian turn the stage ends", () => {
    const s = fixturePosition(m(), {
      phase: 'repeat',
      phasing: 'russians',
      units: [unit('a', 'allies', '1514'), unit('r', 'russians', '1515')],
    });
    const r = play(s, 'russians', [{ type: 'end-phase' }]);
    expect(ofType(r.events, 'stage-end')[0]).toMatchObject({ stage: 1, date: '22.VIII' });
    expect(r.state).toMatchObject({ stage: 2, phasing: 'allies' });
  });
});

describe('resilience outside attacks (8.7, 8.8)', () => {
  it('8.7: at the end of his turn the phasing player checks each encircled hex at R − 4 of its best unit; failure eliminates the hex (2 × SP)', () => {
    const map = m();
    for (const n of ['1314', '1515', '1415', '1513', '1413']) map.hexsides.push({ a: '1414', b: n, kind: 'lake' });
    const s = position({
      map,
      area: null,
      phase: 'repeat',
      phasing: 'russians',
      units: [
        unit('r', 'russians', '1414'),
        division('d', 'russians', '1414', { r: 7 }),
        ...corps('a allies 1514, z russians 1019'),
      ],
    });
    const fail = play(s, 'russians', [{ type: 'end-phase' }], [6]);
    expect(ofType(fail.events, 'check')[0]).toMatchObject({ unit: 'r', target: 5, roll: 6, ok: false });
    expect(fail.state.units['r'].where).toBe('dead');
    expect(fail.state.units['d'].where).toBe('dead');
    expect(fail.state.vp).toBe(-(2 * 2 + 2 * 1));
    const hold = play(s, 'russians', [{ type: 'end-phase' }], [5]);
    expect(hold.state.units['r'].where).toBe('map');
  });
  it('8.8: rally rolls ≤ R: −4 next to the enemy, −2 within three hexes, none further away', () => {
    const s = fixturePosition(m(), {
      phase: 'supply',
      standing: { allies: { rally: 'ask' } },
      units: [
        unit('near', 'allies', '1514', { broken: true }),
        unit('mid', 'allies', '1512', { broken: true }),
        unit('far', 'allies', '1010', { broken: true }),
        unit('r', 'russians', '1515'),
      ],
    });
    expect(owc.status(s).phase).toBe('supply.rally');
    const r = play(s, 'allies', [{ type: 'rally', units: ['near', 'mid', 'far'] }], [5, 7, 9]);
    expect(ofType(r.events, 'rally').map((e) => [e.unit, e.target, e.ok])).toEqual([
      ['near', 5, true],
      ['mid', 7, true],
      ['far', 9, true],
    ]);
    expect(r.state.units['near'].broken).toBe(false);
  });
});

describe('arrivals (A.2) and victory (A.6, 15)', () => {
  it('A.2: an arrival is placed at its town in the first movement phase of its turn and may not move in it', () => {
    const s = position({
      phase: 'move',
      units: [{ id: 'ah-iv', due: 1, dueHex: '3818' }, unit('a', 'allies', '3316'), unit('r', 'russians', '2124')],
    });
    expect(s.units['ah-iv']).toMatchObject({ where: 'map', hex: '3818', placed: true });
    expect(refuse(s, 'allies', [{ type: 'move', unit: 'ah-iv', path: ['3817'] }])).toMatchObject({
      rule: '5',
      at: 'orders[0].unit',
    });
  });
  it('A.2.1: if the enemy stands next to the listed town, the nearest town the enemy has not approached is used', () => {
    // Stryj 3818 has a Russian next to it (3819), so do Rohatyn 3719 and Halicz 3820; of the towns 2 hexes away Sambor 3716
    // (next to 3715) and Stanisławów 3920 (next to 4020) are approached too: Drohobycz 3717 is the one, without a question.
    const s = position({
      phase: 'move',
      units: [
        { id: 'ah-iv', due: 1, dueHex: '3818' },
        ...corps('a allies 3316, r russians 3819, r2 russians 3715, r3 russians 4020'),
      ],
    });
    expect(s.units['ah-iv']).toMatchObject({ where: 'map', hex: '3717', placed: true });
    expect(owc.view(s, 'allies').options.choices.some((c) => c.id.startsWith('arrive-'))).toBe(false);
    // no choice: an "arrive" order is refused (A.2.1)
    expect(refuse(s, 'allies', [{ type: 'arrive', unit: 'ah-iv', hex: '3717' }, { type: 'pass' }])).toMatchObject({
      rule: 'A.2',
      code: 'no-arrival',
      at: 'orders[0].hex',
    });
  });
  it('A.2.1: equally near towns are the owner\'s choice, made in his own movement batch ("arrive"); the lowest number is the default', () => {
    // Stryj 3818 approached by the Russian in 3819: Sambor 3716, Drohobycz 3717 and Stanisławów 3920 are all 2 hexes away and free
    const s = position({
      phase: 'move',
      units: [{ id: 'ah-iv', due: 1, dueHex: '3818' }, unit('a', 'allies', '3316'), unit('r', 'russians', '3819')],
    });
    expect(owc.status(s)).toMatchObject({ waitingFor: ['allies'], phase: 'move.move', midTurn: false });
    expect(s.units['ah-iv'].where).toBe('due'); // left for the batch
    const c = owc.view(s, 'allies').options.choices.find((x) => x.id === 'arrive-ah-iv')!;
    expect(c.targets!.map((t) => t.cell)).toEqual(['3716', '3717', '3920']);
    expect(c.targets![2].order).toEqual({ type: 'arrive', unit: 'ah-iv', hex: '3920' });
    // the default (no "arrive" order): the lowest number
    const d = play(s, 'allies', [{ type: 'pass' }]);
    expect(d.state.units['ah-iv'].hex).toBe('3716');
    expect(ofType(d.events, 'arrival')[0]).toMatchObject({ unit: 'ah-iv', hex: '3716', listed: '3818' });
    // the owner's pick, in any place of the batch; the marches come after the placement
    const r = play(s, 'allies', [
      { type: 'move', unit: 'a', path: ['3317'] },
      { type: 'arrive', unit: 'ah-iv', hex: '3920' },
      { type: 'pass' },
    ]);
    expect(r.state.units['ah-iv']).toMatchObject({ where: 'map', hex: '3920', placed: true });
    expect(r.events.find((e) => e.type === 'arrival')).toMatchObject({
      rule: 'A.2.1',
      data: { hex: '3920', chosen: true },
    });
    expect(r.state.control['3920']).toBe('allies');
    expect(owc.describe(r.events.find((e) => e.type === 'arrival')!, 'en')).toContain("3920 (the owner's pick)");
    // not one of the nearest (Lwów 3518 is 3 away), or twice: refused, nothing changed
    expect(refuse(s, 'allies', [{ type: 'arrive', unit: 'ah-iv', hex: '3518' }, { type: 'pass' }])).toMatchObject({
      rule: 'A.2.1',
      code: 'not-nearest',
      at: 'orders[0].hex',
    });
    expect(
      refuse(s, 'allies', [
        { type: 'arrive', unit: 'ah-iv', hex: '3716' },
        { type: 'arrive', unit: 'ah-iv', hex: '3717' },
      ]),
    ).toMatchObject({ rule: 'A.2.1', at: 'orders[1].unit' });
    expect(refuse(s, 'allies', [{ type: 'arrive', unit: 'a', hex: '3716' }, { type: 'pass' }])).toMatchObject({
      rule: 'A.2',
      code: 'not-arriving',
    });
    expect(s.units['ah-iv'].where).toBe('due');
  });
  it('A.2 / A.2.1: taking the reserve movement phase first, the pick comes with the "reserve" order (first movement phase of the turn)', () => {
    const s = position({
      phase: 'w1',
      units: [{ id: 'ah-iv', due: 1, dueHex: '3818' }, unit('a', 'allies', '3316'), unit('r', 'russians', '3819')],
    });
    expect(owc.status(s)).toMatchObject({ waitingFor: ['allies'], phase: 'w1.window' });
    expect(
      owc
        .view(s, 'allies')
        .options.choices.find((x) => x.id === 'arrive-ah-iv')!
        .targets!.map((t) => t.cell),
    ).toEqual(['3716', '3717', '3920']);
    const r = play(s, 'allies', [{ type: 'reserve' }, { type: 'arrive', unit: 'ah-iv', hex: '3717' }]);
    expect(r.state.units['ah-iv'].hex).toBe('3717');
    expect(r.state.arrivalsDone).toBe(true);
    // the normal movement phase of the same turn has no arrivals left to place
    expect(owc.view(r.state, 'allies').options.choices.some((c) => c.id.startsWith('arrive-'))).toBe(false);
  });
  it('A.6: at each stage end the holder of Lwów scores 6, and each Russian unit west of the San 1; breaking scores SP', () => {
    const s = position({
      phase: 'repeat',
      phasing: 'russians',
      stage: 4,
      control: { '3518': 'russians', '2815': 'allies' },
      units: [unit('r1', 'russians', '3411'), unit('r2', 'russians', '3410'), unit('a', 'allies', '3412')],
    });
    const r = play(s, 'russians', [{ type: 'end-phase' }]);
    const vps = ofType(r.events, 'vp').map((e) => [e.side, e.vp, e.why]);
    expect(vps).toEqual([
      ['russians', 6, 'objective:3518'],
      ['allies', 2, 'objective:2815'],
      ['russians', 2, 'region:west-of-san'],
    ]);
    expect(r.state.vp).toBe(6);
    expect(owc.status(r.state).result).toEqual({ winner: 'russians', reason: 'marginal (vp:6)' });
  });
  it('A.6: breaking an enemy unit scores its SP (elimination while encircled, 2 × SP: see 8.7 and TC-25)', () => {
    const s = position({
      phasing: 'russians',
      standing: { allies: { retreat: 'auto' } },
      units: [
        unit('r', 'russians', '3619', { sp: 3 }),
        unit('q', 'russians', '3619', { sp: 3 }),
        unit('a', 'allies', '3519', { sp: 3 }),
      ],
    });
    const r = play(s, 'russians', [{ type: 'attack', target: '3519', units: ['r', 'q'] }], [1, 12]);
    expect(ofType(r.events, 'broken')[0].unit).toBe('a');
    expect(ofType(r.events, 'vp')).toContainEqual({ side: 'russians', vp: 3, why: 'break', balance: 3 });
  });
  it('15.2 TC-57: +3 draw; 12 Allied marginal; 20 Russian operational; 25 Allied strategic', () => {
    expect(levelOf(3)).toEqual({ winner: null, level: 'draw' });
    expect(levelOf(-12)).toEqual({ winner: 'allies', level: 'marginal' });
    expect(levelOf(20)).toEqual({ winner: 'russians', level: 'operational' });
    expect(levelOf(-25)).toEqual({ winner: 'allies', level: 'strategic' });
  });
});

describe('reserve movement batches (4)', () => {
  it('4: the "reserve" order may follow the marches in the batch; two are refused', () => {
    const s = fixturePosition(m(), {
      phase: 'w1',
      units: [unit('a', 'allies', '1011'), unit('r', 'russians', '1019')],
    });
    expect(
      play(s, 'allies', [{ type: 'move', unit: 'a', path: ['1012'] }, { type: 'reserve' }]).state.units['a'].hex,
    ).toBe('1012');
    expect(refuse(s, 'allies', [{ type: 'reserve' }, { type: 'reserve' }])).toMatchObject({
      rule: '4.2',
      at: 'orders[1].type',
    });
    expect(refuse(s, 'allies', [{ type: 'move', unit: 'a', path: ['1012'] }])).toMatchObject({ rule: '4.2' });
  });
});
