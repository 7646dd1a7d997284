/**
 * A simple sensible player for practice games: always one of the view's legal choices. It advances
 * on the nearest objective it does not hold (or the nearest enemy once it holds them all), fires
 * every battery it can, makes every attack it owes, and answers an asked reaction by taking it
 * (never a withdrawal). The random player is random.ts.
 */
import type { Dice, OrderChoice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import { applyWith } from './apply.js';
import type { OlszynkaBatch, OlszynkaOrder } from './orders.js';
import { PACK, type PackIndex } from './pack.js';
import { onMap, type GameState, type SideId } from './state.js';
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
          const best = ch.targets!.reduce((a, b) => (near(b.cell, to) < near(a.cell, to) ? b : a));
          if (near(best.cell, to) < near(here, to)) o = best.order as OlszynkaOrder;
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
