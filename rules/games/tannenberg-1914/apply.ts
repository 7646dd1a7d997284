import type { Dice, Side } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { halt, only, runBatch, type BatchRules, type Turn } from '../../core/runner.js';
import { text } from '../../core/text.js';
import { batchSchema, type TbOrder } from './orders.js';
import { SIDES, type SideId } from './schema.js';
import { cloneTb, type TbState } from './state.js';
import { playCard, playCombatOrder, resolveCombat } from './phases/combat.js';
import { playMove } from './phases/movement.js';
import { lapseCarryOn } from './phases/carry-on.js';
import { playEntrench } from './phases/entrench.js';
import { playSelfCommand } from './phases/self-command.js';
import { advance } from './phases/turn.js';
import { playReserve, playReserveAnswer, reserveCandidates } from './phases/reserve.js';
import { playBlowBridge } from './phases/bridges.js';
import { playMasking, playRecon } from './phases/masking.js';
import { playRail } from './phases/rail.js';
import { playStanding, standingOn } from './phases/standing.js';

const RAIL_ORDERS: string[] = [
  'rail-load',
  'rail-unload',
  'rail-move',
  'rail-enter',
  'hq-rail',
  'cut-track',
  'repair-track',
];

/** the turns that only set standing orders (rules version 8) */
const standingOnly = new WeakSet<Turn<TbState>>();
/** why the rest of a movement batch goes back to the mover */
const HALTS = {
  stopped: { text: text('Ruch odwodu zatrzymał oddział', 'A reserve move stopped the mover'), rule: '4.5.6' },
  asked: { text: text('Przeciwnik decyduje o ruchu odwodu', 'The opponent decides on a reserve move'), rule: '4.5.6' },
  carry: {
    text: text('Pusty znacznik zdjęty: oddział może iść dalej', 'An empty marker removed: the mover may carry on'),
    rule: '16.2.7',
  },
} as const;

/**
 * apply = core's batch runner with this game's rules: the awaited decision picks the orders that
 * may come (3.1), each is checked against the state so far, and `advance` runs the automatic
 * steps until the next decision.
 */
const rules: BatchRules<TbState, TbOrder> = {
  parse: { batch: batchSchema },
  clone: cloneTb,
  precheck(s, side) {
    if (!(SIDES as readonly string[]).includes(side))
      return { code: 'unknown-side', message: `no side ${side}`, rule: '1.0' };
    if (s.result) return { code: 'over', message: 'the game is over', rule: '19' };
    return undefined;
  },
  play(t: Turn<TbState>, orders) {
    const s = t.s;
    // rules version 8: a batch of standing orders comes from either side at any time (phases/standing.ts)
    if (standingOn(s) && orders.every((p) => p.o.type === 'standing')) {
      for (const p of orders) playStanding(t, p);
      standingOnly.add(t);
      return;
    }
    const replacing = s.await?.kind === 'card' && !!s.combat?.cards[t.side as SideId];
    if (!s.await?.sides.includes(t.side as SideId) && !replacing)
      fail('3.1', 'not-your-turn', 'nothing is awaited from you now');
    const kind = s.await!.kind;
    if (kind === 'move') {
      only(orders, ['move', 'self-command', 'entrench', 'blow-bridge', ...RAIL_ORDERS, 'end'], '4.1');
      orders.forEach((p, i) => {
        if (s.await?.sides.length === 0) fail('3.1', 'after-end', 'the phase has ended', `${p.at}.type`);
        lapseCarryOn(s, p.o); // 16.2.7 (rules version 16): carrying on comes at once or not at all
        if (p.o.type === 'move') {
          // 4.5.6: a reserve move stops the mover, or its owner is asked; the rest of the batch goes back;
          // 16.2.7: so too when an empty marker goes, for the mover to carry on if it will
          const how = playMove(t, p);
          if (how !== 'done' && i < orders.length - 1) halt(i + 1, HALTS[how].text, HALTS[how].rule);
        } else if (p.o.type === 'self-command') playSelfCommand(t, p);
        else if (p.o.type === 'entrench') playEntrench(t, p);
        else if (p.o.type === 'blow-bridge') playBlowBridge(t, p);
        else if (RAIL_ORDERS.includes(p.o.type)) playRail(t, p);
        else {
          if (i !== orders.length - 1) fail('3.1', 'end-last', 'end is the last order of a batch', `${p.at}.type`);
          s.await = { kind: 'move', sides: [] };
        }
      });
    } else if (kind === 'mask') {
      only(orders, ['mask', 'empty-marker', 'unmask', 'end'], '16.1.2');
      playMasking(t, orders);
    } else if (kind === 'recon') {
      only(orders, ['recon', 'end'], '16.3');
      playRecon(t, orders);
    } else if (kind === 'reserve') {
      only(orders, ['reserve', 'end'], '4.5.1');
      const candidates = new Set(reserveCandidates(s, t.side as SideId));
      orders.forEach((p, i) => {
        if (p.o.type === 'reserve') playReserve(t, p, candidates);
        else if (i !== orders.length - 1) fail('3.1', 'end-last', 'end is the last order of a batch', `${p.at}.type`);
      });
      s.await = { kind: 'reserve', sides: s.await!.sides.filter((x) => x !== t.side) };
    } else if (kind === 'reserve-ask') {
      only(orders, ['reserve-move', 'end'], '4.5.6');
      playReserveAnswer(t, orders);
    } else if (kind === 'combat') {
      only(orders, ['combat', 'end'], '9.1.7');
      if (orders.length !== 1)
        fail('9.1.9', 'one-combat', 'one combat at a time: its cards come before the next', 'orders[1]');
      playCombatOrder(t, orders[0]);
    } else {
      only(orders, ['card'], '9.3');
      if (orders.length !== 1) fail('9.3', 'one-card', 'one card per combat', 'orders[1]');
      playCard(t, orders[0]);
      if (s.await!.sides.length === 0) {
        resolveCombat(t, s.initiative!);
        s.await = { kind: 'combat', sides: [s.initiative!] };
      }
    }
  },
  settle(t) {
    if (standingOnly.has(t)) return; // nothing moved: the game stands where it was
    advance(t);
  },
};

export const apply = (state: TbState, side: Side, batch: { orders: unknown[] }, dice: Dice) =>
  runBatch(rules, state, side, batch, dice);
