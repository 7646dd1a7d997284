import { boardOf, has, sideOf } from './ctx.js';
import type { OwcOrder } from './orders.js';
import { doRail } from './phases/rail.js';
import { railNet } from './rail-transfers.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * The bot's rail transfers (18): a unit standing in a station behind the front (farther than FAR
 * hexes from any enemy) goes by rail to the station nearest the enemy it is closest to that is still
 * SAFE hexes from every enemy and at least GAIN hexes nearer that enemy than it stands. At most MAX_RAILS a phase; each is tried on the trial state, so
 * the Transports, the lines' capacities and 30's mobilization judge it; one refused is left out.
 */
const FAR = 3;
const SAFE = 3;
const MAX_RAILS = 3;
const GAIN = 2;

export const railMoves = (trial: OwcState, side: SideId, eligible: string[], own: string[]): OwcOrder[] => {
  if (!has(trial, 'rail') || trial.railBan?.includes(side)) return [];
  const b = boardOf(trial);
  const m = b.m;
  const net = railNet(m);
  const enemies: string[] = [];
  for (const [h, ids] of b.occ) if (ids.length && sideOf(trial, ids[0]) !== side) enemies.push(h);
  if (!enemies.length) return [];
  const away = (h: string) => {
    let d = 99;
    for (const e of enemies) d = Math.min(d, m.grid.distance(h, e));
    return d;
  };
  const stations = [...m.towns.keys()].filter((h) => net.next.has(h) && away(h) >= SAFE);
  const movers = own.filter((u) => {
    const x = trial.units[u];
    return !x.moved && !x.broken && x.hex && net.next.has(x.hex) && away(x.hex) > FAR;
  });
  const out: OwcOrder[] = [];
  const control = { ...trial.control };
  for (const unit of movers) {
    if (out.length >= MAX_RAILS) break;
    const here = trial.units[unit].hex!;
    let goal = enemies[0];
    for (const e of enemies) if (m.grid.distance(here, e) < m.grid.distance(here, goal)) goal = e;
    const to = stations
      .filter((h) => m.grid.distance(h, goal) <= m.grid.distance(here, goal) - GAIN)
      .sort((x, y) => m.grid.distance(x, goal) - m.grid.distance(y, goal) || (x < y ? -1 : 1))
      .slice(0, 4);
    for (const h of to) {
      const o: OwcOrder = { type: 'rail', unit, to: h };
      try {
        doRail(trial, side, o, 'trial', eligible, control, []);
      } catch {
        continue;
      }
      out.push(o);
      break;
    }
  }
  return out;
};
