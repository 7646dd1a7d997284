/** The clock a game (or a league's games) is created with, as the API accepts it. */
import { z } from 'zod';
import { clockConfig } from '../clock/game-clock.js';
import { clockChoiceSchema, clockSettings, fischerHours, type ClockSettings } from '../clock/presets.js';

/**
 * The clock: a preset (`{preset: 'daily'}`, or `custom` with hours; functions/clock/presets.ts), or
 * the same in the older spelling (`{kind: 'fischer', initialHours, incrementHours, capHours}` or
 * `{kind: 'none'}`). `vacation: false` is the per-game "no vacation" option: the players' vacation
 * banks do not pause this game's clocks and the sweeper times it out instead of starting one.
 */
export const clockChoice = z.union([
  z
    .object({ kind: z.literal('fischer'), ...fischerHours(90, 180) })
    .strict()
    .refine((c) => c.capHours >= c.initialHours, {
      message: 'the cap must be at least the starting time',
      path: ['capHours'],
    }),
  z.object({ kind: z.literal('none'), vacation: z.boolean().default(true) }).strict(),
  clockChoiceSchema,
]);
export type ClockBody = z.output<typeof clockChoice>;

export const clockOf = (c: ClockBody): ClockSettings =>
  'preset' in c ? clockSettings(c) : { ...clockConfig(c), vacation: c.vacation };
