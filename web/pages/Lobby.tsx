import { useEffect, useState } from 'preact/hooks';
import {
  api,
  ApiError,
  awaitsMe,
  deadlineOf,
  isOver,
  playerList,
  resultOf,
  type CatalogGame,
  type GameSummary,
  type LobbyAnswer,
  type OpenGamesAnswer,
} from '../api.js';
import { gameTitle, getCatalog, sideLabel } from '../catalog.js';
import { getLang, t, tx } from '../i18n.js';
import { navigate } from '../router.js';
import { myTimeZone } from '../session.js';
import { formatDue, timeLeft } from '../time.js';
import { resultLine } from '../game/result.js';
import { NewGame } from './NewGame.js';
import { OptionsShown } from '../options/OptionsShown.js';
import { Card } from '../Card.js';
import { ErrorNote, Loading } from '../Notice.js';

export const Lobby = () => {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [open, setOpen] = useState<OpenGamesAnswer['games']>([]);
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    try {
      const [mine, opens, cat] = await Promise.all([
        api<LobbyAnswer>('GET', '/api/games'),
        api<OpenGamesAnswer>('GET', '/api/games/open').catch(() => ({ games: [] })),
        getCatalog().catch(() => []),
      ]);
      setGames(mine.games);
      setOpen(opens.games);
      setCatalog(cat);
    } catch (e) {
      setError(String((e as Error).message));
    }
  };
  useEffect(() => {
    load();
    const timer = setInterval(load, 60_000);
    return () => clearInterval(timer);
  }, []);

  const act = async (path: string, then?: string) => {
    try {
      await api('POST', path, {});
      if (then) navigate(then);
      else load();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  const invited = (games ?? []).filter((g) => g.role === 'invited' && g.lifecycle === 'invited');
  const rest = (games ?? []).filter((g) => !invited.includes(g));
  const mine = rest
    .filter((g) => awaitsMe(g))
    .sort((a, b) => (deadlineOf(a)?.at ?? '~').localeCompare(deadlineOf(b)?.at ?? '~'));
  const waiting = rest.filter((g) => !awaitsMe(g) && !isOver(g));
  const finished = rest.filter((g) => isOver(g));
  const cat = (id: string) => catalog.find((c) => c.id === id);
  const scenarioTitle = (g: GameSummary) =>
    tx(cat(g.game)?.scenarios.find((s) => s.id === g.scenario)?.title) || g.scenario || '';
  const opponent = (g: GameSummary) => {
    const other = playerList(g).filter((p) => p.side !== g.mySide);
    return other.map((p) => p.name ?? t('lobby.openSeat')).join(', ') || t('lobby.openSeat');
  };
  const tz = myTimeZone();
  const lang = getLang();

  const Row = ({
    g,
    variants,
    children,
  }: {
    g: GameSummary;
    variants?: boolean;
    children?: preact.ComponentChildren;
  }) => (
    <li class="game-row">
      <a href={`/g/${g.id}`} class="game-link">
        <span class="game-name">{gameTitle(catalog, g.game)}</span>
        <span class="scenario">{scenarioTitle(g)}</span>
        {variants && <OptionsShown game={cat(g.game)} options={g.options} class="meta" />}
        <span class="meta">
          {g.mySide ? sideLabel(cat(g.game), g.mySide) + ' · ' : ''}
          {t('lobby.vs', { name: opponent(g) })}
          {g.lifecycle === 'active' && g.phaseLabel ? ` · ${tx(g.phaseLabel)}` : ''}
        </span>
        {g.league && <span class="meta league-mark">{t('lobby.league', { round: g.league.round })}</span>}
        {'practice' in g && g.practice && <span class="meta practice-mark">{t('lobby.practice')}</span>}
      </a>
      {children}
    </li>
  );

  if (error && !games)
    return (
      <main id="main" class="page">
        <p class="error" role="alert">
          {t('common.error', { msg: error })}
        </p>
      </main>
    );
  return (
    <main id="main" class="page lobby">
      <h1>{t('lobby.title')}</h1>
      <ErrorNote error={error} />
      {!games ? (
        <Loading />
      ) : (
        <div class="lobby-grid">
          <div>
            {invited.length > 0 && (
              <Card id="h-inv" title={t('lobby.invitations')}>
                <ul class="games">
                  {invited.map((g) => (
                    <Row key={g.id} g={g} variants>
                      <span class="row-actions">
                        <button type="button" onClick={() => act(`/api/games/${g.id}/join`, `/g/${g.id}`)}>
                          {t('lobby.accept')}
                        </button>
                        <button type="button" class="secondary" onClick={() => act(`/api/games/${g.id}/decline`)}>
                          {t('lobby.decline')}
                        </button>
                      </span>
                    </Row>
                  ))}
                </ul>
              </Card>
            )}
            <Card id="h-turn" title={t('lobby.yourTurn')}>
              {mine.length === 0 && waiting.length === 0 && finished.length === 0 && <p>{t('lobby.empty')}</p>}
              {mine.length === 0 && waiting.length > 0 && <p class="hint">{t('lobby.nothingAwaits')}</p>}
              <ul class="games">
                {mine.map((g) => {
                  const d = deadlineOf(g);
                  return (
                    <Row key={g.id} g={g}>
                      <span class="due urgent">
                        {d
                          ? t('lobby.timeLeft', { left: timeLeft(d.at), due: formatDue(d.at, tz, lang) })
                          : t('lobby.yourTurn')}
                      </span>
                    </Row>
                  );
                })}
              </ul>
              {waiting.length > 0 && (
                <>
                  <h3>{t('lobby.waiting')}</h3>
                  <ul class="games">
                    {waiting.map((g) => {
                      const d = deadlineOf(g);
                      return (
                        <Row key={g.id} g={g}>
                          <span class="due">{d ? t('lobby.due', { due: formatDue(d.at, tz, lang) }) : ''}</span>
                        </Row>
                      );
                    })}
                  </ul>
                </>
              )}
            </Card>
            {finished.length > 0 && (
              <Card id="h-fin" title={t('lobby.finished')}>
                <ul class="games">
                  {finished.map((g) => {
                    const r = resultOf(g);
                    return (
                      <Row key={g.id} g={g}>
                        <span class="result">
                          {r
                            ? t('lobby.result', {
                                result: resultLine(r, (side) => sideLabel(cat(g.game), side), getLang()),
                              })
                            : ''}
                        </span>
                      </Row>
                    );
                  })}
                </ul>
              </Card>
            )}
            <Card id="h-open" title={t('lobby.open')}>
              {open.length === 0 ? (
                <p>{t('lobby.noOpen')}</p>
              ) : (
                <ul class="games">
                  {open.map((g) => {
                    const seat = g.freeSides[0] ?? '';
                    const host = playerList(g).find((p) => p.name)?.name ?? '';
                    return (
                      <li key={g.id} class="game-row">
                        <span class="game-link">
                          <span class="game-name">{gameTitle(catalog, g.game)}</span>
                          <span class="scenario">{scenarioTitle(g)}</span>
                          <OptionsShown game={cat(g.game)} options={g.options} class="meta" />
                          <span class="meta">
                            {t('lobby.openBy', { name: host, side: sideLabel(cat(g.game), seat) })}
                          </span>
                        </span>
                        {g.mine ? (
                          <a href={`/g/${g.id}`}>{t('game.title')}</a>
                        ) : (
                          <button type="button" onClick={() => act(`/api/games/${g.id}/join`, `/g/${g.id}`)}>
                            {t('lobby.join')}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
            {catalog.length > 0 && (
              <Card id="h-how" title={t('how.title')}>
                <ul class="how-links">
                  {catalog.map((g) => (
                    <li key={g.id}>
                      <a href={`/how/${g.id}`}>{tx(g.title)}</a>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </div>
          <NewGame catalog={catalog} />
        </div>
      )}
    </main>
  );
};
