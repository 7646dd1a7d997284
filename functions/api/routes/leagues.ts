import { scenarioSides } from '../../../rules/core/contract.js';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { atLeast, clubAs } from '../../clubs/access.js';
import { clockChoice, clockOf } from '../clock-choice.js';
import { leagueServiceOf } from '../../leagues/league-deps.js';
import type { LeagueSnapshot } from '../../leagues/league-service.js';
import { EDITABLE_STARTED, leaguePage } from '../league-page.js';
import { maxSwissRounds } from '../../leagues/league-table.js';
import { MAX_PLAYERS } from '../../leagues/round-robin.js';
import { ClubStore, type Club, type ClubRole } from '../../store/club-items.js';
import type { League, LeagueFormat } from '../../store/league-items.js';
import type { WatchedGameAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { ApiError, badInput, conflict, forbidden, notFound } from '../errors.js';
import { clubPackFor } from '../club-pack-seats.js';
import { loadGame, view } from '../games-helpers.js';
import { me, requireUser } from '../session.js';
import { body, check, checkDocument, ID_SEGMENT, NO_BODY } from '../validate.js';
import { newId } from '../../ids.js';

// discriminated by `kind`, so a wrong field is named (`format.rounds`) rather than "invalid input"
const formatBody = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('round-robin'),
        double: z.boolean().default(false),
        schedule: z.enum(['all-at-once', 'rounds']).default('all-at-once'),
        roundDays: z.number().int().min(1).max(90).optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('swiss'),
        rounds: z.number().int().min(1).max(29),
        next: z.enum(['when-finished', 'dates']).default('when-finished'),
        dates: z.array(z.string().datetime()).max(28).optional(),
      })
      .strict(),
  ])
  .superRefine((f, ctx) => {
    if (f.kind !== 'swiss') return;
    if (f.next === 'dates' && (f.dates?.length ?? 0) !== f.rounds - 1)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'give one opening date for each round after the first',
        path: ['dates'],
      });
    else if (f.dates && !f.dates.every((d, i) => i === 0 || d > f.dates![i - 1]))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'round dates must be in order', path: ['dates'] });
  });

const leagueFields = {
  name: z.string().trim().min(2).max(80),
  game: z.string().min(1).max(40),
  scenario: z.string().min(1).max(80),
  options: z.record(z.unknown()).default({}),
  clock: clockChoice.default({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
  rated: z.boolean().default(true),
  vacation: z.enum(['allowed', 'not-allowed']).default('allowed'),
  format: formatBody,
  withdrawal: z.enum(['forfeit', 'annul']).default('forfeit'),
  entryDeadline: z.string().datetime(),
};
const createBody = z
  .object({
    clubId: z.string().regex(ID_SEGMENT, 'not an id'),
    ...leagueFields,
    /** one of the club's packs: every game of the league is played on its current version (unrated) */
    pack: z
      .object({ packId: z.string().regex(ID_SEGMENT, 'not an id') })
      .strict()
      .optional(),
  })
  .strict();
const editBody = z
  .object({
    name: leagueFields.name.optional(),
    scenario: leagueFields.scenario.optional(),
    options: z.record(z.unknown()).optional(),
    clock: clockChoice.optional(),
    rated: z.boolean().optional(),
    vacation: leagueFields.vacation.optional(),
    format: formatBody.optional(),
    withdrawal: leagueFields.withdrawal.optional(),
    entryDeadline: leagueFields.entryDeadline.optional(),
    /** the `rev` the editor's form was loaded at: a 409 `stale` if the league changed since */
    rev: z.number().int().min(0).optional(),
  })
  .strict();
const userBody = z.object({ userId: z.string().regex(ID_SEGMENT, 'not an id').optional() }).strict();

/**
 * /api/leagues — a director creates and edits a league of their club, members enter (or are
 * entered), the director starts it; the page shows standings, the crosstable and every game.
 */
export const leaguesRoutes = (svc: Services) => {
  const { deps } = svc;
  const clubs = new ClubStore(deps.db);
  const leagues = () => leagueServiceOf(svc);
  const app = new Hono<Env>();
  app.use('*', requireUser(svc));

  /** the game, scenario and options must make a game: checked like POST /api/games does */
  const checkGame = async (l: Pick<League, 'game' | 'scenario' | 'options' | 'rated'>, prefix = '') => {
    const module = await svc.catalog.get(l.game);
    if (!module) throw badInput(`no game ${l.game}`, `${prefix}game`, 'unknown-game');
    if (!module.scenarios.some((s) => s.id === l.scenario))
      throw badInput(`${module.id} has no scenario ${l.scenario}`, `${prefix}scenario`, 'unknown-scenario');
    // a league pairs one player against one: scenarios of three or more seats are for casual games (for now)
    if (scenarioSides(module, l.scenario).length !== 2)
      throw badInput(
        `${l.scenario} seats ${scenarioSides(module, l.scenario).length} players; leagues pair two`,
        `${prefix}scenario`,
        'not-two-seats',
      );
    checkDocument(l.options, ['options']);
    const options = check(l.options, module.optionsSchema, ['options']);
    if (l.rated && options.position !== undefined)
      throw badInput('a custom position cannot be rated', 'options.position', 'rated-position');
    if (scenarioSides(module, l.scenario).length !== 2)
      throw badInput('leagues are for two-sided games', `${prefix}game`, 'not-two-sided');
    return options;
  };
  const checkDeadline = (iso: string) => {
    if (Date.parse(iso) <= deps.clock.now().getTime())
      throw badInput('the entry deadline must be in the future', 'entryDeadline', 'deadline-passed');
  };

  const loadLeague = async (id: string) => {
    const l = await leagues().store.league(id);
    if (!l) throw notFound('no such league', 'unknown-league');
    return l;
  };
  /** the league, its club and the caller's role there (403 for non-members) */
  const access = async (id: string, userId: string, needed: ClubRole = 'member') => {
    const league = await loadLeague(id);
    const { club, member } = await clubAs(clubs, league.clubId, userId, needed);
    return { league, club, role: member.role };
  };

  /**
   * The league, its club and the caller's role, and the player the request names: the caller by
   * default, another member only when the caller directs the club (to `act` for them).
   */
  const forPlayer = async (c: Context<Env>, act: string) => {
    const user = me(c);
    const req = await body(c, userBody);
    const { league, club, role } = await access(c.req.param('id')!, user.userId);
    const who = req.userId ?? user.userId;
    if (who !== user.userId && !atLeast(role, 'director'))
      throw forbidden(`only a director may ${act} another player`, 'not-director');
    return { user, league, club, role, who };
  };

  const page = (snap: LeagueSnapshot, club: Club, userId: string, role: ClubRole) =>
    leaguePage(svc, snap, club, userId, role);

  const respond = async (leagueId: string, club: Club, userId: string, role: ClubRole) => {
    const snap = await leagues().advance(leagueId);
    if (!snap) throw notFound('no such league', 'unknown-league');
    return page(snap, club, userId, role);
  };

  app.post('/', async (c) => {
    const user = me(c);
    const req = await body(c, createBody);
    const { club } = await clubAs(clubs, req.clubId, user.userId, 'director');
    const options = await checkGame(req);
    checkDeadline(req.entryDeadline);
    const pack = req.pack
      ? (await clubPackFor(svc, { clubId: club.clubId, packId: req.pack.packId }, req.game, user.userId)).ref
      : undefined;
    if (pack && req.rated) throw badInput('games on a club pack are not rated', 'rated', 'rated-club-pack');
    const now = deps.clock.now().toISOString();
    const league: League = {
      leagueId: newId(),
      clubId: club.clubId,
      name: req.name,
      game: req.game,
      scenario: req.scenario,
      options,
      clock: clockOf(req.clock),
      rated: req.rated,
      ...(pack ? { pack } : {}),
      vacation: req.vacation,
      format: req.format as LeagueFormat,
      withdrawal: req.withdrawal,
      entryDeadline: new Date(req.entryDeadline).toISOString(),
      status: 'entry',
      createdAt: now,
      createdBy: user.userId,
      startedAt: null,
      finishedAt: null,
      totalRounds: 0,
      openedRounds: 0,
      roundOpens: [],
      byes: [],
      rev: 0,
    };
    await leagues().store.save(league, null);
    await clubs.addLeague(club.clubId, league.leagueId, now);
    const role = (await clubs.member(club, user.userId))!.role;
    return c.json(await respond(league.leagueId, club, user.userId, role), 201);
  });

  app.get('/:id', async (c) => {
    const user = me(c);
    const { league, club, role } = await access(c.req.param('id'), user.userId);
    return c.json(await respond(league.leagueId, club, user.userId, role));
  });

  app.put('/:id', async (c) => {
    const user = me(c);
    const req = await body(c, editBody);
    const { league, club, role } = await access(c.req.param('id'), user.userId, 'director');
    if (req.rev !== undefined && req.rev !== league.rev)
      throw conflict('stale', 'the league changed meanwhile; reload');
    if (league.status !== 'entry') {
      const fixed = Object.keys(req).find((k) => k !== 'rev' && !(EDITABLE_STARTED as readonly string[]).includes(k));
      if (fixed)
        throw new ApiError(409, 'league-started', `${fixed} cannot be changed once the league has started`, {
          path: fixed,
        });
      const renamed = await leagues().store.save(
        { ...league, ...(req.name !== undefined ? { name: req.name } : {}) },
        league.rev,
      );
      if (!renamed) throw conflict('stale', 'the league changed meanwhile; reload');
      return c.json(await respond(league.leagueId, club, user.userId, role));
    }
    const next: League = {
      ...league,
      ...(req.name !== undefined ? { name: req.name } : {}),
      ...(req.scenario !== undefined ? { scenario: req.scenario } : {}),
      ...(req.options !== undefined ? { options: req.options } : {}),
      ...(req.clock !== undefined ? { clock: clockOf(req.clock) } : {}),
      ...(req.rated !== undefined ? { rated: req.rated } : {}),
      ...(req.vacation !== undefined ? { vacation: req.vacation } : {}),
      ...(req.format !== undefined ? { format: req.format as LeagueFormat } : {}),
      ...(req.withdrawal !== undefined ? { withdrawal: req.withdrawal } : {}),
      ...(req.entryDeadline !== undefined ? { entryDeadline: new Date(req.entryDeadline).toISOString() } : {}),
    };
    next.options = await checkGame(next);
    if (next.pack && next.rated) throw badInput('games on a club pack are not rated', 'rated', 'rated-club-pack');
    if (req.entryDeadline !== undefined) checkDeadline(req.entryDeadline);
    if (!(await leagues().store.save(next, league.rev)))
      throw conflict('stale', 'the league changed meanwhile; reload');
    return c.json(await respond(league.leagueId, club, user.userId, role));
  });

  app.post('/:id/entries', async (c) => {
    const { user, league, club, role, who } = await forPlayer(c, 'enter');
    const target = await clubs.member(club, who);
    if (!target) throw notFound('no such member of this club', 'unknown-member');
    if (league.status !== 'entry') throw conflict('entry-closed', 'the league has started: entries are closed');
    if (Date.parse(league.entryDeadline) <= deps.clock.now().getTime())
      throw conflict('entry-closed', 'the entry deadline has passed');
    const { entries } = await leagues().store.contents(league.leagueId);
    if (entries.some((e) => e.userId === who)) throw conflict('already-entered', `${target.name} has already entered`);
    if (league.format.kind === 'round-robin' && entries.length >= MAX_PLAYERS)
      throw conflict('league-full', `a round robin takes at most ${MAX_PLAYERS} players`);
    const ok = await leagues().store.enter({
      leagueId: league.leagueId,
      userId: who,
      name: target.name,
      enteredAt: deps.clock.now().toISOString(),
      enteredBy: user.userId,
      withdrawnAt: null,
    });
    if (!ok) throw conflict('already-entered', `${target.name} has already entered`);
    return c.json(await respond(league.leagueId, club, user.userId, role), 201);
  });

  app.post('/:id/withdraw', async (c) => {
    const { user, league, club, role, who } = await forPlayer(c, 'withdraw');
    if (league.status === 'finished') throw conflict('league-finished', 'the league is over');
    const { entries, pairings } = await leagues().store.contents(league.leagueId);
    const entry = entries.find((e) => e.userId === who);
    if (!entry) throw notFound('that player has not entered this league', 'not-entered');
    if (entry.withdrawnAt) throw conflict('already-withdrawn', 'that player has already withdrawn');
    await leagues().withdraw(league, entry, pairings);
    return c.json(await respond(league.leagueId, club, user.userId, role));
  });

  app.post('/:id/start', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const { league, club, role } = await access(c.req.param('id'), user.userId, 'director');
    if (league.status !== 'entry') throw conflict('already-started', 'the league has already started');
    const { entries } = await leagues().store.contents(league.leagueId);
    if (entries.length < 2) throw conflict('too-few-players', 'a league needs at least two players');
    if (league.format.kind === 'swiss' && league.format.rounds > maxSwissRounds(entries.length))
      throw new ApiError(
        422,
        'too-many-rounds',
        `${entries.length} players can play at most ${maxSwissRounds(entries.length)} Swiss rounds without a repeat pairing`,
      );
    if (!(await leagues().start(league, entries))) throw conflict('stale', 'the league changed meanwhile; reload');
    return c.json(await respond(league.leagueId, club, user.userId, role));
  });

  /** A club member watches a league game they do not play: the spectator's view (no side's secrets; the seed once over). */
  app.get('/:id/games/:gameId', async (c) => {
    const user = me(c);
    const { league } = await access(c.req.param('id'), user.userId);
    const { pairings } = await leagues().store.contents(league.leagueId);
    const gameId = c.req.param('gameId');
    if (!pairings.some((p) => p.gameId === gameId)) throw notFound('no such game in this league', 'unknown-game');
    const game = await loadGame(svc, gameId);
    return c.json({
      ...view(svc, game, null),
      league: { leagueId: league.leagueId, name: league.name, round: game.record.setup.league?.round ?? null },
    } satisfies WatchedGameAnswer);
  });

  return app;
};
