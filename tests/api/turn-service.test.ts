import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeed } from '../../functions/dice/hmac-dice.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { GameStore } from '../../functions/play/games.js';
import { commitTurn } from '../../functions/play/turns.js';
import { createDb } from '../../functions/store/db.js';
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

describe('work while the game update is on the wire (GameStore.commit whileUpdating)', () => {
  /** a store over its own client that notes when each UpdateItem leaves for the engine and comes back */
  const watched = () => {
    const db = createDb({ endpoint: engine.endpoint, region: 'local', table: engine.db.table });
    const events: string[] = [];
    db.client.middlewareStack.add(
      (next, context) => async (args) => {
        const update = context.commandName === 'UpdateItemCommand';
        if (update) events.push('update sent');
        const out = await next(args);
        if (update) events.push('update answered');
        return out;
      },
      { step: 'deserialize', name: 'watchUpdates' },
    );
    return { store: new GameStore(db, catalogOf([duel])), events };
  };

  it('the work runs once the update has gone out and before it is answered, on the committed version', async () => {
    const { store, events } = watched();
    await started(store, 't-meanwhile');
    events.length = 0;
    const g = (await store.read('t-meanwhile'))!;
    const seen: string[] = [];
    const out = await store.commit(
      g,
      { kind: 'orders', side: 'red', userId: 'u-red', batch: bid(2), at: at(2) },
      undefined,
      (game, turn) => {
        events.push('work');
        seen.push(`${game.record.version}:${turn.version}:${turn.side}`);
      },
    );
    expect(out.ok).toBe(true);
    expect(seen).toEqual(['2:2:red']);
    expect(events).toEqual(['update sent', 'work', 'update answered']);
    if (out.ok) expect(out.game.record.version).toBe(2);
  });

  it('a lost race for the turn number does no work; work that throws does not undo the commit', async () => {
    const { store } = watched();
    await started(store, 't-meanwhile-race');
    const g = (await store.read('t-meanwhile-race'))!;
    expect(
      (await store.commit(g, { kind: 'orders', side: 'blue', userId: 'u-blue', batch: bid(3), at: at(2) })).ok,
    ).toBe(true);
    let calls = 0;
    const lost = await store.commit(
      g,
      { kind: 'orders', side: 'red', userId: 'u-red', batch: bid(2), at: at(2) },
      undefined,
      () => {
        calls++;
      },
    );
    expect(lost).toEqual({ ok: false, refusedBy: 'race' });
    expect(calls).toBe(0);
    const now = (await store.read('t-meanwhile-race'))!;
    const out = await store.commit(
      now,
      { kind: 'orders', side: 'red', userId: 'u-red', batch: bid(2), at: at(3) },
      undefined,
      () => {
        throw new Error('the answer could not be built');
      },
    );
    expect(out.ok).toBe(true);
    expect((await store.read('t-meanwhile-race'))!.record.version).toBe(3);
  });
});
