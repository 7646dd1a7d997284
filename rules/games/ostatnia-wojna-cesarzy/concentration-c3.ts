import type { GameEvent, OrderChoice } from '../../core/contract.js';
import { unitW } from './cow.js';
import { text } from '../../core/text.js';
import { boardOf, defOf, has, sideOf } from './ctx.js';
import { evFor, fail } from './events.js';
import { enemyFortress } from './geo.js';
import { railToOwnEdge } from './secret-concentration.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * C.3: arrivals marked "secret concentration" use rule 20: their destination is chosen one turn
 * earlier. In the owner's normal movement phase of the stage before the arrival, a `concentrate`
 * order names the town (a town joined by rail to an own board edge, 20.1, held by the owner);
 * unnamed, the scenario's town stands. The choice is the owner's secret (an owner-only event; the
 * panel shows the opponent "?") until the units arrive.
 */

/** the own secret arrivals of the next stage whose destination may be chosen now */
export const concentrating = (s: OwcState, side: SideId): string[] =>
  !has(s, 'C.3') || s.phase !== 'move' || s.phasing !== side
    ? []
    : Object.values(s.units)
        .filter((u) => u.where === 'due' && u.how === 'secret' && u.due === s.stage + 1 && sideOf(s, u.id) === side)
        .map((u) => u.id);

/** 20.1: the towns a concentration may be sent to: own-held, joined by rail to an own edge */
export const concentrationTowns = (s: OwcState, side: SideId): string[] => {
  const b = boardOf(s);
  return [...b.m.towns.keys()]
    .filter((t) => s.control[t] === side && !enemyFortress(b, t, side) && railToOwnEdge(b.m, side, t))
    .sort();
};

export const chooseConcentration = (s: OwcState, unit: string, hex: string, at: string, out: GameEvent[]): void => {
  const side = s.phasing;
  if (!concentrating(s, side).includes(unit))
    fail('C.3', 'not-concentrating', `${unit} is not an own secret arrival of the next stage`, `${at}.unit`);
  if (!concentrationTowns(s, side).includes(hex))
    fail('20.1', 'bad-destination', `${hex} is not an own town joined by rail to an own board edge`, `${at}.hex`);
  unitW(s, unit).dueHex = hex;
  out.push(evFor('concentration', { unit, hex, stage: s.stage + 1 }, side, 'C.3'));
};

/** the movement view's choices: each concentrating unit with its towns as targets */
export const concentrationChoices = (s: OwcState, side: SideId): OrderChoice[] => {
  const units = concentrating(s, side);
  if (!units.length) return [];
  const towns = concentrationTowns(s, side);
  return units.map((u) => ({
    id: `concentrate-${u}`,
    label: text(
      `${defOf(s, u).short}: cel tajnej koncentracji (C.3)`,
      `${defOf(s, u).short}: secret concentration's town (C.3)`,
    ),
    group: `concentrate-${u}`,
    targets: towns.map((cell) => ({ cell, order: { type: 'concentrate', unit: u, hex: cell } })),
  }));
};
