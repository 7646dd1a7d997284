/**
 * Rules versions: a rule changes under a running game, and the game goes on. The trio fixture's
 * version 2 renames a state field (with `migrate`) and lowers the bonus threshold from 5 to 4 for
 * games created under version 2 only; its careless "ungated" edition changes the threshold for every
 * game. Real dynalite and HTTP; the catalog's module is swapped between requests as a deploy would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRunningGames, formatReport } from '../../functions/play/check-games.js';
import type { GameCatalog } from '../../functions/play/catalog.js';
import type { GameModule } from '../../rules/core/contract.js';
import { trio } from '../fixture/trio.js';
import { Browser, key, seatedGame, startStack, type Stack } from './helpers/harness.js';

let deployed: GameModule<any, any> = trio(1);
const catalog: GameCatalog = { ids: () => ['trio'], get: async (id) => (id === 'trio' ? deployed : undefined) };

let stack: Stack;
const seat = new Map<string, Browser>();
beforeAll(async () => {
  stack = await startStack({ games: catalog });
  for (const s of ['north', 'east', 'west']) {
    const b = new Browser(stack);
    await b.signIn(`${s}-rv@example.org`);
    seat.set(s, b);
  }
});
afterAll(() => stack.close());

interface MarchEvent {
  type: string;
  data: { steps: number; roll: number; gained: number };
}

const newGame = (): Promise<string> =>
  seatedGame(
    'trio',
    'trio',
    ['north', 'east', 'west'].map((s) => [s, seat.get(s)!] as const),
    { options: { target: 30 } },
  );

/** `n` marches of one step each by whoever is awaited; the march events they made */
const play = async (id: string, n: number): Promise<MarchEvent[]> => {
  const events: MarchEvent[] = [];
  for (let i = 0; i < n; i++) {
    const g = (await seat.get('north')!.get(`/api/games/${id}`)).body;
    const r = await seat.get(g.awaiting[0])!.post(`/api/games/${id}/orders`, {
      expectedVersion: g.version,
      idempotencyKey: key(),
      batch: { orders: [{ type: 'march', steps: 1 }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    events.push(...r.body.events.filter((e: MarchEvent) => e.type === 'march'));
  }
  return events;
};

describe('a rules change under a running game', () => {
  let old = '';
  let rolls: MarchEvent[] = [];

  it('version 1: the game records its rules version; its snapshots carry it', async () => {
    old = await newGame();
    rolls = await play(old, 24); // versions 3..26: a snapshot at 25
    const g = (await seat.get('east')!.get(`/api/games/${old}`)).body;
    expect(g.rules).toEqual({ version: 1 });
    expect(g.diverged).toBeNull();
    for (const e of rolls) expect(e.data.gained).toBe(e.data.steps + (e.data.roll >= 5 ? 1 : 0));
    const stored = (await stack.server.svc.games.load(old))!.record;
    expect(stored.stateRules).toEqual({ version: 1 });
    expect(Object.keys(stored.state as object)).toContain('score'); // version 1's shape
  });

  it('version 2 (gated): the old state is migrated on load, the old game keeps the old rule, a new game gets the new one, no game diverges', async () => {
    deployed = trio(2);
    const loaded = (await stack.server.svc.games.load(old))!.record;
    expect(Object.keys(loaded.state as object)).toContain('points');
    expect(Object.keys(loaded.state as object)).not.toContain('score');
    const after = await play(old, 9);
    // every march of the old game still gets its bonus on 5–6 only (a 4 gives none)
    for (const e of after) expect(e.data.gained).toBe(e.data.steps + (e.data.roll >= 5 ? 1 : 0));
    rolls.push(...after);
    expect((await seat.get('north')!.get(`/api/games/${old}`)).body.rules).toEqual({ version: 1 });

    const fresh = await newGame();
    expect((await seat.get('north')!.get(`/api/games/${fresh}`)).body.rules).toEqual({ version: 2 });
    for (const e of await play(fresh, 9)) expect(e.data.gained).toBe(e.data.steps + (e.data.roll >= 4 ? 1 : 0));

    const report = await checkRunningGames(stack.server.svc.games, stack.clock.now());
    expect(report.checked).toBe(2);
    expect(report.diverged).toEqual([]);
    // replays across the snapshot still reproduce (the snapshot, written by version 1, is migrated)
    const replay = await seat.get('west')!.get(`/api/games/${old}/replay/30`);
    expect(replay.status).toBe(200);
    expect(replay.body.version).toBe(30);
  });

  it('an ungated change: check-games flags the old game from the turn that rolled the first 4; it goes on, and replays from its snapshots', async () => {
    deployed = trio(2, { ungated: true });
    const firstFour = rolls.findIndex((e) => e.data.roll === 4);
    expect(firstFour).toBeGreaterThanOrEqual(0);
    const report = await checkRunningGames(stack.server.svc.games, stack.clock.now());
    expect(report.diverged.map((c) => c.id)).toEqual([old]);
    // marches were versions 3, 4, …: the i-th march is turn i + 3
    expect(report.diverged[0].diverged).toMatchObject({ fromVersion: firstFour + 3, rulesVersion: 2 });
    expect(formatReport(report)).toContain(
      `${old} (trio, created under rules v1, now v2, at version ${2 + rolls.length}): diverges from turn ${firstFour + 3}`,
    );

    // flagged in the game's answer and the lobby — and never blocked
    const g = (await seat.get('east')!.get(`/api/games/${old}`)).body;
    expect(g.diverged).toMatchObject({ fromVersion: firstFour + 3 });
    expect(
      (await seat.get('east')!.get('/api/games')).body.games.find((x: { id: string }) => x.id === old).diverged,
    ).toMatchObject({ fromVersion: firstFour + 3 });
    await play(old, 3);
    // a replay past the divergence comes from the snapshot at 25 and the turns after it
    const replay = await seat.get('west')!.get(`/api/games/${old}/replay/27`);
    expect(replay.status).toBe(200);
    expect(replay.body.version).toBe(27);
    expect((await seat.get('west')!.get(`/api/games/${old}/log`)).status).toBe(200);

    // the rule mended (gated again): the next check clears the flag
    deployed = trio(2);
    const mended = await checkRunningGames(stack.server.svc.games, stack.clock.now());
    expect(mended.diverged).toEqual([]);
    expect((await seat.get('east')!.get(`/api/games/${old}`)).body.diverged).toBeNull();
  });
});
