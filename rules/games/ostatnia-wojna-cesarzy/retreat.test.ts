import { describe, expect, it } from 'vitest';
import { attackCheckMods, chooseRetreat, OFF, properStep, retreatOptions } from './combat.js';
import { boardOf } from './ctx.js';
import { encircled, freeHexes } from './geo.js';
import owc from './index.js';
import { atk, AUTO, corps, division, fixtureMap, fixturePosition, position, unit } from './testkit.js';
import { ofType, play, refuse } from './testkit.js';

const NO_A4 = ['core', 'reserve-movement', 'A.3', 'A.5', 'A.6'];

describe('retreat (9)', () => {
  it('9.3 TC-26: 43 DP retreats 4020→4119 (mountains: −1) →4219 (wrong direction, ridge, mountains: −3): R 9 becomes 5', () => {
    const s = position({
      phasing: 'russians',
      area: null,
      rules: NO_A4,
      units: [division('43', 'allies', '4020'), unit('xii', 'russians', '4021')],
    });
    const b = boardOf(s);
    expect([b.m.side('4119', '4118')?.kind, b.m.side('4119', '4018')?.kind]).toEqual(['high-ridge', 'high-ridge']); // why the way west is shut
    const o = retreatOptions(b, '43', 2, new Set(['43', 'xii'])).find((x) => x.path.join() === '4119,4219')!;
    expect(o.parts).toEqual([
      { rule: '9.3', value: -1 },
      { rule: '9.2', value: -1 },
      { rule: '9.3', value: -2 },
    ]);
    expect(9 + o.mod).toBe(5);
  });
  it('9.4 TC-27: a step across a hexside that is the CL of two German corps costs −2 − 1 = −3; with 8:5 (0), superiority −1 and second line +1, R 9 checks at 6', () => {
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 11 });
    const s = fixturePosition(m, {
      units: [
        unit('xxiii', 'russians', '1313'),
        unit('g1', 'allies', '1214', { nat: 'DE', r: 10 }),
        unit('g2', 'allies', '1415', { nat: 'DE', r: 10 }),
        unit('w', 'allies', '1312', { nat: 'DE', r: 7 }),
      ],
    });
    const o = retreatOptions(boardOf(s), 'xxiii', 2, new Set(['xxiii', 'w'])).find(
      (x) => x.path.join() === '1314,1315',
    )!;
    expect(o.parts.filter((p) => p.rule === '9.4')).toEqual([
      { rule: '9.4', value: -2 },
      { rule: '9.4', value: -3 },
    ]);
    const mods = attackCheckMods(s, ['g1', 'w'], ['xxiii'], 0);
    expect(9 + mods.reduce((t, m) => t + m.value, 0) - 3).toBe(6);
  });
  it('9.1 TC-37: every offered path has two hexes, the second two hexes from the start; after a repeat attack one hex', () => {
    const s = fixturePosition(fixtureMap({ rows: [10, 18], cols: [10, 18] }), {
      units: [unit('r', 'russians', '1415'), unit('a', 'allies', '1414')],
    });
    const b = boardOf(s);
    const two = retreatOptions(b, 'r', 2, new Set(['r', 'a']));
    expect(two.length).toBeGreaterThan(0);
    for (const o of two) {
      expect(o.path).toHaveLength(2);
      expect(b.m.grid.distance('1415', o.path[1])).toBe(2);
    }
    const one = retreatOptions(b, 'r', 1, new Set(['r', 'a']));
    for (const o of one) expect(o.path).toHaveLength(1);
  });
  it('9.5.1: when no two-hex retreat exists, one hex at −3', () => {
    const m = fixtureMap({
      rows: [10, 18],
      cols: [10, 18],
      sides: [
        ['1414', '1514', 'lake'],
        ['1414', '1415', 'lake'],
        ['1414', '1314', 'lake'],
        ['1414', '1515', 'lake'],
      ],
    });
    // 1414's only open sides: to the attacker (1413) and 1513; from 1513 every onward hex is adjacent to 1414 or blocked
    const s = fixturePosition(m, {
      units: [...corps('r russians 1414, a allies 1413, b allies 1512, c allies 1613', 'd allies 1412')],
    });
    const opts = retreatOptions(boardOf(s), 'r', 2, new Set(['r', 'a']));
    expect(opts.length).toBeGreaterThan(0);
    for (const o of opts) {
      expect(o.path).toHaveLength(1);
      expect(o.parts).toContainEqual({ rule: '9.5.1', value: -3 });
    }
  });
  it('9.8 TC-34: 3112 (across the Vistula, next to a Russian) and 3213 (one wrong-direction step) both cost −1: the engine takes 3213', () => {
    const s = position({
      phasing: 'russians',
      area: null,
      rules: NO_A4,
      standing: { allies: { retreat: 'ask' } },
      units: [...corps('ah allies 3014, r1 russians 2914, r2 russians 2913, r3 russians 3111')],
    });
    const opts = retreatOptions(boardOf(s), 'ah', 2, new Set(['ah', 'r1']));
    expect(opts.find((o) => o.path[1] === '3112')).toMatchObject({ mod: -1, endAdjacentEnemy: true });
    expect(opts.find((o) => o.path[1] === '3213')).toMatchObject({ mod: -1, endAdjacentEnemy: false });
    const r = play(s, 'russians', [atk('3014', ['r1'])], [1, 1]);
    expect(ofType(r.events, 'retreat')[0].path).toEqual(['3113', '3213']); // no question asked: the rules decide
  });
  it('9.7 TC-33: the least costly retreat ends encircled, so the owner may take a costlier one that escapes — a wait for the owner', () => {
    // pocket Q walled by lakes: the Russians can only go east inside it, or out through 1314|1414 (the CL of the unit in 1413)
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
    const Q = new Set(['1313', '1214', '1314', '1215', '1315']);
    const open = new Set(['1313|1212', '1313|1312', '1313|1413', '1314|1414']);
    const grid = boardOf(
      position({ map: m, area: null, units: [unit('x', 'allies', '1010'), unit('y', 'russians', '1818')] }),
    ).m.grid;
    for (const q of Q)
      for (const n of grid.neighbours(q))
        if (!Q.has(n) && !open.has(`${q}|${n}`)) m.hexsides.push({ a: q, b: n, kind: 'lake' });
    const s = fixturePosition(m, {
      units: [...corps('gren russians 1313, a1 allies 1212, a2 allies 1312, a3 allies 1413')],
    });
    expect(encircled(boardOf(s), '1313', 'russians')).toBe(true);
    const { forced, escapes } = chooseRetreat(retreatOptions(boardOf(s), 'gren', 2, new Set(['gren', 'a1', 'a2'])));
    expect(forced.every((o) => o.endEncircled && o.mod === -2)).toBe(true);
    expect(escapes.map((o) => o.path)).toContainEqual(['1314', '1414']);
    const r = play(s, 'allies', [atk('1313', ['a1', 'a2'])], [1]);
    expect(owc.status(r.state)).toMatchObject({ waitingFor: ['russians'], phase: 'attack.retreat', midTurn: true });
    const offered = owc.view(r.state, 'russians').options.choices.map((c) => (c.order as { path: string[] }).path);
    expect(offered).toContainEqual(['1314', '1414']);
    expect(offered).toContainEqual(forced[0].path);
    expect(owc.defaultAnswer(r.state, 'russians')).toEqual({
      orders: [{ type: 'retreat', unit: 'gren', path: forced[0].path }],
    });
    expect(refuse(r.state, 'russians', [{ type: 'retreat', unit: 'gren', path: ['1214', '1113'] }])).toMatchObject({
      rule: '9.6',
    });
    const r2 = play(r.state, 'russians', [{ type: 'retreat', unit: 'gren', path: ['1314', '1414'] }], [1]);
    expect(r2.state.units['gren'].hex).toBe('1414');
    expect(freeHexes(boardOf(r2.state), 'russians').has('1414')).toBe(true);
  });
  it('9.4.2: own units not in the combat in the hex entered cancel the enemy CL for that step', () => {
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 11 });
    const base = [
      unit('xxiii', 'russians', '1313'),
      unit('g1', 'allies', '1214', { nat: 'DE' }),
      unit('w', 'allies', '1312'),
    ];
    const s = position({ map: m, area: null, units: [...base, unit('friend', 'russians', '1314')] });
    const first = retreatOptions(
      boardOf(position({ map: m, area: null, units: base })),
      'xxiii',
      1,
      new Set(['xxiii', 'w']),
    ).find((x) => x.path[0] === '1314')!;
    expect(first.parts).toContainEqual({ rule: '9.4', value: -2 });
    const cancelled = retreatOptions(boardOf(s), 'xxiii', 1, new Set(['xxiii', 'w'])).find(
      (x) => x.path[0] === '1314',
    )!;
    expect(cancelled.parts.some((p) => p.rule === '9.4')).toBe(false);
  });
  it('A.4: a step along a shortest path toward Przemyśl counts as the proper direction for the Allies', () => {
    const a4 = position({ units: [unit('a', 'allies', '3415'), unit('r', 'russians', '2124')] });
    expect(properStep(boardOf(a4), 'allies', '3715', '3615')).toBe(true); // due north, but nearer Przemyśl
    const plain = position({ rules: NO_A4, units: [unit('a', 'allies', '3415'), unit('r', 'russians', '2124')] });
    expect(properStep(boardOf(plain), 'allies', '3715', '3615')).toBe(false);
    expect(properStep(boardOf(a4), 'russians', '2616', '2517')).toBe(true); // toward Brześć
  });
  it('13: a unit retreating off its own board edge leaves and comes back next stage near the exit', () => {
    const m = fixtureMap({ rows: [10, 16], cols: [10, 14], westCols: 11, towns: [{ hex: '1313', name: 'Wieś' }] });
    const s = fixturePosition(m, {
      standing: AUTO,
      units: [...corps('r russians 1314, a allies 1313, b allies 1214, c allies 1413')],
    });
    expect(retreatOptions(boardOf(s), 'r', 2, new Set(['r', 'a'])).map((o) => o.path)).toContainEqual([OFF]);
    const r = play(s, 'allies', [atk('1314', ['a', 'b', 'c'])], [1, 1]);
    expect(ofType(r.events, 'left-map')[0]).toMatchObject({ unit: 'r', hex: '1314' });
    expect(r.state.units['r']).toMatchObject({ where: 'due', due: 2, dueHex: '1314' });
  });
  it('9.5.2/8.6: a unit that cannot retreat at all takes the capitulation check', () => {
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
    const ring = ['1213', '1413', '1214', '1314', '1212', '1312'];
    const s = fixturePosition(m, {
      standing: AUTO,
      units: [unit('r', 'russians', '1313'), ...ring.map((h, i) => unit(`a${i}`, 'allies', h))],
    });
    const r = play(s, 'allies', [atk('1313', ['a0', 'a1'])], [1, 12]);
    expect(ofType(r.events, 'check')[0]).toMatchObject({ unit: 'r', why: 'capitulation' });
    expect(r.state.units['r'].where).toBe('dead');
  });
});

describe('pursuit (10) and delaying actions (12.1)', () => {
  const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 12 });
  const tc38 = (phase = 'attack') =>
    fixturePosition(m, {
      phase,
      standing: AUTO,
      units: [
        unit('torun', 'allies', '1312', { nat: 'DE' }),
        unit('grudziadz', 'allies', '1212', { nat: 'DE' }),
        unit('icav', 'russians', '1313', { arm: 'cavalry', sp: 1 }),
        unit('xv', 'russians', '1413'),
      ],
    });
  it('10 TC-38: Toruń may enter the attacked hex (2 MP: the CL of XV Corps) but go no further; Grudziądz may go on within 2 MP', () => {
    const r = play(tc38(), 'allies', [atk('1313', ['torun', 'grudziadz'])], [1, 1]);
    expect(owc.status(r.state).phase).toBe('attack.pursuit');
    expect(refuse(r.state, 'allies', [{ type: 'pursue', unit: 'torun', path: ['1313', '1214'] }])).toMatchObject({
      rule: '10',
      at: 'orders[0].path[1]',
    });
    const p = play(r.state, 'allies', [
      { type: 'pursue', unit: 'torun', path: ['1313'] },
      { type: 'pursue', unit: 'grudziadz', path: ['1313', '1214'] },
    ]);
    expect(p.state.units['torun'].hex).toBe('1313');
    expect(p.state.units['grudziadz'].hex).toBe('1214');
    expect(refuse(r.state, 'allies', [{ type: 'pursue', unit: 'grudziadz', path: ['1214'] }])).toMatchObject({
      rule: '10',
      at: 'orders[0].path[0]',
    });
  });
  it('11 TC-38: after a repeat attack pursuit only enters the attacked hex', () => {
    const r = play(tc38('repeat'), 'allies', [atk('1313', ['torun', 'grudziadz'])], [1, 1]);
    expect(refuse(r.state, 'allies', [{ type: 'pursue', unit: 'grudziadz', path: ['1313', '1214'] }])).toMatchObject({
      rule: '11',
    });
    expect(ofType(r.events, 'retreat')[0].path).toHaveLength(1); // 11: one hex of retreat
  });
  it('12.1: cavalry alone may decline combat — a wait for the owner; then it retreats with no check and the attackers may pursue', () => {
    const s = fixturePosition(m, {
      standing: { russians: { delay: 'ask', retreat: 'auto' } },
      units: [unit('torun', 'allies', '1312'), unit('icav', 'russians', '1313', { arm: 'cavalry', sp: 1 })],
    });
    const r = play(s, 'allies', [atk('1313', ['torun'])]);
    expect(owc.status(r.state)).toMatchObject({ waitingFor: ['russians'], phase: 'attack.delay', midTurn: true });
    expect(owc.defaultAnswer(r.state, 'russians')).toEqual({ orders: [{ type: 'delay', accept: false }] });
    // the attack awaiting its roll is on the board for both sides, with the odds the log line gave
    const declared = ofType(r.events, 'attack')[0];
    expect(declared).toMatchObject({ a: 2, d: 1 });
    for (const viewer of ['russians', 'allies', null] as const)
      expect(owc.view(r.state, viewer).board.pending).toEqual([
        {
          from: ['1312'],
          to: '1313',
          label: {
            pl: `2:1, szansa ${declared.chance}`,
            en: `2:1, chance ${declared.chance}`,
          },
        },
      ]);
    const d = play(r.state, 'russians', [{ type: 'delay', accept: true }]);
    expect(ofType(d.events, 'delaying-action')).toHaveLength(1);
    expect(ofType(d.events, 'check')).toHaveLength(0);
    expect(ofType(d.events, 'attack-result')).toHaveLength(0);
    expect(d.state.vp).toBe(0);
    expect(owc.status(d.state).phase).toBe('attack.pursuit');
  });
});

describe('encirclement (6.3)', () => {
  it('6.3 TC-11: the Grenadier Corps between Przemyśl and Jarosław, closed by Austro-Hungarian CLs, is encircled', () => {
    const s = position({
      phasing: 'russians',
      units: [...corps('gren russians 3416, a allies 3316, b allies 3516, c allies 3418')],
    });
    expect(encircled(boardOf(s), '3416', 'russians')).toBe(true);
    const open = position({
      phasing: 'russians',
      units: [unit('gren', 'russians', '3416'), unit('a', 'allies', '3316'), unit('c', 'allies', '3418')],
    });
    expect(encircled(boardOf(open), '3416', 'russians')).toBe(false);
  });
  it('6.3/6.2.4 TC-11: VI Corps next to XIV Corps, the only gap the enemy CL between their hexes: not encircled', () => {
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 12 });
    // VI in 1315 is walled in by lakes except toward XIV in 1314; the Russian in 1214 has a CL on 1314|1315
    for (const n of ['1215', '1415', '1316', '1216']) m.hexsides.push({ a: '1315', b: n, kind: 'lake' });
    const s = fixturePosition(m, {
      units: [unit('vi', 'allies', '1315'), unit('xiv', 'allies', '1314'), unit('r', 'russians', '1214')],
    });
    expect(encircled(boardOf(s), '1315', 'allies')).toBe(false);
  });

  describe("the order in which a stack retreats is the owner's (spec §4.8, 5.3, 9.6)", () => {
    // r1 (corps) and r2 (cavalry division) in 1414 lose to a1. Their least costly retreats (0) end in 1316, 1416, 1516;
    // 1316 and 1416 hold four Russians already, 1516 three: a full hex is allowed only when strictly the least costly (5.3, 9.6).
    const m = () => fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
    const fill = (hex: string, n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => division(`f${tag}${i}`, 'russians', hex));
    const units = (n1516: number) => [
      unit('r1', 'russians', '1414'),
      division('r2', 'russians', '1414', { arm: 'cavalry' }),
      unit('a1', 'allies', '1413', { sp: 4 }),
      ...fill('1316', 4, 'a'),
      ...fill('1416', 4, 'b'),
      ...fill('1516', n1516, 'c'),
    ];
    it('the first unit takes the last place in 1516, so the order matters: a wait for the owner, who may send either unit first', () => {
      const s = position({ map: m(), area: null, units: units(3), standing: { russians: { delay: 'never' } } });
      const r = play(s, 'allies', [atk('1414', ['a1'])], [1]); // 4:3, chance 6, roll 1
      expect(ofType(r.events, 'retreat')).toEqual([]);
      expect(owc.status(r.state)).toMatchObject({ waitingFor: ['russians'], phase: 'attack.retreat', midTurn: true });
      const offered = owc.view(r.state, 'russians').options.choices.map((c) => c.order);
      expect(offered).toEqual([
        { type: 'retreat', unit: 'r1', path: ['1515', '1516'] },
        { type: 'retreat', unit: 'r2', path: ['1515', '1516'] },
      ]);
      // the passive default is the automatic order (the defender list): r1 first
      expect(owc.defaultAnswer(r.state, 'russians')).toEqual({
        orders: [{ type: 'retreat', unit: 'r1', path: ['1515', '1516'] }],
      });
      // the owner sends the cavalry first: it takes 1516; r1 then may overstack only where nothing is cheaper: its three 0 paths
      const r2 = play(r.state, 'russians', [{ type: 'retreat', unit: 'r2', path: ['1515', '1516'] }]);
      expect(r2.state.units['r2'].hex).toBe('1516');
      expect(r2.state.pending!.queue[0]).toBe('r1');
      expect(
        owc.view(r2.state, 'russians').options.choices.map((c) => (c.order as { path: string[] }).path[1]),
      ).toEqual(['1316', '1416', '1516']);
      const r3 = play(r2.state, 'russians', [{ type: 'retreat', unit: 'r1', path: ['1415', '1416'] }], [1, 1]); // the two checks (8), in retreat order
      expect(ofType(r3.events, 'check').map((c) => c.unit)).toEqual(['r2', 'r1']);
      expect(r3.state.units['r1'].hex).toBe('1416');
    });
    it('with the standing order "auto" the engine keeps the defender order: r1 takes 1516, r2 the first of its paths', () => {
      const s = fixturePosition(m(), {
        units: units(3),
        standing: { russians: { delay: 'never', retreat: 'auto' } },
      });
      const r = play(s, 'allies', [atk('1414', ['a1'])], [1, 1, 1]);
      expect(ofType(r.events, 'retreat').map((e) => [e.unit, e.path])).toEqual([
        ['r1', ['1515', '1516']],
        ['r2', ['1415', '1316']],
      ]);
    });
    it("when no retreat changes another unit's paths the order does not matter: only the next unit is asked, about its own paths", () => {
      // no fillers: each unit has the same three 0 paths (a 9.8 tie, the owner's), and no retreat fills a hex
      const s = fixturePosition(m(), {
        units: units(0).filter((u) => !u.id.startsWith('f')),
        standing: { russians: { delay: 'never' } },
      });
      const r = play(s, 'allies', [atk('1414', ['a1'])], [1]);
      expect(r.state.pending!.offers).toBeUndefined();
      expect(refuse(r.state, 'russians', [{ type: 'retreat', unit: 'r2', path: ['1515', '1516'] }])).toMatchObject({
        rule: '9',
        code: 'which-unit',
      });
      expect(owc.view(r.state, 'russians').options.choices.map((c) => c.order)).toEqual(
        ['1316', '1416', '1516'].map((e) => ({
          type: 'retreat',
          unit: 'r1',
          path: [e === '1516' ? '1515' : '1415', e],
        })),
      );
      // each path is chosen on the map too: its last hex is the target, the path drawn from the unit's hex
      const choices = owc.view(r.state, 'russians').options.choices;
      expect(choices.map((c) => c.targets?.map((t) => [t.cell, t.path?.join('>')]))).toEqual([
        [['1316', '1414>1415>1316']],
        [['1416', '1414>1415>1416']],
        [['1516', '1414>1515>1516']],
      ]);
      expect(choices.every((c) => JSON.stringify(c.targets![0].order) === JSON.stringify(c.order))).toBe(true);
      const byMap = play(r.state, 'russians', [choices[2].targets![0].order as never], [1]);
      expect(byMap.state.units.r1.hex).toBe('1516');
    });
  });
});
