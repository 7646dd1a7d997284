/** The club and league pages as one lazily loaded chunk; main.tsx routes /clubs, /clubs/:id and /leagues/:id here. */
import { ClubPage, ClubsPage } from './ClubPages.js';
import { LeaguePage } from './LeaguePage.js';
import { LeagueStyles } from './styles.js';

export const LeaguesRoute = ({ path }: { path: { kind: 'clubs' } | { kind: 'club'; id: string } | { kind: 'league'; id: string } }) => (
  <>
    <LeagueStyles />
    {path.kind === 'clubs' ? <ClubsPage /> : path.kind === 'club' ? <ClubPage id={path.id} key={path.id} /> : <LeaguePage id={path.id} key={path.id} />}
  </>
);
export { lt as leagueText } from './strings.js';
