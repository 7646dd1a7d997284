/**
 * The club page's data: members with their current games, the club's leagues, pending invitations
 * (for those who run the club), and the club's rating list per game title.
 */
import type { Services } from '../api/deps.js';
import { isProvisional } from '../leagues/glicko2.js';
import { gameUrl } from '../play/present.js';
import type { Club, ClubMember, ClubRole, ClubStore } from '../store/club-items.js';
import { LeagueStore } from '../store/league-items.js';
import { RatingStore, type PlayerRating } from '../store/rating-items.js';
import { atLeast } from './access.js';

export const presentRating = (r: PlayerRating, rank: number) => ({
  rank,
  userId: r.userId,
  name: r.name,
  rating: Math.round(r.rating),
  rd: Math.round(r.rd),
  volatility: Math.round(r.volatility * 1e6) / 1e6,
  provisional: isProvisional(r),
  games: r.games,
  wins: r.wins,
  draws: r.draws,
  losses: r.losses,
});

/** best first; provisional ratings after established ones (their number means less) */
export const ratingList = (ratings: PlayerRating[]) =>
  [...ratings]
    .sort(
      (a, b) =>
        Number(isProvisional(a)) - Number(isProvisional(b)) || b.rating - a.rating || a.name.localeCompare(b.name),
    )
    .map((r, i) => presentRating(r, i + 1));

/** The club's rating list for each title any member is rated in. */
export const clubRatings = async (svc: Services, members: ClubMember[], only?: string) => {
  const store = new RatingStore(svc.deps.db);
  const games = only ? [only] : svc.catalog.ids();
  const out: Record<string, ReturnType<typeof ratingList>> = {};
  for (const game of games) {
    const list = await store.ofUsers(
      members.map((m) => m.userId),
      game,
    );
    if (list.length || only) {
      const names = new Map(members.map((m) => [m.userId, m.name]));
      out[game] = ratingList(list.map((r) => ({ ...r, name: names.get(r.userId) ?? r.name })));
    }
  }
  return out;
};

export const clubPage = async (
  svc: Services,
  clubs: ClubStore,
  club: Club,
  myRole: ClubRole | null,
  invited: boolean,
) => {
  const publicUrl = svc.deps.config.publicUrl;
  const members = await clubs.members(club);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const withGames = await Promise.all(
    members.map(async (m) => {
      const rows = await svc.games.lobby(m.userId);
      const games = rows
        .filter(({ record }) => record.lifecycle === 'active')
        .map(({ record, membership }) => {
          const awaiting = record.status.waitingFor;
          return {
            id: record.setup.id,
            url: gameUrl(publicUrl, record.setup.id),
            game: record.setup.game,
            side: membership.side,
            opponent:
              Object.entries(record.seats).find(([s, seat]) => s !== membership.side && seat)?.[1]?.name ?? null,
            awaitingThem: awaiting.includes(membership.side),
            deadline: record.deadline?.at ?? null,
            league: record.setup.league?.id ?? null,
          };
        });
      return { userId: m.userId, name: m.name, role: m.role, since: m.since, games };
    }),
  );
  const order: Record<ClubRole, number> = { owner: 0, director: 1, member: 2 };
  withGames.sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name));
  const leagues = await new LeagueStore(svc.deps.db).leagues(await clubs.leagueIds(club.clubId));
  leagues.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    clubId: club.clubId,
    name: club.name,
    description: club.description,
    createdAt: club.createdAt,
    owner: { userId: club.owner, name: names.get(club.owner) ?? '' },
    me: { role: myRole, invited },
    members: withGames,
    invitations: atLeast(myRole, 'director')
      ? (await clubs.invitations(club.clubId)).map((i) => ({ email: i.email, role: i.role, at: i.at }))
      : [],
    leagues: leagues.map((l) => ({
      leagueId: l.leagueId,
      name: l.name,
      game: l.game,
      scenario: l.scenario,
      status: l.status,
      format: l.format.kind,
      rated: l.rated,
      entryDeadline: l.entryDeadline,
      url: `${publicUrl.replace(/\/+$/, '')}/leagues/${encodeURIComponent(l.leagueId)}`,
    })),
    ratings: myRole ? await clubRatings(svc, members) : {},
  };
};
