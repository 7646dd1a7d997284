import { Hono } from 'hono';
import pkg from '../../../package.json' with { type: 'json' };
import { pingTable } from '../../store/health.js';
import type { HealthAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';

/**
 * `GET /api/health`: public and cheap, for a load balancer, an uptime check or a deploy script. It
 * answers the code's version and whether one read of the table works (503 if not). It names no table,
 * region, account or error: why the read failed goes to the log, never to the caller.
 */
export const healthRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.get('/', async (c) => {
    try {
      const ms = await pingTable(svc.deps.db);
      return c.json({ status: 'ok', version: pkg.version, table: { ok: true, ms } } satisfies HealthAnswer);
    } catch (e) {
      svc.deps.logger?.error('health: table check failed', e, { requestId: c.get('requestId') });
      return c.json({ status: 'unavailable', version: pkg.version, table: { ok: false } } satisfies HealthAnswer, 503);
    }
  });
  return app;
};
