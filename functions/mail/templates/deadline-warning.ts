import { formatLocal } from '../../clock/zoned.js';
import { compose, formatDuration, gameLink, type Envelope, type RenderedMail } from './layout.js';

export interface DeadlineWarningFacts {
  gameId: string;
  gameTitle: string;
  opponent: string;
  deadline: Date;
  now: Date;
  /** days left in the vacation bank that would stand in automatically; 0 or undefined: none */
  vacationDaysLeft?: number;
}

export const deadlineWarningMail = (env: Envelope, f: DeadlineWarningFacts): RenderedMail => {
  const link = gameLink(env.publicUrl, f.gameId);
  const left = formatDuration(f.deadline.getTime() - f.now.getTime(), env.lang);
  const at = formatLocal(f.deadline, env.timeZone, env.lang);
  const vac = f.vacationDaysLeft && f.vacationDaysLeft > 0 ? f.vacationDaysLeft : 0;
  return env.lang === 'pl'
    ? compose(env, `Kończy się czas: ${f.gameTitle} (zostało ${left})`, [
        `W partii „${f.gameTitle}” (przeciwnik: ${f.opponent}) zostało Ci ${left} — do ${at}.`,
        vac
          ? `Jeśli nie zdążysz, zacznie się automatycznie urlop z Twojej puli (zostało ${vac.toFixed(1)} dnia).`
          : 'Jeśli nie zdążysz, przeciwnik będzie mógł zgłosić wygraną na czas.',
        { link, label: 'Otwórz partię' },
      ])
    : compose(env, `Time is running out: ${f.gameTitle} (${left} left)`, [
        `In ${f.gameTitle} against ${f.opponent} you have ${left} left — until ${at}.`,
        vac
          ? `If you miss it, a vacation starts automatically from your bank (${vac.toFixed(1)} days left).`
          : 'If you miss it, your opponent may claim the game on time.',
        { link, label: 'Open the game' },
      ]);
};
