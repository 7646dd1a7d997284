import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../functions/play/run-turn.js';
import { fromItem, toItem } from '../../functions/store/codec.js';
import { keys } from '../../functions/store/keys.js';
import { bid, Browser, crashOnce, startDuel, startStack, type Stack, openDuel } from './helpers/harness.js';

let stack: Stack;
const crash = crashOnce();
const repairs: string[] = [];
beforeAll(async () => {
  stack = await startStack({
    // a fixed seed: setup draws counters 0–1, the first round 2–3 → red 3+3 against blue 1+2, so red wins
    // round 1 and blue is asked to regroup (a random seed let blue win or tie one game in six)
    newSeed: () => '00'.repeat(32),
    log: (m) => {
      if (m.startsWith('repaired')) repairs.push(m);
    },
    faults: crash.faults,
    // no notifier: it would repair the game as soon as the crashed turn reaches it (as the stream does
    // in AWS); these tests are about a lobby read before that happens
    hooks: false,
  });
});
afterAll(() => stack.close());

/** the game item as stored, without load-and-repair */
const storedVersion = async (id: string): Promise<{ version: number; lifecycle: string }> => {
  const res = await stack.server.svc.deps.db.client.send(
    new GetItemCommand({ TableName: stack.server.svc.deps.db.table, Key: toItem(keys.game(id)), ConsistentRead: true }),
  );
  return fromItem<{ version: number; lifecycle: string }>(res.Item!);
};

const signedIn = async (email: string) => {
  const b = new Browser(stack);
  await b.signIn(email);
  return b;
};

describe('the lobby never shows a game whose log is ahead of its state', () => {
  it('GET /api/games repairs a game crashed between the turn put and the state update, then lists it as it is', async () => {
    const red = await signedIn('lobby-red@example.org'),
      blue = await signedIn('lobby-blue@example.org');
    const id = await startDuel(red, blue);
    const calm = await startDuel(red, blue); // a second game, untouched: listed, not repaired
    expect((await bid(red, id, 1, 3)).status).toBe(200);
    crash.next();
    expect((await bid(blue, id, 2, 1)).status).toBe(500);
    expect(await storedVersion(id)).toMatchObject({ version: 2 }); // turn 3 is in the log only
    expect((await stack.server.svc.games.turns(id)).map((t) => t.version)).toEqual([1, 2, 3]);

    repairs.length = 0;
    const lobby = (await red.get('/api/games')).body.games;
    const listed = lobby.find((g: any) => g.id === id);
    // turn 3 settled round 1 (3 against 1): the loser, blue, is asked whether to regroup
    expect(listed).toMatchObject({ version: 3, phase: 'regroup', awaiting: ['blue'], awaitingMe: false });
    expect(lobby.find((g: any) => g.id === calm)).toMatchObject({ version: 1 });
    expect(repairs).toEqual([`repaired game ${id}: version 2 → 3`]);
    expect(await storedVersion(id)).toMatchObject({ version: 3 });
    // the repaired state is the one replay gives, and the game view agrees with the lobby
    const game = (await stack.server.svc.games.load(id))!;
    expect(replay(game.record.setup, await stack.server.svc.games.turns(id), game.module, game.seed).state).toEqual(
      game.record.state,
    );
    expect((await red.get(`/api/games/${id}`)).body).toMatchObject({ version: 3, awaiting: ['blue'] });
    // a second look finds nothing to repair
    await blue.get('/api/games');
    expect(repairs).toHaveLength(1);
  });

  /** red opens a game; blue's join crashes between the turn put and the state update */
  const crashedJoin = async (tag: string) => {
    const red = await signedIn(`${tag}-red@example.org`),
      blue = await signedIn(`${tag}-blue@example.org`);
    const created = await openDuel(red);
    const id: string = created.body.id;
    crash.next();
    expect((await blue.post(`/api/games/${id}/join`, {})).status).toBe(500);
    return { red, blue, id };
  };

  it('a crashed join: the open list no longer offers the seat, and the joiner finds the game in the lobby', async () => {
    const { blue, id } = await crashedJoin('open-crash');
    // the state still says "open", and the joiner's membership (written after the state) is missing
    expect(await storedVersion(id)).toMatchObject({ version: 0, lifecycle: 'open' });
    const open = (await blue.get('/api/games/open')).body.games.map((g: any) => g.id);
    expect(open).not.toContain(id);
    expect(await storedVersion(id)).toMatchObject({ version: 1, lifecycle: 'active' });
    const mine = (await blue.get('/api/games')).body.games.find((g: any) => g.id === id);
    expect(mine).toMatchObject({ lifecycle: 'active', mySide: 'blue', role: 'player', awaitingMe: true });
  });

  it('the lobby alone repairs: a crashed join shows up in the creator lobby as active', async () => {
    const { red, blue, id } = await crashedJoin('lobby-join');
    const listed = (await red.get('/api/games')).body.games.find((g: any) => g.id === id);
    expect(listed).toMatchObject({
      lifecycle: 'active',
      version: 1,
      seats: { red: { name: expect.any(String) }, blue: { name: expect.any(String) } },
    });
    expect((await blue.get('/api/games')).body.games.map((g: any) => g.id)).toContain(id);
  });
});
