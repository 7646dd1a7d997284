import { armOf, armyOf, enemyUnitOn, holder, isHq, sideOf, unitHexes, type Ctx } from './ctx.js';
import { flotillasFight } from './flotillas.js';
import type { Violation } from './combat-retreat.js';
import { hp } from './rounding.js';
import type { MoveClass, SideId } from './schema.js';
import { linesFor, traceLine } from './supply.js';

/**
 * Ch. 18: transport by cart, lorry or bus, rail echelon and river ship. Loading and unloading
 * happen at the start of the owner's activation (r. 2, 11); a loaded unit has no ZOC (r. 8, in
 * zoc.ts), defends at ½ with its morale capped (r. 9, in combat.ts) and cannot attack.
 * In play from rules version 5 (phases/transport.ts): the carried pieces move on the transport's
 * allowance less the loading MP, in the turn they were loaded (README "Decisions").
 */
export const ECHELON_HEXES = 19; // r. 3
export const REUSE_FULL_TURNS = 3; // r. 12

type Carrier = 'cart' | 'lorry' | 'echelon' | 'ship';
const carrierOf = (c: Ctx, id: string): Carrier | undefined =>
  c.defs.transport(id)?.kind ?? (c.defs.unit(id)?.arm === 'river-unit' ? 'ship' : undefined);

/** 18.1(4), 18.4 (rules version 7): a river unit on the map carries as a transport does, keeping its own counter */
export const isShipCarrier = (c: Ctx, id: string): boolean =>
  flotillasFight(c) && c.defs.unit(id)?.arm === 'river-unit' && !!c.pieces[id]?.hex;

/** what loading and unloading read of a carrier: a transport counter, or (rules version 7) a ship on the map */
export interface CarrierDef {
  id: string;
  side: SideId;
  name: string;
  kind: Carrier;
}
export const carrierDef = (c: Ctx, id: string): CarrierDef | undefined => {
  const t = c.defs.transport(id);
  if (t) return t;
  if (!isShipCarrier(c, id)) return undefined;
  return { id, side: sideOf(c, id), name: c.defs.unit(id)!.name, kind: 'ship' };
};

/** r. 7: what each carrier takes: [units, HQs] */
export const CAPACITY: Record<Carrier, [number, number]> = {
  cart: [1, 0],
  lorry: [1, 0],
  ship: [1, 1],
  echelon: [2, 1],
};

/** r. 7: capacity; r. 6: a command line from the army HQ to every unit loaded */
export const checkLoad = (c: Ctx, transport: string, pieces: string[]): { ok: true } | Violation => {
  const kind = carrierOf(c, transport);
  if (!kind) return { ok: false, rule: '18.1', reason: `${transport} carries nothing`, at: 'transportId' };
  const hqs = pieces.filter((p) => isHq(c, p));
  const units = pieces.filter((p) => !isHq(c, p));
  const cap = CAPACITY[kind];
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

/** the pieces riding a transport, units first */
export const carried = (c: Ctx, transport: string): string[] =>
  Object.keys(c.pieces)
    .filter((id) => c.pieces[id].loadedOn === transport && c.pieces[id].hex)
    .sort((a, b) => Number(isHq(c, a)) - Number(isHq(c, b)) || (a < b ? -1 : 1));

/**
 * What a loaded piece moves by (our decision; the counters' movement is not in the text): the
 * transport's allowance in the turn it was loaded, less the loading MP (r. 2; an echelon so 19
 * hexes, r. 3), on the motor column for lorries and the infantry column for carts; echelons go
 * along the railway only. After the loading turn it waits to unload (r. 11): no allowance.
 */
export const loadedAllowanceHp = (c: Ctx, id: string): number => {
  const p = c.pieces[id];
  const t = c.defs.transport(p.loadedOn!);
  if (!t || p.loadedTurn !== c.turn) return 0;
  return hp(t.ma) - hp(1);
};
export const loadedMoveClass = (c: Ctx, id: string): MoveClass | undefined => {
  const t = c.defs.transport(c.pieces[id].loadedOn!);
  return t?.kind === 'lorry' ? 'motor' : t ? 'infantry' : undefined;
};
export const onEchelon = (c: Ctx, id: string): boolean =>
  !!c.pieces[id].loadedOn && c.defs.transport(c.pieces[id].loadedOn!)?.kind === 'echelon';

/**
 * An echelon's run (r. 3, our decision): along the railway at 1 MP a hex, never into a hex held by the
 * enemy nor into the enemy's ZOC (it unloads only at a station clear of the enemy, r. 5).
 */
export const checkEchelonRun = (
  c: Ctx,
  side: SideId,
  path: readonly string[],
  allowanceHp: number,
  enemyZoc: ReadonlySet<string>,
): { ok: true; spentHp: number } | Violation => {
  for (let i = 1; i < path.length; i++) {
    const at = `path[${i}]`;
    if (!c.map.grid.has(path[i]) || !c.map.rail(path[i - 1], path[i]))
      return { ok: false, rule: '18.3', reason: 'an echelon runs only along the railway', at };
    const h = holder(c, path[i]);
    if (h !== null && h !== side) return { ok: false, rule: '12.1', reason: `${path[i]} holds enemy pieces`, at };
    if (enemyZoc.has(path[i]))
      return { ok: false, rule: '18.3', reason: 'an echelon does not run into the enemy ZOC', at };
  }
  const spentHp = 2 * (path.length - 1);
  if (spentHp > allowanceHp)
    return { ok: false, rule: '18.3', reason: `an echelon runs at most ${allowanceHp / 2} hexes`, at: 'path' };
  return { ok: true, spentHp };
};
