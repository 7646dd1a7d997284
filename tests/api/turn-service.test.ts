import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeed } from '../../functions/dice/hmac-dice.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { GameStore } from '../../functions/play/games.js';
import { commitTurn } from '../../functions/play/turns.js';
import { startLocalEngine, type LocalEngine } from '../../functions/store/local-engine.js';
import { duel } from '../fixture/duel.js';
import { duelSetup } from './helpers/games.js';

let engine: LocalEngine;
beforeAll(async () => {
  engine = await startLocalEngine();
});
afterAll(() => engine.close());

const at = (min: number) => new Date(Date.UTC(2026, 0, 5, 12, min)).toISOString();
const bid = (value: number) => ({ orders: [{ type: 'bid', value }] });

/** a duel game with both seats taken (version 1): both sides are awaited for their bids */
const started = async (store: GameStore, id: string) => {
  await store.create(duelSetup(id), newSeed());
  const g = (await store.load(id))!;
  const joined = await store.commit(g, { kind: 'join', side: 'blue', userId: 'u-blue', name: 'Blue', at: at(1) });
  if (!joined.ok) throw new Error('join refused');
};

describe('the turn service: commitTurn(gameId, decide)', () => {
  it('a lost race for the turn number loads again and decides on the new version', async () => {
    const store = new GameStore(engine.db, catalogOf([duel]));
    await started(store, 't-race');
    const seen: number[] = [];
    const out = await commitTurn(store, 't-race', async (game) => {
      seen.push(game.record.version);
      // the first time, another writer takes TURN#2 between our load and our put
      if (seen.length === 1)
        expect(
          (await store.commit(game, { kind: 'orders', side: 'blue', userId: 'u-blue', batch: bid(3), at: at(2) })).ok,
        ).toBe(true);
      return { write: { kind: 'orders', side: 'red', userId: 'u-red', batch: bid(2), at: at(2) } };
    });
    expect(seen).toEqual([1, 2]);
    expect(out.kind).toBe('committed');
    if (out.kind !== 'committed') return;
    expect(out.turn.version).toBe(3);
    expect(out.before.record.version).toBe(2);
    expect((await store.turns('t-race')).map((t) => `${t.version}:${t.kind}:${t.side}`)).toEqual([
      '1:join:blue',
      '2:orders:blue',
      '3:orders:red',
    ]);
  });

  it('a stop hands its value back and writes nothing', async () => {
    const store = new GameStore(engine.db, catalogOf([duel]));
    await started(store, 't-stop');
    const out = await commitTurn(store, 't-stop', () => ({ stop: 'nothing to do' }));
    expect(out).toMatchObject({ kind: 'stopped', value: 'nothing to do' });
    expect((await store.load('t-stop'))!.record.version).toBe(1);
  });

  it('a turn the platform refuses comes back with the game it was decided on; a missing game is not-found', async () => {
    const store = new GameStore(engine.db, catalogOf([duel]));
    await started(store, 't-refused');
    const out = await commitTurn(store, 't-refused', () => ({
      write: { kind: 'resign', side: 'green', userId: 'u-green', at: at(3) },
    }));
    expect(out.kind).toBe('refused');
    if (out.kind !== 'refused') return;
    expect(out.by).toBe('platform');
    expect(out.error.code).toBe('no-such-side');
    expect(out.game.record.version).toBe(1);
    expect(await commitTurn(store, 't-none', () => ({ stop: 'never asked' }))).toEqual({ kind: 'not-found' });
  });
});
