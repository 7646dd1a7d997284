import { Hono } from 'hono';
import { clockOffer } from '../../clock/presets.js';
import type { CatalogAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';

/** The games on offer, their sides, scenarios and option fields (variants as labelled choices), and the clocks a game may have; public. */
export const catalogRoutes = (svc: Services) => {
  const app = new Hono<Env>();
  app.get('/', async (c) => {
    const modules = await Promise.all(svc.catalog.ids().map((id) => svc.catalog.get(id)));
    return c.json({
      games: modules
        .filter((m) => m !== undefined)
        .map((m) => ({
          id: m.id,
          title: m.title,
          sides: m.sides,
          sideNames: m.sideNames,
          scenarios: m.scenarios,
          optionFields: m.optionFields ?? [],
          bot: typeof m.botBatch === 'function',
        })),
      clocks: clockOffer(),
    } satisfies CatalogAnswer);
  });
  return app;
};
