import { t, type Lang } from './i18n.js';

/** Deadlines are stored in UTC and shown in the viewer's own time zone. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export const validTimeZone = (tz: string | undefined): string => {
  if (!tz) return browserTimeZone();
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return browserTimeZone();
  }
};

/** `d` at its hour and minute in the zone `tz`, as `lang` writes it, with the date parts `date` */
const inZone = (d: Date, tz: string, lang: Lang, date: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    ...date,
    hour: '2-digit',
    minute: '2-digit',
    timeZone: validTimeZone(tz),
  }).format(d);

/** "Tue 18:00" within the coming week, otherwise "Tue 3 Dec 18:00". */
export const formatDue = (iso: string, tz: string, lang: Lang, now: Date = new Date()): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const soon = d.getTime() - now.getTime() < 6 * 86_400_000 && d.getTime() > now.getTime() - 86_400_000;
  const date: Intl.DateTimeFormatOptions = soon
    ? { weekday: 'short' }
    : { weekday: 'short', day: 'numeric', month: 'short' };
  return inZone(d, tz, lang, date).replace(',', '');
};

/** "2 d 4 h", "3 h 20 min", "12 min", or "overdue". */
export const timeLeft = (iso: string, now: Date = new Date(), lang?: Lang): string =>
  durationLeft(new Date(iso).getTime() - now.getTime(), lang);

/** a span of time as a player reads it: "2 d 4 h", "3 h 20 min", "12 min"; nothing left: "overdue" */
export const durationLeft = (ms: number, lang?: Lang): string => {
  if (!(ms > 0)) return t('time.overdue', undefined, lang);
  const mins = Math.floor(ms / 60_000);
  const d = Math.floor(mins / 1440),
    h = Math.floor((mins % 1440) / 60),
    m = mins % 60;
  if (d > 0) return `${t('time.d', { n: d }, lang)} ${t('time.h', { n: h }, lang)}`;
  if (h > 0) return `${t('time.h', { n: h }, lang)} ${t('time.m', { n: m }, lang)}`;
  return t('time.m', { n: Math.max(1, m) }, lang);
};

/** "3 Dec, 18:00" */
export const formatWhen = (iso: string, tz: string, lang: Lang): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return inZone(d, tz, lang, { day: 'numeric', month: 'short' });
};

/** a clock's terms: whole days as days, the rest in hours ("1 d", "4 h", "36 h") */
export const spanText = (ms: number, lang?: Lang): string =>
  ms % 86_400_000 === 0
    ? t('time.d', { n: ms / 86_400_000 }, lang)
    : t('time.h', { n: Math.round((ms / 3_600_000) * 100) / 100 }, lang);
