import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from 'hono/aws-lambda';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { createApp } from '../../functions/api/app.js';
import { lambdaClientIp } from '../../functions/lambda/client-ip.js';
import { LocalMailbox } from '../../functions/mail/local-mailbox.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { startLocalEngine, type LocalEngine } from '../../functions/store/local-engine.js';
import { ManualClock } from '../../functions/time/clock.js';
import { duel } from '../fixture/duel.js';

const PUBLIC = 'https://rozkaz.example.org';
let engine: LocalEngine;
let handler: (e: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;
const mailbox = new LocalMailbox({ print: false });

beforeAll(async () => {
  engine = await startLocalEngine();
  const app = createApp({
    db: engine.db,
    mailer: mailbox,
    clock: new ManualClock(),
    config: { publicUrl: PUBLIC, signingKey: new TextEncoder().encode('x'.repeat(64)), local: false, sessionDays: 30 },
    games: catalogOf([duel]),
    clientIp: lambdaClientIp,
  });
  handler = handle(app) as never;
});
afterAll(() => engine.close());

/** An HTTP API (payload 2.0) event as API Gateway builds it behind CloudFront. */
const event = (
  method: string,
  path: string,
  body?: unknown,
  o: { cookies?: string[]; headers?: Record<string, string>; sourceIp?: string } = {},
): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: '$default',
  rawPath: path,
  rawQueryString: '',
  cookies: o.cookies,
  headers: {
    host: 'abc.execute-api.eu-central-1.amazonaws.com',
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...o.headers,
  },
  requestContext: {
    accountId: '1',
    apiId: 'abc',
    domainName: 'abc.execute-api.eu-central-1.amazonaws.com',
    domainPrefix: 'abc',
    http: { method, path, protocol: 'HTTP/1.1', sourceIp: o.sourceIp ?? '130.176.0.1', userAgent: 'test' },
    requestId: 'r',
    routeKey: '$default',
    stage: '$default',
    time: '',
    timeEpoch: 0,
  },
  body: body === undefined ? undefined : JSON.stringify(body),
  isBase64Encoded: false,
});

type Result = { statusCode: number; body: string; cookies?: string[]; headers?: Record<string, string> };

describe('the same app behind API Gateway (hono/aws-lambda, payload 2.0)', () => {
  it('signs in: Secure session cookie in the cookies array, sent back through event.cookies', async () => {
    const link = (await handler(event('POST', '/api/auth/link', { email: 'lambda@example.org' }))) as Result;
    expect(link.statusCode).toBe(202);
    const token = mailbox
      .lastTo('lambda@example.org')!
      .text.match(/https:\/\/rozkaz\.example\.org\/signin\?token=([A-Za-z0-9_-]+)/)![1];
    // the confirm page posts from our own origin (sign-in is never cross-site)
    const verify = (await handler(
      event('POST', '/api/auth/verify', { token }, { headers: { origin: 'https://rozkaz.example.org' } }),
    )) as Result;
    expect(verify.statusCode).toBe(200);
    const cookie = verify.cookies![0];
    expect(cookie).toMatch(/^rozkaz_session=.*HttpOnly.*Secure.*SameSite=Lax|^rozkaz_session=.*Secure.*HttpOnly/i);
    const pair = cookie.split(';')[0];
    const me = (await handler(event('GET', '/api/me', undefined, { cookies: [pair] }))) as Result;
    expect(JSON.parse(me.body).email).toBe('lambda@example.org');
    expect(me.headers?.['cache-control']).toBe('no-store');

    const wrongOrigin = (await handler(
      event('POST', '/api/games', { game: 'duel' }, { cookies: [pair], headers: { origin: 'https://evil.example' } }),
    )) as Result;
    expect(wrongOrigin.statusCode).toBe(403);
    const created = (await handler(
      event(
        'POST',
        '/api/games',
        { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true } },
        { cookies: [pair], headers: { origin: PUBLIC } },
      ),
    )) as Result;
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body).url).toMatch(/^https:\/\/rozkaz\.example\.org\/g\//);
  });

  it('rate limits count the viewer address CloudFront forwards, not the CloudFront edge', async () => {
    const from = (i: number, viewer: string) =>
      event(
        'POST',
        '/api/auth/link',
        { email: `rl${i}@example.org` },
        { headers: { 'cloudfront-viewer-address': `${viewer}:5${i % 10}000` }, sourceIp: `130.176.0.${i % 200}` },
      );
    for (let i = 0; i < 30; i++) expect(((await handler(from(i, '203.0.113.7'))) as Result).statusCode).toBe(202);
    expect(((await handler(from(30, '203.0.113.7'))) as Result).statusCode).toBe(429);
    expect(((await handler(from(31, '198.51.100.9'))) as Result).statusCode).toBe(202);
  });

  it('there are no /dev routes in the Lambda app', async () => {
    expect(((await handler(event('GET', '/dev/mail.json'))) as Result).statusCode).toBe(404);
  });
});
