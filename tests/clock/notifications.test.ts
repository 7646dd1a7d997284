import { inviteToDuel } from '../api/helpers/harness.js';
import { describe, expect, it } from 'vitest';
import { mailIds } from '../../functions/notify/mail-id.js';
import { MailStore } from '../../functions/store/mail-items.js';
import { HOUR, MINUTE } from '../../functions/time/clock.js';
import { key, stackPerFile } from '../api/helpers/harness.js';
import { bid, DAILY, game, mails, player, startDuel, sweeper, turnsOf, type Browser, dailyDuel } from './helpers.js';

const stack = stackPerFile();

/** one step of the duel: every awaited side answers (bids 2, or declines to regroup) */
const step = async (players: Record<string, Browser>, id: string) => {
  const g = await game(players.red, id);
  for (const side of g.awaiting as string[]) {
    const now = await game(players[side], id);
    const orders = now.status.phase === 'regroup' ? [{ type: 'regroup', yes: false }] : [{ type: 'bid', value: 2 }];
    const r = await players[side].post(`/api/games/${id}/orders`, {
      expectedVersion: now.version,
      idempotencyKey: key(),
      batch: { orders },
    });
    if (r.status !== 200) throw new Error(`${side}: ${r.status} ${JSON.stringify(r.body)}`);
  }
};

describe('your-turn emails', () => {
  it('go only to a player the turn hands the prompt to, once per hand-off, with what they may see and a deep link', async () => {
    const { red, blue, id } = await dailyDuel(stack);
    // the join hands the first bids to both sides
    expect(mails(stack, red.email, 'your-turn').map((m) => m.id)).toEqual([mailIds.yourTurn(id, 1, red.userId)]);
    expect(mails(stack, blue.email, 'your-turn').map((m) => m.id)).toEqual([mailIds.yourTurn(id, 1, blue.userId)]);
    // red bids: blue was awaited already — no new message to anyone
    expect((await bid(red, id, 1, 3)).status).toBe(200);
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(1);
    expect(mails(stack, red.email, 'your-turn')).toHaveLength(1);
    // play on; then compare every message with the hand-offs the log records
    for (let i = 0; i < 6; i++) {
      if ((await game(red, id)).lifecycle !== 'active') break;
      await step({ red, blue }, id);
    }
    const turns = await turnsOf(stack, id);
    const expected: Record<string, string[]> = { red: [], blue: [] };
    for (const t of turns) {
      const before = new Set(turns.find((p) => p.version === t.version - 1)?.awaited ?? []);
      for (const s of t.awaited)
        if (!before.has(s)) expected[s].push(mailIds.yourTurn(id, t.version, s === 'red' ? red.userId : blue.userId));
    }
    expect(mails(stack, red.email, 'your-turn').map((m) => m.id)).toEqual(expected.red);
    expect(mails(stack, blue.email, 'your-turn').map((m) => m.id)).toEqual(expected.blue);
    expect(expected.red.length + expected.blue.length).toBeLessThan(turns.length * 2);

    const first = mails(stack, red.email, 'your-turn')[1];
    if (first) {
      expect(first.text).toMatch(/Round \d+: \d+–\d+/); // the public result of the round
      expect(first.text).not.toMatch(/- Bid \d/); // blue's own bid stays blue's secret
      expect(first.text).toContain(`${stack.server.url}/g/${id}`);
      expect(first.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(first.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=u1\./);
    }
  });

  it('a turn seen twice (a retried stream batch) sends nothing twice', async () => {
    const { red, id } = await dailyDuel(stack);
    const turns = await turnsOf(stack, id);
    const { Notifier } = await import('../../functions/notify/notifier.js');
    const { notifyDepsOf } = await import('../../functions/notify/deps.js');
    const again = await new Notifier(notifyDepsOf(stack.server.svc)).onTurns(turns);
    expect(again).toMatchObject({ yourTurn: 0, gameOver: 0, duplicates: 2 });
    expect(mails(stack, red.email, 'your-turn')).toHaveLength(1);
  });

  it('game over goes to both players with the result', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue', { lang: 'pl' });
    const id = await startDuel(red, blue, { clock: DAILY });
    expect((await red.post(`/api/games/${id}/resign`)).status).toBe(200);
    const [r] = mails(stack, red.email, 'game-over');
    const [b] = mails(stack, blue.email, 'game-over');
    expect(r.subject).toMatch(/Game over: .* — You lost/);
    expect(r.text).toContain('resignation');
    expect(b.subject).toMatch(/Koniec partii: .* — Wygrana/);
    expect(b.html).toContain('<html lang="pl">');
  });
});

describe('the deadline warning', () => {
  it('comes once, at 12 h left of a 24 h move (before 80 % is used), not before', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const t0 = stack.clock.now().getTime();
    const id = await startDuel(red, blue, { clock: DAILY });
    const s = sweeper(stack);
    stack.clock.set(t0 + 12 * HOUR - MINUTE);
    await s.sweep();
    expect(mails(stack, red.email, 'deadline-warning')).toHaveLength(0);
    stack.clock.set(t0 + 12 * HOUR);
    await s.sweep();
    await s.sweep();
    stack.clock.set(t0 + 13 * HOUR);
    await s.sweep();
    const warned = mails(stack, red.email, 'deadline-warning');
    expect(warned).toHaveLength(1);
    expect(warned[0].subject).toBe('Time is running out: Duel (test fixture) — First to three (12 hours left)');
    expect(warned[0].text).toContain(`${stack.server.url}/g/${id}`);
    expect(mails(stack, blue.email, 'deadline-warning')).toHaveLength(1);
  });

  it('a move made before the warning time cancels it', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const t0 = stack.clock.now().getTime();
    const id = await startDuel(red, blue, { clock: DAILY });
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    stack.clock.set(t0 + 20 * HOUR);
    await sweeper(stack).sweep();
    expect(mails(stack, red.email, 'deadline-warning')).toHaveLength(0);
    expect(mails(stack, blue.email, 'deadline-warning')).toHaveLength(1);
    const item = await new MailStore(stack.server.svc.deps.db).get(mailIds.deadlineWarning(id, 1, red.userId));
    expect(item).toMatchObject({ status: 'cancelled', note: 'the move is over' });
  });
});

describe('quiet hours', () => {
  it('hold a your-turn message until they end in the player zone, then it goes out', async () => {
    stack.clock.set('2026-01-05T21:30:00Z'); // 22:30 in Warsaw
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', { quietHours: { from: '22:00', to: '07:00' } });
    const id = await startDuel(red, blue, { clock: { kind: 'none' } });
    expect(mails(stack, red.email, 'your-turn')).toHaveLength(1);
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(0);
    const held = await new MailStore(stack.server.svc.deps.db).get(mailIds.yourTurn(id, 1, blue.userId));
    expect(held).toMatchObject({ status: 'pending', sendAt: '2026-01-06T06:00:00.000Z' });
    stack.clock.set('2026-01-06T05:59:00Z');
    await sweeper(stack).sweep();
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(0);
    stack.clock.set('2026-01-06T06:00:00Z');
    await sweeper(stack).sweep();
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(1);
  });

  it('a held message is dropped if the player has moved before the quiet hours end', async () => {
    stack.clock.set('2026-01-07T21:30:00Z');
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', { quietHours: { from: '22:00', to: '07:00' } });
    const id = await startDuel(red, blue, { clock: { kind: 'none' } });
    expect((await bid(blue, id, 1, 2)).status).toBe(200); // a night owl after all
    stack.clock.set('2026-01-08T06:00:00Z');
    await sweeper(stack).sweep();
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(0);
    expect(await new MailStore(stack.server.svc.deps.db).get(mailIds.yourTurn(id, 1, blue.userId))).toMatchObject({
      status: 'cancelled',
      note: 'the move is over',
    });
  });

  it('or fold it into the digest when the player chose that', async () => {
    stack.clock.set('2026-01-10T22:00:00Z'); // 23:00 in Warsaw
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', {
      quietHours: { from: '22:00', to: '07:00' },
      notify: { digest: true, 'quiet-digest': true },
    });
    const id = await startDuel(red, blue, { clock: { kind: 'none' } });
    const store = new MailStore(stack.server.svc.deps.db);
    expect(await store.get(mailIds.yourTurn(id, 1, blue.userId))).toMatchObject({ status: 'digested' });
    stack.clock.set('2026-01-11T07:00:00Z'); // 08:00 local: the digest hour
    await sweeper(stack).sweep();
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(0);
    const [digest] = mails(stack, blue.email, 'digest');
    expect(digest.subject).toBe('Rozkaz: 1 game awaits you');
    expect(digest.text).toContain(`${stack.server.url}/g/${id}`);
  });
});

describe('the daily digest', () => {
  it('arrives at 08:00 local on both sides of the spring change: 07:00Z, then 06:00Z', async () => {
    stack.clock.set('2026-03-27T12:00:00Z');
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', { notify: { digest: true } });
    const id = await startDuel(red, blue, { clock: { kind: 'none' } });
    const s = sweeper(stack);
    stack.clock.set('2026-03-28T06:59:00Z');
    await s.sweep();
    expect(mails(stack, blue.email, 'digest')).toHaveLength(0);
    stack.clock.set('2026-03-28T07:00:00Z');
    await s.sweep();
    expect(mails(stack, blue.email, 'digest')).toHaveLength(1);
    stack.clock.set('2026-03-29T05:59:00Z');
    await s.sweep();
    expect(mails(stack, blue.email, 'digest')).toHaveLength(1);
    stack.clock.set('2026-03-29T06:00:00Z');
    await s.sweep();
    const digests = mails(stack, blue.email, 'digest');
    expect(digests).toHaveLength(2);
    expect(digests.map((m) => m.at)).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z']);
    expect(digests[1].text).toMatch(/Duel \(test fixture\) — First to three — red: 19 days 6 hours left/);
    expect(digests[1].text).toContain(`/g/${id}`);
    // nobody opted in for red
    expect(mails(stack, red.email, 'digest')).toHaveLength(0);
  });
});

describe('one-click unsubscribe', () => {
  it('POST with the List-Unsubscribe link turns off that kind only; GET merely asks; a forged token is refused', async () => {
    stack.clock.set('2026-04-01T12:00:00Z');
    const { red, blue, id } = await dailyDuel(stack);
    const url = mails(stack, blue.email, 'your-turn')[0].headers!['List-Unsubscribe'].slice(1, -1);
    const path = url.slice(stack.server.url.length);
    const page = await fetch(stack.server.url + path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await blue.get('/api/me')).body.notify['your-turn']).toBeUndefined();
    // what a mail client sends for RFC 8058: a form post, no cookie, no Origin
    const oneClick = await fetch(stack.server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await blue.get('/api/me')).body.notify['your-turn']).toBe(false);
    const forged = await fetch(stack.server.url + path.replace(/\.[^.]+$/, '.AAAA'), { method: 'POST' });
    expect(forged.status).toBe(400);
    // blue gets no more your-turn mail, but still the game-over
    await bid(red, id, 1, 1);
    await bid(blue, id, 2, 1);
    await red.post(`/api/games/${id}/resign`);
    expect(mails(stack, blue.email, 'your-turn')).toHaveLength(1);
    expect(mails(stack, blue.email, 'game-over')).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('the create route sends one through the mail gate, in the invitee language, with the clock in words and one-click unsubscribe headers', async () => {
    stack.clock.set('2026-05-04T10:00:00Z');
    const red = await player(stack, 'red');
    const created = await inviteToDuel(red, 'Newcomer@Example.org', { clock: { ...DAILY, vacation: false } });
    expect(created.status).toBe(201);
    const sent = mails(stack, 'newcomer@example.org', 'invitation');
    expect(sent.map((m) => m.id)).toEqual([mailIds.invitation(created.body.id, 'newcomer@example.org')]);
    expect(sent[0].subject).toBe('red invites you to play Duel (test fixture)');
    expect(sent[0].text).toContain('Clock: 1 day + 4 h per move, at most 3 days, no vacation.');
    expect(sent[0].text).toContain(`${stack.server.url}/g/${created.body.id}`);
    expect(sent[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = sent[0].headers!['List-Unsubscribe'].match(
      /^<(http:\/\/localhost:\d+\/api\/unsubscribe\?token=[^>]+)>$/,
    )![1];
    expect(sent[0].text).toContain(unsubscribe);
    expect(await new MailStore(stack.server.svc.deps.db).get(sent[0].id)).toMatchObject({
      kind: 'invitation',
      status: 'sent',
      about: { gameId: created.body.id, side: 'blue' },
    });
    // a retry computes the same id and sends nothing
    const { sendInvitation } = await import('../../functions/notify/invitation.js');
    const { notifyDepsOf } = await import('../../functions/notify/deps.js');
    const game = (await stack.server.svc.games.load(created.body.id))!;
    expect(await sendInvitation(notifyDepsOf(stack.server.svc), game, 'red')).toBe('duplicate');
    expect(mails(stack, 'newcomer@example.org', 'invitation')).toHaveLength(1);
    // the link unsubscribes the invitee from invitations: the next one is not sent
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const again = await inviteToDuel(red, 'newcomer@example.org');
    expect(again.status).toBe(201);
    expect(mails(stack, 'newcomer@example.org', 'invitation')).toHaveLength(1);
  });

  it('wait for the end of the invitee quiet hours, in the invitee language', async () => {
    stack.clock.set('2026-05-05T21:00:00Z'); // 23:00 in Warsaw
    const red = await player(stack, 'red');
    const owl = await player(stack, 'owl', { lang: 'pl', quietHours: { from: '22:00', to: '07:00' } });
    const created = await inviteToDuel(red, owl.email, { clock: { preset: 'standard' } });
    expect(created.status).toBe(201);
    expect(mails(stack, owl.email, 'invitation')).toHaveLength(0);
    expect(
      await new MailStore(stack.server.svc.deps.db).get(mailIds.invitation(created.body.id, owl.email)),
    ).toMatchObject({ status: 'pending', sendAt: '2026-05-06T05:00:00.000Z' });
    stack.clock.set('2026-05-06T05:00:00Z');
    await sweeper(stack).sweep();
    const [mail] = mails(stack, owl.email, 'invitation');
    expect(mail.subject).toBe('red zaprasza Cię do gry: Pojedynek (test)');
    expect(mail.text).toContain('Zegar: 3 dni + 12 godz. za ruch, najwyżej 5 dni.');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the local mailbox (npm start)', () => {
  it('shows the your-turn emails of both players at /dev/mail with links that open the game', async () => {
    stack.clock.set('2026-06-01T12:00:00Z');
    const { red, blue, id } = await dailyDuel(stack);
    const listed = (await (await fetch(`${stack.server.url}/dev/mail.json`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const yourTurn = listed.filter(
      (m) => (m.to === red.email || m.to === blue.email) && m.subject.startsWith('Your move'),
    );
    expect(yourTurn.map((m) => m.to).sort()).toEqual([red.email, blue.email].sort());
    const link = yourTurn[0].text.match(/(http:\/\/\S+\/g\/\S+)/)![1];
    expect(link).toBe(`${stack.server.url}/g/${id}`);
    expect((await fetch(link)).status).toBe(200);
    const page = await (await fetch(`${stack.server.url}/dev/mail`)).text();
    expect(page).toContain(`<a href="${stack.server.url}/g/${id}">`);
  });
});
