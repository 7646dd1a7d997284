/**
 * Malformed and illegal batches at states met in play: garbage, structural mutations of the legal
 * batch, and the legal batch from a side that may not act now. Schema-invalid ones must fail
 * batchSchema; the rest must never throw, never change the input, and when refused name a rule;
 * a batch from a non-awaited side or an unknown side is always refused.
 */
import type { Batch, Dice, GameModule, Side } from './contract.js';
import { isStandingBatch } from './contract.js';
import { SeededDice } from './dice.js';
import { short } from './conformance-json.js';
import { pick } from './conformance-counts.js';
import type { Fail } from './conformance-checks.js';
import type { FuzzState } from './conformance-play.js';

/** A structural mutation of a JSON value at a random place. */
const mutate = (batch: unknown, d: Dice, labels: readonly string[]): unknown => {
  const copy = JSON.parse(JSON.stringify(batch)) as unknown;
  // collect every container slot
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach((x, i) => (slots.push({ parent: v, key: i }), walk(x)));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) slots.push({ parent: v as Record<string, unknown>, key: k }), walk(x);
  };
  walk(copy);
  if (!slots.length) return copy;
  const { parent, key } = pick(slots, d);
  const cur = (parent as Record<string | number, unknown>)[key];
  const set = (x: unknown) => ((parent as Record<string | number, unknown>)[key] = x);
  const drop = () =>
    Array.isArray(parent) ? parent.splice(key as number, 1) : delete (parent as Record<string, unknown>)[key as string];
  switch (typeof cur) {
    case 'string':
      set(pick(['ZZ99', '', 'x'.repeat(300), cur + cur, labels.length ? pick(labels, d) : 'a1', '__proto__'], d));
      break;
    case 'number':
      set(pick([cur + 1, cur - 1, 0, -1, 999, 0.5, 1e9, -cur], d));
      break;
    case 'boolean':
      set(!cur);
      break;
    default:
      if (Array.isArray(cur)) {
        const op = d.roll(4);
        if (op === 1) set([]);
        else if (op === 2 && cur.length) cur.push(JSON.parse(JSON.stringify(cur[d.roll(cur.length) - 1])));
        else if (op === 3 && cur.length) cur.splice(d.roll(cur.length) - 1, 1);
        else set(cur.slice().reverse());
      } else if (cur && typeof cur === 'object') {
        const keys = Object.keys(cur);
        if (keys.length && d.roll(2) === 1) delete (cur as Record<string, unknown>)[pick(keys, d)];
        else (cur as Record<string, unknown>).zz = pick([1, 'ZZ99', null, true], d);
      } else set(pick([0, 'ZZ99', false], d));
  }
  if (d.roll(8) === 1) drop();
  return copy;
};

const GARBAGE: unknown[] = [
  null,
  42,
  'orders',
  [],
  {},
  { orders: null },
  { orders: 'x' },
  { orders: [null] },
  { orders: [{}] },
  { orders: [{ type: 42 }] },
  { orders: [{ type: 'no-such-order-type-xyz' }] },
  { orders: [[]] },
];

/** `count` malformed batches over `states`; returns how many were tried and refused */
export const fuzzBatches = (
  module: GameModule<any, any>,
  fuzzStates: readonly FuzzState[],
  count: number,
  seed: number,
  fail: Fail,
  sides: readonly Side[] = module.sides,
): { fuzzed: number; rejections: number } => {
  const counts = { fuzzed: 0, rejections: 0 };
  const fuzz = new SeededDice(seed);
  // rejection: garbage, mutations and certainly-illegal batches at states seen in play
  for (let k = 0; k < count && fuzzStates.length; k++) {
    const f = fuzzStates[fuzz.roll(fuzzStates.length) - 1];
    const labels = (() => {
      try {
        return module.staticBoard(f.state).cells.map((c) => c.label);
      } catch {
        return [];
      }
    })();
    const kind = k % 5;
    let side = f.side;
    let candidate: unknown;
    let mustRefuse = false;
    if (kind === 0) candidate = GARBAGE[((k / 5) % GARBAGE.length) | 0];
    else if (kind === 1) {
      // an unknown side, or a turn batch from a side that is not awaited
      const others = sides.filter((s) => !f.awaited.includes(s));
      candidate = f.batch;
      if (isStandingBatch(f.batch)) continue;
      if (others.length && fuzz.roll(2) === 1) side = pick(others, fuzz);
      else side = 'nobody-xyz';
      mustRefuse = true;
    } else candidate = mutate(f.batch, fuzz, labels);
    counts.fuzzed++;
    const parsed = module.batchSchema.safeParse(candidate);
    if (!parsed.success) {
      if (mustRefuse) fail('rejection', `${f.ctx}: the legal batch failed its own schema`);
      continue;
    }
    const before = JSON.stringify(f.state);
    const ctx = `${f.ctx}: fuzz #${k} as ${side} ${short(parsed.data)}`;
    try {
      const r = module.apply(f.state, side, parsed.data as Batch, new SeededDice(k + 1));
      if (JSON.stringify(f.state) !== before) fail('rejection', `${ctx}: apply changed its input`);
      if (r.ok) {
        if (mustRefuse) fail('rejection', `${ctx}: accepted from a side that may not act now`);
      } else {
        counts.rejections++;
        const e = r.error;
        if (!e.rule || typeof e.rule !== 'string')
          fail('rejection', `${ctx}: refused without naming a rule (${e.code}: ${e.message})`);
        if (!e.code || !e.message) fail('rejection', `${ctx}: refusal lacks code or message`);
      }
    } catch (e) {
      fail('rejection', `${ctx}: apply threw ${(e as Error).message} on a schema-valid batch`);
    }
  }
  return counts;
};
