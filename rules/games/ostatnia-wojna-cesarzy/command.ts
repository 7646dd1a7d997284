import { defOf, has, sideOf, withMoved, type Board } from './ctx.js';
import { unitEncircled } from './campaign/port-pocket.js';
import { bridgeheadAt, bridgeheadSide } from './bridgeheads.js';
import type { Nation, UnitDef } from './schema.js';
import type { OwcState } from './state.js';
import { ALLIED_COMMAND, TOWARD_HQ, versionOf } from './version.js';

/**
 * Rule 21, Army HQs and command (scenarios B on; rule group `command`).
 * 21.1: a unit is commanded when an own HQ is within its command range (hexes, whatever lies
 * between) and neither is encircled; a unit in an own fortress is always commanded (25.4; the
 * bridgeheads of 26 come with scenario C). A concealed HQ commands nobody (21.2). "Own" is the same
 * nationality, the Legions (PL) answering to the Austro-Hungarian HQs; a broken HQ still commands
 * (AMB-41). 21.6 (rules version 7): the one unit of each Allied nation the owner names is commanded by
 * the ally's HQs too (`alliedPick`; allied-command.ts).
 */
export const isHq = (d: UnitDef): boolean => d.size === 'hq';
export const isPatrol = (d: UnitDef): boolean => d.size === 'patrol';
const commandNation = (n: Nation): Nation => (n === 'PL' ? 'AH' : n);

/**
 * 21.6 (rules version 7): the Allied unit of each nation the owner named to be commanded by the ally's HQs
 * this stage (`state.alliedCommand`, keyed by the unit's command nation: DE, or AH for the Legions too)
 */
export const alliedPick = (s: OwcState, unit: string, nat: Nation): boolean =>
  s.alliedCommand?.[commandNation(nat) as 'DE' | 'AH'] === unit && versionOf(s) >= ALLIED_COMMAND;

/** the HQs that command `unit` where it stands, nearest first (empty: uncommanded) */
export const commandersOf = (b: Board, unit: string, at?: string): { hq: string; distance: number }[] => {
  const d = defOf(b.s, unit);
  const own = commandNation(d.nat);
  const ally = alliedPick(b.s, unit, d.nat); // 21.6: the ally's HQs too
  return hqsInRange(b, unit, at, (n) => n === own || ally);
};
/** 21.6: the ally's HQs whose range holds `unit` (where it could be commanded if the owner named it), nearest first */
export const allyHqsInRange = (b: Board, unit: string): { hq: string; distance: number }[] => {
  const own = commandNation(defOf(b.s, unit).nat);
  return hqsInRange(b, unit, undefined, (n) => n !== own);
};
const hqsInRange = (
  b: Board,
  unit: string,
  at: string | undefined,
  /** may an HQ of this command nation command the unit */
  fits: (n: Nation) => boolean,
): { hq: string; distance: number }[] => {
  const s = b.s;
  const h = at ?? s.units[unit].hex;
  if (!h) return [];
  const side = sideOf(s, unit);
  if (unitEncircled(b, unit, h)) return []; // 6.3, 38.1
  const out: { hq: string; distance: number }[] = [];
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || !u.hex || u.id === unit || u.concealed) continue;
    const hd = defOf(s, u.id);
    if (!isHq(hd) || sideOf(s, u.id) !== side || !fits(commandNation(hd.nat))) continue;
    const dist = b.m.grid.distance(h, u.hex);
    if (dist <= hd.cr! && !unitEncircled(b, u.id)) out.push({ hq: u.id, distance: dist });
  }
  return out.sort((x, y) => x.distance - y.distance || (x.hq < y.hq ? -1 : 1));
};

/** 21.1: commanded (always, where the rule group is off: scenario A has no HQs) */
export const commanded = (b: Board, unit: string, at?: string): boolean => {
  if (!has(b.s, 'command')) return true;
  const h = at ?? b.s.units[unit].hex;
  if (h && b.m.fortress(h) === sideOf(b.s, unit)) return true;
  const bh = h ? bridgeheadAt(b.s, h) : undefined;
  if (bh && bridgeheadSide(bh) === sideOf(b.s, unit)) return true; // 26: troops on a bridgehead
  return commandersOf(b, unit, at).length > 0;
};

/**
 * 21.3: an HQ broken (or broken again, or capitulating) shakes its army: every unit that was within
 * its command range at the moment of the attack checks against R − CR, except units an other HQ
 * strictly closer could command, and units already checked for this in the player-turn (`done`).
 * Returns the units to check and the value each checks against, in unit order.
 */
export const hqBreakChecks = (
  b: Board,
  hq: string,
  done: ReadonlySet<string> = new Set(),
  /** where the HQ stood when it was attacked (default: where it stands) */
  where?: string,
): { unit: string; against: number }[] => {
  const s = b.s;
  const hqDef = defOf(s, hq);
  const at = where ?? s.units[hq].hex;
  if (!at || !isHq(hqDef)) return [];
  const side = sideOf(s, hq);
  const out: { unit: string; against: number }[] = [];
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || !u.hex || u.id === hq || done.has(u.id) || sideOf(s, u.id) !== side) continue;
    const d = defOf(s, u.id);
    if (isHq(d) || isPatrol(d)) continue;
    const dist = b.m.grid.distance(u.hex, at);
    if (dist > hqDef.cr!) continue;
    const closer = commandersOf(b, u.id).some((c) => c.hq !== hq && c.distance < dist);
    if (!closer) out.push({ unit: u.id, against: d.r - hqDef.cr! });
  }
  return out;
};

/**
 * 21.4 army retreat / 21.5 move toward HQ: is the step from `a` to `c` "toward" one of the unit's own
 * HQs whose command range holds the unit at the start of the step (recommended test: the step
 * reduces the hex distance to it)? Returns that HQ (the nearest, ties by id), or null. 21.5 also
 * needs the unit unbroken (the caller breaks it after the step; broken units may not use it).
 */
export const towardHq = (b: Board, unit: string, a: string, c: string): string | null => {
  if (!has(b.s, 'command')) return null;
  for (const { hq } of commandersOf(b, unit, a)) {
    const h = b.s.units[hq].hex!;
    if (b.m.grid.distance(c, h) < b.m.grid.distance(a, h)) return hq;
  }
  return null;
};
/** 21.5: may this unit make a step otherwise forbidden (6.2.2, 9.4.1) toward an own HQ, becoming Broken? */
export const mayMoveTowardHq = (b: Board, unit: string, a: string, c: string): boolean =>
  !b.s.units[unit].broken && towardHq(b, unit, a, c) !== null;

/**
 * 21.5 in a march (rules version 7): may `unit` use the exception now? Unbroken (a broken unit may not,
 * so one such step a march: the first breaks it) and face up (ours: a broken unit is never face down,
 * 16; a concealed unit reveals itself first, 16.2).
 */
export const mayUseTowardHq = (s: OwcState, unit: string): boolean =>
  versionOf(s) >= TOWARD_HQ && has(s, 'command') && !s.units[unit].broken && !s.units[unit].concealed;
/**
 * 21.5: the HQ a step a→c that 6.2.2 forbids is made toward, by a unit that may use it (`mayUseTowardHq`),
 * or null. `lifted`: the board without the marching unit; its range is judged with it standing in a
 * (its own presence counts against encirclement, 6.2.4).
 */
export const hqStep = (lifted: Board, unit: string, a: string, c: string): string | null =>
  mayUseTowardHq(lifted.s, unit) ? towardHq(withMoved(lifted, unit, null, a), unit, a, c) : null;
