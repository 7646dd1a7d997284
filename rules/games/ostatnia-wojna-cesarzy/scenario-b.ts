import { defOf, has, type Board } from './ctx.js';
import { commanded } from './command.js';
import type { SideId, UnitDef } from './schema.js';

/**
 * Scenario B's own rules B.5.1–B.5.3 (rule group `B.5`): the two sudden deaths and what a break is
 * worth. The objectives (Katowice 10, Gliwice 6, the other Allied towns of the area 2, Łódź 2) are data
 * in `scenario-b.json`, scored like A.6's at stage ends.
 */
const WARSZAWA = '2411';

/** B.5.1 / B.5.2 (AMB-52: checked at once, whenever a unit has moved): the winner, or null */
export const suddenDeathB = (b: Board): { winner: SideId; level: 'strategic'; reason: string } | null => {
  const s = b.s;
  if (!has(s, 'B.5')) return null;
  if (s.control[WARSZAWA] === 'allies') return { winner: 'allies', level: 'strategic', reason: 'B.5.1' };
  const edge = b.m.regions.get('west-edge');
  if (edge)
    for (const u of Object.values(s.units))
      if (u.where === 'map' && u.hex && edge.has(u.hex) && defOf(s, u.id).side === 'russians' && commanded(b, u.id))
        return { winner: 'russians', level: 'strategic', reason: 'B.5.2' };
  return null;
};

/** B.5.3: breaking an enemy unit (a second time too) scores its SP, an HQ its command range; eliminated while encircled: twice that */
export const breakVpB = (d: UnitDef, eliminatedEncircled: boolean): number =>
  (d.size === 'hq' ? d.cr! : d.sp) * (eliminatedEncircled ? 2 : 1);
