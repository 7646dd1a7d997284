import type { Dice } from '../../core/contract.js';
import { apply } from './apply.js';
import { modifiers } from './combat.js';
import { isHq, isUnit, other, sideOf, type Ctx } from './ctx.js';
import { supportUnits } from './phases/air.js';
import type { WojnaBatch, WojnaOrder } from './orders.js';
import type { SideId } from './schema.js';
import { ctxOf, type WojnaState } from './state.js';
import { activationChoices, moveChoice, movablePieces, view } from './view.js';
import { isPlainAttack } from './view-attack.js';
import { transportChoices } from './view-transport.js';
import { isShipCarrier } from './transport.js';

/**
 * The sensible player for practice games and the bench: every order is one of the view's legal
 * choices. It rebuilds the first counter due (on its first offered hex) and places a REPLACEMENT marker when it can; in movement each unit heads for the nearest
 * objective (a VP hex the side does not hold, or an enemy unit) and prefers cover on the way, each
 * HQ follows its units; in combat it makes the attack with the best modifiers while they add up to
 * at least +2, pursuing into the hex it empties, one attack a batch, then ends. The random player
 * is random.ts.
 */
type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

export const botBatch = (s: WojnaState, side: SideId, _dice: Dice): WojnaBatch => {
  const end = { type: 'end' } as const;
  if (s.awaiting?.kind === 'replacements') {
    const choices = view(s, side).options.choices;
    const rebuild = choices.find((c) => c.id.startsWith('rebuild:'))?.targets?.[0].order as WojnaOrder | undefined;
    const rep = choices.find((c) => c.id.startsWith('replace:'))?.order as WojnaOrder | undefined;
    return { orders: [...(rebuild ? [rebuild] : []), ...(rep ? [rep] : []), end] };
  }
  if (s.awaiting?.kind === 'defence') return { orders: [{ type: 'defend' }] }; // as its policies say
  if (s.awaiting?.kind === 'fighters') return { orders: [{ type: 'fighters' }] }; // its fighters stay free
  if (s.awaiting?.kind === 'contact') return { orders: [{ type: 'displace' }] }; // the engine's path
  if (s.awaiting?.kind === 'overstack') return { orders: [{ type: 'overstack' }] }; // the engine's choice (12.5)
  if (s.awaiting?.kind === 'army') return { orders: [end] }; // the army HQ stays where its lines run
  if (s.awaiting?.kind === 'air') return { orders: [...airPlan(s, side), end] };
  if (s.activation?.segment !== 'combat') {
    const { orders, now } = shipping(s, side);
    return { orders: [...orders, ...moves(now, side), end] };
  }
  const attack = bestAttack(s, side);
  return { orders: [attack ?? end] };
};

/** the objectives of a side: VP hexes it does not hold and the hexes of enemy units */
const objectives = (c: Ctx, s: WojnaState, side: SideId): string[] => {
  const out = new Set(c.scenario.victory.hexes.filter((v) => s.control[v.hex] !== side).map((v) => v.hex));
  for (const [id, p] of Object.entries(s.pieces)) if (p.hex && isUnit(c, id) && sideOf(c, id) !== side) out.add(p.hex);
  return [...out];
};

const nearest = (c: Ctx, from: string, to: readonly string[]): number =>
  to.reduce((m, h) => Math.min(m, c.map.distance(from, h)), 99);

/** where a piece would rather stand: near an objective, in cover; an HQ among its units */
const standing = (c: Ctx, s: WojnaState, id: string, hex: string, goals: readonly string[]): number => {
  if (isHq(c, id)) {
    const own = Object.keys(s.pieces).filter((u) => c.defs.unit(u)?.formation === id && s.pieces[u].hex);
    return -own.reduce((m, u) => Math.max(m, c.map.distance(hex, s.pieces[u].hex!)), 0);
  }
  const cover = -(c.tables.terrain[c.map.terrain(hex)].combat ?? 0);
  return -nearest(c, hex, goals) * 2 + cover * 0.5;
};

/**
 * Ships as transports (rules version 7, 18.4, 18.7): at the start of an activation every ship puts
 * ashore what it carried a turn ago, and takes aboard the infantry on its hex, to carry it down the river
 */
const shipping = (s: WojnaState, side: SideId): { orders: WojnaOrder[]; now: WojnaState } => {
  const orders: WojnaOrder[] = [];
  let now = s;
  for (const ch of transportChoices(ctxOf(s), s, side)) {
    const order = (ch.order ?? ch.targets?.[0].order) as WojnaOrder | undefined;
    if (!order || !('transport' in order) || !isShipCarrier(ctxOf(now), order.transport)) continue;
    const r = tryApply(now, side, order);
    if (!r?.ok) continue;
    orders.push(order);
    now = r.state;
  }
  return { orders, now };
};

/** each movable piece to its best offered hex when that beats staying, each move tried on the state after the earlier ones */
const moves = (s: WojnaState, side: SideId): WojnaOrder[] => {
  const out: WojnaOrder[] = [];
  let now = s;
  for (const id of movablePieces(s, side)) {
    const c = ctxOf(now);
    if (!movablePieces(now, side).includes(id)) continue;
    const choice = moveChoice(c, now, id);
    if (!choice) continue;
    const goals = objectives(c, now, side);
    let best: WojnaOrder | null = null;
    let bestScore = standing(c, now, id, now.pieces[id].hex!, goals) + 0.25; // moving must be worth it
    for (const t of choice.targets!) {
      const v = standing(c, now, id, t.cell, goals) - (t.cost ?? 0) * 0.01;
      if (v > bestScore) [best, bestScore] = [t.order as WojnaOrder, v];
    }
    if (!best) continue;
    const r = tryApply(now, side, best);
    if (!r?.ok || r.state.awaiting?.kind !== 'activation' || r.state.awaiting.side !== side) continue;
    out.push(best);
    now = r.state;
  }
  return out;
};

/** a move tried on its own; one whose outcome needs dice (a contact, 9.23, 13.17) is left out, not composed blind */
const tryApply = (s: WojnaState, side: SideId, o: WojnaOrder) => {
  let rolled = false;
  const probe: Dice = {
    roll: () => {
      rolled = true;
      return 1;
    },
  };
  const r = apply(s, side, { orders: [o] }, probe);
  return rolled ? null : r;
};

/** the air plan: recon on the first enemy WJ HQ offered; a fighter intercepts when it can, else escorts a recon */
const airPlan = (s: WojnaState, side: SideId): WojnaOrder[] => {
  const out: WojnaOrder[] = [];
  const choices = view(s, side).options.choices;
  const first = (id: string): WojnaOrder | undefined =>
    (choices.find((ch) => ch.id === id)?.targets?.[0].order ?? choices.find((ch) => ch.id === id)?.order) as
      | WojnaOrder
      | undefined;
  const units = [...new Set(choices.flatMap((ch) => (ch.id.startsWith('air:') ? [ch.id.split(':').at(-1)!] : [])))];
  const fighters = units.filter((u) =>
    choices.some((ch) => ch.id.startsWith(`air:escort:${u}:`) || ch.id === `air:intercept:${u}`),
  );
  const recons: string[] = [];
  for (const u of units.filter((x) => !fighters.includes(x))) {
    const o = first(`air:recon:${u}`);
    if (o) out.push(o), recons.push(u);
  }
  for (const f of fighters) {
    const o = first(`air:intercept:${f}`) ?? (recons[0] ? first(`air:escort:${f}:${recons[0]}`) : undefined);
    if (o) out.push(o);
  }
  return out;
};

/** the offered attack with the highest sum of modifiers, when it is at least +2, with pursuit into the hex */
const bestAttack = (s: WojnaState, side: SideId): AttackOrder | null => {
  const c = ctxOf(s);
  const a = s.activation!;
  let best: AttackOrder | null = null;
  let bestSum = 1;
  for (const choice of activationChoices(s, side)) {
    if (!isPlainAttack(choice.id)) continue;
    const o = choice.order as AttackOrder;
    const sum = modifiers(c, side, {
      target: o.target,
      attackers: o.attackers,
      planned: a.attackedHexes,
      retreatedIn: a.retreated,
      ...(s.air ? { tracked: { byAttacker: s.air.tracked[side], byDefender: s.air.tracked[other(side)] } } : {}),
    }).reduce((n, m) => n + m.value, 0);
    if (sum > bestSum) [best, bestSum] = [o, sum];
  }
  if (!best) return null;
  const air = supportUnits(s, side)[0];
  if (air) best = { ...best, air: [{ unit: air, hex: s.pieces[best.attackers[0]].hex! }] };
  const pursuer = best.attackers.find((u) => c.defs.unit(u)?.arm !== 'artillery');
  return pursuer ? { ...best, pursue: [{ unit: pursuer, path: [best.target] }] } : best;
};
