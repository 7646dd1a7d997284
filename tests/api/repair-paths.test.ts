/**
 * The two ways a state left behind its log (a writer died between its turn put and its state
 * update) is mended now that the request path reads no log: the next writer, whose put of the next
 * turn finds it present, loads with repair and decides again; and the notifier, which settles every
 * turn the stream delivers; and a crash at a snapshot version, whose repair writes the snapshot too.
 * Real dynalite, real notifier.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeed } from '../../functions/dice/hmac-dice.js';
import { notifyDepsOf } from '../../functions/notify/deps.js';
import { Notifier } from '../../functions/notify/notifier.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { GameStore } from '../../functions/play/games.js';
import { replay } from '../../functions/play/run-turn.js';
import { commitTurn } from '../../functions/play/turns.js';
import type { TurnRecord } from '../../functions/play/types.js';
import { fromItem, toItem } from '../../functions/store/codec.js';
import { countCalls, createDb } from '../../functions/store/db.js';
import { keys } from '../../functions/store/keys.js';
import { startLocalEngine, type LocalEngine } from '../../functions/store/local-engine.js';
import { duel } from '../fixture/duel.js';
import { duelSetup, storedSnapshot } from './helpers/games.js';
import { bid, crashOnce, duelOf, startStack, type Stack } from './helpers/harness.js';

const at = (min: number) => new Date(Date.UTC(2026, 0, 5, 12, min)).toISOString();
const bidOf = (value: number) => ({ orders: [{ type: 'bid', value }] });

// the engine the store-level tests share (the notifier's test runs a whole stack of its own)
let engine: LocalEngine;
beforeAll(async () => {
  engine = await startLocalEngine();
});
afterAll(() => engine.close());

describe('a writer whose put of the next turn finds it present repairs the state and retries', () => {
  it('the first attempt reads the game item alone; the failed put loads with repair and decides on the repaired game', async () => {
    // a client of its own, so the calls of this writer alone are counted
    const db = createDb({ endpoint: engine.endpoint, region: 'local', table: engine.db.table });
    const calls = countCalls(db.client);
    const store = new GameStore(db, catalogOf([duel]));
    const crashing = new GameStore(engine.db, catalogOf([duel]), {
      faults: {
        afterTurnPut: (t) => {
          if (t.version === 2) throw new Error('crash');
        },
      },
    });
    const seed = newSeed();
    await crashing.create(duelSetup('r-writer'), seed);
    const g = (await crashing.load('r-writer'))!;
    const joined = await crashing.commit(g, { kind: 'join', side: 'blue', userId: 'u-blue', name: 'Blue', at: at(1) });
    if (!joined.ok) throw new Error('join refused');
    await expect(
      crashing.commit(joined.game, { kind: 'orders', side: 'blue', userId: 'u-blue', batch: bidOf(3), at: at(2) }),
    ).rejects.toThrow('crash');
    expect((await store.read('r-writer'))!.record.version).toBe(1); // TURN#2 is in the log only

    calls.reset();
    const seen: { version: number; queries: number }[] = [];
    const out = await commitTurn(store, 'r-writer', (game) => {
      seen.push({ version: game.record.version, queries: calls.byCommand.QueryCommand ?? 0 });
      return { write: { kind: 'orders', side: 'red', userId: 'u-red', batch: bidOf(2), at: at(3) } };
    });
    // decided first on the stored version 1 with no query of the log, then on the repaired version 2
    expect(seen).toEqual([
      { version: 1, queries: 0 },
      { version: 2, queries: 2 }, // the last turn number, and the turns beyond the state
    ]);
    expect(out.kind).toBe('committed');
    if (out.kind !== 'committed') return;
    expect(out.turn.version).toBe(3);
    // blue's crashed bid (3) and red's (2) settled round 1: 3 against 2
    expect((await store.turns('r-writer')).map((t) => `${t.version}:${t.kind}:${t.side}`)).toEqual([
      '1:join:blue',
      '2:orders:blue',
      '3:orders:red',
    ]);
    const stored = (await store.read('r-writer'))!;
    expect(stored.record.version).toBe(3);
    expect(replay(stored.record.setup, await store.turns('r-writer'), duel, seed)).toEqual(stored.record);
  });
});

describe('a lagging state is repaired by the notifier', () => {
  let stack: Stack;
  const crash = crashOnce();
  beforeAll(async () => {
    // no notifier in-process: the crashed turn reaches it only when this test hands it over (the stream)
    stack = await startStack({ faults: crash.faults, hooks: false, newSeed: () => '00'.repeat(32) });
  });
  afterAll(() => stack.close());

  const storedVersion = async (id: string): Promise<number> => {
    const db = stack.server.svc.deps.db;
    const res = await db.client.send(
      new GetItemCommand({ TableName: db.table, Key: toItem(keys.game(id)), ConsistentRead: true }),
    );
    return fromItem<{ version: number }>(res.Item!).version;
  };

  it('the turn delivered to the notifier settles its game: the state is written as replay gives it, and a view shows it', async () => {
    const { red, blue, id } = await duelOf(stack, 'lag');
    expect((await bid(red, id, 1, 3)).status).toBe(200);
    crash.next();
    expect((await bid(blue, id, 2, 1)).status).toBe(500);
    expect(await storedVersion(id)).toBe(2);
    // the view reads the game item as stored: it lags until the notifier has run
    expect((await red.get(`/api/games/${id}`)).body.version).toBe(2);

    const turns: TurnRecord[] = await stack.server.svc.games.turns(id, 3, 3);
    await new Notifier(notifyDepsOf(stack.server.svc)).onTurns(turns);
    expect(await storedVersion(id)).toBe(3);
    const g = (await stack.server.svc.games.read(id))!;
    expect(replay(g.record.setup, await stack.server.svc.games.turns(id), duel, g.seed)).toEqual(g.record);
    // round 1 settled, 3 against 1: blue, the loser, is asked whether to regroup
    expect((await red.get(`/api/games/${id}`)).body).toMatchObject({ version: 3, awaiting: ['blue'] });
  });
});

describe('snapshots and the two-write crash repair', () => {
  it('a crash between the turn put and the state update at a snapshot version: the repair writes the state and the snapshot, both as replay gives them', async () => {
    const crash = crashOnce();
    const every3 = new GameStore(engine.db, catalogOf([duel]), { snapshotEvery: 3, faults: crash.faults });
    const gid = `snap-crash-${Date.now()}`;
    await every3.create(duelSetup(gid), '7c'.repeat(32));
    let g = (await every3.load(gid))!;
    const inputs = [
      { kind: 'join' as const, side: 'blue', userId: 'u-blue', name: 'Blue', at: at(1) },
      {
        kind: 'orders' as const,
        side: 'red',
        userId: 'u-red',
        batch: { orders: [{ type: 'standing', key: 'auto-regroup', value: 'never' }] },
        at: at(2),
      },
      {
        kind: 'orders' as const,
        side: 'blue',
        userId: 'u-blue',
        batch: { orders: [{ type: 'standing', key: 'auto-regroup', value: 'never' }] },
        at: at(3),
      },
    ];
    for (const [i, input] of inputs.entries()) {
      if (i === 2) crash.next(); // turn 3: a snapshot version
      if (i === 2) await expect(every3.commit(g, input)).rejects.toThrow('injected crash');
      else {
        const out = await every3.commit(g, input);
        if (!out.ok) throw new Error(JSON.stringify(out));
        g = out.game;
      }
    }
    const snap = () => storedSnapshot(engine.db, gid, 3);
    expect(await snap()).toBeUndefined(); // the crash came before the state, so before the snapshot
    const repaired = (await every3.load(gid))!;
    expect(repaired.record.version).toBe(3);
    const fromLog = replay(repaired.record.setup, await every3.turns(gid), repaired.module, repaired.seed);
    expect(repaired.record).toEqual(fromLog);
    expect(JSON.parse(fromItem<{ record: string }>((await snap())!).record)).toEqual(fromLog);
    // and replayAt agrees at every version, from the snapshot or from setup
    for (let n = 0; n <= 3; n++)
      expect(await every3.replayAt(repaired, n)).toEqual(
        replay(repaired.record.setup, await every3.turns(gid), repaired.module, repaired.seed, n),
      );
  });
});
