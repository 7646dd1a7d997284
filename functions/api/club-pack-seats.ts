/**
 * Who may sit at a game on a club's pack: the club's members only (the pack is the club's, often
 * entered from its own copy of a printed game). Creating such a game, every invitation and every
 * join ask here; 403 otherwise.
 */
import { loadClub, requireRole } from '../clubs/access.js';
import type { ClubPackRef } from '../play/types.js';
import { ClubStore } from '../store/club-items.js';
import type { Services } from './deps.js';
import { badInput, forbidden, notFound } from './errors.js';

/** 403 unless `userId` is a member of the club */
export const mustBeMember = async (svc: Services, clubId: string, userId: string): Promise<void> => {
  const clubs = new ClubStore(svc.deps.db);
  await requireRole(clubs, await loadClub(clubs, clubId), userId, 'member');
};

/**
 * The pack a new game of `game` is to be played on, for a creator who must be a member of its club:
 * the reference the game pins (the current version's hash), and the check each invitee must pass.
 */
export const clubPackFor = async (
  svc: Services,
  want: { clubId: string; packId: string },
  game: string,
  creator: string,
): Promise<{ ref: ClubPackRef; mustSeat(userId: string, path: string): Promise<void> }> => {
  const clubs = new ClubStore(svc.deps.db);
  const club = await loadClub(clubs, want.clubId);
  await requireRole(clubs, club, creator, 'member');
  const pack = await svc.packs.get(club.clubId, want.packId);
  if (!pack) throw notFound('no such pack', 'unknown-pack');
  if (pack.game !== game) throw badInput(`the pack is for ${pack.game}`, 'pack', 'pack-other-game');
  return {
    ref: { clubId: club.clubId, packId: pack.packId, name: pack.name, version: pack.version, hash: pack.hash },
    async mustSeat(userId, path) {
      if (!(await clubs.member(club, userId)))
        throw forbidden(`${path}: a game on a club pack seats only the club's members`, 'not-a-member');
    },
  };
};
