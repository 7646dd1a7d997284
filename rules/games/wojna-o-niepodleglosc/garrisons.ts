import { armOf, sideOf, valuesOf, type Ctx } from './ctx.js';
import type { Violation } from './combat-retreat.js';

/**
 * Ch. 11: garrisons. Infantry passing through a fort, city or town may leave one at the price of a
 * level (r. 1); the garrison has MA 0, cannot attack, dies if forced to retreat and is never
 * rebuilt (r. 2–5). Friendly infantry passing through may absorb it and regain a level (r. 6).
 * AMB-40/41: only a commanded unit with a level to spare may leave one; only a weakened one absorbs.
 */
export const checkDropGarrison = (
  c: Ctx,
  unit: string,
  hex: string,
): { ok: true; level: number; morale: number } | Violation => {
  const no = (rule: string, reason: string): Violation => ({ ok: false, rule, reason, at: 'dropGarrisonAt' });
  if (armOf(c, unit) !== 'infantry') return no('11.1', 'only infantry leaves a garrison');
  if (!c.map.localities.has(hex)) return no('11.1', 'a garrison stays only in a fort, city or town');
  if (c.pieces[unit].command === 'none') return no('11.1', 'an uncommanded unit leaves no garrison (AMB-40)');
  const v = valuesOf(c, unit);
  if (c.pieces[unit].level >= v.levels) return no('11.1', 'the unit has no level to spare (AMB-40)');
  return { ok: true, level: c.pieces[unit].level + 1, morale: v.morale };
};

export const checkAbsorbGarrison = (
  c: Ctx,
  unit: string,
  garrison: string,
): { ok: true; level: number } | Violation => {
  const no = (reason: string): Violation => ({ ok: false, rule: '11.6', reason, at: 'absorbGarrisonAt' });
  if (!c.garrisons[garrison]) return no(`${garrison} is not a garrison`);
  if (armOf(c, unit) !== 'infantry') return no('only infantry absorbs a garrison');
  if (sideOf(c, garrison) !== sideOf(c, unit)) return no('only a friendly garrison');
  if (c.pieces[unit].level === 1) return no('a full-strength unit has nothing to regain (AMB-41)');
  return { ok: true, level: c.pieces[unit].level - 1 };
};
