import type { Dice } from '../../core/contract.js';
import type { TbBatch } from './orders.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { orderOfMovementOn, STAGE, stageOf } from './phases/order-of-movement.js';
import { choices, movable, moveButtons, moveChoices } from './view.js';
import { railChoices } from './view-rail.js';
import { keptPosition } from './ctx.js';
import { standingOn } from './phases/standing.js';
import { standingOptions } from './view-standing.js';
import { mapOf, scenarioIn } from './ctx.js';
import { enemyOf } from './pieces.js';
import type { TargetOption } from '../../core/contract.js';

/**
 * A random legal batch from the view's choices: one button or one target (test and bench support).
 * In a movement phase it presses a button (entrench, self-command, end) one time in eight, takes a
 * rail step or else ends the phase one time in eight and otherwise moves one random piece, so a
 * random 30-turn game stays short. From rules version 8, one time in twelve it first sets one of the
 * view's standing choices (11.1.8 escape paths, 13.1.5 displacement hexes) to a value other than its
 * current one, as a batch of its own, so random play takes the owner's choices at contacts.
 */
type O = TbBatch['orders'][number];
export const randomBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  if (standingOn(s) && dice.roll(12) === 1) {
    const open = standingOptions(s, side, keptPosition(s))
      .map((x) => ({ key: x.key, values: x.values.filter((v) => v.value !== x.current) }))
      .filter((x) => x.values.length);
    if (open.length) {
      const x = open[dice.roll(open.length) - 1];
      return { orders: [{ type: 'standing', key: x.key, value: x.values[dice.roll(x.values.length) - 1].value }] };
    }
  }
  return playBatch(s, side, dice);
};

const playBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  if (s.await?.kind === 'move' && s.await.sides.includes(side)) {
    const r = dice.roll(8);
    if (r === 1) {
      // the buttons: entrench, self-command, end (no piece's targets computed)
      const other = moveButtons(s, side, keptPosition(s));
      return { orders: [other[dice.roll(other.length) - 1].order as O] };
    }
    const pieces = movable(s, side);
    // rules version 14 (4.1): a rail step or an early HQ move closes the stages before it, so the
    // random player mostly moves the pieces of the earliest open stage, as a player would, and keeps
    // its armies moving and fighting
    const staged = orderOfMovementOn(s);
    const first = staged ? Math.min(...pieces.map((id) => stageOf(s, id))) : 0;
    const railNow = !staged || first >= STAGE.hq || dice.roll(4) === 1;
    // one time in eight a rail step (5), when there is one (rules version 2)
    const rail = r === 2 && railNow ? railChoices(s, side, keptPosition(s)) : [];
    if (rail.length) {
      const c = rail[dice.roll(rail.length) - 1];
      return { orders: [(c.targets?.length ? c.targets[dice.roll(c.targets.length) - 1].order : c.order) as O] };
    }
    if (r > 2 && pieces.length) {
      const early = staged && dice.roll(8) > 1 ? pieces.filter((id) => stageOf(s, id) === first) : pieces;
      const ch = moveChoices(s, side, early[dice.roll(early.length) - 1], keptPosition(s));
      const ts = ch[0]?.targets ?? [];
      // rules version 14: three moves in four seek contact (closer), so random armies meet and fight
      if (ts.length && staged && dice.roll(4) > 1) return { orders: [closer(s, side, ts, dice).order as O] };
      if (ts.length) return { orders: [ts[dice.roll(ts.length) - 1].order as O] };
    }
    return { orders: [{ type: 'end' }] };
  }
  if (s.await?.kind === 'reserve') {
    // a reserve or two now and then, so reserve moves come up in play
    const ch = choices(s, side);
    const units = ch.filter((c) => c.targets?.length);
    const orders: O[] = [];
    for (let k = 0; k < 2 && units.length && dice.roll(3) === 1; k++) {
      const c = units.splice(dice.roll(units.length) - 1, 1)[0];
      orders.push(c.targets![dice.roll(c.targets!.length) - 1].order as O);
    }
    // rules version 4: now and then a unit whose owner is asked live (4.5.6)
    const named = new Set(orders.map((o) => (o.type === 'reserve' ? o.unit : '')));
    const asks = ch.filter((c) => c.id.startsWith('reserve-ask:') && !named.has(c.piece!));
    if (asks.length && dice.roll(2) === 1) orders.push(asks[dice.roll(asks.length) - 1].order as O);
    return { orders: [...orders, { type: 'end' }] };
  }
  if (s.await?.kind === 'mask' || s.await?.kind === 'recon') {
    // one masking order now and then (each choice names the first free marker), or up to two scouts;
    // with two markers out a side lifts one first, so random armies do not all end up masked
    const ch = choices(s, side).filter((c) => c.id !== 'end');
    const lifts = ch.filter((c) => c.id.startsWith('unmask:'));
    if (lifts.length >= 2) return { orders: [lifts[dice.roll(lifts.length) - 1].order as O, { type: 'end' }] };
    const orders: O[] = [];
    for (let k = 0; k < (s.await.kind === 'mask' ? 1 : 2) && ch.length && dice.roll(3) === 1; k++) {
      const c = ch.splice(dice.roll(ch.length) - 1, 1)[0];
      orders.push((c.targets?.length ? c.targets[dice.roll(c.targets.length) - 1].order : c.order) as O);
    }
    return { orders: [...orders, { type: 'end' }] };
  }
  let ch = choices(s, side);
  if (!ch.length) return { orders: [{ type: 'end' }] };
  // rules version 14: the combat phase ends with a combat still possible only one time in four
  const fights = ch.filter((c) => c.id !== 'end');
  if (s.await?.kind === 'combat' && orderOfMovementOn(s) && fights.length && dice.roll(4) > 1) ch = fights;
  // and the initiative player attacks (ATTACK or ASSAULT) two times in three: DEFEND and its many
  // variants would otherwise make most combats end with no CRT roll, no flight and no pursuit
  const attacks = ch.filter((c) => /^card:(attack|assault)/.test(c.id));
  if (s.await?.kind === 'card' && side === s.initiative && orderOfMovementOn(s) && attacks.length && dice.roll(3) > 1)
    ch = attacks;
  const c = ch[dice.roll(ch.length) - 1];
  if (c.targets?.length) return { orders: [c.targets[dice.roll(c.targets.length) - 1].order as O] };
  return { orders: [c.order as O] };
};

/**
 * Contact (rules version 14): one of the targets nearest to the enemy, a random one of the best three
 * by the distance to the nearest enemy piece or enemy-held VP town (19.3), ties in the view's order.
 */
const closer = (s: TbState, side: SideId, ts: readonly TargetOption[], dice: Dice): TargetOption => {
  const board = mapOf(s).board;
  const enemy = enemyOf(side);
  const goals = [
    ...keptPosition(s).occupied[enemy],
    ...scenarioIn(s)
      .vp.towns.map((t) => t.hex)
      .filter((h) => (s.control[h] ?? 'de') === enemy),
  ];
  if (!goals.length) return ts[dice.roll(ts.length) - 1];
  const near = (h: string): number => goals.reduce((m, g) => Math.min(m, board.distance(h, g)), Infinity);
  const best = ts
    .map((t, i) => ({ t, i, d: near(t.cell!) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, 3);
  return best[dice.roll(best.length) - 1].t;
};
