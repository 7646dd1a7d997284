/**
 * `Prefer: return=minimal` on POST /api/games/:id/orders (RFC 7240): the answer leaves the game's view
 * out — the play page reads the game again after every submission — and says so with
 * `Preference-Applied`. Without the preference the answer is as before (the full game).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefersMinimal } from '../../functions/api/routes/orders.js';
import { duelOf, key, practiceGame, signedIn, startStack, type Stack } from './helpers/harness.js';

const bid = (value: number, expectedVersion = 1) => ({
  expectedVersion,
  idempotencyKey: key(),
  batch: { orders: [{ type: 'bid', value }] },
});
const MINIMAL = { prefer: 'return=minimal' };

describe('a submission asked with Prefer: return=minimal', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('answers version, events, lifecycle and awaiting without the view; the events are the full answer’s', async () => {
    const full = await duelOf(stack, 'minimal-full');
    const slim = await duelOf(stack, 'minimal-slim');
    const a = await full.red.post(`/api/games/${full.id}/orders`, bid(2));
    const b = await slim.red.request('POST', `/api/games/${slim.id}/orders`, bid(2), MINIMAL);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.headers.get('preference-applied')).toBeNull();
    expect(b.headers.get('preference-applied')).toBe('return=minimal');
    expect(b.headers.get('cache-control')).toBe('no-store');
    expect(a.body.game.view).toBeDefined();
    expect(Object.keys(b.body).sort()).toEqual(['awaiting', 'events', 'lifecycle', 'version']);
    expect(b.body.version).toBe(a.body.version);
    expect(b.body.events).toEqual(a.body.events);
    expect(b.body.lifecycle).toBe(a.body.game.lifecycle);
    expect(b.body.awaiting).toEqual(a.body.game.awaiting);
  });

  it('the next look at the game shows the version the submission made (its view built then)', async () => {
    const { red, blue, id } = await duelOf(stack, 'minimal-look');
    const first = await red.request('POST', `/api/games/${id}/orders`, bid(1), MINIMAL);
    const second = await blue.request('POST', `/api/games/${id}/orders`, bid(3, first.body.version), MINIMAL);
    expect(second.status).toBe(200);
    const look = await blue.get(`/api/games/${id}`);
    expect(look.status).toBe(200);
    expect(look.body.version).toBe(second.body.version);
    expect(look.body.awaiting).toEqual(second.body.awaiting);
    expect(look.body.lifecycle).toBe(second.body.lifecycle);
    expect(look.body.view).toBeDefined();
  });

  it('a repeated submission (same idempotency key) is answered minimal too, marked as a replay', async () => {
    const { red, id } = await duelOf(stack, 'minimal-replay');
    const once = bid(2);
    const a = await red.request('POST', `/api/games/${id}/orders`, once, MINIMAL);
    const again = await red.request('POST', `/api/games/${id}/orders`, once, MINIMAL);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.headers.get('preference-applied')).toBe('return=minimal');
    expect(again.body.version).toBe(a.body.version);
    expect(again.body.game).toBeUndefined();
  });

  it("a practice game: lifecycle and awaiting are the game's after the computer's reply", async () => {
    const [player] = await signedIn(stack, 'minimal-practice@example.org');
    const created = await practiceGame(player, 'duel', 'first-to-3', 'red');
    const id: string = created.body.id;
    const sent = await player.request('POST', `/api/games/${id}/orders`, bid(2, created.body.version), MINIMAL);
    expect(sent.status).toBe(200);
    const look = await player.get(`/api/games/${id}`);
    // the computer has answered in the request: the game is past the player's own turn
    expect(look.body.version).toBeGreaterThan(sent.body.version);
    expect(sent.body.awaiting).toEqual(look.body.awaiting);
    expect(sent.body.lifecycle).toBe(look.body.lifecycle);
  });

  it('reads the preference as RFC 7240 writes it: a list, any case, optional quotes and parameters', () => {
    expect(prefersMinimal('return=minimal')).toBe(true);
    expect(prefersMinimal('respond-async, Return = "Minimal"')).toBe(true);
    expect(prefersMinimal('return=minimal; foo=bar')).toBe(true);
    expect(prefersMinimal('return=representation')).toBe(false);
    expect(prefersMinimal('return=minimalist')).toBe(false);
    expect(prefersMinimal(undefined)).toBe(false);
  });
});
