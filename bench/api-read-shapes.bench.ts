/**
 * The view's read in the shapes it could take, against one GetItem of the game item, interleaved on
 * the same engine and client (docs/platform/speed-view.md, "The read's shape"): a BatchGetItem of the
 * session and the game (what the view does), the two as GetItems in parallel (Promise.all), and the
 * two one after the other. Wall time and this process's CPU (the engine's thread included), medians
 * of the per-round ratios. `npm run bench -- api` runs it before api.bench.ts (`npm run bench --
 * api-read` alone). BENCH_DB=inline: the engine on this thread (default: its own thread, as the
 * headline); READ_ROUNDS (default 30) × READ_EACH (default 40).
 */
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { loadavg } from 'node:os';
import { batchGet } from '../functions/store/table-kit.js';
import { keys } from '../functions/store/keys.js';
import { toItem } from '../functions/store/codec.js';
import { duel } from '../tests/fixture/duel.js';
import { apiServer } from './api-server.js';
import { cpuMs, med } from './api-parts.js';

const engine = process.env.BENCH_DB === 'inline' ? 'inline' : 'thread';
const ROUNDS = Number(process.env.READ_ROUNDS ?? 30);
const EACH = Number(process.env.READ_EACH ?? 40);
const server = await apiServer([duel], { engine });
const db = server.svc.deps.db;
// a game item of a game in play's size (the bench's games are 5–9 KB) and a session item as the API writes one
const gameKey = keys.game('shape'),
  sessionKey = keys.session('shape-session');
const put = (item: Record<string, unknown>) =>
  db.client.send(new PutItemCommand({ TableName: db.table, Item: toItem(item) }));
await put({ ...gameKey, record: JSON.stringify({ filler: 'r'.repeat(1500) }), state: 's'.repeat(6500) });
await put({ ...sessionKey, userId: 'u-1', createdAt: new Date().toISOString(), expiresAt: 1e10, ttl: 1e10 });
const get = (key: { pk: string; sk: string }) =>
  db.client.send(new GetItemCommand({ TableName: db.table, Key: toItem(key), ConsistentRead: true }));

const shapes: Record<string, () => Promise<unknown>> = {
  getItem: () => get(gameKey),
  batch: () => batchGet(db, [sessionKey, gameKey], undefined, { consistent: true }),
  parallel: () => Promise.all([get(sessionKey), get(gameKey)]),
  sequential: async () => {
    await get(sessionKey);
    await get(gameKey);
  },
};
const wall: Record<string, number[]> = {},
  cpu: Record<string, number[]> = {};
for (const name of Object.keys(shapes)) [wall[name], cpu[name]] = [[], []];
for (let i = 0; i < 200; i++) for (const f of Object.values(shapes)) await f();
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, f] of Object.entries(shapes)) {
    const c = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < EACH; i++) await f();
    wall[name]!.push((performance.now() - t) / EACH);
    cpu[name]!.push(cpuMs(c) / EACH);
  }
}
const ratio = (xs: number[], base: number[]) => med(xs.map((x, i) => x / base[i]!)).toFixed(2);
console.log(
  `the view's read in its shapes, engine ${engine === 'thread' ? 'on a thread of its own' : "on the API's thread"}, ${ROUNDS} rounds of ${EACH} interleaved, load ${loadavg()[0].toFixed(1)}:`,
);
for (const name of Object.keys(shapes))
  console.log(
    `  ${name.padEnd(11)} wall ${med(wall[name]!).toFixed(3)} ms: ${ratio(wall[name]!, wall.getItem!)}× GetItem; CPU ${med(cpu[name]!).toFixed(3)} ms: ${ratio(cpu[name]!, cpu.getItem!)}×`,
  );
await server.close();
