/**
 * Issue 18's eight open doors, each probed as the attacker did, each answered 4xx with a JSON code
 * (docs/security.md lists the limits). Real dynalite, real HTTP.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../functions/local/server.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { ManualClock } from '../../functions/time/clock.js';
import { duel } from '../fixture/duel.js';
import {
  Browser,
  signedIn,
  offerBody,
  startDuel,
  startStack,
  tokenFromMail,
  type Stack,
  inviteToDuel,
} from './helpers/harness.js';

let stack: Stack;
let red: Browser;
let blue: Browser;
let gameId: string;
beforeAll(async () => {
  stack = await startStack({ hooks: false });
  [red, blue] = await signedIn(stack, 'red@example.org', 'blue@example.org');
  gameId = await startDuel(red, blue);
});
afterAll(() => stack.close());

/** a POST that offers its body (Expect: 100-continue) and takes the answer that comes instead */
const postEarlyAnswer = (path: string, payload: string) => offerBody(stack, 'POST', path, payload, red.cookie);

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

describe('1. path ids are checked by format and length before any key is built', () => {
  const long = 'x'.repeat(2100);
  it.each([
    '/api/games/<long>',
    '/api/games/<long>/log',
    '/api/clubs/<long>',
    '/api/leagues/<long>',
    '/api/ratings/<long>',
    '/api/ratings/duel/<long>',
    '/api/games/a%00b',
    '/api/games/..%2F..',
  ])('GET %s → 400 bad-id (<long>: 2,100 characters)', async (label) => {
    const r = await red.get(label.replace('<long>', long));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad-id');
  });
  it('POST orders to a 2,100-character id → 400 bad-id', async () => {
    const r = await red.post(`/api/games/${long}/orders`, {
      expectedVersion: 0,
      idempotencyKey: 'k-1234567',
      batch: { orders: [] },
    });
    expect([r.status, r.body.code]).toEqual([400, 'bad-id']);
  });
});

describe('2. option documents are bounded in size (64 KB) and depth (16)', () => {
  const create = (options: unknown) =>
    red.post('/api/games', { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true }, options });
  it('a 450 KB position → 400 document-too-large', async () => {
    const r = await create({ position: { blob: 'x'.repeat(450_000) } });
    expect([r.status, r.body.code]).toEqual([400, 'document-too-large']);
  });
  it('40 levels of nesting → 400 document-too-deep, 18 in the options too; 12 levels are accepted', async () => {
    const deep = await create({ position: nested(40) });
    expect([deep.status, deep.body.code]).toEqual([400, 'document-too-deep']);
    // 18 levels: within the body's 24, beyond an option document's 16
    const options = await create({ position: nested(18) });
    expect([options.status, options.body.code, options.body.path]).toEqual([400, 'document-too-deep', 'options']);
    expect((await create({ position: nested(12) })).status).toBe(201);
  });
});

describe('3. the profile: keys never from the prototype, written all or nothing', () => {
  it('notify {constructor: true} → 400 forbidden-key', async () => {
    const r = await red.request('PUT', '/api/me', { notify: { constructor: true } });
    expect([r.status, r.body.code]).toEqual([400, 'forbidden-key']);
  });
  it('a refused patch changes neither the digest hour nor the name', async () => {
    const before = (await red.get('/api/me')).body;
    const r = await red.request('PUT', '/api/me', '{"digestHour":5,"name":"changed","notify":{"constructor":true}}');
    expect(r.status).toBe(400);
    const after = (await red.get('/api/me')).body;
    expect([after.digestHour, after.name]).toEqual([before.digestHour, before.name]);
  });
  it('a good patch writes every field at once', async () => {
    const r = await red.request('PUT', '/api/me', { digestHour: 6, name: 'Czerwony', notify: { digest: false } });
    expect(r.status).toBe(200);
    expect([r.body.digestHour, r.body.name]).toEqual([6, 'Czerwony']);
    const after = (await red.get('/api/me')).body;
    expect([after.digestHour, after.name]).toEqual([6, 'Czerwony']);
  });
});

describe('4. numbers strictly decimal, records without prototype keys', () => {
  it.each(['0x10', '1e1', '+1', ' 1', '1.0', '-0', '00x1'])('replay/%s → 400', async (n) => {
    const r = await red.get(`/api/games/${gameId}/replay/${encodeURIComponent(n)}`);
    expect(r.status).toBe(400);
    expect(typeof r.body.code).toBe('string');
  });
  it('replay/1 still answers', async () => {
    expect((await red.get(`/api/games/${gameId}/replay/1`)).status).toBe(200);
  });
  it.each(['limit=0x10', 'limit=1e1', 'before=0x2', 'after=1e0', 'limit=', 'limit=99999999999999999999'])(
    'log?%s → 400',
    async (q) => {
      const r = await red.get(`/api/games/${gameId}/log?${q}`);
      expect([r.status, r.body.code]).toEqual([400, 'bad-input']);
    },
  );
  it('options {"__proto__": {...}} on create → 400 forbidden-key, not 201 with the key dropped', async () => {
    const r = await red.post(
      '/api/games',
      '{"game":"duel","scenario":"first-to-3","seat":"red","opponent":{"open":true},"options":{"__proto__":{"target":2}}}',
    );
    expect([r.status, r.body.code]).toEqual([400, 'forbidden-key']);
  });
  it('a constructor key deep in a batch → 400 forbidden-key, named by its whole path', async () => {
    const r = await red.post(
      `/api/games/${gameId}/orders`,
      '{"expectedVersion":0,"idempotencyKey":"deep-key-1","batch":{"orders":[{"type":"bid","path":["a",{"constructor":1}]}]}}',
    );
    expect([r.status, r.body.code, r.body.path]).toEqual([400, 'forbidden-key', 'batch.orders[0].path[1].constructor']);
  });
  it.each(['prototype', 'constructor'])('a %s key anywhere in a body → 400 forbidden-key', async (k) => {
    const r = await red.post(`/api/games/${gameId}/chat`, `{"text":"hi","${k}":{}}`);
    expect([r.status, r.body.code]).toEqual([400, 'forbidden-key']);
  });
});

describe('5. sign-in is not cross-site: /api/auth/verify wants JSON from our origin and a strict body', () => {
  const token = async (email: string) => {
    const anon = new Browser(stack);
    await anon.post('/api/auth/link', { email });
    return tokenFromMail(stack, email);
  };
  it('a text/plain POST from a foreign origin → 403, and the token still works from our page', async () => {
    const t = await token('victim@example.org');
    const victim = new Browser(stack);
    const r = await victim.post('/api/auth/verify', JSON.stringify({ token: t }), {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
    });
    expect([r.status, r.body.code]).toEqual([403, 'bad-origin']);
    expect(victim.cookie).toBe('');
    expect((await victim.post('/api/auth/verify', { token: t })).status).toBe(200);
  });
  it('our origin but text/plain → 403 not-json; no Origin → 403 bad-origin', async () => {
    const t = await token('victim2@example.org');
    const b = new Browser(stack);
    expect(
      (await b.post('/api/auth/verify', JSON.stringify({ token: t }), { 'content-type': 'text/plain' })).body.code,
    ).toBe('not-json');
    const noOrigin = await fetch(stack.server.url + '/api/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: t }),
    });
    expect(noOrigin.status).toBe(403);
  });
  it('an unknown field → 400', async () => {
    const r = await new Browser(stack).post('/api/auth/verify', { token: 'a'.repeat(43), next: '/x' });
    expect([r.status, r.body.code]).toEqual([400, 'bad-input']);
  });
});

describe('6. mail is not a spam channel', () => {
  it('21 games inviting new addresses in a day: the 21st → 429 invite-limit, 20 mails sent', async () => {
    const spammer = new Browser(stack);
    await spammer.signIn('spam@example.org');
    const before = stack.server.mailbox.messages.length;
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await spammer.post('/api/games', {
        game: 'duel',
        scenario: 'first-to-3',
        seat: 'red',
        opponent: { email: `new${i}@example.org` },
      });
      answers.push(r.status);
      if (i === 20) expect(r.body.code).toBe('invite-limit');
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(20);
    expect(answers[20]).toBe(429);
    expect(stack.server.mailbox.messages.length - before).toBe(20);
    // a club invitation to a new address counts against the same day
    const club = await spammer.post('/api/clubs', { name: 'Spam club' });
    const inv = await spammer.post(`/api/clubs/${club.body.clubId ?? club.body.club?.clubId}/invitations`, {
      email: 'new-club@example.org',
    });
    expect([inv.status, inv.body.code]).toEqual([429, 'invite-limit']);
  });
  it('a fourth unanswered invitation in a week to an address that never signed in → 429 recipient-limit', async () => {
    const senders = ['s1', 's2', 's3', 's4'].map((_s) => new Browser(stack));
    const codes: (string | number)[] = [];
    for (const [i, s] of senders.entries()) {
      await s.signIn(`sender${i}@example.org`);
      const r = await inviteToDuel(s, 'target@example.org');
      codes.push(r.status === 201 ? 201 : r.body.code);
    }
    expect(codes).toEqual([201, 201, 201, 'recipient-limit']);
  });
  it('chat: 30 messages an hour per player and game, the 31st → 429 chat-limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await blue.post(`/api/games/${gameId}/chat`, { text: `line ${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const last = await blue.post(`/api/games/${gameId}/chat`, { text: 'one more' });
    expect([last.status, last.body.code]).toEqual([429, 'chat-limit']);
    // the other player's own budget is untouched
    expect((await red.post(`/api/games/${gameId}/chat`, { text: 'still here' })).status).toBe(201);
  });
  it('an address that bounced is never mailed again', async () => {
    await stack.server.svc.users.suppress('bounced@example.org', 'bounce', stack.clock.now());
    const inviter = new Browser(stack);
    await inviter.signIn('inviter-b@example.org');
    const before = stack.server.mailbox.messages.filter((m) => m.to === 'bounced@example.org').length;
    const r = await inviteToDuel(inviter, 'bounced@example.org');
    expect(r.status).toBe(201);
    expect(stack.server.mailbox.messages.filter((m) => m.to === 'bounced@example.org').length).toBe(before);
    // not even a sign-in link
    await new Browser(stack).post('/api/auth/link', { email: 'bounced@example.org' });
    expect(stack.server.mailbox.messages.filter((m) => m.to === 'bounced@example.org').length).toBe(before);
  });
});

describe('7. every route has a body limit', () => {
  it('a 2 MB body → 413 body-too-large, on a route that reads a body and on one that does not', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    for (const path of [`/api/games/${gameId}/chat`, '/api/auth/logout', '/api/nowhere']) {
      const r = await postEarlyAnswer(path, big);
      expect([path, r.status, JSON.parse(r.text).code]).toEqual([path, 413, 'body-too-large']);
    }
  });
  // a body without a stated length is counted as it comes (the stated length is trusted otherwise)
  it('a 2 MB chunked body (no content-length) → 413 body-too-large; a small chunked one is read', async () => {
    const big = await postChunked(`/api/games/${gameId}/chat`, JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    expect([big.status, JSON.parse(big.text).code]).toEqual([413, 'body-too-large']);
    const small = await postChunked(`/api/games/${gameId}/chat`, JSON.stringify({ text: 'sent in chunks' }));
    expect(small.status).toBe(201);
  });
});

/** a POST whose body goes in 64 KB chunks with no content-length (transfer-encoding: chunked) */
const postChunked = (path: string, payload: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      new URL(stack.server.url + path),
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: stack.server.url, cookie: red.cookie },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    // the server may answer 413 and close before the rest is written: only the answer counts
    req.on('error', (e) => (req.writableEnded ? undefined : reject(e)));
    for (let i = 0; i < payload.length; i += 65_536) req.write(payload.slice(i, i + 65_536));
    req.end();
  });

describe('8. the local server: loopback by default, mailbox only there, the CloudFront headers', () => {
  const boot = (o: { host?: string; devMail?: boolean } = {}) =>
    startLocalServer({
      port: 0,
      dataDir: null,
      webDir: '/nonexistent',
      games: catalogOf([duel]),
      clock: new ManualClock(),
      quiet: true,
      hooks: false,
      ...o,
    });
  it('binds to 127.0.0.1 unless told otherwise', async () => {
    const s = await boot();
    try {
      expect((s.address as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await s.close();
    }
  });
  it('on every interface the mailbox is not served without the explicit flag', async () => {
    const open = await boot({ host: '0.0.0.0' });
    try {
      expect((open.address as AddressInfo).address).toBe('0.0.0.0');
      expect((await fetch(`http://127.0.0.1:${open.port}/dev/mail.json`)).status).toBe(404);
    } finally {
      await open.close();
    }
    const flagged = await boot({ host: '0.0.0.0', devMail: true });
    try {
      expect((await fetch(`http://127.0.0.1:${flagged.port}/dev/mail.json`)).status).toBe(200);
    } finally {
      await flagged.close();
    }
  });
  it.each(['/', '/api/me', '/dev/mail'])(
    '%s carries CSP, nosniff, referrer policy and frame-ancestors',
    async (path) => {
      const r = await fetch(stack.server.url + path);
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});
