import { formatLocal } from '../../clock/zoned.js';
import { compose, formatDuration, gameLink, plPlural, type Envelope, type RenderedMail } from './layout.js';

export interface DigestGame {
  gameId: string;
  gameTitle: string;
  opponent: string;
  /** null: no running deadline (listed last) */
  deadline: Date | null;
}

export interface DigestFacts {
  games: DigestGame[];
  now: Date;
}

/** every game awaiting the player, the least time left first */
export const digestMail = (env: Envelope, f: DigestFacts): RenderedMail => {
  const pl = env.lang === 'pl';
  const games = [...f.games].sort(
    (a, b) =>
      (a.deadline?.getTime() ?? Infinity) - (b.deadline?.getTime() ?? Infinity) || a.gameId.localeCompare(b.gameId),
  );
  const line = (g: DigestGame): string => {
    const when = g.deadline
      ? pl
        ? `zostało ${formatDuration(g.deadline.getTime() - f.now.getTime(), 'pl')} (do ${formatLocal(g.deadline, env.timeZone, 'pl')})`
        : `${formatDuration(g.deadline.getTime() - f.now.getTime(), 'en')} left (until ${formatLocal(g.deadline, env.timeZone, 'en')})`
      : pl
        ? 'bez limitu czasu'
        : 'no time limit';
    return `${g.gameTitle} — ${g.opponent}: ${when} — ${gameLink(env.publicUrl, g.gameId)}`;
  };
  const subject = pl
    ? `Rozkaz: Twój ruch w ${games.length} ${plPlural(games.length, 'partii', 'partiach', 'partiach')}`
    : `Rozkaz: ${games.length} ${games.length === 1 ? 'game awaits' : 'games await'} you`;
  return compose(env, subject, [
    pl
      ? 'Partie, w których teraz Twój ruch (najpilniejsze pierwsze):'
      : 'Games where it is your move now (most urgent first):',
    { list: games.map(line) },
    { link: `${env.publicUrl.replace(/\/+$/, '')}/`, label: pl ? 'Moje partie' : 'My games' },
  ]);
};
