/**
 * The variants a game or league uses are public settings: the invited player sees them on the
 * invitation row and the game before accepting, anyone sees them on an open seat, members on the
 * league page. A custom start position shows only as `true` (its hands and decks may be fogged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../functions/play/catalog.js';
import { clubOf, inDays } from '../leagues/helpers.js';
import { type Browser, signedIn, startStack, type Stack } from './helpers/harness.js';

let stack: Stack;
let red: Browser;
let blue: Browser;
let third: Browser;
beforeAll(async () => {
  stack = await startStack({ games: defaultCatalog });
  [red, blue, third] = await signedIn(stack, 'opt-red@example.org', 'opt-blue@example.org', 'opt-third@example.org');
});
afterAll(() => stack?.close());

describe('options shown before accepting', () => {
  it('7.1 V1: the invited player sees endOfDay game-turn on the invitation row and on the game', async () => {
    const created = await red.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'standard',
      seat: 'blue',
      opponent: { email: 'opt-blue@example.org' },
      options: { endOfDay: 'game-turn' },
      clock: { preset: 'none' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const lobby = await blue.get('/api/games');
    const row = lobby.body.games.find((g: any) => g.id === id);
    expect([row.role, row.lifecycle, row.options]).toEqual(['invited', 'invited', { endOfDay: 'game-turn' }]);
    const game = await blue.get(`/api/games/${id}`);
    expect([game.status, game.body.lifecycle, game.body.options]).toEqual([200, 'invited', { endOfDay: 'game-turn' }]);
    // the creator's own row says the same
    expect((await red.get('/api/games')).body.games.find((g: any) => g.id === id).options).toEqual({
      endOfDay: 'game-turn',
    });
  });

  it('3.1 step 7 and a custom position on an open seat: the variant as chosen, the position only as true', async () => {
    const position = { phase: 'setup.pair' };
    const created = await red.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'standard',
      seat: 'blue',
      opponent: { open: true },
      options: { hands: 'choose', position },
      clock: { preset: 'none' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body.options).toEqual({ hands: 'choose', position: true });
    const open = await third.get('/api/games/open');
    const row = open.body.games.find((g: any) => g.id === id);
    expect(row.options).toEqual({ hands: 'choose', position: true });
    expect(JSON.stringify(open.body)).not.toContain('"position":{');
    const joined = await third.post(`/api/games/${id}/join`, {});
    expect([joined.status, joined.body.options]).toEqual([200, { hands: 'choose', position: true }]);
    expect((await red.get(`/api/games/${id}`)).body.options).toEqual({ hands: 'choose', position: true });
  });

  it('a game with no options: an empty object (standard rules)', async () => {
    const created = await red.post('/api/games', {
      game: 'manoeuvre',
      scenario: 'standard',
      seat: 'blue',
      opponent: { open: true },
      clock: { preset: 'none' },
    });
    expect(created.body.options).toEqual({});
    expect((await blue.get('/api/games/open')).body.games.find((g: any) => g.id === created.body.id).options).toEqual(
      {},
    );
  });

  it("7.1 V3: a member sees the league's variants on the league page", async () => {
    const club = await clubOf(stack, ['opt-dir', 'opt-member']);
    const l = await club.director.post('/api/leagues', {
      clubId: club.id,
      name: 'Liga wariantów',
      game: 'manoeuvre',
      scenario: 'standard',
      options: { attrition: 'committed' },
      rated: true,
      format: { kind: 'round-robin', double: false, schedule: 'all-at-once' },
      entryDeadline: inDays(stack, 7),
    });
    expect(l.status, JSON.stringify(l.body)).toBe(201);
    const page = await club.players['opt-member'].get(`/api/leagues/${l.body.leagueId}`);
    expect([page.status, page.body.game, page.body.options]).toEqual([200, 'manoeuvre', { attrition: 'committed' }]);
  });

  it("an unrated league from a custom position: the directors' form gets it whole, a member only `true`", async () => {
    const club = await clubOf(stack, ['pos-dir', 'pos-member']);
    const position = { phase: 'setup.pair' };
    const l = await club.director.post('/api/leagues', {
      clubId: club.id,
      name: 'Liga z ustawienia',
      game: 'manoeuvre',
      scenario: 'standard',
      options: { position },
      rated: false,
      format: { kind: 'round-robin', double: false, schedule: 'all-at-once' },
      entryDeadline: inDays(stack, 7),
    });
    expect(l.status, JSON.stringify(l.body)).toBe(201);
    const forDirector = await club.director.get(`/api/leagues/${l.body.leagueId}`);
    expect(forDirector.body.options).toEqual({ position });
    const forMember = await club.players['pos-member'].get(`/api/leagues/${l.body.leagueId}`);
    expect([forMember.status, forMember.body.options]).toEqual([200, { position: true }]);
    expect(JSON.stringify(forMember.body)).not.toContain('setup.pair');
  });
});
