import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { afterFullTurns, allocateLosses, rebuildSpace, type LevelAfter } from '../combat-losses.js';
import { isUnit, sideOf, valuesOf } from '../ctx.js';
import { d10 } from '../rounding.js';
import { ctxOf, type WojnaState } from '../state.js';
import { isShipCarrier } from '../transport.js';
import { destroyTransport } from './transport.js';

/**
 * A combat's losses played on the state (14.39–48): levels lost by steps, counters eliminated to the
 * turn track or (garrisons) for good, and what their transports and ships carried.
 */
/** the pieces a ship carries get off where it stands (rules version 7; no piece rides a unit before) */
const setDown = (s: WojnaState, carrier: string): void => {
  for (const p of Object.values(s.pieces))
    if (p.loadedOn === carrier) {
      delete p.loadedOn;
      delete p.loadedTurn;
    }
};

/** removes a counter: garrisons for good (11.5), others to the turn track (14.47–48, 9.26) */
export const eliminate = (t: Turn<WojnaState>, id: string, why: string): void => {
  const s = t.s;
  const c = ctxOf(s);
  const side = sideOf(c, id);
  if (s.garrisons[id]) {
    delete s.pieces[id];
    delete s.garrisons[id];
    s.levelsLost[side] += 1;
    t.events.push(event('eliminated', { piece: id, side, why, garrison: true }, { rule: '11.5' }));
    return;
  }
  if (isUnit(c, id)) s.levelsLost[side] += valuesOf(c, id).levels - s.pieces[id].level + 1;
  const riding = s.pieces[id].loadedOn; // rules version 5: its transport goes with it (18.10)
  if (riding && isShipCarrier(c, riding))
    setDown(s, riding); // rules version 7: a ship loses its load, not itself
  else if (riding) destroyTransport(t, riding, why);
  setDown(s, id); // rules version 7: a ship eliminated sets down what it carried
  const stationary = c.defs.hq(id)?.ma === 0;
  const roll = stationary ? undefined : d10(t.dice);
  const space = roll === undefined ? afterFullTurns(c, s.turn, 3) : rebuildSpace(c, id, roll, s.turn).space;
  const at = s.pieces[id].hex;
  s.pieces[id] = {
    hex: null,
    level: 1,
    returnsOn: space,
    ...(at && isUnit(c, id) && (s.rulesVersion ?? 2) >= 2 ? { fellAt: at } : {}),
  };
  t.events.push(
    event(
      'eliminated',
      { piece: id, side, why, returnsOn: space, ...(roll !== undefined ? { roll } : {}) },
      { rule: stationary ? '9.26' : '14.47', dice: roll === undefined ? [] : [roll] },
    ),
  );
};

const applyLevels = (t: Turn<WojnaState>, levels: Record<string, LevelAfter>, why: string): void => {
  for (const [id, l] of Object.entries(levels)) {
    if (l === 'eliminated') eliminate(t, id, why);
    else {
      const c = ctxOf(t.s);
      if (isUnit(c, id)) t.s.levelsLost[sideOf(c, id)] += l - t.s.pieces[id].level;
      t.s.pieces[id].level = l;
    }
  }
};

/** losses on a stack (14.42): the first on `first`, then levelling with the owner's default */
export const takeLosses = (
  t: Turn<WojnaState>,
  units: string[],
  n: number,
  first: string | undefined,
  why: string,
  /** the owner's order after the first loss (checked when given) */
  order?: string[],
): void => {
  if (n <= 0 || !units.length) return;
  const r = allocateLosses(ctxOf(t.s), units, n, first, order);
  if ('ok' in r) return;
  t.events.push(event('losses', { units: r.taken, why }, { rule: '14.42' }));
  applyLevels(t, r.levels, why);
};
