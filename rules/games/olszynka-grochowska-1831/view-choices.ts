import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { namesOf, REACTION } from './describe.js';
import { still } from './occupancy.js';
import type { PackIndex } from './pack.js';
import { leaderReach, movingLeader } from './phases/leader-move.js';
import { offerStands } from './phases/react-again.js';
import { activeFireTargets, commandChoices, ctxOf, reactionFireTargets } from './phases/turn.js';
import { moveTargets } from './reach.js';
import { onMap, type GameState, type SideId } from './state.js';
import { awaited } from './status.js';
import { combatChoices } from './view-combat.js';
import { defenceChoices, reorderChoices } from './view-defence.js';
import { chargeChoiceOf, contactChoiceOf, moveChoiceOf, stackChoicesOf } from './view-moves.js';

/** What the awaited side may order now, step by step (the phases' choices, each with its targets). */

/** R 2.3.3–2.3.5: the activation's leader's move, with every hex he may end on */
const leaderChoice = (P: PackIndex, s: GameState): OrderChoice[] => {
  const c = ctxOf(P, s);
  const id = movingLeader(c, s);
  if (!id) return [];
  const reach = leaderReach(c, id);
  if (!reach.length) return [];
  const name = P.leader(id).name;
  return [
    {
      id: `leader:${id}`,
      label: text(`Ruch dowódcy: ${name}`, `Leader moves: ${name}`),
      piece: id,
      targets: reach.map((r) => ({
        cell: r.to,
        path: r.path,
        cost: r.path.length - 1,
        order: { type: 'leader', leader: id, path: r.path.slice(1) },
      })),
    },
  ];
};

/** the activated units on the map that have not moved yet (R 7.7) */
export const movers = (s: GameState): string[] =>
  s.active!.units.filter((id) => onMap(s.pos.units[id].at) && !s.pos.units[id].flags.moved);

/** the choices of `side` now; a view changes nothing, so the whole of it reads one still index */
/** the asked reactions (R 5.5) the view offers: those `offerStands` keeps */
const askedOffers = (P: PackIndex, s: GameState) => {
  const c = ctxOf(P, s);
  return (s.asked?.offers ?? []).filter((o) => offerStands(c, o, s.asked!.hex));
};

export const choicesFor = (P: PackIndex, s: GameState, side: SideId): OrderChoice[] =>
  awaited(s).includes(side) ? still(s.pos.units, () => choicesOf(P, s, side)) : [];

const choicesOf = (P: PackIndex, s: GameState, side: SideId): OrderChoice[] => {
  const c = ctxOf(P, s);
  const n = namesOf(P);
  const end: OrderChoice = { id: 'end', label: text('Zakończ krok', 'End the step'), order: { type: 'end' } };
  switch (s.phase) {
    case 'first':
      return s.cup
        .filter((m) => (P.pack.forces.formations.find((f) => f.id === m)?.side ?? P.leader(m).side) === side)
        .map((m) => ({ id: `pick:${m}`, label: n.marker(m), order: { type: 'pick', marker: m } }));
    case 'command':
      return [
        ...leaderChoice(P, s),
        ...commandChoices(P, s, s.active!.marker).map((d) => ({
          id: `command:${d}`,
          label: n.marker(d),
          order: { type: 'command', division: d },
        })),
        { id: 'command:none', label: text('Żadna', 'None'), order: { type: 'command', division: null } },
      ];
    case 'reaction':
      if (s.defence) return [...reorderChoices(P, s, side, s.defence.hex), ...defenceChoices(P, s)];
      return [
        // what apply's R 5.5 check accepts: an offer to a unit since gone off the map (rules version 5) is no
        // choice, nor a change of front or counter-charge of one taken away from the entered hex (version 7)
        ...askedOffers(P, s).map((o) => ({
          id: `react:${o.unit}:${o.kind}`,
          label: text(`${n.unit(o.unit)}: ${REACTION[o.kind].pl}`, `${n.unit(o.unit)}: ${REACTION[o.kind].en}`),
          piece: o.unit,
          order: { type: 'react', unit: o.unit, kind: o.kind },
        })),
        { id: 'end', label: text('Bez reakcji', 'No reaction'), order: { type: 'end' } },
      ];
    case 'fire':
    case 'reactionFire':
      return [
        ...(s.phase === 'fire' ? activeFireTargets(P, s) : reactionFireTargets(P, s)).map((b) => ({
          id: `fire:${b.battery}`,
          label: text(`Ostrzał: ${n.unit(b.battery)}`, `Fire: ${n.unit(b.battery)}`),
          piece: b.battery,
          targets: b.targets.map((h) => ({ cell: h, order: { type: 'fire', battery: b.battery, target: h } })),
        })),
        end,
      ];
    case 'move': {
      if (s.active!.leaderMoved) return [end];
      const ids = movers(s);
      return [
        ...ids.flatMap((id) => {
          const m = moveTargets(c, id);
          return [moveChoiceOf(P, s, id, m), chargeChoiceOf(P, s, id, m), contactChoiceOf(P, s, id)].filter(
            (x): x is OrderChoice => x !== null,
          );
        }),
        ...stackChoicesOf(P, s, ids),
        ...leaderChoice(P, s),
        ...reorderChoices(P, s, side),
        end,
      ];
    }
    case 'combat':
      return combatChoices(P, s, end);
    default:
      return [];
  }
};
