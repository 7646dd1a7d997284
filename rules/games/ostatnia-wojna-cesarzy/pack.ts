import mapJson from './packs/rozkaz/map.json' with { type: 'json' };
import forcesJson from './packs/rozkaz/forces.json' with { type: 'json' };
import tablesJson from './packs/rozkaz/tables.json' with { type: 'json' };
import calendarJson from './packs/rozkaz/calendar.json' with { type: 'json' };
import scenarioA from './packs/rozkaz/scenario-a.json' with { type: 'json' };
import scenarioB from './packs/rozkaz/scenario-b.json' with { type: 'json' };
import campaignJson from './packs/rozkaz/campaign.json' with { type: 'json' };
import scenarioC from './packs/rozkaz/scenario-c.json' with { type: 'json' };
import scenarioD from './packs/rozkaz/scenario-d.json' with { type: 'json' };
import scenarioE from './packs/rozkaz/scenario-e.json' with { type: 'json' };
import scenarioCampaign from './packs/rozkaz/scenario-campaign.json' with { type: 'json' };
import scenarioF from './packs/rozkaz/scenario-f.json' with { type: 'json' };
import { parsePack, type Pack } from './schema.js';

/** The pack we ship (ours), validated once when the module loads. */
const load = (): Pack => {
  const r = parsePack({
    id: 'rozkaz',
    map: mapJson,
    forces: forcesJson,
    tables: tablesJson,
    calendar: calendarJson,
    campaign: campaignJson,
    scenarios: [scenarioA, scenarioB, scenarioC, scenarioD, scenarioE, scenarioF, scenarioCampaign],
  });
  if (!r.ok) throw new Error(`owc pack invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return r.pack;
};
export const PACK: Pack = load();
