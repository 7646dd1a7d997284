/** The club and league pages as one lazily loaded chunk; main.tsx routes /clubs, /clubs/:id and /leagues/:id here. */
import { ClubPage, ClubsPage } from './ClubPages.js';
import { LeaguePage } from './LeaguePage.js';
import { LeagueStyles } from './styles.js';
import { WatchGame } from './WatchGame.js';

export type LeaguePath =
  | { kind: 'clubs' }
  | { kind: 'club'; id: string }
  | { kind: 'league'; id: string }
  | { kind: 'watch'; id: string; gameId: string };

export const LeaguesRoute = ({ path }: { path: LeaguePath }) => (
  <>
    <LeagueStyles />
    {path.kind === 'clubs' ? (
      <ClubsPage />
    ) : path.kind === 'club' ? (
      <ClubPage id={path.id} key={path.id} />
    ) : path.kind === 'watch' ? (
      <WatchGame leagueId={path.id} gameId={path.gameId} key={path.gameId} />
    ) : (
      <LeaguePage id={path.id} key={path.id} />
    )}
  </>
);
export { lt as leagueText } from './strings.js';
