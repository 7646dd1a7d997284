import { Hono } from 'hono';
import { z } from 'zod';
import type { Batch } from '../../../rules/core/contract.js';
import { gameJson, isFinished, presentEvents, type GamePresentation } from '../../play/present.js';
import { awaitedSides } from '../../play/run-turn.js';
import { computerAwaited } from '../../play/computer.js';
import type { WhileUpdating } from '../../play/games.js';
import type { GameRecord } from '../../play/types.js';
import { submitOrders } from '../../play/submit.js';
import type { SubmitAnswer, SubmitMinimalAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { conflict, forbidden, notFound, ruleRefused } from '../errors.js';
import { answerComputer, jsonAnswer, view } from '../games-helpers.js';
import { me, requireUserAndGame } from '../session.js';
import { body, checkBodyPart } from '../validate.js';
import { timingsOf } from '../server-timing.js';
import { timed } from '../../timings.js';

const envelope = z
  .object({
    expectedVersion: z.number().int().min(0).max(999_999),
    idempotencyKey: z.string().min(8).max(100),
    batch: z.unknown(),
  })
  .strict();

/**
 * `JSON.stringify(answer)`, byte for byte, with the game written by `gameJson`: the view's JSON made
 * here is the one a later look at this version by this side sends again.
 */
const submitJson = ({ version, events, game, halted }: SubmitAnswer): string =>
  `${JSON.stringify({ version, events }).slice(0, -1)},"game":${gameJson(game)}${halted ? `,"halted":${JSON.stringify(halted)}` : ''}}`;

type AnswerEvents = ReturnType<typeof presentEvents>;

/** `Prefer: return=minimal` among the request's preferences (RFC 7240: a list, tokens case-insensitive) */
export const prefersMinimal = (prefer: string | undefined): boolean =>
  !!prefer && prefer.split(',').some((p) => /^\s*return\s*=\s*"?minimal"?\s*(;|$)/i.test(p));

/**
 * POST /api/games/:id/orders {expectedVersion, idempotencyKey, batch}: three DynamoDB calls when
 * nothing races — the session, profile and game in one BatchGetItem, the turn put, the game update.
 */
export const ordersRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.post('/:id/orders', requireUserAndGame(svc), async (c) => {
    const user = me(c);
    const gameId = c.req.param('id');
    const req = await body(c, envelope);
    const timings = timingsOf(c);
    // the page reads the game again after a submission: asked so, the answer leaves the view out
    const minimal = prefersMinimal(c.req.header('prefer'));
    // the answer's events and view, built while the game update is on the wire (in AWS a network wait)
    const early: { built?: { record: GameRecord; events: AnswerEvents; game: GamePresentation } } = {};
    const whileUpdating: WhileUpdating = (game, turn) => {
      if (computerAwaited(game.record).length) return; // a practice game answers with the computer's reply
      const built = timed(timings, 'view', () => ({
        record: game.record,
        events: presentEvents(game.module, turn.events, turn.side, isFinished(game.record), user.lang),
        game: view(svc, game, turn.side, timings),
      }));
      // the view's JSON too (gameJson keeps it with the view): the answer then writes only the rest
      timed(timings, 'json', () => gameJson(built.game));
      early.built = built;
    };
    const out = await submitOrders(
      svc.games,
      gameId,
      user.userId,
      { expectedVersion: req.expectedVersion, idempotencyKey: req.idempotencyKey, batch: req.batch },
      () => svc.deps.clock.now(),
      // the edge walked the whole body (checkBody): the module's batch schema is what is left
      (game) => checkBodyPart(req.batch, game.module.batchSchema, ['batch']),
      // read with the session in one call; a lost race for the turn number loads again, with repair
      c.get('game') ?? null,
      timings,
      minimal ? undefined : whileUpdating,
    );
    switch (out.kind) {
      case 'not-found':
        throw notFound('no such game');
      case 'forbidden':
        throw forbidden('you do not play in this game');
      case 'conflict':
        throw conflict(out.code, out.message, view(svc, out.game, out.side));
      case 'refused':
        throw ruleRefused(out.error);
      case 'applied': {
        const finished = isFinished(out.game.record);
        const halted = out.turn.halted;
        // a practice game: the computer answers in this request, and `game` shows its reply
        const game = await answerComputer(svc, out.game);
        if (minimal) {
          // no view: the module's view of the mover is built when the page reads the game
          const answer = timed(timings, 'view', () => ({
            version: out.turn.version,
            events: presentEvents(out.game.module, out.turn.events, out.side, finished, user.lang),
            lifecycle: game.record.lifecycle,
            awaiting: awaitedSides(game.record),
            ...(halted ? { halted: { ...halted, rest: (req.batch as Batch).orders.slice(halted.at) } } : {}),
          }));
          return timed(timings, 'json', () =>
            jsonAnswer(JSON.stringify(answer satisfies SubmitMinimalAnswer), 200, {
              'preference-applied': 'return=minimal',
              ...(out.repeated ? { 'idempotent-replay': 'true' } : {}),
            }),
          );
        }
        const ready = early.built?.record === game.record ? early.built : undefined;
        const answer = timed(timings, 'view', () => ({
          version: out.turn.version,
          events: ready?.events ?? presentEvents(out.game.module, out.turn.events, out.side, finished, user.lang),
          game: ready?.game ?? view(svc, game, out.side, timings),
          // a halt: the orders before `at` were applied and recorded; `rest` goes back to the composer
          ...(halted ? { halted: { ...halted, rest: (req.batch as Batch).orders.slice(halted.at) } } : {}),
        }));
        return timed(timings, 'json', () =>
          jsonAnswer(
            submitJson(answer satisfies SubmitAnswer),
            200,
            out.repeated ? { 'idempotent-replay': 'true' } : {},
          ),
        );
      }
    }
  });
  return app;
};
