import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import { trio } from '../fixture/trio.js';
import { signInByApi } from './players.js';
import { inProcessStack } from './stack.js';

/**
 * A three-seat game (the trio fixture: North against the coalition of East and West) played in three
 * browsers: North invites a player to each other seat, each accepts from their lobby, each plays
 * their own turn on the game page when it comes to them, and the coalition's chat channel is read by
 * East and West and never reaches North. The fixture is never in the catalog, so this file runs the
 * local server in-process with it (the built page, the same API), instead of `npm start`.
 */
const live = inProcessStack({ games: catalogOf([trio(1)]) });

describe('three seats in three browsers', () => {
  it('invitations per seat, each seat its own turn, alliance chat only among allies', async () => {
    const { url } = live.server;
    const [north, east, west] = await Promise.all(
      ['north', 'east', 'west'].map((s) => signInByApi(live.browser, url, `${s}-trio@example.org`, 'en')),
    );
    const created = await north!.api.post('/api/games', {
      game: 'trio',
      scenario: 'trio',
      seat: 'north',
      seats: { east: { email: 'east-trio@example.org' }, west: { email: 'west-trio@example.org' } },
      clock: { preset: 'daily' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.id;
    expect(created.body.invitedSides).toEqual(['east', 'west']);

    // each invitee accepts their own seat from the lobby
    for (const p of [east!, west!]) {
      await p.page.goto(`${url}/`);
      await p.page.locator('section[aria-labelledby="h-inv"] button').first().click();
      await p.page.waitForURL(new RegExp(`/g/${id}`));
    }
    expect((await north!.api.get(`/api/games/${id}`)).lifecycle).toBe('active');

    // each seat moves on its own page when the move comes to it: north, east, west
    for (const [p, side] of [
      [north!, 'north'],
      [east!, 'east'],
      [west!, 'west'],
    ] as const) {
      await p.page.goto(`${url}/g/${id}`);
      await p.page.waitForSelector('.status.mine');
      await p.page.getByRole('button', { name: '2', exact: true }).first().click();
      await p.page.click('button.primary');
      await p.page.waitForSelector('.status.theirs');
      const g = await p.api.get(`/api/games/${id}`);
      expect(g.mySide).toBe(side);
      expect(g.awaitingMe).toBe(false);
    }
    const after = await north!.api.get(`/api/games/${id}`);
    expect(after.version).toBe(5); // two joins, three marches
    expect(after.awaitingMe).toBe(true);

    // the coalition's channel: East writes, West reads, North has no such channel and never sees it
    await east!.page.click('#tab-chat');
    await east!.page.locator('.chat-channels button').nth(1).click();
    await east!.page.fill('#chat-text', 'coalition plan: west flanks');
    await east!.page.click('.chat-form button');
    await east!.page.waitForSelector('.chat-list li:has-text("coalition plan")');
    await west!.page.click('#tab-chat');
    await west!.page.locator('.chat-channels button').nth(1).click();
    await west!.page.waitForSelector('.chat-list li:has-text("coalition plan")');
    await north!.page.goto(`${url}/g/${id}`);
    await north!.page.click('#tab-chat');
    await north!.page.fill('#chat-text', 'north to all');
    await north!.page.click('.chat-form button');
    await north!.page.waitForSelector('.chat-list li:has-text("north to all")');
    expect(await north!.page.locator('.chat-channels').count()).toBe(0);
    expect(await north!.page.content()).not.toContain('coalition plan');
    // the channel for all, read by an ally (a fresh load: the chat polls only every 15 s)
    await west!.page.reload();
    await west!.page.click('#tab-chat');
    await west!.page.waitForSelector('.chat-list li:has-text("north to all")');
    for (const p of [north!, east!, west!]) await p.ctx.close();
  });
});
