/**
 * The notifier's AWS path against a real stream: DynamoDB Local (AWS's emulator, Java) with the
 * table's stream on, turns written by the real store, the stream read with the Streams API, and the
 * Lambda's record handling run on what the stream gave. No Java: this test fails, it never skips.
 */
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notifier } from '../../functions/notify/notifier.js';
import { mailIds } from '../../functions/notify/mail-id.js';
import { handleStreamRecords, type TurnStreamRecord } from '../../functions/notify/stream.js';
import { catalogOf } from '../../functions/play/catalog.js';
import type { GameSetup, TurnInput } from '../../functions/play/types.js';
import { createDb, type Db } from '../../functions/store/db.js';
import { createTableInput } from '../../functions/store/table.js';
import type { Profile } from '../../functions/store/users.js';
import { ManualClock } from '../../functions/time/clock.js';
import { CountingMailer } from '../clock/helpers.js';
import { tableNotifyDeps } from '../clock/notify-deps.js';
import { duel } from '../fixture/duel.js';
import { localClientConfig, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';

let engine: DynamoDbLocal;
let db: Db;
let streams: DynamoDBStreamsClient;
let streamArn: string;

beforeAll(async () => {
  engine = await startDynamoDbLocal();
  db = createDb({ endpoint: engine.endpoint, region: 'eu-central-1', table: 'rozkaz-stream-test' });
  await db.client.send(
    new CreateTableCommand({
      ...createTableInput(db.table),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }),
  );
  streamArn = (await db.client.send(new DescribeTableCommand({ TableName: db.table }))).Table!.LatestStreamArn!;
  streams = new DynamoDBStreamsClient(localClientConfig(engine.endpoint));
}, 60_000);

afterAll(async () => {
  streams?.destroy();
  db?.client.destroy();
  await engine?.stop();
});

/** every record on the table's stream so far, in order, shard by shard */
const readStream = async (): Promise<_Record[]> => {
  const out: _Record[] = [];
  const shards =
    (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
  for (const shard of shards) {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId!,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    // an open shard never runs out of iterators: stop at the first empty page
    for (let page = 0; iterator && page < 100; page++) {
      const res = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      if (!res.Records?.length) break;
      out.push(...res.Records);
      iterator = res.NextShardIterator;
    }
  }
  return out;
};

describe('notifier on the DynamoDB stream', () => {
  it('sends exactly the expected messages for the turns on the stream, and nothing more on a replay of the batch', async () => {
    const clock = new ManualClock('2026-01-05T12:00:00Z');
    const catalog = catalogOf([duel]);
    const mailer = new CountingMailer();
    const deps = tableNotifyDeps(db, catalog, mailer, clock, 'stream-test-key');
    const { games, users } = deps;
    const notifier = new Notifier(deps);

    const now = clock.now();
    const red: Profile = await users.ensureUser('red@example.org', { lang: 'en', now });
    const blue: Profile = await users.updateProfile(
      (await users.ensureUser('blue@example.org', { lang: 'pl', now })).userId,
      { name: 'Niebieski' },
    );
    const setup: GameSetup = {
      id: 'stream-game',
      game: 'duel',
      scenario: 'first-to-3',
      options: {},
      createdAt: now.toISOString(),
      createdBy: red.userId,
      seats: { red: { userId: red.userId, name: red.name } },
      invite: null,
      clock: { kind: 'fischer', initialMs: 86_400_000, incrementMs: 4 * 3_600_000, capMs: 3 * 86_400_000 },
    };
    let game = await games.create(setup, 'ab'.repeat(32));
    const play = async (input: Omit<TurnInput, 'at'>) => {
      clock.advance(60_000);
      const out = await games.commit(game, { ...input, at: clock.now().toISOString() });
      if (!out.ok) throw new Error(JSON.stringify(out));
      game = out.game;
    };
    await play({ kind: 'join', side: 'blue', userId: blue.userId, name: 'Niebieski' }); // both bid now: two your-turn
    await play({ kind: 'orders', side: 'red', userId: red.userId, batch: { orders: [{ type: 'bid', value: 3 }] } }); // blue still awaited: none
    await play({ kind: 'orders', side: 'blue', userId: blue.userId, batch: { orders: [{ type: 'bid', value: 1 }] } });
    await play({ kind: 'resign', side: 'red', userId: red.userId }); // game over to both

    const records = await readStream();
    const turns = await games.turns(setup.id);
    expect(
      records.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.sk?.S?.startsWith('TURN#')),
    ).toHaveLength(turns.length);

    const first = await handleStreamRecords(records as TurnStreamRecord[], notifier);
    expect(first.turns).toBe(4);

    // what the log says should have been sent: a your-turn per newly awaited side, and game over to both
    const expected = new Set<string>();
    const uid = (side: string) => (side === 'red' ? red.userId : blue.userId);
    for (const t of turns) {
      const before = new Set(turns.find((p) => p.version === t.version - 1)?.awaited ?? []);
      for (const s of t.awaited) if (!before.has(s)) expected.add(mailIds.yourTurn(setup.id, t.version, uid(s)));
    }
    expected.add(mailIds.gameOver(setup.id, red.userId));
    expected.add(mailIds.gameOver(setup.id, blue.userId));
    expect(
      expected.has(mailIds.yourTurn(setup.id, 1, red.userId)) &&
        expected.has(mailIds.yourTurn(setup.id, 1, blue.userId)),
    ).toBe(true);
    expect([...expected].some((id) => id === mailIds.yourTurn(setup.id, 2, blue.userId))).toBe(false);
    expect(new Set(mailer.sent.map((m) => m.id))).toEqual(expected);
    expect(mailer.sent).toHaveLength(expected.size);
    const toBlue = mailer.sent.find((m) => m.id === mailIds.yourTurn(setup.id, 1, blue.userId))!;
    expect(toBlue.to).toBe('blue@example.org');
    expect(toBlue.subject).toMatch(/^Twój ruch: /);
    expect(toBlue.text).toContain('https://rozkaz.example/g/stream-game');
    expect(toBlue.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // the stream delivers a batch again (a retry): nothing is sent twice
    const again = await handleStreamRecords(await readStream(), notifier);
    expect(again.turns).toBe(4);
    expect(mailer.sent).toHaveLength(expected.size);
  });
});
