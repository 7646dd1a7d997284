import type { Secret, Side } from '../../core/contract.js';
import { unitW } from './cow.js';
import { defOf, has, sideOf, type Board } from './ctx.js';
import { inContact } from './geo.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * Rule 16, concealment (rule group `concealment`). A concealed unit is face down: the other side
 * (and a spectator) sees only that a counter of that side stands in the hex, and how many
 * (16, spec §4.16): not its id, type, nation, strength or resilience, nor whether it is a patrol.
 * 16.3: it projects no control lines, is always a Reserve and has 3 MP (ctx.ts, movement.ts).
 */
export const isConcealed = (s: OwcState, id: string): boolean => !!s.units[id]?.concealed;

/** may `viewer` see what this unit is (its own side always; nobody else while it is face down) */
export const seenBy = (s: OwcState, id: string, viewer: Side | null): boolean =>
  !isConcealed(s, id) || viewer === sideOf(s, id);

/**
 * 16: at the end of a normal movement phase a player may turn face down his unbroken units out of
 * contact with the enemy; Russian HQs never (21.2).
 */
export const mayConceal = (b: Board, id: string): boolean => {
  const s = b.s;
  const u = s.units[id];
  if (!has(s, 'concealment') || u.where !== 'map' || !u.hex || u.broken || u.concealed) return false;
  const d = defOf(s, id);
  if (d.size === 'hq' && d.side === 'russians') return false;
  return !inContact(b, u.hex, d.side);
};

/** 16.2: revealed when they reconnoitre, attack or are attacked, or by their owner in his own phases */
export const reveal = (s: OwcState, ids: readonly string[]): string[] => {
  const out: string[] = [];
  for (const id of ids)
    if (s.units[id]?.concealed) {
      delete unitW(s, id).concealed;
      out.push(id);
    }
  return out;
};

/**
 * The secrets of a state for the fog checks: every concealed unit's id (on the map, or in the Secret
 * Concentration box from rules version 10) (but those turned face down
 * since the other side's last batch: it saw them face up, and the log lines of that stretch name them), as it would appear in JSON
 * (quoted, so "ru-ii" is not found inside "ru-iii"), visible to its own side only.
 */
export const concealmentSecrets = (s: OwcState): Secret[] =>
  Object.values(s.units)
    .filter((u) => u.concealed && (u.where === 'map' || u.where === 'due') && !s.fresh?.units.includes(u.id))
    .map((u) => ({
      visibleTo: [sideOf(s, u.id) as SideId],
      token: JSON.stringify(u.id),
      what:
        u.where === 'due'
          ? `face-down unit ${u.id} in the Secret Concentration box (20)`
          : `concealed unit ${u.id} (16)`,
    }));
