import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../../core/errors.js';
import { moveStack, type MoveOrder } from './movement.js';
import { allowance, printedAllowance } from './units.js';
import { cav, chief, d10s, gun, inf, kit } from './testkit.js';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return e.error;
    throw e;
  }
  throw new Error('not refused');
};
type Step = MoveOrder['steps'][number];
/** the refusal of unit a's move; a hex label is a plain step into that hex */
const refusedMove = (k: ReturnType<typeof kit>, steps: (string | Step)[], dice = d10s()) =>
  refusal(() =>
    moveStack(
      k.c,
      { units: ['a'], steps: steps.map((x) => (typeof x === 'string' ? { type: 'move', to: x } : x)) },
      dice,
    ),
  );
// facing 3: the front zone is south (side 3) and south-west (side 4); the rear zone north (0) and north-east (1)
const S = (k: ReturnType<typeof kit>, h: string, n = 1) => {
  let x = h;
  for (let i = 0; i < n; i++) x = k.c.P.grid.neighbour(x, 3)!;
  return x;
};
const commanded = (units: ReturnType<typeof inf>[], o: Parameters<typeof kit>[0] = { units: [] }) => {
  const k = kit({
    ...o,
    units,
    leaders: [chief('div', 'pl', { range: 12 }), chief('rdiv', 'ru', { division: 'ru-a', range: 12 })],
  });
  k.placeLeader('div', '0101');
  k.placeLeader('rdiv', '1212');
  return k;
};

describe('7 movement', () => {
  it('T27 7.2, 2.3.7.2, 12.6.5, 1.6: allowances 4/6/7/4/4/5 (leaders 8); halved 2/3/4/2/2/3', () => {
    const defs = [
      inf('i', 'pl'),
      cav('h', 'pl', { heavy: true, type: 'cuirassiers' }),
      cav('l', 'pl'),
      gun('f', 'pl'),
      gun('r', 'pl', 'rockets'),
      gun('ha', 'pl', 'horse'),
    ];
    expect(defs.map(printedAllowance)).toEqual([4, 6, 7, 4, 4, 5]);
    expect(defs.map((d) => allowance(d, { level: 'full' }, false))).toEqual([2, 3, 4, 2, 2, 3]);
    expect(defs.map((d) => allowance(d, { level: 'demoralized' }, true))).toEqual([2, 3, 4, 2, 2, 3]);
    // AMB-12: both halve twice (light cavalry 7 → 4 → 2, horse artillery 5 → 3 → 2); the option halves once
    expect([
      allowance(defs[0], { level: 'demoralized' }, false),
      allowance(defs[2], { level: 'demoralized' }, false),
      allowance(defs[5], { level: 'demoralized' }, false),
    ]).toEqual([1, 2, 2]);
    expect(allowance(defs[2], { level: 'demoralized' }, false, true)).toBe(4);
  });
  it('T22 3.4, 2.3.7.2: uncommanded infantry has 2 MP: the third clear hex is refused', () => {
    const k = kit({ units: [inf('a', 'pl')] });
    k.place('a', '0502', 3);
    const e = refusal(() =>
      moveStack(
        k.c,
        { units: ['a'], steps: [1, 2, 3].map((n) => ({ type: 'move' as const, to: S(k, '0502', n) })) },
        d10s(),
      ),
    );
    expect(e).toMatchObject({ rule: '7.4', at: 'order.steps[2]' });
  });
  it('T29 7.4: 3 MP left, the next hex costs 4 → refused; with the whole allowance the first hex is always allowed', () => {
    const k = commanded([inf('a', 'pl')], { units: [], terrain: { '0504': 'heavy', '0503': 'heavy' } });
    k.place('a', '0501', 3);
    expect(refusedMove(k, ['0502', '0503'])).toMatchObject({ rule: '7.4', at: 'order.steps[1]' });
    k.place('a', '0502', 3);
    const m = moveStack(k.c, { units: ['a'], steps: [{ type: 'move', to: '0503' }] }, d10s());
    expect(m.mpSpent).toBe(4);
  });
  it('T30 7.9: forced march of full commanded infantry, morale 6: die 7 → +0 (4 MP), 6 → +1 (5), 2 → +2 (6)', () => {
    for (const [die, mp] of [
      [7, 4],
      [6, 5],
      [2, 6],
    ]) {
      const k = commanded([inf('a', 'pl', { morale: 6 })]);
      k.place('a', '0501', 3);
      const m = moveStack(k.c, { units: ['a'], steps: [{ type: 'move', to: '0502' }], forcedMarch: true }, d10s(die));
      expect(m.allowance).toBe(mp);
      expect(m.forcedMarch).toEqual({ die, bonus: mp - 4 });
    }
  });
  it('7.9: a forced march ordered 6 hexes whose die 7 gives +0 stops after 4 (its MP), not refused; without forced march 5 hexes are refused', () => {
    const k = commanded([inf('a', 'pl', { morale: 6 })]);
    k.place('a', '0501', 3);
    const steps = ['0502', '0503', '0504', '0505', '0506', '0507'].map((to) => ({ type: 'move' as const, to }));
    const m = moveStack(k.c, { units: ['a'], steps, forcedMarch: true }, d10s(7));
    expect([m.path, m.short, k.c.pos.units.a.at]).toEqual([['0502', '0503', '0504', '0505'], true, '0505']);
    const k2 = commanded([inf('a', 'pl', { morale: 6 })]);
    k2.place('a', '0501', 3);
    expect(refusal(() => moveStack(k2.c, { units: ['a'], steps: steps.slice(0, 5) }, d10s()))).toMatchObject({
      rule: '7.4',
      at: 'order.steps[4]',
    });
  });
  it('T31 7.9 (AMB-13): commanded uhlans force-march +1 with no roll → 8 MP', () => {
    const k = commanded([cav('u', 'pl')]);
    k.place('u', '0501', 3);
    expect(moveStack(k.c, { units: ['u'], steps: [], forcedMarch: true }, d10s())).toMatchObject({
      allowance: 8,
      forcedMarch: { die: null, bonus: 1 },
    });
  });
  it('T33/T34 7.10: infantry with all 4 MP enters one rear hex, keeps its facing, MP → 0; after spending 1 MP it may not', () => {
    const k = commanded([inf('a', 'pl')]);
    k.place('a', '0505', 3);
    const m = moveStack(k.c, { units: ['a'], steps: [{ type: 'rear', to: k.c.P.grid.neighbour('0505', 0)! }] }, d10s());
    expect(m).toMatchObject({ mpSpent: 4, facing: 3 });
    const k2 = commanded([inf('a', 'pl')]);
    k2.place('a', '0505', 3);
    const back = k2.c.P.grid.neighbour('0506', 0)!;
    expect(refusedMove(k2, ['0506', { type: 'rear', to: back }])).toMatchObject({ rule: '7.10' });
  });
  it('T35 7.11: uhlans (7 MP) into a clear rear hex: 1 + 4 = 5 MP, 2 left', () => {
    const k = commanded([cav('u', 'pl')]);
    k.place('u', '0505', 3);
    expect(moveStack(k.c, { units: ['u'], steps: [{ type: 'rear', to: '0504' }] }, d10s()).mpSpent).toBe(5);
  });
  it('T37 4.6: a unit facing 2 that joins a stack facing 4 takes facing 4', () => {
    const k = commanded([inf('a', 'pl', { strength: 4 }), inf('b', 'pl', { strength: 4 })]);
    k.place('a', '0505', 2);
    k.place('b', k.c.P.grid.neighbour('0505', 2)!, 4);
    expect(
      moveStack(k.c, { units: ['a'], steps: [{ type: 'move', to: k.c.P.grid.neighbour('0505', 2)! }] }, d10s()).facing,
    ).toBe(4);
    expect(k.c.pos.units.a.facing).toBe(4);
  });
  it('T38 5.3: entering an enemy front-zone hex ends the move; a further step is refused', () => {
    const k = commanded([inf('a', 'pl'), inf('r', 'ru', { division: 'ru-a' })]);
    k.place('a', '0501', 3);
    k.place('r', '0504', 0); // faces vertex 0: front hexes across sides 0 (N) and 1 — 0503 is in its ZOC
    expect(
      refusedMove(k, ['0502', '0503', { type: 'turn', facing: 4 }, k.c.P.grid.neighbour('0503', 4)!]),
    ).toMatchObject({ rule: '5.3', at: 'order.steps[3]' });
  });
  it('T39 5.7, 4.4.4: leaving an enemy ZOC forward costs 1 + 1 = 2 MP and a morale test; re-entering a ZOC this phase is refused', () => {
    const k = commanded([
      inf('a', 'pl', { morale: 6 }),
      inf('r', 'ru', { division: 'ru-a' }),
      inf('q', 'ru', { division: 'ru-a' }),
    ]);
    k.place('a', '0503', 3);
    k.place('r', '0502', 3); // r faces south: 0503 is in its front zone
    const m = moveStack(k.c, { units: ['a'], steps: [{ type: 'move', to: '0504' }] }, d10s(4));
    expect(m.mpSpent).toBe(2);
    expect(m.tests[0]).toMatchObject({ die: 4, verdict: 'pass' });
    const k2 = commanded([
      inf('a', 'pl', { morale: 6 }),
      inf('r', 'ru', { division: 'ru-a' }),
      inf('q', 'ru', { division: 'ru-a' }),
    ]);
    k2.place('a', '0503', 3);
    k2.place('r', '0502', 3);
    k2.place('q', '0507', 0); // q's front zone covers 0506
    expect(refusedMove(k2, ['0504', '0505', '0506'], d10s(4))).toMatchObject({ rule: '5.7' });
  });
  it('T41 4.1.2: a square may not enter an enemy ZOC', () => {
    const k = commanded([inf('a', 'pl'), inf('r', 'ru', { division: 'ru-a' })]);
    k.place('a', '0502', 3, { square: true });
    k.place('r', '0505', 0);
    expect(refusedMove(k, ['0503', '0504'])).toMatchObject({ rule: '4.1.2' });
  });
  it('T42 4.1.2.1: leaving square costs 1 MP and takes any facing', () => {
    const k = commanded([inf('a', 'pl')]);
    k.place('a', '0505', 3, { square: true });
    const m = moveStack(k.c, { units: ['a'], steps: [{ type: 'leaveSquare', facing: 5 }] }, d10s());
    expect(m).toMatchObject({ mpSpent: 1, facing: 5 });
    expect(k.c.pos.units.a.square).toBeUndefined();
  });
  it('T59 11.9, 7.9.1: a foot battery that fired moves 1 MP at most and never force-marches; a horse battery 2 MP', () => {
    const order = (id: string): MoveOrder => ({
      units: [id],
      steps: [
        { type: 'move', to: '0502' },
        { type: 'move', to: '0503' },
      ],
    });
    const k = commanded([gun('f', 'pl'), gun('h', 'pl', 'horse', { division: 'pl-b' })]);
    k.place('f', '0501', 3);
    k.c.pos.units.f.flags.fired = true;
    expect(refusal(() => moveStack(k.c, order('f'), d10s()))).toMatchObject({ rule: '7.4' });
    expect(refusal(() => moveStack(k.c, { units: ['f'], steps: [], forcedMarch: true }, d10s()))).toMatchObject({
      rule: '7.9.1',
    });
    const k2 = commanded([gun('h', 'pl', 'horse')]);
    k2.place('h', '0501', 3);
    k2.c.pos.units.h.flags.fired = true;
    expect(moveStack(k2.c, order('h'), d10s()).mpSpent).toBe(2);
  });
  it('7.5, 7.6: forbidden terrain and enemy hexes are refused', () => {
    const k = commanded([gun('f', 'pl'), inf('r', 'ru', { division: 'ru-a' })], {
      units: [],
      terrain: { '0502': 'marsh' },
    });
    k.place('f', '0501', 3);
    expect(
      refusal(() => moveStack(k.c, { units: ['f'], steps: [{ type: 'move', to: '0502' }] }, d10s())),
    ).toMatchObject({ rule: '7.5' });
    k.place('r', k.c.P.grid.neighbour('0501', 4)!, 0);
    expect(
      refusal(() =>
        moveStack(k.c, { units: ['f'], steps: [{ type: 'move', to: k.c.P.grid.neighbour('0501', 4)! }] }, d10s()),
      ),
    ).toMatchObject({ rule: '7.6' });
  });
});
