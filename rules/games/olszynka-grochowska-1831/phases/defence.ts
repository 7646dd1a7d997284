import { POLICY_ASK, type GameEvent } from '../../../core/contract.js';
import { RecordingDice } from '../../../core/dice.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import type { Placed, Turn } from '../../../core/runner.js';
import { fire } from '../artillery.js';
import { def, sideOf, stackAt, unit, type Ctx } from '../ctx.js';
import { retreatPlans } from '../losses.js';
import { moraleUnitCandidates } from '../melee.js';
import type { OlszynkaOrder } from '../orders.js';
import { policyOf, type Defence, type GameState, type Held, type PolicyKey } from '../state.js';
import { isArtillery } from '../units.js';
import { resolveAttack, type DefenderChoice } from './combat.js';

/**
 * The defender's combat choices asked live (N8 morale unit, N9 loss allocation, N10 retreat path;
 * N1 for a salvo of the active side's fire step; N12 the order of the stack): with a policy `ask` and a real choice, the attack
 * or salvo is held before its die, the game waits for the defender (phase `reaction`, as for the
 * reactions of R 5.5) and his `defend` order names what was asked; `end` takes the standing defaults.
 * **Our decision**: all three are named before the die, the losses as an order of his units (who
 * takes the second point, the third, …) and the path as the one to take should he have to retreat,
 * so one question covers a combat; a path that the losses made impossible falls back to the safest.
 */
type T = Turn<GameState>;

export const defenceQuestion = (c: Ctx, s: GameState, held: Held): Defence | null => {
  const hex = held.type === 'attack' ? held.hex : held.target;
  const ids = stackAt(c, hex).map((u) => u.id);
  if (!ids.length) return null;
  const side = sideOf(c, ids[0]);
  const ask = (k: PolicyKey) => policyOf(s, side, k) === POLICY_ASK;
  const q: Defence = { held, hex };
  const morale = moraleUnitCandidates(c, ids);
  if (held.type === 'attack' && ask('moraleUnit') && morale.length > 1) q.moraleUnit = morale;
  const fighting = ids.filter((id) => !isArtillery(def(c, id)));
  if (ask('losses') && fighting.length > 1) q.losses = fighting;
  const paths = retreatPlans(c, ids, hex, unit(c, ids[0]).facing, held.type === 'attack' ? 2 : 1)
    .map((p) => p.path)
    .filter((p) => p.length);
  if (ask('retreat') && paths.length > 1) q.retreat = paths;
  // N12 (R 6.5): the order of the stack decides who tests first and takes the first point
  if (ask('stackOrder') && ids.length > 1) q.stack = ids;
  return q.moraleUnit || q.losses || q.retreat || q.stack ? q : null;
};

/** holds the attack or salvo when its defender is to be asked; true when held */
export const holdForDefence = (c: Ctx, s: GameState, held: Held, events: GameEvent[]): boolean => {
  const q = defenceQuestion(c, s, held);
  if (!q) return false;
  s.defence = q;
  s.phase = 'reaction';
  events.push(
    event(
      'defenceAsked',
      {
        hex: q.hex,
        held: held.type,
        asks: (['moraleUnit', 'losses', 'retreat', 'stack'] as const).filter((k) => q[k]),
      },
      { rule: held.type === 'attack' ? '9.11' : '11.10' },
    ),
  );
  return true;
};

/** the held attack or salvo carried out with the defender's choices (absent: his policies) */
export const resume = (c: Ctx, s: GameState, t: T, held: Held, choice: DefenderChoice): void => {
  s.defence = null;
  s.phase = held.type === 'attack' ? 'combat' : 'fire';
  if (held.type === 'attack') t.events.push(...resolveAttack(c, held, t.dice, choice));
  else t.events.push(...salvo(c, held.battery, held.target, t, choice));
};

/** one salvo (R 11.10) with its event */
export const salvo = (c: Ctx, battery: string, target: string, t: T, choice: DefenderChoice = {}): GameEvent[] => {
  const rec = new RecordingDice(t.dice);
  const done = fire(c, battery, target, rec, choice);
  return [event('fired', { ...done }, { rule: '11.10', dice: rec.rolls.map((x) => x.value) })];
};

/** N8–N10, N1: the defender's `defend` answer, each field only where it was asked */
export const playDefend = (c: Ctx, s: GameState, t: T, p: Placed<OlszynkaOrder & { type: 'defend' }>): void => {
  const q = s.defence;
  const o = p.o;
  const rule = q?.held.type === 'fire' ? '11.10' : '9.11';
  if (!q) return fail('9.11', 'NOT_ASKED', 'no combat waits for your choices', `${p.at}.type`);
  if (o.moraleUnit !== undefined && !q.moraleUnit?.includes(o.moraleUnit))
    fail(
      rule,
      'MORALE_UNIT',
      `${o.moraleUnit} is not one of ${q.moraleUnit?.join(', ') ?? 'nothing asked'}`,
      `${p.at}.moraleUnit`,
    );
  o.losses?.forEach((id, i) => {
    if (!q.losses?.includes(id) || o.losses!.indexOf(id) !== i)
      fail(
        '12.1.4',
        'LOSS_ORDER',
        `${id}: name each of ${q.losses?.join(', ') ?? 'nothing asked'} at most once`,
        `${p.at}.losses[${i}]`,
      );
  });
  if (o.retreat && !q.retreat?.some((path) => path.join() === o.retreat!.join()))
    fail('12.2', 'RETREAT_PATH', `${o.retreat.join('→')} is not an offered retreat path`, `${p.at}.retreat`, {
      path: o.retreat.join('→'),
      why: 'offered',
    });
  resume(c, s, t, q.held, { moraleUnit: o.moraleUnit, losses: o.losses, retreat: o.retreat });
};
