import type { OptionsView, OrderChoice, StandingOption, TargetOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { standingLabel, standingValueLabel } from './standing-labels.js';
import { cowClone } from './cow.js';
import { boardOf, defOf, sideOf, type Board } from './ctx.js';
import { delayedArrivals, heldTowns } from './phases/held-arrivals.js';
import { arrivalChoices, holdableNow } from './phases/arrivals.js';
import { marchTargets, type ReachMemo } from './movement.js';
import type { SideId } from './schema.js';
import { STANDING, standingKeys, type OwcState } from './state.js';
import { concealable, patrolHexes } from './phases/conceal.js';

/** Building blocks of the options view: arrival towns, march targets, hiding, standing orders. */
export const unitName = (s: OwcState, id: string): Text => defOf(s, id).name;
/**
 * A.2.1: an arrival with equally near towns: the owner clicks one (the first is the automatic pick);
 * 19 (v9): a rail arrival's town among those a railway from an own edge reaches (the listed one by
 * default), and a button holding an arrival back this turn; the choices of one unit exclude each other
 */
export const arrivalOptions = (s: OwcState, mine: SideId, choices: OrderChoice[]): void => {
  if (mine !== s.phasing) return heldOptions(s, mine, choices);
  for (const [u, towns] of arrivalChoices(s)) {
    const listed = s.units[u].dueHex!;
    choices.push({
      id: `arrive-${u}`,
      group: `arrival-${u}`,
      label:
        s.units[u].how === 'rail'
          ? text(
              `Przybycie koleją: ${unitName(s, u).pl} (19, domyślnie ${listed})`,
              `Arrival by rail: ${unitName(s, u).en} (19, default ${listed})`,
            )
          : text(
              `Wprowadzenie: ${unitName(s, u).pl} (A.2.1, domyślnie ${towns[0]})`,
              `Arrival: ${unitName(s, u).en} (A.2.1, default ${towns[0]})`,
            ),
      targets: towns.map((cell) => ({ cell, order: { type: 'arrive', unit: u, hex: cell } })),
    });
  }
  for (const u of holdableNow(s))
    choices.push({
      id: `delay-arrival-${u}`,
      group: `arrival-${u}`,
      label: text(
        `Wstrzymaj przybycie: ${unitName(s, u).pl} (19, wejdzie w następnej turze)`,
        `Hold back the arrival: ${unitName(s, u).en} (19, it comes next turn)`,
      ),
      order: { type: 'delay-arrival', unit: u },
    });
};
/** 19 (v10): in a reserve window of the opponent's turn, each delayed arrival and the towns it may enter at */
const heldOptions = (s: OwcState, mine: SideId, choices: OrderChoice[]): void => {
  const ids = delayedArrivals(s, mine);
  if (!ids.length) return;
  const trial = cowClone(s); // 18.4: the rail towns are judged on the phase's rail use, which a view must not start
  const b = boardOf(trial);
  for (const u of ids) {
    const towns = heldTowns(trial, b, u);
    if (towns.length)
      choices.push({
        id: `arrive-${u}`,
        group: `arrival-${u}`,
        label: text(
          `Wstrzymane przybycie: ${unitName(s, u).pl} (19, w turze przeciwnika)`,
          `Delayed arrival: ${unitName(s, u).en} (19, in the opponent's turn)`,
        ),
        targets: towns.map((cell) => ({ cell, order: { type: 'arrive', unit: u, hex: cell } })),
      });
  }
};
export const moveTargets = (s: OwcState, b: Board, id: string, held: Set<string>, memo: ReachMemo): TargetOption[] => {
  return marchTargets(s, b, id, held, memo, true, true).map((t) => ({
    cell: t.cell,
    cost: t.cost,
    path: t.path,
    // 21.5: the owner sees the price before he clicks
    ...(t.towardHq
      ? {
          label: text(
            `Ruch w kierunku sztabu ${unitName(s, t.towardHq).pl}: jednostka zostanie rozbita (21.5)`,
            `Move toward ${unitName(s, t.towardHq).en}: the unit becomes broken (21.5)`,
          ),
        }
      : {}),
    order: { type: 'move', unit: id, path: t.path },
  }));
};

/** a unit's march; it shares a group with its rail transfer (18): a unit marches or rails, not both */
export const marchChoice = (s: OwcState, id: string, targets: TargetOption[]): OrderChoice => ({
  id: `move-${id}`,
  piece: id,
  group: `go-${id}`,
  label: unitName(s, id),
  targets,
});

/** 16, 17.2: what the phasing player may hide at the end of his movement (his choice in the same batch) */
export const hideOptions = (s: OwcState, mine: SideId, choices: OrderChoice[]): void => {
  for (const id of concealable(s, mine))
    choices.push({
      id: `conceal-${id}`,
      piece: id,
      label: text(
        `Ukryj na koniec ruchu: ${unitName(s, id).pl} (16)`,
        `Conceal after moving: ${unitName(s, id).en} (16)`,
      ),
      order: { type: 'conceal', units: [id] },
    });
  // 16.2: any own face-down unit may turn face up at the end of the phase (a patrol so revealed leaves, 17.1)
  for (const u of Object.values(s.units))
    if (u.where === 'map' && u.concealed && sideOf(s, u.id) === mine)
      choices.push({
        id: `reveal-${u.id}`,
        piece: u.id,
        label: text(
          `Odkryj na koniec ruchu: ${unitName(s, u.id).pl} (16.2)`,
          `Reveal after moving: ${unitName(s, u.id).en} (16.2)`,
        ),
        order: { type: 'reveal', units: [u.id] },
      });
  const hexes = patrolHexes(s, mine);
  if (hexes.length)
    choices.push({
      id: 'place-patrol',
      label: text('Postaw patrol (17.2)', 'Place a patrol (17.2)'),
      targets: hexes.map((cell) => ({ cell, order: { type: 'place-patrol', hex: cell } })),
    });
};

export const standingOptions = (s: OwcState, side: SideId): StandingOption[] =>
  standingKeys(s).map((k) => ({
    key: k,
    label: standingLabel(k),
    current: s.standing[side][k] ?? STANDING[k][0],
    values: STANDING[k].map((v) => ({ value: v, label: standingValueLabel(k, v) })),
  }));

/** a decision taking any number of the choices (at least one) */
export const anyOf = (prompt: Text, choices: OrderChoice[], standing: StandingOption[] | undefined): OptionsView => ({
  prompt,
  choices,
  minOrders: 1,
  maxOrders: choices.length,
  standing,
});
