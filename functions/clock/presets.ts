import { z } from 'zod';
import { DAY, HOUR } from '../time/clock.js';
import { NO_CLOCK_LIMIT_MS, type ClockChoice as ApiClockChoice, type ClockConfig } from './game-clock.js';
import type { Text } from '../../rules/core/text.js';

/**
 * Clock settings as correspondence sites offer them. Fischer: a starting reserve, an increment
 * added once per hand-off, and a cap the reserve never exceeds. None: a fixed limit per move.
 * `vacation: false` is the per-game "no vacation" option (the players' banks do not pause it).
 */
export type ClockSettings = ClockConfig & { vacation: boolean };

export const CLOCK_PRESET_IDS = ['daily', 'standard', 'relaxed', 'custom', 'none'] as const;
export type ClockPresetId = (typeof CLOCK_PRESET_IDS)[number];

export const NO_CLOCK_MOVE_LIMIT_MS = NO_CLOCK_LIMIT_MS;

export const CLOCK_PRESETS = {
  /** 1 day + 4 h per move, capped at 3 days */
  daily: { kind: 'fischer', initialMs: 1 * DAY, incrementMs: 4 * HOUR, capMs: 3 * DAY },
  /** 3 days + 12 h per move, capped at 5 days */
  standard: { kind: 'fischer', initialMs: 3 * DAY, incrementMs: 12 * HOUR, capMs: 5 * DAY },
  /** 3 days + 36 h per move, capped at 10 days */
  relaxed: { kind: 'fischer', initialMs: 3 * DAY, incrementMs: 36 * HOUR, capMs: 10 * DAY },
  /** no clock: 21 days per move */
  none: { kind: 'none', perMoveMs: NO_CLOCK_MOVE_LIMIT_MS },
} as const;

/**
 * A Fischer clock's hours as the API takes them: at most `initialDays` days to start, an increment of
 * at most 30 days, at most `capDays` days banked; and the game's "vacation" switch.
 */
export const fischerHours = (initialDays: number, capDays: number) => ({
  initialHours: z
    .number()
    .positive()
    .max(initialDays * 24),
  incrementHours: z
    .number()
    .min(0)
    .max(30 * 24),
  capHours: z
    .number()
    .positive()
    .max(capDays * 24),
  vacation: z.boolean().default(true),
});

/** what a player picks when creating a game (hours for custom Fischer, as people think of them) */
export const clockChoiceSchema = z
  .discriminatedUnion('preset', [
    z
      .object({ preset: z.enum(['daily', 'standard', 'relaxed', 'none']), vacation: z.boolean().default(true) })
      .strict(),
    z.object({ preset: z.literal('custom'), ...fischerHours(60, 90) }).strict(),
  ])
  .superRefine((c, ctx) => {
    if (c.preset === 'custom' && c.capHours < c.initialHours)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'the cap must be at least the starting time',
        path: ['capHours'],
      });
  });
export type ClockChoice = z.input<typeof clockChoiceSchema>;

export const clockSettings = (input: ClockChoice): ClockSettings => {
  const c = clockChoiceSchema.parse(input);
  if (c.preset === 'custom')
    return {
      kind: 'fischer',
      initialMs: c.initialHours * HOUR,
      incrementMs: c.incrementHours * HOUR,
      capMs: c.capHours * HOUR,
      vacation: c.vacation,
    };
  return { ...CLOCK_PRESETS[c.preset], vacation: c.vacation };
};

/** a preset in the shape `POST /api/games` takes (`clock: {kind, initialHours, incrementHours, capHours}`) */
export const presetAsApiChoice = (preset: Exclude<ClockPresetId, 'custom'>): ApiClockChoice => {
  const p = CLOCK_PRESETS[preset];
  return p.kind === 'none'
    ? { kind: 'none' }
    : {
        kind: 'fischer',
        initialHours: p.initialMs / HOUR,
        incrementHours: p.incrementMs / HOUR,
        capHours: p.capMs / HOUR,
      };
};

const hoursOrDays = (ms: number, lang: 'pl' | 'en'): string => {
  if (ms % DAY === 0) {
    const d = ms / DAY;
    return lang === 'pl' ? `${d} ${d === 1 ? 'dzień' : 'dni'}` : `${d} ${d === 1 ? 'day' : 'days'}`;
  }
  const h = Math.round((ms / HOUR) * 100) / 100;
  return lang === 'pl' ? `${h} godz.` : `${h} h`;
};

/** "3 days + 12 h per move, at most 5 days" */
export const describeClock = (s: ClockSettings): Text => {
  const vac = { pl: s.vacation ? '' : ', bez urlopów', en: s.vacation ? '' : ', no vacation' };
  if (s.kind === 'none')
    return {
      pl: `bez zegara: ${hoursOrDays(s.perMoveMs, 'pl')} na ruch${vac.pl}`,
      en: `no clock: ${hoursOrDays(s.perMoveMs, 'en')} per move${vac.en}`,
    };
  return {
    pl: `${hoursOrDays(s.initialMs, 'pl')} + ${hoursOrDays(s.incrementMs, 'pl')} za ruch, najwyżej ${hoursOrDays(s.capMs, 'pl')}${vac.pl}`,
    en: `${hoursOrDays(s.initialMs, 'en')} + ${hoursOrDays(s.incrementMs, 'en')} per move, at most ${hoursOrDays(s.capMs, 'en')}${vac.en}`,
  };
};

/** what a preset is called on the create form */
export const CLOCK_PRESET_NAMES: Record<ClockPresetId, Text> = {
  daily: { pl: 'Codzienny', en: 'Daily' },
  standard: { pl: 'Standardowy', en: 'Standard' },
  relaxed: { pl: 'Spokojny', en: 'Relaxed' },
  custom: { pl: 'Własny', en: 'Custom' },
  none: { pl: 'Bez zegara', en: 'No clock' },
};

/** the limits of a custom Fischer clock, in hours (clockChoiceSchema) */
export const CUSTOM_CLOCK_LIMITS = {
  initialHours: { min: 0, max: 60 * 24 },
  incrementHours: { min: 0, max: 30 * 24 },
  capHours: { min: 0, max: 90 * 24 },
} as const;

/**
 * The clocks the create form offers (GET /api/catalog): each preset with its name and its terms in
 * words (pl/en), the body to send as `clock`, and the settings in ms; then `custom` with its limits.
 * Every choice may add `vacation: false`.
 */
export const clockOffer = () => ({
  presets: (['daily', 'standard', 'relaxed', 'none'] as const).map((id) => {
    const settings = clockSettings({ preset: id });
    return { id, name: CLOCK_PRESET_NAMES[id], terms: describeClock(settings), choice: { preset: id }, settings };
  }),
  custom: {
    id: 'custom' as const,
    name: CLOCK_PRESET_NAMES.custom,
    choice: { preset: 'custom' as const },
    limits: CUSTOM_CLOCK_LIMITS,
  },
  noVacation: {
    pl: 'bez urlopów: dni urlopu graczy nie zatrzymują zegara tej partii',
    en: 'no vacation: the players’ vacation days do not pause this game’s clock',
  },
});
