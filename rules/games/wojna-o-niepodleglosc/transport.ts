import { armOf, armyOf, enemyUnitOn, isHq, sideOf, unitHexes, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';
import { hp } from './rounding.js';
import { linesFor, traceLine } from './supply.js';

/**
 * Ch. 18: transport by cart, lorry or bus, rail echelon and river ship. Loading and unloading
 * happen at the start of the owner's activation (r. 2, 11); a loaded unit has no ZOC (r. 8, in
 * zoc.ts), defends at ½ with its morale capped (r. 9, in combat.ts) and cannot attack.
 */
export const ECHELON_HEXES = 19; // r. 3
export const REUSE_FULL_TURNS = 3; // r. 12

type Carrier = 'cart' | 'lorry' | 'echelon' | 'ship';
const carrierOf = (c: Ctx, id: string): Carrier | undefined =>
  c.defs.transport(id)?.kind ?? (c.defs.unit(id)?.arm === 'river-unit' ? 'ship' : undefined);

/** r. 7: capacity; r. 6: a command line from the army HQ to every unit loaded */
export const checkLoad = (c: Ctx, transport: string, pieces: string[]): { ok: true } | Violation => {
  const kind = carrierOf(c, transport);
  if (!kind) return { ok: false, rule: '18.1', reason: `${transport} carries nothing`, at: 'transportId' };
  const hqs = pieces.filter((p) => isHq(c, p));
  const units = pieces.filter((p) => !isHq(c, p));
  const cap = { cart: [1, 0], lorry: [1, 0], ship: [1, 1], echelon: [2, 1] }[kind];
  if (units.length > cap[0] || hqs.length > cap[1])
    return {
      ok: false,
      rule: '18.7',
      reason: `a ${kind} carries at most ${cap[0]} unit(s) and ${cap[1]} HQ`,
      at: 'unitIds',
    };
  if (kind !== 'echelon' && units.some((u) => armOf(c, u) !== 'infantry'))
    return { ok: false, rule: '18.7', reason: `a ${kind} carries infantry only`, at: 'unitIds' };
  const side = sideOf(c, transport);
  const l = linesFor(c, side);
  for (const [i, u] of units.entries()) {
    const armyId = armyOf(c, u);
    const army = armyId ? c.defs.hq(armyId) : undefined;
    const armyAt = army ? c.pieces[army.id]?.hex : null;
    if (!army || !armyAt || !traceLine(c, l, armyAt, c.pieces[u].hex!, army.commandRange))
      return { ok: false, rule: '18.6', reason: `no command line from the army HQ to ${u}`, at: `unitIds[${i}]` };
  }
  return { ok: true };
};

/** r. 5 (AMB-31): an echelon loads or unloads at a station at most 1 hex from the unit and not within 1 hex of any enemy unit */
export const echelonStationOk = (c: Ctx, side: 'polish' | 'opposing', station: string, unitHex: string): boolean => {
  if (!c.map.stations.has(station) || c.map.distance(station, unitHex) > 1) return false;
  const enemy = unitHexes(c, side === 'polish' ? 'opposing' : 'polish');
  return [...enemy].every((h) => c.map.distance(h, station) >= 2) && !enemyUnitOn(c, station, side);
};

/** r. 13 (TC-49): unloading costs the unit 1 MP from carts, otherwise ½ its MA rounded down */
export const unloadCostHp = (c: Ctx, transport: string, unitMa: number): number =>
  carrierOf(c, transport) === 'cart' ? hp(1) : hp(Math.floor(unitMa / 2));
