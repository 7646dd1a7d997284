import { Hono } from 'hono';
import { z } from 'zod';
import { atLeast, clubAs, loadClub } from '../../clubs/access.js';
import { clubPage, clubRatings } from '../../clubs/club-page.js';
import { clubInvitationMail } from '../../leagues/league-mail.js';
import { leagueServiceOf } from '../../leagues/league-deps.js';
import { mailId } from '../../notify/mail-id.js';
import { allowInvitation } from '../../notify/mail-limits.js';
import { ClubStore, type Club } from '../../store/club-items.js';
import { normaliseEmail } from '../../store/keys.js';
import type { ClubListAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { conflict, forbidden, notFound, refuseOver } from '../errors.js';
import { me, requireUser } from '../session.js';
import { body, ID_SEGMENT, NO_BODY } from '../validate.js';
import { newId } from '../../ids.js';

const clubBody = z
  .object({ name: z.string().trim().min(2).max(80), description: z.string().trim().max(2000).default('') })
  .strict();
const clubPatch = z
  .object({ name: z.string().trim().min(2).max(80).optional(), description: z.string().trim().max(2000).optional() })
  .strict();
const inviteBody = z
  .object({ email: z.string().trim().max(254).email(), role: z.enum(['member', 'director']).default('member') })
  .strict();
const roleBody = z.object({ role: z.enum(['member', 'director']) }).strict();
const transferBody = z.object({ userId: z.string().regex(ID_SEGMENT, 'not an id') }).strict();

/**
 * /api/clubs — create a club, its page, invitations by email, join/decline, leave, remove,
 * roles and the transfer of ownership, and the club's rating list per game.
 */
export const clubsRoutes = (svc: Services) => {
  const { deps } = svc;
  const clubs = new ClubStore(deps.db);
  const app = new Hono<Env>();
  app.use('*', requireUser(svc));

  const page = async (club: Club, userId: string, email: string) => {
    const [m, inv] = await Promise.all([clubs.member(club, userId), clubs.invitation(club.clubId, email)]);
    if (!m && !inv) throw forbidden('you are not a member of this club', 'not-a-member');
    return clubPage(svc, clubs, club, m?.role ?? null, !!inv);
  };

  app.post('/', async (c) => {
    const user = me(c);
    const req = await body(c, clubBody);
    const now = deps.clock.now().toISOString();
    const club: Club = {
      clubId: newId(),
      name: req.name,
      description: req.description,
      owner: user.userId,
      createdAt: now,
      createdBy: user.userId,
    };
    await clubs.create(club, user.name);
    return c.json(await page(club, user.userId, user.email), 201);
  });

  app.get('/', async (c) => {
    const user = me(c);
    const mine = await clubs.myClubs(user.userId);
    const found = await clubs.clubs(mine.map((m) => m.clubId));
    return c.json({
      clubs: mine
        .filter((m) => found.has(m.clubId))
        .map((m) => {
          const club = found.get(m.clubId)!;
          return { clubId: m.clubId, name: club.name, since: m.since, owner: club.owner === user.userId };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    } satisfies ClubListAnswer);
  });

  app.get('/:id', async (c) => {
    const user = me(c);
    const club = await loadClub(clubs, c.req.param('id'));
    return c.json(await page(club, user.userId, user.email));
  });

  app.put('/:id', async (c) => {
    const user = me(c);
    const req = await body(c, clubPatch);
    const { club } = await clubAs(clubs, c.req.param('id'), user.userId, 'director');
    await clubs.updateClub(club.clubId, req);
    return c.json(await page((await clubs.club(club.clubId))!, user.userId, user.email));
  });

  app.post('/:id/invitations', async (c) => {
    const user = me(c);
    const req = await body(c, inviteBody);
    const { club, member: mine } = await clubAs(clubs, c.req.param('id'), user.userId, 'director');
    if (req.role === 'director' && mine.role !== 'owner')
      throw forbidden('only the owner may invite directors', 'not-owner');
    const invitee = await svc.users.ensureUser(req.email, {
      lang: user.lang,
      now: deps.clock.now(),
      provisional: true,
    });
    if (await clubs.member(club, invitee.userId))
      throw conflict('already-member', `${normaliseEmail(req.email)} is already a member`);
    refuseOver(await allowInvitation(svc.users, user.userId, invitee, deps.clock.now()));
    const at = deps.clock.now().toISOString();
    if (
      !(await clubs.invite({
        clubId: club.clubId,
        email: invitee.email,
        userId: invitee.userId,
        role: req.role,
        invitedBy: user.userId,
        at,
      }))
    )
      throw conflict('already-invited', `${invitee.email} is already invited`);
    const postman = leagueServiceOf(svc).postman;
    await postman.post({
      id: mailId('invitation', 'club', club.clubId, invitee.email, at),
      kind: 'invitation',
      profile: invitee,
      message: clubInvitationMail(postman.envelope(invitee, 'invitation'), {
        club: club.name,
        clubId: club.clubId,
        inviter: user.name,
        role: req.role,
      }),
    });
    return c.json(await page(club, user.userId, user.email), 201);
  });

  app.post('/:id/join', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const club = await loadClub(clubs, c.req.param('id'));
    const inv = await clubs.invitation(club.clubId, user.email);
    const member = await clubs.member(club, user.userId);
    // the invitation goes last: while it is there the join has not finished (a crash after the club
    // side left "my clubs" without the club), and joining again writes the same items again
    if (member && !inv) throw conflict('already-member', 'you are already a member');
    if (!inv) throw forbidden('you are not invited to this club', 'not-invited');
    await clubs.putMember(
      {
        clubId: club.clubId,
        userId: user.userId,
        name: user.name,
        role: inv.role,
        since: member?.since ?? deps.clock.now().toISOString(),
      },
      club.name,
    );
    await clubs.dropInvitation(club.clubId, user.email);
    return c.json(await page(club, user.userId, user.email));
  });

  app.post('/:id/decline', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const club = await loadClub(clubs, c.req.param('id'));
    if (!(await clubs.invitation(club.clubId, user.email)))
      throw forbidden('you are not invited to this club', 'not-invited');
    await clubs.dropInvitation(club.clubId, user.email);
    return c.json({ ok: true });
  });

  app.post('/:id/invitations/revoke', async (c) => {
    const user = me(c);
    const req = await body(c, z.object({ email: z.string().trim().max(254).email() }).strict());
    const { club } = await clubAs(clubs, c.req.param('id'), user.userId, 'director');
    if (!(await clubs.invitation(club.clubId, req.email))) throw notFound('no such invitation', 'unknown-invitation');
    await clubs.dropInvitation(club.clubId, req.email);
    return c.json(await page(club, user.userId, user.email));
  });

  app.post('/:id/leave', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const { club, member: m } = await clubAs(clubs, c.req.param('id'), user.userId, 'member');
    if (m.role === 'owner') throw conflict('owner-cannot-leave', 'hand the club to another member before leaving');
    await clubs.removeMember(club.clubId, user.userId);
    return c.json({ ok: true });
  });

  app.post('/:id/members/:userId/remove', async (c) => {
    await body(c, NO_BODY);
    const user = me(c);
    const { club, member: mine } = await clubAs(clubs, c.req.param('id'), user.userId, 'director');
    const target = await clubs.member(club, c.req.param('userId'));
    if (!target) throw notFound('no such member', 'unknown-member');
    if (target.userId === user.userId) throw conflict('use-leave', 'to leave the club yourself, use leave');
    if (target.role === 'owner') throw forbidden('the owner cannot be removed', 'is-owner');
    if (target.role === 'director' && mine.role !== 'owner')
      throw forbidden('only the owner may remove a director', 'not-owner');
    await clubs.removeMember(club.clubId, target.userId);
    return c.json(await page(club, user.userId, user.email));
  });

  app.post('/:id/members/:userId/role', async (c) => {
    const user = me(c);
    const req = await body(c, roleBody);
    const { club } = await clubAs(clubs, c.req.param('id'), user.userId, 'owner');
    const target = await clubs.member(club, c.req.param('userId'));
    if (!target) throw notFound('no such member', 'unknown-member');
    if (target.role === 'owner') throw conflict('is-owner', 'the owner keeps every right; transfer ownership instead');
    await clubs.setRole(club.clubId, target.userId, req.role);
    return c.json(await page(club, user.userId, user.email));
  });

  app.post('/:id/transfer', async (c) => {
    const user = me(c);
    const req = await body(c, transferBody);
    const { club } = await clubAs(clubs, c.req.param('id'), user.userId, 'owner');
    const target = await clubs.member(club, req.userId);
    if (!target) throw notFound('no such member', 'unknown-member');
    if (target.userId === user.userId) throw conflict('already-owner', 'you already own this club');
    if (!(await clubs.transfer(club.clubId, user.userId, target.userId)))
      throw conflict('stale', 'the club changed meanwhile; reload');
    // the old owner stays on as a director; the profile's owner field is what makes the new one owner
    await clubs.setRole(club.clubId, user.userId, 'director');
    const after = (await clubs.club(club.clubId))!;
    return c.json(await page(after, user.userId, user.email));
  });

  app.get('/:id/ratings/:game', async (c) => {
    const user = me(c);
    const { club } = await clubAs(clubs, c.req.param('id'), user.userId, 'member');
    const game = c.req.param('game');
    if (!(await svc.catalog.get(game))) throw notFound(`no game ${game}`, 'unknown-game');
    const ratings = await clubRatings(svc, await clubs.members(club), game);
    return c.json({ clubId: club.clubId, game, ratings: ratings[game] ?? [] });
  });

  return app;
};

export { atLeast };
