import type { Dice, GameEvent } from '../../core/contract.js';

import { boardOf, defOf, enemyAt, has, sideOf, unitsAt, type Board } from './ctx.js';
import { attackCheckMods, chooseRetreat, evalAttack, OFF, properStep, retreatOptions, strength, weak } from './combat.js';
import { ev, fail } from './events.js';
import { encircled, enemyFortress, freeHexes, inContact, isolated } from './geo.js';
import { other } from './mapindex.js';
import { areaOf, heldHexes, isReserve, movers, mpOf, STACK, stepCost, transit } from './movement.js';
import type { SideId } from './schema.js';
import type { AttackPending, OwcState, Phase, RetreatOption } from './state.js';
import { variant } from './variants.js';

const NEXT: Partial<Record<Phase, Phase>> = { supply: 'w1', w1: 'attack', attack: 'w2', w2: 'move', move: 'w3', w3: 'repeat' };
export const nonPhasing = (s: OwcState): SideId => other(s.phasing);

// ---------------------------------------------------------------- checks, VP

const vpTo = (s: OwcState, side: SideId, n: number, why: string, out: GameEvent[], rule = 'A.6'): void => {
  if (!has(s, 'A.6') || n === 0) return;
  s.vp += side === 'russians' ? n : -n;
  out.push(ev('vp', { side, vp: n, why, balance: s.vp }, rule));
};

/** Break or eliminate a unit (8.1, 8.1.3) and score it (A.6, AMB-21). */
export const hurt = (s: OwcState, id: string, out: GameEvent[], why: string, encircledNow?: boolean): void => {
  const u = s.units[id];
  const sp = defOf(s, id).sp;
  const enemy = other(sideOf(s, id));
  if (!u.broken) {
    u.broken = true;
    out.push(ev('broken', { unit: id, hex: u.hex, why }, '8.1'));
    vpTo(s, enemy, sp, 'break', out);
    return;
  }
  const enc = encircledNow ?? (u.hex ? encircled(boardOf(s), u.hex, sideOf(s, id)) : false);
  out.push(ev('eliminated', { unit: id, hex: u.hex, why, encircled: enc }, '8.1.3'));
  u.where = 'dead';
  u.hex = null;
  // AMB-21: 2 × SP instead of the break award; game option encircledKillVp = triple adds both (3 × SP)
  const encVp = (variant(s, 'encircledKillVp') === 'triple' ? 3 : 2) * sp;
  vpTo(s, enemy, enc ? encVp : sp, enc ? 'elimination-encircled' : 'elimination', out);
};

/** One resilience check [DIE]: roll > modified R fails (8). */
export const check = (s: OwcState, id: string, mods: { rule: string; value: number }[], dice: Dice, out: GameEvent[], why: string, rule = '8'): boolean => {
  const r = defOf(s, id).r;
  const target = r + mods.reduce((t, m) => t + m.value, 0);
  const roll = dice.roll(12);
  const ok = roll <= target;
  out.push(ev('check', { unit: id, r, mods, target, roll, ok, why }, rule, [roll]));
  return ok;
};

// ---------------------------------------------------------------- arrivals (A.2, 13)

const townOk = (b: Board, s: OwcState, h: string, side: SideId): boolean =>
  b.m.has(h) && !enemyAt(b, h, side) && !enemyFortress(b, h, side) && unitsAt(b, h).length < STACK &&
  !b.m.grid.neighbours(h).some((n) => enemyAt(b, n, side)) && b.m.inRegion(areaOf(s), h);

/**
 * A.2 / A.2.1: where an arrival may be placed now: its listed town, or else the nearest towns the
 * enemy has not approached (own or neutral control). Several equally near towns are the owner's
 * choice (spec §4.15); the first (lowest number) is the automatic pick.
 */
const arrivalTowns = (b: Board, s: OwcState, want: string, side: SideId): string[] => {
  if (b.m.has(want) && b.m.towns.has(want) && townOk(b, s, want, side)) return [want];
  const towns = [...b.m.towns.keys()].filter((t) => townOk(b, s, t, side) && (s.control[t] ?? side) === side);
  if (!towns.length) return [];
  const d = (t: string): number => (b.m.has(want) ? b.m.grid.distance(want, t) : 0);
  const best = Math.min(...towns.map(d));
  return towns.filter((t) => d(t) === best).sort();
};

/**
 * Place the phasing player's arrivals due now, in the listed order. `picks` are the owner's
 * choices among equally near towns (order "arrive"); `untiedOnly` places only the units without a
 * choice and leaves the others (and arrivalsDone) for the movement batch.
 */
export const placeArrivals = (s: OwcState, out: GameEvent[], picks: Record<string, { hex: string; at: string }> = {}, untiedOnly = false, ties?: Map<string, string[]>): void => {
  if (s.arrivalsDone) {
    const k = Object.keys(picks)[0];
    if (k !== undefined) fail('A.2', 'no-arrival', 'the arrivals of this turn are already placed', picks[k].at);
    return;
  }
  if (!untiedOnly) s.arrivalsDone = true;
  const side = s.phasing;
  const seen = new Set<string>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'due' || sideOf(s, u.id) !== side || (u.due ?? 0) > s.stage) continue;
    const b = boardOf(s);
    const want = u.dueHex!;
    const towns = arrivalTowns(b, s, want, side);
    if (towns.length > 1) ties?.set(u.id, towns);
    if (untiedOnly && towns.length > 1) continue;
    const pick = picks[u.id];
    if (pick) {
      seen.add(u.id);
      if (towns.length < 2) fail('A.2.1', 'no-choice', `${u.id} has no choice of town (${towns[0] ?? 'none free'})`, pick.at);
      if (!towns.includes(pick.hex)) fail('A.2.1', 'not-nearest', `${u.id} arrives at one of the nearest towns the enemy has not approached: ${towns.join(', ')}`, pick.at);
    }
    const at = pick ? pick.hex : towns[0] ?? null;
    if (!at) {
      out.push(ev('arrival-delayed', { unit: u.id, hex: want }, 'A.2.1'));
      continue;
    }
    u.where = 'map';
    u.hex = at;
    u.placed = true;
    delete u.due;
    delete u.dueHex;
    s.control[at] = side;
    out.push(ev('arrival', { unit: u.id, hex: at, listed: want, ...(pick ? { chosen: true } : {}) }, at === want ? 'A.2' : 'A.2.1'));
  }
  for (const [id, p] of Object.entries(picks)) if (!seen.has(id)) fail('A.2', 'not-arriving', `${id} is not an arrival of yours due now`, p.at);
};

/** The arrivals due now with a real choice of town (A.2.1 ties), given the picks made so far. */
export const arrivalChoices = (s: OwcState, picks: Record<string, { hex: string; at: string }> = {}): Map<string, string[]> => {
  const ties = new Map<string, string[]>();
  if (s.arrivalsDone) return ties;
  const trial = JSON.parse(JSON.stringify(s)) as OwcState;
  placeArrivals(trial, [], picks, false, ties);
  return ties;
};

// ---------------------------------------------------------------- phase machine

const rallyable = (s: OwcState, side: SideId): string[] =>
  Object.values(s.units).filter((u) => u.where === 'map' && u.broken && sideOf(s, u.id) === side).map((u) => u.id);

export const rally = (s: OwcState, ids: string[], dice: Dice, out: GameEvent[]): void => {
  for (const id of ids) {
    const b = boardOf(s);
    const u = s.units[id];
    const side = sideOf(s, id);
    const enemies = b.m.grid.labels.length ? nearestEnemy(b, u.hex!, side) : Infinity;
    const mods = enemies <= 1 && inContact(b, u.hex!, side) ? [{ rule: '8.8.2', value: -4 }] : enemies < 4 ? [{ rule: '8.8.2', value: -2 }] : [];
    const r = defOf(s, id).r;
    const target = r + mods.reduce((t, m) => t + m.value, 0);
    const roll = dice.roll(12);
    const ok = roll <= target;
    if (ok) u.broken = false;
    out.push(ev('rally', { unit: id, r, mods, target, roll, ok }, '8.8', [roll]));
  }
};
/** distance to the nearest enemy unit or enemy fortress (8.8.2) */
const nearestEnemy = (b: Board, h: string, side: SideId): number => {
  let best = Infinity;
  for (const [x, ids] of b.occ) if (ids.length && sideOf(b.s, ids[0]) !== side) best = Math.min(best, b.m.grid.distance(h, x));
  for (const t of b.m.towns.keys()) if (enemyFortress(b, t, side)) best = Math.min(best, b.m.grid.distance(h, t));
  return best;
};

export const rmpEligible = (s: OwcState, side: SideId): boolean =>
  side === s.phasing ? !s.rmp.used[side] && !s.rmp.forfeit[side] : s.phase !== 'w3' && !s.rmp.used[side];

/** something to do in an RMP: a Reserve that can move, or (own turn) arrivals due */
export const rmpUseful = (s: OwcState, side: SideId): boolean => {
  const b = boardOf(s);
  if (side === s.phasing && !s.arrivalsDone && Object.values(s.units).some((u) => u.where === 'due' && sideOf(s, u.id) === side && (u.due ?? 0) <= s.stage)) return true;
  return Object.values(s.units).some((u) => u.where === 'map' && sideOf(s, u.id) === side && isReserve(b, u.id));
};

/** 7.1.2 under game option attackLimit = turn (AMB-5): a unit that attacked in the normal phase sits out the repeat phase. */
const attackedThisTurn = (s: OwcState, id: string): boolean =>
  s.phase === 'repeat' && !!s.units[id].attackedNormal && variant(s, 'attackLimit') === 'turn';

/** Every target hex `side` may attack now and the units that may join (7.1). */
export const attackable = (s: OwcState): Map<string, string[]> => {
  const b = boardOf(s);
  const side = s.phasing;
  const out = new Map<string, string[]>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || sideOf(s, u.id) !== side || u.attacked || u.noAttack || attackedThisTurn(s, u.id)) continue;
    for (const n of b.m.grid.neighbours(u.hex!)) {
      if (b.m.impassable(u.hex!, n) || !enemyAt(b, n, side)) continue; // 7.1.4
      const l = out.get(n) ?? [];
      l.push(u.id);
      out.set(n, l);
    }
  }
  for (const [h, ids] of [...out]) if (ids.every((u) => weak(s, u))) out.delete(h); // 8.1.2: weak units cannot attack alone
  return out;
};

const startPhase = (s: OwcState, p: Phase): void => {
  s.phase = p;
  s.step = 'P';
  if (p === 'attack' || p === 'repeat') for (const u of Object.values(s.units)) delete u.attacked;
  if (p === 'move') for (const u of Object.values(s.units)) {
    delete u.moved;
    delete u.placed;
  }
};
const endAttackPhase = (s: OwcState): void => {
  for (const u of Object.values(s.units)) if (sideOf(s, u.id) === s.phasing) delete u.noAttack;
};

const startTurn = (s: OwcState, side: SideId): void => {
  s.phasing = side;
  // 4.2: one RMP per player-turn; under game option rmpLimit = stage (AMB-2) one per stage, so only a new stage resets it
  if (side === 'allies' || variant(s, 'rmpLimit') === 'player-turn') s.rmp.used = { allies: false, russians: false };
  s.arrivalsDone = false;
  for (const u of Object.values(s.units)) {
    delete u.moved;
    delete u.placed;
    delete u.attacked;
    delete u.attackedNormal;
  }
  startPhase(s, 'supply');
};

const LEVELS: [number, string][] = [[25, 'strategic'], [15, 'operational'], [5, 'marginal'], [0, 'draw']];
export const levelOf = (vp: number): { winner: SideId | null; level: string } => {
  const a = Math.abs(vp);
  const level = LEVELS.find(([n]) => a >= n)![1];
  return { winner: level === 'draw' ? null : vp > 0 ? 'russians' : 'allies', level };
};

const endTurn = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  const side = s.phasing;
  // 8.7 failed breakout: one check per encircled hex, by its highest-R unit at R − 4
  const b = boardOf(s);
  const free = freeHexes(b, side);
  const hexes = [...b.occ.entries()].filter(([h, ids]) => ids.length && sideOf(s, ids[0]) === side && !free.has(h)).map(([h]) => h).sort();
  for (const h of hexes) {
    const ids = unitsAt(b, h);
    const best = [...ids].sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1))[0];
    if (!check(s, best, [{ rule: '8.7', value: -4 }], dice, out, 'breakout', '8.7'))
      for (const id of ids) {
        const sp = defOf(s, id).sp;
        s.units[id].where = 'dead';
        s.units[id].hex = null;
        out.push(ev('capitulated', { unit: id, hex: h }, '8.7'));
        vpTo(s, other(side), 2 * sp, 'elimination-encircled', out);
      }
  }
  s.rmp.forfeit[side] = false;
  out.push(ev('turn-end', { side, stage: s.stage }, '3'));
  if (side === 'allies') return startTurn(s, 'russians');
  endStage(s, out);
};

const endStage = (s: OwcState, out: GameEvent[]): void => {
  const b = boardOf(s);
  // 15: location VP at every stage end; under game option locationVp = game-end (AMB-20) only after the last
  const scoreLocations = variant(s, 'locationVp') === 'every-stage' || s.stage >= s.stages.length;
  if (scoreLocations) for (const o of s.objectives) if ((s.control[o.hex] ?? null) === o.side) vpTo(s, o.side, o.vp, `objective:${o.hex}`, out, 'A.6');
  if (scoreLocations) for (const r of s.regionVp) {
    const n = Object.values(s.units).filter((u) => u.where === 'map' && sideOf(s, u.id) === r.side && b.m.inRegion(r.region, u.hex!)).length;
    if (n) vpTo(s, r.side, n * r.vp, `region:${r.region}`, out, 'A.6');
  }
  out.push(ev('stage-end', { stage: s.stage, date: s.stages[s.stage - 1], balance: s.vp }, '15'));
  if (s.stage >= s.stages.length) {
    const { winner, level } = levelOf(s.vp);
    s.result = { winner, level, reason: `vp:${s.vp}` };
    s.phase = 'over';
    s.await = null;
    out.push(ev('game-end', { winner, level, balance: s.vp }, '15.2'));
    return;
  }
  s.stage += 1;
  startTurn(s, 'allies');
};

/** Run everything that needs no decision; stop where a side must decide (sets s.await). */
export const advance = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  for (let guard = 0; guard < 10_000; guard++) {
    s.await = null;
    if (s.result) return;
    const P = s.phasing, N = other(P);
    if (s.pending) {
      if (continueAttack(s, dice, out)) return;
      continue;
    }
    switch (s.phase) {
      case 'supply': {
        const who = s.step === 'P' ? P : N;
        const ids = rallyable(s, who);
        const st = s.standing[who].rally;
        if (ids.length && st === 'ask') {
          s.await = { side: who, kind: 'rally' };
          return;
        }
        if (ids.length && st === 'all') rally(s, ids, dice, out);
        if (s.step === 'P') s.step = 'N';
        else startPhase(s, 'w1');
        continue;
      }
      case 'w1': case 'w2': case 'w3': {
        if (s.step === 'P') {
          if (rmpEligible(s, P) && s.standing[P].ownRmp === 'ask' && rmpUseful(s, P)) {
            s.await = { side: P, kind: 'window' };
            return;
          }
          s.step = 'N';
          continue;
        }
        const st = s.standing[N].rmp;
        const wants = st === 'always' || (st === 'after-attacks' && s.phase === 'w2');
        if (s.phase !== 'w3' && wants && rmpEligible(s, N) && rmpUseful(s, N)) {
          s.await = { side: N, kind: 'window' };
          return;
        }
        startPhase(s, NEXT[s.phase]!);
        continue;
      }
      case 'attack': case 'repeat': {
        if (attackable(s).size) {
          s.await = { side: P, kind: 'attack' };
          return;
        }
        endAttackPhase(s);
        if (s.phase === 'attack') startPhase(s, 'w2');
        else endTurn(s, dice, out);
        continue;
      }
      case 'move': {
        // A.2.1: equally near towns are the owner's choice, made in this movement batch ("arrive")
        placeArrivals(s, out, {}, true);
        if (arrivalChoices(s).size) {
          s.await = { side: P, kind: 'move' };
          return;
        }
        placeArrivals(s, out);
        const b = boardOf(s);
        if (movers(s, b, P, null).length) {
          s.await = { side: P, kind: 'move' };
          return;
        }
        startPhase(s, 'w3');
        continue;
      }
      case 'over':
        return;
    }
  }
  throw new Error('owc: phase machine did not settle');
};

/** Finish the current phase at the phasing player's request. */
export const endPhase = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  if (s.phase === 'attack') {
    endAttackPhase(s);
    startPhase(s, 'w2');
  } else if (s.phase === 'repeat') {
    endAttackPhase(s);
    endTurn(s, dice, out);
  } else if (s.phase === 'move') startPhase(s, 'w3');
};
/** After a side's rally decision in the supply phase. */
export const afterRally = (s: OwcState): void => {
  if (s.step === 'P') s.step = 'N';
  else startPhase(s, 'w1');
};
/** A window passed by `side` (4.2.2), or closed by an RMP (4.2.3). */
export const afterWindow = (s: OwcState, side: SideId, taken: boolean): void => {
  if (!taken && side === s.phasing) s.step = 'N';
  else startPhase(s, NEXT[s.phase]!);
};

// ---------------------------------------------------------------- movement

export interface MoveOrder {
  unit: string;
  path: string[];
}
/** Validate and execute one march (5, 6.2); throws a rule violation naming `at`. */
export const doMove = (s: OwcState, o: MoveOrder, at: string, allowed: string[], start: Set<string>, out: GameEvent[]): void => {
  const u = s.units[o.unit];
  if (!u || u.where !== 'map') fail('5', 'unknown-unit', `no unit ${o.unit} on the map`, `${at}.unit`);
  if (!allowed.includes(o.unit)) fail(s.phase === 'move' ? '5' : '4.1', 'cannot-move', `${o.unit} may not move in this phase`, `${at}.unit`);
  const side = sideOf(s, o.unit);
  const mp = mpOf(s, o.unit);
  let left = mp;
  let here = u.hex!;
  const area = areaOf(s);
  for (let i = 0; i < o.path.length; i++) {
    const b = boardOf(s);
    const bb = { ...b, occ: new Map(b.occ) };
    bb.occ.set(u.hex!, (bb.occ.get(u.hex!) ?? []).filter((x) => x !== o.unit));
    const to = o.path[i];
    if (typeof to !== 'string' || !b.m.has(to)) fail('5', 'bad-hex', `${to} is not a hex of the map`, `${at}.path[${i}]`);
    const st = stepCost(bb, side, here, to, { area, startOfPhase: start, through: i < o.path.length - 1 });
    if (!st.ok) fail(st.rule, 'illegal-step', `${here}→${to}: ${st.why}`, `${at}.path[${i}]`);
    if (st.allMp) {
      // 6.2.2 exception: the whole move, taken with full MP (AMB-8); game option exceptionMove = last-step: the last step, with MP left
      if (variant(s, 'exceptionMove') === 'last-step') {
        if (i !== o.path.length - 1 || left < 1) fail('6.2.2', 'exception-last-step', '6.2.2 exception: this step must end the move, with at least 1 MP left', `${at}.path[${i}]`);
      } else if (i !== 0 || o.path.length !== 1 || left !== mp) fail('6.2.2', 'exception-whole-move', '6.2.2 exception: this step must be the unit\'s only step, with all its MP', `${at}.path[${i}]`);
      left = 0;
      u.noAttack = true;
    } else {
      if (st.cost > left) fail('5.1.6', 'no-mp', `${here}→${to} costs ${st.cost} MP, ${left} left`, `${at}.path[${i}]`);
      left -= st.cost;
    }
    here = to;
  }
  if (!o.path.length) fail('5', 'empty-path', 'a march needs at least one hex', `${at}.path`);
  u.hex = here;
  u.moved = true;
  if (boardOf(s).m.towns.has(here)) s.control[here] = side;
  out.push(ev('move', { unit: o.unit, path: o.path, mp: mp - left }, '5'));
};

// ---------------------------------------------------------------- attacks

export const declareAttack = (s: OwcState, target: string, units: string[], at: string, dice: Dice, out: GameEvent[]): void => {
  const b = boardOf(s);
  if (typeof target !== 'string' || !b.m.has(target)) fail('7.1', 'bad-hex', `${target} is not a hex of the map`, `${at}.target`);
  const defenders = unitsAt(b, target);
  if (!defenders.length || sideOf(s, defenders[0]) === s.phasing) fail('7.1', 'no-enemy', `no enemy units in ${target}`, `${at}.target`);
  if (!units.length) fail('7.1', 'no-attackers', 'name at least one attacking unit', `${at}.units`);
  const seen = new Set<string>();
  units.forEach((id, i) => {
    const u = s.units[id];
    if (!u || u.where !== 'map' || sideOf(s, id) !== s.phasing) fail('7.1', 'not-yours', `${id} is not your unit on the map`, `${at}.units[${i}]`);
    if (seen.has(id)) fail('7.1.2', 'twice', `${id} named twice`, `${at}.units[${i}]`);
    seen.add(id);
    if (!b.m.grid.adjacent(u.hex!, target)) fail('7.1', 'not-adjacent', `${id} is not adjacent to ${target}`, `${at}.units[${i}]`);
    if (b.m.impassable(u.hex!, target)) fail('7.1.4', 'across-lake', `${id} cannot attack across a lake or high ridge`, `${at}.units[${i}]`);
    if (u.attacked) fail('7.1.2', 'attacked', `${id} already attacked in this phase`, `${at}.units[${i}]`);
    if (attackedThisTurn(s, id)) fail('7.1.2', 'attacked-this-turn', `${id} attacked in the normal attack phase; one attack per turn (game option attackLimit, AMB-5)`, `${at}.units[${i}]`);
    if (u.noAttack) fail('6.2.2', 'no-attack', `${id} moved under the 6.2.2 exception and may not attack now`, `${at}.units[${i}]`);
  });
  if (units.every((id) => weak(s, id))) fail('8.1.2', 'weak-alone', 'broken 1-SP units cannot attack on their own', `${at}.units`);
  const e = evalAttack(b, target, units, s.phase === 'repeat');
  s.seq += 1;
  for (const id of units) {
    s.units[id].attacked = true;
    if (s.phase === 'attack') s.units[id].attackedNormal = true;
  }
  out.push(ev('attack', { id: s.seq, target, attackers: units, defenders, a: e.a, d: e.d, table: e.base, rmod: e.rmod, mods: e.mods, chance: e.chance, repeat: s.phase === 'repeat' }, s.phase === 'repeat' ? '11' : '7.3'));
  const side = sideOf(s, defenders[0]);
  const p: AttackPending = {
    id: s.seq, target, attackers: units, defenders, repeat: s.phase === 'repeat', side, step: 'retreat', delaying: false,
    checkMods: attackCheckMods(s, units, defenders, e.rmod), queue: [], done: [],
  };
  // 12.1 delaying action: cavalry only, unbroken, able to retreat in the proper direction
  if (delayPossible(s, b, p)) {
    const st = s.standing[side].delay;
    if (st === 'ask') {
      p.step = 'delay';
      s.pending = p;
      return;
    }
    if (st === 'always') {
      startDelay(s, p, out);
      return;
    }
  }
  s.pending = p;
  resolveRoll(s, e, dice, out);
};

const delayPossible = (s: OwcState, b: Board, p: AttackPending): boolean =>
  p.defenders.every((u) => defOf(s, u).arm === 'cavalry' && !s.units[u].broken) &&
  p.defenders.every((u) => retreatOptions(b, u, p.repeat ? 1 : 2, new Set([...p.attackers, ...p.defenders])).some((o) => !o.parts.some((x) => x.rule === '9.2')));

export const startDelay = (s: OwcState, p: AttackPending, out: GameEvent[]): void => {
  p.delaying = true;
  p.step = 'retreat';
  p.queue = [...p.defenders];
  s.pending = p;
  out.push(ev('delaying-action', { id: p.id, target: p.target, units: p.defenders }, '12.1'));
};

export const resolveRoll = (s: OwcState, e: ReturnType<typeof evalAttack>, dice: Dice, out: GameEvent[]): void => {
  const p = s.pending!;
  let success: boolean;
  let roll: number | null = null;
  if (e.auto) success = e.auto === 'success';
  else {
    roll = dice.roll(12);
    success = roll <= e.chance;
  }
  out.push(ev('attack-result', { id: p.id, chance: e.chance, roll, success }, '7.4.6', roll === null ? undefined : [roll]));
  if (!success) {
    s.pending = null;
    vpTo(s, p.side, 1, 'failed-attack', out);
    if (e.a < e.d) // 8.5 attack on superior forces
      for (const id of p.attackers) if (s.units[id].where === 'map' && !check(s, id, [{ rule: '8.5', value: -(e.d - e.a) }], dice, out, 'superior-forces', '8.5')) hurt(s, id, out, '8.5');
    return;
  }
  const b = boardOf(s);
  if (isolated(b, p.target, p.side)) {
    capitulation(s, p, p.defenders, dice, out);
    p.step = 'pursuit';
    return;
  }
  p.queue = [...p.defenders];
  p.step = 'retreat';
};

/** 8.6 / 8.6.1 / 8.6.2 capitulation of the given units (all in the attacked hex). */
const capitulation = (s: OwcState, p: AttackPending, ids: string[], dice: Dice, out: GameEvent[]): void => {
  const enc = encircled(boardOf(s), p.target, p.side);
  const mods = [...p.checkMods, { rule: '8.6', value: -4 }];
  const broken = ids.filter((u) => s.units[u].broken);
  for (const id of broken) { // 8.6.2: no roll
    out.push(ev('capitulated', { unit: id, hex: p.target }, '8.6.2'));
    kill(s, id, enc, out);
  }
  const rest = ids.filter((u) => !s.units[u].broken).sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1));
  if (!rest.length) return;
  const [first, ...others] = rest;
  if (!check(s, first, mods, dice, out, 'capitulation', '8.6')) {
    for (const id of rest) {
      out.push(ev('capitulated', { unit: id, hex: p.target }, '8.6.1'));
      kill(s, id, enc, out);
    }
    return;
  }
  for (const id of others) if (!check(s, id, mods, dice, out, 'capitulation', '8.6.1')) hurt(s, id, out, '8.6.1', enc);
};
const kill = (s: OwcState, id: string, enc: boolean, out: GameEvent[]): void => {
  const sp = defOf(s, id).sp;
  s.units[id].where = 'dead';
  s.units[id].hex = null;
  vpTo(s, other(sideOf(s, id)), enc ? 2 * sp : sp, enc ? 'elimination-encircled' : 'elimination', out);
};

/** The retreat choices for the next unit in the queue (or the one named). */
export const offerFor = (s: OwcState, p: AttackPending, id = p.queue[0]): { forced: RetreatOption[]; escapes: RetreatOption[] } =>
  chooseRetreat(retreatOptions(boardOf(s), id, p.repeat ? 1 : 2, new Set([...p.attackers, ...p.defenders])));

const offerKey = (o: { forced: RetreatOption[]; escapes: RetreatOption[] }): string =>
  JSON.stringify([...o.forced, ...o.escapes].map((x) => [x.path, x.mod, x.endEncircled, x.endAdjacentEnemy]));

/**
 * The owner chooses the order in which a stack retreats (spec §4.8). It matters only when one
 * unit's retreat changes what another may do (stacking 5.3, own units cancelling CLs in the
 * encirclement test 6.3): we try every offered path of every remaining unit and compare the
 * others' offers. Returns every remaining unit's offer when the order matters, else null.
 */
export const retreatOrderChoices = (s: OwcState, p: AttackPending): Record<string, RetreatOption[]> | null => {
  const left = p.queue.filter((id) => s.units[id].where === 'map' && s.units[id].hex === p.target);
  if (left.length < 2) return null;
  const offers = new Map(left.map((id) => [id, offerFor(s, p, id)] as const));
  const movable = left.filter((id) => offers.get(id)!.forced.length);
  if (movable.length < 2) return null;
  const base = new Map(left.map((id) => [id, offerKey(offers.get(id)!)] as const));
  const matters = movable.some((a) => [...offers.get(a)!.forced, ...offers.get(a)!.escapes].some((o) => {
    const t = JSON.parse(JSON.stringify(s)) as OwcState;
    const end = o.path[o.path.length - 1];
    const u = t.units[a];
    if (end === OFF) {
      u.where = 'due';
      u.hex = null;
    } else u.hex = end;
    return left.some((b) => b !== a && offerKey(offerFor(t, p, b)) !== base.get(b));
  }));
  if (!matters) return null;
  return Object.fromEntries(movable.map((id) => [id, [...offers.get(id)!.forced, ...offers.get(id)!.escapes]]));
};

export const doRetreat = (s: OwcState, p: AttackPending, o: RetreatOption, out: GameEvent[]): void => {
  const id = p.queue.shift()!;
  const u = s.units[id];
  const end = o.path[o.path.length - 1];
  out.push(ev('retreat', { unit: id, from: u.hex, path: o.path, mod: o.mod, parts: o.parts }, '9'));
  if (end === OFF) {
    // 13: off an own edge; back next stage as an arrival near the exit
    const exit = o.path.length > 1 ? o.path[o.path.length - 2] : u.hex!;
    p.done.push({ unit: id, mod: o.mod, parts: o.parts, encircledEnd: false });
    u.hex = exit;
    u.exitPending = true;
  } else {
    u.hex = end;
    if (boardOf(s).m.towns.has(end)) s.control[end] = sideOf(s, id);
    p.done.push({ unit: id, mod: o.mod, parts: o.parts, encircledEnd: o.endEncircled });
  }
};

/** Drive the pending attack; returns true when a side must decide. */
const continueAttack = (s: OwcState, dice: Dice, out: GameEvent[]): boolean => {
  const p = s.pending!;
  if (p.step === 'delay') {
    s.await = { side: p.side, kind: 'delay' };
    return true;
  }
  if (p.step === 'retreat') {
    while (p.queue.length) {
      const id = p.queue[0];
      if (s.units[id].where !== 'map' || s.units[id].hex !== p.target) {
        p.queue.shift();
        continue;
      }
      const { forced, escapes } = offerFor(s, p);
      if (!forced.length) {
        // 9.5.2: it cannot retreat at all → capitulation check
        p.queue.shift();
        if (p.delaying) continue; // AMB: a delaying unit that cannot move stays (cannot happen: delay needs a path)
        capitulation(s, p, [id], dice, out);
        continue;
      }
      const ask = s.standing[p.side].retreat === 'ask';
      const order = ask ? retreatOrderChoices(s, p) : null;
      if (order) p.offers = order;
      if (order || ((forced.length > 1 || escapes.length) && ask)) {
        p.offer = [...forced, ...escapes];
        p.escape = escapes.length > 0;
        s.await = { side: p.side, kind: 'retreat' };
        return true;
      }
      doRetreat(s, p, forced[0], out);
    }
    delete p.offer;
    delete p.escape;
    delete p.offers;
    // 8: the checks after the retreat (none after a delaying action, 12.1)
    if (!p.delaying)
      for (const d of p.done) {
        const u = s.units[d.unit];
        if (u.where !== 'map') continue;
        if (!check(s, d.unit, [...p.checkMods, ...d.parts], dice, out, 'after-retreat', '8')) hurt(s, d.unit, out, '8', d.encircledEnd);
      }
    for (const d of p.done) {
      const u = s.units[d.unit] as { exitPending?: boolean } & typeof s.units[string];
      if (u.exitPending) {
        delete u.exitPending;
        if (u.where === 'map') {
          u.where = 'due';
          u.due = s.stage + 1;
          u.dueHex = u.hex!;
          out.push(ev('left-map', { unit: d.unit, hex: u.hex }, '13'));
          u.hex = null;
        }
      }
    }
    p.step = 'pursuit';
  }
  if (p.step === 'pursuit') {
    if (pursuers(s, p).length) {
      s.await = { side: s.phasing, kind: 'pursuit' };
      return true;
    }
    s.pending = null;
    return false;
  }
  return false;
};

/** 10: attackers may pursue when the attacked hex was emptied and is not a fortress (A.3). */
export const pursuers = (s: OwcState, p: AttackPending): string[] => {
  const b = boardOf(s);
  if (unitsAt(b, p.target).some((u) => sideOf(s, u) !== s.phasing) || enemyFortress(b, p.target, s.phasing)) return [];
  if (!p.done.length && variant(s, 'pursuit') === 'retreated') return []; // AMB-18: no defender retreated (capitulation)
  return p.attackers.filter((id) => s.units[id].where === 'map' && !s.units[id].pursued);
};

export const doPursuit = (s: OwcState, p: AttackPending, o: MoveOrder, at: string, out: GameEvent[]): void => {
  const u = s.units[o.unit];
  if (!pursuers(s, p).includes(o.unit)) fail('10', 'not-pursuer', `${o.unit} cannot pursue after this attack`, `${at}.unit`);
  if (!o.path.length || o.path[0] !== p.target) fail('10', 'first-hex', `the first hex of a pursuit is the attacked hex ${p.target}`, `${at}.path[0]`);
  if (p.repeat && o.path.length > 1) fail('11', 'repeat-pursuit', 'after a repeat attack pursuit only enters the attacked hex', `${at}.path[1]`);
  const side = sideOf(s, o.unit);
  const area = areaOf(s);
  let left = 2;
  let here = u.hex!;
  for (let i = 0; i < o.path.length; i++) {
    const b = boardOf(s);
    const bb = { ...b, occ: new Map(b.occ) };
    bb.occ.set(u.hex!, (bb.occ.get(u.hex!) ?? []).filter((x) => x !== o.unit));
    const to = o.path[i];
    if (typeof to !== 'string' || !b.m.has(to)) fail('10', 'bad-hex', `${to} is not a hex of the map`, `${at}.path[${i}]`);
    const st = stepCost(bb, side, here, to, { area, through: i < o.path.length - 1 });
    if (i === 0) {
      // 10: the attacked hex may always be entered, whatever the cost (stacking still applies)
      if ((o.path.length === 1 || !transit(s)) && unitsAt(bb, to).length >= STACK) fail('5.3', 'stack', `${to} already holds four units`, `${at}.path[0]`);
      left -= st.ok ? Math.min(st.cost, 2) : 2;
    } else {
      if (!st.ok) fail(st.rule, 'illegal-step', `${here}→${to}: ${st.why}`, `${at}.path[${i}]`);
      if (st.cost > left) fail('10', 'no-mp', `${here}→${to} costs ${st.cost} MP, ${left} left of the pursuit's 2`, `${at}.path[${i}]`);
      left -= st.cost;
    }
    here = to;
  }
  u.hex = here;
  u.pursued = true;
  if (boardOf(s).m.towns.has(here)) s.control[here] = side;
  out.push(ev('pursuit', { unit: o.unit, path: o.path }, '10'));
};
export const endPursuit = (s: OwcState): void => {
  const p = s.pending!;
  for (const id of p.attackers) delete s.units[id].pursued;
  s.pending = null;
};

export const heldAtStart = (s: OwcState): Set<string> => heldHexes(boardOf(s), s.phasing);
export { properStep, strength };
