import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { mapOf, position, sideOf, unitDef, type Position } from './ctx.js';
import { edgeRailHexes, reentryHexes } from './railways.js';
import { pathOf } from './memo.js';
import {
  cannotUnload,
  cannotLoad,
  cannotRide,
  cannotTrip,
  carried,
  HQ_TRIP_MP,
  railNow,
  railOn,
  railReacher,
} from './phases/rail.js';
import type { SideId } from './schema.js';
import { versionOf, type TbState } from './state.js';

/**
 * The rail choices of a movement phase (5, rules version 2): load and unload buttons, each loaded
 * unit's ride with its reachable rail hexes (and, apart, the edge hexes it may leave the map by),
 * the units back from off the map with their two entry hexes, cutting track on the enemy's lines
 * and repairing a cut on one's own.
 */
export const railChoices = (s: TbState, side: SideId, p: Position = position(s)): OrderChoice[] => {
  if (!railOn(s)) return [];
  const mi = mapOf(s);
  const ride = railReacher(s, side, p);
  const edges = new Set(edgeRailHexes(mi));
  const out: OrderChoice[] = [];
  /** load, unload and ride of one piece on the railways; `exits` for units only (5.1.8) */
  const steps = (id: string, u: { hex: string | null; rail?: boolean }, exits: boolean): void => {
    if (!u.hex || (!u.rail && !mi.railHex(u.hex))) return;
    if (!cannotLoad(s, side, id))
      out.push({
        id: `rail-load:${id}`,
        label: text(`Załaduj ${id}`, `Load ${id}`),
        order: { type: 'rail-load', unit: id },
      });
    // unloading counts against 5.2.2's units a turn, so it is offered only when apply takes it
    if (!cannotUnload(s, side, id))
      out.push({
        id: `rail-unload:${id}`,
        label: text(`Wyładuj ${id}`, `Unload ${id}`),
        order: { type: 'rail-unload', unit: id },
      });
    if (!cannotRide(s, side, id)) {
      const r = ride(u.hex);
      const cells = [...r.cells.keys()].filter((h) => h !== u.hex);
      const to = (h: string, exit: boolean) => ({
        cell: h,
        cost: r.costTo(h) ?? 0,
        order: { type: 'rail-move', unit: id, path: h === u.hex ? [h] : pathOf(r, h), ...(exit ? { exit: true } : {}) },
      });
      if (cells.length)
        out.push({
          id: `rail-move:${id}`,
          label: text(`Przejazd koleją: ${id}`, `Rail move: ${id}`),
          piece: id,
          targets: cells.map((h) => to(h, false)),
        });
      // rules version 14: a loaded piece on an edge hex may leave at once (5.1.8, an arrival a turn late)
      const leaveHere = versionOf(s) >= 14 && u.rail && edges.has(u.hex);
      const edgeCells = exits ? [...(leaveHere ? [u.hex] : []), ...cells.filter((h) => edges.has(h))] : [];
      if (edgeCells.length)
        out.push({
          id: `rail-exit:${id}`,
          label: text(`Zjazd z mapy: ${id}`, `Leave the map by rail: ${id}`),
          piece: id,
          targets: edgeCells.map((h) => to(h, true)),
        });
    }
  };
  for (const [id, u] of Object.entries(s.units)) {
    // off the railways and not loaded: no rail step (5.1.3, 5.1.5), no cut or repair (5.4)
    if (!u.hex || u.masked || (!u.rail && !mi.railHex(u.hex)) || unitDef(s, id).side !== side) continue;
    steps(id, u, true);
    const free = !u.rail && !s.moved.includes(id) && mi.railHex(u.hex);
    if (free && mi.country(u.hex) !== side && !s.cut.includes(u.hex))
      out.push({
        id: `cut-track:${id}`,
        label: text(`Przerwij tor w ${u.hex}: ${id}`, `Cut the track at ${u.hex}: ${id}`),
        order: { type: 'cut-track', unit: id },
      });
    if (free && s.cut.includes(u.hex) && s.commanded.includes(id) && !s.movedThisTurn.includes(id))
      out.push({
        id: `repair-track:${id}`,
        label: text(`Napraw tor w ${u.hex}: ${id}`, `Repair the track at ${u.hex}: ${id}`),
        order: { type: 'repair-track', unit: id },
      });
  }
  // rules version 5: corps HQs and trains load, ride and unload as units do (5.2.2); from 14 they leave the map too
  if ((s.rulesVersion ?? 1) >= 5) {
    const v14 = versionOf(s) >= 14;
    for (const [id, h] of Object.entries(s.hqs)) if (sideOf(s, id) === side && carried(s, id)) steps(id, h, v14);
    for (const [id, tr] of Object.entries(s.trains)) if (sideOf(s, id) === side) steps(id, tr, v14);
  }
  // 5.2.5: an army HQ's trip, load to unload
  for (const [id, h] of Object.entries(s.hqs)) {
    if (!h.hex || cannotTrip(s, side, id)) continue;
    const r = ride(h.hex, HQ_TRIP_MP);
    const targets = [...r.cells.keys()]
      .filter((x) => x !== h.hex)
      .map((x) => ({ cell: x, cost: r.costTo(x)!, order: { type: 'hq-rail', hq: id, path: pathOf(r, x) } }));
    if (targets.length)
      out.push({
        id: `hq-rail:${id}`,
        label: text(`Dowództwo armii koleją: ${id}`, `Army HQ by train: ${id}`),
        piece: id,
        targets,
      });
  }
  for (const a of railNow(s).away)
    if (a.turn <= s.turn && sideOf(s, a.unit) === side) {
      const targets = reentryHexes(mi, a.hex)
        .filter((h) => mi.has(h) && !p.occupied[side === 'de' ? 'ru' : 'de'].has(h))
        .map((h) => ({ cell: h, order: { type: 'rail-enter', unit: a.unit, hex: h } }));
      if (targets.length)
        out.push({
          id: `rail-enter:${a.unit}`,
          label: text(`Powrót koleją: ${a.unit}`, `Back by rail: ${a.unit}`),
          piece: a.unit,
          targets,
        });
    }
  return out;
};
