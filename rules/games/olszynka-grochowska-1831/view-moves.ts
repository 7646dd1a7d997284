import type { OrderChoice, TargetOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { chargeValid } from './charges.js';
import { def, enemyOf, occupant, sideOf, stackAt } from './ctx.js';
import { namesOf } from './describe.js';
import { zoneHexes } from './facing.js';
import type { Step } from './movement.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { moveTargets, stackTargets, type MoveTarget } from './reach.js';
import { contactTargets } from './phases/charge.js';
import { onMap, type GameState } from './state.js';

/**
 * The movement step's choices beyond one unit's move (`moveChoiceOf`, below): a stack moving
 * together (R 7.7) and a cavalry charge declared with its move (R 10.2.2), each with its targets,
 * so a player clicks a hex instead of writing the order out.
 */

/**
 * R 7.9: a forced-march target's mark on the board: the MP its path costs as the cell's cost, and in
 * its label the allowance, the extra MP it needs and the roll that gives them (or the flat +1 of
 * cavalry, AMB-13), with what a worse roll does: the unit stops where its MP run out.
 */
export const forcedMarchMark = (x: MoveTarget): Pick<TargetOption, 'cost' | 'label'> => {
  const f = x.forced;
  if (!f) return {};
  const head = text(
    `Marsz forsowny (7.9): ${f.mp} PR przy ${f.allowance} PR`,
    `Forced march (7.9): ${f.mp} MP with an allowance of ${f.allowance}`,
  );
  if (f.atMost === null)
    return {
      cost: f.mp,
      label: text(`${head.pl}; +1 PR bez rzutu (AMB-13)`, `${head.en}; +1 MP, no roll (AMB-13)`),
    };
  const chance = Math.min(10, f.atMost + 1) * 10;
  return {
    cost: f.mp,
    label: text(
      `${head.pl}; potrzeba +${f.extra} PR: k10 ≤ ${f.atMost} (${chance}%); przy gorszym rzucie oddział staje, gdy skończą się PR`,
      `${head.en}; needs +${f.extra} MP: d10 ≤ ${f.atMost} (${chance}%); a worse roll stops the unit where its MP run out`,
    ),
  };
};

/** a move target's order, marked as a forced march when it is one */
const moveOrder = (ids: string[], x: MoveTarget) => ({
  type: 'move',
  units: ids,
  steps: x.steps,
  ...(x.forcedMarch ? { forcedMarch: true } : {}),
});

const pathOf = (from: string, steps: Step[]): string[] => [
  from,
  ...steps.flatMap((st) => (st.type === 'move' || st.type === 'rear' ? [st.to] : [])),
];

/** R 7.7: every hex holding two or more of the activation's unmoved units: the stack moves as one, judged whole */
export const stackChoicesOf = (P: PackIndex, s: GameState, movers: readonly string[]): OrderChoice[] => {
  const c = ctxOf(P, s);
  const n = namesOf(P);
  const mine = new Set(movers);
  const hexes = [...new Set(movers.map((id) => s.pos.units[id].at))].sort();
  return hexes.flatMap((hex) => {
    const ids = stackAt(c, hex)
      .map((u) => u.id)
      .filter((id) => mine.has(id));
    if (ids.length < 2) return [];
    const targets = stackTargets(c, ids);
    if (!targets.length) return [];
    const names = ids.map((id) => n.unit(id)).join(', ');
    return [
      {
        id: `stack:${hex}`,
        label: text(`Ruch stosu: ${names}`, `Move the stack: ${names}`),
        piece: ids[0],
        targets: targets.map((x) => ({
          cell: x.to,
          path: pathOf(hex, x.steps),
          ...forcedMarchMark(x),
          order: moveOrder(ids, x),
        })),
      },
    ];
  });
};

/**
 * R 10.2.2: cavalry's charge declared with its move: for each enemy hex that a move target brings
 * into its front zone, the first (cheapest) such move over which the charge is valid (sight, every
 * hex at most 1 MP, no hexside feature, target not in square); the target clicked is the enemy hex
 */
export const chargeChoiceOf = (P: PackIndex, s: GameState, id: string, moves: MoveTarget[]): OrderChoice | null => {
  const c = ctxOf(P, s);
  if (def(c, id).arm !== 'cavalry' || s.pos.units[id].level === 'demoralized') return null;
  const u = s.pos.units[id];
  const foe = enemyOf(sideOf(c, id));
  const byTarget = new Map<string, { move: MoveTarget; path: string[] }>();
  for (const m of moves) {
    const path = pathOf(u.at, m.steps);
    const facing = [...m.steps].reverse().find((st) => st.type === 'turn')?.facing ?? u.facing;
    for (const h of zoneHexes(P.grid, m.to, facing, 'front')) {
      if (byTarget.has(h) || occupant(c, h) !== foe || !onMap(h)) continue;
      if (chargeValid(c, id, path.slice(1), h).valid) byTarget.set(h, { move: m, path });
    }
  }
  if (!byTarget.size) return null;
  const name = namesOf(P).unit(id);
  return {
    id: `charge:${id}`,
    label: text(`Szarża: ${name}`, `Charge: ${name}`),
    piece: id,
    targets: [...byTarget].map(([hex, { move, path }]) => ({
      cell: hex,
      path: [...path, hex],
      ...(move.forced ? { label: forcedMarchMark(move).label } : {}),
      order: {
        type: 'move',
        units: [id],
        steps: move.steps,
        charge: hex,
        ...(move.forcedMarch ? { forcedMarch: true } : {}),
      },
    })),
  };
};

/** one unit's move choice with its targets, or null when it has no legal step */
export const moveChoiceOf = (
  P: PackIndex,
  s: GameState,
  id: string,
  m: MoveTarget[] = moveTargets(ctxOf(P, s), id),
): OrderChoice | null => {
  if (!m.length) return null;
  const n = namesOf(P);
  return {
    id: `move:${id}`,
    label: text(`Ruch: ${n.unit(id)}`, `Move: ${n.unit(id)}`),
    piece: id,
    targets: m.map((x) => ({
      cell: x.to,
      path: pathOf(s.pos.units[id].at, x.steps),
      ...forcedMarchMark(x),
      order: moveOrder([id], x),
    })),
  };
};

/** R 10.2.4: a charge from contact for unmoved cavalry with an enemy in its ZOC */
export const contactChoiceOf = (P: PackIndex, s: GameState, id: string): OrderChoice | null => {
  const targets = contactTargets(ctxOf(P, s), id);
  if (!targets.length) return null;
  const name = namesOf(P).unit(id);
  return {
    id: `contact:${id}`,
    label: text(`Szarża z kontaktu: ${name}`, `Charge from contact: ${name}`),
    piece: id,
    targets: targets.map((h) => ({ cell: h, order: { type: 'contactCharge', unit: id, target: h } })),
  };
};
