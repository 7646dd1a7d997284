/** What the benches share: a median, a warmed timing loop, and a signed-in HTTP client for a local server. */
import type { LocalServer } from '../functions/local/server.js';

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** the median of `n` timed calls after `warm` untimed ones (ms) */
export const timeMedian = (n: number, f: () => void, warm = 5): number => {
  for (let i = 0; i < warm; i++) f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
};

/** sign in through the local mailbox (as a player would) and POST as that session */
export const httpClient = (server: LocalServer) => {
  const base = server.url;
  const session = async (email: string): Promise<string> => {
    await fetch(`${base}/api/auth/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = server.mailbox.lastTo(email)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const r = await fetch(`${base}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(base).origin },
      body: JSON.stringify({ token }),
    });
    return r.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const post = async (cookie: string, path: string, body: unknown) => {
    const r = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as any };
  };
  return { base, session, post };
};
