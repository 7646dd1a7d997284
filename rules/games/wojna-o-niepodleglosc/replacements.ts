import { armyOf, enemyUnitOn, friendlyUnitOn, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';
import type { SideId } from './schema.js';
import { hqSupplied, linesFor, supplyNet, traceLine } from './supply.js';

/**
 * Ch. 5: rebuilding eliminated counters and REPLACEMENT markers. Rebuilding runs army HQ → WJ
 * HQs → units (r. 2), the Polish player first (r. 3); a marker goes on a weakened, supplied unit
 * within range of its WJ HQ (formation unit) or army HQ (independent unit) (r. 15–16) and raises
 * it one level in the End Phase (r. 18, AMB-28) unless the unit retreats first (r. 17).
 */
type Ok = { ok: true };
const no = (rule: string, reason: string, at = 'unit', why?: string): Violation => ({
  ok: false,
  rule,
  reason,
  at,
  ...(why ? { params: { why } } : {}),
});

const armyHq = (c: Ctx, piece: string) => {
  const a = armyOf(c, piece);
  return a ? c.defs.hq(a) : undefined;
};
/** 5.4, 5.5, 5.8: not next to an enemy unit unless a friendly unit already stands on the hex */
const adjacencyOk = (c: Ctx, side: SideId, hex: string): boolean =>
  friendlyUnitOn(c, hex, side) || !c.map.neighbours(hex).some((n) => enemyUnitOn(c, n, side));

export const checkReplacement = (c: Ctx, id: string, supplied: boolean): Ok | Violation => {
  const u = c.defs.unit(id);
  const p = c.pieces[id];
  if (!u || !p?.hex) return no('5.15', `${id} is not a unit on the map`);
  if (p.level === 1) return no('5.15', 'only a weakened unit takes a replacement');
  if (p.replacement) return no('5.15', 'one marker per unit');
  if (!supplied) return no('5.16', 'the unit must be supplied');
  const hq = u.formation ? c.defs.hq(u.formation) : armyHq(c, id);
  const at = hq ? c.pieces[hq.id]?.hex : null;
  if (!hq || !at || !traceLine(c, linesFor(c, u.side), at, p.hex, hq.commandRange))
    return no(
      '5.15',
      u.formation
        ? 'the unit must be within its WJ HQ command range'
        : 'the unit must be within its army HQ command range',
    );
  return { ok: true };
};

/** 5.18 (AMB-28): one marker = one level back */
export const replacedLevel = (level: number): number => Math.max(1, level - 1);

export const checkRebuildHq = (c: Ctx, id: string, hex: string): Ok | Violation => {
  const h = c.defs.hq(id)!;
  const l = linesFor(c, h.side);
  if (!adjacencyOk(c, h.side, hex))
    return no('5.4', 'not next to an enemy unit unless a friendly unit stands there', 'hex', 'enemy-adjacent');
  if (h.tier === 'army')
    return hqSupplied(c, l, supplyNet(c, l), hex)
      ? { ok: true }
      : no('5.4', 'an army HQ returns where it would be supplied', 'hex');
  const army = armyHq(c, id);
  const armyAt = army ? c.pieces[army.id]?.hex : null;
  if (!armyAt) return no('5.2', 'the army HQ returns first', 'hex');
  if (c.map.distance(armyAt, hex) > 5) return no('5.5', 'a WJ HQ returns at most 5 hexes from its army HQ', 'hex');
  if (!hqSupplied(c, l, supplyNet(c, l), hex))
    return no('5.5', 'a WJ HQ returns where a supply line can be traced', 'hex');
  return { ok: true };
};

/** 5.6–9, 5.11–13, AMB-48: where a unit may return, and at which level */
export const checkRebuildUnit = (
  c: Ctx,
  id: string,
  hex: string,
  eliminatedAt?: string,
): { ok: true; level: number } | Violation => {
  if (c.garrisons[id]) return no('5.13', 'garrisons are never rebuilt');
  const u = c.defs.unit(id)!;
  const level = u.levels.length === 3 ? 2 : 1;
  if (!adjacencyOk(c, u.side, hex))
    return no('5.8', 'not next to an enemy unit unless a friendly unit stands there', 'hex', 'enemy-adjacent');
  if (u.formation) {
    const at = c.pieces[u.formation]?.hex;
    if (!at) return no('5.9', 'a unit cannot return before its WJ HQ');
    return at === hex ? { ok: true, level } : no('5.6', 'a formation unit returns on its WJ HQ', 'hex', 'formation-hq');
  }
  const hqHexes = c.defs
    .allHqs()
    .filter((h) => h.side === u.side && c.pieces[h.id]?.hex)
    .map((h) => c.pieces[h.id].hex!);
  if (!hqHexes.includes(hex)) return no('5.7', 'an independent unit returns on a friendly HQ', 'hex', 'independent-hq');
  if (eliminatedAt) {
    const best = Math.min(...hqHexes.map((h) => c.map.distance(h, eliminatedAt)));
    if (c.map.distance(hex, eliminatedAt) > best)
      return no('5.7', 'on the friendly HQ nearest to where it was eliminated', 'hex');
  }
  return { ok: true, level };
};
