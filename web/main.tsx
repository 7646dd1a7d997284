import './style.css';
import { type ComponentChildren, render } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { useEffect, useState } from 'preact/hooks';
import { api } from './api.js';
import { detectLang, getLang, onLang, setLang, t, type Lang } from './i18n.js';
import { match, navigate, onLinkClick, useLocation } from './router.js';
import { loadMe, setMe, useMe } from './session.js';
import { chooseLang, storedLang } from './lang.js';
import { SignIn, Verify } from './pages/SignIn.js';
import { Lobby } from './pages/Lobby.js';
import { Settings } from './pages/Settings.js';
import { lt } from './leagues/strings.js';

// The game page (board renderer, composer, log) is its own chunk: sign-in and lobby load without it.
const Game = lazy(() => import('./pages/Game.js').then((m) => ({ default: m.Game })));
// Clubs and leagues (web/leagues/) are a chunk of their own too.
// How to play (web/pages/HowToPlay.tsx): public, its own small chunk.
const HowToPlay = lazy(() => import('./pages/HowToPlay.js').then((m) => ({ default: m.HowToPlay })));
const LeaguesRoute = lazy(() => import('./leagues/index.js').then((m) => ({ default: m.LeaguesRoute })));

const useLangState = (): Lang => {
  const [lang, set] = useState(getLang());
  useEffect(() => onLang(() => set(getLang())), []);
  return lang;
};

/** The header's switch also tells the server, so emails and the log follow the choice. */
const switchLang = (l: Lang, signedIn: boolean) => {
  chooseLang(l);
  if (signedIn) api('PUT', '/api/me', { lang: l }).catch(() => undefined);
};

const Header = ({ lang, compact }: { lang: Lang; compact?: boolean }) => {
  const me = useMe();
  const signOut = async () => {
    await api('POST', '/api/auth/logout', {}).catch(() => undefined);
    setMe(null);
    navigate('/signin');
  };
  return (
    <header class={compact ? 'top compact' : 'top'}>
      <a class="brand" href="/" aria-label={t('app.name')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <polygon points="6,2 18,2 24,12 18,22 6,22 0,12" fill="#c8a24a" />
          <path d="M7 12h10M12 7v10" stroke="#2a2216" stroke-width="2.4" />
        </svg>
        <span>{t('app.name')}</span>
      </a>
      <nav aria-label={t('nav.main')}>
        {me && <a href="/">{t('nav.lobby')}</a>}
        {me && <a href="/clubs">{lt('nav.clubs')}</a>}
        {me && <a href="/settings">{t('nav.settings')}</a>}
        <label class="lang">
          <span class="sr-only">{t('nav.language')}</span>
          <select
            value={lang}
            onChange={(e) => switchLang((e.target as HTMLSelectElement).value as Lang, !!me)}
            aria-label={t('nav.language')}
          >
            <option value="pl">PL</option>
            <option value="en">EN</option>
          </select>
        </label>
        {me && (
          <button type="button" class="link" onClick={signOut}>
            {t('nav.signout')}
          </button>
        )}
      </nav>
    </header>
  );
};

export const Loading = () => (
  <p class="loading" role="status">
    {t('common.loading')}
  </p>
);

/** A page whose code is its own chunk, loaded on the first visit: "Loading…" until it has come. */
const LazyPage = ({ children }: { children: ComponentChildren }) => (
  <Suspense
    fallback={
      <main id="main">
        <Loading />
      </main>
    }
  >
    {children}
  </Suspense>
);

const NotFound = () => (
  <main id="main" class="page narrow">
    <h1>{t('notfound.title')}</h1>
    <p>
      <a href="/">{t('notfound.back')}</a>
    </p>
  </main>
);

const App = () => {
  const lang = useLangState();
  const loc = useLocation();
  const me = useMe();
  const [error, setError] = useState<string | null>(null);
  const pathname = loc.split('?')[0];
  useEffect(() => {
    loadMe()
      .then((m) => {
        if (m?.lang && !storedLang()) {
          setLang(m.lang);
          document.documentElement.lang = m.lang;
        }
      })
      .catch((e) => setError(String(e?.message ?? e)));
  }, []);
  const isSignIn = pathname === '/signin';
  const how = match('/how/:game', pathname);
  useEffect(() => {
    if (me === null && !isSignIn && !how) navigate(`/signin?next=${encodeURIComponent(loc)}`, true);
  }, [me, isSignIn, !how]);
  const game = match('/g/:id', pathname);
  const club = match('/clubs/:id', pathname),
    league = match('/leagues/:id', pathname),
    watch = match('/leagues/:id/games/:gameId', pathname);
  const leaguePath =
    pathname === '/clubs'
      ? ({ kind: 'clubs' } as const)
      : club
        ? ({ kind: 'club', id: club.id } as const)
        : league
          ? ({ kind: 'league', id: league.id } as const)
          : watch
            ? ({ kind: 'watch', id: watch.id, gameId: watch.gameId } as const)
            : null;
  let page: preact.JSX.Element;
  if (error && me === undefined)
    page = (
      <main id="main" class="page narrow">
        <p role="alert">{t('common.offline')}</p>
        <button type="button" onClick={() => location.reload()}>
          {t('common.retry')}
        </button>
      </main>
    );
  else if (how)
    page = (
      <LazyPage>
        <HowToPlay game={how.game} key={how.game} />
      </LazyPage>
    );
  else if (isSignIn) page = new URLSearchParams(loc.split('?')[1] ?? '').get('token') ? <Verify /> : <SignIn />;
  else if (me === undefined || me === null)
    page = (
      <main id="main" class="page narrow">
        <Loading />
      </main>
    );
  else if (pathname === '/') page = <Lobby />;
  else if (pathname === '/settings') page = <Settings />;
  else if (game)
    page = (
      <LazyPage>
        <Game id={game.id} key={game.id} />
      </LazyPage>
    );
  else if (leaguePath)
    page = (
      <LazyPage>
        <LeaguesRoute path={leaguePath} />
      </LazyPage>
    );
  else page = <NotFound />;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: one delegated handler routes clicks on in-app links; the links themselves take the keyboard
    <div class={game ? 'app app-game' : 'app'} onClick={onLinkClick}>
      <a class="skip" href="#main" data-native>
        {t('app.skip')}
      </a>
      <Header lang={lang} compact={!!game} />
      {page}
    </div>
  );
};

setLang(detectLang(navigator, storedLang()));
document.documentElement.lang = getLang();
render(<App />, document.getElementById('app')!);
