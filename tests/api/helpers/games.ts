import type { GameSetup } from '../../../functions/play/types.js';
import { clockConfig } from '../../../functions/clock/game-clock.js';

/** A duel set up by `red`, with blue's seat open (or invited). */
export const duelSetup = (id: string, over: Partial<GameSetup> = {}): GameSetup => ({
  id,
  game: 'duel',
  scenario: 'first-to-3',
  options: {},
  createdAt: '2026-01-05T12:00:00.000Z',
  createdBy: 'u-red',
  seats: { red: { userId: 'u-red', name: 'Red' }, blue: null },
  invite: null,
  clock: clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
  ...over,
});
