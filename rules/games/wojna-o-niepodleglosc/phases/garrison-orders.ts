import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { sideOf, unitsAt } from '../ctx.js';
import { checkAbsorbGarrison, checkDropGarrison } from '../garrisons.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';

/**
 * Ch. 11 in play (rules version 3): a `move` order may leave a garrison on a fort, city or town of its
 * path (`dropGarrisonAt`, the unit pays a level, 11.1) or absorb a friendly garrison there
 * (`absorbGarrisonAt`, the unit regains one, 11.6). Checked before the move, played after it; a
 * unit the move's contacts stopped short plays neither, reported by the move's `move-stopped`.
 */
type MoveOrder = Extract<WojnaOrder, { type: 'move' }>;

/** refusals that do not depend on the move: the hex on the path, the unit's level, the garrison there */
export const checkGarrisonFields = (s: WojnaState, o: MoveOrder, at: string): void => {
  if (o.dropGarrisonAt === undefined && o.absorbGarrisonAt === undefined) return;
  if (versionOf(s) < 3) fail('11.1', 'rules-version', 'this game was created before garrison orders', at);
  const c = ctxOf(s);
  for (const [key, hex] of [
    ['dropGarrisonAt', o.dropGarrisonAt],
    ['absorbGarrisonAt', o.absorbGarrisonAt],
  ] as const) {
    if (hex === undefined) continue;
    if (!o.path.includes(hex)) fail('11.1', 'garrison', `${hex} is not on the path`, `${at}.${key}`);
    const r =
      key === 'dropGarrisonAt'
        ? checkDropGarrison(c, o.piece, hex)
        : checkAbsorbGarrison(c, o.piece, garrisonOn(s, hex, sideOf(c, o.piece)) ?? '');
    if (!r.ok) fail(r.rule, 'garrison', r.reason, `${at}.${key}`);
  }
  if (o.dropGarrisonAt !== undefined && o.absorbGarrisonAt !== undefined)
    fail('11.1', 'garrison', 'leave a garrison or absorb one, not both', `${at}.absorbGarrisonAt`);
};

const garrisonOn = (s: WojnaState, hex: string, side: string): string | undefined => {
  const c = ctxOf(s);
  return unitsAt(c, hex).find((u) => s.garrisons[u] && s.garrisons[u].side === side);
};

/** after the move: the garrison left or absorbed */
export const playGarrisonFields = (t: Turn<WojnaState>, o: MoveOrder, walked: readonly string[]): void => {
  const s = t.s;
  const hex = o.dropGarrisonAt ?? o.absorbGarrisonAt;
  if (hex === undefined || !walked.includes(hex) || !s.pieces[o.piece]?.hex) return;
  const c = ctxOf(s);
  const side = sideOf(c, o.piece);
  if (o.dropGarrisonAt !== undefined) {
    const r = checkDropGarrison(c, o.piece, hex);
    if (!r.ok) return;
    const id = `garrison-${s.nextGarrison++}`;
    s.garrisons[id] = { id, side, morale: r.morale };
    s.pieces[id] = { hex, level: 1 };
    s.pieces[o.piece].level = r.level;
    t.events.push(event('garrison', { unit: o.piece, hex, garrison: id, level: r.level }, { rule: '11.1' }));
    return;
  }
  const g = garrisonOn(s, hex, side);
  const r = g ? checkAbsorbGarrison(c, o.piece, g) : null;
  if (!g || !r?.ok) return;
  delete s.garrisons[g];
  delete s.pieces[g];
  s.pieces[o.piece].level = r.level;
  t.events.push(event('garrison-absorbed', { unit: o.piece, hex, garrison: g, level: r.level }, { rule: '11.6' }));
};

/** the hexes of a move's path where its unit may leave a garrison, and where it may absorb one */
export const garrisonOptions = (s: WojnaState, o: MoveOrder): { drop: string[]; absorb: string[] } => {
  // a loaded unit (18, rules version 5) neither leaves nor absorbs one
  if (versionOf(s) < 3 || ctxOf(s).defs.unit(o.piece)?.arm !== 'infantry' || s.pieces[o.piece].loadedOn)
    return { drop: [], absorb: [] };
  const c = ctxOf(s);
  const side = sideOf(c, o.piece);
  return {
    drop: o.path.filter((h) => checkDropGarrison(c, o.piece, h).ok),
    absorb: o.path.filter((h) => {
      const g = garrisonOn(s, h, side);
      return !!g && checkAbsorbGarrison(c, o.piece, g).ok;
    }),
  };
};
