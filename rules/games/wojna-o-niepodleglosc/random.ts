import type { Dice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import type { WojnaBatch, WojnaOrder } from './orders.js';
import type { SideId } from './schema.js';
import type { WojnaState } from './state.js';
import type { OrderChoice } from '../../core/contract.js';
import { ctxOf, versionOf } from './state.js';
import { activationChoices, moveChoice, movablePieces, view } from './view.js';
import { apply } from './apply.js';
import { supportUnits } from './phases/air.js';
import { garrisonOptions } from './phases/garrison-orders.js';
import { transportChoices } from './view-transport.js';
import { isPlainAttack } from './view-attack.js';

/**
 * A random legal batch from the view's choices: in movement a few moves of different pieces (units
 * before HQs, as offered), each from the view after the earlier ones, then `end`; in combat one offered attack, sometimes followed by `end`.
 */
export const randomBatch = (s: WojnaState, side: SideId, dice: Dice): WojnaBatch => {
  const pick = <T>(xs: T[]): T => xs[dice.roll(xs.length) - 1];
  const orders: WojnaOrder[] = [];
  const end = { type: 'end' } as const;
  // rules version 4: now and then the side changes its reaction or fighter policy (13.9–16, C3), so they come up
  if (s.policies && 'reaction' in s.policies[side] && dice.roll(6) === 1)
    orders.push(
      dice.roll(2) === 1
        ? {
            type: 'standing',
            key: 'reaction',
            value: pick(['never', 'always-max', ...(versionOf(s) >= 5 ? ['ask'] : [])]),
          }
        : {
            type: 'standing',
            key: 'fighterReaction',
            value: pick(['none', 'intercept', ...(versionOf(s) >= 10 ? ['ask'] : [])]),
          },
    );
  // rules version 11: and now and then whether it picks retreat and contact paths itself (9.23, 13.17, 14.22; from
  // rules version 12 also those of a combat, 9.24, 9.25)
  else if (versionOf(s) >= 11 && s.policies && dice.roll(12) === 1)
    orders.push({ type: 'standing', key: 'retreat', value: pick(['priority', 'ask']) });
  if (s.awaiting?.kind === 'replacements') {
    const choices = view(s, side).options.choices;
    const rebuilds = choices.filter((c) => c.id.startsWith('rebuild:'));
    if (rebuilds.length && dice.roll(3) > 1) orders.push(pick(pick(rebuilds).targets!).order as WojnaOrder);
    const reps = choices.filter((c) => c.id.startsWith('replace:'));
    if (reps.length && dice.roll(2) === 1) orders.push(pick(reps).order as WojnaOrder);
    return { orders: [...orders, end] };
  }
  if (s.awaiting?.kind === 'defence') {
    // the live defence: each offered part half the time (a morale unit, aviation, a retreat path), then defend
    const seen = new Set<string>();
    for (const ch of view(s, side).options.choices) {
      const group = ch.group ?? ch.id;
      if (ch.id === 'defend' || seen.has(group) || dice.roll(2) === 1) continue;
      seen.add(group);
      orders.push((ch.order ?? pick(ch.targets!).order) as WojnaOrder);
    }
    // a loss order offered for the default morale unit may not level with another one picked: then the policies
    const answer: WojnaBatch = { orders: [...orders, { type: 'defend' }] };
    return apply(s, side, answer, rollWatcher()).ok ? answer : { orders: [{ type: 'defend' }] };
  }
  if (s.awaiting?.kind === 'fighters') {
    // rules version 10: each free fighter meets one of the defender's support units half the time, else none
    const seen = new Set<string>();
    const pairs = view(s, side)
      .options.choices.filter((ch) => ch.group !== 'end')
      .filter((ch) => !seen.has(ch.group!) && dice.roll(2) === 1 && seen.add(ch.group!))
      .map((ch) => ch.order as WojnaOrder);
    const answer: WojnaBatch = { orders: [...orders, ...pairs, { type: 'fighters' }] };
    return apply(s, side, answer, rollWatcher()).ok ? answer : { orders: [...orders, { type: 'fighters' }] };
  }
  if (s.awaiting?.kind === 'reaction') {
    // rules version 5: one of the offered reaction paths, or none, a third of the time each way at least
    const [paths, none] = view(s, side).options.choices;
    if (!none || dice.roll(3) === 1) return { orders: [...orders, { type: 'react' }] };
    return { orders: [...orders, pick(paths.targets!).order as WojnaOrder] };
  }
  if (s.awaiting?.kind === 'contact') {
    // rules version 11: one of the offered paths, or the engine's a third of the time
    const [paths] = view(s, side).options.choices;
    if (dice.roll(3) === 1) return { orders: [...orders, { type: 'displace' }] };
    return { orders: [...orders, pick(paths.targets!).order as WojnaOrder] };
  }
  if (s.awaiting?.kind === 'overstack') {
    // rules version 15: one unit moved where the view offers, or the engine's choice a third of the time
    const units = view(s, side).options.choices.filter((c) => c.targets);
    if (!units.length || dice.roll(3) === 1) return { orders: [...orders, { type: 'overstack' }] };
    return { orders: [...orders, pick(pick(units).targets!).order as WojnaOrder] };
  }
  if (s.awaiting?.kind === 'army') {
    const moves = view(s, side).options.choices.filter((c) => c.targets);
    if (moves.length && dice.roll(2) === 1) orders.push(pick(pick(moves).targets!).order as WojnaOrder);
    return { orders: [...orders, end] };
  }
  if (s.awaiting?.kind === 'air') return { orders: [...randomAirPlan(s, side, dice), end] };
  if (s.activation?.segment !== 'combat') {
    // a few moves of different pieces, each picked from the choices of the state after the earlier
    // ones (a move may set off contacts, 9.23/13.17, that displace enemy pieces onto a later path):
    // the earlier orders are applied in turn, and composing stops after one whose outcome rolled dice
    // (it cannot be foreseen). Only the picked piece's targets are worked out (the view's moveChoice).
    let now = s;
    // rules version 5: first, each offered load or unload half the time (18.2, 18.11), played in turn
    for (const ch of transportChoices(ctxOf(s), s, side)) {
      if (dice.roll(2) === 1) continue;
      const order = (ch.order ?? pick(ch.targets!).order) as WojnaOrder;
      const r = apply(now, side, { orders: [order] }, rollWatcher());
      if (!r.ok) continue; // a load offered before another one took the same unit
      orders.push(order);
      now = r.state;
    }
    const n = dice.roll(5) - 1;
    for (let i = 0; i < n; i++) {
      const choice = randomMove(now, side, dice);
      if (!choice) break;
      const order = withGarrison(now, pick(choice.targets!).order as WojnaOrder, dice);
      orders.push(order);
      const probe = rollWatcher();
      const r = apply(now, side, { orders: [order] }, probe);
      if (!r.ok || probe.rolled || r.state.awaiting?.kind !== 'activation') break;
      now = r.state;
    }
    return { orders: [...orders, end] };
  }
  const choices = activationChoices(s, side);
  const hqPursuits = choices.filter((c) => c.id.startsWith('hq-pursuit:'));
  if (hqPursuits.length && dice.roll(2) === 1) return { orders: [pick(pick(hqPursuits).targets!).order as WojnaOrder] };
  const attacks = choices.filter((c) => isPlainAttack(c.id));
  if (attacks.length && dice.roll(3) > 1) {
    const plain = pick(attacks);
    const chosen = withAttackerChoices(plain.order as AttackOrder, choices, `${plain.id}:`, dice);
    const attack = withSupport(s, side, chosen, dice);
    orders.push(dice.roll(3) > 1 ? withPursuit(s, attack, dice) : attack);
    if (dice.roll(2) === 1) orders.push(end);
    return { orders };
  }
  return { orders: [end] };
};

type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/**
 * Rules version 5: the attack with, half the time each, one of the offered loss choices (14.42) and
 * one offered retreat path for each attacking hex that has a choice (14.22), joined into one order
 * (each variant is picked on its own: no product of them is ever built)
 */
const withAttackerChoices = (o: AttackOrder, choices: OrderChoice[], prefix: string, dice: Dice): AttackOrder => {
  const variants = choices.filter((c) => c.id.startsWith(prefix));
  const losses = variants.filter((c) => c.id.startsWith(`${prefix}loss:`));
  let out = o;
  if (losses.length && dice.roll(2) === 1)
    out = { ...out, losses: (losses[dice.roll(losses.length) - 1].order as AttackOrder).losses };
  const retreat = variants
    .filter((c) => c.id.startsWith(`${prefix}retreat:`) && dice.roll(2) === 1)
    .flatMap((c) => (c.targets![dice.roll(c.targets!.length) - 1].order as AttackOrder).retreat ?? []);
  return retreat.length ? { ...out, retreat } : out;
};

/**
 * The attack with conditional pursuits (14.32) by up to two of its attackers: into the hex if it is
 * vacated, half the time one hex further. A conditional the result does not allow is skipped, not refused.
 */
const withPursuit = (s: WojnaState, o: AttackOrder, dice: Dice): AttackOrder => {
  const c = ctxOf(s);
  const beyond = c.map.neighbours(o.target);
  const pursue = o.attackers
    .filter((u) => c.defs.unit(u)?.arm !== 'artillery')
    .slice(0, 2)
    .map((unit) => ({
      unit,
      path: dice.roll(2) === 1 ? [o.target] : [o.target, beyond[dice.roll(beyond.length) - 1]],
    }));
  return pursue.length ? { ...o, pursue } : o;
};

/** 11.1, 11.6: a quarter of the time an infantry move leaves a garrison where it may, half the time it absorbs one */
const withGarrison = (s: WojnaState, o: WojnaOrder, dice: Dice): WojnaOrder => {
  if (o.type !== 'move') return o;
  const g = garrisonOptions(s, o);
  if (g.absorb.length && dice.roll(2) === 1) return { ...o, absorbGarrisonAt: g.absorb[0] };
  if (g.drop.length && dice.roll(4) === 1) return { ...o, dropGarrisonAt: g.drop[dice.roll(g.drop.length) - 1] };
  return o;
};

/** the air plan: each offered unit flies one of its missions half the time, an escort only after its mission */
const randomAirPlan = (s: WojnaState, side: SideId, dice: Dice): WojnaOrder[] => {
  const orders: WojnaOrder[] = [];
  const placed = new Set<string>();
  for (const ch of view(s, side).options.choices) {
    const o = (ch.order ?? ch.targets?.[dice.roll(ch.targets.length) - 1].order) as WojnaOrder;
    if (o.type !== 'air' || placed.has(o.unit) || dice.roll(2) === 1) continue;
    if (o.mission === 'escort' && !placed.has(o.target!)) continue;
    placed.add(o.unit);
    orders.push(o);
  }
  return orders;
};

/** a third of the time, every free aviation unit supports the attack over its first attacker's hex (17.10) */
const withSupport = (
  s: WojnaState,
  side: SideId,
  o: Extract<WojnaOrder, { type: 'attack' }>,
  dice: Dice,
): Extract<WojnaOrder, { type: 'attack' }> => {
  const free = supportUnits(s, side);
  if (!free.length || dice.roll(3) > 1) return o;
  const hex = s.pieces[o.attackers[0]].hex!;
  return { ...o, air: free.map((unit) => ({ unit, hex })) };
};

/** a random movable piece's move choice (pieces that can go nowhere are skipped), or null */
const randomMove = (s: WojnaState, side: SideId, dice: Dice): OrderChoice | null => {
  const c = ctxOf(s);
  const ids = movablePieces(s, side);
  while (ids.length) {
    const [id] = ids.splice(dice.roll(ids.length) - 1, 1);
    const m = moveChoice(c, s, id);
    if (m) return m;
  }
  return null;
};

/**
 * dice for a trial application: any roll means the outcome is chance, not foreseeable. The faces vary (a seeded
 * die): a constant face tied a dogfight of equal stars forever (17.13 rolls again on a tie), and the trial of a
 * `fighters` answer never ended.
 */
const rollWatcher = (): Dice & { rolled: boolean } => {
  const inner = new SeededDice(1);
  const d = {
    rolled: false,
    roll: (faces: number): number => {
      d.rolled = true;
      return inner.roll(faces);
    },
  };
  return d;
};
