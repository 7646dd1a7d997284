/**
 * The view answered from memory (functions/play/present.ts `packedView` and `gameJson`,
 * store/game-items.ts `storedGameOf`): an instance keeps each side's packed view of a version and its
 * JSON, so a poll of an unchanged game builds nothing. What the memory must never do, through the real
 * HTTP stack on dynalite: serve a version the game has moved past (here moved by another instance of
 * the API on the same table), hand one side the view remembered for another, or outlive a sign-out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, services } from '../../functions/api/app.js';
import { createDb } from '../../functions/store/db.js';
import { keys } from '../../functions/store/keys.js';
import { DeleteItemCommand } from '@aws-sdk/client-dynamodb';
import { toItem } from '../../functions/store/codec.js';
import { duel } from '../fixture/duel.js';
import { bid, duelOf, key, startStack, type Stack } from './helpers/harness.js';

describe('the view answered from memory', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  /** a second instance of the API on the same table (its own client and services, the same signing key) */
  const otherInstance = () => {
    const deps = {
      ...stack.server.svc.deps,
      db: createDb({ endpoint: stack.server.dbEndpoint, region: 'local', table: stack.server.svc.deps.db.table }),
    };
    return createApp(deps, services(deps));
  };

  it('a version moved on by another instance is never answered from memory: the next look shows it', async () => {
    const { red, blue, id } = await duelOf(stack, 'memory-stale');
    const v = (await red.get(`/api/games/${id}`)).body.version;
    // red bids through this instance and looks: red's view of that version (its sealed bid shown) is remembered
    expect((await bid(red, id, v, 2)).status).toBe(200);
    const first = await red.get(`/api/games/${id}`);
    expect(first.body.version).toBe(v + 1);
    expect(JSON.stringify(first.body.view.panel)).toContain('your bid (sealed)');
    // asked twice: the second answer comes from memory, the same text
    expect((await red.get(`/api/games/${id}`)).body).toEqual(first.body);
    // blue bids through another instance: this one never saw blue's turn
    const other = otherInstance();
    const answer = await other.request(`${stack.server.url}/api/games/${id}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.server.url, cookie: blue.cookie },
      body: JSON.stringify({
        expectedVersion: v + 1,
        idempotencyKey: key(),
        batch: { orders: [{ type: 'bid', value: 3 }] },
      }),
    });
    expect(answer.status).toBe(200);
    const stored = (await stack.server.svc.games.read(id))!.record;
    expect(stored.version).toBeGreaterThan(v + 1);
    const after = await red.get(`/api/games/${id}`);
    expect(after.body.version).toBe(stored.version);
    // the view is the module's view of the stored state (the next round: no sealed bid, bids offered
    // again), not the one remembered for red's earlier version
    expect(after.body.view.panel).toEqual((duel.view(stored.state as never, 'red') as { panel: unknown }).panel);
    expect(JSON.stringify(after.body.view.panel)).not.toContain('your bid (sealed)');
    expect(after.body.view).not.toEqual(first.body.view);
    expect(after.body.status).toEqual(stored.status);
    expect(after.body.status.turn).toBe(first.body.status.turn + 1);
  });

  it("one side is never handed the view remembered for the other: red's secret word stays red's", async () => {
    const { red, blue, id } = await duelOf(stack, 'memory-sides');
    const game = (await stack.server.svc.games.read(id))!;
    const words = (game.record.state as { secretWord: Record<'red' | 'blue', string> }).secretWord;
    // red looks first, so red's view of this version is in memory when blue asks for the same version
    const r = await red.get(`/api/games/${id}`);
    expect(JSON.stringify(r.body.view)).toContain(words.red);
    const b = await blue.get(`/api/games/${id}`);
    expect(b.body.version).toBe(r.body.version);
    expect(b.body.mySide).toBe('blue');
    expect(JSON.stringify(b.body)).not.toContain(words.red);
    expect(JSON.stringify(b.body.view)).toContain(words.blue);
    // and the other way round, both views now remembered
    expect(JSON.stringify((await red.get(`/api/games/${id}`)).body)).not.toContain(words.blue);
    expect(JSON.stringify((await blue.get(`/api/games/${id}`)).body)).not.toContain(words.red);
  });

  it('a remembered view does not outlive a sign-out, here or on another instance (401 at once)', async () => {
    const { red, blue, id } = await duelOf(stack, 'memory-out');
    expect((await red.get(`/api/games/${id}`)).status).toBe(200);
    expect((await blue.get(`/api/games/${id}`)).status).toBe(200);
    // red signs out on this instance; the old cookie sent again is refused though the view is in memory
    const cookie = red.cookie;
    expect((await red.post('/api/auth/logout', {})).status).toBe(200);
    red.cookie = cookie;
    expect((await red.get(`/api/games/${id}`)).status).toBe(401);
    // blue's session is deleted from the table by another instance (signed out everywhere): refused here at once
    const payload = JSON.parse(Buffer.from(blue.cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString());
    await stack.server.svc.deps.db.client.send(
      new DeleteItemCommand({ TableName: stack.server.svc.deps.db.table, Key: toItem(keys.session(payload.sid)) }),
    );
    expect((await blue.get(`/api/games/${id}`)).status).toBe(401);
  });
});
