/**
 * Test support: fixture armies with invented card values (the spec's "(fixture)" values, not
 * official data), positions in the documented form, and batches applied with FixedDice.
 */
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import type { MOrder } from './orders.js';
import type { Position } from './position.js';
import type { ArmyDef, HqDef, NationId, UnitCardDef } from './schema.js';
import type { MSide, MState } from './state.js';

export interface FxUnit {
  key: string;
  type?: 'inf' | 'cav';
  full?: number;
  reduced?: number;
  /** up to 5 cards in the compact notation "A2d8 D2 B2d6 R2 V1d8 P3 W2 N" */
  cards?: string[];
}

const parse = (unit: string, s: string): UnitCardDef => {
  const c: UnitCardDef = { unit };
  for (const tok of s.split(' ')) {
    const k = tok[0],
      v = tok.slice(1);
    if (k === 'A') c.attack = v;
    else if (k === 'D') c.defense = +v;
    else if (k === 'B') c.bombard = v;
    else if (k === 'R') c.range = +v;
    else if (k === 'V') c.volley = v;
    else if (k === 'P') c.pursuit = +v;
    else if (k === 'W') c.withdraw = +v;
    else if (k === 'N') c.nra = true;
  }
  // the pack schema wants 2–4 values per card: a one-value fixture card gets a value it never uses
  const values = [c.attack, c.defense, c.bombard, c.range, c.volley, c.pursuit, c.withdraw].filter(
    (v) => v !== undefined,
  ).length;
  if (values < 2) {
    if (c.defense === undefined) c.defense = 1;
    else c.attack = '1d6';
  }
  return c;
};

/** 8 units (padded with 4/2 infantry), 5 cards each (padded with "A1d6 D1"), 20 HQ cards (padded) */
export const fxArmy = (id: NationId, units: FxUnit[], hq: HqDef[] = []): ArmyDef => {
  const all: FxUnit[] = [...units];
  for (let i = all.length; i < 8; i++) all.push({ key: `pad${i}` });
  const unitCards: UnitCardDef[] = [];
  for (const u of all) {
    const cards = [...(u.cards ?? [])];
    while (cards.length < 5) cards.push('A1d6 D1');
    unitCards.push(...cards.map((c) => parse(`${id}.${u.key}`, c)));
  }
  const h: HqDef[] = [...hq];
  if (!h.some((x) => x.type === 'leader'))
    h.push({ type: 'leader', count: 1, name: 'Fixture Leader', command: 2, combat: 1, rally: 3 });
  if (!h.some((x) => x.type === 'withdraw')) h.push({ type: 'withdraw', count: 1 });
  for (const t of ['supply', 'forced-march', 'scout'] as const)
    if (new Set(h.map((x) => x.type)).size < 4 && !h.some((x) => x.type === t)) h.push({ type: t, count: 1 });
  const n = h.reduce((a, x) => a + x.count, 0);
  const pad = h.find((x) => x.type === 'withdraw')!;
  pad.count += 20 - n;
  return {
    id,
    name: { pl: `Fixture ${id}`, en: `Fixture ${id}` },
    character: { pl: 'test', en: 'test' },
    unitWithdraw: id === 'us',
    units: all.map((u) => ({
      id: `${id}.${u.key}`,
      name: u.key,
      short: u.key.slice(0, 8),
      type: u.type ?? 'inf',
      full: u.full ?? 4,
      reduced: u.reduced ?? 2,
    })),
    unitCards,
    hq: h,
  };
};

const pad2 = (n: number) => String(n).padStart(2, '0');
/** the id of the n-th (1..5) card of a fixture unit */
export const ucard = (a: ArmyDef, key: string, n = 1): string =>
  `${a.id}-${pad2(a.units.findIndex((u) => u.id === `${a.id}.${key}`) * 5 + n)}`;
/** the id of the k-th (0-based) copy of an HQ card type */
export const hqcard = (a: ArmyDef, type: string, k = 0, name?: string): string => {
  let n = 40;
  for (const h of a.hq) {
    if (h.type === type && (!name || h.name === name)) {
      if (k < h.count) return `${a.id}-${pad2(n + k + 1)}`;
      k -= h.count;
    }
    n += h.count;
  }
  throw new Error(`no ${type} #${k} in ${a.id}`);
};

/**
 * South (blue, first, home edge rank 1) against North (red, home edge rank 8) on an open board.
 * Units not listed stand on free squares of their back rows (from h1 / h8 westward) unless
 * `rest: 'eliminated'`. `rules` is the game's rules version: 1 (the default here) asks every step
 * of a combat, so the rulebook's step tests can send each one; common-turn.test.ts plays version 2.
 */
export const position = (
  south: ArmyDef,
  north: ArmyDef,
  p: Partial<Position> & { units: NonNullable<Position['units']>; rest?: 'home' | 'eliminated' },
  rules = 1,
): MState => {
  const { rest = 'home', ...pos } = p;
  const units = [...pos.units];
  if (rest === 'home') {
    const used = new Set(units.map((u) => u.square));
    for (const [a, rows] of [
      [south, ['1', '2']],
      [north, ['8', '7']],
    ] as const)
      for (const u of a.units) {
        if (units.some((x) => x.unit === u.id)) continue;
        const free = rows.flatMap((r) => [...'hgfedcba'].map((f) => f + r)).find((q) => !used.has(q))!;
        used.add(free);
        units.push({ unit: u.id, square: free });
      }
  }
  return manoeuvre.setup(
    'standard',
    {
      position: {
        armies: { blue: south.id, red: north.id },
        custom: { armies: [south, north] },
        first: 'blue',
        edges: { blue: 'S', red: 'N' },
        ...pos,
        units,
      },
    },
    new FixedDice([]),
    { rulesVersion: rules },
  );
};

/**
 * `position` with the listed units on their squares, e.g. `placed(S, N, 'combat', { 'fr.a': 'c3', 'gb.x': 'c4' })`;
 * those in `reduced` on their reduced side
 */
export const placed = (
  south: ArmyDef,
  north: ArmyDef,
  phase: Position['phase'],
  squares: Record<string, string>,
  p: Partial<Position> & { rest?: 'home' | 'eliminated'; reduced?: readonly string[] } = {},
  rules = 1,
): MState => {
  const { reduced = [], ...rest } = p;
  const units = Object.entries(squares).map(([unit, square]) =>
    reduced.includes(unit) ? { unit, square, status: 'reduced' as const } : { unit, square },
  );
  return position(south, north, { phase, units, ...rest }, rules);
};

export interface Played {
  state: MState;
  events: GameEvent[];
}
/** apply one batch with these dice; throws with the refusal if it is refused; all dice must be used */
export const play = (s: MState, side: MSide, orders: MOrder[], dice: number[] = []): Played => {
  const d = new FixedDice(dice);
  const r = manoeuvre.apply(s, side, { orders }, d);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  if (d.used !== dice.length) throw new Error(`only ${d.used} of ${dice.length} dice used`);
  return { state: r.state, events: r.events };
};
/** the refusal of a batch (and proof that nothing changed) */
export const refuse = (s: MState, side: MSide, orders: MOrder[], dice: number[] = []) => {
  const before = JSON.stringify(s);
  const r = manoeuvre.apply(s, side, { orders }, new FixedDice(dice));
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(orders)}`);
  if (JSON.stringify(s) !== before) throw new Error('a refused batch changed the state');
  return r.error;
};
export const ev = (p: Played, type: string) =>
  p.events.find((e) => e.type === type)?.data as Record<string, any> | undefined;
export const sq = (s: MState, unit: string) => s.units[unit].sq;
export const status = (s: MState, unit: string) => s.units[unit].status;
