import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import { AUTO, fixtureMap, fixturePosition, ofType, play, refuse, scenarioAt, unit, type PosUnit } from './testkit.js';
import { indexMap } from './mapindex.js';
import type { OwcState } from './state.js';

/** Rule 24 on a small clear map (all the Galician front): Allied corps in 1414, Russians around it. */
const map = () => fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 });
const H = '1414';
const g = indexMap(map()).grid;
const [N0, N1, , N3] = g.neighbourCells(H);
const pos = (units: PosUnit[], p: Record<string, unknown> = {}): OwcState =>
  fixturePosition(map(), {
    rules: ['core', 'supply', 'trenches'],
    standing: AUTO,
    phase: 'supply',
    supply: { income: { allies: 0, russians: 0 }, levels: { allies: { G: 10 }, russians: { G: 10 } } },
    ...p,
    units,
  });
const covered = (s: OwcState) => s.works!.trenches[H];

describe('24 trenches', () => {
  it('24: an infantry corps builds a marker in its supply phase: 1 SuP, three hexsides around the one it faces (AMB-14)', () => {
    const r = play(pos([unit('a', 'allies', H)]), 'allies', [
      { type: 'supply' },
      { type: 'trench', units: ['a'], facing: N0 },
    ]);
    expect(r.state.supply!.level.allies.G).toBe(9);
    expect(covered(r.state)).toEqual([N0, ...g.common(H, N0)].sort());
    expect(ofType(r.events, 'trench')[0]).toMatchObject({ hex: H, cost: 1 });
  });
  it('24: the builder may neither move nor attack this player-turn', () => {
    const s = play(pos([unit('a', 'allies', H), unit('b', 'allies', N3)]), 'allies', [
      { type: 'supply' },
      { type: 'trench', units: ['a'], facing: N0 },
    ]).state;
    s.phase = 'move';
    s.await = { side: 'allies', kind: 'move' };
    expect(refuse(s, 'allies', [{ type: 'move', unit: 'a', path: [N0] }])).toMatchObject({ rule: '5' });
  });
  it('24: a cavalry corps or a unit that built already this turn cannot build', () => {
    expect(
      refuse(pos([unit('c', 'allies', H, { arm: 'cavalry' })]), 'allies', [
        { type: 'supply' },
        { type: 'trench', units: ['c'], facing: N0 },
      ]),
    ).toMatchObject({ rule: '24', at: 'orders[1].units[0]' });
    expect(
      refuse(pos([unit('a', 'allies', H)]), 'allies', [
        { type: 'supply' },
        { type: 'trench', units: ['a'], facing: N0 },
        { type: 'trench', units: ['a'], facing: N3 },
      ]),
    ).toMatchObject({ rule: '24' });
  });
  it('24.3: two Russian infantry corps in one hex build for free; an Allied pair is refused', () => {
    const s = pos([unit('r1', 'russians', H), unit('r2', 'russians', H)], { phasing: 'russians' });
    const r = play(s, 'russians', [{ type: 'supply' }, { type: 'trench', units: ['r1', 'r2'], facing: N0 }]);
    expect(r.state.supply!.level.russians.G).toBe(10);
    expect(ofType(r.events, 'trench')[0].cost).toBe(0);
    const a = pos([unit('a1', 'allies', H), unit('a2', 'allies', H)]);
    expect(
      refuse(a, 'allies', [{ type: 'supply' }, { type: 'trench', units: ['a1', 'a2'], facing: N0 }]),
    ).toMatchObject({ rule: '24.3' });
  });
  it('24: with no SuP on the front the trench is refused', () => {
    const s = pos([unit('a', 'allies', H)], {
      supply: { income: { allies: 0, russians: 0 }, levels: { allies: { G: 0 }, russians: { G: 10 } } },
    });
    expect(refuse(s, 'allies', [{ type: 'supply' }, { type: 'trench', units: ['a'], facing: N0 }])).toMatchObject({
      rule: '24',
    });
  });
  it('24.2: an infantry corps destroys the trenches in its hex for free', () => {
    const s = pos([unit('a', 'allies', H)], { works: { trenches: { [H]: [N0] } } });
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'untrench', unit: 'a' }]);
    expect(r.state.works!.trenches).toEqual({});
    expect(r.state.supply!.level.allies.G).toBe(10);
  });
  it('24: an attack through the covered hexsides is −1, whoever built them; from the rear nothing', () => {
    const trench = [N0, ...g.common(H, N0)];
    const rear = g.neighbourCells(H).find((x) => !trench.includes(x))!;
    const at = (from: string) =>
      pos([unit('r', 'russians', H), unit('a', 'allies', from, { sp: 3 })], {
        phase: 'attack',
        works: { trenches: { [H]: trench } },
      });
    const front = ofType(play(at(N0), 'allies', [{ type: 'attack', target: H, units: ['a'] }], [12]).events, 'attack');
    expect(front[0].mods).toContainEqual({ rule: '24', value: -1, what: 'trench' });
    const back = ofType(play(at(rear), 'allies', [{ type: 'attack', target: H, units: ['a'] }], [12]).events, 'attack');
    expect(back[0].mods.some((m: { rule: string }) => m.rule === '24')).toBe(false);
  });
  it('24.1: a fortified area is −strength from every side (Lwów 2); a trench there adds nothing', () => {
    const m = map();
    m.towns = [{ hex: H, name: 'Lwów', fortified: 2 }];
    const s = fixturePosition(m, {
      rules: ['core', 'trenches'],
      standing: AUTO,
      phase: 'attack',
      works: { trenches: { [H]: [N0, N1] } },
      units: [unit('r', 'russians', H), unit('a', 'allies', N0, { sp: 3 })],
    });
    const e = ofType(play(s, 'allies', [{ type: 'attack', target: H, units: ['a'] }], [12]).events, 'attack')[0];
    expect(e.mods.filter((x: { rule: string }) => x.rule.startsWith('24'))).toEqual([
      { rule: '24.1', value: -2, what: 'fortified-area' },
    ]);
  });
});

describe('24: a trench order names units of the game', () => {
  it('a unit id every plain object answers to (__proto__, constructor) is refused by the batch schema, not looked up', async () => {
    const { batchSchema } = await import('./orders.js');
    for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const r = batchSchema.safeParse({ orders: [{ type: 'trench', units: [bad], facing: '0101' }] });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message, bad).toBe('not an id');
    }
    for (const good of ['ru-2', 'constructors', 'xtoString', 'proto'])
      expect(batchSchema.safeParse({ orders: [{ type: 'trench', units: [good], facing: '0101' }] }).success, good).toBe(
        true,
      );
  });
});

describe('24 (rules version 5): a corps that dug this player-turn may not attack', () => {
  /** scenario C, the Russian supply phase: IX Corps beside the Austro-Hungarian VI Corps (3412), X Corps beside it too */
  const position = {
    standing: { allies: { rally: 'none' }, russians: { rally: 'none' } },
    stage: 1,
    phasing: 'russians',
    phase: 'supply',
    units: [
      { id: 'ru-ix', hex: '3413' },
      { id: 'ru-x', hex: '3513' },
      { id: 'ah-vi', hex: '3412' },
    ],
  };
  const dig = (rulesVersion?: number): OwcState => {
    const s = rulesVersion
      ? owc.setup('C', { position }, new FixedDice([]), { rulesVersion })
      : scenarioAt('C', position);
    const r = play(s, 'russians', [{ type: 'supply' }, { type: 'trench', units: ['ru-ix'], facing: '3412' }]);
    expect(r.state.units['ru-ix'].dug).toBe(true);
    expect(r.state.await).toEqual({ side: 'russians', kind: 'attack' });
    return r.state;
  };
  const offered = (s: OwcState) =>
    owc
      .view(s, 'russians')
      .options.choices.filter((c) => c.id.startsWith('attack-'))
      .map((c) => c.order);

  it('24: the builder is not offered as an attacker; its neighbour alone is', () => {
    expect(offered(dig())).toEqual([{ type: 'attack', target: '3412', units: ['ru-x'] }]);
    expect(owc.view(dig(), 'russians').options.choices.some((c) => c.id === 'attacker-ru-ix')).toBe(false);
  });
  it('24: an attack naming the builder is refused at its place in the order (dug-in); without it the attack goes in', () => {
    const s = dig();
    expect(refuse(s, 'russians', [{ type: 'attack', target: '3412', units: ['ru-x', 'ru-ix'] }])).toMatchObject({
      rule: '24',
      code: 'dug-in',
      at: 'orders[0].units[1]',
    });
    const e = ofType(play(s, 'russians', [{ type: 'attack', target: '3412', units: ['ru-x'] }], [12]).events, 'attack');
    expect(e[0]).toMatchObject({ target: '3412', attackers: ['ru-x'] });
  });
  it('24.2: a corps that destroyed the trenches in its hex may not attack either (refused under rule 24)', () => {
    const s = scenarioAt('C', position);
    s.works!.trenches['3413'] = ['3412'];
    const r = play(s, 'russians', [{ type: 'supply' }, { type: 'untrench', unit: 'ru-ix' }]).state;
    expect(offered(r)).toEqual([{ type: 'attack', target: '3412', units: ['ru-x'] }]);
    expect(refuse(r, 'russians', [{ type: 'attack', target: '3412', units: ['ru-ix'] }])).toMatchObject({
      rule: '24',
      code: 'dug-in',
      at: 'orders[0].units[0]',
    });
  });
  it('version.ts: a game created under rules version 4 keeps the old behaviour: the builder attacks', () => {
    const s = dig(4);
    expect(offered(s)).toContainEqual({ type: 'attack', target: '3412', units: ['ru-ix', 'ru-x'] });
    const e = ofType(
      play(s, 'russians', [{ type: 'attack', target: '3412', units: ['ru-ix', 'ru-x'] }], [12]).events,
      'attack',
    );
    expect(e[0].attackers).toEqual(['ru-ix', 'ru-x']);
  });
});
