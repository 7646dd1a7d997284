import { leaderDef, occupant, sideOf, unit, type Ctx } from '../ctx.js';
import { loneLeaderFlees } from '../leaders.js';
import { onMap } from '../state.js';

/**
 * Rules version 7: R 3.6.3 after a combat. Version 6 moved a leader left alone by a combat only from
 * the defended hex (before the pursuit, version 5); one left in an attacking hex whose units retreated
 * or fell, or one that a retreat or pursuit brought an enemy next to, kept his hex until an enemy
 * moved next to him in a later movement step.
 */
export const LONE_RULES = 7;

/**
 * R 3.6.3 (version 7, option `loneLeader: adjacent`, AMB-15): once a combat's losses, retreats and pursuit
 * are done, a leader standing alone joins the nearest friendly unit (R 3.6.3's own destination) when
 * (a) the combat took his units from his hex (`emptied`) and an enemy unit stands next to him: he is
 * alone with the enemy at hand, the same reading as the defended hex's leader (version 5); or
 * (b) an enemy unit that moved in the combat (retreat or pursuit, `before` its hexes) now stands next
 * to him: "an enemy unit comes up to a leader standing alone".
 * Returns each fled leader's new place (a hex, or `removed`, R 3.6.5).
 */
export const leadersLeftAlone = (
  c: Ctx,
  emptied: readonly string[],
  before: Record<string, string>,
): Record<string, string> => {
  if (c.opts.loneLeader !== 'adjacent') return {};
  const g = c.P.grid;
  const moved = Object.keys(before).filter((id) => onMap(unit(c, id).at) && unit(c, id).at !== before[id]);
  const fled: Record<string, string> = {};
  for (const l of Object.values(c.pos.leaders)) {
    if (!onMap(l.at) || occupant(c, l.at)) continue;
    const side = leaderDef(c, l.id).side;
    const enemyNext = emptied.includes(l.at)
      ? g.neighbours(l.at).some((h) => occupant(c, h) !== undefined && occupant(c, h) !== side)
      : moved.some((id) => sideOf(c, id) !== side && g.adjacent(unit(c, id).at, l.at));
    if (enemyNext) fled[l.id] = loneLeaderFlees(c, l.id).to;
  }
  return fled;
};
