import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { hqDef, isHq, mapOf, position, sideOf, unitDef, type Position } from '../ctx.js';
import { checkPath, vistulaCrossing, type MoveCtx, type Mover } from '../movement.js';
import { byHq, vistulaStep } from './vistula.js';
import { byHex, enemyOf, kindOf, type Placed } from '../pieces.js';
import { alternativeEntries } from '../reinforcements.js';
import type { SideId } from '../schema.js';
import { checkStack } from '../stacking.js';
import { versionOf, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { commandedNow } from './command.js';
import { contact, eliminateHq } from './losses.js';
import { findUnsupplied } from './supply.js';
import { askedReactions, reserveMove, reserveReaction } from './reserve.js';
import { arrivalContact, arrivalsContact } from './arrival.js';
import { destroyEntrenchments } from './entrench.js';
import { supplyLoss } from '../endurance.js';
import { sideKey } from '../geometry.js';
import { markerMa } from '../masking.js';
import { arriveByRail, railOn } from './rail.js';
import { fogFor, isEmptyMarker, leaveBox, markerOf, revealHiddenGuns, revealMarker, staffOf } from './masking.js';
import { pruneStanding } from './standing.js';
import { guardsCheck, guardsOnCrossing } from '../optional.js';
import { enterStage, stageOf } from './order-of-movement.js';
import { carryLeft, settleCarryOn } from './carry-on.js';

/**
 * Phases 5 and 6 (rule 4): the active side's moves. Reinforcements due this turn come on at the
 * start of the phase (17.2.2), commanded (17.2.7); a group blocked by enemy ZOC waits a turn and
 * comes at an edge hex within 3 (17.2.8).
 */
type T = Turn<TbState>;
export const startMovement = (t: T, side: SideId): void => {
  const s = t.s,
    mi = mapOf(s);
  const p = position(s);
  const arrived: string[] = [];
  s.arrivals = s.arrivals.filter((a) => {
    if (a.turn !== s.turn || sideOf(s, a.pieces[0]) !== side) return true;
    if (p.zoc[enemyOf(side)].has(a.hex) || p.occupied[enemyOf(side)].has(a.hex)) {
      const alt = alternativeEntries(mi, a.hex).find(
        (h) => !p.zoc[enemyOf(side)].has(h) && !p.occupied[enemyOf(side)].has(h),
      );
      t.events.push(event('arrival-delayed', { pieces: a.pieces, hex: a.hex, to: alt ?? a.hex }, { rule: '17.2.8' }));
      a.turn += 1;
      if (alt) a.hex = alt;
      return true;
    }
    for (const id of a.pieces) {
      if (s.units[id]) {
        s.units[id].hex = a.hex;
        if (a.rail && railOn(s)) arriveByRail(s, id);
      } else if (s.hqs[id]) Object.assign(s.hqs[id], { hex: a.hex, order: 'march', previous: 'march' });
      else if (s.trains[id]) s.trains[id].hex = a.hex;
      arrived.push(id);
    }
    t.events.push(event('arrival', { pieces: a.pieces, hex: a.hex }, { rule: '17.2.2' }));
    // rules version 13: arriving troops make contact with the lone HQs and guns next to their hex (13.1.5, 11.1.8)
    if (arrivalsContact(s)) arrivalContact(t, side, a.pieces, a.hex);
    return false;
  });
  if (side === 'ru') guardsCheck(s, () => t.dice.roll(6), t.events);
  s.moved = [];
  s.selfChecked = [];
  delete s.stage;
  // the position after the arrivals (the one above when nobody arrived)
  const now = arrived.length ? position(s) : p;
  s.commanded = [...new Set([...commandedNow(s, side, now), ...arrived.filter((id) => s.units[id])])];
  s.unsupplied = findUnsupplied(s, side, now);
  s.await = { kind: 'move', sides: [side] };
};

export const maOf = (s: TbState, id: string): number => {
  const left = carryLeft(s, id); // 16.2.7 (rules version 16): carrying on with the MP left
  if (left !== undefined) return left;
  if (isHq(s, id)) return 6;
  const m = markerOf(s, id);
  if (m) return markerMa(!m.contents.some((u) => s.unsupplied.includes(u))); // 16.2.6, AMB-35
  if (s.trains[id]) return 4;
  const u = s.units[id],
    d = unitDef(s, id);
  return (u.face === 'front' ? d.front : d.back!).ma - (s.unsupplied.includes(id) ? 1 : 0); // 15.4.1
};
export const hexOf = (s: TbState, id: string): string | null =>
  s.units[id]?.hex ?? s.hqs[id]?.hex ?? s.trains[id]?.hex ?? markerOf(s, id)?.hex ?? null;

export const moveCtx = (s: TbState, side: SideId, p: Position = position(s)): MoveCtx => {
  const enemy = enemyOf(side);
  const loneTrains = new Set(
    [...p.trains[enemy]].filter((h) =>
      p.pieces.filter((x) => x.hex === h && x.side === enemy).every((x) => x.kind === 'train'),
    ),
  );
  // AMB-20: by default a friendly unit does not neutralise an enemy ZOC for movement; the option makes it
  const zoc = p.zoc[enemy];
  return {
    enemyZoc:
      s.options.zocNeutralised === 'for-movement' ? new Set([...zoc].filter((h) => !p.units[side].has(h))) : zoc,
    enemyOccupied: new Set([...p.occupied[enemy]].filter((h) => !loneTrains.has(h))),
    enemyForts: new Set(
      [...mapOf(s).forts.values()]
        .filter((f) => f.side === enemy && f.manned && (s.forts[f.hex] ?? 0) < 2)
        .map((f) => f.hex),
    ),
    friendlyTrains: p.trains[side],
    friendlyTroops: p.troops[side],
    bridges: openBridges(s),
  };
};
/** the hexsides of the Vistula bridges still standing (6.0) */
export const openBridges = (s: TbState): Set<string> =>
  new Set(
    mapOf(s)
      .map.vistulaBridges.filter((b) => !s.bridgesDown.includes(b.id))
      .map((b) => sideKey(b.a, b.b)),
  );
import { cannotMove } from './may-move.js';

export { anyMovable, cannotMove } from './may-move.js';

/** 7.1.2 (AMB-19): a voluntary move may not end in an over-stacked hex */
export const overstack = (
  s: TbState,
  side: SideId,
  pieces: readonly string[],
  end: string,
  at: ReadonlyMap<string, Placed[]> = byHex(position(s).pieces),
) => {
  // 16.2.4 (AMB-19): a marker does not count, what it hides does
  const hidden = (ids: readonly string[]): string[] => ids.flatMap((id) => markerOf(s, id)?.contents ?? [id]);
  const as = (id: string): Placed => ({
    id,
    side,
    kind: kindOf(s, id),
    hex: end,
    ...(s.units[id] && unitDef(s, id).corps ? { corps: unitDef(s, id).corps } : {}),
  });
  const after = (at.get(end) ?? []).filter((x) => x.side === side && !pieces.includes(x.id));
  const behind = hidden(after.filter((x) => x.kind === 'marker').map((x) => x.id)).map(as);
  return checkStack([...after, ...behind, ...hidden(pieces).map(as)]);
};

/**
 * how a move ended: walked, stopped by a reserve move, paused for the reserve owner's answer (4.5.6), or
 * stopped by an empty marker's ZOC, the marker gone, free to carry on (16.2.7, rules version 16)
 */
export type MoveOutcome = 'done' | 'stopped' | 'asked' | 'carry';
export const playMove = (t: T, { o, at }: PlacedOrder<TbOrder>): MoveOutcome => {
  if (o.type !== 'move') return 'done';
  const s = t.s,
    side = t.side as SideId,
    mi = mapOf(s);
  const start = o.path[0];
  o.pieces.forEach((id, j) => {
    const why = cannotMove(s, side, id);
    if (why) fail(why.match(/\((\d[\d.]*)/)?.[1] ?? '4.1', 'cannot-move', `${id}: ${why}`, `${at}.pieces[${j}]`);
    if (hexOf(s, id) !== start) fail('4.1', 'not-at-start', `${id} is not at ${start}`, `${at}.path[0]`);
  });
  if (new Set(o.pieces).size !== o.pieces.length) fail('4.1', 'twice', 'a piece named twice', `${at}.pieces`);
  const pos = position(s);
  const ctx = moveCtx(s, side, pos);
  enterStage(s, Math.max(...o.pieces.map((id) => stageOf(s, id))));
  const troops = o.pieces.some((id) => ['inf', 'cav'].includes(kindOf(s, id)));
  // 4.3.7 (rules version 7, AMB-10): an unbridged Vistula hexside is crossed with the whole MA
  const across = vistulaStep(s, ctx, o.path);
  for (const id of o.pieces) {
    const m: Mover = { kind: kindOf(s, id), withTroops: troops };
    if (across >= 0 && s.units[id]) {
      // 16.2.7: a piece carrying on has not its whole MA left
      if (carryLeft(s, id) !== undefined)
        fail('4.3.7', 'illegal-path', `${id}: the crossing takes the whole movement allowance`, `${at}.path[1]`, {
          why: 'vistula-whole-ma',
          id,
        });
      const v = vistulaCrossing(mi, o.path[across], o.path[across + 1], byHq(s, id), across);
      if (!v.ok) fail(v.rule, 'illegal-path', `${id}: ${v.reason}`, `${at}.path[${across + 1}]`, { ...v.params, id });
      if (o.path.length > 2)
        fail('4.3.7', 'illegal-path', `${id}: the crossing takes the whole movement allowance`, `${at}.path[2]`, {
          why: 'vistula-whole-ma',
          id,
        });
      // the crossing itself spends the whole MA: what else the step must meet, checkPath tells with a bridge there
      const bridged = { ...ctx, bridges: new Set([...ctx.bridges, sideKey(o.path[0], o.path[1])]) };
      const r = checkPath(mi, bridged, m, o.path, Number.MAX_SAFE_INTEGER);
      if (!r.ok) fail(r.rule, 'illegal-path', `${id}: ${r.reason}`, `${at}.path[${r.at}]`, { ...r.params, id });
      continue;
    }
    const r = checkPath(mi, ctx, m, o.path, maOf(s, id));
    if (!r.ok) fail(r.rule, 'illegal-path', `${id}: ${r.reason}`, `${at}.path[${r.at}]`, { ...r.params, id });
  }
  const end = o.path[o.path.length - 1];
  // overstack reads only the end hex's pieces
  const stack = overstack(s, side, o.pieces, end, new Map([[end, pos.pieces.filter((x) => x.hex === end)]]));
  if (stack)
    fail(
      stack.rule,
      'overstack',
      `${end} would hold ${stack.count} (limit ${stack.limit})`,
      `${at}.path[${o.path.length - 1}]`,
    );
  return walkMove(t, side, o.pieces, o.path, pos, 1);
};

/**
 * A legal move walked from `path[from]` on, with what happens on the way. A filed reserve trigger may
 * stop it (4.5.6): 'stopped'. From rules version 4 a reserve unit asked live that could react at a hex
 * pauses it before anything moves: 'asked', and the move waits in `paused` for its owner's answer. From rules
 * version 11 troops make contact at each hex they pass (11.1.8 "enters a hex adjacent", 13.1.5), from
 * `path[contactFrom]` on (the hex a paused move waited at has had its reserve check, not its contact). The
 * rest of the path stays open: an escape ends 4 hexes from where the gun stood (9.5.4), beyond the next hex of
 * the path (at most 2 away), and a gun ending on a later hex is next to the hex before it and escapes again
 * when the movers get there; a displaced HQ goes to a hex of its own units, which no path enters (4.2.1).
 */
export const walkMove = (
  t: T,
  side: SideId,
  pieces: string[],
  fullPath: string[],
  pos: Position,
  from: number,
  contactFrom = from,
): MoveOutcome => {
  const s = t.s,
    mi = mapOf(s);
  let reacted: { unit: string; to: string } | undefined;
  const troops = pieces.some((id) => ['inf', 'cav'].includes(kindOf(s, id)));
  // rules version 16: a marker has a ZOC (16.2.5), so its move sets off reserve moves too (4.5.5, spec 5.4)
  const zocBearer = troops || (versionOf(s) >= 16 && pieces.some((id) => markerOf(s, id)));
  const before = pos;
  const enemy = enemyOf(side);
  // a marker carries what it hides (16.2.2); they move with it, out of the other side's sight
  const hidden = pieces.flatMap((id) => markerOf(s, id)?.contents ?? []);
  // rules version 17: and the HQs and trains it hides (16.2.8), which neither make contact nor take ground
  const staff = pieces.flatMap((id) => {
    const m = markerOf(s, id);
    return m ? staffOf(s, m) : [];
  });
  // AMB-62 (from rules version 3): a marker that really hides infantry or cavalry makes contact as they would
  const v3 = (s.rulesVersion ?? 1) >= 3;
  const contacts = troops || (v3 && hidden.some((u) => isTroopType(unitDef(s, u).type)));
  const passing = contacts && passingOn(s);
  // 19.3 (rules version 15): a marker hiding infantry or cavalry (16.2.2 carries them) takes the towns they enter
  const takes = troops || (contacts && versionOf(s) >= 15);
  let path = fullPath;
  if ((zocBearer && s.reserves.length) || passing)
    for (let i = contactFrom; i < path.length; i++) {
      if (i >= from && zocBearer && s.reserves.length) {
        const r = reserveReaction(s, side, pieces, path[i], pos);
        if (r) {
          path = path.slice(0, i + 1);
          reserveMove(t, r, path[i]);
          reacted = r;
          break;
        }
        if (versionOf(s) >= 4 && askedReactions(s, side, pieces, path[i], pos).length) {
          s.paused = { side, pieces: [...pieces], path: [...fullPath], at: i };
          s.await = { kind: 'reserve-ask', sides: [enemy] };
          t.events.push(
            event('reserve-asked', { side: enemy, pieces, path: fullPath.slice(0, i + 1) }, { rule: '4.5.6' }),
          );
          return 'asked';
        }
      }
      // the last hex's contact comes with the move's end, below; the reserve checks read the position after it
      if (
        passing &&
        i >= 1 &&
        i < path.length - 1 &&
        passBy(t, side, [...pieces, ...hidden, ...staff], path[i], path[0])
      )
        pos = position(s);
    }
  for (const h of path.slice(1)) {
    for (const [tid, tr] of Object.entries(s.trains))
      if (tr.hex === h && sideOf(s, tid) === enemy) {
        leaveBox(s, tid);
        tr.hex = null;
        t.events.push(event('train-captured', { train: tid, hex: h }, { rule: '15.3.6' }));
      }
    if (takes && mi.towns.has(h) && s.control[h] !== undefined && s.control[h] !== side) {
      s.control[h] = side;
      t.events.push(event('town', { hex: h, side }, { rule: '19.3' }));
    }
  }
  if (pieces.some((id) => s.units[id]) || hidden.length) destroyEntrenchments(t, side, path.slice(1));
  const stop = path[path.length - 1];
  for (const id of [...pieces, ...hidden, ...staff]) {
    placeAt(s, id, stop);
    if (s.hqs[id] && hqDef(s, id).kind === 'army' && hqDef(s, id).side === 'ru') s.hqs[id].flipped = true; // 13.2.9
    if (!s.moved.includes(id)) s.moved.push(id); // (carrying on, 16.2.7, it is there already)
    if (!s.movedThisTurn.includes(id)) s.movedThisTurn.push(id);
    if (s.units[id] && s.unsupplied.includes(id)) {
      // 15.4.2 / 2.3.7: moving unsupplied costs 1 EP that never flips or eliminates
      Object.assign(s.units[id], supplyLoss(s.units[id]));
      t.events.push(event('supply-loss', { unit: id, loss: s.units[id].loss }, { rule: '15.4.2', ...fogFor(s, [id]) }));
    }
  }
  // 16.2.7: an empty enemy marker whose ZOC a unit enters goes back to the card
  let removed = false;
  if (contacts)
    for (const m of s.markers.filter((x) => x.side === enemy && !x.contents.length && isEmptyMarker(s, x)))
      if (mi.zocCells(m.hex).includes(stop)) {
        revealMarker(s, m.id, '16.2.7', t.events);
        removed = true;
      }
  // 16.2.8 (version 3): a marker hiding lone artillery is revealed when a unit enters its ZOC; 11.1.8 follows at contact
  if (contacts && v3) revealHiddenGuns(t, enemy, path);
  t.events.push(event('move', { pieces: pieces, path }, { rule: '4.2' }));
  if (side === 'de') guardsOnCrossing(s, path, t.events);
  // rules version 8: the owner's standing escape paths and displacement hexes count here (phases/standing.ts)
  if (contacts) contact(s, stop, side, t.dice, t.events, true);
  for (const [hid, h] of Object.entries(s.hqs))
    if (h.hex && sideOf(s, hid) === enemy && h.hex === stop) eliminateHq(s, hid, t.dice, t.events);
  // rules version 10: the reserve unit, stepping in once the mover stands at `stop`, makes contact in its turn
  if (reacted) {
    arrivalContact(t, enemy, [reacted.unit], reacted.to);
    if (s.carryOn) settleCarryOn(s, side, pieces, path, before, false); // its carrying on is spent
    return 'stopped';
  }
  // 16.2.7 (rules version 16): the marker gone, the movers may go on with the MP left
  return settleCarryOn(s, side, pieces, path, before, removed) ? 'carry' : 'done';
};

/**
 * Rules version 11: a move makes contact at every hex it enters, not only where it ends (11.1.8 "enters a
 * hex adjacent", 13.1.5 "in any phase"); the mover goes on, as 11.1.8 lets it (guns and HQs have no ZOC).
 */
export const passingOn = (s: TbState): boolean => versionOf(s) >= 11;

/** a piece (a marker's hidden units with it) set down at `hex` */
const placeAt = (s: TbState, id: string, hex: string): void => {
  const m = markerOf(s, id);
  if (m) m.hex = hex;
  else if (s.units[id]) s.units[id].hex = hex;
  else if (s.hqs[id]) s.hqs[id].hex = hex;
  else s.trains[id].hex = hex;
};

/**
 * Rules version 11: the movers passing `hex` make contact there (their standing choices counting, as at the
 * move's end): they stand in it while the lone HQs and guns next to it react (the escapes keep off their hex
 * and ZOC there), then go back to `start` until the move is walked. A marker hiding only guns is never
 * passed: its ZOC ends the move (16.2.5). Whether anything reacted.
 */
const passBy = (t: T, side: SideId, movers: readonly string[], hex: string, start: string): boolean => {
  const n = t.events.length;
  for (const id of movers) placeAt(t.s, id, hex);
  contact(t.s, hex, side, t.dice, t.events, true);
  for (const id of movers) placeAt(t.s, id, start);
  return t.events.length > n;
};

const isTroopType = (type: string): boolean => type === 'inf' || type === 'cav';

/** the end of a movement phase: a Russian army HQ that did not move turns back to its front face (13.2.9) */
export const endMovement = (s: TbState, side: SideId): void => {
  for (const [id, h] of Object.entries(s.hqs))
    if (sideOf(s, id) === side && h.flipped && !s.moved.includes(id)) delete h.flipped;
  s.moved = [];
  delete s.stage;
  delete s.carryOn;
  pruneStanding(s);
};
