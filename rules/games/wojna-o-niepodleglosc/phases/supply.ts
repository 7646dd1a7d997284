import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { commandCheck } from '../command.js';
import { supplyPhase } from '../supply.js';
import { ctxOf, type WojnaState } from '../state.js';
import { transportsBack } from './transport.js';

/**
 * Phase 1 (3.1): supply first, HQs then units (AMB-58), OUT OF SUPPLY markers; then command with
 * the independence tests (9.9–18), the Polish side's dice first, then the other's.
 */
export const runSupplyPhase = (t: Turn<WojnaState>): void => {
  const s = t.s;
  // one snapshot for supply and command: neither moves a piece, so their lines share one reach cache
  const c = ctxOf(s);
  const supplied = supplyPhase(c);
  const out: string[] = [];
  for (const id in supplied) {
    const p = s.pieces[id];
    if (!supplied[id]) {
      p.outOfSupply = true;
      out.push(id);
    } else if (p.outOfSupply !== undefined) delete p.outOfSupply; // a delete of nothing still costs
  }
  out.sort();
  t.events.push(event('supply', { turn: s.turn, outOfSupply: out }, { rule: '3.11' }));
  for (const side of ['polish', 'opposing'] as const) {
    const r = commandCheck(c, side, t.dice);
    for (const id in r.status) s.pieces[id].command = r.status[id];
    t.events.push(
      event(
        'command',
        {
          side,
          rolls: r.rolls,
          noCommand: Object.keys(r.status)
            .filter((id) => r.status[id] === 'none')
            .sort(),
          hqEliminated: r.hqEliminated,
        },
        { rule: '9.12', dice: r.rolls.map((x) => x.roll) },
      ),
    );
  }
  if (s.transports) transportsBack(t); // rules version 5 (3.1 step 3, 18.12)
};
