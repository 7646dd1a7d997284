/** apply: each order in turn against the current state (core's runner); the first refusal cancels the whole batch. */
import type { ApplyResult, Dice, Side } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { runBatch, type BatchRules } from '../../core/runner.js';
import { FailAt, type Ctx } from './engine.js';
import { orderSchema, PHASE_ORDERS, PHASE_RULE, type MBatch, type MOrder } from './orders.js';
import { awaited, cloneState, isSide, rulesOf, type MSide, type MState } from './state.js';
import { legalChoices } from './view-choices.js';
import { basicMove, endMovement, forcedMarch, supplyMove } from './phases/movement.js';
import { answerGuerrilla } from './phases/guerrilla.js';
import {
  attackCard,
  committed,
  declareAmbush,
  declareAssault,
  defend,
  defenseCard,
  resolve,
  sappers,
  skirmish,
  usWithdraw,
  withdraw,
} from './phases/assault.js';
import { attackLeader, defenseLeader } from './phases/leaders.js';
import { answerAdvance, answerResult, answerRetreat } from './phases/combat-flow.js';
import { fire } from './phases/bombard.js';
import { buildRedoubt, restore } from './phases/restoration.js';
import { scout } from './hq-cards.js';
import { discardOrder, drawOrder, endTurn } from './phases/turn.js';
import { chooseEdge, chooseHand, chooseNation, choosePair, deploy, placeSectionOrder } from './setup.js';
import { emit } from './engine.js';
import type { GuerrillaCase, GuerrillaPolicy, Standing } from './state.js';

/**
 * 5.2: `guerrilla` is one value for every P1–P3 situation (and clears the per-situation ones, so a log
 * written before they existed replays to the same state); `guerrilla.<case>` sets one situation.
 */
const setStanding = (st: Standing, key: string, value: string): void => {
  if (key === 'choice') st.choice = value as Standing['choice'];
  else if (key === 'guerrilla') {
    st.guerrilla = value as GuerrillaPolicy;
    delete st.guerrillaBy;
  } else
    st.guerrillaBy = { ...st.guerrillaBy, [key.slice('guerrilla.'.length) as GuerrillaCase]: value as GuerrillaPolicy };
};

const run = (c: Ctx, o: MOrder): void => {
  const s = c.s;
  if (o.type !== 'scout') s.turn.fresh = false;
  switch (o.type) {
    case 'place-section':
      return placeSectionOrder(c, o.quadrant, o.section, o.rotation);
    case 'nations':
      return choosePair(c, o.nations);
    case 'nation':
      return chooseNation(c, o.nation);
    case 'edge':
      return chooseEdge(c, o.edge);
    case 'hand':
      return chooseHand(c, o.cards);
    case 'deploy':
      return deploy(c, o.unit, o.square);
    case 'discard':
      return discardOrder(c, o.card);
    case 'draw':
      return drawOrder(c);
    case 'scout':
      return scout(c, o.card);
    case 'move':
      return basicMove(c, o.unit, o.path);
    case 'supply':
      return supplyMove(c, o.card, o.unit, o.path);
    case 'forced-march':
      return forcedMarch(c, o.card, o.unit, o.to);
    case 'end-movement':
      return endMovement(c);
    case 'assault':
      return declareAssault(c, o.unit, o.card, o.target, o.advance);
    case 'ambush':
      return declareAmbush(c, o.card, o.target);
    case 'bombard':
      return fire(c, 'bombardment', o.unit, o.card, o.target);
    case 'volley':
      return fire(c, 'volley', o.unit, o.card, o.target);
    case 'grand-battery':
      return fire(c, 'grand-battery', o.unit, o.card, o.target);
    case 'no-combat':
      s.turn.combatDone = true;
      s.phase = 'restoration';
      return emit(c, 'no-combat', { side: c.side }, { rule: '6' });
    case 'guerrilla':
      return answerGuerrilla(c, o.card);
    case 'pass':
      return answerGuerrilla(c, null);
    case 'withdraw':
      return withdraw(c, o.card, o.to);
    case 'us-withdraw':
      return usWithdraw(c, o.card, o.to);
    case 'defense-card':
      return defenseCard(c, o.card);
    case 'leader':
      return s.phase === 'defense'
        ? defenseLeader(c, o.card, o.mode)
        : attackLeader(c, o.card, o.mode ?? 'combat', o.units ?? []);
    case 'defend':
      return defend(c, o.choice, o.to);
    case 'attack-card':
      return attackCard(c, o.card, o.unit);
    case 'committed':
      return committed(c, o.card, o.unit);
    case 'sappers':
      return sappers(c, o.card);
    case 'skirmish':
      return skirmish(c, o.card, o.path);
    case 'resolve':
      return resolve(c, o.choice);
    case 'result':
      return answerResult(c, o.choice);
    case 'retreat-to':
      return answerRetreat(c, o.square);
    case 'advance':
      return answerAdvance(c, o.unit);
    case 'restore':
      return restore(c, o.card, o.unit);
    case 'redoubt':
      return buildRedoubt(c, o.card, o.square);
    case 'end-turn':
      return endTurn(c);
    case 'standing':
      return;
  }
};

/** v2: a combat declaration in the Movement phase ends it first (4: ending movement is implied) */
const DECLARATIONS: readonly MOrder['type'][] = [
  'assault',
  'ambush',
  'bombard',
  'volley',
  'grand-battery',
  'no-combat',
];
/** v2: the attacker's own steps the rules take when they have exactly one legal answer */
const OWN_STEPS = new Set(['attack', 'restoration', 'advance']);

/**
 * v2: after each order, a step of the active player with exactly one legal answer is taken by the
 * rules (P6 "resolve" with no card to add, P10 with one unit, "end turn" with nothing to restore), and a pre-committed `resolve` is played once the defender has answered.
 */
const takeForcedSteps = (c: Ctx): void => {
  for (let guard = 0; guard < 20; guard++) {
    const s = c.s;
    if (s.phase === 'over' || !OWN_STEPS.has(s.phase)) return;
    const side = awaited(s)[0];
    if (side !== s.active) return;
    const pre = s.phase === 'attack' && s.combat?.step === 'attack' ? s.combat.resolveAtOnce : undefined;
    let order: MOrder | undefined;
    if (pre) order = { type: 'resolve', ...(pre.choice ? { choice: pre.choice } : {}) };
    else {
      const ch = legalChoices(s, side);
      const only = ch.length === 1 ? ch[0] : null;
      if (only?.order) order = only.order as MOrder;
      else if (only?.targets?.length === 1) order = only.targets[0].order as MOrder;
    }
    if (!order) return;
    run({ ...c, side }, order);
  }
};

/** v2: `resolve` sent with the declaration: no step-5 cards, resolve as soon as the defender answers (5.3 B5) */
const preResolve = (c: Ctx, choice: 'hit' | 'retreat' | undefined): void => {
  const cb = c.s.combat!;
  if (cb.resolveAtOnce) fail('6.1 s5', 'resolve-twice', 'resolve is already sent', c.at);
  cb.resolveAtOnce = { choice: choice ?? null };
};

const rules: BatchRules<MState, MOrder> = {
  clone: cloneState,
  precheck: (_s, side) => (isSide(side) ? undefined : { code: 'not-a-side', message: `no side ${side}`, rule: '1' }),
  // each order is parsed just before it is played: an earlier order's refusal comes first
  parse: { order: orderSchema },
  play(t, [{ o, at }]) {
    const side = t.side as MSide;
    const c: Ctx = { s: t.s, ev: t.events, dice: t.dice, at, side };
    try {
      if (o.type === 'standing') {
        const guerrilla = o.key.startsWith('guerrilla');
        const ok = guerrilla
          ? o.value === 'ask' || o.value === 'never'
          : o.value === 'ask' || o.value === 'hit' || o.value === 'retreat';
        if (!ok) fail('5.2', 'standing-value', `${o.value} is not a value for ${o.key}`, `${at}.value`);
        setStanding(t.s.players[side].standing, o.key, o.value);
        emit(c, 'standing', { side, key: o.key, value: o.value }, { to: [side] });
        return;
      }
      if (t.s.phase === 'over') fail('2', 'game-over', 'the game is over', at);
      const v2 = rulesOf(t.s) >= 2;
      if (v2 && o.type === 'resolve' && t.s.phase === 'defense' && side === t.s.active) return preResolve(c, o.choice);
      if (!awaited(t.s).includes(side)) fail('5.2', 'not-awaited', `${side} is not awaited now (${t.s.phase})`, at);
      if (v2 && t.s.phase === 'movement' && DECLARATIONS.includes(o.type)) endMovement(c);
      if (!PHASE_ORDERS[t.s.phase].includes(o.type))
        fail(PHASE_RULE[t.s.phase], 'wrong-phase', `${o.type} is not possible in the ${t.s.phase} phase`, at, {
          order: o.type,
          phase: t.s.phase,
        });
      run(c, o);
      if (v2) takeForcedSteps(c);
    } catch (e) {
      // the procedures name the field; the place in the batch is this order's
      if (e instanceof FailAt) fail(e.rule, e.code, e.message, e.field ? `${at}.${e.field}` : at, e.params);
      throw e;
    }
  },
};

export const applyBatch = (state: MState, side: Side, batch: MBatch, dice: Dice): ApplyResult<MState> =>
  runBatch(rules, state, side, batch, dice);
