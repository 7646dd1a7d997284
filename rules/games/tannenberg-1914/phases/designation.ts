import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { ARTILLERY_RANGE, mayBombard, maySupport } from '../artillery.js';
import { resolveCombat } from './combat.js';
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
  delete s.sheltered; // 9.5.5: shelter lasts the combat phase of its flight
  // 9.1.2: every unit and every masking marker in enemy ZOC
  s.obligated = combatPieces(s)
    .filter(([id, side, hex]) => !isArt(s, id) && p.zoc[enemyOf(side)].has(hex))
    .map(([id]) => id);
  // 11.4.1 (rules version 5): artillery in enemy ZOC now may not bombard this phase
  if ((s.rulesVersion ?? 1) >= 5)
    s.artInZoc = combatPieces(s)
      .filter(([id, side, hex]) => isArt(s, id) && p.zoc[enemyOf(side)].has(hex))
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
  const v5 = (s.rulesVersion ?? 1) >= 5;
  if (!v5 && o.triple) fail('11.1.9', 'version', 'triple fire comes with rules version 5', `${at}.triple`);
  for (const [j, id] of (o.triple ?? []).entries())
    if (!o.own.includes(id) || !isArt(s, id))
      fail('11.1.9', 'not-artillery', `${id} is not artillery of this combat`, `${at}.triple[${j}]`, { id });
  if (v5 && !ownT.length && enT.length) return bombard(t, o.own, o.enemy, o.triple, at);
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
  s.combat = { own: [...o.own], enemy: [...o.enemy], cards: {}, ...(o.triple ? { triple: [...o.triple] } : {}) };
  s.await = { kind: 'card', sides: ['de', 'ru'] };
  t.events.push(event('combat', { own: o.own, enemy: o.enemy }, { rule: '9.1.7' }));
};

/**
 * 11.4 (rules version 5): the initiative player's artillery alone attacks one hex. AMB-29: no cards,
 * the defender counts as DEFEND, and the combat is resolved at once (`resolveCombat`).
 */
const bombard = (t: T, own: string[], enemy: string[], triple: string[] | undefined, at: string): void => {
  const s = t.s,
    ip = t.side as SideId,
    mi = mapOf(s);
  const target = [...new Set(enemy.map((id) => hexOfPiece(s, id)!))];
  if (target.length > 1) fail('11.4.2', 'one-hex', 'a bombardment attacks one hex', `${at}.enemy`);
  for (const [j, id] of own.entries()) {
    const r = mayBombard(true, (s.artInZoc ?? []).includes(id), true, !!s.units[id].rail);
    if (r) fail(r.rule, 'bombard', `${id}: ${r.reason}`, `${at}.own[${j}]`, { id, why: r.why });
    if (mi.board.distance(s.units[id].hex!, target[0]) > ARTILLERY_RANGE)
      fail('11.2.1', 'range', `${id} is out of range`, `${at}.own[${j}]`);
  }
  if (enemy.some((id) => isArt(s, id)))
    fail('11.1.3', 'their-artillery', 'each player decides about its own artillery', `${at}.enemy`);
  for (const [id, side, hex] of combatPieces(s))
    if (hex === target[0] && side !== ip && !isArt(s, id) && !s.fought.includes(id) && !enemy.includes(id))
      fail('9.1.8', 'split', `the stack in ${hex} fights whole: ${id} is missing`, `${at}.enemy`);
  s.combat = {
    own: [...own],
    enemy: [...enemy],
    cards: { [ip]: 'attack', [enemyOf(ip)]: 'defend' },
    bombard: true,
    ...(triple ? { triple: [...triple] } : {}),
  };
  t.events.push(event('bombardment', { own, enemy, hex: target[0] }, { rule: '11.4' }));
  resolveCombat(t, ip);
};

/**
 * 11.4 (rules version 5): the bombardments the initiative player may order now: each enemy hex with
 * unfought infantry, cavalry or markers within 2 hexes of its artillery that may bombard, with that artillery
 */
export const bombardTargets = (s: TbState, ip: SideId): { own: string[]; enemy: string[]; hex: string }[] => {
  if ((s.rulesVersion ?? 1) < 5) return [];
  const mi = mapOf(s);
  const guns = combatPieces(s).filter(
    ([id, side]) =>
      side === ip && isArt(s, id) && !s.fought.includes(id) && !s.units[id].rail && !(s.artInZoc ?? []).includes(id),
  );
  if (!guns.length) return [];
  const byHex = new Map<string, string[]>();
  for (const [id, side, hex] of combatPieces(s))
    if (side !== ip && !isArt(s, id) && !s.fought.includes(id)) byHex.set(hex, [...(byHex.get(hex) ?? []), id]);
  const out: { own: string[]; enemy: string[]; hex: string }[] = [];
  for (const hex of [...byHex.keys()].sort()) {
    const own = guns.filter(([, , h]) => mi.board.distance(h, hex) <= ARTILLERY_RANGE).map(([id]) => id);
    if (own.length) out.push({ own, enemy: byHex.get(hex)!, hex });
  }
  return out;
};
/** 11.2 (rules version 5): the initiative player's artillery that may support a combat of `own` against `enemy` */
export const supportFor = (s: TbState, own: string[], enemy: string[]): string[] => {
  if ((s.rulesVersion ?? 1) < 5 || !own.length) return [];
  const mi = mapOf(s);
  const ip = sideOfPiece(s, own[0]);
  const eh = [...new Set(enemy.map((id) => hexOfPiece(s, id)!))];
  const corps = own.flatMap((u) => markerOf(s, u)?.contents ?? [u]).map((u) => unitDef(s, u).corps);
  return combatPieces(s)
    .filter(
      ([id, side, hex]) =>
        side === ip &&
        isArt(s, id) &&
        !s.fought.includes(id) &&
        !s.units[id].rail &&
        eh.some((e) => mi.board.distance(hex, e) <= ARTILLERY_RANGE) &&
        maySupport(unitDef(s, id).corps, corps),
    )
    .map(([id]) => id);
};
