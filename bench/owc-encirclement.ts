/**
 * OWC's encirclement (6.3) two ways on the states of a random game per scenario: the whole-map flood
 * fill (`freeHexes`) and the search from the hex asked about (`freeOf`), both cold (memos dropped).
 * Prints the CPU per retreat-like question (one unit one hex on, its end hex asked, as 9.5 does) and per
 * state for every own hex of both sides (the board's encircled overlay), and checks the answers agree.
 * `npx tsx bench/owc-encirclement.ts [scenarios…]` (default D E campaign F).
 */
import { SeededDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { boardOf, ownAt, withMoved, type Board } from '../rules/games/ostatnia-wojna-cesarzy/ctx.js';
import { forgetEncirclements, freeHexes, freeOf } from '../rules/games/ostatnia-wojna-cesarzy/geo.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';
import type { SideId } from '../rules/games/ostatnia-wojna-cesarzy/schema.js';

const SIDES = ['allies', 'russians'] as const;
const states = (scenario: string): OwcState[] => {
  const dice = new SeededDice(5);
  let s = owc.setup(scenario, {}, dice);
  const out: OwcState[] = [];
  for (let n = 0; n < 150 && !s.result; n++) {
    const side = owc.status(s).waitingFor[0]!;
    const r = owc.apply(s, side, owc.randomBatch!(s, side, dice), dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (n % 5 === 0) out.push(s);
  }
  return out;
};
const cpu = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};

const ids = process.argv.slice(2);
for (const scenario of ids.length ? ids : ['D', 'E', 'campaign', 'F']) {
  const ss = states(scenario);
  const moves: { b: Board; unit: string; from: string; to: string; side: SideId }[] = [];
  for (const s of ss) {
    const b = boardOf(s);
    for (const [from, units] of [...b.occ].slice(0, 40)) {
      const side = ownAt(b, from, 'allies') ? 'allies' : 'russians';
      for (const to of b.m.grid.neighbourCells(from))
        if (!b.occ.get(to)?.length) moves.push({ b, unit: units[0], from, to, side });
    }
  }
  const ms = { flood: 0, search: 0, floodAll: 0, searchAll: 0 };
  const answers = { flood: [] as boolean[], search: [] as boolean[] };
  const rounds = 3;
  for (let r = 0; r < rounds; r++)
    for (const way of r % 2 ? (['flood', 'search'] as const) : (['search', 'flood'] as const)) {
      const out: boolean[] = [];
      ms[way] += cpu(() => {
        for (const { b, unit, from, to, side } of moves) {
          forgetEncirclements(b.m);
          const after = withMoved(b, unit, from, to);
          out.push(way === 'flood' ? freeHexes(after, side).has(to) : freeOf(after, side).has(to));
        }
      });
      answers[way] = out;
      ms[way === 'flood' ? 'floodAll' : 'searchAll'] += cpu(() => {
        for (const s of ss) {
          const b = boardOf(s);
          forgetEncirclements(b.m);
          for (const side of SIDES) {
            const free = way === 'flood' ? freeHexes(b, side) : freeOf(b, side);
            for (const h of b.occ.keys()) if (ownAt(b, h, side)) free.has(h);
          }
        }
      });
    }
  const agree = answers.flood.every((x, i) => x === answers.search[i]);
  const per = (x: number, n: number): string => (x / rounds / n).toFixed(3);
  console.log(
    `${scenario.padEnd(9)} ${moves.length} retreat-like questions: flood ${per(ms.flood, moves.length)} ms, search ${per(ms.search, moves.length)} ms | ` +
      `${ss.length} states, every own hex: flood ${per(ms.floodAll, ss.length)} ms, search ${per(ms.searchAll, ss.length)} ms | ${agree ? 'same answers' : 'ANSWERS DIFFER'}`,
  );
}
