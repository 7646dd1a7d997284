import { POLICY_ASK, type Dice, type GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import type { Placed, Turn } from '../../../core/runner.js';
import { def, enemyOf, leaderDef, occupant, sideOf, peek, unit, type Ctx } from '../ctx.js';
import { facingsToward, turnSteps, zoneOf } from '../facing.js';
import type { MoraleTest } from '../morale.js';
import { strengthOf } from '../units.js';
import { enemyZocAt } from '../zoc.js';
import { loneLeaderFlees } from '../leaders.js';
import { changeFront, counterCharge, formSquare, triggers, withdraw, type Trigger } from '../reactions.js';
import { LEVELS, onMap, policyOf, type GameState, type Policies } from '../state.js';
import { mayStillReact, offeredStill, RECHECK_RULES, withdrawsAgain } from './react-again.js';
import type { OlszynkaOrder } from '../orders.js';

/**
 * The non-active side's reactions to a hex a mover entered (R 5.5, 10.3.4), by standing policy or
 * asked live (phase `reaction`): `activation.ts` plays the orders and calls these.
 */
type T = Turn<GameState>;
const diceOf = (r: RecordingDice): number[] => r.rolls.map((x) => x.value);

/**
 * R 10.3.4: infantry whose move drew a passed counter-charge tries to form square (the R 5.5.1 test,
 * +2 with the cavalry in its flank or rear) when its order says so; a square owes no attack (R 9.7),
 * so there is no combat between them.
 */
export const counterSquare = (c: Ctx, mover: string, reacted: GameEvent[], t: T): void => {
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
  const cavAt = peek(c, cavalry).at;
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
export const react = (c: Ctx, s: GameState, mover: string, hex: string, dice: Dice, out: GameEvent[]): boolean => {
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
    : [...asks.filter((tr) => !seen.has(tr.unit) && onMap(peek(c, tr.unit).at)), ...n6];
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
export const playReact = (c: Ctx, s: GameState, t: T, p: Placed<OlszynkaOrder & { type: 'react' }>): void => {
  const a = s.asked!;
  const o = p.o;
  const tr = a.offers.find((x) => x.unit === o.unit && x.kind === o.kind);
  if (!tr || !onMap(peek(c, o.unit).at))
    fail('5.5', 'NOT_OFFERED', `${o.unit} may not react with ${o.kind} now`, `${p.at}.unit`);
  if (o.facing !== undefined && o.kind !== 'changeFront')
    fail('5.5.4', 'FACING_ONLY_FOR_FRONT', 'a facing is chosen only for a change of front', `${p.at}.facing`);
  const u = unit(c, o.unit);
  const from = u.at;
  const rec = new RecordingDice(t.dice);
  const result = carryOut(c, tr, a.hex, rec, o.facing);
  t.events.push(reactionEvent(tr, from, a.mover, a.hex, result, rec, false));
  a.offers = a.offers.filter((x) => offeredStill(c, x, o.unit, a.hex));
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
  if (def(c, mover).arm !== 'infantry' || !onMap(peek(c, tr.unit).at)) return [];
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

export const endReactions = (s: GameState): void => {
  s.asked = null;
  s.phase = 'move';
};
