import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { isHq, isUnit, sideOf, type Ctx } from './ctx.js';
import type { WojnaOrder } from './orders.js';
import { loadRefusal, transportFree, unloadRefusal } from './phases/transport.js';
import type { SideId } from './schema.js';
import { versionOf, type WojnaState } from './state.js';
import { carrierDef, isShipCarrier } from './transport.js';

/**
 * Ch. 18 in the view (rules version 5): at the start of an activation, before any move, each free
 * transport's loads (a cart or lorry: a hex of an infantry unit it may take; an echelon: a station
 * with up to two units and an HQ beside it) and each loaded transport's unloading.
 */
type LoadOrder = Extract<WojnaOrder, { type: 'load' }>;

export const transportChoices = (c: Ctx, s: WojnaState, side: SideId): OrderChoice[] => {
  const a = s.activation;
  if (versionOf(s) < 5 || !a || a.segment !== 'units' || a.done.length) return [];
  const out: OrderChoice[] = [];
  const mine = Object.keys(s.pieces)
    .filter((id) => {
      const p = s.pieces[id];
      return p.hex && !p.loadedOn && !s.garrisons[id] && sideOf(c, id) === side && (isUnit(c, id) || isHq(c, id));
    })
    .sort();
  // rules version 7: each ship on the map carries too (18.4, 18.7)
  const ships = Object.keys(s.pieces)
    .filter((id) => isShipCarrier(c, id) && sideOf(c, id) === side)
    .sort()
    .map((id) => carrierDef(c, id)!);
  for (const t of [...c.defs.forces.transports, ...ships]) {
    if (t.side !== side) continue;
    const name = t.name;
    if (!transportFree(s, c, t.id, side)) {
      if (unloadRefusal(s, c, side, t.id)) continue;
      out.push({
        id: `unload:${t.id}`,
        label: text(`Wyładunek: ${name}`, `Unload: ${name}`),
        group: 'transport',
        order: { type: 'unload', transport: t.id },
      });
      continue;
    }
    const loads: LoadOrder[] = [];
    const ok = (o: LoadOrder): boolean => !loadRefusal(s, c, side, o);
    if (t.kind === 'echelon') {
      for (const station of [...c.map.stations].sort()) {
        const near = mine.filter((id) => c.map.distance(s.pieces[id].hex!, station) <= 1);
        const units: string[] = [];
        for (const u of near.filter((id) => isUnit(c, id)))
          if (units.length < 2 && ok({ type: 'load', transport: t.id, pieces: [...units, u], hex: station }))
            units.push(u);
        if (!units.length) continue;
        const hq = near.find(
          (h) => isHq(c, h) && ok({ type: 'load', transport: t.id, pieces: [...units, h], hex: station }),
        );
        loads.push({ type: 'load', transport: t.id, pieces: hq ? [...units, hq] : units, hex: station });
      }
    } else if (t.kind === 'ship') {
      // 18.7: an infantry unit on the ship's hex, with an HQ there when one may come aboard too
      const hex = s.pieces[t.id].hex!;
      const here = mine.filter((id) => s.pieces[id].hex === hex);
      const unit = here.find((u) => isUnit(c, u) && ok({ type: 'load', transport: t.id, pieces: [u] }));
      const hq = unit && here.find((h) => isHq(c, h) && ok({ type: 'load', transport: t.id, pieces: [unit, h] }));
      if (unit) loads.push({ type: 'load', transport: t.id, pieces: hq ? [unit, hq] : [unit] });
    } else {
      const seen = new Set<string>();
      for (const u of mine) {
        const hex = s.pieces[u].hex!;
        if (seen.has(hex) || !isUnit(c, u)) continue;
        const o: LoadOrder = { type: 'load', transport: t.id, pieces: [u] };
        if (ok(o)) {
          seen.add(hex);
          loads.push(o);
        }
      }
    }
    if (loads.length)
      out.push({
        id: `load:${t.id}`,
        label: text(`Załadunek: ${name}`, `Load: ${name}`),
        group: 'transport',
        targets: loads.map((o) => ({ cell: o.hex ?? s.pieces[o.pieces[0]].hex!, order: o })),
      });
  }
  return out;
};
