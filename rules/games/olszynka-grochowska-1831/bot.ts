/**
 * A simple sensible player for practice games, for either side: always one of the view's legal
 * choices. It advances on the nearest objective it does not hold (or the nearest enemy once it holds
 * them all), but comes next to an enemy hex only in strength: when the friends already next to it
 * and the mover together have half as many points again as the enemy there (an attack that follows
 * contact is owed, R 9.3, so a lone battalion walking up to a stack is a loss); until then it closes
 * to two hexes and waits for the rest. It fires every battery it can, makes every attack it owes
 * with every unit that may join, and answers an asked reaction by taking it (never a withdrawal).
 * The random player is random.ts.
 */
import type { Dice, OrderChoice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import { applyWith } from './apply.js';
import type { OlszynkaBatch, OlszynkaOrder } from './orders.js';
import { PACK, type PackIndex } from './pack.js';
import { onMap, type GameState, type SideId } from './state.js';
import { strengthOf } from './units.js';
import { awaited } from './status.js';
import { choicesFor, contactChoiceOf, moveChoiceOf, movers } from './view.js';

const orderOf = (ch: OrderChoice): OlszynkaOrder => (ch.order ?? ch.targets![0].order) as OlszynkaOrder;

/** where a side's units head for: the objectives it does not hold, else the enemy */
const goals = (P: PackIndex, s: GameState, side: SideId): string[] => {
  const sc = P.pack.scenarios.find((x) => x.id === s.scenario)!;
  const open = sc.victory.objectives.map((o) => o.hex).filter((h) => (s.holders[h] ?? '') !== side);
  if (open.length) return open;
  return Object.values(s.pos.units)
    .filter((u) => onMap(u.at) && P.unit(u.id).side !== side)
    .map((u) => u.at);
};

/** the points of each side standing in each hex */
const pointsByHex = (P: PackIndex, s: GameState): Map<string, Record<SideId, number>> => {
  const out = new Map<string, Record<SideId, number>>();
  for (const u of Object.values(s.pos.units)) {
    if (!onMap(u.at)) continue;
    const d = P.unit(u.id);
    const m = out.get(u.at) ?? { pl: 0, ru: 0 };
    m[d.side] += strengthOf(d, u);
    out.set(u.at, m);
  }
  return out;
};

/** the mover may end in `cell`: every enemy hex next to it is matched 3:2 by the friends next to that hex and the mover */
const strongEnough = (P: PackIndex, s: GameState, id: string, cell: string): boolean => {
  const side = P.unit(id).side;
  const foe: SideId = side === 'pl' ? 'ru' : 'pl';
  const pts = pointsByHex(P, s);
  const mine = strengthOf(P.unit(id), s.pos.units[id]);
  return P.grid.neighbours(cell).every((h) => {
    const enemy = pts.get(h)?.[foe] ?? 0;
    if (!enemy) return true;
    const friends = P.grid
      .neighbours(h)
      .filter((n) => n !== s.pos.units[id].at)
      .reduce((n, x) => n + (pts.get(x)?.[side] ?? 0), 0);
    return 2 * (friends + mine) >= 3 * enemy;
  });
};

export const botBatchWith = (P: PackIndex) => {
  const apply = applyWith(P);
  const near = (h: string, to: string[]) => Math.min(99, ...to.map((g) => P.grid.distance(h, g)));
  return (s: GameState, side: SideId, dice: Dice): OlszynkaBatch => {
    if (!awaited(s).includes(side))
      return { orders: [{ type: 'standing', key: 'square', value: s.policies[side].square }] };
    if (s.phase === 'move') {
      const orders: OlszynkaOrder[] = [];
      let state = s;
      const to = goals(P, s, side);
      for (const id of movers(s)) {
        const contact = contactChoiceOf(P, state, id);
        const ch = moveChoiceOf(P, state, id);
        const here = state.pos.units[id].at;
        let o: OlszynkaOrder | undefined = contact ? orderOf(contact) : undefined;
        if (!o && ch) {
          const fit = ch.targets!.filter((t) => strongEnough(P, state, id, t.cell));
          const best = fit.length ? fit.reduce((a, b) => (near(b.cell, to) < near(a.cell, to) ? b : a)) : null;
          if (best && near(best.cell, to) < near(here, to)) o = best.order as OlszynkaOrder;
        }
        if (!o) continue;
        const r = apply(state, side, { orders: [o] }, new SeededDice(dice.roll(1000)));
        if (!r.ok || r.halted) continue;
        orders.push(o);
        state = r.state;
        // a die drawn or a reaction may go otherwise for real: the rest waits for the next batch
        if (state.phase !== 'move' || r.events.some((e) => e.dice?.length || e.type === 'asked')) break;
      }
      return { orders: [...orders, { type: 'end' }] };
    }
    const choices = choicesFor(P, s, side);
    const end = choices.find((c) => c.id === 'end');
    if (s.phase === 'reaction') {
      const take = choices.find((c) => c.id.startsWith('react:') && !c.id.endsWith(':withdraw'));
      return { orders: [orderOf(take ?? end!)] };
    }
    const pick =
      choices.find((c) => c.id.startsWith('fire:') || c.id.startsWith('attack:')) ??
      choices.find((c) => c.id.startsWith('command:') && c.id !== 'command:none') ??
      choices.find((c) => c.id.startsWith('pick:')) ??
      end ??
      choices[0];
    return { orders: [orderOf(pick)] };
  };
};

/** the bot on our pack */
export const botBatch = botBatchWith(PACK());
