/**
 * The pack editor's check while typing (issue 20), through real HTTP and real dynalite:
 * `POST /api/clubs/:id/packs/:packId/check` answers the game's schema and cross-check problems of an
 * edited pack by path, keeps nothing, is not counted against the saves, and is for the club's directors.
 */
import { describe, expect, it } from 'vitest';
import { packKitOf } from '../../rules/pack-kits.js';
import { clubWithOurPack } from './helpers/club-pack.js';
import { realGames, stackPerFile } from './helpers/harness.js';

const { options } = await realGames('club pack checks', ['tannenberg-1914']);
const stack = stackPerFile(options);
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe('club pack check while typing', () => {
  it('problems by path for a director (EFF 9, a set-up piece renamed away), none for our pack; 403 to members and outsiders', async () => {
    const { director, member, outsider, url } = await clubWithOurPack(stack, 'tannenberg-1914');
    const ours = copy((await packKitOf('tannenberg-1914'))!.shipped()) as any;

    expect((await director.post(`${url}/check`, { content: ours })).body).toEqual({ errors: [] });
    const bad = copy(ours);
    bad.forces.units[0].front.eff = 9;
    bad.forces.units[0].id = 'de-renamed';
    const r = await director.post(`${url}/check`, { content: bad });
    expect(r.status).toBe(200);
    const at = Object.fromEntries(r.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(at['forces.units[0].front.eff']).toMatch(/6/);
    // 1/1 kaw. is set up in both scenarios under its old id: each entry is named
    expect(at['scenarios[0].setup[0].piece']).toBe('no piece de-1-1-kaw');
    // nothing kept: the pack is still at version 1; and checks are not saves (20 an hour): 25 pass
    expect((await director.get(url)).body.pack.version).toBe(1);
    for (let i = 0; i < 25; i++) expect((await director.post(`${url}/check`, { content: {} })).status).toBe(200);
    expect((await member.post(`${url}/check`, { content: ours })).status).toBe(403);
    expect((await outsider.post(`${url}/check`, { content: ours })).status).toBe(403);
    expect((await director.post(`${url}/check`, { content: ours, extra: 1 })).status).toBe(400);
  });
});
