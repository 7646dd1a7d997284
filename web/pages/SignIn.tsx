import { useState } from 'preact/hooks';
import { api, ApiError, type LinkAnswer, type VerifyAnswer } from '../api.js';
import { getLang, t } from '../i18n.js';
import { navigate } from '../router.js';
import { loadMe } from '../session.js';
import { ErrorNote } from '../Notice.js';
import { TextInput } from '../fields.js';
import { errorText, useAction } from '../action.js';

const isLocal = (): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

export const SignIn = () => {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; local: boolean } | null>(null);
  const { busy, error, run } = useAction((err) =>
    err instanceof ApiError && err.status === 429 ? t('signin.rate') : errorText(err),
  );
  const submit = (e: Event) => {
    e.preventDefault();
    return run(async () => {
      // the page's language and the browser's zone become a new account's settings (changeable later)
      const timeZone = (() => {
        try {
          return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
        } catch {
          return undefined;
        }
      })();
      await api<LinkAnswer>('POST', '/api/auth/link', {
        email: email.trim(),
        lang: getLang(),
        ...(timeZone ? { timeZone } : {}),
      });
      const next = new URLSearchParams(location.search).get('next');
      // the link may open in another tab: remember where the player was going
      try {
        if (next?.startsWith('/') && !next.startsWith('//')) localStorage.setItem('signin-next', next);
      } catch {
        /* private mode */
      }
      setSent({ email: email.trim(), local: isLocal() });
    });
  };
  return (
    <main id="main" class="page narrow signin">
      <div class="hero" aria-hidden="true">
        <HeroMap />
      </div>
      {new URLSearchParams(location.search).get('deleted') === '1' && (
        <p role="status" id="account-deleted">
          {t('settings.deleted')}
        </p>
      )}
      <h1>{t('signin.title')}</h1>
      <p class="lead">{t('app.tagline')}</p>
      {sent ? (
        <div class="card" role="status">
          <p>{t('signin.sent', { email: sent.email })}</p>
          {sent.local && (
            <p>
              <a href="/dev/mail" data-native>
                {t('signin.devmail')}
              </a>
            </p>
          )}
          <button type="button" class="secondary" onClick={() => setSent(null)}>
            {t('signin.again')}
          </button>
        </div>
      ) : (
        <form class="card" onSubmit={submit}>
          <p>{t('signin.intro')}</p>
          <label for="email">{t('signin.email')}</label>
          <TextInput
            id="email"
            name="email"
            type="email"
            autocomplete="email"
            required
            value={email}
            onValue={setEmail}
          />
          <button type="submit" disabled={busy}>
            {t('signin.send')}
          </button>
          <ErrorNote error={error} />
        </form>
      )}
    </main>
  );
};

/** The link's page: a button posts the token, so mail scanners that open links do not use it up. */
export const Verify = () => {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const { busy, error, run } = useAction(
    (err) => (err instanceof ApiError && err.status < 500 ? t('verify.bad') : errorText(err)),
    { thenLeaves: true },
  );
  const go = () =>
    run(async () => {
      await api<VerifyAnswer>('POST', '/api/auth/verify', { token });
      await loadMe();
      let next: string | null = params.get('next');
      try {
        next ??= localStorage.getItem('signin-next');
        localStorage.removeItem('signin-next');
      } catch {
        /* private mode */
      }
      navigate(typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/', true);
    });
  return (
    <main id="main" class="page narrow signin">
      <h1>{t('verify.title')}</h1>
      <div class="card">
        {token ? (
          <>
            <p>{t('verify.intro')}</p>
            <button type="button" class="big" onClick={go} disabled={busy}>
              {t('verify.button')}
            </button>
          </>
        ) : (
          <p>{t('verify.missing')}</p>
        )}
        {error && (
          <p class="error" role="alert">
            {error} <a href="/signin">{t('signin.title')}</a>
          </p>
        )}
      </div>
    </main>
  );
};

/** A decorative strip of hexes for the sign-in page. */
const HeroMap = () => {
  const fills = ['#c9d8a7', '#b5c98c', '#8fb27a', '#d8cfa0', '#a9c5d8', '#c9d8a7', '#9bbf7f'];
  const hexes = [];
  for (let col = 0; col < 14; col++)
    for (let row = 0; row < 3; row++) {
      const x = 20 + col * 30,
        y = 18 + row * 34.6 + (col % 2 ? 17.3 : 0);
      const pts = [0, 1, 2, 3, 4, 5]
        .map((i) => `${x + 20 * Math.cos((i * Math.PI) / 3)},${y + 20 * Math.sin((i * Math.PI) / 3)}`)
        .join(' ');
      hexes.push(
        <polygon
          key={`${col}-${row}`}
          points={pts}
          fill={fills[(col * 3 + row * 5) % fills.length]}
          stroke="#6b6b4b"
          stroke-opacity="0.35"
        />,
      );
    }
  return (
    <svg viewBox="0 0 440 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      {hexes}
      <path d="M20 70 C 90 40, 160 100, 230 60 S 360 40, 440 80" stroke="#4a7fb0" stroke-width="5" fill="none" />
      <rect x="188" y="36" width="26" height="26" rx="3" fill="#b9463c" stroke="#1b1b1b" />
      <path d="M193 43h16v10h-16zM193 43l16 10M209 43l-16 10" stroke="#fff" fill="none" stroke-width="1.2" />
      <rect x="262" y="60" width="26" height="26" rx="3" fill="#3d6aa8" stroke="#1b1b1b" />
      <path d="M267 67h16v10h-16zM267 77l16-10" stroke="#fff" fill="none" stroke-width="1.2" />
    </svg>
  );
};
