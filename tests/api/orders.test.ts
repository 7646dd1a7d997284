import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../functions/play/run-turn.js';
import { bid, Browser, crashOnce, duelOf, key, startStack, submit, type Stack } from './helpers/harness.js';

let stack: Stack;
const crash = crashOnce();
beforeAll(async () => {
  stack = await startStack({ log: () => {}, faults: crash.faults });
});
afterAll(() => stack.close());

const players = (tag: string) => duelOf(stack, tag);
const stored = async (id: string) => (await stack.server.svc.games.load(id))!;

describe('POST /api/games/:id/orders: versions, races, retries, crashes', () => {
  it('50 concurrent submissions for one version: exactly one applied, the other 49 get 409 with the current view', async () => {
    const { red, id } = await players('race');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bid(red, id, 1, (i % 3) + 1)));
    const ok = answers.filter((a) => a.status === 200);
    const conflicts = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const c of conflicts) {
      expect(c.body.game.version).toBe(2);
      expect(c.body.game.view.options).toBeDefined();
    }
    const g = await stored(id);
    expect(g.record.version).toBe(2);
    expect((await stack.server.svc.games.turns(id)).map((t) => t.kind)).toEqual(['join', 'orders']);
  });

  it('simultaneous answers (both sides awaited): a stale version is still judged, in turn and at the same time', async () => {
    const { red, blue, id } = await players('simul');
    const r = await bid(red, id, 1, 2);
    const b = await bid(blue, id, 1, 3); // stale (2) but only red, awaited with blue, has acted since
    expect([r.status, b.status]).toEqual([200, 200]);
    expect(b.body.version).toBe(3);
    expect(b.body.events.map((e: any) => e.type)).toEqual(['bid-made', 'round']);
    // now both again at once, many times over
    for (let i = 0; i < 5; i++) {
      const g = (await red.get(`/api/games/${id}`)).body;
      if (g.lifecycle !== 'active' || g.status.phase !== 'bid') break;
      const both = await Promise.all([bid(red, id, g.version, 1), bid(blue, id, g.version, 1)]);
      expect(both.map((x) => x.status)).toEqual([200, 200]);
    }
  });

  it('a stale version is a 409 when the caller has acted since (not a simultaneous answer)', async () => {
    const { red, id } = await players('stale');
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    const again = await bid(red, id, 1, 3);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'stale', game: { version: 2, awaitingMe: false } });
  });

  it('a retried submission with the same idempotency key returns the first answer and applies nothing', async () => {
    const { red, blue, id } = await players('idem');
    const k = key();
    const first = await bid(red, id, 1, 2, k);
    const retry = await bid(red, id, 1, 2, k);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await stored(id)).record.version).toBe(2);
    // still answered from the turn after the opponent has moved on
    await bid(blue, id, 2, 1);
    const late = await bid(red, id, 1, 2, k);
    expect(late.status).toBe(200);
    expect(late.body.version).toBe(2);
    expect(late.body.events).toEqual(first.body.events);
    expect((await stored(id)).record.version).toBe(3);
  });

  it('a crash between the two writes loses nothing: the next read repairs, and replay equals the stored state', async () => {
    const { red, blue, id } = await players('crash');
    await bid(red, id, 1, 3);
    crash.next();
    const crashed = await bid(blue, id, 2, 1);
    expect(crashed.status).toBe(500);
    // the log has turn 3; the state item still says 2 — any reader repairs it
    const view = (await blue.get(`/api/games/${id}`)).body;
    expect(view.version).toBe(3);
    expect(view.status.turn).toBe(2);
    const g = await stored(id);
    const turns = await stack.server.svc.games.turns(id);
    expect(turns.map((t) => t.version)).toEqual([1, 2, 3]);
    expect(replay(g.record.setup, turns, g.module, g.seed)).toEqual(g.record);
    // and the retry of the crashed request is answered from its turn, not applied twice
    const v = (await red.get(`/api/games/${id}`)).body;
    const who = v.awaiting.includes('red') ? red : blue;
    const order = v.status.phase === 'bid' ? { type: 'bid', value: 1 } : { type: 'regroup', yes: false };
    const k = key();
    const submit = () =>
      who.post(`/api/games/${id}/orders`, {
        expectedVersion: v.version,
        idempotencyKey: k,
        batch: { orders: [order] },
      });
    crash.next();
    expect((await submit()).status).toBe(500);
    const retry = await submit();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect((await stored(id)).record.version).toBe(v.version + 1);
  });
});

describe('bad input never changes a game; each failure has its status', () => {
  it('400 (with path), 401, 403, 404, 409, 422 — and the stored game is untouched', async () => {
    const { red, blue, id } = await players('bad');
    const carol = new Browser(stack);
    await carol.signIn('bad-carol@example.org');
    const before = JSON.stringify((await stored(id)).record);
    const post = (b: Browser, body: unknown, gid = id) => b.post(`/api/games/${gid}/orders`, body);

    const schema = await submit(red, id, 1, [{ type: 'bid', value: 'two' }]);
    expect(schema.status).toBe(400);
    expect(schema.body.path).toBe('batch.orders[0].value');
    // the issue in numbers, for the page to say in the reader's language
    expect(schema.body.issue).toEqual({ code: 'invalid_type', expected: 'number', received: 'string' });
    const envelope = await post(red, { idempotencyKey: key(), batch: { orders: [] } });
    expect(envelope.status).toBe(400);
    expect(envelope.body.path).toBe('expectedVersion');
    expect(envelope.body.issue).toEqual({ code: 'invalid_type', expected: 'number', received: 'undefined' });
    const notJson = await red.post(`/api/games/${id}/orders`, '{not json');
    expect(notJson.status).toBe(400);

    const anon = new Browser(stack);
    expect((await bid(anon, id, 1, 1)).status).toBe(401);
    const stranger = await bid(carol, id, 1, 1);
    expect(stranger.status).toBe(403);
    expect(stranger.body.game).toBeUndefined();
    expect((await bid(red, 'no-such-game', 1, 1)).status).toBe(404);
    const future = await bid(red, id, 7, 1);
    expect(future.status).toBe(409);

    const rule = await bid(red, id, 1, 5);
    expect(rule.status).toBe(422);
    expect(rule.body).toEqual({ code: 'bid-range', message: 'a bid is 1..3', rule: '2.1', at: 'orders[0].value' });
    const wrongPhase = await submit(red, id, 1, [{ type: 'regroup', yes: true }]);
    expect(wrongPhase.status).toBe(422);
    expect(wrongPhase.body.rule).toBe('4');

    expect(JSON.stringify((await stored(id)).record)).toBe(before);
    expect((await stack.server.svc.games.turns(id)).length).toBe(1);

    // not awaited: red has bid, so a second bid is a 409 with the view
    await bid(red, id, 1, 1);
    const notMine = await bid(red, id, 2, 1);
    expect(notMine.status).toBe(409);
    expect(notMine.body).toMatchObject({ code: 'not-awaited', game: { version: 2 } });
    // a standing order is accepted from a side that is not awaited
    const standing = await post(red, {
      expectedVersion: 2,
      idempotencyKey: key(),
      batch: { orders: [{ type: 'standing', key: 'auto-regroup', value: 'never' }] },
    });
    expect(standing.status).toBe(200);
    expect(standing.body.version).toBe(3);
    // red's standing order made version 3: blue's answer at 2 is stale (red was not awaited with blue at 2)
    const staleByStanding = await bid(blue, id, 2, 1);
    expect(staleByStanding.status).toBe(409);
    expect(staleByStanding.body.game.version).toBe(3);
    expect((await bid(blue, id, 3, 1)).status).toBe(200);
  });

  it('unknown games and routes are 404; games of others are 403', async () => {
    const { id } = await players('nf');
    const carol = new Browser(stack);
    await carol.signIn('nf-carol@example.org');
    expect((await carol.get('/api/games/nope')).status).toBe(404);
    expect((await carol.get(`/api/games/${id}`)).status).toBe(403);
    expect((await carol.get(`/api/games/${id}/log`)).status).toBe(403);
    expect((await carol.get(`/api/games/${id}/replay/0`)).status).toBe(403);
    expect((await carol.get('/api/nothing-here')).status).toBe(404);
  });

  it('create: unknown game, scenario, side and bad options are 400 with their path', async () => {
    const a = new Browser(stack);
    const me = await a.signIn('create-bad@example.org');
    const base = { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true } };
    const cases: [Record<string, unknown>, string][] = [
      [{ game: 'chess' }, 'game'],
      [{ scenario: 'x' }, 'scenario'],
      [{ seat: 'green' }, 'seat'],
      [{ options: { target: 99 } }, 'options.target'],
      [{ options: { colour: 'x' } }, 'options'],
      [{ opponent: { email: me.email } }, 'opponent.email'],
      [{ clock: { kind: 'fischer', initialHours: 48, incrementHours: 1, capHours: 24 } }, 'clock.capHours'],
    ];
    for (const [patch, path] of cases) {
      const r = await a.post('/api/games', { ...base, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.path, JSON.stringify(patch)).toBe(path);
    }
    expect((await a.get('/api/games')).body.games).toEqual([]);
  });
});
