/**
 * A long game's log and replay scale: `GET /log` pages with a cursor (one range Query with Limit,
 * never the whole log), and `GET /replay/:n` starts from the nearest snapshot (every 25 versions),
 * which is only a cache — it must equal replay from setup, and a missing or damaged one is passed over.
 */
import { DeleteItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVisibleTo } from '../../functions/play/present.js';
import { boardKey } from '../../rules/core/board.js';
import { packView } from '../../rules/core/wire.js';
import { replay } from '../../functions/play/run-turn.js';
import type { GameRecord } from '../../functions/play/types.js';
import { fromItem, toItem } from '../../functions/store/codec.js';
import { keys, SNAP_PREFIX } from '../../functions/store/keys.js';
import { SNAPSHOT_EVERY } from '../../functions/store/snapshots.js';
import { duel } from '../fixture/duel.js';
import { storedSnapshot } from './helpers/games.js';
import { Browser, key, startDuel, startStack, type Stack } from './helpers/harness.js';

const LONG = 151; // versions of the long game: six snapshots (25…150) and one turn beyond

let stack: Stack;
let red: Browser, blue: Browser;
let id = '';
const logged: string[] = [];
/** every item a Query on a TURN# range returned, per request (filled while `counting`) */
let turnItemsRead: number[] = [];
let counting = false;
const snapshotPuts: string[] = [];

const db = () => stack.server.svc.deps.db;
const store = () => stack.server.svc.games;

beforeAll(async () => {
  stack = await startStack({ newSeed: () => '5a'.repeat(32), log: (m) => void logged.push(m) });
  db().client.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const input = args.input as {
        Item?: { sk?: { S?: string } };
        ExpressionAttributeValues?: Record<string, { S?: string }>;
      };
      if (context.commandName === 'PutItemCommand' && input.Item?.sk?.S?.startsWith(SNAP_PREFIX))
        snapshotPuts.push(input.Item.sk.S);
      if (
        counting &&
        context.commandName === 'QueryCommand' &&
        input.ExpressionAttributeValues?.[':a']?.S?.startsWith('TURN#')
      )
        turnItemsRead.push(((out.output as { Items?: unknown[] }).Items ?? []).length);
      return out;
    },
    { step: 'initialize', name: 'logPagesSpy' },
  );
  red = new Browser(stack);
  blue = new Browser(stack);
  await red.signIn('pages-red@example.org');
  await blue.signIn('pages-blue@example.org');
  id = await startDuel(red, blue, { options: { target: 20 } });
  await playTo(LONG);
}, 120_000);
afterAll(() => stack.close());

/**
 * Plays the duel to `versions`: each side sets a standing order (a turn whose event only that
 * side sees), then the awaited sides bid or answer the regroup question. Standing orders keep the
 * game going long past 120 turns whatever the dice; the seed is fixed anyway.
 */
const playTo = async (versions: number) => {
  const players = { red, blue } as const;
  let game = (await red.get(`/api/games/${id}`)).body;
  for (let step = 0; game.version < versions; step++) {
    if (game.lifecycle !== 'active') throw new Error(`the game ended at version ${game.version}`);
    const side: 'red' | 'blue' = step % 4 === 0 ? 'red' : step % 4 === 1 ? 'blue' : game.awaiting[0];
    const order =
      step % 4 < 2
        ? { type: 'standing', key: 'auto-regroup', value: step % 8 < 4 ? 'ask' : 'never' }
        : game.status.phase === 'regroup'
          ? { type: 'regroup', yes: step % 3 === 0 }
          : { type: 'bid', value: 1 + (step % 3) };
    const r = await players[side].post(`/api/games/${id}/orders`, {
      expectedVersion: game.version,
      idempotencyKey: key(),
      batch: { orders: [order] },
    });
    if (r.status !== 200)
      throw new Error(`v${game.version} ${side} ${JSON.stringify(order)}: ${r.status} ${JSON.stringify(r.body)}`);
    game = r.body.game;
  }
};

const versions = (turns: { version: number }[]) => turns.map((t) => t.version);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** All pages, walking `older` back from the newest. */
const pagesBack = async (b: Browser, limit: number) => {
  const pages: any[] = [];
  let before: number | null | undefined;
  do {
    const r = await b.get(`/api/games/${id}/log?limit=${limit}${before ? `&before=${before}` : ''}`);
    expect(r.status).toBe(200);
    pages.push(r.body);
    before = r.body.older;
  } while (before);
  return pages;
};

describe('GET /api/games/:id/log pages', () => {
  it('the game is long: more than 120 turns, still being played', async () => {
    const g = (await red.get(`/api/games/${id}`)).body;
    expect(g).toMatchObject({ version: LONG, lifecycle: 'active' });
  });

  it('by default the newest 50 turns, oldest first, with the cursor to the older ones', async () => {
    const page = (await red.get(`/api/games/${id}/log`)).body;
    expect(page).toMatchObject({ version: LONG, limit: 50, older: LONG - 49, newer: null });
    expect(versions(page.turns)).toEqual(range(LONG - 49, LONG));
  });

  it('pages walked back concatenate to the whole log with no gap and no duplicate, and equal one big page', async () => {
    const pages = await pagesBack(red, 50);
    expect(pages.map((p) => p.turns.length)).toEqual([50, 50, 50, 1]);
    const all = pages.reverse().flatMap((p) => p.turns);
    expect(versions(all)).toEqual(range(1, LONG));
    const whole = (await red.get(`/api/games/${id}/log?limit=200`)).body;
    expect(whole).toMatchObject({ limit: 200, older: null, newer: null });
    expect(whole.turns).toEqual(all);
  });

  it('pages walked forward with after= give the same log; an odd limit too', async () => {
    const all: any[] = [];
    let after: number | null = 0;
    let pages = 0;
    while (after !== null) {
      const r: any = (await blue.get(`/api/games/${id}/log?limit=37&after=${after}`)).body;
      expect(r.turns.length).toBeLessThanOrEqual(37);
      all.push(...r.turns);
      after = r.newer;
      pages++;
    }
    expect(pages).toBe(Math.ceil(LONG / 37));
    expect(versions(all)).toEqual(range(1, LONG));
    expect(all).toEqual((await blue.get(`/api/games/${id}/log?limit=200`)).body.turns);
  });

  it('a page reads only its own turns from DynamoDB: one range Query with Limit, never the whole log', async () => {
    turnItemsRead = [];
    counting = true;
    const r = await red.get(`/api/games/${id}/log?limit=10&before=100`);
    counting = false;
    expect(versions(r.body.turns)).toEqual(range(90, 99));
    expect(r.body).toMatchObject({ older: 90, newer: 99 });
    expect(turnItemsRead).toEqual([10]);
  });

  it('the ends of the log: before=1 is empty, a cursor past the end gives the newest, after= the last is empty', async () => {
    expect((await red.get(`/api/games/${id}/log?before=1`)).body).toMatchObject({
      turns: [],
      older: null,
      newer: null,
    });
    expect(versions((await red.get(`/api/games/${id}/log?limit=3&before=999999`)).body.turns)).toEqual(
      range(LONG - 2, LONG),
    );
    expect((await red.get(`/api/games/${id}/log?after=${LONG}`)).body).toMatchObject({
      turns: [],
      older: null,
      newer: null,
    });
    expect((await red.get(`/api/games/${id}/log?limit=2&after=0`)).body).toMatchObject({ older: null, newer: 2 });
    // the web client's lang parameter is let through
    expect((await red.get(`/api/games/${id}/log?lang=pl&limit=1`)).status).toBe(200);
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=201', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['limit=2.5', 'query.limit'],
    ['before=0', 'query.before'],
    ['before=-5', 'query.before'],
    ['before=x', 'query.before'],
    ['after=-1', 'query.after'],
    ['after=1e9', 'query.after'],
    ['before=10&after=5', 'query.after'],
  ])('a bad page request (%s) is a 400 naming %s', async (q, path) => {
    const r = await red.get(`/api/games/${id}/log?${q}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'bad-input', path });
  });

  it('limit 200 is allowed; a stranger gets 403 whatever the page', async () => {
    expect((await red.get(`/api/games/${id}/log?limit=200&before=150`)).body.turns).toHaveLength(149);
    const carol = new Browser(stack);
    await carol.signIn('pages-carol@example.org');
    expect((await carol.get(`/api/games/${id}/log?limit=5`)).status).toBe(403);
  });

  it("fog on a page: each side sees exactly the events visible to it (its own standing orders and bids, not the other's)", async () => {
    const stored = await store().turns(id, 101, 150);
    const secrets = duel.secrets((await store().load(id))!.record.state as never);
    for (const [b, side] of [
      [red, 'red'],
      [blue, 'blue'],
    ] as const) {
      const page = await b.get(`/api/games/${id}/log?limit=50&before=151`);
      expect(versions(page.body.turns)).toEqual(range(101, 150));
      page.body.turns.forEach((t: any, i: number) => {
        const visible = stored[i].events.filter((e) => isVisibleTo(e, side, false));
        expect(
          t.events.map((e: any) => e.type),
          `v${t.version} ${side}`,
        ).toEqual(visible.map((e) => e.type));
        expect(t.events.map((e: any) => e.data)).toEqual(visible.map((e) => e.data));
      });
      const other = side === 'red' ? 'blue' : 'red';
      const theirs = page.body.turns.filter((t: any) => t.side === other && t.kind === 'orders');
      expect(theirs.length).toBeGreaterThan(10);
      // the other side's standing orders and bids are turns I see happen, with nothing in them
      expect(
        theirs.flatMap((t: any) => t.events).filter((e: any) => e.type === 'standing' || e.type === 'bid-made'),
      ).toEqual([]);
      expect(
        page.body.turns.flatMap((t: any) => t.events).filter((e: any) => e.type === 'standing').length,
      ).toBeGreaterThan(5);
      const text = JSON.stringify(page.body);
      for (const s of secrets.filter((x) => !x.visibleTo.includes(side))) expect(text).not.toContain(s.token);
    }
  });
});

/** What replay from setup says version n looks like to `side`: the reference every replay is held to. */
const fromSetup = async (n: number, side: 'red' | 'blue') => {
  const g = (await store().load(id))!;
  const then = replay(g.record.setup, await store().turns(id, 1, n), g.module, g.seed, n);
  const state = then.state as never;
  return {
    version: n,
    lifecycle: then.lifecycle,
    status: then.status,
    result: then.result,
    boardKey: boardKey(duel.staticBoard(state)),
    view: packView(duel.view(state, side)),
  };
};

const snapshotItem = (v: number) => storedSnapshot(db(), id, v);

describe('GET /api/games/:id/replay/:n from snapshots', () => {
  it(`a snapshot every ${SNAPSHOT_EVERY} versions, written with that turn only: each equals replay from setup`, async () => {
    expect(SNAPSHOT_EVERY).toBe(25);
    expect(snapshotPuts).toEqual([25, 50, 75, 100, 125, 150].map((v) => keys.snapshot(id, v).sk));
    const g = (await store().load(id))!;
    const turns = await store().turns(id);
    for (const v of [25, 50, 75, 100, 125, 150]) {
      const item = fromItem<{ record: string; sha256: string; version: number }>((await snapshotItem(v))!);
      expect(item.version).toBe(v);
      expect(createHash('sha256').update(item.record).digest('hex')).toBe(item.sha256);
      expect(JSON.parse(item.record)).toEqual(replay(g.record.setup, turns, g.module, g.seed, v));
    }
    expect(await snapshotItem(151)).toBeUndefined();
    expect(await snapshotItem(24)).toBeUndefined();
  });

  it('replay/:n equals replay from setup for n around every snapshot boundary, for both sides', async () => {
    const ns = [0, 1, 24, 25, 26, 49, 50, 51, 74, 75, 76, 99, 100, 101, 124, 125, 126, 149, 150, 151];
    for (const [b, side] of [
      [red, 'red'],
      [blue, 'blue'],
    ] as const) {
      for (const n of ns) {
        const r = await b.get(`/api/games/${id}/replay/${n}`);
        expect(r.status).toBe(200);
        expect(r.body, `${side} replay ${n}`).toEqual(await fromSetup(n, side));
      }
    }
    expect((await red.get(`/api/games/${id}/replay/152`)).status).toBe(404);
    expect((await red.get(`/api/games/${id}/replay/-1`)).status).toBe(400);
  });

  it('a missing snapshot: replay starts at the one before, and writes the missing one again', async () => {
    await db().client.send(new DeleteItemCommand({ TableName: db().table, Key: toItem(keys.snapshot(id, 100)) }));
    snapshotPuts.length = 0;
    expect((await red.get(`/api/games/${id}/replay/110`)).body).toEqual(await fromSetup(110, 'red'));
    expect(snapshotPuts).toEqual([keys.snapshot(id, 100).sk]);
    expect(JSON.parse(fromItem<{ record: string }>((await snapshotItem(100))!).record).version).toBe(100);
  });

  it('no snapshot at all (e.g. a game from before snapshots): replay from setup, and the snapshots on the way are written', async () => {
    for (const v of [25, 50, 75])
      await db().client.send(new DeleteItemCommand({ TableName: db().table, Key: toItem(keys.snapshot(id, v)) }));
    snapshotPuts.length = 0;
    expect((await blue.get(`/api/games/${id}/replay/80`)).body).toEqual(await fromSetup(80, 'blue'));
    expect(snapshotPuts.sort()).toEqual([25, 50, 75].map((v) => keys.snapshot(id, v).sk));
  });

  /** Overwrites a snapshot item with `record` (JSON) and a checksum (right unless given). */
  const tamper = async (v: number, record: string, sha = createHash('sha256').update(record).digest('hex')) =>
    db().client.send(
      new PutItemCommand({
        TableName: db().table,
        Item: toItem({ ...keys.snapshot(id, v), version: v, record, sha256: sha }),
      }),
    );
  const goodRecord = async (v: number) =>
    JSON.parse(fromItem<{ record: string }>((await snapshotItem(v))!).record) as GameRecord;

  it.each([
    [
      'bytes that are not the checksummed ones',
      async (v: number) => tamper(v, '{"version": 1', 'f'.repeat(64)),
      'checksum mismatch',
    ],
    [
      'valid JSON with its checksum, but not JSON of a record',
      async (v: number) => tamper(v, 'null'),
      'not this game at this version',
    ],
    [
      "another version's record under this key",
      async (v: number) => tamper(v, JSON.stringify(await goodRecord(v - 25))),
      'not this game at this version',
    ],
    [
      'a record that does not lead into the log (its dice counter is off)',
      async (v: number) => {
        const r = await goodRecord(v);
        await tamper(v, JSON.stringify({ ...r, dice: { ...r.dice, next: r.dice.next + 7 } }));
      },
      'does not lead into the log',
    ],
  ])(
    'a damaged snapshot (%s) is passed over: replay from setup, and the snapshot is written again',
    async (_what, damage, why) => {
      await damage(125);
      logged.length = 0;
      snapshotPuts.length = 0;
      for (const [b, side] of [
        [red, 'red'],
        [blue, 'blue'],
      ] as const)
        expect((await b.get(`/api/games/${id}/replay/140`)).body).toEqual(await fromSetup(140, side));
      expect(logged.some((m) => m.includes(`snapshot 125 of game ${id}`) && m.includes(why))).toBe(true);
      expect(snapshotPuts).toEqual([keys.snapshot(id, 125).sk]);
      // mended: the next replay uses it and writes nothing
      snapshotPuts.length = 0;
      logged.length = 0;
      expect((await red.get(`/api/games/${id}/replay/130`)).body).toEqual(await fromSetup(130, 'red'));
      expect(snapshotPuts).toEqual([]);
      expect(logged).toEqual([]);
      expect(await goodRecord(125)).toEqual(
        await (async () => {
          const g = (await store().load(id))!;
          return replay(g.record.setup, await store().turns(id, 1, 125), g.module, g.seed, 125);
        })(),
      );
    },
  );
});
