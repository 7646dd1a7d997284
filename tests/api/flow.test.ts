import { describe, expect, it } from 'vitest';
import { bid, Browser, key, signedIn, stackPerFile, startDuel, inviteToDuel, openDuel } from './helpers/harness.js';

const stack = stackPerFile();

describe('API: sign in, create, join, play the duel to the end', () => {
  it('sign-in: the link arrives in the local mailbox, the token works once, the session cookie is httpOnly and Lax', async () => {
    const b = new Browser(stack);
    const link = await b.post('/api/auth/link', { email: 'Anna@Example.org' });
    expect(link.status).toBe(202);
    const mail = stack.server.mailbox.lastTo('anna@example.org')!;
    expect(mail.subject).toBe('Logowanie do Rozkazu');
    const token = mail.text.match(/\/signin\?token=([A-Za-z0-9_-]+)/)![1];
    expect(mail.text).toContain(`${stack.server.url}/signin?token=${token}`);

    const verify = await b.post('/api/auth/verify', { token });
    expect(verify.status).toBe(200);
    const cookie = verify.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^rozkaz_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // localhost
    expect((await b.get('/api/me')).body.email).toBe('anna@example.org');

    const again = await new Browser(stack).post('/api/auth/verify', { token });
    expect(again.status).toBe(401);

    expect((await b.post('/api/auth/logout')).status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
  });

  it('a session is revocable: deleting the SESSION item ends it even with a valid cookie', async () => {
    const b = new Browser(stack);
    await b.signIn('revoke@example.org');
    const jar = b.cookie;
    await b.post('/api/auth/logout');
    const stolen = new Browser(stack);
    stolen.cookie = jar;
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it('sign-in tokens expire after 15 minutes', async () => {
    const b = new Browser(stack);
    await b.post('/api/auth/link', { email: 'late@example.org' });
    const token = stack.server.mailbox.lastTo('late@example.org')!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    stack.clock.advance(15 * 60_000 + 1000);
    const r = await b.post('/api/auth/verify', { token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('bad-token');
  });

  it('profile: name, language, time zone, quiet hours and notification choices are kept', async () => {
    const b = new Browser(stack);
    await b.signIn('prof@example.org');
    const profile = {
      name: 'Prof',
      lang: 'en',
      timeZone: 'America/New_York',
      quietHours: { from: '22:00', to: '07:30' },
      notify: { 'your-turn': false },
    };
    const put = await b.request('PUT', '/api/me', profile);
    expect(put.status).toBe(200);
    // read back: every field as it was saved
    expect((await b.get('/api/me')).body).toMatchObject(profile);
    const bad = await b.request('PUT', '/api/me', { timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.path).toBe('timeZone');
  });

  it('catalog lists the games with sides, scenarios and option fields', async () => {
    const r = await new Browser(stack).get('/api/catalog');
    expect(r.body.games).toEqual([
      expect.objectContaining({
        id: 'duel',
        sides: ['red', 'blue'],
        scenarios: [expect.objectContaining({ id: 'first-to-3' })],
      }),
    ]);
    expect(r.body.games[0].optionFields).toEqual([
      expect.objectContaining({
        key: 'target',
        default: 3,
        values: [3, 5, 10].map((value) => expect.objectContaining({ value })),
      }),
    ]);
  });

  it('invitation by email: the invitee gets a mail with the deep link, sees the game, and may join or decline', async () => {
    const red = new Browser(stack),
      blue = new Browser(stack),
      carol = new Browser(stack);
    await red.signIn('inv-red@example.org');
    const created = await inviteToDuel(red, 'inv-blue@example.org', { clock: { kind: 'none' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const mail = stack.server.mailbox.lastTo('inv-blue@example.org')!;
    expect(mail.text).toContain(`${stack.server.url}/g/${id}`);
    await blue.signIn('inv-blue@example.org');
    const lobby = (await blue.get('/api/games')).body.games;
    expect(lobby[0]).toMatchObject({ id, role: 'invited', lifecycle: 'invited', mySide: 'blue' });
    expect((await blue.get(`/api/games/${id}`)).body.mySide).toBe('blue');
    await carol.signIn('inv-carol@example.org');
    expect((await carol.post(`/api/games/${id}/join`)).status).toBe(403);
    expect((await carol.get(`/api/games/${id}`)).status).toBe(403);
    const joined = await blue.post(`/api/games/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ lifecycle: 'active', version: 1, mySide: 'blue', awaiting: ['red', 'blue'] });
    expect(joined.body.deadline.at).toBe(new Date(stack.clock.now().getTime() + 21 * 86_400_000).toISOString());

    const second = await red.post('/api/games', {
      game: 'duel',
      scenario: 'first-to-3',
      seat: 'blue',
      opponent: { email: 'inv-blue@example.org' },
    });
    const declined = await blue.post(`/api/games/${second.body.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.lifecycle).toBe('cancelled');
  });

  it('open seat: listed under /open, joined by anyone, then gone from the list; play to the end; export only then', async () => {
    const [red, blue] = await signedIn(stack, 'open-red@example.org', 'open-blue@example.org');
    const created = await openDuel(red, { options: { target: 2 } });
    const id = created.body.id;
    expect((await blue.get('/api/games/open')).body.games.map((g: any) => g.id)).toContain(id);
    await blue.post(`/api/games/${id}/join`);
    expect((await blue.get('/api/games/open')).body.games.map((g: any) => g.id)).not.toContain(id);
    expect((await red.get(`/api/games/${id}/export`)).status).toBe(409);

    let game = (await red.get(`/api/games/${id}`)).body;
    expect(game.dice.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(game.dice.seed).toBeUndefined();
    let rounds = 0;
    while (game.lifecycle === 'active' && rounds < 100) {
      rounds++;
      for (const [who, side] of [
        [red, 'red'],
        [blue, 'blue'],
      ] as const) {
        const v = (await who.get(`/api/games/${id}`)).body;
        if (v.lifecycle !== 'active' || !v.awaitingMe) continue;
        const choice = v.view.options.choices[0];
        const r = await who.post(`/api/games/${id}/orders`, {
          expectedVersion: v.version,
          idempotencyKey: key(),
          batch: { orders: [choice.order] },
        });
        expect(r.status, `${side}: ${JSON.stringify(r.body)}`).toBe(200);
      }
      game = (await red.get(`/api/games/${id}`)).body;
    }
    expect(game.lifecycle).toBe('over');
    expect(game.result.reason).toBe('points');
    expect(game.dice.seed).toMatch(/^[0-9a-f]{64}$/);

    const lobby = (await red.get('/api/games')).body.games;
    expect(lobby.find((g: any) => g.id === id)).toMatchObject({ lifecycle: 'over', awaitingMe: false });
    const exp = await red.get(`/api/games/${id}/export`);
    expect(exp.status).toBe(200);
    expect(exp.body.turns.length).toBe(game.version);
    expect(exp.body.seed).toBe(game.dice.seed);

    const log = (await red.get(`/api/games/${id}/log`)).body;
    expect(log.turns[0]).toMatchObject({ version: 1, kind: 'join', side: 'blue' });
    const round = log.turns.flatMap((t: any) => t.events).find((e: any) => e.type === 'round');
    expect(round.dice).toHaveLength(2);
    expect(round.text).toMatch(/^Runda 1: /);

    const replay1 = (await red.get(`/api/games/${id}/replay/1`)).body;
    expect(replay1).toMatchObject({ version: 1, lifecycle: 'active' });
    expect(replay1.view.panel.sections[0].rows.slice(0, 2).map((r: any) => r.value)).toEqual(['0', '0']);
    const last = (await red.get(`/api/games/${id}/replay/${game.version}`)).body;
    expect(last.view).toEqual(game.view);
  });

  it('my games: the ones awaiting me come first, soonest deadline first', async () => {
    const [a, b] = await signedIn(stack, 'lobby-a@example.org', 'lobby-b@example.org');
    const g1 = await startDuel(a, b);
    await bid(a, g1, 1, 2); // a has bid in g1: no longer awaited there
    stack.clock.advance(60_000);
    const g2 = await startDuel(a, b);
    const lobby = (await a.get('/api/games')).body.games;
    expect(lobby.map((g: any) => [g.id, g.awaitingMe])).toEqual([
      [g2, true],
      [g1, false],
    ]);
    expect(lobby[0].deadline.side).toBe('red');
  });

  it('a random seat is one of the sides, and the open seat is the other', async () => {
    const a = new Browser(stack);
    await a.signIn('random-seat@example.org');
    const sides = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const g = (
        await a.post('/api/games', { game: 'duel', scenario: 'first-to-3', seat: 'random', opponent: { open: true } })
      ).body;
      expect(['red', 'blue']).toContain(g.mySide);
      expect(g.seats[g.mySide === 'red' ? 'blue' : 'red']).toBeNull();
      sides.add(g.mySide);
    }
    expect(sides.size).toBe(2); // 30 fair coin flips all alike: about 1 in 5·10^8
  });

  it('resign ends the game with the other side as the winner', async () => {
    const [a, b] = await signedIn(stack, 'res-a@example.org', 'res-b@example.org');
    const id = await startDuel(a, b);
    const r = await b.post(`/api/games/${id}/resign`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ lifecycle: 'over', result: { winner: 'red', reason: 'resignation' } });
    expect((await a.get(`/api/games/${id}`)).body.deadline).toBeNull();
  });
});
