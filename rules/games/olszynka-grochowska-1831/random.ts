import type { Dice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import type { OlszynkaBatch, OlszynkaOrder } from './orders.js';
import type { PackIndex } from './pack.js';
import { applyWith } from './apply.js';
import type { GameState, SideId } from './state.js';
import type { OrderChoice } from '../../core/contract.js';
import { choicesFor, movers } from './view-choices.js';
import { contactChoiceOf, moveChoiceOf } from './view-moves.js';
import { onMap, POLICY_KEYS, POLICY_VALUES } from './state.js';
import { awaited } from './status.js';

/** the move target nearest to an enemy unit (ties: the die): random play that seeks contact */
const towardEnemy = (
  P: PackIndex,
  s: GameState,
  ch: ReturnType<typeof choicesFor>[number],
  dice: Dice,
): OlszynkaOrder => {
  const side = P.unit(ch.piece!).side;
  // each enemy-held hex once, each target's distance once
  const foes = [
    ...new Set(
      Object.values(s.pos.units)
        .filter((u) => onMap(u.at) && P.unit(u.id).side !== side)
        .map((u) => u.at),
    ),
  ];
  const dist = (h: string) => Math.min(99, ...foes.map((f) => P.grid.distance(h, f)));
  const d = ch.targets!.map((t) => dist(t.cell));
  const best = Math.min(...d);
  const near = ch.targets!.filter((_, i) => d[i] === best);
  return near[dice.roll(near.length) - 1].order as OlszynkaOrder;
};

/** R 10.2.2: cavalry moving next to the enemy declares a charge at one of the enemy hexes there */
const declareCharge = (P: PackIndex, s: GameState, o: OlszynkaOrder & { type: 'move' }): void => {
  const id = o.units[0];
  const last = o.steps.flatMap((st) => (st.type === 'move' || st.type === 'rear' ? [st.to] : [])).pop();
  if (P.unit(id).arm !== 'cavalry' || !last) return;
  const side = P.unit(id).side;
  const foe = Object.values(s.pos.units).find(
    (u) => onMap(u.at) && P.unit(u.id).side !== side && P.grid.adjacent(u.at, last),
  );
  if (foe) o.charge = foe.at;
};

/**
 * A random legal batch built from the view's choices. In the movement step it adds unit
 * moves (up to eight), each tried on the state left by the ones before, then ends the step; elsewhere one order.
 */
/** one standing policy set to a value at random */
const standing = (dice: Dice): OlszynkaOrder => {
  const key = POLICY_KEYS[dice.roll(POLICY_KEYS.length) - 1];
  const values = POLICY_VALUES[key];
  return { type: 'standing', key, value: values[dice.roll(values.length) - 1] };
};

export const randomBatchWith = (P: PackIndex) => {
  const apply = applyWith(P);
  const pick = <T>(xs: readonly T[], dice: Dice): T => xs[dice.roll(xs.length) - 1];
  const orderOf = (ch: ReturnType<typeof choicesFor>[number], dice: Dice): OlszynkaOrder =>
    (ch.order ?? pick(ch.targets!, dice).order) as OlszynkaOrder;
  return (s: GameState, side: SideId, dice: Dice): OlszynkaBatch => {
    const choices = s.phase === 'move' && awaited(s).includes(side) ? [] : choicesFor(P, s, side);
    if (s.phase !== 'move' || !awaited(s).includes(side)) {
      if (!choices.length) return { orders: [{ type: 'standing', key: 'square', value: s.policies[side].square }] };
      const ch =
        choices.length > 1 && dice.roll(3) === 1 && choices.some((c) => c.id === 'end')
          ? choices.find((c) => c.id === 'end')!
          : pick(choices, dice);
      // now and then a standing policy changes first (spec 5.3), so the live questions come up too
      return { orders: [...(dice.roll(25) === 1 ? [standing(dice)] : []), orderOf(ch, dice)] };
    }
    const orders: OlszynkaOrder[] = [];
    let state = s;
    for (let k = 0; k < 8; k++) {
      if (dice.roll(8) === 1) break;
      // a unit at random, then its moves (the view's choice for that unit): the whole view would try every unit's steps
      const units = movers(state);
      let ch: OrderChoice | null = null;
      while (!ch && units.length) {
        const id = units.splice(dice.roll(units.length) - 1, 1)[0];
        const contact = contactChoiceOf(P, state, id);
        ch = contact && dice.roll(2) === 1 ? contact : moveChoiceOf(P, state, id);
      }
      if (!ch) break;
      const o = dice.roll(3) === 1 ? orderOf(ch, dice) : towardEnemy(P, state, ch, dice);
      if (o.type === 'move' && dice.roll(2) === 1) declareCharge(P, state, o);
      if (o.type === 'move' && P.unit(o.units[0]).arm === 'infantry' && dice.roll(2) === 1)
        o.squareIfCounterCharged = true;
      const r = apply(state, side, { orders: [o] }, new SeededDice(11));
      if (!r.ok || ('halted' in r && r.halted)) break;
      orders.push(o);
      state = r.state;
      // a die drawn (a ZOC-exit test) may go otherwise for real and change what is legal next: stop here
      if (state.phase !== 'move' || r.events.some((e) => e.dice?.length)) break;
    }
    return { orders: [...orders, { type: 'end' }] };
  };
};
