import type { Ctx } from './ctx.js';
import type { Weather } from './schema.js';

/**
 * Ch. 4: weather. One d10 (0–9) on the Weather Table (ours) each turn. Overcast: each aviation
 * unit flies only on 0–4 (r. 2); precipitation/storm: no aviation at all. No other effect.
 */
export const weatherFor = (c: Ctx, roll: number): Weather => c.tables.weather.find((b) => roll <= b.max)!.weather;
/** 4.2: may this aviation unit fly this turn; `roll` is drawn only under overcast */
export const mayFly = (weather: Weather, roll?: number): boolean =>
  weather === 'clear' ? true : weather === 'storm' ? false : roll! <= 4;
