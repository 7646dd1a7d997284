/** Players of a browser test: signed in by the mailed link (through the page or the API), their API calls, games and clubs they start. */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import { mergeBoard } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';
import { SIZES } from './page-checks.js';

interface Mail {
  to: string;
  subject: string;
  text: string;
  at: string;
}
export const mails = async (url: string): Promise<Mail[]> =>
  (await (await fetch(`${url}/dev/mail.json`)).json()) as Mail[];

/** The newest sign-in link mailed to an address. */
export const signInLink = async (url: string, email: string, after: number): Promise<string> => {
  for (let i = 0; i < 60; i++) {
    const m = (await mails(url)).filter((x) => x.to === email && /signin\?token=/.test(x.text)).slice(after);
    if (m.length) return /https?:\/\/\S+\/signin\?token=[A-Za-z0-9_\-.%]+/.exec(m[m.length - 1].text)![0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in mail for ${email}`);
};

/** JSON API calls with a browser context's session cookie (and the Origin the CSRF check wants). */
export const apiOf = (ctx: BrowserContext, url: string) => ({
  get: async (path: string) => {
    const r = await getOnce(ctx, url + path);
    if (!r.ok()) throw new Error(`GET ${path}: ${r.status()} ${await r.text()}`);
    const body = await r.json();
    // a game answer as the page reads it: its static board fetched by key, its options unpacked
    if (!/^\/api\/games\/[^/?]+$/.test(path) || !body?.view || !body.boardKey) return body;
    const b = await ctx.request.get(`${url}/api/boards/${body.game}/${body.boardKey}?from=${body.id}`);
    if (!b.ok()) throw new Error(`GET board ${body.boardKey}: ${b.status()}`);
    return { ...body, view: { ...unpackView(body.view), board: mergeBoard(await b.json(), body.view.board) } };
  },
  post: (path: string, body: unknown) => send(ctx, url, 'post', path, body),
  put: (path: string, body: unknown) => send(ctx, url, 'put', path, body),
});

/** A GET, sent again once if the connection was reset before an answer (a reused keep-alive socket closed under it). */
const getOnce = async (ctx: BrowserContext, href: string) => {
  try {
    return await ctx.request.get(href);
  } catch (e) {
    if (!/ECONNRESET|socket hang up/.test(String(e))) throw e;
    return ctx.request.get(href);
  }
};

const send = async (ctx: BrowserContext, url: string, method: 'post' | 'put', path: string, body: unknown) => {
  const r = await ctx.request[method](url + path, {
    data: body,
    headers: { origin: url, 'content-type': 'application/json' },
  });
  return { status: r.status(), body: await r.json().catch(() => null) };
};

/** A club `dir` founds as `name`, each member invited by email and joined: the club's id. */
export const foundClub = async (
  dir: ApiPlayer,
  members: readonly (readonly [ApiPlayer, string])[],
  name: string,
): Promise<string> => {
  const club = await dir.api.post('/api/clubs', { name });
  expect(club.status).toBe(201);
  const clubId: string = club.body.clubId;
  for (const [p, email] of members) {
    expect((await dir.api.post(`/api/clubs/${clubId}/invitations`, { email })).status).toBe(201);
    expect((await p.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);
  }
  return clubId;
};

/**
 * A club `dir` founds, each member invited by email and joined, and a round-robin Manoeuvre league in
 * it (its first scenario, entries open a week): the club's and the league's ids.
 */
export const clubWithLeague = async (
  dir: ApiPlayer,
  members: readonly (readonly [ApiPlayer, string])[],
  names: { club: string; league: string },
): Promise<{ clubId: string; leagueId: string }> => {
  const clubId = await foundClub(dir, members, names.club);
  const catalog = await dir.api.get('/api/catalog');
  const manoeuvre = catalog.games.find((g: { id: string }) => g.id === 'manoeuvre');
  const created = await dir.api.post('/api/leagues', {
    clubId,
    name: names.league,
    game: 'manoeuvre',
    scenario: manoeuvre.scenarios[0].id,
    format: { kind: 'round-robin' },
    entryDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  expect(created.status).toBe(201);
  return { clubId, leagueId: created.body.leagueId };
};

/** Sign in as a person would: the form, the link from the local mailbox, the button. */
export const signInByMail = async (
  browser: Browser,
  url: string,
  email: string,
  options: BrowserContextOptions = {},
) => {
  const ctx = await browser.newContext({ viewport: SIZES.desktop, ...options });
  const page = await ctx.newPage();
  await page.goto(`${url}/signin`);
  await page.fill('#email', email);
  await page.click('form.card button[type=submit]');
  await page.waitForSelector('a[href="/dev/mail"]');
  await page.goto(await signInLink(url, email, 0));
  await page.click('button.big');
  await page.waitForURL(`${url}/`);
  return { ctx, page, api: apiOf(ctx, url) };
};

/**
 * A browser context signed in through the API with the mailed link (the web sign-in has its own
 * test), its profile in `lang` (the page follows it once signed in), in Warsaw's time zone.
 */
export const signInByApi = async (browser: Browser, url: string, email: string, lang: 'pl' | 'en') => {
  const ctx = await browser.newContext({
    viewport: SIZES.desktop,
    locale: lang === 'pl' ? 'pl-PL' : 'en-US',
    timezoneId: 'Europe/Warsaw',
  });
  const base = apiOf(ctx, url);
  const send = async (method: 'PUT' | 'DELETE', path: string, body: unknown) => {
    const r = await ctx.request.fetch(url + path, {
      method,
      data: body,
      headers: { origin: url, 'content-type': 'application/json' },
    });
    return { status: r.status(), body: await r.json().catch(() => null) };
  };
  const before = (await mails(url)).filter((m) => m.to === email).length;
  expect((await base.post('/api/auth/link', { email })).status).toBe(202);
  const link = await signInLink(url, email, before);
  const verified = await base.post('/api/auth/verify', { token: new URL(link).searchParams.get('token') });
  expect(verified.status).toBe(200);
  expect((await send('PUT', '/api/me', { lang })).status).toBe(200);
  return {
    ctx,
    page: await ctx.newPage(),
    api: {
      ...base,
      put: (p: string, b: unknown) => send('PUT', p, b),
      delete: (p: string, b: unknown) => send('DELETE', p, b),
    },
    userId: verified.body.me.userId as string,
  };
};

/** `signInByApi` on a test file's live stack (`liveStack()`; read when called, once its beforeAll ran) */
export const apiPlayers =
  (live: { readonly server: { url: string }; readonly browser: Browser }) => (email: string, lang: 'pl' | 'en') =>
    signInByApi(live.browser, live.server.url, email, lang);

export type ApiPlayer = Awaited<ReturnType<typeof signInByApi>>;

export type Player = Awaited<ReturnType<typeof signInByMail>>;

/** `a` creates a game (`body`: game, scenario, seat) with the other seat open and no clock; `b` joins. The game's id. */
export const startOpenGame = async (
  a: Pick<Player | ApiPlayer, 'api'>,
  b: Pick<Player | ApiPlayer, 'api'>,
  body: Record<string, unknown>,
): Promise<string> => {
  const created = await a.api.post('/api/games', { ...body, opponent: { open: true }, clock: { preset: 'none' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.id;
  expect((await b.api.post(`/api/games/${id}/join`, {})).status).toBe(200);
  return id;
};

/** The awaited player of game `id` and the game as that player sees it. */
export const awaitedPlayer = async (players: Player[], id: string): Promise<{ g: any; me: Player }> => {
  const views = await Promise.all(players.map((p) => p.api.get(`/api/games/${id}`)));
  const i = views.findIndex((v) => v.awaitingMe);
  expect(i).toBeGreaterThanOrEqual(0);
  return { g: views[i], me: players[i] };
};
