/**
 * Ostatnia Wojna Cesarzy: median time to apply (a) the movement batch of a whole army in
 * scenario A and (b) one attack declaration with its retreat, resilience check and pursuit.
 * Target: < 5 ms each.
 */
import { firstAlliedMovement } from '../rules/games/ostatnia-wojna-cesarzy/testkit.js';
import { timeMedian } from './support.js';
import { boardKey, mergeBoard } from '../rules/core/board.js';
import { packView } from '../rules/core/wire.js';
import { FixedDice } from '../rules/core/dice.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import { boardOf } from '../rules/games/ostatnia-wojna-cesarzy/ctx.js';
import { doMove, heldAtStart } from '../rules/games/ostatnia-wojna-cesarzy/phases/movement.js';
import { areaOf, movers, mpOf, reach } from '../rules/games/ostatnia-wojna-cesarzy/movement.js';
import type { OwcOrder } from '../rules/games/ostatnia-wojna-cesarzy/orders.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';
import { position, unit } from '../rules/games/ostatnia-wojna-cesarzy/testkit.js';
import { forgetEncirclements } from '../rules/games/ostatnia-wojna-cesarzy/geo.js';
import { mapOf } from '../rules/games/ostatnia-wojna-cesarzy/ctx.js';

const time = (n: number, f: () => void): number => timeMedian(n, f, 20);

// (a) the Allied army's first movement phase: every unit marches as far as it can
const s: OwcState = firstAlliedMovement();
const trial = JSON.parse(JSON.stringify(s)) as OwcState;
const held = heldAtStart(trial);
const ids = movers(trial, boardOf(trial), 'allies', null);
const orders: OwcOrder[] = [];
for (const id of ids) {
  const targets = reach(boardOf(trial), id, mpOf(trial, id), { area: areaOf(trial), startOfPhase: held }).sort(
    (a, b) => b.path.length - a.path.length || b.cost - a.cost,
  );
  for (const t of targets) {
    const o: OwcOrder = { type: 'move', unit: id, path: t.path };
    try {
      doMove(trial, o, 'bench', ids, held, []);
      orders.push(o);
      break;
    } catch {
      /* next target */
    }
  }
}
orders.push({ type: 'pass' });
const move = { orders };
const check = owc.apply(s, 'allies', move, new FixedDice(Array(50).fill(6)));
if (!check.ok) throw new Error(`bench: movement batch refused: ${JSON.stringify(check.error)}`);
const tMove = time(200, () => {
  owc.apply(s, 'allies', move, new FixedDice(Array(50).fill(6)));
});
const tMoveCold = time(200, () => {
  forgetEncirclements(mapOf(s));
  owc.apply(s, 'allies', move, new FixedDice(Array(50).fill(6)));
});
console.log(
  `movement batch of the whole Allied army (${orders.length - 1} marches): median ${tMove.toFixed(2)} ms, ${tMoveCold.toFixed(2)} ms with no memoised encirclement (target < 5 ms)`,
);

// the Allied view at that phase: every unit's march targets (one search per stack)
const tView = time(50, () => void owc.view(s, 'allies'));
console.log(`the Allied view of that movement phase: median ${tView.toFixed(2)} ms`);

// (b) one attack: declaration, roll, retreat, check, pursuit
const a = position({
  phasing: 'russians',
  standing: { allies: { retreat: 'auto' } },
  units: [
    unit('r1', 'russians', '3619', { sp: 3 }),
    unit('r2', 'russians', '3619', { sp: 3 }),
    unit('r3', 'russians', '3520'),
    unit('a', 'allies', '3519', { sp: 3 }),
    unit('b', 'allies', '3316'),
  ],
});
const atk = { orders: [{ type: 'attack' as const, target: '3519', units: ['r1', 'r2', 'r3'] }] };
const once = owc.apply(a, 'russians', atk, new FixedDice([1, 1]));
if (!once.ok || owc.status(once.state).phase !== 'attack.pursuit')
  throw new Error(
    `bench: expected a pursuit after the attack, got ${once.ok ? owc.status(once.state).phase : JSON.stringify(once.error)}`,
  );
const pursue = { orders: [{ type: 'pursue' as const, unit: 'r1', path: ['3519'] }] };
if (!owc.apply(once.state, 'russians', pursue, new FixedDice([])).ok) throw new Error('bench: pursuit refused');
const attackOnce = () => {
  const r = owc.apply(a, 'russians', atk, new FixedDice([1, 1]));
  if (r.ok) owc.apply(r.state, 'russians', pursue, new FixedDice([]));
};
const tAttack = time(200, attackOnce);
// the encirclement flood fills are memoised per position; a position seen for the first time pays for them
const tAttackCold = time(200, () => {
  forgetEncirclements(mapOf(a));
  attackOnce();
});
console.log(
  `one attack with its retreat, check and pursuit: median ${tAttack.toFixed(2)} ms, ${tAttackCold.toFixed(2)} ms with no memoised encirclement (target < 5 ms)`,
);

// (c) a two-unit stack, the owner asking (the default standing order): the retreat-order test of
// spec §4.8 runs (every offered path of each unit against the other's offer) before the first retreat
const c = position({
  phasing: 'russians',
  units: [
    unit('r1', 'russians', '3619', { sp: 3 }),
    unit('r2', 'russians', '3619', { sp: 3 }),
    unit('r3', 'russians', '3520'),
    unit('a', 'allies', '3519', { sp: 2 }),
    unit('a2', 'allies', '3519', { sp: 1 }),
    unit('b', 'allies', '3316'),
  ],
});
const stackOnce = () => owc.apply(c, 'russians', atk, new FixedDice([1, 1, 1]));
if (!stackOnce().ok) throw new Error('bench: the attack on a stack was refused');
const tStack = time(200, stackOnce);
const tStackCold = time(200, () => {
  forgetEncirclements(mapOf(c));
  stackOnce();
});
console.log(
  `one attack on a two-unit stack up to the owner's retreat choice: median ${tStack.toFixed(2)} ms, ${tStackCold.toFixed(2)} ms with no memoised encirclement (target < 5 ms)`,
);

// (d) what one view weighs on the wire: before, every view carried the whole map and its options as
// plain JSON; now a view carries pieces, overlays and packed options, and the static board is
// fetched once per boardKey (rules/core/board.ts, rules/core/wire.ts)
const kb = (v: unknown): string => (Buffer.byteLength(JSON.stringify(v)) / 1024).toFixed(1);
for (const [name, st] of [
  ['scenario A at setup', owc.setup('A', {}, new FixedDice([]))],
  ['the first Allied movement', firstAlliedMovement()],
] as const)
  for (const side of ['allies', 'russians']) {
    const v = owc.view(st, side);
    const board = owc.staticBoard(st);
    const before = { ...v, board: mergeBoard(board, v.board) };
    const targets = v.options.choices.reduce((n, ch) => n + (ch.targets?.length ?? 0), 0);
    const tPack = time(50, () => packView(v));
    console.log(
      `view of ${side}, ${name} (${targets} targets): ${kb(before)} KB before, ${kb(packView(v))} KB now (target < 25 KB; static board ${boardKey(board)} ${kb(board)} KB once); packing ${tPack.toFixed(2)} ms`,
    );
  }

// (e) the campaign scenarios played to their end, cold and warm: bench/owc-campaign.bench.ts (its own process)
