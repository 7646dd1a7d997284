import { useEffect, useState } from 'preact/hooks';
import { packNote } from '../pages/PackChoice.js';
import { api, ApiError, type CatalogGame, type ClubAnswer, type LeaguePage as League } from '../api.js';
import { getCatalog } from '../catalog.js';
import { OptionsShown } from '../options/OptionsShown.js';
import { getLang, tx } from '../i18n.js';
import { myTimeZone, useMe } from '../session.js';
import { formatDue } from '../time.js';
import { EditLeague } from './EditLeague.js';
import { lt, points, type LeagueKey } from './strings.js';
import { Card } from '../Card.js';
import { ErrorNote, LoadingPage } from '../Notice.js';

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String((e as Error)?.message ?? e));
const resultText = (g: League['games'][number]): string => {
  if (!g.result) return '';
  const w = g.result.winner;
  return w === null ? '½–½' : w === g.a.side ? '1–0' : '0–1';
};

/** /leagues/:id: standings, crosstable, every game with its status and link; entering, withdrawing and the director's controls. */
export const LeaguePage = ({ id }: { id: string }) => {
  const me = useMe();
  const [league, setLeague] = useState<League | null>(null);
  const [members, setMembers] = useState<ClubAnswer['members']>([]);
  const [pick, setPick] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  useEffect(() => {
    getCatalog().then(setCatalog, () => undefined);
  }, []);
  const load = () =>
    api<League>('GET', `/api/leagues/${encodeURIComponent(id)}`).then(setLeague, (e) => setError(errorText(e)));
  useEffect(() => {
    load();
    const timer = setInterval(load, 60_000);
    return () => clearInterval(timer);
  }, [id]);
  useEffect(() => {
    if (league?.me.canManage && league.status === 'entry')
      api<ClubAnswer>('GET', `/api/clubs/${encodeURIComponent(league.club.clubId)}`).then(
        (c) => setMembers(c.members),
        () => undefined,
      );
  }, [league?.leagueId, league?.status]);
  const act = async (path: string, body: unknown = {}) => {
    setError(null);
    try {
      setLeague(await api<League>('POST', `/api/leagues/${encodeURIComponent(id)}${path}`, body));
    } catch (e) {
      setError(errorText(e));
    }
  };
  if (!league) return <LoadingPage error={error} />;

  const tz = myTimeZone();
  const lang = getLang();
  const names = new Map<string, string>(league.entries.map((e) => [e.userId, e.name]));
  const f = league.format;
  const formatText =
    f.kind === 'swiss'
      ? `${lt('league.format.swiss')}, ${f.rounds}`
      : `${lt(f.double ? 'league.format.rr2' : 'league.format.rr')}, ${f.schedule === 'rounds' ? lt('league.schedule.rounds', { days: f.roundDays ?? 7 }) : lt('league.schedule.all')}`;
  const notEntered = members.filter((m) => !league.entries.some((e) => e.userId === m.userId));
  // my own games open on the game page; the others in the read-only spectator view
  const gameHref = (gameId: string) => {
    const g = league.games.find((x) => x.gameId === gameId);
    const mine = !!me && !!g && (g.a.userId === me.userId || g.b.userId === me.userId);
    return mine ? `/g/${gameId}` : `/leagues/${encodeURIComponent(league.leagueId)}/games/${gameId}`;
  };
  const rounds: number[] = [...new Set<number>(league.games.map((g) => g.round))].sort((a, b) => a - b);

  return (
    <main id="main" class="page league-page">
      <p class="meta">
        <a href={`/clubs/${league.club.clubId}`}>{lt('league.club', { name: league.club.name })}</a>
      </p>
      <h1>{league.name}</h1>
      <p class="lead">
        {tx(league.gameTitle)} — {tx(league.scenarioTitle)} · {formatText} ·{' '}
        {league.rated ? lt('league.ratedYes') : lt('league.ratedNo')} ·{' '}
        {league.pack && (
          <>
            <span class="pack-note">{packNote(league.pack)}</span> ·{' '}
          </>
        )}
        <strong data-status={league.status}>{lt(`league.status.${league.status}` as LeagueKey)}</strong>
        {league.status === 'entry' && (
          <> · {lt('league.deadlineAt', { due: formatDue(league.entryDeadline, tz, lang) })}</>
        )}
      </p>
      <p class="meta">
        <OptionsShown game={catalog.find((g) => g.id === league.game)} options={league.options} />
      </p>
      <ErrorNote error={error} />
      <p class="row-actions">
        {league.me.canEnter && (
          <button type="button" onClick={() => act('/entries')}>
            {lt('league.enter')}
          </button>
        )}
        {league.me.canWithdraw && (
          <button type="button" class="danger" onClick={() => confirm(lt('club.confirm')) && act('/withdraw')}>
            {lt('league.withdraw')}
          </button>
        )}
        {league.me.canStart && (
          <button type="button" onClick={() => act('/start')}>
            {lt('league.start')}
          </button>
        )}
        {(league.me.editable ?? []).length > 0 && !editing && (
          <button type="button" class="secondary" id="edit-league" onClick={() => setEditing(true)}>
            {lt('edit.open')}
          </button>
        )}
      </p>
      {editing && <EditLeague league={league} onChange={setLeague} onClose={() => setEditing(false)} />}
      {league.me.canManage && league.status === 'entry' && notEntered.length > 0 && (
        <form
          class="row-actions"
          onSubmit={(e) => {
            e.preventDefault();
            if (pick) act('/entries', { userId: pick });
          }}
        >
          <label for="lg-pick" class="sr-only">
            {lt('league.enterPlayer')}
          </label>
          <select
            id="lg-pick"
            value={pick}
            onChange={(e) => setPick((e.target as HTMLSelectElement).value)}
            style="max-width: 240px"
          >
            <option value="">—</option>
            {notEntered.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </select>
          <button type="submit" class="secondary">
            {lt('league.enterPlayer')}
          </button>
        </form>
      )}

      {league.status === 'entry' ? (
        <Card id="h-entries" title={lt('league.entries')}>
          {league.entries.length === 0 ? (
            <p>{lt('league.noEntries')}</p>
          ) : (
            <ol>
              {league.entries.map((e) => (
                <li key={e.userId}>
                  {e.name}
                  {league.me.canManage && e.userId !== me?.userId && (
                    <button type="button" class="link" onClick={() => act('/withdraw', { userId: e.userId })}>
                      {lt('league.withdraw')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Card>
      ) : (
        <>
          <Card id="h-standings" title={lt('league.standings')}>
            {/* a wide table scrolls on a phone: the region takes focus so the keyboard can scroll it too */}
            <div style="overflow-x:auto" tabIndex={0} role="region" aria-labelledby="h-standings">
              <table class="league-table standings">
                <thead>
                  <tr>
                    <th scope="col">{lt('league.place')}</th>
                    <th scope="col">{lt('league.player')}</th>
                    <th scope="col">{lt('league.points')}</th>
                    <th scope="col">{lt('league.played')}</th>
                    <th scope="col">{lt('league.sb')}</th>
                    <th scope="col">{lt('league.h2h')}</th>
                    <th scope="col">{lt('league.wins')}</th>
                  </tr>
                </thead>
                <tbody>
                  {league.standings.map((r) => (
                    <tr key={r.player} data-player={r.name}>
                      <td>{r.shared ? `${r.place}=` : r.place}</td>
                      <td>
                        {r.name}
                        {r.withdrawn && <span class="meta"> ({lt('league.withdrawn')})</span>}
                      </td>
                      <td>
                        <strong>{points(r.score)}</strong>
                      </td>
                      <td>{r.played}</td>
                      <td>{points(r.sonnebornBerger)}</td>
                      <td>{r.headToHead === null ? '' : points(r.headToHead)}</td>
                      <td>{r.wins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card id="h-cross" title={lt('league.crosstable')}>
            <div style="overflow-x:auto" tabIndex={0} role="region" aria-labelledby="h-cross">
              <table class="league-table crosstable">
                <thead>
                  <tr>
                    <th scope="col">{lt('league.player')}</th>
                    {league.crosstable.players.map((p, j) => (
                      <th scope="col" key={p.userId} title={p.name}>
                        {j + 1}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {league.crosstable.players.map((p, i) => (
                    <tr key={p.userId}>
                      <th scope="row">
                        {i + 1}. {p.name}
                      </th>
                      {league.crosstable.cells[i].map((cell, j) => (
                        <td key={j} class={i === j ? 'diag' : ''}>
                          {cell.map((c, k) =>
                            c.gameId ? (
                              <a key={k} href={gameHref(c.gameId)} title={lt('league.round', { n: c.round ?? '' })}>
                                {c.mark}
                              </a>
                            ) : (
                              <span key={k}>{c.mark}</span>
                            ),
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card id="h-games" title={lt('league.games')}>
            {rounds.map((r) => (
              <div key={r}>
                <h3>{lt('league.round', { n: r })}</h3>
                <ul class="games">
                  {league.games
                    .filter((g) => g.round === r)
                    .map((g) => (
                      <li class="game-row" key={g.gameId} data-game={g.gameId}>
                        {g.lifecycle === 'scheduled' ? (
                          <span class="game-link">
                            <span class="game-name">
                              {g.a.name} – {g.b.name}
                            </span>
                            <span class="meta">{lt('league.scheduled')}</span>
                          </span>
                        ) : (
                          <a class="game-link" href={gameHref(g.gameId)}>
                            <span class="game-name">
                              {g.a.name} – {g.b.name} {resultText(g)}
                            </span>
                            <span class="meta">
                              {g.lifecycle === 'over' || g.lifecycle === 'cancelled'
                                ? lt('league.over')
                                : [
                                    g.awaiting.length
                                      ? lt('league.toMove', {
                                          name: g.awaiting.map((u: string) => names.get(u) ?? '?').join(', '),
                                        })
                                      : '',
                                    g.deadline ? lt('league.due', { due: formatDue(g.deadline, tz, lang) }) : '',
                                  ]
                                    .filter(Boolean)
                                    .join(' · ')}
                            </span>
                          </a>
                        )}
                      </li>
                    ))}
                </ul>
                {league.byes
                  .filter((b) => b.round === r)
                  .map((b) => (
                    <p class="meta" key={b.player}>
                      {lt('league.bye', { name: b.name })}
                    </p>
                  ))}
              </div>
            ))}
          </Card>
        </>
      )}
    </main>
  );
};
