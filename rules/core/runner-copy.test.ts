import { describe, expect, it } from 'vitest';
import type { GameModule } from './contract.js';
import { SeededDice } from './dice.js';
import { flatTablesCopy, jsonCopy } from './runner.js';

const roundTrip = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

/** the same value down to key order, prototypes, -0 and NaN (toEqual would call 0 and -0 equal) */
const same = (a: unknown, b: unknown, path = '$'): string | null => {
  if (typeof a !== typeof b) return `${path}: ${typeof a} vs ${typeof b}`;
  if (a === null || typeof a !== 'object') return Object.is(a, b) ? null : `${path}: ${String(a)} vs ${String(b)}`;
  if (b === null) return `${path}: object vs null`;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${path}: prototypes differ`;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  if (ka.join('\u0000') !== kb.join('\u0000')) return `${path}: keys [${ka}] vs [${kb}]`;
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return `${path}: lengths differ`;
  for (const k of ka) {
    const d = same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
};
const expectRoundTrip = (v: unknown): void => {
  const copy = jsonCopy(v);
  expect(same(copy, roundTrip(v))).toBeNull();
  if (v !== null && typeof v === 'object') expect(copy).not.toBe(v);
};

/** a random value of the kinds a state or a careless game might hold */
const randomValue = (d: SeededDice, depth: number): unknown => {
  const k = d.roll(depth > 3 ? 9 : 12);
  switch (k) {
    case 1:
      return null;
    case 2:
      return undefined;
    case 3:
      return [0, -0, NaN, Infinity, -Infinity, 1e-7, -3.5, 2 ** 53, 5e-324][d.roll(9) - 1];
    case 4:
      return ['', 'a', 'ru-i-3', '\ud800', '"q"', '__proto__', 'ż'][d.roll(7) - 1];
    case 5:
      return d.roll(2) === 1;
    case 6:
      return d.roll(1000) - 500;
    case 7:
      return d.roll(3) === 1 ? () => 1 : Symbol('s');
    case 8:
      return new Date(d.roll(1_000_000) * 1000);
    case 9:
      return d.roll(2) === 1 ? new Map([[1, 2]]) : new Set([1]);
    case 10:
    case 11: {
      const keys = ['a', 'b', '2', '10', 'x', '0', 'undefined', 'toJSON'];
      const o: Record<string, unknown> = d.roll(5) === 1 ? Object.create(null) : {};
      for (let i = d.roll(5); i > 0; i--) o[keys[d.roll(keys.length) - 1]] = randomValue(d, depth + 1);
      return o;
    }
    default: {
      const a: unknown[] = [];
      for (let i = d.roll(5) - 1; i > 0; i--) a.push(randomValue(d, depth + 1));
      if (d.roll(6) === 1) a[a.length + 2] = 1; // holes
      return a;
    }
  }
};

describe('jsonCopy: the JSON round trip without the text (the runner copies states with it)', () => {
  it('drops undefined fields, nulls undefined entries, holes, NaN and ±Infinity, turns -0 into 0', () => {
    const b: unknown[] = [undefined, NaN, -0, Infinity, -Infinity];
    b[6] = 3; // b[5] is a hole
    const v = { a: undefined, b, c: -0, d: { e: null } };
    expect(same(jsonCopy(v), { b: [null, null, 0, null, null, null, 3], c: 0, d: { e: null } })).toBeNull();
    expectRoundTrip(v);
  });
  it('keeps key order, integer-like keys first as JSON.parse makes them', () => {
    const v = { b: 1, 2: 'two', a: { z: 1, 1: 1, y: 2 }, 10: 'ten' };
    expect(Object.keys(jsonCopy(v))).toEqual(['2', '10', 'b', 'a']);
    expectRoundTrip(v);
  });
  it('leaves toJSON, classes, Maps, functions, symbols and an own __proto__ key to JSON itself', () => {
    class Unit {
      id = 'ru-i';
      hex = undefined;
    }
    for (const v of [
      { when: new Date(0) },
      [new Unit()],
      { m: new Map([[1, 2]]), s: new Set([1]) },
      { f: () => 1, g: [() => 1, Symbol('x')] },
      JSON.parse('{"a": 1, "__proto__": {"b": 2}}'),
      Object.assign(Object.create(null), { z: 1, a: [Object.create(null)] }),
    ])
      expectRoundTrip(v);
  });
  it('throws where the round trip throws: a cycle, a bigint, nothing at all', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    expect(() => jsonCopy(cyclic)).toThrow(TypeError);
    expect(() => jsonCopy({ n: 1n })).toThrow(TypeError);
    expect(() => jsonCopy(undefined)).toThrow(SyntaxError);
  });
  it('a value nested 300 deep is copied like the round trip', () => {
    let v: unknown = { leaf: -0 };
    for (let i = 0; i < 300; i++) v = i % 2 ? { v } : [v];
    expectRoundTrip(v);
  });
  it('5,000 random values agree with the round trip', () => {
    const d = new SeededDice(20261126);
    for (let i = 0; i < 5000; i++) {
      const v = { root: randomValue(d, 0) };
      expect(same(jsonCopy(v), roundTrip(v)), JSON.stringify(v)).toBeNull();
    }
  });
});

describe('jsonCopy on the states and views of random games of every game', async () => {
  const { catalog } = await import('../catalog.js');
  for (const [id, load] of Object.entries(catalog))
    it(`${id}: every scenario, the states of a random game and each side's view`, { timeout: 120_000 }, async () => {
      const m = await load();
      let compared = 0;
      for (const sc of m.scenarios) {
        const dice = new SeededDice(4242);
        let s = m.setup(sc.id, {}, dice);
        for (let n = 0; n < 16 && !m.status(s).result; n++) {
          expectRoundTrip(s);
          if (n % 8 === 0) for (const side of m.status(s).waitingFor) expectRoundTrip(m.view(s, side));
          const side = m.status(s).waitingFor[0];
          const r = m.apply(s, side, m.randomBatch(s, side, dice), dice);
          if (!r.ok) break;
          s = r.state;
          compared++;
        }
        expectRoundTrip(s);
      }
      expect(compared).toBeGreaterThan(m.scenarios.length * 5);
    });
});

describe('flatTablesCopy: a clone with the piece tables copied a record at a time', () => {
  type S = {
    turn: number;
    pieces: Record<string, { hex: string | null; level: number }>;
    log: string[];
    gone?: number;
  };
  const clone = flatTablesCopy<S>(['pieces']);
  it('the round trip of the state, an undefined field left out; no record or list shared with the input', () => {
    const s: S = {
      turn: 2,
      pieces: { a: { hex: '0305', level: 2 }, b: { hex: null, level: 1 } },
      log: ['x'],
      gone: undefined,
    };
    const c = clone(s);
    expect(same(c, roundTrip(s))).toBeNull();
    expect(Object.keys(c)).toEqual(['turn', 'pieces', 'log']);
    c.pieces.a.level = 3;
    c.log.push('y');
    expect([s.pieces.a.level, s.log]).toEqual([2, ['x']]);
  });
  const agree = <S>(m: GameModule<S, any>, copy: (s: S) => S) => {
    const dice = new SeededDice(77);
    let s = m.setup(m.scenarios[0].id, {}, dice);
    for (let n = 0; n < 12 && !m.status(s).result; n++) {
      expect(same(copy(s), roundTrip(s)), `${m.id} batch ${n}`).toBeNull();
      const side = m.status(s).waitingFor[0];
      const r = m.apply(s, side, m.randomBatch(s, side, dice), dice);
      if (!r.ok) break;
      s = r.state;
    }
  };
  it("Tannenberg's and Wojna's clone agree with the round trip on the states of a random game", async () => {
    const tb = await import('../games/tannenberg-1914/index.js');
    const wojna = await import('../games/wojna-o-niepodleglosc/index.js');
    agree(tb.default, (await import('../games/tannenberg-1914/state.js')).cloneTb);
    agree(wojna.default, (await import('../games/wojna-o-niepodleglosc/state.js')).cloneState);
  });
});
