import { Hono } from 'hono';
import { escapeHtml } from '../../mail/templates/layout.js';
import type { MailKind } from '../../notify/kinds.js';
import { verifyUnsubscribe } from '../../notify/unsubscribe-token.js';
import { ClockItems } from '../../store/clock-items.js';
import type { Env, Services } from '../deps.js';
import { badInput } from '../errors.js';

const KIND_NAMES: Record<MailKind, { pl: string; en: string }> = {
  invitation: { pl: 'zaproszenia do gry', en: 'game invitations' },
  'your-turn': { pl: 'powiadomienia o Twoim ruchu', en: '“your move” notices' },
  'deadline-warning': { pl: 'ostrzeżenia o kończącym się czasie', en: 'deadline warnings' },
  'game-over': { pl: 'wiadomości o końcu partii', en: 'game-over notices' },
  digest: { pl: 'codzienne podsumowanie', en: 'the daily digest' },
  league: {
    pl: 'wiadomości ligowe (start, nowe rundy, tygodniowe wyniki)',
    en: 'league emails (start, new rounds, weekly results)',
  },
};

const page = (title: string, body: string) => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Georgia,serif;max-width:36em;margin:2em auto;padding:0 1em">${body}</body></html>
`;

/**
 * One-click unsubscribe for one kind of email. POST (RFC 8058: the mail client's one-click, or the
 * button on the page) turns the kind off; GET only shows the button, because mail scanners follow
 * links and must not unsubscribe anyone. The signed token is the proof: no session needed.
 */
export const unsubscribeRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  const items = new ClockItems(svc.deps.db);
  const claimOf = (token: string | undefined) => {
    const claim = token ? verifyUnsubscribe(svc.deps.config.signingKey, token) : null;
    if (!claim) throw badInput('the unsubscribe link is not valid', 'token', 'bad-token');
    return claim;
  };

  app.get('/', (c) => {
    const token = c.req.query('token');
    const claim = claimOf(token);
    const k = KIND_NAMES[claim.kind];
    return c.html(
      page(
        'Rozkaz',
        `<p>Rezygnujesz z: ${escapeHtml(k.pl)}. / You are turning off ${escapeHtml(k.en)}.</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(token!))}"><button type="submit">Wypisz mnie / Unsubscribe</button></form>`,
      ),
    );
  });

  app.post('/', async (c) => {
    const claim = claimOf(c.req.query('token'));
    await items.setNotify(claim.userId, claim.kind, false);
    const k = KIND_NAMES[claim.kind];
    if ((c.req.header('accept') ?? '').includes('application/json')) return c.json({ unsubscribed: claim.kind });
    return c.html(
      page(
        'Rozkaz',
        `<p>Gotowe: nie wyślemy już — ${escapeHtml(k.pl)}. / Done: no more ${escapeHtml(k.en)}.</p><p>Możesz to zmienić w profilu. / You can change this in your profile.</p>`,
      ),
    );
  });
  return app;
};
