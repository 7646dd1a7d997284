/**
 * A real local stack per test file: in-memory dynalite and the API on an OS-chosen port, the
 * duel fixture as the only game, a manual clock. Requests go over real HTTP with a cookie jar.
 * Dice seeds follow from the order games are created in, so a test that fails fails every time.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../../functions/local/server.js';
import { catalogOf } from '../../../functions/play/catalog.js';
import { ManualClock } from '../../../functions/time/clock.js';
import { loadGame } from '../../../rules/catalog.js';
import type { GameModule } from '../../../rules/core/contract.js';
import { duel } from '../../fixture/duel.js';

export interface Stack {
  server: LocalServer;
  clock: ManualClock;
  close(): Promise<void>;
}

/** A fault for startStack: after `next()`, the next turn crashes once between the turn put and the state update. */
export const crashOnce = () => {
  let armed = false;
  return {
    next: () => {
      armed = true;
    },
    faults: {
      afterTurnPut: () => {
        if (!armed) return;
        armed = false;
        throw new Error('injected crash between the turn put and the state update');
      },
    },
  };
};

/**
 * The real Manoeuvre and Ostatnia Wojna Cesarzy modules, and the stack options that serve them
 * beside the duel fixture, with seeds from `label` and a count.
 */
export const realGames = async (
  label: string,
  /** more games of the catalog to serve, by id */
  more: readonly string[] = [],
): Promise<{ manoeuvre: GameModule<any, any>; owc: GameModule<any, any>; options: Partial<LocalServerOptions> }> => {
  const manoeuvre = (await loadGame('manoeuvre'))!;
  const owc = (await loadGame('ostatnia-wojna-cesarzy'))!;
  const others = await Promise.all(more.map(async (id) => (await loadGame(id))!));
  let n = 0;
  const options = {
    games: catalogOf([duel, manoeuvre, owc, ...others]),
    newSeed: () => createHash('sha256').update(`${label} ${++n}`).digest('hex'),
  };
  return { manoeuvre, owc, options };
};

/** The test file's one stack: its fields are filled in before the file's tests and it is closed after them. */
export const stackPerFile = (opts: Partial<LocalServerOptions> = {}): Stack => {
  const stack = {} as Stack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(opts));
  });
  afterAll(() => stack.close?.());
  return stack;
};

export const startStack = async (opts: Partial<LocalServerOptions> = {}): Promise<Stack> => {
  const clock = new ManualClock('2026-01-05T12:00:00Z');
  let games = 0;
  const server = await startLocalServer({
    port: 0,
    dataDir: null,
    games: catalogOf([duel]),
    clock,
    quiet: true,
    webDir: '/nonexistent',
    // every test browser signs in from 127.0.0.1; the per-client limit has its own test
    newSeed: () => createHash('sha256').update(`rozkaz test stack, game ${++games}`).digest('hex'),
    signInLimits: { perEmail: { limit: 5, windowMs: 15 * 60_000 }, perClient: { limit: 10_000, windowMs: 3_600_000 } },
    ...opts,
  });
  return { server, clock, close: () => server.close() };
};

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One browser: a cookie jar, same-origin JSON requests by default. */
export class Browser {
  cookie = '';
  constructor(readonly stack: Stack) {}

  get url() {
    return this.stack.server.url;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(this.url + path, {
      method,
      headers: {
        ...(method !== 'GET' ? { 'content-type': 'application/json', origin: this.url } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? method === 'GET'
            ? undefined
            : '{}'
          : typeof body === 'string'
            ? body
            : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const [pair] = c.split(';');
      this.cookie = /Max-Age=0/i.test(c) ? '' : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* html or empty */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  /** The whole email sign-in: ask for a link, read it from the local mailbox, press the button. */
  async signIn(email: string): Promise<any> {
    const link = await this.post('/api/auth/link', { email });
    if (link.status !== 202) throw new Error(`link: ${link.status} ${JSON.stringify(link.body)}`);
    const token = tokenFromMail(this.stack, email);
    const verified = await this.post('/api/auth/verify', { token });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
    return verified.body.me;
  }
}

/**
 * A request that offers its body with Expect: 100-continue on its own connection: the body goes only
 * if the server asks for it, so a limit answers before reading a byte. The answer's status and text.
 */
export const offerBody = (stack: Stack, method: string, path: string, payload: string, cookie: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      new URL(stack.server.url + path),
      {
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: stack.server.url,
          cookie,
          'content-length': Buffer.byteLength(payload),
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => req.end(payload));
  });

/** A signed-in browser for each address, in order. */
export const signedIn = async (stack: Stack, ...emails: string[]): Promise<Browser[]> => {
  const browsers = emails.map(() => new Browser(stack));
  for (const [i, b] of browsers.entries()) await b.signIn(emails[i]);
  return browsers;
};

/** An answer a RecordingBrowser kept: `text` is the body as JSON, `headers` the headers as JSON. */
export interface KeptAnswer {
  /** method and path, e.g. "GET /api/games/g1" */
  path: string;
  status: number;
  body: any;
  text: string;
  headers: string;
  /** the tokens this answer must not carry: the browser's `forbidden` when it was received */
  forbidden: string[];
}

/** A browser that keeps every answer it receives, to search them afterwards for what it must not see. */
export class RecordingBrowser extends Browser {
  readonly answers: KeptAnswer[] = [];
  /** the other side's secret tokens at this moment, copied onto every answer kept from now on */
  forbidden: string[] = [];
  override async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>> {
    const a = await super.request<T>(method, path, body, headers);
    this.answers.push({
      path: `${method} ${path}`,
      status: a.status,
      body: a.body,
      text: JSON.stringify(a.body),
      headers: JSON.stringify([...a.headers]),
      forbidden: this.forbidden,
    });
    return a;
  }
}

export const tokenFromMail = (stack: Stack, email: string): string => {
  const to = email.trim().toLowerCase();
  const mail = [...stack.server.mailbox.messages]
    .reverse()
    .find((m) => m.to === to && m.text.includes('/signin?token='));
  const m = mail?.text.match(/\/signin\?token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no sign-in mail for ${email}`);
  return m[1];
};

let keyCounter = 0;
export const key = () => `key-${Date.now()}-${++keyCounter}`;

/** Red creates a duel with an open seat; blue joins. Returns the game id. */
export const startDuel = async (red: Browser, blue: Browser, extra: Record<string, unknown> = {}): Promise<string> => {
  const created = await openDuel(red, extra);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const joined = await blue.post(`/api/games/${created.body.id}/join`, {});
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return created.body.id;
};

/** Two players signed in as `<tag>-red` and `<tag>-blue`, seated in a new duel. */
export const duelOf = async (stack: Stack, tag: string) => {
  const [red, blue] = await signedIn(stack, `${tag}-red@example.org`, `${tag}-blue@example.org`);
  return { red, blue, id: await startDuel(red, blue) };
};

/**
 * A game without a clock on every seat of `seats`: the first player creates it on their side with the
 * other seats open, then the others join their sides in order. `extra` adds to the request (options).
 */
export const seatedGame = async (
  game: string,
  scenario: string,
  seats: readonly (readonly [side: string, player: Browser])[],
  extra: Record<string, unknown> = {},
): Promise<string> => {
  const [[first, creator], ...rest] = seats;
  const created = await creator.post('/api/games', {
    game,
    scenario,
    seat: first,
    opponent: { open: true },
    clock: { preset: 'none' },
    ...extra,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  for (const [side, b] of rest) {
    const joined = await b.post(`/api/games/${id}/join`, { side });
    if (joined.status !== 200) throw new Error(`join ${side}: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  return id;
};

/** `b` creates a duel (first to 3, seated as red) with an open seat; `extra` adds to the request. */
export const openDuel = (b: Browser, extra: Record<string, unknown> = {}) =>
  b.post('/api/games', { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true }, ...extra });

/** `b` starts a practice game against the computer on `seat`: the creation's answer (201, or the test fails). */
export const practiceGame = async (b: Browser, game: string, scenario: string, seat: string) => {
  const created = await b.post('/api/games', { game, scenario, seat, practice: true });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return created;
};

/** `b` creates a duel (first to 3, seated as red) inviting `email`; `extra` adds to the request. */
export const inviteToDuel = (b: Browser, email: string, extra: Record<string, unknown> = {}) =>
  b.post('/api/games', { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { email }, ...extra });

/** A batch of orders submitted at `expectedVersion` (a fresh idempotency key unless given). */
export const submit = (b: Browser, id: string, expectedVersion: number, orders: unknown[], idempotencyKey = key()) =>
  b.post(`/api/games/${id}/orders`, { expectedVersion, idempotencyKey, batch: { orders } });

export const bid = (b: Browser, id: string, expectedVersion: number, value: number, idempotencyKey = key()) =>
  submit(b, id, expectedVersion, [{ type: 'bid', value }], idempotencyKey);
