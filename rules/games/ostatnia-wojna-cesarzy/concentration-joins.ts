import type { GameEvent, OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { type Board, boardOf, has } from './ctx.js';
import { evFor, fail } from './events.js';
import {
  concentrationTowns,
  destinationCheck,
  dueStage,
  ownConcentrationOn,
  sendToConcentration,
} from './concentration-own.js';
import { unitW } from './cow.js';
import { sideOf } from './ctx.js';
import { ev } from './events.js';
import { holdable } from './phases/arrivals.js';
import { delayedArrivals } from './phases/held-arrivals.js';
import type { RailOrder } from './phases/rail.js';
import { patrolsInBox } from './patrols.js';
import { railUse } from './phases/rail.js';
import { TRANSPORTS } from './rail-transfers.js';
import type { SideId } from './schema.js';
import { concentrationCost } from './secret-concentration.js';
import type { OwcState } from './state.js';
import { unitName } from './view-orders.js';
import { ARRIVAL_CONCENTRATION, PATROL_CONCENTRATION, versionOf } from './version.js';

/**
 * 20.5 (rules version 10): "off-map patrols may join a secret concentration", at 20.1's price for a unit
 * that is not on the map: 1 Transport. In any movement phase, as the concentration itself (AMB-30): order
 * `secret-patrol` names only the town (the first patrol of the side's box goes, as in 17.2); the patrol
 * waits face down in the Secret Concentration box and arrives face down with the concentration (20, 17.1:
 * a patrol exists only face down). The destination follows 20.1 and 18.2 as for a unit from the map.
 */
export const patrolConcentrationOn = (s: OwcState): boolean =>
  versionOf(s) >= PATROL_CONCENTRATION && ownConcentrationOn(s) && has(s, 'patrols');

/** 20.1: 1 Transport of the phase for a unit joining from off the map (18.4), booked; the cost */
const bookOne = (s: OwcState, me: SideId, at: string): number => {
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
  return cost;
};

/**
 * 20.1 (rules version 10): an arrival sent into a concentration, "1 Transport per arrival unit": one its owner
 * may hold back (19: by rail or at a town), due in his own turn, or delayed (phases/held-arrivals.ts) in the
 * opponent's; the `secret-rail` order names it. In the owner's first movement batch it is kept off the town
 * placement (`arrivalSends`).
 */
export const sendableArrival = (s: OwcState, me: SideId, id: string): boolean => {
  const u = s.units[id];
  if (versionOf(s) < ARRIVAL_CONCENTRATION || !ownConcentrationOn(s) || u?.where !== 'due') return false;
  if (sideOf(s, id) !== me || !holdable(s, u)) return false;
  return me === s.phasing ? (u.due ?? 0) <= s.stage : delayedArrivals(s, me).includes(id);
};

/** 20.1 (v10): the arrivals a batch sends into a concentration, for `placeArrivals` to leave them due (none before version 10) */
export const arrivalSends = (s: OwcState, orders: readonly { o: { type: string; unit?: string }; i: number }[]) => {
  const sends: Record<string, string> = {};
  if (versionOf(s) < ARRIVAL_CONCENTRATION) return sends;
  // only an arrival 19 lets its owner hold back: one placed as the batch starts (B.2's, a secret one) may entrain from the map
  for (const { o, i } of orders)
    if (o.type === 'secret-rail' && o.unit && s.units[o.unit]?.where === 'due' && holdable(s, s.units[o.unit]))
      sends[o.unit] = `orders[${i}].unit`;
  return sends;
};

/** a `secret-rail` order: an arrival (v10, 20.1) or a unit from the map (20, concentration-own.ts) */
export const secretRail: RailOrder = (s, me, o, at, allowed, control, out) => {
  if (!sendableArrival(s, me, o.unit)) return sendToConcentration(s, me, o, at, allowed, control, out);
  destinationCheck(boardOf(s), s, me, o.to, control, at);
  const transports = bookOne(s, me, at);
  const w = unitW(s, o.unit);
  w.due = dueStage(s, me);
  w.dueHex = o.to;
  w.how = 'secret';
  w.sent = true;
  (s.concentrated ??= []).push(o.unit);
  out.push(ev('secret-rail', { unit: o.unit, transports, arrival: true }, '20.1'));
  out.push(evFor('concentration', { unit: o.unit, hex: o.to, stage: w.due }, me, '20'));
};

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
  const cost = bookOne(s, me, at);
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

/** 1 more Transport this phase: null when even doubled it is not there, else whether only doubling gives it */
const oneMore = (s: OwcState, mine: SideId): { needs: boolean } | null => {
  const kept = s.rail?.side === mine ? s.rail : undefined;
  const used = (kept?.use.transports ?? 0) + concentrationCost(0, 1);
  if (used > TRANSPORTS[mine] * 2) return null;
  return { needs: !kept?.doubled && used > TRANSPORTS[mine] };
};

/** 20.1 (v10): each arrival that may be sent into a concentration now, with its towns, 1 Transport; in the arrival's group */
export const arrivalConcentrationChoices = (s: OwcState, b: Board, mine: SideId): OrderChoice[] => {
  if (versionOf(s) < ARRIVAL_CONCENTRATION || s.railBan?.includes(mine)) return [];
  const ids = Object.keys(s.units)
    .filter((id) => sendableArrival(s, mine, id))
    .sort();
  const more = ids.length ? oneMore(s, mine) : null;
  if (!more) return [];
  const towns = concentrationTowns(b, s, mine);
  if (!towns.length) return [];
  const extra = more.needs ? ', tylko z podwojeniem' : '';
  const extraEn = more.needs ? ', doubled only' : '';
  return ids.map((id) => ({
    id: `secret-arrival-${id}`,
    group: `arrival-${id}`,
    label: text(
      `Przybycie do tajnej koncentracji: ${unitName(s, id).pl} (20.1)`,
      `Arrival into a secret concentration: ${unitName(s, id).en} (20.1)`,
    ),
    targets: towns.map((to) => ({
      cell: to,
      cost: concentrationCost(0, 1),
      label: text(`Do ${to} (1 transp.${extra}, 20.1)`, `To ${to} (1 Transport${extraEn}, 20.1)`),
      order: { type: 'secret-rail', unit: id, to },
    })),
  }));
};

/** the view's `secret-patrol` choice: the towns a concentration may go to, while a patrol waits in the box and a Transport is left */
export const patrolConcentrationChoices = (s: OwcState, b: Board, mine: SideId): OrderChoice[] => {
  if (!patrolConcentrationOn(s) || s.railBan?.includes(mine) || !patrolsInBox(s, mine).length) return [];
  const kept = s.rail?.side === mine ? s.rail : undefined;
  const used = (kept?.use.transports ?? 0) + concentrationCost(0, 1);
  if (used > TRANSPORTS[mine] * 2) return [];
  const needs = !kept?.doubled && used > TRANSPORTS[mine];
  const towns = concentrationTowns(b, s, mine);
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
