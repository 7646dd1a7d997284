import { Hono } from 'hono';
import { clockOffer } from '../../clock/presets.js';
import type { CatalogAnswer, GuideAnswer } from '../answers.js';
import type { Env, Services } from '../deps.js';
import { notFound } from '../errors.js';

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
  // a game's how-to-play data, apart from the list so the lobby's catalog stays small
  app.get('/:game/guide', async (c) => {
    const m = await svc.catalog.get(c.req.param('game'));
    if (!m?.guide) throw notFound('no such game');
    return c.json({ id: m.id, guide: m.guide } satisfies GuideAnswer);
  });
  return app;
};
