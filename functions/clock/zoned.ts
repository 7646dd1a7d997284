/**
 * Wall-clock arithmetic in a player's IANA time zone with nothing but Intl (full ICU ships with
 * Node 20). Quiet hours and the digest hour are local times; every stored time is UTC.
 */

export interface LocalDate {
  year: number;
  month: number; // 1..12
  day: number;
}
export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** true when the runtime knows the zone (profiles are validated with this) */
export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** the wall-clock reading in `timeZone` at `instant` */
export const localParts = (instant: Date, timeZone: string): LocalDateTime & { second: number } => {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
};

const wallAsUtc = (w: LocalDateTime): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** UTC offset of `timeZone` at `instant`, in ms (local = utc + offset) */
export const offsetAt = (instant: number, timeZone: string): number => {
  const whole = Math.floor(instant / 1000) * 1000; // the formatter drops milliseconds
  const p = localParts(new Date(whole), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
};

const sameWall = (instant: number, w: LocalDateTime, timeZone: string): boolean => {
  const p = localParts(new Date(instant), timeZone);
  return p.year === w.year && p.month === w.month && p.day === w.day && p.hour === w.hour && p.minute === w.minute;
};

/**
 * The instant at which the wall clock in `timeZone` reads `w`. A reading that happens twice (the
 * autumn hour) gives the earlier one; a reading that never happens (the spring gap) gives the
 * instant the clocks jumped past it, shifted by the gap (02:30 on a spring-forward night → 03:30),
 * which is what "at 02:30" means to a person that night.
 */
export const instantOf = (w: LocalDateTime, timeZone: string): Date => {
  const asUtc = wallAsUtc(w);
  const DAY = 86_400_000;
  const offsets = new Set([
    offsetAt(asUtc - DAY, timeZone),
    offsetAt(asUtc, timeZone),
    offsetAt(asUtc + DAY, timeZone),
  ]);
  const hits = [...offsets].map((o) => asUtc - o).filter((t) => sameWall(t, w, timeZone));
  if (hits.length > 0) return new Date(Math.min(...hits));
  return new Date(asUtc - offsetAt(asUtc - DAY, timeZone));
};

/** the calendar date `days` after `d` (no time zone involved: dates are labels) */
export const addDays = (d: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

export const localDateKey = (d: LocalDate): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** "HH:MM" → minutes after local midnight */
export const parseHhMm = (s: string): number => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(s);
  if (!m) throw new Error(`not a time of day: ${s}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** the first instant strictly after `after` at which the local clock reads `minuteOfDay` (a new local day each time) */
export const nextLocalTime = (after: Date, timeZone: string, minuteOfDay: number): Date => {
  const today = localParts(after, timeZone);
  for (let i = 0; i < 3; i++) {
    const d = addDays(today, i);
    const at = instantOf({ ...d, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: a local time recurs within three days');
};

/** a person-readable date and time in the viewer's zone and language */
export const formatLocal = (instant: Date, timeZone: string, lang: 'pl' | 'en'): string =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
