import type { GameEvent } from '../../../core/contract.js';
import { ev } from '../events.js';
import { revealWithPatrols } from '../patrols.js';
import type { OwcState } from '../state.js';

/**
 * 16.2 and 17.1 in play: turn units face up (reconnaissance, an attack, a 21.3 check, the owner's
 * choice) and take revealed patrols off the map at once. The events name the units only now that
 * they are face up.
 */
export const revealUnits = (s: OwcState, ids: readonly string[], out: GameEvent[], rule: string): string[] => {
  const hexes = new Map(ids.map((id) => [id, s.units[id]?.hex ?? null]));
  const { revealed, removed } = revealWithPatrols(s, ids);
  for (const id of revealed) out.push(ev('revealed', { unit: id, hex: hexes.get(id) }, rule));
  // a patrol is a dummy: the line names its hex, not which of the owner's patrols it was
  for (const id of removed) out.push(ev('patrol-removed', { hex: hexes.get(id) }, '17.1'));
  return removed;
};
