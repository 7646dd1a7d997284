import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { mergeBoard, type BoardView } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';
import { launchChromium } from '../../scripts/board-harness.js';
import { layoutBoard } from '../../web/board/geometry.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'tests', 'e2e', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });

export interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The server `npm start` runs, on a free port with its own data folder. The web client is built once
 * for the whole run (tests/e2e/build-once.ts), not by every file's `npm start`.
 */
export const startServer = async (): Promise<Server> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rozkaz-e2e-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` };
  // its own process group, so stop() ends the server and anything it started
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://localhost:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${out}`);
    try {
      const r = await fetch(`${url}/api/catalog`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > 90_000) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        // the whole process group
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
        await new Promise((r) => {
          const timer = setTimeout(() => {
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              /* gone */
            }
            r(null);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            r(null);
          });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * `npm start` and one Chromium shared by a test file's tests: started in the file's beforeAll,
 * closed in its afterAll. Tests read `live.server` and `live.browser` (set once beforeAll ran).
 */
export const liveStack = (): { readonly server: Server; readonly browser: Browser } => {
  const live = {} as { server: Server; browser: Browser };
  beforeAll(async () => {
    live.server = await startServer();
    live.browser = await launch();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
};
/** Chromium for a test file (the same launch as the board harness's). */
export const launch = launchChromium;

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

const axeSource = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now. */
export const axeSerious = async (page: Page): Promise<string[]> => {
  // evaluated through the debugger protocol: the page's CSP (no inline script) stays on, as in production
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.join(', ')}`);
};

export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Click a cell of the board as a player would, where it is on screen. The map is one path per terrain
 * (no element per cell), so the point comes from the board's own layout and the SVG's screen matrix;
 * the cell is scrolled into view first, as a player scrolls to it.
 */
export const clickCell = async (page: Page, board: BoardView, cell: string): Promise<void> => {
  const c = layoutBoard(board).centers.get(cell);
  if (!c) throw new Error(`no cell ${cell} on the board`);
  const at = await page.evaluate((q) => {
    const svg = document.querySelector('svg.board') as SVGSVGElement;
    // a cell below the fold (a long page on a small screen) is scrolled into view first: a mark the
    // size of a point at the cell's centre, scrolled to by the page and every scrolling box around it
    const mark = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    for (const [k, v] of Object.entries({ x: q.x, y: q.y, width: 0.01, height: 0.01, fill: 'none' }))
      mark.setAttribute(k, String(v));
    svg.appendChild(mark);
    mark.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    mark.remove();
    const s = new DOMPoint(q.x, q.y).matrixTransform(svg.getScreenCTM()!);
    return { x: s.x, y: s.y };
  }, c);
  await page.mouse.click(at.x, at.y);
};

/**
 * The fill the map draws a cell with: the terrain path that holds the cell's outline (the map is one
 * path per fill, web/board/static-svg.ts, each cell a subpath from its first corner).
 */
export const cellFill = async (page: Page, board: BoardView, cell: string): Promise<string | null> => {
  const { centers, corners } = layoutBoard(board);
  const c = centers.get(cell);
  if (!c) throw new Error(`no cell ${cell} on the board`);
  const r = (n: number) => Math.round(n * 100) / 100;
  const start = `M${r(c.x + corners[0].x)} ${r(c.y + corners[0].y)}l`;
  return page.evaluate((st) => {
    for (const p of document.querySelectorAll('svg.board g.map path.cell'))
      if (p.getAttribute('d')?.includes(st)) return p.getAttribute('fill');
    return null;
  }, start);
};

/** JSON API calls with a browser context's session cookie (and the Origin the CSRF check wants). */
export const apiOf = (ctx: BrowserContext, url: string) => ({
  get: async (path: string) => {
    const r = await ctx.request.get(url + path);
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

const send = async (ctx: BrowserContext, url: string, method: 'post' | 'put', path: string, body: unknown) => {
  const r = await ctx.request[method](url + path, {
    data: body,
    headers: { origin: url, 'content-type': 'application/json' },
  });
  return { status: r.status(), body: await r.json().catch(() => null) };
};

export interface ApiPlayer {
  ctx: BrowserContext;
  page: Page;
  api: ReturnType<typeof apiOf>;
  userId: string;
}

/**
 * A browser context signed in through the API with the mailed token (the web sign-in has its own
 * test), its profile in `lang` (the page follows it once signed in), in Warsaw's time zone.
 */
export const signInByApi = async (
  browser: Browser,
  url: string,
  email: string,
  lang: 'pl' | 'en',
): Promise<ApiPlayer> => {
  const ctx = await browser.newContext({
    viewport: SIZES.desktop,
    locale: lang === 'pl' ? 'pl-PL' : 'en-US',
    timezoneId: 'Europe/Warsaw',
  });
  const api = apiOf(ctx, url);
  const before = (await mails(url)).filter((m) => m.to === email).length;
  expect((await api.post('/api/auth/link', { email })).status).toBe(202);
  let token = '';
  for (let i = 0; i < 60 && !token; i++) {
    const m = (await mails(url)).filter((x) => x.to === email && /signin\?token=/.test(x.text)).slice(before);
    if (m.length) token = /signin\?token=([A-Za-z0-9_-]+)/.exec(m[m.length - 1].text)![1];
    else await new Promise((r) => setTimeout(r, 200));
  }
  const verified = await api.post('/api/auth/verify', { token });
  expect(verified.status).toBe(200);
  expect((await api.put('/api/me', { lang })).status).toBe(200);
  return { ctx, page: await ctx.newPage(), api, userId: verified.body.me.userId };
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
  const club = await dir.api.post('/api/clubs', { name: names.club });
  expect(club.status).toBe(201);
  const clubId: string = club.body.clubId;
  for (const [p, email] of members) {
    expect((await dir.api.post(`/api/clubs/${clubId}/invitations`, { email })).status).toBe(201);
    expect((await p.api.post(`/api/clubs/${clubId}/join`, {})).status).toBe(200);
  }
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

/** A small seeded generator (an LCG): a failing run replays the same random orders. */
export const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;

export type Player = Awaited<ReturnType<typeof signInByMail>>;

/** `a` creates a game (`body`: game, scenario, seat) with the other seat open and no clock; `b` joins. The game's id. */
export const startOpenGame = async (a: Player, b: Player, body: Record<string, unknown>): Promise<string> => {
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

/** The view's choices that can be submitted: an order, or targets that carry one. */
export const openChoices = (g: any): any[] =>
  g.view.options.choices.filter((c: any) => c.order !== undefined || c.targets?.length);

/**
 * Up to 12 random picks from `pool` (a choice's order, or one of its targets' orders), each submitted
 * alone at the view's version until one is accepted: whether one was. Only a rule's refusal (422) may
 * come back.
 */
export const submitRandomOrder = async (me: Player, id: string, g: any, pool: any[], rand: () => number) => {
  const send = async (order: unknown) => {
    const r = await me.api.post(`/api/games/${id}/orders`, {
      expectedVersion: g.version,
      idempotencyKey: randomUUID(),
      batch: { orders: [order] },
    });
    if (r.status !== 200) expect(r.status, JSON.stringify(r.body)).toBe(422);
    return r.status === 200;
  };
  for (let attempt = 0; attempt < 12; attempt++) {
    const c = pool[Math.floor(rand() * pool.length)];
    if (await send(c.targets?.length ? c.targets[Math.floor(rand() * c.targets.length)].order : c.order)) return true;
  }
  // twelve refusals in a row (a phase where most single orders leave an obligation unmet): each choice once, in order
  for (const c of pool) if (await send(c.targets?.length ? c.targets[0].order : c.order)) return true;
  return false;
};

/** Screenshots at both sizes, each checked for sideways overflow and by axe. */
export const shoot = async (page: Page, name: string) => {
  for (const [size, vp] of Object.entries(SIZES)) {
    await page.setViewportSize(vp);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${vp.width}x${vp.height}.png`) });
    // nothing wider than the screen (a long row of dice once pushed the phone layout sideways)
    expect(
      await page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, document.querySelector('.panel')?.scrollWidth ?? 0),
      ),
      `width of ${name} at ${size}`,
    ).toBeLessThanOrEqual(vp.width);
    expect(await axeSerious(page), `axe on ${name} at ${size}`).toEqual([]);
  }
  await page.setViewportSize(SIZES.desktop);
};

/** A browser context signed in through the API (the link from the local mailbox), its profile in `lang`. */
export const playerByApi = async (browser: Browser, url: string, email: string, lang: 'pl' | 'en') => {
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
