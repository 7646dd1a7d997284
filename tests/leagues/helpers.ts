/**
 * League tests drive the real app over HTTP against dynalite (the API tests' stack), with the duel
 * fixture as the league's game.
 */
import { afterAll, beforeAll } from 'vitest';
import { Browser, startStack, type Stack } from '../api/helpers/harness.js';

export interface Club {
  id: string;
  director: Browser;
  players: Record<string, Browser>;
  ids: Record<string, string>;
}

/** The director (first name) creates a club and invites the others, who sign in and join from the email's link. */
export const clubOf = async (stack: Stack, names: string[]): Promise<Club> => {
  const [dirName, ...rest] = names;
  const director = new Browser(stack);
  const ids: Record<string, string> = {};
  ids[dirName] = (await director.signIn(`${dirName}@example.org`)).userId;
  const created = await director.post('/api/clubs', { name: `Klub ${dirName}`, description: 'test club' });
  if (created.status !== 201) throw new Error(`club: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.clubId as string;
  const players: Record<string, Browser> = { [dirName]: director };
  for (const n of rest) {
    const inv = await director.post(`/api/clubs/${id}/invitations`, { email: `${n}@example.org` });
    if (inv.status !== 201) throw new Error(`invite ${n}: ${inv.status} ${JSON.stringify(inv.body)}`);
    const b = new Browser(stack);
    ids[n] = (await b.signIn(`${n}@example.org`)).userId;
    const joined = await b.post(`/api/clubs/${id}/join`);
    if (joined.status !== 200) throw new Error(`join ${n}: ${joined.status} ${JSON.stringify(joined.body)}`);
    players[n] = b;
  }
  return { id, director, players, ids };
};

/** A stack and a club of `names` for the enclosing describe: filled in before its tests, closed after them. */
export const clubPerBlock = (names: string[]): { stack: Stack; club: Club } => {
  const stack = {} as Stack,
    club = {} as Club;
  beforeAll(async () => {
    Object.assign(stack, await startStack());
    Object.assign(club, await clubOf(stack, names));
  });
  afterAll(() => stack.close?.());
  return { stack, club };
};

export const inDays = (stack: Stack, days: number): string =>
  new Date(stack.clock.now().getTime() + days * 86_400_000).toISOString();

export const leagueBody = (stack: Stack, clubId: string, over: Record<string, unknown> = {}) => ({
  clubId,
  name: 'Liga zimowa',
  game: 'duel',
  scenario: 'first-to-3',
  options: { target: 1 },
  rated: true,
  format: { kind: 'round-robin', double: false, schedule: 'all-at-once' },
  entryDeadline: inDays(stack, 7),
  ...over,
});

/** Plays a duel through the API until it ends: every awaited player bids 2 (or declines to regroup). */
export const playOut = async (gameId: string, players: Browser[]): Promise<any> => {
  for (let step = 0; step < 200; step++) {
    let moved = false;
    for (const p of players) {
      const g = await p.get(`/api/games/${gameId}`);
      if (g.status !== 200) continue;
      if (g.body.lifecycle !== 'active') return g.body;
      if (!g.body.awaitingMe) continue;
      const order = g.body.status.phase === 'regroup' ? { type: 'regroup', yes: false } : { type: 'bid', value: 2 };
      const r = await p.post(`/api/games/${gameId}/orders`, {
        expectedVersion: g.body.version,
        idempotencyKey: `k-${gameId}-${g.body.version}-${g.body.mySide}`,
        batch: { orders: [order] },
      });
      if (r.status !== 200 && r.status !== 409) throw new Error(`orders: ${r.status} ${JSON.stringify(r.body)}`);
      moved = true;
    }
    if (!moved) throw new Error(`game ${gameId}: nobody could move`);
  }
  throw new Error(`game ${gameId} did not end`);
};
