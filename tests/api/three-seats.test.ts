/**
 * A game of three seats through HTTP with three signed-in browsers (the trio fixture: North alone
 * against the coalition of East and West): creation with one invited seat and one open seat, joins,
 * a clock per seat, your-turn email to each awaited seat, fog per seat in views, log, replay and
 * lobby, chat to all and to the alliance, and a team result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import { genesis, runTurn } from '../../functions/play/run-turn.js';
import { duelSetup } from './helpers/games.js';
import { trio } from '../fixture/trio.js';
import { Browser, key, startStack, type Stack } from './helpers/harness.js';

const HOUR = 3_600_000;
let stack: Stack;
let north: Browser, east: Browser, west: Browser;
const seatOf = new Map<string, Browser>();

beforeAll(async () => {
  stack = await startStack({ games: catalogOf([trio(1)]) });
  [north, east, west] = [new Browser(stack), new Browser(stack), new Browser(stack)];
  await north.signIn('north@example.org');
  await east.signIn('east@example.org');
  await west.signIn('west@example.org');
  seatOf.set('north', north).set('east', east).set('west', west);
});
afterAll(() => stack.close());

const mailsTo = (to: string, gameId: string) =>
  stack.server.mailbox.messages.filter((m) => m.to === to && m.text.includes(gameId));
const secretsOf = async (id: string) => {
  const g = (await stack.server.svc.games.load(id))!;
  return g.module.secrets(g.record.state);
};

describe('a game of three seats (trio fixture)', () => {
  let id = '';

  it('creates with one seat invited and one open; the invitee and a stranger each take theirs', async () => {
    const created = await north.post('/api/games', {
      game: 'trio',
      scenario: 'trio',
      seat: 'north',
      seats: { east: { email: 'east@example.org' }, west: { open: true } },
      clock: { preset: 'daily' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body.id;
    // team games are unrated for now
    const rated = await north.post('/api/games', {
      game: 'trio',
      scenario: 'trio',
      seat: 'north',
      opponent: { open: true },
      rated: true,
    });
    expect([rated.status, rated.body.code]).toEqual([400, 'rated-team']);
    expect(created.body.lifecycle).toBe('open');
    expect(created.body.invitedSides).toEqual(['east']);
    expect(created.body.alliances).toEqual({ coalition: ['east', 'west'] });
    expect(created.body.rules).toEqual({ version: 1 });
    expect(mailsTo('east@example.org', id)).toHaveLength(1); // the invitation

    // the open list offers only the seat nobody is invited to
    const open = (await west.get('/api/games/open')).body.games.find((g: { id: string }) => g.id === id);
    expect(open.freeSides).toEqual(['west']);
    expect((await west.post(`/api/games/${id}/join`, { side: 'east' })).body.code).toBe('seat-taken');
    // the invitee sees the game in the lobby before joining, as the seat reserved for them
    expect((await east.get('/api/games')).body.games.find((g: { id: string }) => g.id === id)).toMatchObject({
      role: 'invited',
      mySide: 'east',
    });

    expect((await east.post(`/api/games/${id}/join`, {})).body).toMatchObject({ mySide: 'east', lifecycle: 'open' });
    const last = await west.post(`/api/games/${id}/join`, {});
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ mySide: 'west', lifecycle: 'active', awaiting: ['north'] });
    expect(Object.keys(last.body.seats)).toEqual(['north', 'east', 'west']);
    // a clock per seat: only the awaited one runs
    const sides = last.body.clock.sides;
    expect(Object.keys(sides).sort()).toEqual(['east', 'north', 'west']);
    expect([sides.north.running, sides.east.running, sides.west.running]).toEqual([true, false, false]);
  });

  it('plays to a team result: each awaited seat is emailed, clocks run per seat, fog holds per seat', async () => {
    let version = (await north.get(`/api/games/${id}`)).body.version;
    const mailed: string[] = [];
    for (let moves = 0; moves < 12; moves++) {
      const g = (await north.get(`/api/games/${id}`)).body;
      if (g.lifecycle !== 'active') break;
      const side: string = g.awaiting[0];
      const before = g.clock.sides[side].remainingMs;
      stack.clock.advance(HOUR);
      // North marches 1, the coalition 3: East reaches 6 on its second march
      const steps = side === 'north' ? 1 : 3;
      const sent = await seatOf.get(side)!.post(`/api/games/${id}/orders`, {
        expectedVersion: version,
        idempotencyKey: key(),
        batch: { orders: [{ type: 'march', steps }] },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      version = sent.body.version;
      // the mover's clock was charged the hour (and got the increment); it no longer runs
      const after = sent.body.game.clock.sides[side];
      expect(after.running).toBe(false);
      expect(after.remainingMs).not.toBe(before);
      const next: string[] = sent.body.game.awaiting;
      for (const s of next) {
        expect(sent.body.game.clock.sides[s].running).toBe(true);
        mailed.push(s);
        expect(mailsTo(`${s}@example.org`, id).some((m) => /Your move|Twój ruch/.test(m.subject))).toBe(true);
      }
      // fog per seat: each browser's view, log and lobby carry no other seat's secret word — allies' included
      const secrets = await secretsOf(id);
      for (const [seat, b] of seatOf) {
        const hidden = secrets.filter((x) => !x.visibleTo.includes(seat)).map((x) => x.token);
        const own = secrets.find((x) => x.visibleTo.includes(seat))!.token;
        const answers = [
          await b.get(`/api/games/${id}`),
          await b.get(`/api/games/${id}/log`),
          await b.get('/api/games'),
          await b.get(`/api/games/${id}/replay/${version - 1}`),
        ];
        for (const a of answers)
          for (const t of hidden) expect(JSON.stringify(a.body), `${seat} sees ${t}`).not.toContain(t);
        expect(JSON.stringify(answers[0].body)).toContain(own);
      }
    }
    expect(mailed).toEqual(['east', 'west', 'north', 'east']);
    const over = (await west.get(`/api/games/${id}`)).body;
    expect(over.lifecycle).toBe('over');
    expect(over.result).toEqual({ winner: null, winners: ['east', 'west'], reason: 'target' });
    // the scout reports: each seat's log shows its own (its word) and none of the others'
    const log = (await east.get(`/api/games/${id}/log`)).body.turns.flatMap(
      (t: { events: { type: string; data: { side: string } }[] }) => t.events,
    );
    expect(
      log.filter((e: { type: string }) => e.type === 'scout').map((e: { data: { side: string } }) => e.data.side),
    ).toEqual(['east', 'east']);
    // game-over mails: each seat won or lost by its team
    for (const s of ['north', 'east', 'west'])
      expect(mailsTo(`${s}@example.org`, id).some((m) => /over|koniec/i.test(m.subject))).toBe(true);
  });

  it('chat: to all every seat reads; to the coalition only its members; North may not write to it', async () => {
    expect((await east.post(`/api/games/${id}/chat`, { text: 'we march together', to: 'coalition' })).status).toBe(201);
    stack.clock.advance(60_000); // messages are ordered by time
    expect((await north.post(`/api/games/${id}/chat`, { text: 'hello all' })).status).toBe(201);
    const refused = await north.post(`/api/games/${id}/chat`, { text: 'let me in', to: 'coalition' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not-an-ally');
    const read = async (b: Browser) =>
      (await b.get(`/api/games/${id}/chat`)).body.messages.map(
        (m: { text: string; to: string }) => `${m.to}:${m.text}`,
      );
    expect(await read(west)).toEqual(['coalition:we march together', 'all:hello all']);
    expect(await read(east)).toEqual(['coalition:we march together', 'all:hello all']);
    expect(await read(north)).toEqual(['all:hello all']);
  });
});

describe('a timeout among three seats', () => {
  it('claimed by any other seat: everyone but the seat out of time wins together', () => {
    const seed = '00'.repeat(31) + '09';
    const module = trio(1);
    const seats = {
      north: { userId: 'u-n', name: 'N' },
      east: { userId: 'u-e', name: 'E' },
      west: { userId: 'u-w', name: 'W' },
    };
    const g = genesis(duelSetup('t3', { game: 'trio', scenario: 'trio', seats }), module, seed);
    expect(g.lifecycle).toBe('active');
    const out = runTurn(g, { kind: 'timeout', side: 'north', at: '2026-01-09T12:00:00.000Z' }, module, seed);
    if (!out.ok) throw new Error(out.error.message);
    expect(
      runTurn(
        out.record,
        { kind: 'claim', side: 'north', userId: 'u-n', at: '2026-01-09T12:01:00.000Z' },
        module,
        seed,
      ),
    ).toMatchObject({ ok: false, error: { code: 'no-timeout' } });
    const claim = runTurn(
      out.record,
      { kind: 'claim', side: 'west', userId: 'u-w', at: '2026-01-09T12:01:00.000Z' },
      module,
      seed,
    );
    if (!claim.ok) throw new Error(claim.error.message);
    expect(claim.record.result).toEqual({ winner: null, winners: ['east', 'west'], reason: 'timeout' });
  });
});
