/**
 * Server-Timing: where a request's time went, by part (`read;dur=1.20, rules;dur=0.41, …`), for
 * `npm run bench -- api` and a browser's developer tools. Off unless `AppDeps.serverTiming`: how long
 * the rules or a view took is a faint signal about the game's hidden part, and a player is not
 * handed it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Timings } from '../timings.js';
import type { Env } from './deps.js';
import { setLateHeader } from './late-header.js';

/** the request's timings, when it is timed */
export const timingsOf = (c: Context<Env>): Timings | undefined => c.get('timings');

export const serverTiming =
  (enabled: boolean): MiddlewareHandler<Env> =>
  async (c, next) => {
    if (!enabled) return next();
    const timings: Timings = {};
    c.set('timings', timings);
    await next();
    const parts = Object.entries(timings).map(([part, ms]) => `${part};dur=${ms.toFixed(2)}`);
    if (parts.length) setLateHeader(c, 'server-timing', parts.join(', '));
  };
