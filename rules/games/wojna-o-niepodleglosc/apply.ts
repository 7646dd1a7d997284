import type { Dice, Side } from '../../core/contract.js';
import { runBatch, type BatchRules } from '../../core/runner.js';
import { batchSchema, type WojnaBatch, type WojnaOrder } from './orders.js';
import { playActivation } from './phases/activation.js';
import { playAirPlan } from './phases/air.js';
import { playArmyMoves } from './phases/army.js';
import { playDefence, playStanding } from './phases/defence.js';
import { RuleViolation } from '../../core/errors.js';
import { playReaction } from './phases/reaction.js';
import { playFighters } from './phases/fighters.js';
import { playFighterRound } from './phases/fighter-rounds.js';
import { playContact } from './phases/contact-path.js';
import { playOverstack } from './phases/overstack.js';
import { playReplacements } from './phases/replacements.js';
import { advance } from './phases/turn.js';
import { SIDES } from './schema.js';
import { cloneState, versionOf, type WojnaState } from './state.js';

/** apply = core's runner: the awaited window's play… function, then every automatic step up to the next decision */
const rules: BatchRules<WojnaState, WojnaOrder> = {
  parse: { batch: batchSchema },
  clone: cloneState,
  precheck: (s, side) => {
    if (!(SIDES as readonly string[]).includes(side)) return { code: 'side', message: `no side ${side}`, rule: '1.1' };
    if (s.result) return { code: 'over', message: 'the game is over', rule: '19.3' };
    return undefined;
  },
  play: (t, orders) => {
    // standing policies come first, from either side at any time; the rest is the awaited window's
    const standing = orders.filter(({ o }) => o.type === 'standing');
    for (const { o, at } of standing) playStanding(t, o as Extract<WojnaOrder, { type: 'standing' }>, at);
    const rest = orders.filter(({ o }) => o.type !== 'standing');
    if (standing.length && !rest.length) return;
    if (!t.s.awaiting || t.s.awaiting.side !== t.side)
      throw new RuleViolation({ code: 'not-your-turn', message: 'the game does not wait for this side', rule: '2.1' });
    const kind = t.s.awaiting.kind;
    if (kind === 'activation') playActivation(t, rest);
    else if (kind === 'air') playAirPlan(t, rest);
    else if (kind === 'defence') playDefence(t, rest);
    else if (kind === 'army') playArmyMoves(t, rest);
    else if (kind === 'reaction') playReaction(t, rest);
    else if (kind === 'fighters') (versionOf(t.s) >= 13 ? playFighterRound : playFighters)(t, rest);
    else if (kind === 'contact') playContact(t, rest);
    else if (kind === 'overstack') playOverstack(t, rest);
    else playReplacements(t, rest);
  },
  settle: (t) => advance(t),
};

export const apply = (s: WojnaState, side: Side, batch: WojnaBatch, dice: Dice) =>
  runBatch(rules, s, side, batch, dice);
