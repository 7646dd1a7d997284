import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { maxFlight } from './flight.js';
import { straitFront } from './phases/flight.js';
import { combatUnits, flightEnds, frontHexes, ownChoicesOn, troopHexes } from './phases/own-choices.js';
import { enemyOf } from './pieces.js';
import { unitDef } from './ctx.js';
import type { SideId } from './schema.js';
import { versionOf, type TbState } from './state.js';
import { retreatEnds } from './phases/retreat-move.js';

/**
 * Rules version 7: the card variants that carry the player's own choices (phases/own-choices.ts). With
 * DEFEND, a flight of the longest length by each allowed end hex of each hex of the side's units that has
 * more than one (9.5.4; shorter flights take the path's first hexes; with several hexes each variant names
 * one hex's path, the others flee by the automatic one). Across straits (9.7.7),
 * each pair of the side's units to count first, with each fighting card, when it has more than two.
 */
export const ownChoices = (s: TbState, side: SideId, names: Record<string, [string, string]>): OrderChoice[] => {
  if (!ownChoicesOn(s) || !s.combat || s.combat.bombard) return [];
  const out: OrderChoice[] = [];
  const hexes = troopHexes(s, side);
  const troops = combatUnits(s, side).filter((id) => unitDef(s, id).type !== 'art');
  const n = maxFlight(troops.map((id) => unitDef(s, id).type));
  for (const from of hexes) {
    const ends = flightEnds(s, side, from, n);
    if (ends.length < 2) continue;
    // one hex: the id names the end hex alone (as in version 7); several: the hex fled from too, the others' paths automatic
    const one = hexes.length === 1;
    for (const p of ends) {
      const to = p.path[n - 1];
      out.push({
        id: one ? `card:defend:flee:${n}:${to}` : `card:defend:flee:${n}:${from}:${to}`,
        group: 'card',
        label: one
          ? text(
              `OBRONA, ucieczka do ${n} heksów przez ${p.path.join('–')}`,
              `DEFEND, flee up to ${n} hexes by ${p.path.join('–')}`,
            )
          : text(
              `OBRONA, ucieczka do ${n} heksów, z ${from} przez ${p.path.join('–')}`,
              `DEFEND, flee up to ${n} hexes, from ${from} by ${p.path.join('–')}`,
            ),
        order: { type: 'card', card: 'defend', flee: n, paths: { [from]: p.path } },
      });
    }
  }
  // rules version 14: RETREAT with each hex's path, by end hex (9.3.2 "the path chosen freely")
  if (versionOf(s) >= 14)
    for (const from of hexes) {
      const here = troops.filter((id) => s.units[id].hex === from);
      for (const path of here.length ? retreatEnds(s, side, from, here) : []) {
        const to = path[path.length - 1];
        out.push({
          id: hexes.length === 1 ? `card:retreat:path:${to}` : `card:retreat:path:${from}:${to}`,
          group: 'card',
          label: text(`ODWRÓT z ${from} przez ${path.join('–')}`, `RETREAT from ${from} by ${path.join('–')}`),
          order: { type: 'card', card: 'retreat', paths: { [from]: path } },
        });
      }
    }
  if (troops.length > 2 && straitFront(s, hexes, frontHexes(s, enemyOf(side))))
    for (let i = 0; i < troops.length; i++)
      for (let j = i + 1; j < troops.length; j++)
        for (const c of ['defend', 'attack', 'assault'] as const) {
          const pair = [troops[i], troops[j]];
          out.push({
            id: `card:${c}:count:${pair.join('+')}`,
            group: 'card',
            label: text(
              `${names[c][0]}, przez cieśninę liczą się ${pair.join(', ')}`,
              `${names[c][1]}, across the strait ${pair.join(', ')} count`,
            ),
            order: { type: 'card', card: c, count: pair },
          });
        }
  return out;
};
