import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type CatalogGame, type ClubAnswer, type ClubListAnswer } from '../api.js';
import { gameTitle, getCatalog } from '../catalog.js';
import { getLang, tx } from '../i18n.js';
import { navigate } from '../router.js';
import { useMe } from '../session.js';
import { formatDue } from '../time.js';
import { myTimeZone } from '../session.js';
import { NewLeague } from './NewLeague.js';
import { ClubPacks } from './ClubPacks.js';
import { lt, type LeagueKey } from './strings.js';
import { Card } from '../Card.js';
import { ErrorNote, Loading, LoadingPage } from '../Notice.js';
import { TextInput } from '../fields.js';

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String((e as Error)?.message ?? e));

/** /clubs: my clubs and a form for a new one. */
export const ClubsPage = () => {
  const [clubs, setClubs] = useState<ClubListAnswer['clubs'] | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<ClubListAnswer>('GET', '/api/clubs').then(
      (r) => setClubs(r.clubs),
      (e) => setError(errorText(e)),
    );
  }, []);
  const create = async (e: Event) => {
    e.preventDefault();
    try {
      const club = await api<ClubAnswer>('POST', '/api/clubs', { name, description });
      navigate(`/clubs/${club.clubId}`);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <main id="main" class="page lobby">
      <h1>{lt('clubs.title')}</h1>
      <ErrorNote error={error} />
      <div class="lobby-grid">
        <section class="card" aria-labelledby="h-clubs">
          <h2 id="h-clubs" class="sr-only">
            {lt('clubs.title')}
          </h2>
          {!clubs ? (
            <Loading />
          ) : clubs.length === 0 ? (
            <p>{lt('clubs.none')}</p>
          ) : (
            <ul class="games">
              {clubs.map((c) => (
                <li class="game-row" key={c.clubId}>
                  <a class="game-link" href={`/clubs/${c.clubId}`}>
                    <span class="game-name">{c.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <form class="card" onSubmit={create} aria-labelledby="h-newclub">
          <h2 id="h-newclub">{lt('clubs.new')}</h2>
          <label for="club-name">{lt('clubs.name')}</label>
          <TextInput id="club-name" required minLength={2} maxLength={80} value={name} onValue={setName} />
          <label for="club-desc">{lt('clubs.description')}</label>
          <textarea
            id="club-desc"
            maxLength={2000}
            value={description}
            onInput={(e) => setDescription((e.target as HTMLTextAreaElement).value)}
          />
          <button type="submit">{lt('clubs.create')}</button>
        </form>
      </div>
    </main>
  );
};

export const RatingTable = ({ rows, caption }: { rows: ClubAnswer['ratings'][string]; caption: string }) => (
  <table class="league-table">
    <caption>{caption}</caption>
    <thead>
      <tr>
        <th scope="col">{lt('rating.rank')}</th>
        <th scope="col">{lt('rating.player')}</th>
        <th scope="col">{lt('rating.rating')}</th>
        <th scope="col">{lt('rating.rd')}</th>
        <th scope="col">{lt('rating.games')}</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.userId}>
          <td>{r.rank}</td>
          <td>{r.name}</td>
          <td>
            {r.rating}
            {r.provisional && <abbr title={lt('rating.provisional')}>?</abbr>}
          </td>
          <td>{r.rd}</td>
          <td>{r.games}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** /clubs/:id: members and their games, leagues, the rating lists; invitations and roles for those who run it. */
export const ClubPage = ({ id }: { id: string }) => {
  const me = useMe();
  const [club, setClub] = useState<ClubAnswer | null>(null);
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const load = () =>
    api<ClubAnswer>('GET', `/api/clubs/${encodeURIComponent(id)}`).then(setClub, (e) => setError(errorText(e)));
  useEffect(() => {
    load();
    getCatalog().then(setCatalog, () => undefined);
  }, [id]);
  const act = async (method: string, path: string, body: unknown = {}, then?: () => void) => {
    setError(null);
    try {
      // a change answers with the club page, a removal with { ok: true }
      const r = await api<ClubAnswer | { ok: true }>(method, path, body);
      if (then) then();
      else if ('clubId' in r) setClub(r);
      else load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  if (!club) return <LoadingPage error={error} />;
  const myRole = club.me.role as string | null;
  const runs = myRole === 'owner' || myRole === 'director';
  const tz = myTimeZone();
  const lang = getLang();
  const base = `/api/clubs/${encodeURIComponent(club.clubId)}`;
  return (
    <main id="main" class="page club-page">
      <h1>{club.name}</h1>
      {club.description && <p class="lead">{club.description}</p>}
      <ErrorNote error={error} />
      {!myRole && club.me.invited && (
        <section class="card">
          <p>{lt('club.youInvited')}</p>
          <span class="row-actions">
            <button type="button" onClick={() => act('POST', `${base}/join`)}>
              {lt('club.join')}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => act('POST', `${base}/decline`, {}, () => navigate('/clubs'))}
            >
              {lt('club.decline')}
            </button>
          </span>
        </section>
      )}
      <div class="lobby-grid">
        <div>
          <Card id="h-leagues" title={lt('club.leagues')}>
            {club.leagues.length === 0 ? (
              <p>{lt('club.noLeagues')}</p>
            ) : (
              <ul class="games">
                {club.leagues.map((l) => (
                  <li class="game-row" key={l.leagueId}>
                    <a class="game-link" href={`/leagues/${l.leagueId}`}>
                      <span class="game-name">{l.name}</span>
                      <span class="meta">
                        {gameTitle(catalog, l.game)} · {lt(`league.status.${l.status}` as LeagueKey)}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card id="h-members" title={lt('club.members')}>
            <ul class="games">
              {club.members.map((m) => (
                <li class="game-row" key={m.userId} data-member={m.name}>
                  <span class="game-link">
                    <span class="game-name">
                      {m.name} <span class="meta">({lt(`club.role.${m.role}` as LeagueKey)})</span>
                    </span>
                    <span class="meta">
                      {m.games.length ? lt('club.games', { n: m.games.length }) : lt('club.noGames')}
                      {m.games.map((g) => (
                        <span key={g.id} data-game={g.id}>
                          {' '}
                          ·{' '}
                          <a href={`/g/${g.id}`}>
                            {gameTitle(catalog, g.game)}
                            {g.opponent ? ` – ${g.opponent}` : ''}
                          </a>
                          {g.awaitingThem
                            ? ` (${lt('club.turn')}${g.deadline ? `, ${formatDue(g.deadline, tz, lang)}` : ''})`
                            : ''}
                        </span>
                      ))}
                    </span>
                  </span>
                  {me &&
                    m.userId !== me.userId &&
                    runs &&
                    m.role !== 'owner' &&
                    (myRole === 'owner' || m.role === 'member') && (
                      <span class="row-actions">
                        {myRole === 'owner' && (
                          <button
                            type="button"
                            class="secondary"
                            onClick={() =>
                              act('POST', `${base}/members/${m.userId}/role`, {
                                role: m.role === 'director' ? 'member' : 'director',
                              })
                            }
                          >
                            {m.role === 'director' ? lt('club.makeMember') : lt('club.makeDirector')}
                          </button>
                        )}
                        {myRole === 'owner' && (
                          <button
                            type="button"
                            class="secondary"
                            onClick={() =>
                              confirm(lt('club.confirm')) && act('POST', `${base}/transfer`, { userId: m.userId })
                            }
                          >
                            {lt('club.transfer')}
                          </button>
                        )}
                        <button
                          type="button"
                          class="danger"
                          onClick={() =>
                            confirm(lt('club.confirm')) && act('POST', `${base}/members/${m.userId}/remove`)
                          }
                        >
                          {lt('club.remove')}
                        </button>
                      </span>
                    )}
                </li>
              ))}
            </ul>
            {myRole && myRole !== 'owner' && (
              <p>
                <button
                  type="button"
                  class="danger"
                  onClick={() =>
                    confirm(lt('club.confirm')) && act('POST', `${base}/leave`, {}, () => navigate('/clubs'))
                  }
                >
                  {lt('club.leave')}
                </button>
              </p>
            )}
          </Card>
          {myRole && <ClubPacks clubId={club.clubId} runs={runs} catalog={catalog} />}
          <Card id="h-ratings" title={lt('club.ratings')}>
            {Object.keys(club.ratings).length === 0 ? (
              <p>{lt('club.noRatings')}</p>
            ) : (
              Object.entries(club.ratings).map(([game, rows]) => (
                <RatingTable key={game} rows={rows} caption={gameTitle(catalog, game)} />
              ))
            )}
          </Card>
        </div>
        <div>
          {runs && (
            <form
              class="card"
              aria-labelledby="h-invite"
              onSubmit={(e) => {
                e.preventDefault();
                act('POST', `${base}/invitations`, { email, role }, () => {
                  setEmail('');
                  load();
                });
              }}
            >
              <h2 id="h-invite">{lt('club.invite')}</h2>
              <label for="invite-email">Email</label>
              <TextInput id="invite-email" type="email" required value={email} onValue={setEmail} />
              {myRole === 'owner' && (
                <>
                  <label for="invite-role">{lt('club.inviteRole')}</label>
                  <select
                    id="invite-role"
                    value={role}
                    onChange={(e) => setRole((e.target as HTMLSelectElement).value)}
                  >
                    <option value="member">{lt('club.role.member')}</option>
                    <option value="director">{lt('club.role.director')}</option>
                  </select>
                </>
              )}
              <button type="submit">{lt('club.inviteSend')}</button>
              {club.invitations.length > 0 && (
                <>
                  <h3>{lt('club.invited')}</h3>
                  <ul>
                    {club.invitations.map((i) => (
                      <li key={i.email}>
                        {i.email} ({lt(`club.role.${i.role}` as LeagueKey)})
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </form>
          )}
          {runs && (
            <NewLeague clubId={club.clubId} catalog={catalog} onCreated={(l) => navigate(`/leagues/${l.leagueId}`)} />
          )}
        </div>
      </div>
      <p class="hint">{tx({ pl: 'Ranking: Glicko-2 dla każdej gry osobno.', en: 'Ratings: Glicko-2, per game.' })}</p>
    </main>
  );
};
