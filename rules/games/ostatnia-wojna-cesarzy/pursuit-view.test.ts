import { describe, expect, it } from 'vitest';
import { indexMap } from './mapindex.js';
import owc from './index.js';
import { atk, AUTO, fixtureMap, fixturePosition, play, unit } from './testkit.js';
import { optionsView } from './view-options.js';
import { FixedDice } from '../../core/dice.js';
import type { OwcOrder } from './orders.js';

/**
 * 10 with 6.2.3 (AMB-9): a fortified area cuts an enemy control line only when another own unit
 * holds it; the pursuer passing through the attacked hex does not (as a march's mover does not:
 * `liftedBoard`), so the second hex of a pursuit out of an empty fortified area across an enemy CL
 * costs 2 MP, more than the 1 left after entering it (C seed 3, the bot against random play).
 */
const T = '1414';
const g = indexMap(fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 11 })).grid;
const [from, ...rest] = g.neighbourCells(T);
// N: the neighbour of the attacked hex opposite the attacker; E: a Russian corps next to both, whose CL
// the step T→N crosses; a major river between N and E separates N from it (6.2.3), so only T's side counts
const N = rest.find((x) => g.common(T, x).every((c) => c !== from && !g.adjacent(c, from)))!;
const E = g.common(T, N)[0];
const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 11, sides: [[N, E, 'major-river']] });
m.towns = [{ hex: T, name: 'Warszawa', fortified: 2 }];

describe('10 pursuit offered as apply judges it', () => {
  it('10, 6.2.3: out of the fortified area T→N across the CL of the corps in E costs 2 MP, 1 left: not offered; every path offered is taken', () => {
    const s = fixturePosition(m, {
      standing: AUTO,
      phase: 'attack',
      units: [
        unit('a', 'allies', from, { sp: 4 }),
        unit('b', 'allies', from, { sp: 4 }),
        unit('r', 'russians', T, { sp: 1 }),
        unit('e', 'russians', E, { sp: 2 }),
      ],
    });
    const r = play(s, 'allies', [atk(T, ['a', 'b'])], [1, 12, 12, 12]);
    expect(r.state.await).toEqual({ side: 'allies', kind: 'pursuit' });
    const offered = optionsView(r.state, 'allies').choices.flatMap((c) =>
      (c.targets ?? []).map((t) => t.order as OwcOrder),
    );
    expect(offered.map((o) => (o as { path: string[] }).path.join('-'))).not.toContain(`${T}-${N}`);
    for (const o of offered) expect(owc.apply(r.state, 'allies', { orders: [o] }, new FixedDice([])).ok).toBe(true);
  });
});
