import { describe, expect, it } from 'vitest';
import { Browser, stackPerFile, startStack, tokenFromMail } from './helpers/harness.js';

const stack = stackPerFile();

const create = { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true } };

describe('CSRF: state-changing requests with the session cookie must be JSON and from our origin', () => {
  it('no Origin, another Origin, or a non-JSON body: 403 and nothing happens', async () => {
    const b = new Browser(stack);
    await b.signIn('csrf@example.org');
    const noOrigin = await b.request('POST', '/api/games', create, { origin: '' });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.code).toBe('bad-origin');
    const evil = await b.request('POST', '/api/games', create, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const form = await b.request('POST', '/api/games', 'game=duel', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    expect(form.body.code).toBe('not-json');
    const plain = await b.request('PUT', '/api/me', JSON.stringify({ name: 'Hacked' }), {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(403);
    const logout = await b.request('POST', '/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect((await b.get('/api/games')).body.games).toEqual([]);
    expect((await b.get('/api/me')).body.name).toBe('csrf');
    // the same requests from our own page work
    expect((await b.post('/api/games', create)).status).toBe(201);
  });

  it('sign-in is not exempt: verify wants our Origin with or without a cookie (login CSRF)', async () => {
    const b = new Browser(stack);
    await b.signIn('exempt@example.org');
    await b.post('/api/auth/link', { email: 'exempt2@example.org' });
    const token = tokenFromMail(stack, 'exempt2@example.org');
    const refused = await b.request('POST', '/api/auth/verify', { token }, { origin: '' });
    expect([refused.status, refused.body.code]).toEqual([403, 'bad-origin']);
    const r = await b.request('POST', '/api/auth/verify', { token });
    expect(r.status).toBe(200);
    expect(r.body.me.email).toBe('exempt2@example.org');
  });

  it('without a session cookie a state-changing request is simply unauthenticated (401)', async () => {
    const anon = new Browser(stack);
    expect((await anon.request('POST', '/api/games', create, { origin: '' })).status).toBe(401);
    expect((await anon.get('/api/me')).status).toBe(401);
  });

  it('a forged or foreign-key cookie is no session', async () => {
    const b = new Browser(stack);
    b.cookie = 'rozkaz_session=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwic3ViIjoieSJ9.c2lnbmF0dXJl';
    expect((await b.get('/api/me')).status).toBe(401);
  });

  it('a cookie verified before is checked again: its expiry still ends the session', async () => {
    const own = await startStack();
    try {
      const b = new Browser(own);
      await b.signIn('expiry@example.org');
      expect((await b.get('/api/me')).status).toBe(200);
      expect((await b.get('/api/me')).status).toBe(200);
      own.clock.advance(31 * 24 * 3600_000);
      expect((await b.get('/api/me')).status).toBe(401);
      const tampered = new Browser(own);
      tampered.cookie = `${b.cookie.slice(0, -2)}xx`;
      expect((await tampered.get('/api/me')).status).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe('rate limits on sign-in requests (429)', () => {
  it('the sixth link for one address within 15 minutes is refused; the window then reopens', async () => {
    const b = new Browser(stack);
    for (let i = 0; i < 5; i++) expect((await b.post('/api/auth/link', { email: 'rl@example.org' })).status).toBe(202);
    const sixth = await b.post('/api/auth/link', { email: 'rl@example.org' });
    expect(sixth.status).toBe(429);
    expect(stack.server.mailbox.messages.filter((m) => m.to === 'rl@example.org')).toHaveLength(5);
    stack.clock.advance(15 * 60_000);
    expect((await b.post('/api/auth/link', { email: 'rl@example.org' })).status).toBe(202);
  });

  it('one client asking for many addresses is limited too (default: 30 an hour)', async () => {
    const own = await startStack({ signInLimits: undefined });
    try {
      const b = new Browser(own);
      for (let i = 0; i < 30; i++)
        expect((await b.post('/api/auth/link', { email: `many${i}@example.org` })).status).toBe(202);
      expect((await b.post('/api/auth/link', { email: 'many-more@example.org' })).status).toBe(429);
    } finally {
      await own.close();
    }
  });

  it('a bad address is 400 with its path', async () => {
    const r = await new Browser(stack).post('/api/auth/link', { email: 'not-an-address' });
    expect(r.status).toBe(400);
    expect(r.body.path).toBe('email');
  });
});
