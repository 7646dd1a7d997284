import { describe, expect, it, vi } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import type { GameModule } from '../../core/contract.js';
import type { TbState } from './state.js';
import type { TbBatch } from './orders.js';

/**
 * The view keeps move and rail searches of recent positions (memo.ts). Whatever it has kept, a view
 * must read the same: the views of random states taken in play order and, from a fresh copy of the
 * module (empty memos), in reverse order, are the same JSON.
 */
const load = async (): Promise<GameModule<TbState, TbBatch>> => {
  vi.resetModules();
  return (await import('./index.js')).default as unknown as GameModule<TbState, TbBatch>;
};

describe('4.2, 5.2.4: the views with kept searches', () => {
  // TB_VIEW_GAMES random games of gumbinnen-1914 (2 by default) and the first 120 batches of the full game
  const games = Number(process.env.TB_VIEW_GAMES ?? 2);
  it(`read the same whatever was kept before (${games} gumbinnen games, 120 batches of the full game)`, async () => {
    const a = await load();
    const seen: { s: TbState; side: string; json: string }[] = [];
    const play = (scenario: string, seed: number, most: number) => {
      const dice = new SeededDice(seed);
      let s = a.setup(scenario, {}, dice);
      for (let n = 0; n < most && !a.status(s).result; n++) {
        const side = a.status(s).waitingFor[0];
        const r = a.apply(s, side, a.randomBatch!(s, side, dice), dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
        seen.push({ s, side, json: JSON.stringify(a.view(s, side)) });
      }
    };
    for (let g = 1; g <= games; g++) play('gumbinnen-1914', 2000 + g, 5000);
    play('tannenberg-1914', 2100, 120);
    const b = await load();
    expect(b).not.toBe(a);
    let moves = 0;
    for (const x of [...seen].reverse()) {
      expect(JSON.stringify(b.view(x.s, x.side))).toBe(x.json);
      if (x.s.await?.kind === 'move') moves++;
    }
    expect(moves).toBeGreaterThan(50);
  }, 120_000);
});
