import type { Dice, Side } from '../../core/contract.js';
import { fail } from '../../core/errors.js';
import { runBatch, type BatchRules, type RunResult } from '../../core/runner.js';
import { batchSchema, type OlszynkaBatch, type OlszynkaOrder } from './orders.js';
import type { PackIndex } from './pack.js';
import { playOrder } from './phases/activation.js';
import { cloneState, type GameState, type SideId } from './state.js';
import { awaited } from './status.js';
import { seal } from './occupancy.js';

/** `apply` on core's batch runner: the batch parsed whole, each order played against the state so far. */
export const rulesFor = (P: PackIndex): BatchRules<GameState, OlszynkaOrder> => ({
  parse: { batch: batchSchema },
  clone: cloneState,
  precheck: (s, side) => {
    if (side !== 'pl' && side !== 'ru') return { code: 'unknown-side', message: `no side ${side}`, rule: '1.1' };
    if (s.result) return { code: 'game-over', message: 'the game is over', rule: '2.6' };
    return undefined;
  },
  play: (t, orders) => {
    for (const p of orders) {
      if (p.o.type !== 'standing' && !awaited(t.s).includes(t.side as SideId))
        fail('2.3', 'NOT_YOUR_TURN', `${t.side} is not awaited now`, `${p.at}.type`);
      playOrder(P, t, p, p.i === orders.length - 1);
    }
  },
});

export const applyWith = (P: PackIndex) => {
  const rules = rulesFor(P);
  return (s: GameState, side: Side, batch: OlszynkaBatch, dice: Dice): RunResult<GameState> => {
    const r = runBatch(rules, s, side, batch, dice);
    // the copy is a state now: read, never changed (a later batch copies it in turn)
    if (r.ok) seal(r.state.pos.units);
    return r;
  };
};
