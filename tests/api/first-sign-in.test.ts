/**
 * An account made for an invitation holds guesses (the inviter's language, the site's zone) until its
 * owner signs in: the first sign-in takes the page's language and the browser's zone; later sign-ins
 * and settings the owner chose are never overwritten. A sign-up takes them at once.
 */
import { describe, expect, it } from 'vitest';
import { Browser, stackPerFile, tokenFromMail, inviteToDuel } from './helpers/harness.js';

const stack = stackPerFile();

/** a sign-in as the web page makes it: its language and the browser's zone sent with the address */
const signInFrom = async (b: Browser, email: string, page: { lang: 'pl' | 'en'; timeZone?: string }) => {
  const link = await b.post('/api/auth/link', { email, ...page });
  expect(link.status).toBe(202);
  const verified = await b.post('/api/auth/verify', { token: tokenFromMail(stack, email) });
  expect(verified.status).toBe(200);
  return (await b.get('/api/me')).body;
};

describe('a new account speaks its owner’s language and keeps their hours', () => {
  it('invited by an English speaker, first signed in from a Polish page in New York: pl and America/New_York', async () => {
    const host = new Browser(stack);
    await signInFrom(host, 'host-en@example.org', { lang: 'en', timeZone: 'Europe/London' });
    const created = await inviteToDuel(host, 'gosc@example.org');
    expect(created.status).toBe(201);
    // the invitation went out in the inviter's language, the only guess there was
    const invitation = [...stack.server.mailbox.messages].reverse().find((m) => m.to === 'gosc@example.org')!;
    expect(invitation.text).toMatch(/invit/i);

    const guest = new Browser(stack);
    const me = await signInFrom(guest, 'gosc@example.org', { lang: 'pl', timeZone: 'America/New_York' });
    expect(me).toMatchObject({ email: 'gosc@example.org', lang: 'pl', timeZone: 'America/New_York' });
    expect(me.provisional).toBeUndefined();

    // the owner moves to Chicago; a later sign-in from an English page in Tokyo changes nothing
    expect((await guest.request('PUT', '/api/me', { timeZone: 'America/Chicago' })).status).toBe(200);
    expect((await guest.post('/api/auth/logout')).status).toBe(200);
    const again = new Browser(stack);
    expect(await signInFrom(again, 'gosc@example.org', { lang: 'en', timeZone: 'Asia/Tokyo' })).toMatchObject({
      lang: 'pl',
      timeZone: 'America/Chicago',
    });
  });

  it('a sign-up takes the page’s language and zone; without a zone the site default stands', async () => {
    expect(
      await signInFrom(new Browser(stack), 'nowy@example.org', { lang: 'pl', timeZone: 'Asia/Tokyo' }),
    ).toMatchObject({ lang: 'pl', timeZone: 'Asia/Tokyo' });
    expect(await signInFrom(new Browser(stack), 'new@example.org', { lang: 'en' })).toMatchObject({
      lang: 'en',
      timeZone: 'Europe/Warsaw',
    });
  });

  it('an existing account is not moved by where it signs in from', async () => {
    const b = new Browser(stack);
    await signInFrom(b, 'stay@example.org', { lang: 'en', timeZone: 'Europe/Lisbon' });
    expect(
      await signInFrom(new Browser(stack), 'stay@example.org', { lang: 'pl', timeZone: 'Asia/Tokyo' }),
    ).toMatchObject({ lang: 'en', timeZone: 'Europe/Lisbon' });
  });

  it('an unknown zone is refused (400 naming it) and sends nothing', async () => {
    const before = stack.server.mailbox.messages.length;
    const r = await new Browser(stack).post('/api/auth/link', {
      email: 'zone@example.org',
      lang: 'pl',
      timeZone: 'Mars/Olympus',
    });
    expect([r.status, r.body.path]).toEqual([400, 'timeZone']);
    expect(stack.server.mailbox.messages.length).toBe(before);
  });
});
