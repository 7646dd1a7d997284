import type { OrderChoice } from '../../core/contract.js';
import { mapOf } from './ctx.js';
import { leashOf, stepsHome } from './bot-supply.js';
import type { TbBatch } from './orders.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/**
 * The bot's RETREAT (9.3.2, rules version 14: the view offers one RETREAT path per reachable end hex,
 * `card:retreat:path:<end>`, or `…:<from>:<end>` when its troops stand in several hexes). It retreats when the
 * odds are against it (below RETREAT_BELOW), and the German also when his stack stands out of supply on the last
 * two turns (19.3 scores 4 a German unit unsupplied at the end) and a path brings it home. The path: the German's
 * ends nearest home (15.2.5), supplied if any is, the Russian's farthest from the German's pieces; ties by id.
 */
type O = TbBatch['orders'][number];
export const RETREAT_BELOW = { ru: 0.5, de: 1 } as const;

const endOf = (c: OrderChoice): string => c.id.split(':').pop()!;

export const retreatCard = (
  s: TbState,
  side: SideId,
  ch: readonly OrderChoice[],
  odds: number,
  mine: readonly string[],
  enemyHexes: readonly string[],
): O | undefined => {
  const paths = ch.filter((c) => c.id.startsWith('card:retreat:path:'));
  if (!paths.length) return undefined;
  const mi = mapOf(s);
  const leash = leashOf(s, side);
  const away = (h: string) => Math.min(99, ...enemyHexes.map((e) => mi.board.distance(h, e)));
  if (!leash) {
    if (odds >= RETREAT_BELOW[side]) return undefined;
    return [...paths].sort((a, b) => away(endOf(b)) - away(endOf(a)) || (a.id < b.id ? -1 : 1))[0].order as O;
  }
  // the German: each path's end judged by the steps home and whether his troops stand supplied there
  const lastTwo = leash.slack === 0;
  const fedAt = (h: string) => mine.every((id) => !s.units[id]?.hex || leash.fed(id, h));
  const stuck = lastTwo && mine.some((id) => s.units[id]?.hex && !leash.fed(id, s.units[id].hex!));
  if (odds >= RETREAT_BELOW.de && !stuck) return undefined;
  const value = (c: OrderChoice) => {
    const to = endOf(c);
    return (fedAt(to) ? 100 : 0) - stepsHome(leash, to) * 10 + away(to);
  };
  const best = [...paths].sort((a, b) => value(b) - value(a) || (a.id < b.id ? -1 : 1))[0];
  // out of supply and no path brings it back: retreat only when the odds say so
  if (stuck && odds >= RETREAT_BELOW.de && !fedAt(endOf(best))) return undefined;
  return best.order as O;
};
