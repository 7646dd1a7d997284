/** Clocks and durations. */
export const clockEn = {
  'time.d': '{n} d',
  'time.h': '{n} h',
  'time.m': '{n} min',
  'time.overdue': 'overdue',
  'clock.title': 'Clocks',
  'clock.out': 'out of time',
  'clock.running': 'running',
  'clock.away': 'on vacation until {until}',
  'clock.fischer': '{initial} + {inc} per move, at most {cap}',
  'clock.none': 'no clock: {per} per move',
  'clock.noVacation': 'no vacation',
} as const;

export const clockPl: Record<keyof typeof clockEn, string> = {
  'time.d': '{n} d',
  'time.h': '{n} godz.',
  'time.m': '{n} min',
  'time.overdue': 'po terminie',
  'clock.title': 'Zegary',
  'clock.out': 'czas minął',
  'clock.running': 'biegnie',
  'clock.away': 'na urlopie do {until}',
  'clock.fischer': '{initial} + {inc} za ruch, najwyżej {cap}',
  'clock.none': 'bez zegara: {per} na ruch',
  'clock.noVacation': 'bez urlopów',
};
