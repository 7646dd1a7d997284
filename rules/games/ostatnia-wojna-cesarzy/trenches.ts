import type { GameEvent } from '../../core/contract.js';
import { unitW, worksW } from './cow.js';
import { type Board, defOf, has, mapOf, sideOf } from './ctx.js';
import { ev, fail } from './events.js';
import type { Mod } from './combat.js';
import { frontOf, supplyLevel, supplyOn } from './supply.js';
import type { OwcState, Works } from './state.js';
import { variant } from './variants.js';
import { versionOf } from './version.js';

/**
 * 24: trenches and fortified areas. A trench marker sits in a hex and covers the hexside toward the
 * neighbour it faces and the two beside it (AMB-14, the recommended three contiguous hexsides); an
 * attack through a covered hexside is −1, several markers do not add up, and they serve whoever holds
 * the hex. Fortified areas are permanent trenches on all six hexsides with their strength (24.1; a
 * captured fortress: its strength, 25.3).
 */

export const trenchesOn = (s: OwcState): s is OwcState & { works: Works } => has(s, 'trenches') && !!s.works;

/** AMB-14: the game option trenchCover = whole-hex, from rules version 2 (markers the scenario lays too) */
export const wholeHex = (s: OwcState): boolean => versionOf(s) >= 2 && variant(s, 'trenchCover') === 'whole-hex';

/**
 * the neighbours whose hexsides a marker in `hex` facing `facing` covers: three contiguous ones, or
 * under the game option trenchCover = whole-hex (AMB-14, rules version 2) all six
 */
export const coveredBy = (b: Pick<Board, 's' | 'm'>, hex: string, facing: string): string[] =>
  wholeHex(b.s) ? [...b.m.grid.neighbourCells(hex)].sort() : [facing, ...b.m.grid.common(hex, facing)].sort();

/** a builder or destroyer: an own infantry corps on the map that has not dug this player-turn */
export const mayDig = (s: OwcState, id: string): boolean => {
  const u = Object.hasOwn(s.units, id) ? s.units[id] : undefined;
  const d = u && defOf(s, id);
  return (
    !!d && u.where === 'map' && !u.dug && sideOf(s, id) === s.phasing && d.size === 'corps' && d.arm === 'infantry'
  );
};

/** 24.3: two Russian infantry corps together build for free */
export const trenchCost = (s: OwcState, units: string[]): number =>
  units.length === 2 && units.every((u) => defOf(s, u).nat === 'RU') ? 0 : 1;

/** 24, 24.3: build a trench marker (supply phase); the builders neither move nor attack this player-turn */
export const buildTrench = (s: OwcState, units: string[], facing: string, at: string, out: GameEvent[]): void => {
  const b = { s, m: mapOf(s) }; // the map alone: nobody's place matters here
  units.forEach((u, j) => {
    if (!mayDig(s, u))
      fail('24', 'not-builder', `${u} is not an own infantry corps free to build`, `${at}.units[${j}]`);
  });
  const hex = s.units[units[0]].hex!;
  if (units.length === 2 && (units[0] === units[1] || s.units[units[1]].hex !== hex))
    fail('24.3', 'two-builders', 'two builders must be two corps in one hex', `${at}.units`);
  if (units.length === 2 && trenchCost(s, units) !== 0)
    fail('24.3', 'russians-only', 'only two Russian corps build together', `${at}.units`);
  if (!b.m.has(facing) || !b.m.grid.adjacent(hex, facing))
    fail('24', 'facing', `${facing} is not next to ${hex}`, `${at}.facing`);
  const cost = trenchCost(s, units);
  if (cost) {
    if (!supplyOn(s)) fail('24', 'no-supply', 'trenches cost supply (22)', at);
    const f = frontOf(s, hex);
    if (supplyLevel(s, s.phasing, f) < cost) fail('24', 'trench-supply', `too few SuP on front ${f} for a trench`, at);
    s.supply!.level[s.phasing][f] = supplyLevel(s, s.phasing, f) - cost;
  }
  const w = worksW(s);
  w.trenches[hex] = [...new Set([...(w.trenches[hex] ?? []), ...coveredBy(b, hex, facing)])].sort();
  for (const u of units) unitW(s, u).dug = true;
  // 16: the marker is public, a face-down builder is not
  const who = units.some((u) => s.units[u].concealed) ? {} : { units };
  out.push(ev('trench', { hex, ...who, facing, cost, covers: w.trenches[hex] }, units.length === 2 ? '24.3' : '24'));
};

/** 24.2: an infantry corps destroys the trenches in its hex, free (fortified areas stay) */
export const destroyTrench = (s: OwcState, unit: string, at: string, out: GameEvent[]): void => {
  if (!mayDig(s, unit)) fail('24.2', 'not-builder', `${unit} is not an own infantry corps free to dig`, `${at}.unit`);
  const hex = s.units[unit].hex!;
  if (!s.works!.trenches[hex]) fail('24.2', 'no-trench', `no trench in ${hex}`, `${at}.unit`);
  delete worksW(s).trenches[hex];
  unitW(s, unit).dug = true;
  out.push(ev('trench-removed', { hex, ...(s.units[unit].concealed ? {} : { unit }) }, '24.2'));
};

/** 24, 24.1: the attack's modifier: the fortified area's strength, else −1 through a trench; they do not add up */
export const worksMod = (b: Board, target: string, attackers: string[]): Mod | null => {
  const f = b.m.fortified(target);
  if (f > 0) return { rule: '24.1', value: -f, what: 'fortified-area' };
  const cover = b.s.works?.trenches[target];
  if (cover && (wholeHex(b.s) || attackers.some((u) => cover.includes(b.s.units[u].hex!))))
    return { rule: '24', value: -1, what: 'trench' };
  return null;
};
