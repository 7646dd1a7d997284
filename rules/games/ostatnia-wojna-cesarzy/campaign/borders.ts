import { fail } from '../events.js';
import { defOf, mapOf, type Board } from '../ctx.js';
import type { OwcState } from '../state.js';
import { entryProblem } from './east-prussia.js';
import { calendarStage, campaignOn, turnOf } from './hooks.js';
import { borderProblem, mobilizationRail } from './mobilization.js';
import { cardOf } from './shipped.js';
import type { Problem } from './time.js';
import { BORDERS_ALL, versionOf } from '../version.js';

/**
 * The campaign's closed borders in play: 30.1 (no Austro-Hungarian unit onto Russian soil in Galicia
 * in the first Allied turn) and 37.5 (no Austro-Hungarian unit or Legion onto German soil in East
 * Prussia of its own will) for marches; 30 (the first stage's only Austro-Hungarian and Russian trains
 * are the mobilization plan's) for rail transfers. From rules version 10 (`BORDERS_ALL`) 30.1 and 37.5
 * close the same hexes to pursuit and to rail transfers (no route through one, no unloading in one).
 * Retreats are not of the unit's own will.
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

/** 30.1, 37.5 from rules version 10: the hexes closed to `unit`'s pursuit or train (null: none, or an older game) */
export const closedBeyondMarch = (
  s: OwcState,
  m: Board['m'],
  unit: string,
): ((hex: string) => Problem | null) | null => (versionOf(s) >= BORDERS_ALL ? closedTo(s, m, unit) : null);

/** 30.1, 37.5 (v10): refuse a pursuit whose path enters a closed hex */
export const checkPursuitBorders = (
  s: OwcState,
  m: Board['m'],
  unit: string,
  path: readonly string[],
  at: string,
): void => {
  const closed = closedBeyondMarch(s, m, unit);
  if (!closed) return;
  path.forEach((h, i) => {
    const p = closed(h);
    if (p) fail(p.rule, p.code, p.message, `${at}.path[${i}]`);
  });
};

/**
 * 30: a rail transfer in the campaign's first stage must be a planned one; from rules version 10 a train
 * (18, or 20's secret one) unloads in no hex 30.1 or 37.5 closes to the unit
 */
export const checkMobilizationRail = (s: OwcState, unit: string, to: string, at: string): void => {
  if (!campaignOn(s)) return;
  const r = mobilizationRail(cardOf(s), { stage: calendarStage(s), unit, nat: defOf(s, unit).nat, to });
  if ('rule' in r) fail(r.rule, r.code, r.message, `${at}.to`);
  const m = mapOf(s);
  const p = m.has(to) ? closedBeyondMarch(s, m, unit)?.(to) : null;
  if (p) fail(p.rule, p.code, p.message, `${at}.to`);
};
