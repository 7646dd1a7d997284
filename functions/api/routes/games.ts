import { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { clockChoice, clockOf } from '../clock-choice.js';
import { notifyDepsOf } from '../../notify/deps.js';
import { sendInvitation } from '../../notify/invitation.js';
import { allowInvitation } from '../../notify/mail-limits.js';
import {
  exportGame,
  gameJson,
  isFinished,
  lobbyOrder,
  presentSummary,
  presentTurn,
  sideOf,
} from '../../play/present.js';
import { packView } from '../../../rules/core/wire.js';
import { staticBoardOf } from '../../play/boards.js';
import { invitesOf } from '../../play/run-turn.js';
import type { GameSetup } from '../../play/types.js';
import { newId } from '../../ids.js';
import { normaliseEmail } from '../../store/keys.js';
import type { LobbyAnswer, LogPage, OpenGamesAnswer, ReplayAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { badInput, conflict, forbidden, notFound, refuseOver } from '../errors.js';
import { answerComputer, commitPlatformTurn, jsonAnswer, loadGame, loadMine, mine, view } from '../games-helpers.js';
import { computerSeat } from '../../play/computer.js';
import { me, requireUser, requireUserAndGame } from '../session.js';
import { body, check, checkDocument, decimal, ID_SEGMENT, NO_BODY } from '../validate.js';
import { clubPackFor, mustBeMember } from '../club-pack-seats.js';
import { timingsOf } from '../server-timing.js';
import { timed } from '../../timings.js';

const seatChoice = z.union([
  z.object({ email: z.string().trim().max(254).email() }).strict(),
  z.object({ open: z.literal(true) }).strict(),
]);
type SeatChoice = z.infer<typeof seatChoice>;

const createBody = z
  .object({
    game: z.string().min(1).max(40),
    scenario: z.string().min(1).max(80),
    options: z.record(z.unknown()).default({}),
    /** a side, or 'random' */
    seat: z.string().min(1).max(40).default('random'),
    clock: clockChoice.default({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
    /** the other seat of a two-seat game (with more seats: the first other is invited, the rest open) */
    opponent: seatChoice.optional(),
    /** each other seat by side: an invitation or an open seat (any seat not named is open) */
    seats: z.record(z.string().max(40), seatChoice).optional(),
    /** rated games update both players' Glicko-2 rating for this game when they end (functions/leagues) */
    rated: z.boolean().default(false),
    /** a practice game: every other seat is the computer's (play/computer.ts); unrated, no clock */
    practice: z.boolean().default(false),
    /** a club's own pack (functions/packs): the game is pinned to its current version's hash */
    pack: z
      .object({ clubId: z.string().regex(ID_SEGMENT, 'not an id'), packId: z.string().regex(ID_SEGMENT, 'not an id') })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.opponent || b.seats || b.practice, {
    message: 'name the opponent or the other seats',
    path: ['opponent'],
  })
  .refine((b) => !(b.practice && (b.opponent || b.seats)), {
    message: 'a practice game is against the computer',
    path: ['practice'],
  });

const versionParam = decimal(0, 999_999);

/** the log's page size: `limit` turns a page, 50 unless asked, 200 at most */
export const LOG_PAGE = { default: 50, max: 200 } as const;

/**
 * `GET /log?limit=&before=|after=`: the newest page by default; `before=v` pages back (turns < v),
 * `after=v` forward (turns > v). Other query parameters (the web's `lang`) are let through.
 */
const logQuery = z
  .object({
    limit: decimal(1, LOG_PAGE.max).default(String(LOG_PAGE.default)),
    before: decimal(1, 999_999).optional(),
    after: decimal(0, 999_999).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: 'give before or after, not both',
    path: ['after'],
  });

export const gamesRoutes = (svc: Services) => {
  const { deps } = svc;
  const app = new Hono<Env>();
  app.get('/open', requireUser(svc), async (c) => {
    const user = me(c);
    const open = await svc.games.openGames();
    return c.json({
      games: open.map((r) => ({
        ...presentSummary(r, sideOf(r, user.userId), 'open', deps.config.publicUrl),
        // seats nobody holds and no invitation reserves
        freeSides: Object.entries(r.seats)
          .filter(([s, seat]) => !seat && !invitesOf(r.setup).some((i) => i.side === s))
          .map(([s]) => s),
        mine: r.setup.createdBy === user.userId,
      })),
    } satisfies OpenGamesAnswer);
  });

  // the view: the session and the game in one read (the routes above end before the catch-all below)
  // the view needs only who the caller is: the session and the game, no profile
  app.get('/:id', requireUserAndGame(svc, { profile: false }), async (c) => {
    const { game, side } = mine(c);
    // a computer's reply a crashed request left undone is made on the next look
    const shown = await answerComputer(svc, game);
    const timings = timingsOf(c);
    const answer = timed(timings, 'view', () => view(svc, shown, side, timings));
    return timed(timings, 'json', () => jsonAnswer(gameJson(answer)));
  });
  app.use('*', requireUser(svc));

  app.post('/', async (c) => {
    const user = me(c);
    const req = await body(c, createBody);
    if (!(await svc.catalog.get(req.game))) throw badInput(`no game ${req.game}`, 'game', 'unknown-game');
    const club = req.pack ? await clubPackFor(svc, req.pack, req.game, user.userId) : null;
    if (club && req.rated) throw badInput('games on a club pack are not rated', 'rated', 'rated-club-pack');
    const module = await svc.games.module({ game: req.game, clubPack: club?.ref });
    const scenario = module.scenarios.find((s) => s.id === req.scenario);
    if (!scenario) throw badInput(`${module.id} has no scenario ${req.scenario}`, 'scenario', 'unknown-scenario');
    checkDocument(req.options, ['options']);
    const options = check(req.options, module.optionsSchema, ['options']);
    if (req.rated && options.position !== undefined)
      throw badInput('a custom position cannot be rated', 'options.position', 'rated-position');
    // the scenario's sides are the seats (a game's module may have more sides than one scenario uses)
    const sides = scenario.sides;
    const side = req.seat === 'random' ? sides[randomInt(sides.length)] : req.seat;
    if (!sides.includes(side))
      throw badInput(`${module.id} has no side ${req.seat} in ${scenario.id}`, 'seat', 'unknown-side');
    // team games are unrated for now: Glicko-2 rates one player against one (docs/platform/seats-and-practice.md)
    if (req.rated && req.practice) throw badInput('practice games are not rated', 'rated', 'rated-practice');
    if (req.rated && sides.length > 2)
      throw badInput('games of three or more seats are not rated yet', 'rated', 'rated-team');
    const others = sides.filter((s) => s !== side);
    for (const s of Object.keys(req.seats ?? {}))
      if (!others.includes(s))
        throw badInput(`${s} is not another seat of ${scenario.id}`, `seats.${s}`, 'unknown-side');
    const now = deps.clock.now();
    // each other seat: named in `seats`, else the `opponent` (the first other seat), else open
    const choiceOf = (s: string): SeatChoice =>
      req.seats?.[s] ?? (req.opponent && (s === others[0] || 'open' in req.opponent) ? req.opponent : { open: true });
    const invites: NonNullable<GameSetup['invites']> = [];
    for (const s of req.practice ? [] : others) {
      const choice = choiceOf(s);
      // a club pack is for the club's members only: every seat is invited, none is open to all
      if (club && !('email' in choice))
        throw badInput('a game on a club pack invites every seat', `seats.${s}`, 'club-pack-open-seat');
      if (!('email' in choice)) continue;
      const path = req.seats?.[s] ? `seats.${s}.email` : 'opponent.email';
      if (normaliseEmail(choice.email) === user.email)
        throw badInput('you cannot invite yourself', path, 'self-invite');
      if (invites.some((i) => i.email === normaliseEmail(choice.email)))
        throw badInput('one seat per invited player', path, 'invited-twice');
      const invitee = await svc.users.ensureUser(choice.email, { lang: user.lang, now, provisional: true });
      if (club) await club.mustSeat(invitee.userId, path);
      refuseOver(await allowInvitation(svc.users, user.userId, invitee, now));
      invites.push({ side: s, email: invitee.email, userId: invitee.userId });
    }
    const invite = invites[0] ?? null;
    const setup: GameSetup = {
      id: newId(),
      game: module.id,
      scenario: scenario.id,
      options,
      createdAt: now.toISOString(),
      createdBy: user.userId,
      seats: {
        [side]: { userId: user.userId, name: user.name },
        ...(req.practice ? Object.fromEntries(others.map((s) => [s, computerSeat()])) : {}),
      },
      invite,
      ...(invites.length > 1 ? { invites } : {}),
      // a practice game has no clock, and no vacation turns: the player takes all the time they like
      clock: clockOf(req.practice ? { kind: 'none', vacation: false } : req.clock),
      ...(req.rated ? { rated: true } : {}),
      ...(req.practice ? { practice: true } : {}),
      ...(club ? { clubPack: club.ref } : {}),
    };
    let game: Awaited<ReturnType<typeof svc.games.create>>;
    try {
      game = await svc.games.create(setup, svc.newSeed());
    } catch (e) {
      // a module's setup refuses options it cannot set up (e.g. a malformed custom position)
      if (e instanceof Error && !('$metadata' in e))
        throw badInput(`cannot set up: ${e.message}`, 'options', 'bad-setup');
      throw e;
    }
    if (invites.length) {
      // through the mail gate: a deterministic id, the invitee's language, quiet hours and
      // unsubscribe choice, List-Unsubscribe headers. The game exists either way: a failed send
      // is logged, and its claimed MAIL item is retried by the sweeper once the lease runs out.
      await sendInvitation(notifyDepsOf(svc), game, user.name).catch((e) =>
        (deps.log ?? console.error)(`invitation for ${setup.id} not sent yet`, e),
      );
    }
    // the computer moves first: it answers before the page first sees the game
    return c.json(view(svc, await answerComputer(svc, game), side), 201);
  });

  app.get('/', async (c) => {
    const user = me(c);
    const rows = await svc.games.lobby(user.userId);
    const games = rows
      .map(({ membership, record }) =>
        presentSummary(record, sideOf(record, user.userId) ?? membership.side, membership.role, deps.config.publicUrl),
      )
      .sort(lobbyOrder);
    return c.json({ games } satisfies LobbyAnswer);
  });

  app.post('/:id/join', async (c) => {
    const user = me(c);
    const req = await body(c, z.object({ side: z.string().max(40).optional() }).strict());
    // a seat in a game on a club pack is for the club's members (they may have left since the invitation)
    const ref = (await loadGame(svc, c.req.param('id'))).record.setup.clubPack;
    if (ref) await mustBeMember(svc, ref.clubId, user.userId);
    let joined = '';
    const game = await commitPlatformTurn(
      svc,
      c.req.param('id'),
      (g) => {
        const r = g.record;
        if (Object.values(r.seats).some((s) => s?.userId === user.userId))
          throw conflict('already-seated', 'you already play in this game', view(svc, g, sideOf(r, user.userId)));
        if (r.lifecycle !== 'invited' && r.lifecycle !== 'open')
          throw conflict('not-joinable', 'no seat is open in this game');
        const invites = invitesOf(r.setup);
        // an invitee takes the seat reserved for them; anyone else a free seat nobody is invited to
        const mine = invites.find((i) => i.userId === user.userId && !r.seats[i.side]);
        if (mine) joined = mine.side;
        else if (r.lifecycle === 'invited') throw forbidden('this seat is reserved for an invited player');
        else {
          const free = Object.entries(r.seats)
            .filter(([s, seat]) => !seat && !invites.some((i) => i.side === s))
            .map(([s]) => s);
          joined = req.side ?? free[0];
          if (!free.includes(joined)) throw conflict('seat-taken', `the ${joined} seat is not free`);
        }
        return { kind: 'join', side: joined, userId: user.userId, name: user.name };
      },
      (g) => sideOf(g.record, user.userId),
    );
    return c.json(view(svc, game, joined));
  });

  app.post('/:id/decline', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    let declined = '';
    const game = await commitPlatformTurn(
      svc,
      c.req.param('id'),
      (g) => {
        const inv = invitesOf(g.record.setup).find((i) => i.userId === user.userId && !g.record.seats[i.side]);
        if (!inv) throw forbidden('you are not invited to this game');
        declined = inv.side;
        return { kind: 'decline', side: inv.side, userId: user.userId };
      },
      () => null,
    );
    return c.json(view(svc, game, declined));
  });

  app.post('/:id/resign', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    let side = '';
    const game = await commitPlatformTurn(
      svc,
      c.req.param('id'),
      (g) => {
        const seat = Object.entries(g.record.seats).find(([, s]) => s?.userId === user.userId);
        if (!seat) throw forbidden('you do not play in this game');
        side = seat[0];
        return { kind: 'resign', side, userId: user.userId };
      },
      (g) => sideOf(g.record, user.userId),
    );
    return c.json(view(svc, game, side));
  });

  app.get('/:id/log', async (c) => {
    const user = me(c);
    const q = check(c.req.query(), logQuery, ['query']);
    const { game, side } = await loadMine(svc, c.req.param('id'), user.userId);
    // the page stops at the version loaded, so the log never runs ahead of the game it is shown with
    const page = await svc.games.turnPage(game.record.setup.id, game.record.version, q, q.limit);
    const finished = isFinished(game.record);
    return c.json({
      version: game.record.version,
      limit: q.limit,
      turns: page.turns.map((t) => presentTurn(game.module, t, side, finished, user.lang)),
      older: page.older,
      newer: page.newer,
    } satisfies LogPage);
  });

  app.get('/:id/replay/:n', async (c) => {
    const user = me(c);
    const { game, side } = await loadMine(svc, c.req.param('id'), user.userId);
    const n = check(c.req.param('n'), versionParam, ['n']);
    if (n > game.record.version) throw notFound(`the game has ${game.record.version} turns`);
    // from the nearest snapshot (functions/store/snapshots.ts), not from setup
    const then = await svc.games.replayAt(game, n);
    return c.json({
      // n, except in a game flagged as diverging whose turns stop applying before n (docs/platform/rules-versions.md)
      version: then.version,
      lifecycle: then.lifecycle,
      status: then.status,
      result: then.result,
      boardKey: staticBoardOf(game.module, then.state).key,
      view: packView(game.module.view(then.state, side)),
    } satisfies ReplayAnswer);
  });

  app.get('/:id/export', async (c) => {
    const { game } = await loadMine(svc, c.req.param('id'), me(c).userId);
    if (!isFinished(game.record)) throw conflict('not-finished', 'a game can be exported once it has ended');
    const turns = await svc.games.turns(game.record.setup.id, 1, game.record.version);
    c.header('content-disposition', `attachment; filename="rozkaz-${game.record.setup.id}.json"`);
    return c.json(exportGame(game.record, turns, game.seed));
  });

  return app;
};

export { loadGame };
