import type { GameEvent } from '../../../core/contract.js';
import { event } from '../../../core/events.js';
import { unitDef } from '../ctx.js';
import { versionOf, type TbState } from '../state.js';
import { loseEp } from './losses.js';

/**
 * 9.5.5 (rules version 7): a unit that ends its flight in a hex holding friendly units fights no more this
 * turn (it has fought) and shares that hex's later combat results: when the units there lose EP it loses
 * as many (AMB-26: the same number, so an elimination of theirs costs it the same EP); when they flee or
 * withdraw it goes with them and loses 1 EP per hex. Kept until the next combat phase (`sheltered`).
 */
const on = (s: TbState): boolean => versionOf(s) >= 7;

/** whether `hex` holds friendly combat units other than `except` (the ones arriving) */
export const hostsAt = (s: TbState, hex: string, except: readonly string[]): boolean => {
  if (!on(s)) return false;
  const side = except.length ? unitDef(s, except[0]).side : null;
  for (const id in s.units)
    if (s.units[id].hex === hex && !except.includes(id) && unitDef(s, id).side === side) return true;
  return false;
};
export const shelter = (s: TbState, ids: readonly string[]): void => {
  s.sheltered = [...new Set([...(s.sheltered ?? []), ...ids])];
};
/** the sheltered units standing in `hex`, those of the combat itself aside */
export const sharers = (s: TbState, hex: string, except: readonly string[]): string[] =>
  !on(s) ? [] : (s.sheltered ?? []).filter((id) => s.units[id]?.hex === hex && !except.includes(id));

/** the hosts of each of `hexes` lost `ep` each: their sheltered guests lose as many */
export const shareLoss = (
  s: TbState,
  hexes: readonly string[],
  ep: number,
  except: readonly string[],
  events: GameEvent[],
): void => {
  if (ep <= 0) return;
  for (const h of hexes) for (const id of sharers(s, h, except)) loseEp(s, id, ep, '9.5.5', events);
};

/** the guests go with their fleeing or withdrawing hosts to `to` (null: the hosts were eliminated), 1 EP a hex */
export const rideAlong = (
  s: TbState,
  riders: readonly string[],
  to: string | null,
  hexes: number,
  events: GameEvent[],
): void => {
  if (!riders.length) return;
  if (to) events.push(event('shelter-flight', { units: riders, to }, { rule: '9.5.5' }));
  for (const id of riders) {
    if (to === null) {
      loseEp(s, id, 99, '9.5.8', events);
      continue;
    }
    s.units[id].hex = to;
    loseEp(s, id, hexes, '9.5.5', events);
  }
};
