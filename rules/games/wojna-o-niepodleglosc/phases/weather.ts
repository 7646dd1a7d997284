import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { d10 } from '../rounding.js';
import { ctxOf, type WojnaState } from '../state.js';
import { weatherFor } from '../weather.js';

/** Phase 2 (3.2): the weather roll. The air plan windows are not played yet (README "Coverage"). */
export const runWeatherPhase = (t: Turn<WojnaState>): void => {
  const roll = d10(t.dice);
  t.s.weather = weatherFor(ctxOf(t.s), roll);
  t.events.push(event('weather', { turn: t.s.turn, roll, weather: t.s.weather }, { rule: '4.1', dice: [roll] }));
};
