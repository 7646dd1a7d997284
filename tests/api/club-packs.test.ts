/**
 * Club packs (issue 20) through real HTTP and real dynalite: a director starts from a copy of our
 * Manoeuvre pack and uploads an edited one; errors name their path in the pack; only the club's
 * members read a pack or sit at a game on it (403 otherwise), and such a game is never an open seat;
 * a game pins its pack's hash and plays on, through the turn service, after the pack is edited.
 */
import { describe, expect, it } from 'vitest';
import { GameStore } from '../../functions/play/games.js';
import { packHash } from '../../rules/core/pack-hash.js';
import { packKitOf } from '../../rules/pack-kits.js';
import { leagueBody } from '../leagues/helpers.js';
import { playRandom } from './helpers/club-pack.js';
import { Browser, key, realGames, stackPerFile } from './helpers/harness.js';

const { options } = await realGames('club packs', ['tannenberg-1914']);
const stack = stackPerFile(options);
const ours = (await packKitOf('manoeuvre'))!.shipped() as { chart: { id: string; defense: { assault: number } }[] };
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** a club run by `director`, with `member` in it; `outsider` signed in but not a member */
const club = async () => {
  const [director, member, outsider] = [new Browser(stack), new Browser(stack), new Browser(stack)];
  const tag = key();
  await director.signIn(`director-${tag}@example.org`);
  await member.signIn(`member-${tag}@example.org`);
  await outsider.signIn(`outsider-${tag}@example.org`);
  const made = await director.post('/api/clubs', { name: `Klub ${tag}` });
  const clubId: string = made.body.clubId;
  expect((await director.post(`/api/clubs/${clubId}/invitations`, { email: `member-${tag}@example.org` })).status).toBe(
    201,
  );
  expect((await member.post(`/api/clubs/${clubId}/join`)).status).toBe(200);
  return { director, member, outsider, clubId, tag };
};

/** a director's upload that the checks accept: the new pack */
const upload = async (
  director: Browser,
  clubId: string,
  body: { game: string; name: string; provenance: string; content: unknown },
) => {
  const made = await director.post(`/api/clubs/${clubId}/packs`, body);
  expect(made.status, JSON.stringify(made.body).slice(0, 400)).toBe(201);
  return made.body.pack;
};

/** uploads a copy of `base` changed by `edit`: a pack with a hash of its own; the pack and what was sent */
const uploadEdited = async <T>(
  director: Browser,
  clubId: string,
  about: { game: string; name: string; provenance: string },
  base: T,
  edit: (mine: T) => void,
) => {
  const mine = copy(base);
  edit(mine);
  const pack = await upload(director, clubId, { ...about, content: mine });
  expect(pack.hash).not.toBe(packHash(base));
  return { pack, mine };
};

describe('club packs', () => {
  it('a director starts from a copy of ours; the export is our pack, the documented example', async () => {
    const { director, clubId } = await club();
    const example = await director.get('/api/packs/manoeuvre/example');
    expect(example.status).toBe(200);
    expect(example.headers.get('content-disposition')).toContain('rozkaz-manoeuvre-pack.json');
    expect(packHash(example.body)).toBe(packHash(ours));
    const made = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'manoeuvre',
      name: 'Nasz Manoeuvre',
      provenance: 'entered from our own copy, for members only',
      from: 'ours',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.pack).toMatchObject({ game: 'manoeuvre', version: 1, hash: packHash(ours), clubId });
    expect((await director.get('/api/packs/no-such-game/example')).status).toBe(404);
  });

  it('Tannenberg takes club packs: errors by path; a club game on an edited CRT is pinned to its hash, its state names it', async () => {
    const { director, member, clubId, tag } = await club();
    const tb = (await packKitOf('tannenberg-1914'))!.shipped() as {
      map: { hexes: { t: string }[] };
      tables: { crt: { columns: string[]; rows: string[][] } };
    };
    const example = await director.get('/api/packs/tannenberg-1914/example');
    expect([example.status, packHash(example.body)]).toEqual([200, packHash(tb)]);

    const bad = copy(tb);
    bad.map.hexes[3].t = 'swamp';
    const refused = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'tannenberg-1914',
      name: 'Zepsuty',
      provenance: 'ours',
      content: bad,
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'invalid-pack']);
    expect(refused.body.errors.find((e: { path: string }) => e.path === 'map.hexes[3].t').message).toMatch(
      /^unknown t 'swamp', expected one of clear, /,
    );

    // 9.3.5: our one known cell (4:1, roll 2 = 1/6) entered differently by the club
    const { pack, mine } = await uploadEdited(
      director,
      clubId,
      { game: 'tannenberg-1914', name: 'Nasza Tannenberg', provenance: 'entered from our own copy, for members only' },
      tb,
      (t) => {
        t.tables.crt.rows[1][t.tables.crt.columns.indexOf('4:1')] = '2/5';
      },
    );
    const { body: read } = await member.get(`/api/clubs/${clubId}/packs/${pack.packId}`);
    expect(read.parts.map((p: { path: string }) => p.path)).toEqual([
      'tables.crt.rows',
      'tables.retreat.loss',
      'tables.terrain.hexes',
      'tables.terrain.rivers',
      'forces.units',
      'forces.hqs',
      'forces.trains',
      'forces.markers',
      'scenarios.*.reinforcements',
      ...['hindenburg', 'westFront', 'narew', 'guards', 'corpsCommander'].map((k) => `scenarios.*.special.${k}`),
      'map.hexes',
      'legend',
    ]);
    // the map editor paints on the board the rules draw for the pack: its cells are the pack's hexes
    const hexIds = new Set((mine as unknown as { map: { hexes: { id: string }[] } }).map.hexes.map((h) => h.id));
    expect(read.board.cells.length).toBeGreaterThan(100);
    expect(read.board.cells.every((c: { label: string }) => hexIds.has(c.label))).toBe(true);
    // the map part is painted on its own scenario's board, the whole map: every hex of the pack
    expect(read.boards['map.hexes'].cells.length).toBe(hexIds.size);
    expect(read.board.cells.length).toBeLessThan(hexIds.size);

    const created = await director.post('/api/games', {
      game: 'tannenberg-1914',
      scenario: 'gumbinnen-1914',
      seat: 'de',
      pack: { clubId, packId: pack.packId },
      opponent: { email: `member-${tag}@example.org` },
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
    expect((await member.post(`/api/games/${created.body.id}/join`, {})).status).toBe(200);
    const g = (await stack.server.svc.games.load(created.body.id))!;
    expect(g.record.setup.rules?.packHash).toBe(pack.hash);
    expect(g.module.packHash).toBe(pack.hash);
    expect((g.record.state as { pack?: string }).pack).toBe(pack.hash);
  });

  it("Wojna's two maps each open in the painter, drawn as their own scenario draws them", async () => {
    const { director, clubId } = await club();
    const game = 'wojna-o-niepodleglosc';
    const content = (await packKitOf(game))!.shipped();
    const pack = await upload(director, clubId, { game, name: 'Dwie mapy', provenance: 'x', content });
    const { body: read } = await director.get(`/api/clubs/${clubId}/packs/${pack.packId}`);
    const maps = read.content.maps as { grid: { cells: { from: string; to: string } } }[];
    expect(Object.keys(read.boards)).toEqual(['maps.0.terrain', 'maps.1.terrain']);
    // warsaw-1920's map, 0101 to 3732: 37 columns of 32 hexes
    expect(maps[1].grid.cells).toEqual({ from: '0101', to: '3732' });
    expect(read.boards['maps.1.terrain'].cells.length).toBe(37 * 32);
    expect(read.boards['maps.0.terrain'].cells.length).toBe(read.board.cells.length);
  });

  it('schema errors name their path in the pack', async () => {
    const { director, clubId } = await club();
    const bad = copy(ours) as Record<string, any>;
    bad.chart[2].id = 'swamp';
    bad.armies[0].units = bad.armies[0].units.slice(0, 7);
    const r = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'manoeuvre',
      name: 'Zepsuty',
      provenance: 'ours',
      content: bad,
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('invalid-pack');
    const paths = r.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain('chart[2].id');
    expect(paths).toContain('armies[0].units');
    expect(r.body.errors.find((e: { path: string }) => e.path === 'chart[2].id').message).toMatch(
      /^unknown id 'swamp', expected one of open, field, /,
    );
    expect(r.body.message).toMatch(/^chart\[2\]\.id: /);
    expect((await director.get(`/api/clubs/${clubId}/packs`)).body.packs).toEqual([]);
  });

  it('the rules check refuses a pack the schema takes: Gumbinnen lengthened to 30 turns does not end within 300 batches', async () => {
    const { director, clubId } = await club();
    const tb = copy((await packKitOf('tannenberg-1914'))!.shipped()) as { scenarios: { id: string; turns: number }[] };
    const gumbinnen = tb.scenarios.find((s) => s.id === 'gumbinnen-1914')!;
    expect(gumbinnen.turns).toBe(5);
    // 30 is the schema's most: the check while typing (the schema alone) finds nothing
    gumbinnen.turns = 30;
    const made = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'tannenberg-1914',
      name: 'Długi Gumbinnen',
      provenance: 'x',
      from: 'ours',
    });
    expect(made.status).toBe(201);
    const typed = await director.post(`/api/clubs/${clubId}/packs/${made.body.pack.packId}/check`, { content: tb });
    expect(typed.body).toEqual({ errors: [] });
    // saved, the rules play a random game of the shortest scenario (Gumbinnen): it does not end in time
    const r = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'tannenberg-1914',
      name: 'Długi Gumbinnen 2',
      provenance: 'x',
      content: tb,
    });
    expect([r.status, r.body.code]).toEqual([422, 'invalid-pack']);
    expect(r.body.errors).toEqual([
      { path: 'scenarios', message: 'a random game of gumbinnen-1914 did not end within 300 batches or 5 s' },
    ]);
    const names = (await director.get(`/api/clubs/${clubId}/packs`)).body.packs.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Długi Gumbinnen']);
  });

  it('a director saves at most 20 packs an hour (each save runs the rules check)', async () => {
    const { director, clubId } = await club();
    for (let i = 0; i < 20; i++) expect((await director.post(`/api/clubs/${clubId}/packs`, {})).status).toBe(400);
    const over = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'manoeuvre',
      name: 'Za dużo',
      provenance: 'x',
      from: 'ours',
    });
    expect([over.status, over.body.code]).toEqual([429, 'pack-limit']);
    stack.clock.advance(60 * 60_000);
    expect((await director.post(`/api/clubs/${clubId}/packs`, {})).status).toBe(400);
  });

  it('privacy: 403 to non-members, absent from other clubs, members read, only directors write', async () => {
    const { director, member, outsider, clubId } = await club();
    const made = await director.post(`/api/clubs/${clubId}/packs`, {
      game: 'manoeuvre',
      name: 'Tajny',
      provenance: 'members only',
      from: 'ours',
    });
    const packId: string = made.body.pack.packId;
    expect((await outsider.get(`/api/clubs/${clubId}/packs`)).status).toBe(403);
    expect((await outsider.get(`/api/clubs/${clubId}/packs/${packId}`)).status).toBe(403);
    const read = await member.get(`/api/clubs/${clubId}/packs/${packId}`);
    expect(read.status).toBe(200);
    expect(packHash(read.body.content)).toBe(made.body.pack.hash);
    // the grids the editor shows, as the game declares them
    expect(read.body.parts.map((p: { path: string }) => p.path)).toEqual([
      'sections',
      'chart',
      'armies.*.units',
      'armies.*.unitCards',
      'armies.*.hq',
    ]);
    // the sections are painted with the board's legend, and the counters' faces take its grid and colours
    expect(read.body.board.grid).toEqual({ kind: 'square' });
    expect(read.body.board.sideColors).toBeDefined();
    const write = await member.post(`/api/clubs/${clubId}/packs`, {
      game: 'manoeuvre',
      name: 'Mój',
      provenance: 'x',
      from: 'ours',
    });
    expect(write.status).toBe(403);
    // the outsider's own club lists none of it, and cannot start a game on it
    const theirs = await outsider.post('/api/clubs', { name: `Inny ${key()}` });
    expect((await outsider.get(`/api/clubs/${theirs.body.clubId}/packs`)).body.packs).toEqual([]);
    const sneak = await outsider.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'intro',
      seat: 'blue',
      practice: true,
      pack: { clubId, packId },
    });
    expect(sneak.status).toBe(403);
  });

  it('a game pins its pack: members only, never open, and it plays on after the pack is edited', async () => {
    const { director, member, outsider, clubId, tag } = await club();
    const { pack, mine } = await uploadEdited(
      director,
      clubId,
      { game: 'manoeuvre', name: 'Nasze wzgórza', provenance: 'hills defend one better' },
      ours,
      (m) => {
        m.chart.find((t) => t.id === 'hills')!.defense.assault += 1;
      },
    );
    const base = { game: 'manoeuvre', scenario: 'intro', seat: 'blue', pack: { clubId, packId: pack.packId } };

    const open = await director.post('/api/games', { ...base, opponent: { open: true } });
    expect([open.status, open.body.code]).toEqual([400, 'club-pack-open-seat']);
    const stranger = await director.post('/api/games', { ...base, opponent: { email: `outsider-${tag}@example.org` } });
    expect([stranger.status, stranger.body.code]).toEqual([403, 'not-a-member']);
    const rated = await director.post('/api/games', {
      ...base,
      rated: true,
      opponent: { email: `member-${tag}@example.org` },
    });
    expect([rated.status, rated.body.code]).toEqual([400, 'rated-club-pack']);

    const created = await director.post('/api/games', { ...base, opponent: { email: `member-${tag}@example.org` } });
    expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
    const id: string = created.body.id;
    expect(created.body.clubPack).toEqual({ name: 'Nasze wzgórza', version: 1, clubId });
    expect((await outsider.post(`/api/games/${id}/join`, {})).status).toBe(403);
    expect((await outsider.get(`/api/games/${id}`)).status).toBe(403);
    expect((await member.post(`/api/games/${id}/join`, {})).status).toBe(200);
    expect((await member.get('/api/games/open')).body.games.some((g: { id: string }) => g.id === id)).toBe(false);

    const { games } = stack.server.svc;
    const play = (n: number) => playRandom(stack, id, [director, member], n);
    await play(4);
    const before = (await games.load(id))!;
    expect(before.record.setup.rules?.packHash).toBe(pack.hash);
    expect(before.module.packHash).toBe(pack.hash);
    // the hills' new value is the game's rule: its module was built from the club's pack
    expect((before.module.pack as typeof ours).chart.find((t) => t.id === 'hills')!.defense.assault).toBe(
      mine.chart.find((t) => t.id === 'hills')!.defense.assault,
    );

    // the director edits the pack: a new version and hash; the running game keeps its own
    const edited = copy(mine);
    edited.chart.find((t) => t.id === 'hills')!.defense.assault -= 1;
    const stale = await director.request('PUT', `/api/clubs/${clubId}/packs/${pack.packId}`, {
      name: 'Nasze wzgórza',
      provenance: 'back to normal',
      content: edited,
      expectedVersion: 7,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale']);
    const v2 = await director.request('PUT', `/api/clubs/${clubId}/packs/${pack.packId}`, {
      name: 'Nasze wzgórza',
      provenance: 'back to normal',
      content: edited,
      expectedVersion: 1,
    });
    expect(v2.status, JSON.stringify(v2.body).slice(0, 300)).toBe(200);
    expect(v2.body.pack).toMatchObject({ version: 2, hash: packHash(ours) });
    await play(4);
    // a cold instance (no cache) builds the game's module from the kept content of version 1
    const cold = new GameStore(stack.server.svc.deps.db, options.games!, {
      packBlobs: stack.server.svc.deps.packBlobs,
    });
    const again = (await cold.load(id))!;
    expect(again.module.packHash).toBe(pack.hash);
    expect(again.record.version).toBeGreaterThanOrEqual(before.record.version);
    expect((await director.get(`/api/games/${id}`)).body.clubPack).toEqual({
      name: 'Nasze wzgórza',
      version: 1,
      clubId,
    });
  });

  it('a league fixes one pack for all its games: unrated, pinned to the version it was made with; only members watch', async () => {
    const { director, member, outsider, clubId, tag } = await club();
    const pack = await upload(director, clubId, {
      game: 'manoeuvre',
      name: 'Liga na naszym',
      provenance: 'for the winter league',
      content: copy(ours),
    });
    // the duel's `options` do not fit Manoeuvre: none
    const body = leagueBody(stack, clubId, {
      game: 'manoeuvre',
      scenario: 'intro',
      options: undefined,
      pack: { packId: pack.packId },
    });
    const rated = await director.post('/api/leagues', { ...body, rated: true });
    expect([rated.status, rated.body.code]).toEqual([400, 'rated-club-pack']);
    const other = await director.post('/api/leagues', {
      ...body,
      game: 'tannenberg-1914',
      scenario: 'gumbinnen-1914',
      rated: false,
    });
    expect([other.status, other.body.code]).toEqual([400, 'pack-other-game']);
    const made = await director.post('/api/leagues', { ...body, rated: false });
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(201);
    const leagueId: string = made.body.leagueId;
    expect(made.body.pack).toEqual({ name: 'Liga na naszym', version: 1 });
    const toRated = await director.request('PUT', `/api/leagues/${leagueId}`, { rated: true });
    expect([toRated.status, toRated.body.code]).toEqual([400, 'rated-club-pack']);
    for (const p of [director, member]) expect((await p.post(`/api/leagues/${leagueId}/entries`, {})).status).toBe(201);
    // the pack changes before the league starts: its games still play on the version the league fixed
    const mine = copy(ours);
    mine.chart.find((t) => t.id === 'hills')!.defense.assault += 1;
    const v2 = await director.request('PUT', `/api/clubs/${clubId}/packs/${pack.packId}`, {
      name: pack.name,
      provenance: pack.provenance,
      content: mine,
      expectedVersion: 1,
    });
    expect(v2.status).toBe(200);
    expect((await director.post(`/api/leagues/${leagueId}/start`, {})).status).toBe(200);
    const { body: page } = await member.get(`/api/leagues/${leagueId}`);
    const gameIds: string[] = page.games.map((p: { gameId: string }) => p.gameId);
    expect(gameIds.length).toBe(1);
    const g = (await stack.server.svc.games.load(gameIds[0]))!;
    expect(g.record.setup.clubPack).toMatchObject({ clubId, packId: pack.packId, version: 1, hash: pack.hash });
    expect(g.record.setup.rated).toBe(false);
    expect(g.module.packHash).toBe(pack.hash);
    expect((g.record.state as { packHash?: string }).packHash).toBe(pack.hash);
    // watching the league's game (the spectator's view): a member who does not play it may, nobody else
    const watcher = new Browser(stack);
    await watcher.signIn(`watcher-${tag}@example.org`);
    const watch = `/api/leagues/${leagueId}/games/${gameIds[0]}`;
    expect((await watcher.get(watch)).status).toBe(403);
    expect((await outsider.get(watch)).status).toBe(403);
    expect((await outsider.get(`/api/games/${gameIds[0]}`)).status).toBe(403);
    await director.post(`/api/clubs/${clubId}/invitations`, { email: `watcher-${tag}@example.org` });
    expect((await watcher.post(`/api/clubs/${clubId}/join`)).status).toBe(200);
    const watched = await watcher.get(watch);
    expect(watched.status).toBe(200);
    expect(watched.body.league.leagueId).toBe(leagueId);
  });
});
