import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import { mapOf, position } from './ctx.js';
import tb from './index.js';
import { reach, reachMemo, type Mover } from './movement.js';
import { hexOf, maOf, moveCtx, openBridges, overstack } from './phases/movement.js';
import { byHex, kindOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { movable, moveChoices } from './view.js';

/** the moves as the view built them before it shared searches: one search and one stack check per piece and hex */
const oneByOne = (s: TbState, side: SideId): OrderChoice[] => {
  const pos = position(s);
  const ctx = moveCtx(s, side, pos);
  const all = byHex(pos.pieces);
  const out: OrderChoice[] = [];
  for (const id of movable(s, side)) {
    const start = hexOf(s, id)!;
    const kind = kindOf(s, id);
    const r = reach(mapOf(s), ctx, { kind }, start, maOf(s, id));
    const targets = [...r.cells.keys()]
      .filter((h) => h !== start && !overstack(s, side, [id], h, all))
      .map((h) => {
        const path = r.pathTo(h)!;
        return { cell: h, cost: r.costTo(h)!, path, order: { type: 'move', pieces: [id], path } };
      });
    if (targets.length) out.push({ id: `move:${id}`, label: moveChoices(s, side, id)[0].label, piece: id, targets });
  }
  return out;
};

describe('4.2, 7.1.2: the movement choices of a view', () => {
  // random games of gumbinnen-1914: TB_VIEW_GAMES of them, 2 by default
  const games = Number(process.env.TB_VIEW_GAMES ?? 2);
  it(`offer exactly what one search per piece offers (${games} random games)`, () => {
    let compared = 0;
    for (let g = 1; g <= games; g++) {
      const dice = new SeededDice(1000 + g);
      let s = tb.setup('gumbinnen-1914', {}, dice);
      while (!tb.status(s).result) {
        const side = tb.status(s).waitingFor[0] as SideId;
        if (s.await?.kind === 'move' && compared < 150) {
          expect(moveChoices(s, side)).toEqual(oneByOne(s, side));
          compared++;
        }
        const r = tb.apply(s, side, tb.randomBatch(s, side, dice), dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('4.3.6, 6.0: the kept step costs of the full map', () => {
  // the map's part of a step is kept per map (movement.ts fixedStep): at the Vistula bridges of
  // Graudenz (A4B40–A5B40) and Dirschau (A4B49–A5B48), standing or blown, it reaches what stepCost reaches
  it('reach the same hexes at the same costs and paths as one stepCost a step', () => {
    const s = tb.setup('tannenberg-1914', {}, new SeededDice(1));
    const mi = mapOf(s);
    const standing = openBridges(s);
    expect(standing.size).toBe(2);
    let compared = 0;
    for (const bridges of [standing, new Set<string>()]) {
      const ctx = { ...moveCtx(s, 'de'), bridges };
      const kept = reachMemo(mi, ctx);
      for (const start of ['A4B40', 'A5B40', 'A4B49', 'A5B48', 'A7B46'])
        for (const m of [
          { kind: 'inf' },
          { kind: 'art' },
          { kind: 'train' },
          { kind: 'hq', withTroops: true },
        ] as Mover[]) {
          const a = reach(mi, ctx, m, start, 6);
          const b = kept(m, start, 6);
          expect([...b.cells]).toEqual([...a.cells]);
          compared++;
        }
      const across = reach(mi, ctx, { kind: 'inf' }, 'A4B40', 6).cells.has('A5B40');
      expect(across).toBe(bridges.size > 0);
    }
    expect(compared).toBe(40);
  });
});

describe('4.2: a search read off a wider one from the same hex (movement.ts `within`)', () => {
  it('cavalry (MA 7) searched first: infantry (MA 4) and an unsupplied unit (MA 3) from the same hexes reach the same cells, costs, order and paths as their own searches', () => {
    const s = tb.setup('tannenberg-1914', {}, new SeededDice(1));
    const mi = mapOf(s);
    const ctx = moveCtx(s, 'de');
    const kept = reachMemo(mi, ctx);
    let compared = 0;
    for (const start of ['A41B39', 'A37B42', 'A23B50', 'A37B32']) {
      kept({ kind: 'cav' }, start, 7);
      for (const ma of [4, 3]) {
        const own = reach(mi, ctx, { kind: 'inf' }, start, ma);
        const read = kept({ kind: 'inf' }, start, ma);
        expect([...read.cells]).toEqual([...own.cells]);
        for (const h of own.cells.keys()) expect(read.pathTo(h)).toEqual(own.pathTo(h));
        expect(read.pathTo([...kept({ kind: 'cav' }, start, 7).cells.keys()].at(-1)!)).toBeUndefined();
        compared += own.cells.size;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
