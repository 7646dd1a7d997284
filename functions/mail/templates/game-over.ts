import { compose, gameLink, type Envelope, type RenderedMail } from './layout.js';

export interface GameOverFacts {
  gameId: string;
  gameTitle: string;
  opponent: string;
  outcome: 'won' | 'lost' | 'draw';
  /** how it ended, in the recipient's language (see reasonText) */
  reason: string;
}

const HEAD = {
  pl: { won: 'Wygrana', lost: 'Przegrana', draw: 'Remis' },
  en: { won: 'You won', lost: 'You lost', draw: 'A draw' },
} as const;

/** the platform's own ways a game ends; a module's reasons pass through as they are */
export const reasonText = (reason: string, lang: 'pl' | 'en'): string => {
  const known: Record<string, { pl: string; en: string }> = {
    resigned: { pl: 'poddanie', en: 'resignation' },
    'timeout-claimed': {
      pl: 'przekroczenie czasu (zgłoszone przez przeciwnika)',
      en: 'time forfeit (claimed by the opponent)',
    },
    adjudicated: {
      pl: 'rozstrzygnięcie po przekroczeniu czasu i dniu karencji',
      en: 'adjudication after a time forfeit and a day of grace',
    },
  };
  return known[reason]?.[lang] ?? reason;
};

export const gameOverMail = (env: Envelope, f: GameOverFacts): RenderedMail => {
  const link = gameLink(env.publicUrl, f.gameId);
  const head = HEAD[env.lang][f.outcome];
  return env.lang === 'pl'
    ? compose(env, `Koniec partii: ${f.gameTitle} — ${head}`, [
        `Partia „${f.gameTitle}” (przeciwnik: ${f.opponent}) dobiegła końca. ${head} (${f.reason}).`,
        'Pełny zapis z wszystkimi rzutami i ziarnem kości możesz pobrać ze strony partii.',
        { link, label: 'Zobacz partię' },
      ])
    : compose(env, `Game over: ${f.gameTitle} — ${head}`, [
        `Your game of ${f.gameTitle} against ${f.opponent} has ended. ${head} (${f.reason}).`,
        'The full record with every roll and the dice seed can be downloaded from the game page.',
        { link, label: 'View the game' },
      ]);
};
