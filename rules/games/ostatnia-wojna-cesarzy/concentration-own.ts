import type { Dice, GameEvent, OrderChoice, TargetOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { checkMobilizationRail } from './campaign/borders.js';
import { unitW } from './cow.js';
import { type Board, boardOf, has, sideOf } from './ctx.js';
import { ev, evFor, fail } from './events.js';
import { enemyFortress, inContact } from './geo.js';
import { areaOf } from './movement.js';
import { type RailOrder, railUse } from './phases/rail.js';
import { railNet, type RailUse, stationCapacity, TRANSPORTS } from './rail-transfers.js';
import type { SideId } from './schema.js';
import { concentrationCost, intelligenceRoll, railToOwnEdge } from './secret-concentration.js';
import type { OwcState } from './state.js';
import { BOX_CONCEALMENT, OWN_CONCENTRATION, versionOf } from './version.js';
import { unitName } from './view-orders.js';

/**
 * Rule 20, the players' own secret concentration (rules version 8; groups `secret-concentration` and
 * `rail`): in his normal movement phase a player may send a unit that could rail (18) to a town he
 * writes down secretly (order `secret-rail`). The unit leaves the map for his Secret Concentration
 * box at once, in the open (the opponent sees it go; up to rules version 9 a face-down unit was turned
 * face up as it entrained, from version 10 it stays face down in the box, BOX_CONCEALMENT); the town is its owner's until the units arrive (20) or intelligence exposes it
 * (20.4). Both towns must be joined by rail to an own board edge (20.1), the origin clear of contact
 * and its station within 18.3's capacity, the town not held by the enemy at the start of the phase
 * (18.2) and inside the play area; 2 Transports a unit (20.1) out of the phase's allowance (18.4).
 * The units arrive in the first movement phase of the side's next turn as any secret concentration
 * (phases/arrivals.ts: 20.2's station capacity, 20.3's fallback).
 */

export const ownConcentrationOn = (s: OwcState): boolean =>
  versionOf(s) >= OWN_CONCENTRATION && has(s, 'secret-concentration') && has(s, 'rail');

/** 18.1 and 20.1 for the town a unit entrains at: a rail town clear of contact, joined to an own edge */
const originCheck = (b: Board, side: SideId, from: string, at: string): void => {
  if (!b.m.towns.has(from) || !railNet(b.m).next.has(from))
    fail('18.1', 'rail-town', `${from} is not a town on a railway`, `${at}.unit`);
  if (inContact(b, from, side)) fail('18.1', 'rail-contact', `${from} is in contact with the enemy`, `${at}.unit`);
  if (!railToOwnEdge(b.m, side, from))
    fail('20.1', 'concentration-edge', `${from} is not joined by rail to an own board edge (20.1)`, `${at}.unit`);
};

/** 18.1, 18.2, 20.1 and A.1 for the town written down */
export const destinationCheck = (
  b: Board,
  s: OwcState,
  side: SideId,
  to: string,
  control: Record<string, SideId>,
  at: string,
) => {
  if (!b.m.towns.has(to) || !railNet(b.m).next.has(to))
    fail('18.1', 'rail-town', `${to} is not a town on a railway`, `${at}.to`);
  if ((control[to] && control[to] !== side) || enemyFortress(b, to, side))
    fail('18.2', 'rail-enemy-town', `${to} was held by the enemy at the start of the phase`, `${at}.to`);
  const area = areaOf(s);
  if (area && !b.m.inRegion(area, to))
    fail('20', 'concentration-area', `${to} is outside the play area (A.1)`, `${at}.to`);
  if (!railToOwnEdge(b.m, side, to))
    fail('20.1', 'concentration-edge', `${to} is not joined by rail to an own board edge (20.1)`, `${at}.to`);
};

/** 18.3 at the origin's station and 18.4's Transports (2 a unit, 20.1): booked on `use` */
const book = (b: Board, side: SideId, from: string, use: RailUse, doubled: boolean | undefined, at: string): void => {
  if ((use.stations[from] ?? 0) >= stationCapacity(railNet(b.m), from))
    fail('18.3', 'rail-station', `the station at ${from} has loaded or unloaded all it may this phase`, at);
  const cost = concentrationCost(1, 0);
  const allowance = TRANSPORTS[side] * (doubled ? 2 : 1);
  if (use.transports + cost > allowance)
    fail('18.4', 'rail-transports', `${use.transports + cost} Transports needed, ${allowance} allowed this phase`, at);
  use.transports += cost;
  use.stations[from] = (use.stations[from] ?? 0) + 1;
};

/** the first movement phase of the side's next own turn: in the Allied turn the Russians' is this stage's */
export const dueStage = (s: OwcState, me: SideId): number =>
  me === 'russians' && s.phasing === 'allies' ? s.stage : s.stage + 1;

/** one `secret-rail` order of the normal movement batch, in its place among the marches and rails */
export const sendToConcentration: RailOrder = (s, me, o, at, allowed, control, out) => {
  if (!ownConcentrationOn(s)) fail('20', 'no-concentration', 'no secret concentration in this game', `${at}.type`);
  const u = s.units[o.unit];
  if (u?.where !== 'map' || !allowed.includes(o.unit) || u.moved)
    fail('20', 'cannot-concentrate', `${o.unit} may not entrain in this phase`, `${at}.unit`);
  const b = boardOf(s);
  const from = u.hex!;
  originCheck(b, me, from, at);
  destinationCheck(b, s, me, o.to, control, at);
  if (from === o.to) fail('18.1', 'rail-same', 'a rail transfer goes to another town', `${at}.to`);
  checkMobilizationRail(s, o.unit, o.to, at); // 30 (campaign)
  const r = railUse(s, me);
  book(b, me, from, r.use, r.doubled, at);
  const w = unitW(s, o.unit);
  w.where = 'due';
  w.hex = null;
  w.due = dueStage(s, me);
  w.dueHex = o.to;
  w.how = 'secret';
  w.sent = true;
  w.moved = true;
  // 20 (v10): "where they may be concealed": a face-down unit stays face down in the box, its trip its owner's secret
  const hidden = versionOf(s) >= BOX_CONCEALMENT && !!u.concealed;
  if (!hidden) delete w.concealed;
  (s.concentrated ??= []).push(o.unit);
  const e = { unit: o.unit, from, transports: concentrationCost(1, 0) };
  out.push(hidden ? evFor('secret-rail', { ...e, concealed: true }, me, '20') : ev('secret-rail', e, '20'));
  out.push(evFor('concentration', { unit: o.unit, hex: o.to, stage: w.due }, me, '20'));
};

/**
 * 20.4 at the end of a turn: one roll for each side that made a concentration in it (the phasing side
 * at the end of its own turn; one made in the opponent's RMP (AMB-30) at the end of that turn, before it
 * could arrive), the one 22.6 made this turn if it made one (AMB-25); Allies 11–12, Russians 10–12
 * expose the towns to the opponent.
 */
export const concentrationIntelligence = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  const made = s.concentrated;
  if (!made) return;
  delete s.concentrated;
  const order: SideId[] = s.phasing === 'allies' ? ['allies', 'russians'] : ['russians', 'allies'];
  for (const side of order) {
    const sent = made.filter((id) => sideOf(s, id) === side && s.units[id].where === 'due' && !s.units[id].exposed);
    if (!sent.length) continue;
    const rolled = out.find((e) => e.type === 'intelligence' && (e.data as { side?: string }).side === side);
    let exposed = !!(rolled?.data as { exposed?: boolean } | undefined)?.exposed;
    if (!rolled) {
      const r = intelligenceRoll(side, dice);
      exposed = r.revealed;
      out.push(ev('intelligence', { side, roll: r.roll, exposed }, '20.4', [r.roll]));
    }
    if (!exposed) continue;
    for (const id of sent) unitW(s, id).exposed = true;
    const hexes = [...new Set(sent.map((id) => s.units[id].dueHex!))].sort();
    // 20 (v10): the towns are exposed, not which face-down units go there
    const faceUp = sent.filter((id) => !s.units[id].concealed);
    const hidden = sent.length - faceUp.length;
    out.push(ev('concentration-exposed', { side, units: faceUp, hexes, ...(hidden ? { hidden } : {}) }, '20.4'));
  }
};

/** the towns `mine` may write down for a secret concentration now (apply's own destination check), sorted */
export const concentrationTowns = (b: Board, s: OwcState, mine: SideId): string[] => {
  const control = { ...s.control };
  return [...b.m.towns.keys()].sort().filter((t) => {
    try {
      destinationCheck(b, s, mine, t, control, 'view');
      return true;
    } catch {
      return false;
    }
  });
};

/**
 * The movement view's `secret-rail` choices: each unit that may rail now, with every town it may be
 * sent to (apply's own checks), 2 Transports each; "doubled only" where only `double` covers them.
 */
export const ownConcentrationChoices = (s: OwcState, b: Board, mine: SideId, allowed: string[]): OrderChoice[] => {
  if (!ownConcentrationOn(s) || s.railBan?.includes(mine)) return [];
  const kept = s.rail?.side === mine ? s.rail : undefined;
  const towns = concentrationTowns(b, s, mine);
  const out: OrderChoice[] = [];
  for (const id of allowed) {
    const u = s.units[id];
    if (u.where !== 'map' || u.moved || !u.hex) continue;
    const from = u.hex;
    let needs = false;
    try {
      originCheck(b, mine, from, 'view');
      const use = { transports: kept?.use.transports ?? 0, segments: {}, stations: { ...kept?.use.stations } };
      book(b, mine, from, use, true, 'view');
      needs = !kept?.doubled && use.transports > TRANSPORTS[mine];
    } catch {
      continue;
    }
    const targets: TargetOption[] = [];
    for (const to of towns) {
      if (to === from) continue;
      try {
        checkMobilizationRail(s, id, to, 'view'); // 30 (campaign)
      } catch {
        continue;
      }
      targets.push({
        cell: to,
        cost: concentrationCost(1, 0),
        label: text(
          `Tajna koncentracja: ${unitName(s, id).pl} do ${to} (2 transp.${needs ? ', tylko z podwojeniem' : ''}, 20)`,
          `Secret concentration: ${unitName(s, id).en} to ${to} (2 Transports${needs ? ', doubled only' : ''}, 20)`,
        ),
        order: { type: 'secret-rail', unit: id, to },
      });
    }
    if (targets.length)
      out.push({
        id: `secret-rail-${id}`,
        piece: id,
        group: `go-${id}`,
        label: text(
          `Tajna koncentracja: ${unitName(s, id).pl} (20)`,
          `Secret concentration: ${unitName(s, id).en} (20)`,
        ),
        targets,
      });
  }
  return out;
};
