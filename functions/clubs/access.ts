/**
 * Who may do what in a club. Owner: everything, including roles and ownership; director: invite,
 * remove plain members, run leagues; member: play, enter leagues, leave. Non-members see nothing
 * (403), unknown clubs are 404.
 */
import { forbidden, notFound } from '../api/errors.js';
import type { Club, ClubMember, ClubRole, ClubStore } from '../store/club-items.js';

export const RANK: Record<ClubRole, number> = { member: 0, director: 1, owner: 2 } as const;
export const atLeast = (role: ClubRole | null | undefined, needed: ClubRole): boolean =>
  !!role && RANK[role] >= RANK[needed];

export const loadClub = async (clubs: ClubStore, clubId: string): Promise<Club> => {
  const club = await clubs.club(clubId);
  if (!club) throw notFound('no such club', 'unknown-club');
  return club;
};

/** The caller's membership, or 403 unless they hold at least `needed`. */
export const requireRole = async (
  clubs: ClubStore,
  club: Club,
  userId: string,
  needed: ClubRole,
): Promise<ClubMember> => {
  const m = await clubs.member(club, userId);
  if (!m) throw forbidden('you are not a member of this club', 'not-a-member');
  if (!atLeast(m.role, needed)) throw forbidden(`only a club ${needed} may do this`, `not-${needed}`);
  return m;
};

/** The club `clubId` and `userId`'s membership of it, once the member is shown to hold at least `needed`. */
export const clubAs = async (clubs: ClubStore, clubId: string, userId: string, needed: ClubRole) => {
  const club = await loadClub(clubs, clubId);
  return { club, member: await requireRole(clubs, club, userId, needed) };
};
