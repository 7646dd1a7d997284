import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { ARTILLERY_RANGE, mayDefend, maySupport } from '../artillery.js';
import type { Card } from '../combat.js';
import { mapOf, sideOf, unitDef } from '../ctx.js';
import type { TbOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import { markerOf } from './masking.js';

/**
 * Rules version 6: the non-initiative player's artillery in a designated combat (11.1.3, 11.3). The
 * initiative player names its guns in the designation; the other side names its own with its sealed
 * card (`support`, `triple`), and they fire when the cards give them a role that allows fire: DF beside
 * a DEFEND card (11.3.1), AF in a meeting engagement (11.3.2) or as the attacker of a DEFEND opponent
 * (11.2); never beside RETREAT, and never against a bombardment, which takes no cards (11.4.5).
 */
type T = Turn<TbState>;
export const supportOn = (s: TbState): boolean => (s.rulesVersion ?? 1) >= 6;
const isArt = (s: TbState, id: string): boolean => unitDef(s, id)?.type === 'art';
/** the side's pieces of the combat (a marker stands for what it hides, 16.2.9) */
const sidePieces = (s: TbState, side: SideId): string[] =>
  !s.combat ? [] : side === s.initiative ? s.combat.own : s.combat.enemy;
const hexOf = (s: TbState, id: string): string | null => markerOf(s, id)?.hex ?? s.units[id]?.hex ?? null;

/** why `id` may not support `side`'s part of the designated combat (null: it may) */
export const supportRefusal = (
  s: TbState,
  side: SideId,
  id: string,
): { rule: string; code: string; why: string; message: string } | null => {
  const u = s.units[id];
  if (!u?.hex || u.masked || !isArt(s, id) || sideOf(s, id) !== side)
    return {
      rule: '11.1.3',
      code: 'not-artillery',
      why: 'not-yours',
      message: `${id} is not artillery of yours on the map`,
    };
  if (s.fought.includes(id))
    return { rule: '11.1.1', code: 'fought', why: 'acted', message: `${id} has already acted this combat phase` };
  if (u.rail) return { rule: '5.3.3', code: 'loaded', why: 'rail', message: `${id} is loaded: no fire from a train` };
  const mine = sidePieces(s, side);
  const hexes = [...new Set(mine.map((p) => hexOf(s, p)).filter((h): h is string => !!h))];
  // 11.5: artillery that began phase 8 in an enemy ZOC fights only with its own stack
  if ((s.artInZoc ?? []).includes(id) && !hexes.includes(u.hex))
    return {
      rule: '11.5',
      code: 'own-stack',
      why: 'stack',
      message: `${id} began the phase in an enemy ZOC: it supports only its own stack`,
    };
  const mi = mapOf(s);
  if (!hexes.some((h) => mi.board.distance(u.hex!, h) <= ARTILLERY_RANGE))
    return { rule: '11.3', code: 'range', why: 'range', message: `${id} is out of range` };
  const corps = mine.flatMap((p) => markerOf(s, p)?.contents ?? [p]).map((p) => unitDef(s, p).corps);
  if (!maySupport(unitDef(s, id).corps, corps))
    return { rule: '11.3.6', code: 'corps', why: 'corps', message: `${id} supports only its own corps` };
  return null;
};

/** the artillery the non-initiative player may name with its card (the view's choices) */
export const supportGuns = (s: TbState, side: SideId): string[] =>
  !supportOn(s) || !s.combat || s.combat.bombard || side === s.initiative
    ? []
    : Object.keys(s.units)
        .filter((id) => isArt(s, id) && s.units[id].hex && sideOf(s, id) === side && !supportRefusal(s, side, id))
        .sort();

/** the card's `support` and `triple` checked and sealed with the card */
export const sealSupport = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'card') return;
  const s = t.s,
    side = t.side as SideId,
    c = s.combat!;
  if (!o.support && !o.triple) {
    if (c.support?.[side]) delete c.support[side];
    return;
  }
  if (!supportOn(s))
    fail('11.3', 'version', 'artillery named with the card comes with rules version 6', `${at}.support`);
  if (side === s.initiative)
    fail('11.1.3', 'designated', 'the initiative player names its artillery in the designation', `${at}.support`, {
      why: 'designated',
    });
  for (const [j, id] of (o.support ?? []).entries()) {
    const r = supportRefusal(s, side, id);
    if (r) fail(r.rule, r.code, r.message, `${at}.support[${j}]`, { id, why: r.why });
  }
  for (const [j, id] of (o.triple ?? []).entries())
    if (!o.support?.includes(id))
      fail('11.1.9', 'not-artillery', `${id} is not artillery of this combat`, `${at}.triple[${j}]`, { id });
  c.support = {
    ...c.support,
    [side]: { guns: [...(o.support ?? [])], ...(o.triple ? { triple: [...o.triple] } : {}) },
  };
};

/**
 * 11.2–11.3 once the cards are known: the named guns that fire for `side` in its role. As the attacker
 * (11.2) a gun needs a target within 2 hexes; a side that retreats or meets a RETREAT fires nothing.
 */
export const firingSupport = (
  s: TbState,
  side: SideId,
  role: 'attacker' | 'defender',
  meeting: boolean,
  targets: readonly string[],
): string[] => {
  const named = s.combat?.support?.[side]?.guns ?? [];
  if (!named.length) return [];
  const card = s.combat!.cards[side] as Card;
  if (role === 'defender' && mayDefend(card, meeting, false)) return [];
  if (!meeting && role === 'attacker') {
    const mi = mapOf(s);
    return named.filter((id) => targets.some((h) => mi.board.distance(s.units[id].hex!, h) <= ARTILLERY_RANGE));
  }
  return named;
};
