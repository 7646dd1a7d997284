import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from '../../functions/local/server.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { duel } from '../fixture/duel.js';
import { Browser, type Stack, openDuel } from './helpers/harness.js';
import { ManualClock } from '../../functions/time/clock.js';
import { CONTENT_SECURITY_POLICY } from '../../functions/api/security-headers.js';

const boot = async (dataDir: string | null, webDir = '/nonexistent'): Promise<Stack> => {
  const clock = new ManualClock();
  const server = await startLocalServer({
    port: 0,
    dataDir,
    webDir,
    games: catalogOf([duel]),
    clock,
    quiet: true,
    hooks: false,
  });
  return { server, clock, close: () => server.close() };
};

describe('npm start: the local stack', () => {
  it('keeps data, mail and a generated signing key under DATA_DIR across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rozkaz-data-'));
    const first = await boot(dir);
    const b = new Browser(first);
    await b.signIn('keep@example.org');
    const created = await openDuel(b);
    expect(created.status).toBe(201);
    await first.close();
    expect(statSync(join(dir, 'signing-key')).mode & 0o777).toBe(0o600);

    const second = await boot(dir);
    try {
      const again = new Browser(second);
      again.cookie = b.cookie; // the same cookie: same key, same session item on disk
      expect((await again.get('/api/me')).body.email).toBe('keep@example.org');
      expect((await again.get(`/api/games/${created.body.id}`)).status).toBe(200);
      const mail = await again.get('/dev/mail.json');
      expect(mail.body).toEqual([
        expect.objectContaining({
          to: 'keep@example.org',
          subject: 'Logowanie do Rozkazu',
          at: expect.any(String),
          html: expect.stringContaining('<a href='),
        }),
      ]);
      expect(Object.keys(mail.body[0]).sort()).toEqual(['at', 'html', 'subject', 'text', 'to']);
    } finally {
      await second.close();
    }
  });

  it('/dev/mail lists the mailbox with clickable links; without dist/web, /signin is a built-in page with the token button', async () => {
    const s = await boot(null);
    try {
      const b = new Browser(s);
      await b.post('/api/auth/link', { email: 'page@example.org' });
      const page = await b.get('/dev/mail');
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<a href="http:\/\/localhost:\d+\/signin\?token=[A-Za-z0-9_-]+">/);
      const signin = await b.get('/signin?token=abc');
      expect(signin.body).toContain('/api/auth/verify');
      expect(signin.body).toContain('<button id="go">');
      expect((await b.get('/g/some-game')).body).toContain('<h1>Rozkaz</h1>');
      const api404 = await b.get('/api/nope');
      expect(api404.status).toBe(404);
      expect(api404.body.code).toBe('not-found');
    } finally {
      await s.close();
    }
  });

  it('every answer carries the security headers; the stand-in pages alone allow their inline script', async () => {
    const s = await boot(null);
    try {
      const strict = (r: Response) => {
        expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
        expect(r.headers.get('x-frame-options')).toBe('DENY');
      };
      const api = await fetch(`${s.server.url}/api/games/abc`);
      expect(api.status).toBe(401);
      strict(api);
      expect(api.headers.get('cache-control')).toBe('no-store');
      strict(await fetch(`${s.server.url}/api/nope`));
      strict(await fetch(`${s.server.url}/dev/mail`));
      // the built-in page carries its few lines of script inline: its own policy wins, once
      const page = await fetch(`${s.server.url}/signin`);
      expect(page.headers.get('content-security-policy')).toBe(
        CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      );
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await s.close();
    }
  });
  it('serves the built web client with a single-page fallback, never for /api or /dev', async () => {
    const web = mkdtempSync(join(tmpdir(), 'rozkaz-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>spa</title><div id="app"></div>');
    writeFileSync(join(web, 'assets', 'main.js'), 'console.log("hi")');
    const s = await boot(null, web);
    try {
      const b = new Browser(s);
      expect((await b.get('/assets/main.js')).body).toBe('console.log("hi")');
      for (const page of ['/', '/signin?token=x', '/g/abc', '/games/new'])
        expect((await b.get(page)).body, page).toContain('<title>spa</title>');
      expect((await b.get('/api/catalog')).body.games[0].id).toBe('duel');
      expect((await b.get('/api/unknown')).status).toBe(404);
      expect((await b.get('/dev/mail.json')).body).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
