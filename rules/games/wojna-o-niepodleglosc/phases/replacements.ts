import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { sideOf } from '../ctx.js';
import { checkReplacement } from '../replacements.js';
import { dueCounters, playRebuild, rebuildHexes } from './rebuild.js';
import type { SideId } from '../schema.js';
import { ctxOf, type WojnaState } from '../state.js';
import type { WojnaOrder } from '../orders.js';

/**
 * Phase 3 (3.3, ch. 5): rebuilding (phases/rebuild.ts), then REPLACEMENT markers, the Polish player
 * first. A side with nothing to rebuild and no marker to place is not asked.
 */
const eligible = (s: WojnaState, side: SideId): string[] => {
  const c = ctxOf(s);
  return Object.keys(s.pieces)
    .filter((id) => c.defs.unit(id) && s.pieces[id].hex && sideOf(c, id) === side)
    .filter((id) => checkReplacement(c, id, !s.pieces[id].outOfSupply).ok)
    .sort();
};
/** does this side have a choice in the window */
export const replacementChoice = (s: WojnaState, side: SideId): boolean =>
  (s.replacementsLeft[side] > 0 && eligible(s, side).length > 0) || rebuildChoice(s, side);
/** does this side have a due counter with somewhere to return */
const rebuildChoice = (s: WojnaState, side: SideId): boolean => {
  const due = dueCounters(s, side);
  if (!due.length) return false;
  const c = ctxOf(s);
  return due.some((id) => rebuildHexes(c, id).length > 0);
};
/** the units a marker may go on now: none once the side's markers are spent (5.14) */
export const replacementTargets = (s: WojnaState, side: SideId): string[] =>
  s.replacementsLeft[side] > 0 ? eligible(s, side) : [];

export const playReplacements = (t: Turn<WojnaState>, orders: Placed<WojnaOrder>[]): void => {
  only(orders, ['rebuild', 'replace', 'end'], '5.15');
  const s = t.s;
  let tier = 0;
  let marked = false;
  for (const { o, at } of orders) {
    if (o.type === 'end') break;
    if (o.type === 'rebuild') {
      if (marked) fail('5.2', 'order', 'rebuilding comes before the REPLACEMENT markers', at);
      tier = playRebuild(t, o, at, tier);
      continue;
    }
    if (o.type !== 'replace') continue;
    marked = true;
    const c = ctxOf(s);
    if (!c.defs.unit(o.unit) || sideOf(c, o.unit) !== t.side)
      fail('5.15', 'not-yours', `${o.unit} is not your unit`, `${at}.unit`);
    if (s.replacementsLeft[t.side] <= 0) fail('5.14', 'no-markers', 'no REPLACEMENT marker left', at);
    const ok = checkReplacement(c, o.unit, !s.pieces[o.unit].outOfSupply);
    if (!ok.ok) fail(ok.rule, 'replacement', ok.reason, `${at}.unit`);
    s.pieces[o.unit].replacement = true;
    s.replacementsLeft[t.side]--;
    t.events.push(event('replacement', { side: t.side, unit: o.unit }, { rule: '5.15' }));
  }
  s.awaiting = null;
};
