/**
 * Counters in words (issue 19, item 4): every counter every game shows — played at random from each
 * scenario — has a kind in its board's counter key, a meaning for each printed value, words for its
 * reduced face and each status mark, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { PieceView, StaticBoard } from '../../rules/core/board.js';
import type { Batch, GameModule } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { catalog } from '../../rules/catalog.js';
import { explainPiece, kindOf, statusText } from './counter-key.js';

const STEPS = Number(process.env.COUNTER_KEY_STEPS ?? 100);

/** the pieces met in a random game of each scenario, with the static board each stood on */
const piecesOf = (module: GameModule<unknown, Batch>): { pc: PieceView; board: StaticBoard }[] => {
  const out = new Map<string, { pc: PieceView; board: StaticBoard }>();
  for (const sc of module.scenarios) {
    const dice = new SeededDice(7);
    let state = module.setup(sc.id, {}, dice);
    for (let step = 0; step < STEPS; step++) {
      const st = module.status(state);
      const board = module.staticBoard(state);
      for (const viewer of [...module.sides, null])
        for (const pc of module.view(state, viewer).board.pieces)
          out.set(JSON.stringify([pc.symbol, pc.values?.length, pc.reduced, pc.status, pc.hidden, pc.size]), {
            pc,
            board,
          });
      if (st.result || !st.waitingFor.length) break;
      const side = st.waitingFor[0];
      const r = module.apply(state, side, module.randomBatch(state, side, dice), dice);
      if (r.ok) state = r.state;
    }
  }
  return [...out.values()];
};

describe.each(Object.keys(catalog))('%s: counters in words', (id) => {
  it('every counter shown has its kind, each value, its reduced face and its marks in the counter key', async () => {
    const module = await catalog[id]();
    const seen = piecesOf(module);
    expect(seen.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { pc, board } of seen) {
      if (pc.hidden) continue;
      const kind = kindOf(board.counterKey, pc.symbol);
      if (!kind) {
        problems.push(`no kind for symbol "${pc.symbol}"`);
        continue;
      }
      if ((pc.values?.length ?? 0) !== kind.values.length)
        problems.push(`${pc.symbol}: ${pc.values?.length ?? 0} values, the key names ${kind.values.length}`);
      if (pc.reduced && !kind.reduced) problems.push(`${pc.symbol}: reduced face not explained`);
      for (const s of pc.status ?? [])
        if (s !== 'moved' && !statusText(board.counterKey, s)) problems.push(`mark "${s}"`);
      if (pc.size && !board.counterKey?.sizes?.[pc.size]) problems.push(`size "${pc.size}"`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('explainPiece', () => {
  const board: Pick<StaticBoard, 'counterKey'> = {
    counterKey: {
      kinds: [
        {
          symbols: ['infantry'],
          name: { pl: 'piechota', en: 'infantry' },
          values: [{ pl: 'siła', en: 'strength' }],
          reduced: { pl: 'osłabiona', en: 'reduced' },
        },
      ],
      statuses: { 'L#': { pl: 'straty', en: 'losses' } },
      sizes: { XX: { pl: 'dywizja', en: 'division' } },
    },
  };
  it('a reduced Manoeuvre-style unit: its one printed value, the reduced face and a numbered mark', () => {
    const pc: PieceView = {
      id: 'u',
      cell: 'a1',
      side: 'red',
      label: 'II/1',
      symbol: 'infantry',
      size: 'XX',
      values: ['5'],
      reduced: true,
      status: ['L2'],
    };
    expect(explainPiece(pc, board, 'en', () => 'Red')).toEqual({
      head: 'Red II/1 — infantry, division (XX)',
      lines: ['5 — strength', 'reduced', 'losses'],
    });
    expect(explainPiece(pc, board, 'pl', () => 'Czerwoni').lines).toEqual(['5 — siła', 'osłabiona', 'straty']);
  });
  it('a hidden counter says only that it is hidden', () => {
    const pc: PieceView = { id: 'h', cell: 'a1', side: 'red', label: '', symbol: 'unknown', hidden: true };
    expect(explainPiece(pc, board, 'en').head).toBe('red — hidden piece');
  });
});
