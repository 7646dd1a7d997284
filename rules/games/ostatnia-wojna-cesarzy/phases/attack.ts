import type { Dice, GameEvent } from '../../../core/contract.js';
import { unitEncircled } from '../campaign/port-pocket.js';
import { unitW } from '../cow.js';
import { RuleViolation } from '../../../core/errors.js';
import { only, type Placed, type Turn } from '../../../core/runner.js';
import { attackCheckMods, evalAttack, retreatOptions, weak } from '../combat.js';
import { type Board, boardOf, defOf, enemyIn, sideOf, unitsAt } from '../ctx.js';
import { ev, fail } from '../events.js';
import { isolated } from '../geo.js';
import { other } from '../mapindex.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { AttackPending, OwcState } from '../state.js';
import { variant } from '../variants.js';
import { DUG_NO_ATTACK, versionOf } from '../version.js';
import { isPatrol } from '../command.js';
import { surprise, surpriseBackfires } from '../reconnaissance.js';
import { revealUnits } from './reveal.js';
import { check, hurt, shockChecks, vpTo } from './checks.js';
import { endPhase } from './turn.js';
import { owedEastAttacks } from '../campaign/play.js';
import { attackProblem, payAttack, payFailure } from '../supply.js';
import { abandonedFalls, fortressSuccess, occupyBridgehead, worksTarget } from './fortress.js';
import { abandons, sortie, sortieChecks } from '../fortresses.js';
import { afterSpecial, checkSpecial, type Special, startSpecial, withSpecial } from '../special-attacks.js';

/** The attack phases: declaring an attack, the delaying action and the roll (7, 11, 12.1, 8.5, 8.6). */

/** 7.1.2 under game option attackLimit = turn (AMB-5): a unit that attacked in the normal phase sits out the repeat phase. */
export const attackedThisTurn = (s: OwcState, id: string): boolean =>
  s.phase === 'repeat' && !!s.units[id].attackedNormal && variant(s, 'attackLimit') === 'turn';

/** 24, 24.2 (rules version 5): a unit that built or destroyed a trench this player-turn may not attack */
const dugIn = (s: OwcState, id: string): boolean => !!s.units[id].dug && versionOf(s) >= DUG_NO_ATTACK;

/** Every target hex `side` may attack now and the units that may join (7.1). */
export const attackable = (s: OwcState): Map<string, string[]> => {
  const b = boardOf(s);
  const side = s.phasing;
  const out = new Map<string, string[]>();
  for (const u of Object.values(s.units)) {
    if (
      u.where !== 'map' ||
      sideOf(s, u.id) !== side ||
      u.attacked ||
      u.noAttack ||
      attackedThisTurn(s, u.id) ||
      dugIn(s, u.id)
    )
      continue;
    if (isPatrol(defOf(s, u.id))) continue; // 17: no combat value
    for (const n of b.m.grid.neighbourCells(u.hex!)) {
      if (b.m.impassable(u.hex!, n) || !(enemyIn(b, n, side) || worksTarget(b, n, side))) continue; // 7.1.4, 25
      const l = out.get(n) ?? [];
      l.push(u.id);
      out.set(n, l);
    }
  }
  for (const [h, ids] of [...out]) if (ids.every((u) => weak(s, u))) out.delete(h); // 8.1.2: weak units cannot attack alone
  for (const h of [...out.keys()]) if (attackProblem(s, h)) out.delete(h); // 22.2, 22.5: unpaid or at level 0
  return out;
};

export const declareAttack = (
  s: OwcState,
  target: string,
  units: string[],
  at: string,
  dice: Dice,
  out: GameEvent[],
  special: Special = {},
): void => {
  let b = boardOf(s);
  if (typeof target !== 'string' || !b.m.has(target))
    fail('7.1', 'bad-hex', `${target} is not a hex of the map`, `${at}.target`);
  let defenders = unitsAt(b, target);
  const garrison = worksTarget(b, target, s.phasing); // 25, 26: a fortress or bridgehead defends empty
  if (defenders.length ? sideOf(s, defenders[0]) === s.phasing : !garrison)
    fail('7.1', 'no-enemy', `no enemy units in ${target}`, `${at}.target`, { hex: target });
  if (!units.length) fail('7.1', 'no-attackers', 'name at least one attacking unit', `${at}.units`);
  const seen = new Set<string>();
  units.forEach((id, i) => {
    const u = s.units[id];
    if (!u || u.where !== 'map' || sideOf(s, id) !== s.phasing)
      fail('7.1', 'not-yours', `${id} is not your unit on the map`, `${at}.units[${i}]`);
    if (seen.has(id)) fail('7.1.2', 'twice', `${id} named twice`, `${at}.units[${i}]`);
    seen.add(id);
    if (!b.m.grid.adjacent(u.hex!, target))
      fail('7.1', 'not-adjacent', `${id} is not adjacent to ${target}`, `${at}.units[${i}]`, { id, hex: target });
    if (b.m.impassable(u.hex!, target))
      fail('7.1.4', 'across-lake', `${id} cannot attack across a lake or high ridge`, `${at}.units[${i}]`);
    if (u.attacked) fail('7.1.2', 'attacked', `${id} already attacked in this phase`, `${at}.units[${i}]`);
    if (attackedThisTurn(s, id))
      fail(
        '7.1.2',
        'attacked-this-turn',
        `${id} attacked in the normal attack phase; one attack per turn (game option attackLimit, AMB-5)`,
        `${at}.units[${i}]`,
      );
    if (u.noAttack)
      fail('6.2.2', 'no-attack', `${id} moved under the 6.2.2 exception and may not attack now`, `${at}.units[${i}]`);
    if (dugIn(s, id))
      fail('24', 'dug-in', `${id} built or destroyed a trench this turn and may not attack`, `${at}.units[${i}]`, {
        id,
      });
    if (isPatrol(defOf(s, id))) fail('17', 'patrol-attack', `${id} is a patrol: no combat value`, `${at}.units[${i}]`);
  });
  if (units.every((id) => weak(s, id)))
    fail('8.1.2', 'weak-alone', 'broken 1-SP units cannot attack on their own', `${at}.units`);
  checkSpecial(s, target, units, special, at); // 23
  payAttack(s, target, at, out); // 22.1, 22.2: the attack counts on its front, and pays what it escalates to
  startSpecial(s, target, special, out);
  const sp = special.artillery || special.kind ? { special } : {};
  s.seq += 1;
  for (const id of units) {
    unitW(s, id).attacked = true;
    if (s.phase === 'attack') unitW(s, id).attackedNormal = true;
  }
  // 16.2: attackers and defenders turn face up (revealed patrols leave at once, 17.1)
  const hidden = new Set([...units, ...defenders].filter((id) => s.units[id].concealed));
  const wereConcealed = defenders.some((id) => hidden.has(id));
  if (hidden.size) {
    revealUnits(s, [...hidden], out, '16.2');
    b = boardOf(s);
    defenders = unitsAt(b, target);
  }
  const e = withSpecial(evalAttack(b, target, units, s.phase === 'repeat'), special);
  if (!defenders.length && garrison && !e.fortress) {
    occupyBridgehead(s, emptyPending(s, target, units, sp), out); // 26.2
    return;
  }
  if (!defenders.length && !garrison) {
    // AMB-22: only patrols: no roll; the attack succeeds and the attackers may pursue
    out.push(ev('attack-patrols', { id: s.seq, target, attackers: units }, '17.1'));
    s.pending = emptyPending(s, target, units, sp);
    return;
  }
  out.push(
    ev(
      'attack',
      {
        id: s.seq,
        target,
        attackers: units,
        defenders,
        a: e.a,
        d: e.d,
        table: e.base,
        rmod: e.rmod,
        mods: e.mods,
        chance: e.chance,
        repeat: s.phase === 'repeat',
        ...(abandons(b, target, other(s.phasing)) ? { abandoned: true } : {}), // 25.6
      },
      s.phase === 'repeat' ? '11' : '7.3',
    ),
  );
  const side = other(s.phasing);
  const p: AttackPending = {
    id: s.seq,
    target,
    attackers: units,
    defenders,
    repeat: s.phase === 'repeat',
    side,
    step: 'retreat',
    delaying: false,
    checkMods: attackCheckMods(s, units, defenders, e.rmod),
    queue: [],
    done: [],
    ...sp,
  };
  if (special.artillery) p.checkMods.push({ rule: '23.1', value: -1 });
  const out251 = sortie(b, units); // 25.1: out of an isolated fortress
  if (out251.length) p.sortie = out251;
  if (surprise(s, units, hidden)) p.checkMods.push({ rule: '16.4', value: -1 });
  if (surpriseBackfires(e.chance, wereConcealed)) {
    // 16.4 (AMB-38): every attacker broken, a broken one eliminated; no 8.5 check
    out.push(ev('attack-result', { id: p.id, chance: e.chance, roll: null, success: false, backfire: true }, '16.4'));
    vpTo(s, side, 1, 'failed-attack', out);
    payFailure(s, target, e.d, null, out); // 22.3
    for (const id of units) if (s.units[id].where === 'map') hurt(s, id, out, '16.4');
    afterSpecial(s, p, dice, out);
    sortieChecks(s, p, dice, out); // 25.1
    return;
  }
  // 12.1 delaying action: cavalry only, unbroken, able to retreat in the proper direction
  if (!e.fortress && delayPossible(s, b, p)) {
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
  p.defenders.every((u) =>
    retreatOptions(b, u, p.repeat ? 1 : 2, new Set([...p.attackers, ...p.defenders])).some(
      (o) => !o.parts.some((x) => x.rule === '9.2'),
    ),
  );

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
  out.push(
    ev('attack-result', { id: p.id, chance: e.chance, roll, success }, '7.4.6', roll === null ? undefined : [roll]),
  );
  if (!success) {
    s.pending = null;
    vpTo(s, p.side, 1, 'failed-attack', out);
    payFailure(s, p.target, e.d, roll, out); // 22.3
    const superior = e.a < e.d ? [{ rule: '8.5', value: -(e.d - e.a) }] : [];
    // AMB-37: a desperate attack's check carries 8.5's modifier, one check per unit
    if (superior.length && p.special?.kind !== 'desperate')
      // 8.5 attack on superior forces
      for (const id of p.attackers)
        if (s.units[id].where === 'map' && !check(s, id, superior, dice, out, 'superior-forces', '8.5'))
          hurt(s, id, out, '8.5');
    afterSpecial(s, p, dice, out, superior);
    sortieChecks(s, p, dice, out); // 25.1
    return;
  }
  if (e.fortress) return fortressSuccess(s, p, e, dice, out); // 25.2.2
  abandonedFalls(s, p, out); // 25.6
  const b = boardOf(s);
  if (isolated(b, p.target, p.side)) {
    capitulation(s, p, p.defenders, dice, out);
    shockChecks(s, dice, out); // 21.3
    p.step = 'pursuit';
    return;
  }
  p.queue = [...p.defenders];
  p.step = 'retreat';
};

/** an attack that meets nobody: patrols only (AMB-22) or an empty bridgehead's rear (26.2); the attackers may pursue */
const emptyPending = (s: OwcState, target: string, units: string[], sp: object): AttackPending => ({
  id: s.seq,
  target,
  attackers: units,
  defenders: [],
  repeat: s.phase === 'repeat',
  side: other(s.phasing),
  step: 'pursuit',
  delaying: false,
  checkMods: [],
  queue: [],
  done: [],
  ...sp,
});

/** 8.6 / 8.6.1 / 8.6.2 capitulation of the given units (all in the attacked hex). */
export const capitulation = (s: OwcState, p: AttackPending, ids: string[], dice: Dice, out: GameEvent[]): void => {
  const b0 = boardOf(s);
  const enc = (id: string): boolean => unitEncircled(b0, id, p.target); // 6.3, 38.1
  const mods = [...p.checkMods, { rule: '8.6', value: -4 }];
  const broken = ids.filter((u) => s.units[u].broken);
  for (const id of broken) {
    // 8.6.2: no roll
    out.push(ev('capitulated', { unit: id, hex: p.target }, '8.6.2'));
    kill(s, id, enc(id), out);
  }
  const rest = ids.filter((u) => !s.units[u].broken).sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1));
  if (!rest.length) return;
  const [first, ...others] = rest;
  if (!check(s, first, mods, dice, out, 'capitulation', '8.6')) {
    for (const id of rest) {
      out.push(ev('capitulated', { unit: id, hex: p.target }, '8.6.1'));
      kill(s, id, enc(id), out);
    }
    return;
  }
  for (const id of others)
    if (!check(s, id, mods, dice, out, 'capitulation', '8.6.1')) hurt(s, id, out, '8.6.1', enc(id));
};
const kill = (s: OwcState, id: string, enc: boolean, out: GameEvent[]): void => {
  const sp = defOf(s, id).sp;
  unitW(s, id).where = 'dead';
  unitW(s, id).hex = null;
  vpTo(s, other(sideOf(s, id)), enc ? 2 * sp : sp, enc ? 'elimination-encircled' : 'elimination', out);
};

/** 37.1 (AMB-58): may the phasing side end this attack phase now? (what the view and random play ask apply) */
export const mayEndAttacks = (s: OwcState): boolean => {
  try {
    owedEastAttacks(s, 'orders[0]');
    return true;
  } catch (e) {
    if (e instanceof RuleViolation) return false;
    throw e;
  }
};

/** One attack per batch (7.2), several orders on one hex adding up (7.1.1), or the end of the phase. */
export const playAttack = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const me = t.side as SideId;
  const dice = t.dice;
  const out = t.events;
  const first = orders[0];
  const o = first.o;
  if (o.type === 'end-phase' || o.type === 'pass') {
    if (orders.length !== 1) fail('7.2', 'one-attack', 'ending the phase stands alone', `orders[${orders[1].i}]`);
    owedEastAttacks(s, `orders[${first.i}]`); // 37.1 (AMB-58)
    out.push(ev('phase-end', { side: me, phase: s.phase }, '3.1'));
    endPhase(s, dice, out);
    return;
  }
  if (o.type !== 'attack') fail('7', 'wrong-order', 'declare an attack or end the phase', `orders[${first.i}].type`);
  // one attack per batch (7.2); several attack orders on the same hex add their units up (7.1.1)
  const units: string[] = [];
  const special: Special = {};
  for (const { o: x, i } of orders) {
    if (x.type !== 'attack') fail('7', 'wrong-order', 'declare an attack or end the phase', `orders[${i}].type`);
    if (x.target !== o.target)
      fail(
        '7.2',
        'one-attack',
        'one attack per batch: every attack order must name the same hex',
        `orders[${i}].target`,
      );
    units.push(...x.units);
    // 23: the attack's special kind and artillery, from any of its orders
    if (x.type === 'attack' && x.artillery) special.artillery = true;
    if (x.type === 'attack' && x.special) {
      if (special.kind && special.kind !== x.special)
        fail('23.4', 'one-special', 'one special kind per attack', `orders[${i}].special`);
      special.kind = x.special;
    }
    if (x.type === 'attack' && x.breaks) special.breaks = [...(special.breaks ?? []), ...x.breaks];
  }
  declareAttack(s, o.target, units, orders.length === 1 ? `orders[${first.i}]` : 'orders', dice, out, special);
};

/** The defender accepts or declines the delaying action (12.1). */
export const playDelay = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  const dice = t.dice;
  const out = t.events;
  const first = orders[0];
  only(orders, ['delay'], '12.1');
  if (orders.length !== 1 || first.o.type !== 'delay') fail('12.1', 'one', 'one answer', `orders[0]`);
  const p = s.pending!;
  if (first.o.accept) startDelay(s, p, out);
  else {
    p.step = 'retreat';
    resolveRoll(s, withSpecial(evalAttack(boardOf(s), p.target, p.attackers, p.repeat), p.special), dice, out);
  }
};
