import { expect } from 'vitest';
import { Browser, key, type Stack } from './harness.js';

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
