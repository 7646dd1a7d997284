import type { OrderChoice, TargetOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { checkMobilizationRail, closedBeyondMarch } from './campaign/borders.js';
import { defOf, has, type Board } from './ctx.js';
import { inContact } from './geo.js';
import { railLeg, railNet, railRoutes, TRANSPORTS, type RailUse } from './rail-transfers.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { unitName } from './view-orders.js';

/**
 * Rule 18 in the view: for each unit that may rail in this movement phase (normal or reserve), the
 * towns it may reach by rail, each judged by apply's own `railLeg` (18.1 towns and contact, 18.2
 * control at the phase start, 18.3 line and station capacity, 18.4 Transports) and 30's mobilization,
 * with its Transports as the target's cost; and `double` (18.4.1/18.4.2) while the side is not
 * barred by last phase's doubling (AMB-40). Each target is judged alone against what the phase has
 * used so far (a rail arrival's Transports included); what the batch's earlier transfers use is the
 * draft check's to judge. A target whose Transports only a doubled allowance covers is offered with
 * "doubled only" in its label: the draft check closes it until `double` is in the batch. A unit that A.1 brings back into the play area is offered only towns inside it.
 */
export const railChoices = (
  s: OwcState,
  b: Board,
  mine: SideId,
  allowed: string[],
  /** A.1 in the normal movement phase: these units must end inside the play area */
  a1: { area: string | null; mustEnter: string[] } = { area: null, mustEnter: [] },
): OrderChoice[] => {
  if (!has(s, 'rail') || s.railBan?.includes(mine)) return [];
  const net = railNet(b.m);
  const kept = s.rail?.side === mine ? s.rail : undefined;
  // what the phase has used so far: read by every search and leg, updated by none (a leg is judged alone)
  const used: RailUse = {
    transports: kept?.use.transports ?? 0,
    segments: { ...kept?.use.segments },
    stations: { ...kept?.use.stations },
  };
  const out: OrderChoice[] = [];
  // one search a town for every leg from it (railLeg judges each leg on it, as apply's own search would)
  // and one judgement a leg (town to town): railLeg reads no unit, so every unit of a town gets the same
  // route and Transports, or the same refusal (null)
  type Leg = { path: string[]; transports: number } | null;
  const searched = new Map<
    string,
    {
      routes: ReturnType<typeof railRoutes>;
      towns: string[];
      legs: Map<string, Leg>;
      closed: ReturnType<typeof closedBeyondMarch>;
    }
  >();
  // 30.1, 37.5 (v10): the hexes closed to a unit hang on its nation only, so a town's search is kept per nation
  const fromTown = (from: string, id: string) => {
    const closed = closedBeyondMarch(s, b.m, id);
    const key = closed ? `${from}|${defOf(s, id).nat}` : from;
    let r = searched.get(key);
    if (r) return r;
    const routes = railRoutes(b, mine, from, used, true, undefined, closed);
    const towns = [...routes.cells.keys()].filter((h) => h !== from && b.m.towns.has(h)).sort();
    searched.set(key, (r = { routes, towns, legs: new Map(), closed }));
    return r;
  };
  const legOf = (id: string, from: string, to: string, t: ReturnType<typeof fromTown>): Leg => {
    let leg = t.legs.get(to);
    if (leg !== undefined) return leg;
    try {
      leg = railLeg(b, mine, { unit: id, from, to }, used, {
        doubled: true,
        routes: t.routes,
        dry: true,
        closed: t.closed,
      });
    } catch {
      leg = null; // refused by the rules: not offered
    }
    t.legs.set(to, leg);
    return leg;
  };
  for (const id of allowed) {
    const u = s.units[id];
    const from = u.hex;
    if (!from || u.where !== 'map' || !b.m.towns.has(from) || !net.next.has(from) || inContact(b, from, mine)) continue;
    const targets: TargetOption[] = [];
    const back = a1.area && a1.mustEnter.includes(id) ? a1.area : null;
    const town = fromTown(from, id);
    for (const to of town.towns) {
      if (back && !b.m.inRegion(back, to)) continue;
      try {
        checkMobilizationRail(s, id, to, 'view'); // 30 (campaign)
        // judged on the doubled allowance: `double` is always on offer beside it (18.4.1/18.4.2)
        const leg = legOf(id, from, to, town);
        if (!leg) continue;
        const needs = !kept?.doubled && (kept?.use.transports ?? 0) + leg.transports > TRANSPORTS[mine];
        targets.push({
          cell: to,
          cost: leg.transports,
          path: [...leg.path],
          label: text(
            `Koleją: ${unitName(s, id).pl} do ${to} (${leg.transports} transp.${needs ? ', tylko z podwojeniem' : ''}, 18)`,
            `By rail: ${unitName(s, id).en} to ${to} (${leg.transports} Transport${leg.transports === 1 ? '' : 's'}${needs ? ', doubled only' : ''}, 18)`,
          ),
          order: { type: 'rail', unit: id, to },
        });
      } catch {
        /* refused by the rules: not offered */
      }
    }
    if (targets.length)
      out.push({
        id: `rail-${id}`,
        piece: id,
        group: `go-${id}`,
        label: text(`Przewóz koleją: ${unitName(s, id).pl} (18)`, `Rail transfer: ${unitName(s, id).en} (18)`),
        targets,
      });
  }
  if (out.length && !kept?.doubled)
    out.push({
      id: 'double',
      label: text(
        `Podwój transporty: ${2 * TRANSPORTS[mine]} zamiast ${TRANSPORTS[mine]}, bez przewozów w następnej fazie ruchu (18.4)`,
        `Double the Transports: ${2 * TRANSPORTS[mine]} instead of ${TRANSPORTS[mine]}, no rail in the next movement phase (18.4)`,
      ),
      order: { type: 'double' },
    });
  return out;
};
