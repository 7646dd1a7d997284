import type { GameEvent, OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { allyHqsInRange, commanded, isHq, isPatrol } from './command.js';
import { boardOf, defOf, has, sideOf } from './ctx.js';
import { evFor, fail } from './events.js';
import type { Nation, SideId } from './schema.js';
import type { OwcState } from './state.js';
import { ALLIED_COMMAND, versionOf } from './version.js';

/**
 * 21.6 allied command (rules version 7): at most one German unit is commanded by Austro-Hungarian HQs,
 * and at most one Austro-Hungarian unit (the Legions count as Austro-Hungarian) by German HQs. The
 * owner names it with `{type: 'allied-command', unit}` in any batch of his, as standing orders come
 * (apply.ts, before the phase's orders: "at any moment"), and the name holds until the stage's end
 * (phases/turn.ts clears it): it may not change within the stage. Until he names one, no unit of that
 * nation is commanded by the ally. The name is the Allies' own business (their log only): its effects
 * show where they act (an attack's modifiers, 21.3's checks).
 */
export type AlliedSlot = 'DE' | 'AH';
/** the slot of a unit's nation (null: not an Allied nation) */
export const slotOf = (n: Nation): AlliedSlot | null => (n === 'DE' ? 'DE' : n === 'AH' || n === 'PL' ? 'AH' : null);

export const alliedCommandOn = (s: OwcState): boolean => versionOf(s) >= ALLIED_COMMAND && has(s, 'command');

/** a unit that may be named: an Allied corps, division or cavalry on the map (not an HQ nor a patrol) */
const nameable = (s: OwcState, unit: string): AlliedSlot | null => {
  const u = s.units[unit];
  if (u?.where !== 'map' || sideOf(s, unit) !== 'allies') return null;
  const d = defOf(s, unit);
  return isHq(d) || isPatrol(d) ? null : slotOf(d.nat);
};

/** The `allied-command` orders of a batch, each at its place (`at`), for the side that sent it. */
export const nameAlliedCommand = (s: OwcState, side: SideId, unit: string, at: string, out: GameEvent[]): void => {
  if (!alliedCommandOn(s)) fail('21.6', 'allied-command-off', 'allied command (21.6) is not in this game', at);
  if (side !== 'allies') fail('21.6', 'allied-command-side', 'only the Allies name a unit for allied command', at);
  const slot = nameable(s, unit);
  if (!slot)
    fail(
      '21.6',
      'allied-command-unit',
      `${unit} is not an Allied unit on the map an allied HQ could command`,
      `${at}.unit`,
    );
  const was = s.alliedCommand?.[slot];
  if (was === unit) return;
  if (was)
    fail(
      '21.6',
      'allied-command-fixed',
      `${was} is under the ally's command until the end of this stage`,
      `${at}.unit`,
      {
        unit: was,
      },
    );
  s.alliedCommand = { ...s.alliedCommand, [slot]: unit };
  out.push(evFor('allied-command', { unit, slot }, 'allies', '21.6'));
};

/**
 * What the view offers (and the random player takes): for each nation not yet named this stage, its
 * units that an ally's HQ holds in range and no own HQ commands (naming another gains nothing now).
 */
export const alliedCommandCandidates = (s: OwcState, side: SideId): { unit: string; hq: string }[] => {
  if (side !== 'allies' || !alliedCommandOn(s)) return [];
  const b = boardOf(s);
  const out: { unit: string; hq: string }[] = [];
  for (const u of Object.values(s.units)) {
    const slot = nameable(s, u.id);
    if (!slot || s.alliedCommand?.[slot] || u.concealed) continue;
    const hqs = allyHqsInRange(b, u.id);
    if (hqs.length && !commanded(b, u.id)) out.push({ unit: u.id, hq: hqs[0].hq });
  }
  return out;
};

export const alliedCommandChoices = (s: OwcState, side: SideId): OrderChoice[] =>
  alliedCommandCandidates(s, side).map(({ unit, hq }) => {
    const n = defOf(s, unit).name;
    const h = defOf(s, hq).name;
    return {
      id: `allied-command-${unit}`,
      piece: unit,
      label: text(
        `Dowodzenie sojusznicze do końca etapu: ${n.pl} pod ${h.pl} (21.6)`,
        `Allied command for the stage: ${n.en} under ${h.en} (21.6)`,
      ),
      order: { type: 'allied-command', unit },
    };
  });
