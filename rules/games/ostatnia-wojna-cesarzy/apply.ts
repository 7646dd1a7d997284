import type { Dice } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { runBatch, type BatchRules, type Placed, type RunResult, type Turn } from '../../core/runner.js';
import { evFor } from './events.js';
import { cowClone, sealed } from './cow.js';
import { has } from './ctx.js';
import { batchSchema, type OwcBatch, type OwcOrder } from './orders.js';
import { playAttack, playDelay } from './phases/attack.js';
import { playMovement } from './phases/movement.js';
import { playPursuit } from './phases/pursuit.js';
import { playWindow } from './phases/reserve-window.js';
import { playRetreat } from './phases/retreat.js';
import { playRally, playSupply } from './phases/supply.js';
import { playRecon } from './phases/conceal.js';
import { playScreen } from './phases/screen.js';
import { advance } from './phases/turn.js';
import { STANDING, standingKeys, type AwaitKind, type OwcState } from './state.js';
import { SIDE_IDS, type SideId } from './schema.js';
import { nameAlliedCommand } from './allied-command.js';

/** The decision awaited (state.await.kind) → the phase file that plays its batch. */
const PHASES: Record<AwaitKind, (t: Turn<OwcState>, orders: Placed<OwcOrder>[]) => void> = {
  screen: playScreen,
  supply: playSupply,
  rally: playRally,
  recon: playRecon,
  window: playWindow,
  attack: playAttack,
  move: playMovement,
  delay: playDelay,
  retreat: playRetreat,
  pursuit: playPursuit,
};

/** Standing orders (4.2) may come in any batch, even from the side not awaited; they are set first. */
const setStanding = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const me = t.side as SideId;
  for (const { o, at } of orders)
    if (o.type === 'standing') {
      if (!standingKeys(t.s).includes(o.key))
        fail('16', 'standing-key', `no standing order ${o.key} in this scenario`, `${at}.key`);
      const allowed = STANDING[o.key] as readonly string[];
      if (!allowed.includes(o.value))
        fail('4.2', 'standing-value', `${o.key} takes ${allowed.join(' | ')}`, `${at}.value`);
      (t.s.standing[me] as Record<string, string>)[o.key] = o.value;
      // a side's standing orders are its own: the opponent's log never learns them
      t.events.push(evFor('standing', { side: me, key: o.key, value: o.value }, me));
    }
};

const rules: BatchRules<OwcState, OwcOrder> = {
  clone: cowClone,
  parse: { batch: batchSchema },
  precheck: (_s, side) =>
    (SIDE_IDS as readonly string[]).includes(side)
      ? undefined
      : { code: 'bad-side', message: `unknown side ${side}`, rule: '1' },
  play(t, orders) {
    if (t.s.result) fail('15', 'over', 'the game is over');
    // 16: units turned face down in the other side's turn of play are secret from its next decision on
    if (t.s.fresh && t.s.fresh.by !== t.side && t.s.await?.side === t.side) delete t.s.fresh;
    if (has(t.s, 'concealment') && t.s.await?.side === t.side) t.s.fresh ??= { by: t.side as SideId, units: [] };
    setStanding(t, orders);
    // 21.6: a name for allied command may come in any batch of the Allies, like a standing order
    for (const { o, at } of orders)
      if (o.type === 'allied-command') nameAlliedCommand(t.s, t.side as SideId, o.unit, at, t.events);
    const rest = orders.filter(({ o }) => o.type !== 'standing' && o.type !== 'allied-command');
    if (!rest.length) return;
    if (!t.s.await || t.s.await.side !== t.side) fail('3', 'not-awaited', `it is not ${t.side}'s decision now`);
    PHASES[t.s.await.kind](t, rest);
  },
  // every step needing no decision runs until a side must decide (3)
  settle: (t) => advance(t.s, t.dice, t.events),
};

export const apply = (state: OwcState, side: string, batch: OwcBatch, dice: Dice): RunResult<OwcState> => {
  const r = runBatch(rules, state, side, batch, dice);
  if (r.ok) sealed(r.state);
  return r;
};
