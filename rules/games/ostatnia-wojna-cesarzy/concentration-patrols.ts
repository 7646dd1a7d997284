import type { GameEvent, OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { type Board, boardOf, has } from './ctx.js';
import { evFor, fail } from './events.js';
import { destinationCheck, dueStage, ownConcentrationOn } from './concentration-own.js';
import { patrolsInBox } from './patrols.js';
import { railUse } from './phases/rail.js';
import { TRANSPORTS } from './rail-transfers.js';
import type { SideId } from './schema.js';
import { concentrationCost } from './secret-concentration.js';
import type { OwcState } from './state.js';
import { PATROL_CONCENTRATION, versionOf } from './version.js';

/**
 * 20.5 (rules version 10): "off-map patrols may join a secret concentration", at 20.1's price for a unit
 * that is not on the map: 1 Transport. In any movement phase, as the concentration itself (AMB-30): order
 * `secret-patrol` names only the town (the first patrol of the side's box goes, as in 17.2); the patrol
 * waits face down in the Secret Concentration box and arrives face down with the concentration (20, 17.1:
 * a patrol exists only face down). The destination follows 20.1 and 18.2 as for a unit from the map.
 */
export const patrolConcentrationOn = (s: OwcState): boolean =>
  versionOf(s) >= PATROL_CONCENTRATION && ownConcentrationOn(s) && has(s, 'patrols');

/** one `secret-patrol` order: the patrol goes to the box for `to`, booking 1 Transport of the phase (18.4) */
export const patrolToConcentration = (
  s: OwcState,
  me: SideId,
  o: { to: string },
  at: string,
  control: Record<string, SideId>,
  out: GameEvent[],
): void => {
  if (!patrolConcentrationOn(s))
    fail('20.5', 'no-concentration', 'no patrols join a secret concentration in this game', `${at}.type`);
  const box = patrolsInBox(s, me);
  if (!box.length) fail('17.2', 'no-patrol', 'no patrol left in your box', `${at}.type`);
  destinationCheck(boardOf(s), s, me, o.to, control, at);
  const r = railUse(s, me);
  const cost = concentrationCost(0, 1);
  const allowance = TRANSPORTS[me] * (r.doubled ? 2 : 1);
  if (r.use.transports + cost > allowance)
    fail(
      '18.4',
      'rail-transports',
      `${r.use.transports + cost} Transports needed, ${allowance} allowed this phase`,
      at,
    );
  r.use.transports += cost;
  const id = box[0];
  const due = dueStage(s, me);
  s.units[id] = {
    id,
    where: 'due',
    hex: null,
    broken: false,
    concealed: true,
    due,
    dueHex: o.to,
    how: 'secret',
    sent: true,
  };
  s.fresh?.units.push(id); // 16: a patrol seen removed earlier in this stretch may join at once (17.2)
  (s.concentrated ??= []).push(id);
  out.push(evFor('concentration', { unit: id, hex: o.to, stage: due, transports: cost, patrol: true }, me, '20.5'));
};

/** the view's `secret-patrol` choice: the towns a concentration may go to, while a patrol waits in the box and a Transport is left */
export const patrolConcentrationChoices = (s: OwcState, b: Board, mine: SideId): OrderChoice[] => {
  if (!patrolConcentrationOn(s) || s.railBan?.includes(mine) || !patrolsInBox(s, mine).length) return [];
  const kept = s.rail?.side === mine ? s.rail : undefined;
  const used = (kept?.use.transports ?? 0) + concentrationCost(0, 1);
  if (used > TRANSPORTS[mine] * 2) return [];
  const needs = !kept?.doubled && used > TRANSPORTS[mine];
  const control = { ...s.control };
  const towns = [...b.m.towns.keys()].sort().filter((t) => {
    try {
      destinationCheck(b, s, mine, t, control, 'view');
      return true;
    } catch {
      return false;
    }
  });
  if (!towns.length) return [];
  return [
    {
      id: 'secret-patrol',
      label: text('Patrol do tajnej koncentracji (20.5)', 'A patrol joins a secret concentration (20.5)'),
      targets: towns.map((to) => ({
        cell: to,
        cost: concentrationCost(0, 1),
        label: text(
          `Patrol do tajnej koncentracji w ${to} (1 transp.${needs ? ', tylko z podwojeniem' : ''}, 20.5)`,
          `A patrol to a secret concentration at ${to} (1 Transport${needs ? ', doubled only' : ''}, 20.5)`,
        ),
        order: { type: 'secret-patrol', to },
      })),
    },
  ];
};
