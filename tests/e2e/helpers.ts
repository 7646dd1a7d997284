import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { mergeBoard } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';

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

/** `npm start` on a free port with its own data folder. */
export const startServer = async (): Promise<Server> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rozkaz-e2e-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` };
  // its own process group, so stop() ends npm, tsx and the server together
  const child = spawn('npm', ['start', '--silent'], {
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
        // the whole process group: npm, tsx and node
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
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

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
  post: async (path: string, body: unknown) => {
    const r = await ctx.request.post(url + path, {
      data: body,
      headers: { origin: url, 'content-type': 'application/json' },
    });
    return { status: r.status(), body: await r.json().catch(() => null) };
  },
});

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
