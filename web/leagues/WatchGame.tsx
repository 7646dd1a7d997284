import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type WatchedGameAnswer } from '../api.js';
import { Board } from '../board/Board.js';
import { useBoard } from '../board/useBoard.js';
import { getLang, tx } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatDue } from '../time.js';
import { lt } from './strings.js';
import { LoadingPage } from '../Notice.js';

/** /leagues/:id/games/:gameId: a club member watches a league game they do not play (the spectator's view, read only). */
export const WatchGame = ({ leagueId, gameId }: { leagueId: string; gameId: string }) => {
  const [g, setG] = useState<WatchedGameAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const board = useBoard(g ? { game: g.game, key: g.boardKey, from: gameId } : null, g?.view.board);
  useEffect(() => {
    const load = () =>
      api<WatchedGameAnswer>(
        'GET',
        `/api/leagues/${encodeURIComponent(leagueId)}/games/${encodeURIComponent(gameId)}`,
      ).then(setG, (e) => setError(e instanceof ApiError ? e.message : String(e)));
    load();
    const timer = setInterval(load, 60_000);
    return () => clearInterval(timer);
  }, [leagueId, gameId]);
  if (!g || !board) return <LoadingPage error={error} />;
  const lang = getLang();
  const sides = Object.keys(g.seats);
  const name = (s: string) => g.seats[s]?.name ?? s;
  const status =
    g.lifecycle === 'over'
      ? `${lt('league.over')}${g.result?.winner ? ` — ${name(g.result.winner)}` : ''}`
      : [
          g.awaiting.length ? lt('league.toMove', { name: g.awaiting.map(name).join(', ') }) : '',
          g.deadline ? lt('league.due', { due: formatDue(g.deadline.at, myTimeZone(), lang) }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <main id="main" class="page watch-game">
      <p class="meta">
        <a href={`/leagues/${encodeURIComponent(leagueId)}`}>{g.league.name}</a>
        {g.league.round ? ` · ${lt('league.round', { n: g.league.round })}` : ''}
      </p>
      <h1>{sides.map(name).join(' – ')}</h1>
      <p class="lead">
        {tx(g.title)} · <span data-status>{status}</span>
      </p>
      <div class="board-area" style="height: 70vh; border-radius: 10px; overflow: hidden">
        <div class="board-wrap">
          <Board board={board} sides={sides} lang={lang} sideName={name} />
        </div>
      </div>
    </main>
  );
};
