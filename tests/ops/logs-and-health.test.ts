/**
 * Structured logs and the health route, through a real local stack: a whole flow (sign-in, an
 * invitation by address, a join, orders, chat, logout) logs one JSON line per request with its ids,
 * and nowhere the session cookie, a sign-in token, an address or a display name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, scrub } from '../../functions/log.js';
import { createDb } from '../../functions/store/db.js';
import { healthRoutes } from '../../functions/api/routes/health.js';
import { services } from '../../functions/api/app.js';
import { Browser, bid, startStack, tokenFromMail, type Stack, inviteToDuel } from '../api/helpers/harness.js';
import pkg from '../../package.json' with { type: 'json' };

const lines: string[] = [];
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ logger: createLogger('api', { level: 'debug', sink: (l) => lines.push(l) }) });
});
afterAll(() => stack.close());

const RED = 'Red.Player+logs@Example.org';
const BLUE = 'blue.logs@example.org';

describe('structured logs', () => {
  it('a full flow logs every request as JSON with its ids, and no token, cookie, address or name', async () => {
    const red = new Browser(stack);
    const blue = new Browser(stack);
    const tokens: string[] = [];
    await red.post('/api/auth/link', { email: RED });
    tokens.push(tokenFromMail(stack, RED));
    expect((await red.post('/api/auth/verify', { token: tokens[0] })).status).toBe(200);
    const redMe = (await red.request('PUT', '/api/me', { name: 'Czerwona Hetmanka' })).body;
    const created = await inviteToDuel(red, BLUE);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await blue.post('/api/auth/link', { email: BLUE });
    tokens.push(tokenFromMail(stack, BLUE));
    expect((await blue.post('/api/auth/verify', { token: tokens[1] })).status).toBe(200);
    expect((await blue.post(`/api/games/${id}/join`, {})).status).toBe(200);
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    expect((await red.post(`/api/games/${id}/chat`, { text: `write to me at ${RED}` })).status).toBe(201);
    await blue.get(`/api/games/${id}`);
    await blue.get(`/api/unsubscribe?token=${tokens[1]}`); // a token in a query: the query is never logged
    await red.post('/api/auth/logout', {});
    const cookie = blue.cookie.split('=')[1]!;

    const records = lines.map((l) => JSON.parse(l));
    const requests = records.filter((r) => r.message === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(12);
    for (const r of requests) {
      expect(r).toMatchObject({ level: 'info', fn: 'api', method: expect.any(String), status: expect.any(Number) });
      expect(r.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof r.ms).toBe('number');
    }
    expect(new Set(requests.map((r) => r.requestId)).size).toBe(requests.length);
    // the ids that matter: who, and which game
    const submit = requests.find((r) => r.path === `/api/games/${id}/orders`);
    expect(submit).toMatchObject({ status: 200, userId: redMe.userId, gameId: id, method: 'POST' });
    expect(requests.find((r) => r.path === `/api/games/${id}/join`)).toMatchObject({
      gameId: id,
      userId: expect.any(String),
    });

    const all = lines.join('\n');
    expect(all.length).toBeGreaterThan(1000);
    for (const secret of [
      cookie,
      ...tokens,
      RED,
      RED.toLowerCase(),
      BLUE,
      'Czerwona Hetmanka',
      'red.player',
      'blue.logs',
    ])
      expect(all.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('free text is scrubbed of addresses and token-shaped runs; our ids stay', () => {
    const id = '0b0e2c4e-1c1f-4a51-9d55-0a4f7e4b9e11';
    expect(scrub(`550 mailbox a.b+c@example.co.uk unavailable, game ${id}-12-3`)).toBe(
      `550 mailbox <address> unavailable, game ${id}-12-3`,
    );
    expect(scrub('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.abc_DEF-123')).toBe('Bearer <token>');
    expect(scrub('token Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF')).toBe('token <token>');
    const out: string[] = [];
    createLogger('sweeper', { sink: (l) => out.push(l), level: 'warn' })
      .with({ gameId: id })
      .info('dropped');
    createLogger('sweeper', { sink: (l) => out.push(l) })
      .with({ gameId: id })
      .error('mail failed', new Error('rejected x@example.org'), { counts: { sent: 2 } });
    expect(out.map((l) => JSON.parse(l))).toEqual([
      {
        at: expect.any(String),
        level: 'error',
        fn: 'sweeper',
        message: 'mail failed',
        gameId: id,
        counts: { sent: 2 },
        error: { name: 'Error', message: 'rejected <address>', stack: expect.not.stringContaining('x@example.org') },
      },
    ]);
  });
});

describe('GET /api/health', () => {
  it('200 with the version and a table read, without a session; nothing else (no table name, region or host)', async () => {
    const res = await new Browser(stack).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: pkg.version, table: { ok: true, ms: expect.any(Number) } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('503 when the table cannot be read; why goes to the log, not to the caller', async () => {
    const errors: string[] = [];
    const svc = services({
      ...stack.server.svc.deps,
      db: createDb({ endpoint: stack.server.dbEndpoint, table: 'no-such-table' }),
      logger: createLogger('api', { sink: (l) => errors.push(l) }),
    });
    const res = await healthRoutes(svc).request('/');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', version: pkg.version, table: { ok: false } });
    expect(errors.map((l) => JSON.parse(l))).toMatchObject([{ level: 'error', message: 'health: table check failed' }]);
    expect(errors[0]).toMatch(/ResourceNotFound|not found|non-existent/i);
  });
});
