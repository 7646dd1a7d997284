import { breakdownOn, mergeable, mergeCorps, splitCorps, splittable } from './breakdown.js';
import { defOf, sideOf, unitsAt } from './ctx.js';
import { areaOf, mpOf, reach } from './movement.js';
import { heldAtStart } from './phases/movement.js';
import type { OwcOrder } from './orders.js';
import type { Mine } from './phases/duty.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { versionOf } from './version.js';
import { GUARD_RANGE, sight, threat } from './bot-worth.js';

/**
 * The bot's corps break-down (27), at the start of its normal movement phase (the batch's first orders,
 * rules version 2 on), on the trial state its marches are then judged on (bot.ts):
 * - a corps of two or more divisions, out of contact, breaks down where there is a post for each half:
 *   at least two among "its own hex, a scoring hex it holds that an enemy within GUARD_RANGE threatens
 *   and no unit of its own (a patrol aside) holds" and "a hex within its march that is such a hex, or a
 *   scoring hex it does not hold with no enemy in it"; the marches then send one division to each
 *   (bot-worth.ts: a holder stays, the other goes where nobody holds): a gap filled, an objective garrisoned;
 * - divisions standing together, unbroken, recombine where they would not find two such posts, so that
 *   the corps projects control lines again (27: divisions have none) and takes one place in the stack.
 * Each is applied to the trial state as the rules would (a refused one is left out).
 */
const posts = (s: OwcState, side: SideId, units: string[]): number => {
  const unit = units[0];
  const v = sight(s, side);
  const b = v.b;
  const nearEnemy = (h: string) => v.enemies.some((e) => b.m.grid.distance(h, e) <= GUARD_RANGE);
  const holders = (h: string) =>
    unitsAt(b, h).filter((u) => !units.includes(u) && sideOf(s, u) === side && defOf(s, u).size !== 'patrol').length;
  const unheld = (h: string) => v.held.has(h) && nearEnemy(h) && !holders(h);
  const here = s.units[unit].hex!;
  let n = unheld(here) ? 1 : 0;
  const open = new Set(v.open.map(([h]) => h));
  for (const t of reach(b, unit, mpOf(s, unit), { area: areaOf(s), startOfPhase: heldAtStart(s) })) {
    if (t.cell === here) continue;
    const enemy = unitsAt(b, t.cell).some((u) => sideOf(s, u) !== side);
    if ((open.has(t.cell) && !enemy) || unheld(t.cell)) n++;
    if (n >= 2) break;
  }
  return n;
};

/**
 * 27: the split and merge orders that open the movement batch (rules version 2 on), or that go in the
 * supply batch (27 puts them there in every version), applied to `trial`. In the supply phase:
 * - divisions standing together, unbroken, beside an enemy stack recombine at once: the corps projects
 *   control lines from then on (27: divisions have none) and may dig in in the same batch (24: only a
 *   corps builds; the batch's supply actions go in its order, so the merge comes before the trench);
 * - in rules version 1, which has no break-down at the start of movement, the movement-start choices
 *   (splits, and the other recombinations) are made here instead.
 */
export const breakdownOrders = (trial: OwcState, side: SideId, mine: Mine): OwcOrder[] => {
  if (!breakdownOn(trial)) return [];
  const atMove = trial.phase === 'move' && versionOf(trial) >= 2;
  const inSupply = trial.await?.kind === 'supply' && trial.phasing === side;
  if (!atMove && !inSupply) return [];
  const all = atMove || versionOf(trial) < 2;
  const out: OwcOrder[] = [];
  for (const c of all ? splittable(trial) : []) {
    if (!mine(c) || trial.corps![c].length < 2) continue;
    const u = trial.units[c];
    if (u.moved || u.dug || u.placed || u.concealed) continue; // a face-down corps stays one counter (16)
    if (threat(sight(trial, side), u.hex!) > 0 || posts(trial, side, [c]) < 2) continue;
    try {
      splitCorps(trial, c, 'trial', []);
      out.push({ type: 'split', unit: c });
    } catch {
      // the rules refused it: left out
    }
  }
  for (const [c, ds] of mergeable(trial)) {
    if (!mine(c) || ds.some((d) => !mine(d) || trial.units[d].moved || trial.units[d].dug)) continue;
    if (out.some((o) => o.type === 'split' && o.unit === c)) continue;
    const threatened = threat(sight(trial, side), trial.units[ds[0]].hex!) > 0;
    if (all ? posts(trial, side, ds) >= 2 && !threatened : !threatened) continue;
    try {
      mergeCorps(trial, c, [...ds], 'trial', []);
      out.push({ type: 'merge', corps: c, units: [...ds] });
    } catch {
      // left out
    }
  }
  return out;
};
