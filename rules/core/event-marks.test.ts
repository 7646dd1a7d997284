/**
 * What events draw on the board ("since your last move", issue 19): in random games of every module,
 * each mark names cells of the game's board and pieces of its view, and every game draws moves,
 * attacks with a result, and losses.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog.js';
import type { EventMark } from './contract.js';
import { SeededDice } from './dice.js';

const STEPS = Number(process.env.EVENT_MARKS_STEPS ?? 4000);

describe.each(Object.keys(catalog))('%s: event marks', (id) => {
  it('name real cells and pieces; moves, attacks, results and losses all appear', async () => {
    const module = await catalog[id]();
    expect(module.eventMarks).toBeDefined();
    const kinds = new Set<string>();
    const bad: string[] = [];
    // random games, scenario after scenario, until each kind of mark has appeared (a random player attacks
    // rarely, and in a short scenario perhaps never)
    for (let seed = 1; seed <= 12 && kinds.size < 4; seed++) {
      const dice = new SeededDice(seed);
      let state = module.setup(module.scenarios[(seed - 1) % module.scenarios.length].id, {}, dice);
      for (let step = 0; step < STEPS; step++) {
        const st = module.status(state);
        if (st.result || !st.waitingFor.length) break;
        const side = st.waitingFor[0];
        const before = new Set(module.view(state, null).board.pieces.map((p) => p.id));
        const r = module.apply(state, side, module.randomBatch(state, side, dice), dice);
        if (!r.ok) continue;

        const cells = new Set(module.staticBoard(r.state).cells.map((c) => c.label));
        for (const e of r.events)
          for (const m of module.eventMarks!(e) as EventMark[]) {
            kinds.add(m.kind);
            const named =
              m.kind === 'path'
                ? m.cells
                : m.kind === 'attack'
                  ? [...(m.from ?? []), ...(m.to ? [m.to] : [])]
                  : m.kind === 'loss' && m.cell
                    ? [m.cell]
                    : [];
            for (const c of named) if (!cells.has(c)) bad.push(`${e.type}: cell ${c}`);
            const pieces =
              m.kind === 'attack'
                ? [...(m.fromPieces ?? []), ...(m.toPiece ? [m.toPiece] : [])]
                : m.kind === 'loss' && m.piece
                  ? [m.piece]
                  : [];
            for (const p of pieces) if (!before.has(p)) bad.push(`${e.type}: piece ${p}`);
          }
        state = r.state;
        if (kinds.size === 4) break;
      }
    }
    expect(bad).toEqual([]);
    expect([...kinds].sort()).toEqual(['attack', 'loss', 'path', 'result']);
  });
});
