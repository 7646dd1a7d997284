import { describe, expect, it } from 'vitest';
import { findPaths } from '../../core/path.js';
import { SeededDice } from '../../core/dice.js';
import owc from './index.js';
import { boardOf, sideOf, unitsAt, withMoved, type Board } from './ctx.js';
import {
  areaOf,
  heldHexes,
  marchTargets,
  mpOf,
  STACK,
  stepCost,
  type ReachMemo,
  type ReachTarget,
} from './movement.js';
import { closedTo } from './campaign/borders.js';
import { variant } from './variants.js';
import type { OwcState } from './state.js';
import { refuse } from './testkit.js';
import { clCrossing, enemyFortress, forgetEncirclements, freeHexes, freeOf, pocketOf } from './geo.js';
import { enemyAt, has, ownAt } from './ctx.js';
import { rearAreaHexes } from './rear-areas.js';
import type { SideId } from './schema.js';

/**
 * The march search keeps one table of step costs per board, shared by every stack's search, and goes
 * around hexes closed by 30.1/37.5 (rules version 3). Whatever it keeps, it must find what the plain
 * search (below, the search as it was: a fresh stepCost for every step of every search) finds: the
 * same targets, costs and paths for every unit of the awaited side on random states of every
 * scenario; for a unit with closed hexes, every target the plain search kept after dropping paths
 * through a closed hex, with the same path, and no target whose path enters one.
 */
const plainReach = (b: Board, unit: string, mp: number, area: string | null, held: Set<string>): ReachTarget[] => {
  const side = sideOf(b.s, unit);
  const from = b.s.units[unit].hex!;
  const bb = withMoved(boardOf(b.s), unit, from, null);
  const r = findPaths({
    start: from,
    neighbours: (h) => b.m.grid.neighbourCells(h),
    cost: (h, n) => {
      const st = stepCost(bb, side, h, n, { area, through: true });
      return st.ok ? st.cost : null;
    },
    budget: mp,
  });
  const pathTo = (cell: string): string[] => r.pathTo(cell)!.slice(1);
  const out: ReachTarget[] = [];
  for (const [cell, x] of r.cells)
    if (cell !== from && unitsAt(bb, cell).length < STACK) out.push({ cell, cost: x.cost, path: pathTo(cell) });
  const bases =
    variant(b.s, 'exceptionMove') === 'last-step'
      ? [...r.cells.keys()].filter((h) => r.cells.get(h)!.cost < mp)
      : [from];
  const added = new Set<string>();
  for (const h of bases)
    for (const n of b.m.grid.neighbourCells(h)) {
      if (r.cells.has(n) || added.has(n) || unitsAt(bb, n).length >= STACK) continue;
      const st = stepCost(bb, side, h, n, { area, startOfPhase: held });
      if (!st.ok || !st.allMp) continue;
      added.add(n);
      out.push({ cell: n, cost: mp, path: h === from ? [n] : [...pathTo(h), n], allMp: true });
    }
  return out;
};

const states = (scenario: string, seed: number, most: number): OwcState[] => {
  const dice = new SeededDice(seed);
  let s = owc.setup(scenario, {}, dice);
  const out: OwcState[] = [];
  for (let n = 0; n < most && !s.result; n++) {
    const side = owc.status(s).waitingFor[0]!;
    const r = owc.apply(s, side, owc.randomBatch!(s, side, dice), dice);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
    if (n % 3 === 0) out.push(s);
  }
  return out;
};

describe('5, 6.2, 30.1, 37.5: the march search with a shared step table', () => {
  const most = Number(process.env.OWC_MARCH_BATCHES ?? 90);
  for (const [scenario, seed] of [
    ['A', 11],
    ['C', 12],
    ['D', 13],
    ['E', 14],
    ['campaign', 15],
    ['campaign', 16],
  ] as const)
    it(`finds what the plain search finds (${scenario}, seed ${seed}, ${most} batches)`, () => {
      let units = 0;
      let around = 0;
      for (const s of states(scenario, seed, most)) {
        const side = s.phasing;
        const b = boardOf(s);
        const held = heldHexes(b, side);
        const memo: ReachMemo = new Map();
        for (const u of Object.values(s.units)) {
          if (u.where !== 'map' || !u.hex || sideOf(s, u.id) !== side) continue;
          units++;
          const got = marchTargets(s, b, u.id, held, memo);
          const plain = plainReach(b, u.id, mpOf(s, u.id), areaOf(s), held);
          const closed = closedTo(s, b.m, u.id);
          if (!closed) {
            expect(got).toEqual(plain);
            continue;
          }
          const kept = plain.filter((t) => t.path.every((h) => !closed(h)));
          expect(got.filter((t) => kept.some((k) => k.cell === t.cell))).toEqual(kept);
          for (const t of got) expect(t.path.filter((h) => closed(h))).toEqual([]);
          around += got.length - kept.length;
        }
      }
      expect(units).toBeGreaterThan(100);
      expect(around).toBeGreaterThanOrEqual(scenario === 'campaign' ? 1 : 0);
    });
});

describe('30.1 closed hexes in the march search', () => {
  it('30.1: a march goes around a hex closed to it: the campaign’s first reserve window offers ah-vi 3318 by 3417 (2 MP), which apply takes', () => {
    const dice = new SeededDice(1);
    let s = owc.setup('campaign', {}, dice);
    const r = owc.apply(s, 'allies', owc.randomBatch!(s, 'allies', dice), dice);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
    expect([s.phase, s.await]).toEqual(['w1', { side: 'allies', kind: 'window' }]);
    const b = boardOf(s);
    const closed = closedTo(s, b.m, 'ah-vi')!;
    const held = heldHexes(b, 'allies');
    const cheapest = plainReach(b, 'ah-vi', mpOf(s, 'ah-vi'), areaOf(s), held).find((t) => t.cell === '3318')!;
    expect(cheapest.path.map((h) => (closed(h) as { rule?: string } | null)?.rule ?? null)).toContain('30.1');
    const offered = owc.view(s, 'allies').options.choices.find((c) => c.id === 'move-ah-vi')!;
    expect(offered.targets!.find((t) => t.cell === '3318')).toMatchObject({ cost: 2, path: ['3417', '3318'] });
    const reserve = { type: 'reserve' } as const;
    expect(refuse(s, 'allies', [reserve, { type: 'move', unit: 'ah-vi', path: cheapest.path }])).toMatchObject({
      rule: '30.1',
    });
    const around = { orders: [reserve, { type: 'move' as const, unit: 'ah-vi', path: ['3417', '3318'] }] };
    expect(owc.apply(s, 'allies', around, dice).ok).toBe(true);
  });
});

/** the flood fill as it was, on hex labels and string sets: the reference for geo.ts's numbered one */
const plainFlood = (b: Board, side: SideId, from?: string[]): string[] => {
  const passable = (h: string): boolean => !enemyAt(b, h, side) && !enemyFortress(b, h, side);
  const rear = has(b.s, 'rail') ? rearAreaHexes(b, side) : null;
  const blocked = (a: string, c: string): boolean => {
    if (b.m.impassable(a, c)) return true;
    if (ownAt(b, a, side) || ownAt(b, c, side)) return false;
    if (rear && (rear.has(a) || rear.has(c))) return true;
    return clCrossing(b, side, a, c).hexes.length > 0;
  };
  const seen = new Set<string>();
  const todo: string[] = [];
  for (const h of from ?? b.m.grid.labels)
    if ((from || b.m.edgeOwner(h) === side) && passable(h)) {
      seen.add(h);
      todo.push(h);
    }
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of b.m.grid.neighbourCells(h))
      if (!seen.has(n) && passable(n) && !blocked(h, n)) {
        seen.add(n);
        todo.push(n);
      }
  }
  return [...seen];
};

describe('6.3 the flood fill on numbered cells', () => {
  for (const [scenario, seed] of [
    ['B', 21],
    ['D', 22],
    ['campaign', 23],
  ] as const)
    it(`finds the same hexes in the same order as the plain one (${scenario}, seed ${seed}): both sides' free hexes and pockets`, () => {
      let floods = 0;
      for (const s of states(scenario, seed, 60)) {
        const b = boardOf(s);
        forgetEncirclements(b.m);
        for (const side of ['allies', 'russians'] as const) {
          expect([...freeHexes(b, side)]).toEqual(plainFlood(b, side));
          const own = [...b.occ.keys()].filter((h) => ownAt(b, h, side)).slice(0, 3);
          for (const h of own) expect([...pocketOf(b, h, side)]).toEqual(plainFlood(b, side, [h]));
          floods += 1 + own.length;
        }
      }
      expect(floods).toBeGreaterThan(50);
    });
});

describe('6.3 asked hex by hex: the search from the hex (freeOf) answers as the flood fill does', () => {
  for (const [scenario, seed] of [
    ['B', 31],
    ['D', 32],
    ['E', 34],
    ['campaign', 33],
  ] as const)
    it(`every hex of the map, asked in a shuffled order, on the position and after one unit steps aside (${scenario}, seed ${seed})`, () => {
      const dice = new SeededDice(seed + 1000);
      let asked = 0;
      const wrong: string[] = [];
      for (const s of states(scenario, seed, 30)) {
        const b = boardOf(s);
        forgetEncirclements(b.m);
        // a retreat's board: one unit of each side's first stack one hex on (9.5 asks its end hex)
        const boards = [b];
        for (const side of ['allies', 'russians'] as const) {
          const h = [...b.occ.keys()].find((x) => ownAt(b, x, side));
          const to = h && b.m.grid.neighbourCells(h).find((n) => !b.occ.get(n)?.length);
          if (h && to) boards.push(withMoved(b, b.occ.get(h)![0], h, to));
        }
        for (const bd of boards)
          for (const side of ['allies', 'russians'] as const) {
            const test = freeOf(bd, side); // first: once the flood is made, freeOf answers from it
            const flood = freeHexes(bd, side);
            const hexes = [...bd.m.grid.labels];
            for (let i = hexes.length - 1; i > 0; i--) {
              const j = dice.roll(i + 1) - 1;
              [hexes[i], hexes[j]] = [hexes[j], hexes[i]];
            }
            for (const h of hexes) {
              if (test.has(h) !== flood.has(h)) wrong.push(`${side} ${h}`);
              asked++;
            }
          }
      }
      expect(wrong).toEqual([]);
      expect(asked).toBeGreaterThan(10_000);
    });
});
