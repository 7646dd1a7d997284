import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { maySupport } from '../artillery.js';
import { mapOf, position, sideOf, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { markerOf } from './masking.js';

/**
 * Phase 8 before the cards (9.1): who must fight (9.1.2, AMB-45), the combats the view offers, and
 * the initiative player's designation checked (9.1.4–9.1.8, 11.1.3, 11.2). Masking markers take part
 * by their ids, standing for what they hide until the cards reveal it (16.2.9).
 */
type T = Turn<TbState>;
export const isArt = (s: TbState, id: string): boolean => unitDef(s, id)?.type === 'art';
/** a unit's or masking marker's side and hex (a marker stands for what it hides until revealed, 16.2.9) */
const sideOfPiece = (s: TbState, id: string): SideId => markerOf(s, id)?.side ?? sideOf(s, id);
const hexOfPiece = (s: TbState, id: string): string | null => markerOf(s, id)?.hex ?? s.units[id]?.hex ?? null;
/** the unmasked units and the markers of each side, the pieces combat names */
const combatPieces = (s: TbState): [string, SideId, string][] => [
  ...Object.entries(s.units)
    .filter(([, u]) => u.hex && !u.masked)
    .map(([id, u]): [string, SideId, string] => [id, sideOf(s, id), u.hex!]),
  ...s.markers.map((m): [string, SideId, string] => [m.id, m.side, m.hex]),
];

export const startCombat = (s: TbState): void => {
  const p = position(s);
  s.fought = [];
  // 9.1.2: every unit and every masking marker in enemy ZOC
  s.obligated = combatPieces(s)
    .filter(([id, side, hex]) => !isArt(s, id) && p.zoc[enemyOf(side)].has(hex))
    .map(([id]) => id);
  s.combat = null;
};

/** the legal one-hex-against-one-hex combats the initiative player may designate now (the view's choices) */
export const simpleCombats = (s: TbState, ip: SideId): { own: string[]; enemy: string[] }[] => {
  const mi = mapOf(s);
  // the infantry and cavalry of each side that have not fought, by hex
  const stacks: Record<SideId, Map<string, string[]>> = { de: new Map(), ru: new Map() };
  for (const [id, side, hex] of combatPieces(s)) {
    if (isArt(s, id) || s.fought.includes(id)) continue;
    const m = stacks[side];
    const at = m.get(hex);
    if (at) at.push(id);
    else m.set(hex, [id]);
  }
  const out: { own: string[]; enemy: string[] }[] = [];
  for (const h of [...stacks[ip].keys()].sort())
    for (const n of mi.board.neighbourCells(h)) {
      const enemy = stacks[enemyOf(ip)].get(n);
      if (enemy && !mi.side(h, n).lake) out.push({ own: [...stacks[ip].get(h)!], enemy: [...enemy] });
    }
  return out;
};
/** 9.1.2 (AMB-45): an obligated piece that has not fought and still has a combat open */
export const obligationOpen = (s: TbState, ip: SideId): boolean => {
  const combats = simpleCombats(s, ip);
  return s.obligated.some(
    (id) =>
      hexOfPiece(s, id) && !s.fought.includes(id) && combats.some((c) => c.own.includes(id) || c.enemy.includes(id)),
  );
};

export const playCombatOrder = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  const s = t.s,
    ip = t.side as SideId,
    mi = mapOf(s);
  if (o.type === 'end') {
    if (obligationOpen(s, ip)) fail('9.1.2', 'obligation', 'units in enemy ZOC have not fought yet', `${at}.type`);
    s.combat = null;
    s.await = null;
    return;
  }
  if (o.type !== 'combat') return;
  const check = (ids: string[], side: SideId, field: string): void =>
    ids.forEach((id, j) => {
      const hex = hexOfPiece(s, id);
      if (!hex || s.units[id]?.masked || sideOfPiece(s, id) !== side)
        fail(
          '9.1.7',
          'not-a-unit',
          `${id} is not a ${side === ip ? 'unit of yours' : 'enemy unit'} on the map`,
          `${at}.${field}[${j}]`,
        );
      if (s.fought.includes(id)) fail('9.1.5', 'fought', `${id} has fought this turn`, `${at}.${field}[${j}]`);
    });
  check(o.own, ip, 'own');
  check(o.enemy, enemyOf(ip), 'enemy');
  const troopsOf = (ids: string[]) => ids.filter((id) => !isArt(s, id));
  const ownT = troopsOf(o.own),
    enT = troopsOf(o.enemy);
  if (!ownT.length || !enT.length)
    fail('9.1.4', 'no-troops', 'each side needs infantry or cavalry in a combat', `${at}.own`);
  const hexes = (ids: string[]) => [...new Set(ids.map((id) => hexOfPiece(s, id)!))];
  const oh = hexes(ownT),
    eh = hexes(enT);
  if (oh.length > 1 && eh.length > 1) fail('9.1.6', 'geometry', "one side's units must all be in one hex", `${at}.own`);
  for (const h of oh)
    if (!eh.some((e) => mi.board.adjacent(h, e) && !mi.side(h, e).lake))
      fail('9.1.4', 'not-adjacent', `${h} is not next to the enemy`, `${at}.own`, { h, why: 'enemy' });
  for (const h of eh)
    if (!oh.some((e) => mi.board.adjacent(h, e) && !mi.side(h, e).lake))
      fail('9.1.4', 'not-adjacent', `${h} is not next to your units`, `${at}.enemy`, { h, why: 'own' });
  for (const [ids, hs, f] of [
    [o.own, oh, 'own'],
    [o.enemy, eh, 'enemy'],
  ] as const)
    for (const h of hs)
      for (const [id, side, hex] of combatPieces(s))
        if (
          hex === h &&
          !isArt(s, id) &&
          !s.fought.includes(id) &&
          side === sideOfPiece(s, ids[0]) &&
          !ids.includes(id)
        )
          fail('9.1.8', 'split', `the stack in ${h} fights whole: ${id} is missing`, `${at}.${f}`);
  for (const [j, id] of o.own.entries())
    if (isArt(s, id)) {
      if (s.units[id].rail) fail('5.3.3', 'loaded', `${id} is loaded: no fire from a train`, `${at}.own[${j}]`);
      if (!eh.some((e) => mi.board.distance(s.units[id].hex!, e) <= 2))
        fail('11.2.1', 'range', `${id} is out of range`, `${at}.own[${j}]`);
      if (
        !maySupport(
          unitDef(s, id).corps,
          ownT.flatMap((u) => markerOf(s, u)?.contents ?? [u]).map((u) => unitDef(s, u).corps),
        )
      )
        fail('11.2.3', 'corps', `${id} supports only its own corps`, `${at}.own[${j}]`);
    }
  if (o.enemy.some((id) => isArt(s, id)))
    fail('11.1.3', 'their-artillery', 'each player decides about its own artillery', `${at}.enemy`);
  s.combat = { own: [...o.own], enemy: [...o.enemy], cards: {} };
  s.await = { kind: 'card', sides: ['de', 'ru'] };
  t.events.push(event('combat', { own: o.own, enemy: o.enemy }, { rule: '9.1.7' }));
};
