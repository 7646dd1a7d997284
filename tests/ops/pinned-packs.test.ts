/**
 * A game stays on the pack it started with. Olszynka is "deployed" with our pack, a game starts;
 * then a second deployment (a second server on the same table) ships a changed pack: the running
 * game still loads, answers and replays on its own pack (kept in the table by its hash), while a new
 * game gets the new pack. A cold instance rebuilds the old module from the kept pack; a hash nobody
 * kept falls back to the current pack and says so in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import { checkRunningGames } from '../../functions/play/check-games.js';
import { GameStore } from '../../functions/play/games.js';
import { PackArchive } from '../../functions/store/pack-items.js';
import olszynka, { createOlszynka } from '../../rules/games/olszynka-grochowska-1831/index.js';
import type { Pack } from '../../rules/games/olszynka-grochowska-1831/schema.js';
import { duel } from '../fixture/duel.js';
import { Browser, seatedGame, startStack, type Stack } from '../api/helpers/harness.js';

const original = olszynka.pack as Pack;
// the second deployment retitles the map: a different pack, a different hash
const changed: Pack = structuredClone(original);
changed.map.title = { pl: 'Grochów, wydanie drugie', en: 'Grochów, second edition' };
const v2 = createOlszynka(changed);

let first: Stack, second: Stack;
beforeAll(async () => {
  first = await startStack({ games: catalogOf([duel, createOlszynka(original)]) });
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

const newGame = (a: Browser, b: Browser): Promise<string> =>
  seatedGame('olszynka-grochowska-1831', 'alder-wood-1831', [
    ['pl', a],
    ['ru', b],
  ]);

/** the map title of the pack a loaded game is played on */
const mapTitle = async (stack: Stack, id: string): Promise<string> =>
  ((await stack.server.svc.games.load(id))!.module.pack as Pack).map.title.en;

describe('pinned packs', () => {
  let oldGame = '';

  it('a game records its pack hash and the pack is kept by it', async () => {
    const [a, b] = [new Browser(first), new Browser(first)];
    await a.signIn('pack-a@example.org');
    await b.signIn('pack-b@example.org');
    oldGame = await newGame(a, b);
    expect((await a.get(`/api/games/${oldGame}`)).body.rules).toEqual({
      version: olszynka.rulesVersion ?? 1,
      packHash: olszynka.packHash,
    });
    const kept = await new PackArchive(first.server.svc.deps.db).get(olszynka.packHash!);
    expect(kept).toEqual({ game: 'olszynka-grochowska-1831', pack: JSON.parse(JSON.stringify(original)) });
    expect(await mapTitle(first, oldGame)).toBe(original.map.title.en);
  });

  it('after a deploy with a changed pack, the running game is served its own pack; a new game gets the new one', async () => {
    expect(v2.packHash).not.toBe(olszynka.packHash);
    const lines: string[] = [];
    second = await startStack({
      games: catalogOf([duel, v2]),
      dbEndpoint: first.server.dbEndpoint,
      log: (m) => lines.push(m),
    });
    const [a, b] = [new Browser(second), new Browser(second)];
    await a.signIn('pack-a@example.org');
    await b.signIn('pack-b@example.org');
    const game = await a.get(`/api/games/${oldGame}`);
    expect(game.status).toBe(200);
    expect(game.body.rules.packHash).toBe(olszynka.packHash);
    expect(game.body.diverged).toBeNull();
    expect(await mapTitle(second, oldGame)).toBe(original.map.title.en);
    expect((await a.get(`/api/games/${oldGame}/replay/1`)).status).toBe(200);

    const fresh = await newGame(a, b);
    expect((await a.get(`/api/games/${fresh}`)).body.rules.packHash).toBe(v2.packHash);
    expect(await mapTitle(second, fresh)).toBe('Grochów, second edition');

    // check-games replays the old game on its own pack: nothing diverges, no pack reported changed
    const report = await checkRunningGames(second.server.svc.games, second.clock.now());
    const old = report.games.find((g) => g.id === oldGame);
    expect(old).toMatchObject({ packChanged: false });
    expect(old?.diverged ?? null).toBeNull();
    expect(lines.filter((l) => l.includes('is not kept'))).toEqual([]);
  });

  it('a cold instance rebuilds the pinned module from the table; a hash never kept falls back, logged', async () => {
    const logged: string[] = [];
    const cold = new GameStore(second.server.svc.deps.db, catalogOf([v2]), { log: (m) => logged.push(m) });
    const loaded = (await cold.load(oldGame))!;
    expect(loaded.module.packHash).toBe(olszynka.packHash);
    expect(loaded.module).not.toBe(v2);
    expect((loaded.module.pack as Pack).map.title.en).toBe(original.map.title.en);

    const unknown = structuredClone(changed);
    unknown.map.title = { pl: 'Nigdzie', en: 'Nowhere' };
    const elsewhere = new GameStore(second.server.svc.deps.db, catalogOf([createOlszynka(unknown)]), {
      log: (m) => logged.push(m),
    });
    // the game's pack is kept, so even this deployment serves it...
    expect((await elsewhere.load(oldGame))!.module.packHash).toBe(olszynka.packHash);
    // ...while a game pinned to a hash nobody kept gets the current module, and the log says so
    const orphan = (await elsewhere.load(oldGame))!;
    const current = await catalogOf([createOlszynka(unknown)]).get('olszynka-grochowska-1831');
    const pinnedNowhere = await elsewhere.module({
      game: 'olszynka-grochowska-1831',
      rules: { version: 1, packHash: 'f'.repeat(64) },
    });
    expect(pinnedNowhere!.packHash).toBe(current!.packHash);
    expect(orphan.record.setup.rules?.packHash).toBe(olszynka.packHash);
    expect(logged.filter((l) => l.includes('is not kept'))).toHaveLength(1);
  });
});
