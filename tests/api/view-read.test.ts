/**
 * The view's one read (functions/api/session.ts, store/first-read.ts): a view needs only who the
 * caller is, so it reads the session and the game item in one BatchGetItem — no profile — and a
 * signed-out session is still refused at once. A submission still reads the profile (its events are
 * written in the player's language).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCalls } from '../../functions/store/db.js';
import { bid, duelOf, startStack, type Stack } from './helpers/harness.js';

describe('the view reads the session and the game, not the profile', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());
  const players = (tag: string) => duelOf(stack, tag);

  it('a view is one BatchGetItem of two items; a submission reads three', async () => {
    const { red, id } = await players('view-read');
    const calls = countCalls(stack.server.svc.deps.db.client);
    const v = await red.get(`/api/games/${id}`);
    expect(v.status).toBe(200);
    expect(v.body.mySide).toBe('red');
    expect(calls.byCommand).toEqual({ BatchGetItemCommand: 1 });
    expect(calls.itemsRead).toBe(2);
    calls.reset();
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    expect(calls.itemsByCommand.BatchGetItemCommand).toBe(3);
  });

  it('signed out: the view is refused at once (401), the session being part of its read', async () => {
    const { red, blue, id } = await players('view-out');
    const cookie = red.cookie;
    expect((await red.post('/api/auth/logout', {})).status).toBe(200);
    red.cookie = cookie; // the old cookie, sent again after signing out
    expect((await red.get(`/api/games/${id}`)).status).toBe(401);
    expect((await blue.get(`/api/games/${id}`)).status).toBe(200);
  });
});
