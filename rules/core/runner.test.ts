import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FixedDice } from './dice.js';
import { fail } from './errors.js';
import { event } from './events.js';
import { halt, only, runBatch, type BatchRules } from './runner.js';

/** a good order, then one over the schema's limit (n ≤ 9) */
const ONE_TOO_MANY = {
  orders: [
    { type: 'add', n: 1 },
    { type: 'add', n: 99 },
  ],
};

// A counter game: "add" adds n (rolling a d6 when n is absent), "stop" halts the batch, "end" ends the game.
interface S {
  total: number;
  over?: boolean;
}
type O = { type: 'add'; n?: number } | { type: 'stop' } | { type: 'end' };
const order = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), n: z.number().int().min(1).max(9).optional() }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('end') }),
]);
const playOne = (
  t: { s: S; dice: { roll(f: number): number }; events: ReturnType<typeof event>[] },
  o: O,
  at: string,
  i: number,
): void => {
  if (t.s.over) fail('9', 'over', 'the game is over', at);
  if (o.type === 'stop') halt(i, { pl: 'znak stopu', en: 'stop sign' });
  if (o.type === 'end') {
    t.s.over = true;
    return;
  }
  const n = o.n ?? t.dice.roll(6);
  if (t.s.total + n > 10) fail('2.1', 'too-much', `${t.s.total} + ${n} is more than 10`, `${at}.n`);
  t.s.total += n;
  t.events.push(event('added', { n }, { rule: '2', ...(o.n ? {} : { dice: [n] }) }));
};
const perOrder: BatchRules<S, O> = {
  precheck: (_s, side) => (side === 'a' ? undefined : { code: 'bad-side', message: 'no such side', rule: '1' }),
  parse: { order },
  play: (t, [p]) => playOne(t, p.o, p.at, p.i),
  settle: (t) => t.events.push(event('settled', { total: t.s.total })),
};
const wholeBatch: BatchRules<S, O> = {
  parse: { batch: z.object({ orders: z.array(order).min(1) }) },
  play(t, orders) {
    only(orders, ['add', 'stop'], '3');
    for (const p of orders) playOne(t, p.o, p.at, p.i);
  },
};

describe('core batch runner', () => {
  it('each order against the state so far; events and dice collected; the input is not touched', () => {
    const s0: S = { total: 1 };
    const r = runBatch(perOrder, s0, 'a', { orders: [{ type: 'add', n: 2 }, { type: 'add' }] }, new FixedDice([4]));
    expect(r).toMatchObject({ ok: true, state: { total: 7 } });
    if (!r.ok) throw new Error('refused');
    expect(r.events.map((e) => e.type)).toEqual(['added', 'added', 'settled']);
    expect(r.events[1]).toMatchObject({ dice: [4], diceFaces: [6], rule: '2' });
    expect(s0).toEqual({ total: 1 });
  });
  it('the first illegal order refuses the whole batch with its rule and at', () => {
    const s0: S = { total: 5 };
    const r = runBatch(
      perOrder,
      s0,
      'a',
      {
        orders: [
          { type: 'add', n: 3 },
          { type: 'add', n: 3 },
          { type: 'add', n: 99 },
        ],
      },
      new FixedDice([]),
    );
    expect(r).toEqual({
      ok: false,
      error: { code: 'too-much', message: '8 + 3 is more than 10', rule: '2.1', at: 'orders[1].n' },
    });
    expect(s0).toEqual({ total: 5 });
  });
  it('per-order parsing: a schema error names its place; an earlier refusal wins over a later bad order', () => {
    expect(runBatch(perOrder, { total: 0 }, 'a', ONE_TOO_MANY, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'schema', at: 'orders[1].n' },
    });
    expect(runBatch(perOrder, { total: 10 }, 'a', ONE_TOO_MANY, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'too-much', at: 'orders[0].n' },
    });
    expect(runBatch(perOrder, { total: 0 }, 'a', { orders: [] }, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'schema', at: 'orders' },
    });
    expect(runBatch(perOrder, { total: 0 }, 'b', { orders: [] }, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'bad-side', rule: '1' },
    });
  });
  it('whole-batch parsing: any bad order refuses before the first is played; only() names the type', () => {
    expect(runBatch(wholeBatch, { total: 10 }, 'a', ONE_TOO_MANY, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'schema', at: 'orders[1].n' },
    });
    expect(
      runBatch(wholeBatch, { total: 0 }, 'a', { orders: [{ type: 'add', n: 1 }, { type: 'end' }] }, new FixedDice([])),
    ).toMatchObject({
      ok: false,
      error: { code: 'wrong-order', rule: '3', at: 'orders[1].type' },
    });
  });
  it('a halt keeps the prefix, reports where it stopped, and still settles', () => {
    const r = runBatch(
      perOrder,
      { total: 0 },
      'a',
      { orders: [{ type: 'add', n: 2 }, { type: 'stop' }, { type: 'add', n: 3 }] },
      new FixedDice([]),
    );
    expect(r).toMatchObject({
      ok: true,
      state: { total: 2 },
      halted: { at: 1, reason: { pl: 'znak stopu', en: 'stop sign' } },
    });
    if (!r.ok) throw new Error('refused');
    expect(r.events.map((e) => e.type)).toEqual(['added', 'settled']);
  });
});
