import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { entryHexes } from '../reinforcements.js';
import { airReturns } from './air.js';
import { ctxOf, type WojnaState } from '../state.js';

/**
 * Phase 4 (3.4, ch. 6): the pieces of the Reinforcement Card due this turn are placed on their
 * entry hexes (or, when the enemy holds one, on the nearest free hex within 3: AMB-46), ready
 * to move in their side's activation. Supra-divisional groups are not formed or disbanded here.
 */
export const placeReinforcements = (t: Turn<WojnaState>): void => {
  const s = t.s;
  airReturns(t);
  for (const r of ctxOf(s).scenario.reinforcements) {
    if (r.turn !== s.turn) continue;
    const c = ctxOf(s);
    const side = (c.defs.unit(r.piece) ?? c.defs.hq(r.piece))!.side;
    const hex = entryHexes(c, side, r.hex)[0];
    if (!hex) continue;
    s.pieces[r.piece] = { hex, level: 1 };
    t.events.push(event('reinforcement', { side, piece: r.piece, hex }, { rule: '6' }));
  }
};
