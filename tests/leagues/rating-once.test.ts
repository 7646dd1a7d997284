import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATING, rateGame } from '../../functions/leagues/glicko2.js';
import { rateFinishedGame } from '../../functions/leagues/rate-game.js';
import { startLocalEngine, type LocalEngine } from '../../functions/store/local-engine.js';
import { RatingStore } from '../../functions/store/rating-items.js';

/** Ratings against real dynalite: a game end seen by several readers at once is rated once per player. */
let engine: LocalEngine;
beforeAll(async () => {
  engine = await startLocalEngine();
});
afterAll(() => engine?.close());

const ended = (id: string, red: string, blue: string, winner: 'red' | 'blue' | null, at: string) => ({
  setup: {
    id,
    game: 'duel',
    scenario: 'first-to-3',
    options: {},
    createdAt: at,
    createdBy: red,
    seats: {},
    invite: null,
    clock: { kind: 'none' as const, perMoveMs: 1 },
    rated: true,
  },
  seats: { red: { userId: red, name: red }, blue: { userId: blue, name: blue } },
  lifecycle: 'over' as const,
  result: { winner, reason: 'points' },
  updatedAt: at,
});

describe('rating a finished game', () => {
  it('five concurrent readers of one game end rate each player exactly once (Glicko-2 from 1500/350)', async () => {
    const store = new RatingStore(engine.db);
    const rec = ended('g1', 'u1', 'u2', 'red', '2026-02-01T10:00:00.000Z');
    await Promise.all(Array.from({ length: 5 }, () => rateFinishedGame(store, rec, ['red', 'blue'])));
    const [a, b] = await Promise.all([store.current('u1', 'duel'), store.current('u2', 'duel')]);
    const want = rateGame(DEFAULT_RATING, DEFAULT_RATING, 1);
    expect([a!.games, b!.games]).toEqual([1, 1]);
    expect(a!.rating).toBeCloseTo(want.a.rating, 9);
    expect(b!.rating).toBeCloseTo(want.b.rating, 9);
    expect((await store.history('u1', 'duel')).length).toBe(1);
  });

  it('two games of one player ending together are both rated, each against the rating it found', async () => {
    const store = new RatingStore(engine.db);
    await Promise.all([
      rateFinishedGame(store, ended('g2', 'p1', 'p2', 'red', '2026-02-02T10:00:00.000Z'), ['red', 'blue']),
      rateFinishedGame(store, ended('g3', 'p1', 'p3', null, '2026-02-02T10:00:00.000Z'), ['red', 'blue']),
    ]);
    const p1 = (await store.current('p1', 'duel'))!;
    expect([p1.games, p1.wins, p1.draws]).toEqual([2, 1, 1]);
    const hist = await store.history('p1', 'duel');
    expect(hist.map((h) => h.gameId).sort()).toEqual(['g2', 'g3']);
    // the later of the two was rated from the earlier one's result
    const [first, second] = [...hist].sort((x, y) => x.before.rd - y.before.rd).reverse();
    expect(second.before).toEqual(first.after);
    expect(p1.rating).toBeCloseTo(second.after.rating, 9);
  });

  it('idle rating periods (30 days each) widen the deviation before the next game is rated', async () => {
    const store = new RatingStore(engine.db);
    await rateFinishedGame(store, ended('g4', 'q1', 'q2', 'red', '2026-01-01T00:00:00.000Z'), ['red', 'blue']);
    const after1 = (await store.current('q1', 'duel'))!;
    await rateFinishedGame(store, ended('g5', 'q1', 'q3', 'blue', '2026-04-01T00:00:00.000Z'), ['red', 'blue']);
    const h = (await store.history('q1', 'duel')).find((x) => x.gameId === 'g5')!;
    // 90 days = 3 idle periods: RD grows, rating stays
    expect(h.before.rating).toBeCloseTo(after1.rating, 9);
    expect(h.before.rd).toBeGreaterThan(after1.rd);
  });

  it('a cancelled game or one without a winner side is not rated', async () => {
    const store = new RatingStore(engine.db);
    const cancelled = {
      ...ended('g6', 'z1', 'z2', 'red', '2026-02-03T00:00:00.000Z'),
      lifecycle: 'cancelled' as const,
    };
    expect(await rateFinishedGame(store, cancelled, ['red', 'blue'])).toBeNull();
    expect(await store.current('z1', 'duel')).toBeNull();
  });
});
