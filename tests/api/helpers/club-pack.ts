import { expect } from 'vitest';
import { Browser, key, type Stack } from './harness.js';

type State = Record<string, any>;

/**
 * A club run by `director` with `member` in it (`outsider` signed in, no member), and a copy of our
 * pack of `game` the director made in it, named `name`: the pack's URL under the club's API.
 */
export const clubWithOurPack = async (stack: Stack, game: string, name = 'Nasza Tannenberg') => {
  const [director, member, outsider] = [new Browser(stack), new Browser(stack), new Browser(stack)];
  const tag = key();
  await director.signIn(`director-${tag}@example.org`);
  await member.signIn(`member-${tag}@example.org`);
  await outsider.signIn(`outsider-${tag}@example.org`);
  const clubId: string = (await director.post('/api/clubs', { name: `Klub ${tag}` })).body.clubId;
  await director.post(`/api/clubs/${clubId}/invitations`, { email: `member-${tag}@example.org` });
  expect((await member.post(`/api/clubs/${clubId}/join`)).status).toBe(200);
  const made = await director.post(`/api/clubs/${clubId}/packs`, {
    game,
    name,
    provenance: 'z naszego egzemplarza',
    from: 'ours',
  });
  expect(made.status).toBe(201);
  const packId: string = made.body.pack.packId;
  return { director, member, outsider, tag, clubId, packId, url: `/api/clubs/${clubId}/packs/${packId}` };
};

/** `content` saved by `director` over the pack at `url` as `clubWithOurPack` left it (version 1): the 200 answer's body. */
export const savePack = async (director: Browser, url: string, content: unknown, name = 'Nasza Tannenberg') => {
  const saved = await director.request('PUT', url, {
    name,
    provenance: 'z naszego egzemplarza',
    content,
    expectedVersion: 1,
  });
  expect(saved.status, JSON.stringify(saved.body).slice(0, 400)).toBe(200);
  return saved.body;
};

/**
 * Batches of the rules' random player over the API, each sent by the seat's player (`creator`, who made
 * the game, or `other`), until `done` holds of the stored state, the game is over, or `n` were sent:
 * the stored state then. Its own choices come from a fixed stream, so a failure shows again.
 */
export const playRandom = async (
  stack: Stack,
  id: string,
  [creator, other]: [Browser, Browser],
  n: number,
  done: (s: State) => boolean = () => false,
): Promise<State> => {
  const { games } = stack.server.svc;
  for (let i = 0; ; i++) {
    const g = (await games.load(id))!;
    if (i === n || done(g.record.state as State) || g.record.lifecycle !== 'active') return g.record.state as State;
    const side = g.record.status.waitingFor[0]!;
    const player = g.record.setup.createdBy === g.record.seats[side]!.userId ? creator : other;
    const batch = g.module.randomBatch(g.record.state, side, { roll: (f: number) => 1 + ((i * 7) % f) });
    const r = await player.post(`/api/games/${id}/orders`, {
      expectedVersion: g.record.version,
      idempotencyKey: key(),
      batch,
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  }
};
