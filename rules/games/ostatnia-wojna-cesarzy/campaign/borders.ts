import { fail } from '../events.js';
import { defOf, type Board } from '../ctx.js';
import type { OwcState } from '../state.js';
import { entryProblem } from './east-prussia.js';
import { calendarStage, campaignOn, turnOf } from './hooks.js';
import { borderProblem, mobilizationRail } from './mobilization.js';
import { cardOf } from './shipped.js';
import type { Problem } from './time.js';

/**
 * The campaign's closed borders in play: 30.1 (no Austro-Hungarian unit onto Russian soil in Galicia
 * in the first Allied turn) and 37.5 (no Austro-Hungarian unit or Legion onto German soil in East
 * Prussia of its own will) for marches; 30 (the first stage's only Austro-Hungarian and Russian trains
 * are the mobilization plan's) for rail transfers. Retreats are not of the unit's own will.
 */

/** the rule closing a hex to `unit`'s march now, or null when no hex is closed to it (the usual case) */
export const closedTo = (s: OwcState, m: Board['m'], unit: string): ((hex: string) => Problem | null) | null => {
  if (!campaignOn(s)) return null;
  const nat = defOf(s, unit).nat;
  if (nat !== 'AH' && nat !== 'PL') return null;
  const turn = turnOf(s);
  return (h) =>
    borderProblem({ turn, nat, toNat: m.nat(h), toFront: m.front(h) }) ??
    entryProblem(cardOf(s), { nat, hexNat: m.nat(h), hexFront: m.front(h) });
};

/** 30.1, 37.5: refuse a march whose path enters a closed hex */
export const checkBorders = (s: OwcState, m: Board['m'], unit: string, path: readonly string[], at: string): void => {
  const closed = closedTo(s, m, unit);
  if (!closed) return;
  path.forEach((h, i) => {
    const p = closed(h);
    if (p) fail(p.rule, p.code, p.message, `${at}.path[${i}]`);
  });
};

/** 30: a rail transfer in the campaign's first stage must be a planned one */
export const checkMobilizationRail = (s: OwcState, unit: string, to: string, at: string): void => {
  if (!campaignOn(s)) return;
  const r = mobilizationRail(cardOf(s), { stage: calendarStage(s), unit, nat: defOf(s, unit).nat, to });
  if ('rule' in r) fail(r.rule, r.code, r.message, `${at}.to`);
};
