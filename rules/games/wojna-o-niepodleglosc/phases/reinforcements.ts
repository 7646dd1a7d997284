import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { sideOf } from '../ctx.js';
import { entryHexes } from '../reinforcements.js';
import { airReturns } from './air.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';

/**
 * Phase 4 (3.4, ch. 6): the pieces of the Reinforcement Card due this turn are placed on their
 * entry hexes (or, when the enemy holds one, on the nearest free hex within 3: AMB-46), ready
 * to move in their side's activation. Supra-divisional groups are not formed or disbanded here.
 */
export const placeReinforcements = (t: Turn<WojnaState>): void => {
  const s = t.s;
  airReturns(t);
  delete s.entries; // last turn's arrivals have had their activation
  for (const r of ctxOf(s).scenario.reinforcements) {
    if (r.turn !== s.turn) continue;
    const c = ctxOf(s);
    const side = (c.defs.unit(r.piece) ?? c.defs.hq(r.piece))!.side;
    const hex = entryHexes(c, side, r.hex)[0];
    if (!hex) continue;
    s.pieces[r.piece] = { hex, level: 1 };
    if (hex !== r.hex && versionOf(s) >= 15)
      s.entries = { ...(s.entries ?? {}), [r.piece]: { designated: r.hex, placed: hex } };
    t.events.push(event('reinforcement', { side, piece: r.piece, hex }, { rule: '6' }));
  }
};

/**
 * AMB-46 (rules version 15): the owner chooses where a blocked reinforcement enters by starting its first move on
 * any hex within 3 of the designated one that holds no enemy unit (`entryHexes`, as now); it is set there, with the
 * event `reinforcement` (`entry: true`), and moves from it as from any hex (entering costs nothing, ch. 6). Its
 * first move ends the choice, and so does being moved off the hex it was placed on (a retreat, a reaction).
 */
export const enterElsewhere = (t: Turn<WojnaState>, piece: string, start: string, at: string): void => {
  const s = t.s;
  const e = s.entries?.[piece];
  if (!e) return;
  delete s.entries![piece];
  if (!Object.keys(s.entries!).length) delete s.entries;
  if (start === s.pieces[piece].hex || s.pieces[piece].hex !== e.placed) return;
  const c = ctxOf(s);
  const side = sideOf(c, piece);
  const hexes = entryHexes(c, side, e.designated);
  if (!hexes.includes(start))
    fail('6', 'entry-hex', `${piece} enters within 3 of ${e.designated} on a hex without an enemy unit`, at, {
      piece,
      hex: e.designated,
    });
  s.pieces[piece].hex = start;
  t.events.push(event('reinforcement', { side, piece, hex: start, entry: true }, { rule: '6' }));
};
