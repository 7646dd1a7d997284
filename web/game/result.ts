import type { Text } from '../../rules/core/text.js';
import { t, type Lang } from '../i18n.js';

/**
 * Result reasons as the modules and the platform write them ("nightfall: control",
 * "attrition: fifth-elimination", "marginal (vp:6)", "timeout"), word by word in the reader's
 * language; a word we do not know stays as it is rather than vanish.
 */
const WORDS: Record<string, Text> = {
  timeout: { en: 'time ran out', pl: 'upłynął czas' },
  resignation: { en: 'resignation', pl: 'poddanie' },
  adjudication: { en: 'adjudication', pl: 'rozstrzygnięcie sędziowskie' },
  adjudicated: { en: 'adjudicated', pl: 'rozstrzygnięta sędziowsko' },
  points: { en: 'points', pl: 'punkty' },
  nightfall: { en: 'nightfall', pl: 'zmierzch' },
  attrition: { en: 'attrition', pl: 'wyniszczenie' },
  control: { en: 'control', pl: 'kontrola' },
  eliminations: { en: 'eliminations', pl: 'eliminacje' },
  'fewer-reduced': { en: 'fewer reduced units', pl: 'mniej osłabionych jednostek' },
  'nation-order': { en: 'nation order', pl: 'kolejność nacji' },
  'fifth-elimination': { en: 'fifth unit eliminated', pl: 'piąta wyeliminowana jednostka' },
  'both-fifth-defender-wins': {
    en: 'both lost a fifth unit, the defender wins',
    pl: 'obie strony straciły piątą jednostkę, wygrywa obrońca',
  },
  strategic: { en: 'strategic victory', pl: 'zwycięstwo strategiczne' },
  operational: { en: 'operational victory', pl: 'zwycięstwo operacyjne' },
  marginal: { en: 'marginal victory', pl: 'zwycięstwo marginalne' },
  draw: { en: 'draw', pl: 'remis' },
};

export const reasonText = (reason: string, lang: Lang): string =>
  reason
    .replace(/\bvp:(-?\d+)/g, (_, n: string) => (lang === 'pl' ? `PZ ${n}` : `VP ${n}`))
    .replace(/[a-z]+(?:-[a-z]+)*/g, (w) => WORDS[w]?.[lang] ?? w);

/** "Winner: Red — nightfall: control" / "Zwycięzca: Czerwoni — zmierzch: kontrola" */
export const resultLine = (
  result: { winner: string | null; winners?: string[]; reason: string },
  sideName: (s: string) => string,
  lang: Lang,
): string => {
  const reason = reasonText(result.reason, lang);
  // v3: a team result names every winning side; old records have `winner` only
  const winners = result.winners ?? (result.winner ? [result.winner] : []);
  return winners.length
    ? t('game.winner', { side: winners.map(sideName).join(', '), reason }, lang)
    : t('game.draw', { reason }, lang);
};
