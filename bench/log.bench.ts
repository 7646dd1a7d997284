/**
 * A long game's log and replay against embedded dynalite (in memory), through the store the API
 * uses (`GameStore.turnPage`, `GameStore.replayAt`). Prints, per game:
 *  - ms per `replay/:n` with snapshots (every 25 versions) and without (re-run from setup), over
 *    versions spread across the game, and the ratio;
 *  - ms per log page (50 turns, presented for one side, fog applied), walking back from the newest;
 *  - the snapshot items' count and size.
 * Games: the duel fixture (target 20) stretched by standing orders, two turns in three, and
 * each catalog game played by random legal batches: until it ends or reaches BENCH_LOG_VERSIONS (default 600).
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { newSeed } from '../functions/dice/hmac-dice.js';
import { catalogOf, defaultCatalog } from '../functions/play/catalog.js';
import { presentTurn } from '../functions/play/present.js';
import type { GameSetup } from '../functions/play/types.js';
import { clockConfig } from '../functions/clock/game-clock.js';
import { toItem } from '../functions/store/codec.js';
import { GameStore, type LoadedGame } from '../functions/play/games.js';
import { keys, SNAP_PREFIX } from '../functions/store/keys.js';
import { startLocalEngine } from '../functions/store/local-engine.js';
import type { GameModule } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import { duel } from '../tests/fixture/duel.js';

const VERSIONS = Number(process.env.BENCH_LOG_VERSIONS ?? 600);
const SAMPLES = Number(process.env.BENCH_LOG_SAMPLES ?? 24);

const modules: GameModule<any, any>[] = [duel];
for (const id of defaultCatalog.ids()) modules.push((await defaultCatalog.get(id))!);
const engine = await startLocalEngine();
const catalog = catalogOf(modules);
const withSnaps = new GameStore(engine.db, catalog);
const noSnaps = new GameStore(engine.db, catalog, { snapshotEvery: 0 });

const at = (i: number) => new Date(Date.UTC(2026, 0, 5, 12) + i * 60_000).toISOString();

/** One game through the store, as the API would write it: join, then batches until it ends or reaches `VERSIONS`. */
const play = async (module: GameModule<any, any>): Promise<LoadedGame> => {
  const [a, b] = module.sides;
  const setup: GameSetup = {
    id: `bench-${module.id}`,
    game: module.id,
    scenario: module.scenarios[0].id,
    options: module.id === 'duel' ? { target: 20 } : {},
    createdAt: at(0),
    createdBy: 'u-a',
    seats: { [a]: { userId: 'u-a', name: 'A' } },
    invite: null,
    clock: clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
  };
  await withSnaps.create(setup, newSeed());
  let g = (await withSnaps.load(setup.id))!;
  const users: Record<string, string> = { [a]: 'u-a', [b]: 'u-b' };
  const dice = new SeededDice(11);
  for (let i = 1; g.record.version < VERSIONS && (g.record.lifecycle === 'active' || i === 1); i++) {
    const awaited = g.record.status.waitingFor[0];
    // the duel is kept going by standing orders (two turns in three), so it lasts as long as asked
    const standing = module.id === 'duel' && i % 3 !== 0;
    const side = i === 1 ? b : standing ? (i % 2 ? a : b) : awaited;
    const input =
      i === 1
        ? { kind: 'join' as const, side: b, userId: 'u-b', name: 'B', at: at(i) }
        : {
            kind: 'orders' as const,
            side,
            userId: users[side],
            at: at(i),
            batch: standing
              ? { orders: [{ type: 'standing', key: 'auto-regroup', value: 'ask' }] }
              : module.randomBatch(g.record.state, side, dice),
          };
    const out = await withSnaps.commit(g, input);
    if (!out.ok) throw new Error(`${module.id} v${g.record.version}: ${JSON.stringify(out)}`);
    g = out.game;
  }
  return g;
};

const time = async (f: () => Promise<unknown>): Promise<number> => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

for (const module of modules) {
  const g = await play(module);
  const V = g.record.version;
  const ns = Array.from({ length: SAMPLES }, (_, i) => Math.max(0, Math.round(((i + 0.5) * V) / SAMPLES) - 1)).filter(
    (n) => n < V,
  );
  for (const store of [withSnaps, noSnaps]) await store.replayAt(g, ns[0]); // warm the code paths
  const snapMs: number[] = [],
    fullMs: number[] = [];
  for (const n of ns) {
    snapMs.push(await time(() => withSnaps.replayAt(g, n)));
    fullMs.push(await time(() => noSnaps.replayAt(g, n)));
  }
  const last = ns.at(-1)!;
  const lastSnap = await time(() => withSnaps.replayAt(g, last));
  const lastFull = await time(() => noSnaps.replayAt(g, last));
  const side = module.sides[0];
  const pageMs: number[] = [];
  for (let before: number | undefined = undefined, more = true; more; ) {
    let older: number | null = null;
    pageMs.push(
      await time(async () => {
        const page = await withSnaps.turnPage(g.record.setup.id, V, { before }, 50);
        page.turns.map((t) => presentTurn(g.module, t, side, false, 'en'));
        older = page.older;
      }),
    );
    more = older !== null;
    before = older ?? undefined;
  }
  const snaps = await engine.db.client.send(
    new QueryCommand({
      TableName: engine.db.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: toItem({ ':pk': keys.game(g.record.setup.id).pk, ':s': SNAP_PREFIX }),
    }),
  );
  const snapBytes = (snaps.Items ?? []).map((i) => (i.record?.S ?? '').length);
  console.log(
    `${module.id}: ${V} versions (${g.record.lifecycle}), ${snapBytes.length} snapshots of ~${Math.round(mean(snapBytes.length ? snapBytes : [0]) / 1024)} KB`,
  );
  console.log(
    `  replay/:n over ${ns.length} versions spread over the game: ${fmt(mean(snapMs))} with snapshots, ${fmt(mean(fullMs))} from setup (×${(mean(fullMs) / mean(snapMs)).toFixed(1)})`,
  );
  console.log(`  replay/${last} (near the end): ${fmt(lastSnap)} with snapshots, ${fmt(lastFull)} from setup`);
  console.log(
    `  log page of 50 (query + fog + text): ${fmt(mean(pageMs))} mean over ${pageMs.length} pages, first ${fmt(pageMs[0])}`,
  );
}
await engine.close();
