import type { GameAnswer } from '../api.js';
import { t, type Lang } from '../i18n.js';
import { durationLeft, formatWhen, spanText } from '../time.js';

/** The clock part of the game answer (functions/clock/game-clock.ts `clockView`). */
export type ClockInfo = GameAnswer['clock'];

export const clockTerms = (c: NonNullable<ClockInfo['config']>, lang: Lang): string => {
  const terms =
    c.kind === 'none'
      ? t('clock.none', { per: spanText(c.perMoveMs, lang) }, lang)
      : t(
          'clock.fischer',
          { initial: spanText(c.initialMs, lang), inc: spanText(c.incrementMs, lang), cap: spanText(c.capMs, lang) },
          lang,
        );
  return c.vacation === false ? `${terms} · ${t('clock.noVacation', undefined, lang)}` : terms;
};

/** The side whose whole-turn time has run out and may be claimed against, or null (never the viewer). */
export const claimableAgainst = (
  clock: ClockInfo | undefined,
  flagged: string | null | undefined,
  mySide: string | null,
): string | null => {
  if (!mySide) return null;
  if (flagged && flagged !== mySide) return flagged;
  for (const [side, c] of Object.entries(clock?.sides ?? {}))
    if (side !== mySide && c.running && c.remainingMs <= 0) return side;
  return null;
};

/** Each side's time left (ticking while it runs), vacation, and the game's clock terms. */
export const Clocks = ({
  clock,
  sides,
  sideName,
  nameOf,
  lang,
  tz,
}: {
  clock: ClockInfo;
  sides: string[];
  sideName: (s: string) => string;
  nameOf: (s: string) => string;
  lang: Lang;
  tz: string;
}) => (
  <div class="clocks">
    <ul aria-label={t('clock.title')}>
      {sides.map((s) => {
        const c = clock.sides?.[s];
        if (!c) return null;
        const out = c.remainingMs <= 0;
        const who = nameOf(s);
        return (
          <li key={s} data-side={s} class={`clock${c.running ? ' running' : ''}${out ? ' out' : ''}`}>
            <span class="who">
              {sideName(s)}
              {who && who !== sideName(s) ? <span class="name"> · {who}</span> : null}
            </span>
            <span class="left">
              {c.running ? (
                <span class="tick" aria-label={t('clock.running')} role="img">
                  ▶
                </span>
              ) : null}
              {out ? t('clock.out') : durationLeft(c.remainingMs, lang)}
            </span>
            {c.away ? <span class="away">{t('clock.away', { until: formatWhen(c.away.until, tz, lang) })}</span> : null}
          </li>
        );
      })}
    </ul>
    {clock.config ? <p class="terms">{clockTerms(clock.config, lang)}</p> : null}
  </div>
);
