import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { sideOf } from './ctx.js';
import { markerIds, markerOf, maskCandidates, pieceHex, reconTargets, scouts } from './phases/masking.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/**
 * The choices of the two sealed windows of rule 16. Phase 1: mask the units of a hex that may go
 * under a marker (16.2.2), an empty marker on a hex with own pieces (16.2.3), lift a marker (AMB-55).
 * Each choice names the first marker free on the card; a batch of several names different ones.
 * From rules version 17 `mask-staff:<hex>` also offers the hex's HQs and trains under the marker with its
 * units, or alone (16.2.8). Phase 3: each scout's targets (16.3.2).
 */
const END = { id: 'end', label: text('Koniec', 'Done'), order: { type: 'end' } };

export const maskChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const free = markerIds(s, side).filter((id) => !markerOf(s, id));
  const out: OrderChoice[] = [];
  if (free.length) {
    const byHex = new Map<string, string[]>();
    for (const id of maskCandidates(s, side)) {
      const h = pieceHex(s, id)!; // (rules version 17: HQs and trains too, 16.2.8)
      byHex.set(h, [...(byHex.get(h) ?? []), id]);
    }
    for (const [hex, pieces] of [...byHex].sort()) {
      const units = pieces.filter((id) => s.units[id]);
      if (units.length)
        out.push({
          id: `mask:${hex}`,
          label: text(`Maskuj ${hex}: ${units.join(', ')}`, `Mask ${hex}: ${units.join(', ')}`),
          order: { type: 'mask', marker: free[0], units },
        });
      // rules version 17 (16.2.8): the hex's HQs and trains go under the marker with its units
      if (units.length < pieces.length)
        out.push({
          id: `mask-staff:${hex}`,
          label: text(
            `Maskuj ${hex} ze sztabami i taborami: ${pieces.join(', ')}`,
            `Mask ${hex} with its HQs and trains: ${pieces.join(', ')}`,
          ),
          order: { type: 'mask', marker: free[0], units: pieces },
        });
      // 16.2.3: an empty marker goes beside own units or HQs, not a supply train alone (rules version 17)
      if (pieces.every((id) => s.trains[id])) continue;
      out.push({
        id: `empty-marker:${hex}`,
        label: text(`Pusty znacznik w ${hex}`, `Empty marker at ${hex}`),
        order: { type: 'empty-marker', marker: free[0], hex },
      });
    }
  }
  for (const m of s.markers.filter((x) => x.side === side))
    out.push({
      id: `unmask:${m.id}`,
      label: text(`Zdejmij ${m.id} (${m.hex})`, `Lift ${m.id} (${m.hex})`),
      order: { type: 'unmask', marker: m.id },
    });
  return [...out, END];
};

export const reconChoices = (s: TbState, side: SideId): OrderChoice[] => {
  const out: OrderChoice[] = [];
  for (const unit of scouts(s, side)) {
    if (sideOf(s, unit) !== side) continue;
    const targets = reconTargets(s, unit).map((hex) => ({ cell: hex, order: { type: 'recon', unit, hex } }));
    if (targets.length)
      out.push({
        id: `recon:${unit}`,
        label: text(`Rozpoznanie: ${unit}`, `Reconnoitre: ${unit}`),
        piece: unit,
        targets,
      });
  }
  return [...out, END];
};
