/**
 * Practice games against the computer, through the real HTTP API (dynalite): for every catalog game
 * a signed-in player creates a practice game and plays its seat with the game's bot (or random legal
 * batches where there is none yet), while the server plays the computer's seat after each submission.
 * The game ends with a result, every answer hands the move back to the player (the computer answered
 * in the request), the log replays to the stored state, and the game is never open, rated or clocked.
 * No "your turn" mail is sent. `PRACTICE_BATCHES` caps the player's submissions per game (default 3000).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHooks } from '../../functions/local/hooks.js';
import { defaultCatalog } from '../../functions/play/catalog.js';
import { COMPUTER_USER } from '../../functions/play/computer.js';
import { replay } from '../../functions/play/run-turn.js';
import { gameIds } from '../../rules/catalog.js';
import { scenarioSides } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { Browser, crashOnce, key, practiceGame, startStack, type Stack } from './helpers/harness.js';

const CAP = Number(process.env.PRACTICE_BATCHES ?? 3000);

let stack: Stack;
beforeAll(async () => {
  let n = 0;
  stack = await startStack({
    games: defaultCatalog,
    // the notifier runs after every turn, as under `npm start`: it must mail nobody for the computer's turns
    hooks: { afterCommit: localHooks.afterCommit, sweepEveryMs: 0 },
    newSeed: () => createHash('sha256').update(`practice:${++n}`).digest('hex'),
  });
});
afterAll(() => stack.close());

describe.each(gameIds())('a practice game of %s', (gameId) => {
  it('the computer answers every submission in the request, to a result; the log replays', {
    timeout: 300_000,
  }, async () => {
    const module = (await defaultCatalog.get(gameId))!;
    const scenario = module.scenarios[0].id;
    const sides = scenarioSides(module, scenario);
    // the player takes the last seat, so in most scenarios the computer moves first, at creation
    const mine = sides.at(-1)!;
    const player = new Browser(stack);
    await player.signIn(`practice-${gameId}@example.org`);
    const created = await practiceGame(player, gameId, scenario, mine);
    const id: string = created.body.id;
    expect(created.body).toMatchObject({
      lifecycle: 'active',
      practice: { randomBot: !module.botBatch },
      seats: Object.fromEntries(sides.filter((s) => s !== mine).map((s) => [s, { name: 'Computer', computer: true }])),
    });
    expect(created.body.awaitingMe || created.body.lifecycle === 'over').toBe(true);

    const dice = new SeededDice(7);
    const bot = module.botBatch ?? module.randomBatch;
    let submitted = 0;
    let computerTurns = 0;
    let view = created.body;
    const { games } = stack.server.svc;
    while (view.lifecycle === 'active') {
      expect(submitted, `${gameId}: no result within ${CAP} submissions`).toBeLessThan(CAP);
      const g = (await games.load(id))!;
      expect(g.record.status.waitingFor).toContain(mine);
      const batch = bot.call(module, g.record.state, mine, dice);
      const r = await player.post(`/api/games/${id}/orders`, {
        expectedVersion: view.version,
        idempotencyKey: key(),
        batch,
      });
      expect(r.status, `${gameId} v${view.version}: ${JSON.stringify(r.body).slice(0, 400)}`).toBe(200);
      submitted++;
      computerTurns += r.body.game.version - r.body.version;
      view = r.body.game;
      // the computer answered before the answer came: the player is awaited again, or the game is over
      expect(view.lifecycle === 'over' || view.awaitingMe, `${gameId} v${view.version}`).toBe(true);
    }
    expect(computerTurns).toBeGreaterThan(0);

    const final = (await games.load(id))!;
    expect(final.record.result).toMatchObject({ reason: expect.any(String) });
    const turns = await games.turns(id);
    // the computer's turns are the platform's orders turns: logged with their batch, no user
    const theirs = turns.filter((t) => t.side !== mine);
    expect(theirs.length).toBe(computerTurns + (created.body.version as number));
    for (const t of theirs) expect(t).toMatchObject({ kind: 'orders', batch: expect.any(Object) });
    expect(theirs.every((t) => t.userId === undefined)).toBe(true);
    // the log is the truth: setup and the turns give the stored game
    const replayed = replay(final.record.setup, turns, module, final.seed);
    expect(replayed.state).toEqual(final.record.state);
    expect(replayed.result).toEqual(final.record.result);

    // unrated, no clock, never an open seat, marked in the lobby
    expect(final.record.setup).toMatchObject({ practice: true, clock: { kind: 'none', vacation: false } });
    expect(final.record.setup.rated).toBeUndefined();
    const lobby = (await player.get('/api/games')).body.games.find((r: { id: string }) => r.id === id);
    expect(lobby).toMatchObject({ practice: true, lifecycle: 'over' });
    expect((await player.get('/api/games/open')).body.games.some((r: { id: string }) => r.id === id)).toBe(false);
    expect(await stack.server.svc.users.profile(COMPUTER_USER)).toBeNull();
    // no "your turn" after each of the computer's answers: the sign-in link and the game's end at most
    const mails = stack.server.mailbox.messages.filter((m) => m.to === `practice-${gameId}@example.org`);
    expect(mails.length).toBeLessThanOrEqual(2);
  });
});

describe('practice games refuse', () => {
  it('a rated practice game, and a practice game with an invited opponent', async () => {
    const player = new Browser(stack);
    await player.signIn('practice-refusals@example.org');
    const base = { game: 'manoeuvre', scenario: (await defaultCatalog.get('manoeuvre'))!.scenarios[0].id };
    const rated = await player.post('/api/games', { ...base, practice: true, rated: true });
    expect(rated.status).toBe(400);
    expect(rated.body).toMatchObject({ code: 'rated-practice' });
    const invited = await player.post('/api/games', { ...base, practice: true, opponent: { email: 'x@example.org' } });
    expect(invited.status).toBe(400);
  });
});

describe('a computer turn that crashes', () => {
  it('between its two writes: the creation still answers, and the next look repairs it and plays on', async () => {
    const crash = crashOnce();
    const own = await startStack({ games: defaultCatalog, faults: crash.faults, log: () => {} });
    try {
      const player = new Browser(own);
      await player.signIn('practice-crash@example.org');
      // Ostatnia Wojna Cesarzy's allies move first: the computer's first turn is the creation's
      crash.next();
      const created = await practiceGame(player, 'ostatnia-wojna-cesarzy', 'A', 'russians');
      // the crashed turn is in the log (the answer's read repaired it); the computer has more to do
      expect(created.body).toMatchObject({ version: 1, awaitingMe: false });
      const id: string = created.body.id;
      expect((await own.server.svc.games.turns(id)).map((t) => t.side)).toEqual(['allies']);
      const later = await player.get(`/api/games/${id}`);
      expect(later.body).toMatchObject({ awaitingMe: true, lifecycle: 'active' });
      expect(later.body.version).toBeGreaterThan(0);
      const turns = await own.server.svc.games.turns(id);
      expect(turns.length).toBe(later.body.version);
      expect(turns.every((t) => t.side === 'allies' && t.userId === undefined)).toBe(true);
    } finally {
      await own.close();
    }
  });
});
