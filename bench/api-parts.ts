/**
 * What `npm run bench -- api` (api.bench.ts) measures with: the storage floor's three calls on items
 * of a game's sizes, a DynamoDB item's size, the parts a Server-Timing header reports, and the
 * medians and CPU time the figures are made of.
 */
import {
  BatchGetItemCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { keys } from '../functions/store/keys.js';
import { median } from './support.js';
import type { Db } from '../functions/store/db.js';
import { Agent, request } from 'node:http';
import { webcrypto } from 'node:crypto';
import { jwtVerify } from 'jose';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

export const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
/** a Server-Timing header's parts: `read;dur=1.20, rules;dur=0.41` → {read: 1.2, rules: 0.41} */
export const serverTimings = (header: string | null): Record<string, number> =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((p) => p.trim().match(/^([\w-]+);dur=([\d.]+)$/))
      .filter((m): m is RegExpMatchArray => !!m)
      .map((m) => [m[1], Number(m[2])]),
  );
export const PARTS = ['read', 'validation', 'rules', 'write', 'view', 'rules-view', 'json'] as const;
/** parts inside another part (the module's own view is inside `view`): not added again to the sum */
export const NESTED = new Set<string>(['rules-view']);
/** support.ts's median, 0 for no figures (a game that ended before a part ran) */
export const med = (xs: number[]) => (xs.length ? median(xs) : 0);
export const attrSize = (v: AttributeValue): number =>
  v.S !== undefined
    ? Buffer.byteLength(v.S)
    : v.N !== undefined
      ? Math.ceil(v.N.length / 2) + 1
      : v.BOOL !== undefined || v.NULL !== undefined
        ? 1
        : v.M
          ? 3 + Object.entries(v.M).reduce((s, [k, x]) => s + Buffer.byteLength(k) + attrSize(x) + 1, 0)
          : v.L
            ? 3 + v.L.reduce((s, x) => s + attrSize(x) + 1, 0)
            : 0;
/** a game's stored item (its STATE row), as the API reads it */
export const gameItem = async (db: Db, id: string, consistentRead = false): Promise<Record<string, AttributeValue>> =>
  (
    await db.client.send(
      new GetItemCommand({
        TableName: db.table,
        Key: { pk: { S: keys.game(id).pk }, sk: { S: keys.game(id).sk } },
        ...(consistentRead && { ConsistentRead: true }),
      }),
    )
  ).Item!;
/** a whole item's size as DynamoDB counts it (names and values) */
export const itemSize = (item: Record<string, AttributeValue>): number =>
  Object.entries(item).reduce((s, [k, v]) => s + Buffer.byteLength(k) + attrSize(v), 0);

// The storage floor of one submission: the three calls it cannot avoid, on items of its sizes — a
// BatchGetItem of a session, a profile and the game item; the conditional put of the turn; the
// conditional update of the game.
export const floorSubmission = async (
  db: Db,
  label: string,
  v: number,
  item: Record<string, AttributeValue>,
  turn: string,
) => {
  const pk = `BENCH#${label}`;
  const t = performance.now();
  await db.client.send(
    new BatchGetItemCommand({
      RequestItems: {
        [db.table]: {
          Keys: [
            { pk: { S: `${pk}#SESSION` }, sk: { S: 'SESSION' } },
            { pk: { S: `${pk}#USER` }, sk: { S: 'PROFILE' } },
            { pk: { S: pk }, sk: { S: 'STATE' } },
          ],
          ConsistentRead: true,
        },
      },
    }),
  );
  await db.client.send(
    new PutItemCommand({
      TableName: db.table,
      Item: { pk: { S: pk }, sk: { S: `TURN#${String(v + 1).padStart(6, '0')}` }, turn: { S: turn } },
      ConditionExpression: 'attribute_not_exists(sk)',
    }),
  );
  await db.client.send(
    new UpdateItemCommand({
      TableName: db.table,
      Key: { pk: { S: pk }, sk: { S: 'STATE' } },
      UpdateExpression: 'SET version = :v, #r = :r, #s = :s',
      ConditionExpression: 'version = :e',
      ExpressionAttributeNames: { '#r': 'record', '#s': 'state' },
      ExpressionAttributeValues: {
        ':v': { N: String(v + 1) },
        ':e': { N: String(v) },
        ':r': item.record,
        ':s': item.state,
      },
    }),
  );
  return performance.now() - t;
};
export const putFloorItems = async (db: Db, label: string, v: number, item: Record<string, AttributeValue>) => {
  const pk = `BENCH#${label}`;
  const small = { S: 'x'.repeat(180) };
  for (const [k, sk] of [
    [`${pk}#SESSION`, 'SESSION'],
    [`${pk}#USER`, 'PROFILE'],
  ])
    await db.client.send(
      new PutItemCommand({ TableName: db.table, Item: { pk: { S: k }, sk: { S: sk }, data: small } }),
    );
  await db.client.send(
    new PutItemCommand({
      TableName: db.table,
      Item: { ...item, pk: { S: pk }, sk: { S: 'STATE' }, version: { N: String(v) } },
    }),
  );
};

/** what the benches read of an answer, from `fetch` and from `nodeRequest` alike */
export interface Answer {
  /** when the answer's last byte came (performance.now()), before anything parsed it (nodeRequest only) */
  received?: number;
  /** the answer's body in bytes (nodeRequest only) */
  bytes?: number;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/**
 * One HTTP request the way the floor's calls are made: node:http with a keep-alive agent (the AWS
 * SDK's NodeHttpHandler is that), the body sent with its length, the answer read whole. Node's
 * `fetch` (undici, web streams) costs its caller 0.4–0.8 ms more a request on this machine than
 * node:http does, which the floor's calls never pay: the comparison would be between two clients.
 */
const agent = new Agent({ keepAlive: true });
export const nodeRequest = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        agent,
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const received = performance.now();
          const whole = Buffer.concat(chunks);
          const text = whole.toString('utf8');
          resolve({
            received,
            bytes: whole.length,
            status: res.statusCode ?? 0,
            headers: {
              get: (name) => {
                const v = res.headers[name.toLowerCase()];
                return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
              },
            },
            json: async () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
/** the keep-alive agent's sockets closed (at the end of a bench) */
export const closeNodeRequests = () => agent.destroy();

/**
 * The p50 of a session cookie's signature check (jose, HS256 with the imported key), 200 times: what
 * an instance pays the first time it sees a cookie; one seen again has only its expiry checked
 * (functions/api/session.ts).
 */
export const cookieCheckMs = async (signingKey: Uint8Array, jwt: string): Promise<number> => {
  const key = await webcrypto.subtle.importKey('raw', signingKey, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const lat: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await jwtVerify(jwt, key, { algorithms: ['HS256'] });
    lat.push(performance.now() - t);
  }
  return med(lat);
};
