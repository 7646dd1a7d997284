/**
 * A submission's answer is made while the game update is on the wire (functions/api/routes/orders.ts
 * `whileUpdating`): its events, its view and the view's JSON. What goes out is still the text
 * `JSON.stringify` makes of the answer, and its view is, byte for byte, the one a later look at that
 * version by the same side is sent (both come from `packedView`'s memory through `gameJson`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duelOf, key, startStack, type Stack } from './helpers/harness.js';

describe("a submission's answer, made during the game update", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const raw = async (path: string, cookie: string, body?: unknown) => {
    const res = await fetch(stack.server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: stack.server.url }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  };

  it("is JSON.stringify's text, and its view is the one the next look at that version sends", async () => {
    const { red, blue, id } = await duelOf(stack, 'during-update');
    const orders = (value: number) => ({
      expectedVersion: 1,
      idempotencyKey: key(),
      batch: { orders: [{ type: 'bid', value }] },
    });
    for (const [player, value] of [
      [red, 2],
      [blue, 3],
    ] as const) {
      const sent = await raw(`/api/games/${id}/orders`, player.cookie, orders(value));
      expect(sent.status).toBe(200);
      expect(sent.text).toBe(JSON.stringify(JSON.parse(sent.text)));
      const answer = JSON.parse(sent.text);
      const viewJson = JSON.stringify(answer.game.view);
      expect(sent.text.endsWith(`"view":${viewJson}}}`)).toBe(true);
      const look = await raw(`/api/games/${id}`, player.cookie);
      expect(look.status).toBe(200);
      const seen = JSON.parse(look.text);
      expect(seen.version).toBe(answer.game.version);
      expect(look.text.endsWith(`"view":${viewJson}}`)).toBe(true);
    }
  });
});
