import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { clubAs } from '../../clubs/access.js';
import {
  type ClubPacks,
  packBoards,
  packGames,
  packParts,
  schemaProblems,
  shippedPack,
} from '../../packs/club-packs.js';
import { type Club, type ClubRole, ClubStore } from '../../store/club-items.js';
import type { PackProblem } from '../../../rules/core/pack-kit.js';
import type { ClubPackAnswer, ClubPacksAnswer, PackCheckAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { ApiError, badInput, conflict, notFound, tooMany } from '../errors.js';
import { me, requireUser } from '../session.js';
import { body } from '../validate.js';

const described = {
  name: z.string().trim().min(2).max(80),
  /** the club's own note: where the content comes from, who may see it */
  provenance: z.string().trim().min(1).max(2000),
};
/** a new pack: its content as JSON, or `from: 'ours'` to start from a copy of our shipped pack */
const createBody = z
  .object({
    game: z.string().min(1).max(40),
    ...described,
    content: z.unknown().optional(),
    from: z.literal('ours').optional(),
  })
  .strict()
  .refine((b) => (b.content === undefined) !== (b.from === undefined), {
    message: "give the pack's content or from: 'ours'",
    path: ['content'],
  });
const editBody = z.object({ ...described, content: z.unknown(), expectedVersion: z.number().int().min(1) }).strict();
const checkBody = z.object({ content: z.unknown() }).strict();

/** pack saves per user: each runs the rules check (up to 5 s of CPU), and anyone may found a club */
export const PACK_RATE = { limit: 20, windowMs: 60 * 60_000 } as const;

/** 429 past PACK_RATE; counted before the body is read, so a refused save costs one counter update */
const countSave = async (svc: Services, userId: string): Promise<void> => {
  const hits = await svc.users.hit(`pack:${userId}`, PACK_RATE.windowMs, svc.deps.clock.now());
  if (hits > PACK_RATE.limit) throw tooMany('too many pack saves; try again within the hour', 'pack-limit');
};

/** 422 naming every problem by its path in the pack (`map.hexes[412].terrain: …`) */
const invalidPack = (errors: PackProblem[]) =>
  new ApiError(422, 'invalid-pack', errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; '), {
    errors,
  });

/**
 * /api/clubs/:id/packs — a club's own data packs (functions/packs). Members read them; directors
 * upload a pack, start one from a copy of ours, and save new versions. Non-members get 403.
 */
export const clubPacksRoutes = (svc: Services, packs: ClubPacks) => {
  const { deps } = svc;
  const clubs = new ClubStore(deps.db);
  const app = new Hono<Env>();
  /** the path's club, once the caller is shown to hold `role` in it */
  const clubOf = async (c: Context<Env>, role: ClubRole): Promise<Club> =>
    (await clubAs(clubs, c.req.param('id')!, me(c).userId, role)).club;
  /** a director saving a pack: the club, with the save counted against the hourly limit */
  const saveIn = async (c: Context<Env>): Promise<Club> => {
    const club = await clubOf(c, 'director');
    await countSave(svc, me(c).userId);
    return club;
  };
  app.use('*', requireUser(svc));

  app.get('/:id/packs', async (c) => {
    const club = await clubOf(c, 'member');
    return c.json({ packs: await packs.list(club.clubId), games: packGames() } satisfies ClubPacksAnswer);
  });

  app.post('/:id/packs', async (c) => {
    const user = me(c);
    const club = await saveIn(c);
    const req = await body(c, createBody);
    const content = req.from ? await shippedPack(req.game) : req.content;
    if (content === null) throw badInput(`${req.game} cannot be played on a club pack yet`, 'game', 'unknown-game');
    const out = await packs.save({
      clubId: club.clubId,
      game: req.game,
      name: req.name,
      provenance: req.provenance,
      content,
      userId: user.userId,
      now: deps.clock.now(),
    });
    if (out.kind !== 'saved') throw out.kind === 'invalid' ? invalidPack(out.errors) : conflict('busy', 'try again');
    return c.json({ pack: out.pack } satisfies Pick<ClubPackAnswer, 'pack'>, 201);
  });

  app.get('/:id/packs/:packId', async (c) => {
    const club = await clubOf(c, 'member');
    const pack = await packs.get(club.clubId, c.req.param('packId'));
    if (!pack) throw notFound('no such pack', 'unknown-pack');
    const [content, parts] = await Promise.all([packs.content(pack), packParts(pack.game)]);
    const { board, boards } = await packBoards(pack.game, content);
    return c.json({ pack, content, parts, board, boards } satisfies ClubPackAnswer);
  });

  // the schema's problems of an edited pack, as the editor shows them while a director types: nothing is
  // kept and no game is played, so it is not counted against the saves (the save checks everything again)
  app.post('/:id/packs/:packId/check', async (c) => {
    const club = await clubOf(c, 'director');
    const req = await body(c, checkBody);
    const pack = await packs.get(club.clubId, c.req.param('packId'));
    if (!pack) throw notFound('no such pack', 'unknown-pack');
    return c.json({ errors: await schemaProblems(pack.game, req.content) } satisfies PackCheckAnswer);
  });

  app.put('/:id/packs/:packId', async (c) => {
    const user = me(c);
    const club = await saveIn(c);
    const req = await body(c, editBody);
    const before = await packs.get(club.clubId, c.req.param('packId'));
    if (!before) throw notFound('no such pack', 'unknown-pack');
    const out = await packs.save({
      clubId: club.clubId,
      packId: before.packId,
      expectedVersion: req.expectedVersion,
      game: before.game,
      name: req.name,
      provenance: req.provenance,
      content: req.content,
      userId: user.userId,
      now: deps.clock.now(),
    });
    switch (out.kind) {
      case 'saved':
        return c.json({ pack: out.pack } satisfies Pick<ClubPackAnswer, 'pack'>);
      case 'invalid':
        throw invalidPack(out.errors);
      case 'not-found':
        throw notFound('no such pack', 'unknown-pack');
      default:
        throw new ApiError(409, 'stale', `the pack is at version ${out.current.version} now`, { pack: out.current });
    }
  });

  return app;
};

/** /api/packs/:game/example — our own pack of a game: the documented example of the file a club uploads */
export const packExampleRoutes = () => {
  const app = new Hono<Env>();
  app.get('/:game/example', async (c) => {
    const game = c.req.param('game');
    const pack = await shippedPack(game);
    if (pack === null) throw notFound(`${game} cannot be played on a club pack yet`, 'unknown-game');
    c.header('content-disposition', `attachment; filename="rozkaz-${game}-pack.json"`);
    return c.json(pack);
  });
  return app;
};
