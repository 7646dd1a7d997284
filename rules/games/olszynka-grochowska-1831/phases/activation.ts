import { POLICY_ASK, type Dice, type GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { halt, type Placed, type Turn } from '../../../core/runner.js';
import { text } from '../../../core/text.js';
import { canFire, fireTargets } from '../artillery.js';
import { def, enemyOf, leaderDef, occupant, sideOf, unit, type Ctx } from '../ctx.js';
import { facingsToward, turnSteps, zoneOf } from '../facing.js';
import type { MoraleTest } from '../morale.js';
import { strengthOf } from '../units.js';
import { enemyZocAt } from '../zoc.js';
import { loneLeaderFlees } from '../leaders.js';
import { obligations } from '../melee.js';
import { moveStack, type MoveOrder } from '../movement.js';
import { playReorder, playStackOrder, STACK_KEY } from '../stack-order.js';
import type { PackIndex } from '../pack.js';
import { changeFront, counterCharge, formSquare, triggers, withdraw, type Trigger } from '../reactions.js';
import {
  flag,
  LEVELS,
  onMap,
  policyOf,
  POLICY_KEYS,
  POLICY_VALUES,
  type GameState,
  type Policies,
  type PolicyKey,
} from '../state.js';
import { checkAttack, resolveAttack } from './combat.js';
import { mayStillReact, RECHECK_RULES, withdrawsAgain } from './react-again.js';
import { holdForDefence, playDefend, resume, salvo } from './defence.js';
import { playLeaderMove } from './leader-move.js';
import { declaredCharge, playContactCharge } from './charge.js';
import {
  activateDivision,
  afterStep,
  beginActivation,
  commandChoices,
  ctxOf,
  drawNext,
  reactionFireTargets,
} from './turn.js';
import type { OlszynkaOrder } from '../orders.js';

/** The `play` of every awaited decision: one function per order type, checked against the phase. */
type T = Turn<GameState>;
const diceOf = (r: RecordingDice): number[] => r.rolls.map((x) => x.value);

const expect = (t: T, p: Placed<OlszynkaOrder>, phases: GameState['phase'][], rule: string): void => {
  if (!phases.includes(t.s.phase))
    fail(rule, 'wrong-order', `a ${p.o.type} order is not expected in the ${t.s.phase} step`, `${p.at}.type`);
};

export const playOrder = (P: PackIndex, t: T, p: Placed<OlszynkaOrder>, isLast: boolean): void => {
  const s = t.s;
  const c = ctxOf(P, s);
  const o = p.o;
  switch (o.type) {
    case 'standing': {
      if (o.key.startsWith(STACK_KEY)) return playStackOrder(c, t, o.key.slice(STACK_KEY.length), o.value, p.at);
      const key = o.key as PolicyKey;
      if (!POLICY_KEYS.includes(key) || !POLICY_VALUES[key].includes(o.value))
        fail('5.5', 'POLICY', `no policy ${o.key}=${o.value}`, `${p.at}.value`);
      s.policies[t.side as 'pl' | 'ru'][key] = o.value;
      return;
    }
    case 'pick': {
      expect(t, p, ['first'], '2.3.1');
      if (!s.cup.includes(o.marker) || sideOfMarker(P, o.marker) !== t.side)
        fail('2.3.1', 'NOT_YOUR_MARKER', `${o.marker} is not one of your markers in the cup`, `${p.at}.marker`);
      s.cup = s.cup.filter((m) => m !== o.marker);
      t.events.push(event('picked', { marker: o.marker, side: t.side }, { rule: '2.3.1' }));
      if (!beginActivation(P, s, o.marker, t.dice, t.events)) drawNext(P, s, t.dice, t.events);
      return;
    }
    case 'command': {
      expect(t, p, ['command'], '2.3.3');
      const a = s.active!;
      if (o.division === null) {
        t.events.push(
          event('void', { marker: a.marker }, { rule: leaderDef(c, a.marker).rank === 'corps' ? '2.3.4' : '2.3.3' }),
        );
        s.active = null;
        return drawNext(P, s, t.dice, t.events);
      }
      if (!commandChoices(P, s, a.marker).includes(o.division))
        fail(
          leaderDef(c, a.marker).rank === 'corps' ? '2.3.4' : '2.3.3',
          'NOT_COMMANDABLE',
          `${a.marker} may not activate ${o.division} now`,
          `${p.at}.division`,
        );
      return activateDivision(P, s, a.side, a.marker, o.division, t.dice, t.events);
    }
    case 'fire': {
      expect(t, p, ['fire', 'reactionFire'], '11.3');
      const a = s.active!;
      const mine = s.phase === 'fire';
      if (
        !Object.hasOwn(s.pos.units, o.battery) ||
        sideOf(c, o.battery) !== t.side ||
        (mine && !a.units.includes(o.battery))
      )
        fail('2.3.7.1', 'NOT_YOUR_BATTERY', `${o.battery} may not fire now`, `${p.at}.battery`);
      const ok = canFire(c, o.battery);
      if (!ok.ok) fail(ok.rule, 'CANNOT_FIRE', ok.why!, `${p.at}.battery`);
      const targets = fireTargets(c, o.battery, mine ? undefined : (id) => a.units.includes(id));
      if (!targets.includes(o.target))
        fail(
          '11.5',
          'NOT_NEAREST',
          `${o.target} is not a nearest target in sight, arc and range (${targets.join(', ') || 'none'})`,
          `${p.at}.target`,
          targets.length ? { t: o.target, list: targets.join(', ') } : { t: o.target, why: 'none' },
        );
      // N1: the target of the active side's fire may be asked for its loss order and retreat path
      if (mine && holdForDefence(c, s, { type: 'fire', battery: o.battery, target: o.target }, t.events))
        return defenderDecides(isLast, p.i);
      t.events.push(...salvo(c, o.battery, o.target, t));
      return;
    }
    case 'leader': {
      expect(t, p, ['command', 'move'], '2.3.3');
      return playLeaderMove(c, s, p as Placed<OlszynkaOrder & { type: 'leader' }>, t.events);
    }
    case 'move': {
      expect(t, p, ['move'], '2.3.7.2');
      const a = s.active!;
      if (a.leaderMoved)
        fail(
          '2.3.5',
          'LEADER_MOVED',
          'the division commander has moved: his units have finished moving',
          `${p.at}.type`,
        );
      o.units.forEach((id, i) => {
        if (!a.units.includes(id)) fail('2.3.7.2', 'NOT_ACTIVATED', `${id} is not activated`, `${p.at}.units[${i}]`);
      });
      const charge = declaredCharge(c, p as Placed<OlszynkaOrder & { type: 'move' }>);
      const rec = new RecordingDice(t.dice);
      const reacted: GameEvent[] = [];
      const mover = o.units.find((id) => def(c, id).arm !== 'artillery') ?? o.units[0];
      // the reactions draw after the move's own dice (forced march, ZOC exit), so each event lists its own
      const m = moveStack(c, o as MoveOrder, rec, p.at, (hex) => react(c, s, mover, hex, t.dice, reacted));
      if (charge) for (const id of o.units) if (onMap(unit(c, id).at)) flag(unit(c, id), { charge });
      t.events.push(
        event('moved', { ...m, side: t.side, ...(charge ? { charge } : {}) }, { rule: '7', dice: diceOf(rec) }),
      );
      t.events.push(...reacted);
      if (o.squareIfCounterCharged) counterSquare(c, mover, reacted, t);
      // a reaction changes what the mover would do next: the rest of the batch goes back to the composer
      if (m.interrupted && !isLast)
        halt(p.i + 1, text('Przeciwnik zareagował (5.5)', 'The enemy reacted (5.5)'), '5.5');
      if (m.short && !isLast)
        halt(p.i + 1, text('Marsz forsowny krótszy, niż rozkazano (7.9)', 'The forced march fell short (7.9)'), '7.9');
      return;
    }
    case 'contactCharge': {
      expect(t, p, ['move'], '10.2.4');
      if (s.active!.leaderMoved)
        fail(
          '2.3.5',
          'LEADER_MOVED',
          'the division commander has moved: his units have finished moving',
          `${p.at}.type`,
        );
      const stopped = playContactCharge(
        c,
        s,
        p as Placed<OlszynkaOrder & { type: 'contactCharge' }>,
        t.dice,
        t.events,
        (mover, hex, out) => react(c, s, mover, hex, t.dice, out),
      );
      if (stopped && !isLast) halt(p.i + 1, text('Przeciwnik zareagował (5.5)', 'The enemy reacted (5.5)'), '5.5');
      return;
    }
    case 'attack': {
      expect(t, p, ['combat'], '9.3');
      checkAttack(c, s.active!.units, o, p.at);
      const held = {
        type: 'attack' as const,
        attackers: o.attackers,
        hex: o.hex,
        moraleUnit: o.moraleUnit,
        ...(o.retreat ? { retreat: o.retreat } : {}),
      };
      if (holdForDefence(c, s, held, t.events)) return defenderDecides(isLast, p.i);
      t.events.push(...resolveAttack(c, o, t.dice));
      return;
    }
    case 'react': {
      expect(t, p, ['reaction'], '5.5');
      if (s.defence)
        fail('9.11', 'DEFENCE_ASKED', 'the question is about a combat: answer it with defend', `${p.at}.type`);
      return playReact(c, s, t, p as Placed<OlszynkaOrder & { type: 'react' }>);
    }
    case 'reorder':
      return playReorder(c, t, o.hex, o.units, p.at);
    case 'defend': {
      expect(t, p, ['reaction'], '9.11');
      return playDefend(c, s, t, p as Placed<OlszynkaOrder & { type: 'defend' }>);
    }
    case 'end': {
      expect(t, p, ['fire', 'move', 'reaction', 'reactionFire', 'combat'], '2.3.7');
      // a held combat or salvo goes on with the defender's standing defaults
      if (s.phase === 'reaction') return s.defence ? resume(c, s, t, s.defence.held, {}) : endReactions(s);
      if (s.phase === 'combat') {
        const left = obligations(c, s.active!.units);
        if (left.length)
          fail(
            '9.3',
            'MUST_ATTACK',
            `${left[0].unit} must still attack ${left[0].targets.join(' or ')}`,
            `${p.at}.type`,
          );
      }
      return afterStep(P, s, t.dice, t.events);
    }
  }
};

/** the held attack or salvo waits for the defender: the rest of the batch goes back to the composer */
const defenderDecides = (isLast: boolean, i: number): void => {
  if (!isLast) halt(i + 1, text('Obrońca decyduje (9.11)', 'The defender decides (9.11)'), '9.11');
};

const sideOfMarker = (P: PackIndex, m: string): string =>
  P.pack.forces.formations.find((f) => f.id === m)?.side ?? P.leader(m).side;

/**
 * R 10.3.4: infantry whose move drew a passed counter-charge tries to form square (the R 5.5.1 test,
 * +2 with the cavalry in its flank or rear) when its order says so; a square owes no attack (R 9.7),
 * so there is no combat between them.
 */
const counterSquare = (c: Ctx, mover: string, reacted: GameEvent[], t: T): void => {
  type Reacted = { unit: string; kind: string; result: MoraleTest };
  const cc = reacted
    .filter((e) => e.type === 'reaction')
    .map((e) => e.data as Reacted)
    .find((d) => d.kind === 'counterCharge' && d.result.verdict === 'pass');
  const u = unit(c, mover);
  if (!cc || def(c, mover).arm !== 'infantry' || !onMap(u.at) || u.square || u.level === 'demoralized') return;
  const cavalry = cc.unit;
  const others = enemyZocAt(c, u.at, sideOf(c, mover)).filter((x) => x.id !== cavalry);
  // the counter-charging cavalry may have gone since (a later withdrawal, a rout): nothing to square against
  const cavAt = unit(c, cavalry).at;
  if (strengthOf(def(c, mover), u) <= 3 || others.length || !onMap(cavAt) || !c.P.grid.adjacent(u.at, cavAt)) return;
  const rec = new RecordingDice(t.dice);
  const test = formSquare(c, mover, zoneOf(c.P.grid, u.at, u.facing, cavAt) ?? 'front', rec);
  t.events.push(event('counterSquare', { unit: mover, cavalry, test }, { rule: '10.3.4', dice: diceOf(rec) }));
};

/** one reaction carried out (R 5.5.1–5.5.4), by policy or by a live answer */
const carryOut = (c: Ctx, tr: Trigger, hex: string, dice: Dice, facing?: number): unknown => {
  const u = unit(c, tr.unit);
  if (tr.kind === 'square') return formSquare(c, tr.unit, tr.aspect, dice);
  if (tr.kind === 'counterCharge') return counterCharge(c, tr.unit, hex, tr.aspect, dice);
  if (tr.kind === 'withdraw') return withdraw(c, tr.unit, dice);
  if (tr.kind === 'counterWithdraw') return withdraw(c, tr.unit, dice, false);
  return changeFront(c, tr.unit, facing ?? facingsToward(c.P.grid, u.at, hex, u.facing)[0], dice);
};

/** whether a standing policy (not `ask`) takes the reaction */
const byPolicy = (c: Ctx, pol: Policies, tr: Trigger, hex: string): boolean => {
  const v = pol[tr.kind];
  if (tr.kind === 'counterCharge') return v === 'always' || (v === 'front' && tr.aspect === 'front');
  if (tr.kind === 'changeFront') {
    const u = unit(c, tr.unit);
    return (
      v === 'always' || (v === 'onlyIf60' && turnSteps(u.facing, facingsToward(c.P.grid, u.at, hex, u.facing)[0]) === 1)
    );
  }
  return v === 'always';
};

const reactionEvent = (
  tr: Trigger,
  from: string,
  mover: string,
  hex: string,
  result: unknown,
  rec: RecordingDice,
  policy: boolean,
) =>
  event(
    'reaction',
    { unit: tr.unit, kind: tr.kind, from, mover, hex, result, byPolicy: policy },
    { rule: '5.5', dice: diceOf(rec) },
  );

/**
 * The non-active player's reactions to a hex entered (R 5.5), answered by his standing policies;
 * a reaction whose policy is `ask` is put to him live (phase `reaction`, R 5.5 asked). A lone leader
 * approached flees (R 3.6.3). True when anything reacted or was asked (the mover stops there).
 */
const react = (c: Ctx, s: GameState, mover: string, hex: string, dice: Dice, out: GameEvent[]): boolean => {
  const foe = enemyOf(sideOf(c, mover));
  const pol = s.policies[foe];
  let any = false;
  const seen = new Set<string>();
  const asks: Trigger[] = [];
  const n6: Trigger[] = [];
  const recheck = (c.rulesVersion ?? 1) >= RECHECK_RULES;
  for (const tr of triggers(c, mover, hex)) {
    if (seen.has(tr.unit) && tr.kind !== 'withdraw') continue;
    const u = unit(c, tr.unit);
    if (!onMap(u.at) || (recheck && !mayStillReact(c, tr, hex))) continue;
    if (pol[tr.kind] === POLICY_ASK) {
      asks.push(tr);
      continue;
    }
    if (!byPolicy(c, pol, tr, hex)) continue;
    const rec = new RecordingDice(dice);
    const from = u.at;
    const result = carryOut(c, tr, hex, rec);
    seen.add(tr.unit);
    any = true;
    out.push(reactionEvent(tr, from, mover, hex, result, rec, true));
    n6.push(...afterCounterCharge(c, s, tr, mover, hex, result, dice, out));
  }
  const offers = recheck
    ? [...asks.filter((tr) => !seen.has(tr.unit) || withdrawsAgain(c, tr)), ...n6].filter((tr) =>
        mayStillReact(c, tr, hex),
      )
    : [...asks.filter((tr) => !seen.has(tr.unit) && onMap(unit(c, tr.unit).at)), ...n6];
  if (offers.length) {
    s.asked = { mover, hex, offers };
    s.phase = 'reaction';
    out.push(event('asked', { mover, hex, units: [...new Set(offers.map((o) => o.unit))] }, { rule: '5.5' }));
    any = true;
  }
  for (const l of c.opts.loneLeader === 'adjacent' ? Object.values(s.pos.leaders) : []) {
    // the cheap tests first: this runs for every hex a mover enters
    if (leaderDef(c, l.id).side !== foe || !onMap(l.at) || !c.P.grid.adjacent(l.at, hex) || occupant(c, l.at)) continue;
    out.push(event('leaderFled', loneLeaderFlees(c, l.id), { rule: '3.6.3' }));
  }
  return any;
};

/** R 5.5 asked live: one reaction named by the reacting side; one per unit, withdrawals repeatable (R 5.6) */
const playReact = (c: Ctx, s: GameState, t: T, p: Placed<OlszynkaOrder & { type: 'react' }>): void => {
  const a = s.asked!;
  const o = p.o;
  const tr = a.offers.find((x) => x.unit === o.unit && x.kind === o.kind);
  if (!tr || !onMap(unit(c, o.unit).at))
    fail('5.5', 'NOT_OFFERED', `${o.unit} may not react with ${o.kind} now`, `${p.at}.unit`);
  if (o.facing !== undefined && o.kind !== 'changeFront')
    fail('5.5.4', 'FACING_ONLY_FOR_FRONT', 'a facing is chosen only for a change of front', `${p.at}.facing`);
  const u = unit(c, o.unit);
  const from = u.at;
  const rec = new RecordingDice(t.dice);
  const result = carryOut(c, tr, a.hex, rec, o.facing);
  t.events.push(reactionEvent(tr, from, a.mover, a.hex, result, rec, false));
  const recheck = (c.rulesVersion ?? 1) >= RECHECK_RULES;
  a.offers = a.offers.filter(
    (x) => x.unit !== o.unit || (x.kind === 'withdraw' && (recheck ? mayStillReact(c, x, a.hex) : onMap(u.at))),
  );
  a.offers.push(...afterCounterCharge(c, s, tr, a.mover, a.hex, result, t.dice, t.events));
  if (!a.offers.length) endReactions(s);
};

/**
 * N6, R 10.3.4 (AMB-24): a counter-charge against moving infantry that failed (the level is lost)
 * may withdraw 2 hexes: by the `counterWithdraw` policy at once, or offered live (`ask`).
 */
const afterCounterCharge = (
  c: Ctx,
  s: GameState,
  tr: Trigger,
  mover: string,
  hex: string,
  result: unknown,
  dice: Dice,
  out: GameEvent[],
): Trigger[] => {
  if (tr.kind !== 'counterCharge' || (result as MoraleTest).verdict !== 'fail') return [];
  if (def(c, mover).arm !== 'infantry' || !onMap(unit(c, tr.unit).at)) return [];
  const n6: Trigger = { unit: tr.unit, kind: 'counterWithdraw', aspect: tr.aspect };
  // AMB-24 (option): the withdrawal instead of the level (the test's one level given back), or compulsory
  const fixed = c.opts.counterChargeFail === 'instead' || c.opts.counterChargeFail === 'compulsory';
  if (c.opts.counterChargeFail === 'instead') {
    const u = unit(c, tr.unit);
    u.level = LEVELS[Math.max(0, LEVELS.indexOf(u.level) - 1)];
  }
  const v = fixed ? 'always' : policyOf(s, sideOf(c, tr.unit), 'counterWithdraw');
  if (v === POLICY_ASK) return [n6];
  if (v !== 'always') return [];
  const rec = new RecordingDice(dice);
  const from = unit(c, tr.unit).at;
  out.push(reactionEvent(n6, from, mover, hex, carryOut(c, n6, hex, rec), rec, true));
  return [];
};

const endReactions = (s: GameState): void => {
  s.asked = null;
  s.phase = 'move';
};

export { reactionFireTargets };
