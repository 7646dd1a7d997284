import { hqStep, mayUseTowardHq } from './command.js';
import { defOf, type Board } from './ctx.js';
import { bridgedAsMajor, type ReachTarget, type Step } from './movement.js';
import type { OwcState } from './state.js';

/**
 * 21.5 move toward HQ in the march search (rules version 7): from every hex the ordinary search reached,
 * one step 6.2.2 forbids (an enemy CL with a major river, a ridge or very difficult terrain), made toward
 * an own HQ whose range holds the unit at the step's start (command.ts `hqStep`), for the terrain's cost
 * and the CL's +1 (Step.hqCost), then ordinary steps with the MP left: the step breaks the unit, and a
 * broken unit may not use 21.5 again. Only hexes no ordinary march (nor 6.2.2's exception 1) reaches are
 * offered this way, the cheapest such path each: no unit is broken where it need not be.
 */
export interface HqSearch {
  b: Board;
  unit: string;
  mp: number;
  from: string;
  /** the cells the ordinary search reached (its numbering), and their costs, labels and paths */
  reached: Iterable<number>;
  costTo: (i: number) => number;
  label: (i: number) => string;
  pathTo: (i: number) => string[];
  /** the hexes already offered */
  have: () => Set<string>;
  closed?: (hex: string) => unknown;
  /** the board without the mover (where its HQs' range is judged, as apply judges it) */
  lifted: Board;
  /** the step a→c of a march that goes on from c */
  step: (a: string, c: string) => Step;
  /** may a march end in this hex (5.3) */
  endable: (hex: string) => boolean;
  /** the ordinary marches from a hex within a budget: end hex, cost and path (the start hex left out) */
  onward: (hex: string, budget: number) => { cell: string; cost: number; path: string[] }[];
}

/** 21.5: the memo key of the HQs a unit that may use it answers to (its nation; an HQ is not its own), or null */
export const hqKey = (s: OwcState, unit: string): string | null => {
  if (!mayUseTowardHq(s, unit)) return null;
  const d = defOf(s, unit);
  return d.size === 'hq' ? `${d.nat}|${unit}` : d.nat;
};

/** may the step a→c be one 6.2.2 forbids (a major river, a ridge, very difficult terrain): the map's part, cheap */
const hard = (b: Board, a: string, c: string): boolean =>
  b.m.cls(c) === 'very' || b.m.majorUnbridged(a, c) || b.m.ridge(a, c) || bridgedAsMajor(b.s, b.m, a, c);

/** the cheapest 21.5 step costs 2: a bridged major river taken as major (AMB-6) with the CL's +1 */
const CHEAPEST = 2;

export const hqMarches = (q: HqSearch): ReachTarget[] => {
  const best = new Map<string, ReachTarget>();
  let have: Set<string> | undefined;
  for (const i of q.reached) {
    const spent = q.costTo(i);
    if (spent + CHEAPEST > q.mp) continue;
    const a = q.label(i);
    for (const n of q.b.m.grid.neighbourCells(a)) {
      if (!hard(q.b, a, n) || q.closed?.(n)) continue;
      const st = q.step(a, n);
      if (st.hqCost === undefined || spent + st.hqCost > q.mp) continue;
      const hq = hqStep(q.lifted, q.unit, a, n);
      if (!hq) continue;
      const at = spent + st.hqCost;
      const base = [...q.pathTo(i), n];
      have ??= q.have();
      for (const o of [{ cell: n, cost: 0, path: [] as string[] }, ...q.onward(n, q.mp - at)]) {
        if (o.cell === q.from || have.has(o.cell) || !q.endable(o.cell)) continue;
        const was = best.get(o.cell);
        if (!was || at + o.cost < was.cost)
          best.set(o.cell, { cell: o.cell, cost: at + o.cost, path: [...base, ...o.path], towardHq: hq });
      }
    }
  }
  return [...best.values()];
};
