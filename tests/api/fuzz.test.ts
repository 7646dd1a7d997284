/**
 * The API fuzz test: every route the Hono app declares (read from `app.routes`, so a new route is
 * covered without anyone listing it) gets malformed requests of every kind that applies to it —
 * ids too long or outside the id alphabet, loose numbers, prototype keys, deep or oversized
 * documents, broken JSON, wrong shapes, bodies over the limit, cross-site posts, bad queries.
 * Each must be answered 4xx with a JSON `code`, none 5xx, and no stored game may change.
 *
 * API_FUZZ requests per engine (small in `npm test`, 2,000 in .ci/run); API_FUZZ_SEED picks the
 * sequence; API_FUZZ_DYNAMODB_LOCAL=1 runs the same cases against AWS's DynamoDB Local too (Java 17).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app.js';
import { leagueBody } from '../leagues/helpers.js';
import {
  Browser,
  startDuel,
  bid,
  offerBody,
  startStack,
  type Stack,
  inviteToDuel,
  openDuel,
} from './helpers/harness.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../stream/dynamodb-local.js';

const COUNT = Number(process.env.API_FUZZ ?? 300);
const SEED = Number(process.env.API_FUZZ_SEED ?? 18);
const ENGINES = ['dynalite', ...(process.env.API_FUZZ_DYNAMODB_LOCAL === '1' ? ['dynamodb-local'] : [])] as const;

/** xorshift32: the same cases for the same seed */
const rng = (seed: number) => {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
};

interface Route {
  method: string;
  path: string;
}
interface Case {
  kind: string;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  anonymous?: boolean;
}

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const BAD_IDS = ['a%00b', '..%2F..', '%F0%9F%98%80', 'a.b', "a'b", 'a%20b', '$x', 'x%0d%0ay', '%25', 'a;b', '%C0%AE'];
const LOOSE_NUMBERS = [
  '0x10',
  '1e1',
  '+1',
  '-1',
  '1.5',
  '%201',
  '0010',
  'Infinity',
  'NaN',
  '99999999999',
  '0b1',
  '1_0',
  '-0',
];
const BROKEN_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":01}',
  '{"a":"\\x41"}',
  '[1,',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"text":"x"',
];
const NOT_OBJECTS = ['[]', '[1,2]', '"x"', '5', 'null', 'true', '-1e308'];
const FIELDS = [
  'text',
  'name',
  'email',
  'token',
  'expectedVersion',
  'idempotencyKey',
  'batch',
  'orders',
  'options',
  'game',
  'scenario',
  'seat',
  'clubId',
  'role',
  'userId',
  'digestHour',
  'notify',
  'clock',
  'rev',
  'days',
  'format',
  'entryDeadline',
];

const nest = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 3 === 2 ? [v] : { k: v };
  return v;
};

/** a value of a wrong type or size for any field it lands in */
const wrongValue = (r: () => number): unknown => {
  const pick = Math.floor(r() * 9);
  switch (pick) {
    case 0:
      return 'x'.repeat(1 + Math.floor(r() * 200_000));
    case 1:
      return Array.from({ length: 5000 + Math.floor(r() * 20_000) }, (_, i) => i);
    case 2:
      return -1e300;
    case 3:
      return '0x10';
    case 4:
      return { [FIELDS[Math.floor(r() * FIELDS.length)]]: [null] };
    case 5:
      return 1.5;
    case 6:
      return '\u0000\ud800';
    case 7:
      return true;
    default:
      return null;
  }
};

const hasBody = (m: string) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE';

describe.each(ENGINES)('API fuzz on %s', (engine) => {
  let stack: Stack;
  let external: DynamoDbLocal | undefined;
  let red: Browser;
  let _anon: Browser;
  const routes: Route[] = [];
  let ids: Record<string, string> = {};
  let gameIds: string[] = [];

  const hashes = async () =>
    Object.fromEntries(
      await Promise.all(
        gameIds.map(async (id) => {
          const g = await stack.server.svc.games.load(id);
          return [
            id,
            createHash('sha256')
              .update(JSON.stringify(g?.record ?? null))
              .digest('hex'),
          ] as const;
        }),
      ),
    );

  beforeAll(async () => {
    if (engine === 'dynamodb-local') external = await startDynamoDbLocal();
    stack = await startStack({ hooks: false, ...(external ? { dbEndpoint: external.endpoint } : {}) });
    red = new Browser(stack);
    const blue = new Browser(stack);
    _anon = new Browser(stack);
    const redMe = await red.signIn('fuzz-red@example.org');
    await blue.signIn('fuzz-blue@example.org');
    const played = await startDuel(red, blue);
    expect((await bid(red, played, 1, 2)).status).toBe(200);
    const invited = await inviteToDuel(red, 'fuzz-invitee@example.org');
    const open = await openDuel(red);
    const club = await red.post('/api/clubs', { name: 'Fuzz club' });
    const clubId: string = club.body.clubId ?? club.body.club?.clubId ?? club.body.id;
    const league = await red.post('/api/leagues', leagueBody(stack, clubId, { name: 'Fuzz league' }));
    gameIds = [played, invited.body.id, open.body.id];
    ids = { game: played, club: clubId, league: league.body.leagueId ?? league.body.id, user: redMe.userId };
    expect(
      Object.values(ids).every((v) => typeof v === 'string' && v.length > 0),
      JSON.stringify(ids),
    ).toBe(true);

    const app = createApp(stack.server.svc.deps, stack.server.svc);
    const seen = new Set<string>();
    for (const r of app.routes) {
      if (r.method === 'ALL' || r.path.includes('*') || !r.path.startsWith('/api')) continue;
      const k = `${r.method} ${r.path}`;
      if (!seen.has(k)) seen.add(k), routes.push({ method: r.method, path: r.path });
    }
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await external?.stop();
  });

  /** a route's path with real ids, so a malformed request reaches as deep as it can */
  const fill = (path: string, swap?: { param: string; value: string }): string =>
    path.replace(/:([A-Za-z]+)/g, (_, p: string) => {
      if (swap && swap.param === p) return swap.value;
      if (p === 'n') return '1';
      if (p === 'game') return 'duel';
      if (p === 'key') return '0123456789abcdef';
      if (p === 'userId') return ids.user;
      if (p === 'gameId') return ids.game;
      return path.startsWith('/api/clubs') ? ids.club : path.startsWith('/api/leagues') ? ids.league : ids.game;
    });

  const makeCase = (route: Route, r: () => number): Case => {
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    const body = hasBody(route.method);
    const kinds = [
      ...(params.length ? ['long-id', 'bad-id'] : []),
      ...(params.includes('n') || route.path.endsWith('/log') ? ['loose-number', 'loose-number'] : []),
      'proto-key',
      'bad-query',
      ...(body
        ? ['deep', 'big-document', 'bad-json', 'not-object', 'wrong-shape', 'wrong-shape', 'cross-site', 'too-large']
        : []),
    ];
    const kind = kinds[Math.floor(r() * kinds.length)];
    const param = params[Math.floor(r() * params.length)];
    const base: Case = { kind, method: route.method, path: fill(route.path), anonymous: r() < 0.15 };
    const object = (extra: Record<string, unknown>) => JSON.stringify({ expectedVersion: 1, ...extra });
    switch (kind) {
      case 'long-id':
        return { ...base, path: fill(route.path, { param, value: 'x'.repeat(65 + Math.floor(r() * 2100)) }) };
      case 'bad-id':
        return { ...base, path: fill(route.path, { param, value: BAD_IDS[Math.floor(r() * BAD_IDS.length)] }) };
      case 'loose-number': {
        const n = LOOSE_NUMBERS[Math.floor(r() * LOOSE_NUMBERS.length)];
        if (params.includes('n')) return { ...base, path: fill(route.path, { param: 'n', value: n }) };
        return { ...base, path: `${base.path}?${['limit', 'before', 'after'][Math.floor(r() * 3)]}=${n}` };
      }
      case 'proto-key': {
        const key = FORBIDDEN[Math.floor(r() * FORBIDDEN.length)];
        if (!body || r() < 0.3) return { ...base, path: `${base.path}?${key}=1` };
        const at = Math.floor(r() * 6);
        return {
          ...base,
          body: `{"options":${JSON.stringify(nest(at, 0)).replace('0', `{"${key}":{"polluted":true}}`)},"${key}":1}`,
        };
      }
      case 'bad-query': {
        const q = [`${'q'.repeat(40)}=1`, `a%00=1`, `x=${'y'.repeat(2100)}`, `1a=2`, `a.b=1`, `%F0%9F%98%80=1`][
          Math.floor(r() * 6)
        ];
        return { ...base, path: `${base.path}?${q}` };
      }
      case 'deep':
        return {
          ...base,
          body: object({ [FIELDS[Math.floor(r() * FIELDS.length)]]: nest(25 + Math.floor(r() * 40), 1) }),
        };
      case 'big-document':
        return {
          ...base,
          body: JSON.stringify({
            game: 'duel',
            scenario: 'first-to-3',
            opponent: { open: true },
            options: { position: { blob: 'x'.repeat(65_600 + Math.floor(r() * 400_000)) } },
          }),
        };
      case 'bad-json':
        return { ...base, body: BROKEN_JSON[Math.floor(r() * BROKEN_JSON.length)] };
      case 'not-object':
        return { ...base, body: NOT_OBJECTS[Math.floor(r() * NOT_OBJECTS.length)] };
      case 'wrong-shape': {
        const o: Record<string, unknown> = { [`unknown-${Math.floor(r() * 100)}`]: 1 };
        for (let i = 0; i < 1 + Math.floor(r() * 4); i++) o[FIELDS[Math.floor(r() * FIELDS.length)]] = wrongValue(r);
        return { ...base, body: JSON.stringify(o) };
      }
      case 'cross-site':
        return {
          ...base,
          anonymous: false,
          body: '{}',
          headers: r() < 0.5 ? { origin: 'https://evil.example' } : { 'content-type': 'text/plain' },
        };
      case 'too-large':
        return { ...base, body: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + Math.floor(r() * 200_000)) }) };
      default:
        throw new Error(kind);
    }
  };

  /** an oversized body offered with Expect: 100-continue on its own connection; the answer comes instead */
  const sendLarge = (c: Case, cookie: string) => offerBody(stack, c.method, c.path, c.body!, cookie);

  const send = async (c: Case, retried = false): Promise<{ status: number; text: string }> => {
    const cookie = c.anonymous ? '' : red.cookie;
    if (c.kind === 'too-large') return sendLarge(c, cookie);
    try {
      const res = await fetch(stack.server.url + c.path, {
        method: c.method,
        headers: {
          ...(hasBody(c.method) ? { 'content-type': 'application/json', origin: stack.server.url } : {}),
          ...(cookie ? { cookie } : {}),
          ...c.headers,
        },
        body: hasBody(c.method) ? (c.body ?? '{}') : undefined,
      });
      return { status: res.status, text: await res.text() };
    } catch (e) {
      // fetch reuses kept-alive sockets: one the server closes after answering the request before
      // (answered early, its body unread) can take this request's first bytes and drop them, which
      // is the client's race, not an answer (seen at some seeds with a big body). Sent again once on a
      // fresh socket; a server that really failed fails again.
      if (retried || (e as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw e;
      return send(c, true);
    }
  };

  it(`${COUNT} malformed requests over every route and method: each 4xx with a JSON code, none 5xx, no game changed`, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const before = await hashes();
    const r = rng(SEED);
    const cases = Array.from({ length: Math.max(COUNT, routes.length * 2) }, (_, i) =>
      makeCase(routes[i % routes.length], r),
    );
    const byKind: Record<string, Record<string, number>> = {};
    const perRoute = new Map<string, number>();
    const wrong: string[] = [];
    for (let i = 0; i < cases.length; i += 8) {
      const batch = cases.slice(i, i + 8);
      const answers = await Promise.all(batch.map((c) => send(c)));
      batch.forEach((c, j) => {
        const { status, text } = answers[j];
        let code: unknown;
        try {
          code = JSON.parse(text)?.code;
        } catch {
          code = undefined;
        }
        const tally = (byKind[c.kind] ??= {});
        const label = `${status} ${String(code)}`;
        tally[label] = (tally[label] ?? 0) + 1;
        const route = routes[(i + j) % routes.length];
        perRoute.set(`${route.method} ${route.path}`, (perRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
        if (status < 400 || status > 499 || typeof code !== 'string')
          wrong.push(`${c.kind} ${c.method} ${c.path.slice(0, 120)} → ${status} ${text.slice(0, 160)}`);
      });
    }
    const after = await hashes();
    const total = Object.values(byKind).reduce((s, t) => s + Object.values(t).reduce((a, b) => a + b, 0), 0);
    const fiveHundreds = Object.values(byKind).reduce(
      (s, t) =>
        s +
        Object.entries(t)
          .filter(([l]) => l.startsWith('5'))
          .reduce((a, [, n]) => a + n, 0),
      0,
    );
    console.log(
      `API fuzz on ${engine}: ${total} requests over ${routes.length} routes, 5xx: ${fiveHundreds}\n${JSON.stringify(byKind, null, 1)}`,
    );
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(routes.every((rt) => (perRoute.get(`${rt.method} ${rt.path}`) ?? 0) >= 2)).toBe(true);
    expect(after).toEqual(before);
  }, 600_000);
});
