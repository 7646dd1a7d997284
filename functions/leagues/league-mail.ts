/**
 * League emails in Polish and English: the league starts, a round opens, the weekly results.
 * They go out through the notifier's Postman as kind 'league', so quiet hours hold them and the
 * player's "league emails" switch (and its one-click unsubscribe) stops them.
 */
import { compose, type Envelope, type RenderedMail } from '../mail/templates/layout.js';

export const leagueLink = (publicUrl: string, leagueId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/leagues/${encodeURIComponent(leagueId)}`;
export const clubLink = (publicUrl: string, clubId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/clubs/${encodeURIComponent(clubId)}`;

export interface MailGame {
  round: number;
  opponent: string;
  /** the recipient's side */
  side: string;
  url: string;
}

const gameLines = (games: MailGame[], lang: 'pl' | 'en') =>
  games.map((g) =>
    lang === 'pl'
      ? `Runda ${g.round}: z ${g.opponent}, grasz: ${g.side} — ${g.url}`
      : `Round ${g.round}: against ${g.opponent}, you play ${g.side} — ${g.url}`,
  );

export const leagueStartMail = (
  env: Envelope,
  f: { league: string; club: string; leagueId: string; games: MailGame[]; bye: boolean },
): RenderedMail => {
  const link = leagueLink(env.publicUrl, f.leagueId);
  return env.lang === 'pl'
    ? compose(env, `Liga „${f.league}” wystartowała`, [
        `Liga „${f.league}” klubu ${f.club} właśnie się zaczęła.`,
        f.games.length ? 'Twoje partie:' : 'W tej rundzie pauzujesz.',
        ...(f.games.length ? [{ list: gameLines(f.games, 'pl') }] : []),
        ...(f.bye && f.games.length ? ['W jednej z rund pauzujesz (wolny los).'] : []),
        { link, label: 'Tabela ligi' },
      ])
    : compose(env, `The league “${f.league}” has started`, [
        `The league “${f.league}” of ${f.club} has just started.`,
        f.games.length ? 'Your games:' : 'You sit this round out.',
        ...(f.games.length ? [{ list: gameLines(f.games, 'en') }] : []),
        ...(f.bye && f.games.length ? ['You have a bye in one round.'] : []),
        { link, label: 'League standings' },
      ]);
};

export const roundOpensMail = (
  env: Envelope,
  f: { league: string; leagueId: string; round: number; games: MailGame[]; bye: boolean },
): RenderedMail => {
  const link = leagueLink(env.publicUrl, f.leagueId);
  return env.lang === 'pl'
    ? compose(env, `„${f.league}”: runda ${f.round} otwarta`, [
        `W lidze „${f.league}” rozpoczęła się runda ${f.round}.`,
        ...(f.games.length ? [{ list: gameLines(f.games, 'pl') }] : []),
        ...(f.bye ? ['W tej rundzie pauzujesz (wolny los, punkt dla Ciebie).'] : []),
        { link, label: 'Tabela ligi' },
      ])
    : compose(env, `“${f.league}”: round ${f.round} is open`, [
        `Round ${f.round} of the league “${f.league}” has begun.`,
        ...(f.games.length ? [{ list: gameLines(f.games, 'en') }] : []),
        ...(f.bye ? ['You have a bye this round (it scores a point).'] : []),
        { link, label: 'League standings' },
      ]);
};

export interface DigestResult {
  a: string;
  b: string;
  /** '1–0', '½–½', '0–1' */
  score: string;
  reason: string;
}

export const weeklyDigestMail = (
  env: Envelope,
  f: {
    league: string;
    leagueId: string;
    results: DigestResult[];
    top: { place: number; name: string; score: number }[];
  },
): RenderedMail => {
  const link = leagueLink(env.publicUrl, f.leagueId);
  const results = f.results.map((r) => `${r.a} ${r.score} ${r.b}${r.reason ? ` (${r.reason})` : ''}`);
  const top = f.top.map((t) => `${t.place}. ${t.name} — ${String(t.score).replace('.5', '½')}`);
  return env.lang === 'pl'
    ? compose(env, `„${f.league}”: wyniki tygodnia`, [
        `Partie zakończone w tym tygodniu w lidze „${f.league}”:`,
        { list: results },
        'Czołówka tabeli:',
        { list: top },
        { link, label: 'Pełna tabela' },
      ])
    : compose(env, `“${f.league}”: this week's results`, [
        `Games finished this week in the league “${f.league}”:`,
        { list: results },
        'Top of the table:',
        { list: top },
        { link, label: 'Full standings' },
      ]);
};

export const clubInvitationMail = (
  env: Envelope,
  f: { club: string; clubId: string; inviter: string; role: string },
): RenderedMail => {
  const link = clubLink(env.publicUrl, f.clubId);
  return env.lang === 'pl'
    ? compose(env, `${f.inviter} zaprasza Cię do klubu ${f.club}`, [
        `${f.inviter} zaprasza Cię do klubu „${f.club}” w Rozkazie${f.role === 'director' ? ' jako dyrektora rozgrywek' : ''}.`,
        'Klub prowadzi ligi korespondencyjne i własną listę rankingową.',
        { link, label: 'Dołącz do klubu' },
      ])
    : compose(env, `${f.inviter} invites you to the club ${f.club}`, [
        `${f.inviter} invites you to the club “${f.club}” on Rozkaz${f.role === 'director' ? ' as a tournament director' : ''}.`,
        'The club runs correspondence leagues and keeps its own rating list.',
        { link, label: 'Join the club' },
      ]);
};
