import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { sideOf, stackAt } from './ctx.js';
import { namesOf } from './describe.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState, type SideId } from './state.js';

/** The defender's choices: his answers to a held combat or salvo, and a stack put in a new order. */

/** N8–N10, N1: the defender's answers to a held combat or salvo, one asked choice per order; `end` = his defaults */
export const defenceChoices = (P: PackIndex, s: GameState): OrderChoice[] => {
  const q = s.defence!;
  const n = namesOf(P);
  return [
    ...(q.moraleUnit ?? []).map((id) => ({
      id: `defend:morale:${id}`,
      label: text(`Jednostka morale: ${n.unit(id)}`, `Morale unit: ${n.unit(id)}`),
      piece: id,
      order: { type: 'defend', moraleUnit: id },
    })),
    ...(q.losses ?? []).map((id) => ({
      id: `defend:losses:${id}`,
      label: text(`Straty najpierw: ${n.unit(id)}`, `Losses first to: ${n.unit(id)}`),
      piece: id,
      order: { type: 'defend', losses: [id] },
    })),
    ...(q.retreat?.length
      ? [
          {
            id: 'defend:retreat',
            label: text('Droga odwrotu', 'Retreat path'),
            targets: q.retreat.map((path) => ({
              cell: path[path.length - 1],
              path: [q.hex, ...path],
              order: { type: 'defend', retreat: path },
            })),
          },
        ]
      : []),
    { id: 'end', label: text('Według stałych rozkazów', 'By my standing orders'), order: { type: 'end' } },
  ];
};

/**
 * R 6.5 (N12): each stack of the side (or the one in `only`: the stack a held combat is about), any
 * unit but the top one put on top (the rest keep their order)
 */
export const reorderChoices = (P: PackIndex, s: GameState, side: SideId, only?: string): OrderChoice[] => {
  const c = ctxOf(P, s);
  const hexes = only
    ? [only]
    : [
        ...new Set(
          Object.values(s.pos.units)
            .filter((u) => onMap(u.at))
            .map((u) => u.at),
        ),
      ].sort();
  const n = namesOf(P);
  return hexes.flatMap((hex) => {
    const st = stackAt(c, hex).map((u) => u.id);
    if (st.length < 2 || sideOf(c, st[0]) !== side) return [];
    return st.slice(1).map((id) => ({
      id: `reorder:${hex}:${id}`,
      label: text(`Na wierzch stosu: ${n.unit(id)}`, `To the top of the stack: ${n.unit(id)}`),
      piece: id,
      order: { type: 'reorder', hex, units: [id, ...st.filter((x) => x !== id)] },
    }));
  });
};
