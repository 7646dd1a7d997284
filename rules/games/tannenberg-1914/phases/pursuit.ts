import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { position, sideOf, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { checkStack } from '../stacking.js';
import type { TbState } from '../state.js';
import { arrivalContact, travelOn } from './arrival.js';
import { leaveBox } from './masking.js';
import { destroyEntrenchments } from './entrench.js';

/**
 * 9.6.4: the defenders fled or were eliminated: every eligible attacker (our default policy) moves into
 * the defended hex `into` while the stacking limit allows; the town there changes hands and a fort of
 * the defender's entered so no longer defends (level 2). From rules version 10 the pursuers make contact with
 * the lone HQs and guns next to `into` (9.6, 11.1.8, 13.1.5; phases/arrival.ts); from rules version 12 an enemy
 * train there (one its stack left behind: loaded, or of an eliminated stack) is eliminated (15.3.6, spec P4).
 */
export const pursue = (
  t: Turn<TbState>,
  attacker: SideId,
  attackers: string[],
  into: string,
  fort: { hex: string; side: SideId } | undefined,
  /** 9.6.4, or 9.3.7 for the meeting engagement's winner (rules version 11) */
  rule = '9.6.4',
): void => {
  const s = t.s,
    defender = enemyOf(attacker);
  const goers: string[] = [];
  const blocked = position(s).pieces.some((x) => x.hex === into && x.side === defender && x.kind !== 'train');
  for (const id of blocked ? [] : attackers) {
    if (!s.units[id].hex) continue;
    const there = position(s).pieces.filter((x) => x.hex === into && x.side === attacker);
    if (
      checkStack([
        ...there,
        {
          id,
          side: attacker,
          kind: unitDef(s, id).type as 'inf',
          hex: into,
          ...(unitDef(s, id).corps ? { corps: unitDef(s, id).corps } : {}),
        },
      ])
    )
      continue;
    s.units[id].hex = into;
    goers.push(id);
  }
  if (goers.length) {
    t.events.push(event('pursuit', { units: goers, hex: into }, { rule }));
    // rules version 12 (spec P4, 15.3.6): an enemy train left in the hex is eliminated by the pursuers entering
    if (travelOn(s))
      for (const [tid, tr] of Object.entries(s.trains))
        if (tr.hex === into && sideOf(s, tid) === defender) {
          leaveBox(s, tid); // (rules version 17: a masked train too, 16.2.8)
          tr.hex = null;
          t.events.push(event('train-captured', { train: tid, hex: into }, { rule: '15.3.6' }));
        }
    destroyEntrenchments(t, attacker, [into]);
    if (s.control[into] !== undefined) s.control[into] = attacker;
    if (fort && fort.side === defender) s.forts[fort.hex] = 2;
    arrivalContact(t, attacker, goers, into);
  }
};
