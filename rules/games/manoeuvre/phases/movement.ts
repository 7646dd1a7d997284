/** Movement (spec 4.5, R 5 and 9.2): the mandatory basic move, Supply, Forced March. */
import { terrainAt, unitDef } from '../pack.js';
import { emit, fail, handCard, takeCard, type Ctx } from '../engine.js';
import { adjacent, isSquare, neighbours } from '../geometry.js';
import { openWindow } from './guerrilla.js';
import { isOpen, moveUnit } from '../results.js';
import type { MSide, MState } from '../state.js';

/** every legal basic-move path (squares entered) for a unit */
export const basicPaths = (s: MState, unit: string): string[][] => {
  const from = s.units[unit].sq;
  if (!from) return [];
  const cav = unitDef(s, unit).type === 'cav';
  const out: string[][] = [];
  for (const a of neighbours(from)) {
    if (!isOpen(s, a)) continue;
    out.push([a]);
    if (!cav || terrainAt(s, a).cavalryStops) continue;
    for (const b of neighbours(a)) if (b !== from && isOpen(s, b)) out.push([a, b]);
  }
  return out;
};

/** the units of a side that may still make a basic (or Supply) move this phase */
export const movableUnits = (s: MState, side: MSide): string[] =>
  Object.keys(s.units).filter(
    (id) => s.units[id].side === side && s.units[id].sq && !s.turn.moved.includes(id) && basicPaths(s, id).length > 0,
  );

/** 5: one or two orthogonal steps into empty squares, never back to the start */
const checkPath = (c: Ctx, unit: string, path: string[], field = 'path'): void => {
  const s = c.s;
  const u = s.units[unit];
  if (!u || u.side !== c.side || !u.sq)
    fail('5', 'not-your-unit', `${unit} is not one of your units on the map`, 'unit');
  const cav = unitDef(s, unit).type === 'cav';
  if (path.length < 1 || path.length > (cav ? 2 : 1))
    fail('5', 'too-far', cav ? 'cavalry moves 1 or 2 squares' : 'infantry moves exactly 1 square', field);
  let here = u.sq!;
  path.forEach((q, i) => {
    const f = `${field}[${i}]`;
    if (!isSquare(q) || !adjacent(here, q))
      fail('1.1', 'not-adjacent', `${q} is not orthogonally next to ${here}`, f, { q, here });
    if (!terrainAt(s, q).enterable) fail('2.2', 'lake', `${q} cannot be entered`, f, { sq: q });
    if (q === u.sq) fail('5', 'back-to-start', 'a move must end on another square', f);
    if (!isOpen(s, q)) fail('5', 'occupied', `${q} is occupied`, f, { sq: q });
    if (i === 0 && path.length === 2 && terrainAt(s, q).cavalryStops)
      fail('5', 'cavalry-stops', `cavalry stops on entering ${terrainAt(s, q).id}`, f);
    here = q;
  });
};

export const basicMove = (c: Ctx, unit: string, path: string[]): void => {
  const s = c.s;
  if (s.turn.basicDone) fail('5', 'one-basic-move', 'the basic move is made already');
  if (s.turn.moved.includes(unit)) fail('5', 'moved-already', `${unit} moved already this phase`, 'unit');
  checkPath(c, unit, path);
  const from = s.units[unit].sq!;
  for (const q of path) moveUnit(s, unit, q);
  s.turn.basicDone = true;
  s.turn.moved.push(unit);
  s.turn.last = { unit, from };
  emit(c, 'moved', { side: c.side, unit, from, path, by: 'basic' }, { rule: '5' });
};

export const supplyMove = (c: Ctx, cardId: string, unit: string, path: string[]): void => {
  const s = c.s;
  if (handCard(c, c.side, cardId, '5').kind !== 'supply') fail('9.2', 'not-supply', 'a Supply card is needed', 'card');
  if (s.turn.supplyUsed) fail('5', 'one-supply', 'one Supply per Movement phase (even if cancelled)', 'card');
  if (s.turn.moved.includes(unit)) fail('5', 'moved-already', 'Supply moves another unit', 'unit');
  checkPath(c, unit, path);
  takeCard(c, c.side, cardId, '5');
  s.turn.supplyUsed = true;
  s.turn.last = null;
  emit(c, 'card-played', { side: c.side, card: cardId, use: 'supply-move', unit }, { rule: '5' });
  openWindow(c, { kind: 'supply', card: cardId, unit, path });
};

export const forcedMarch = (c: Ctx, cardId: string, unit: string, to: string): void => {
  const s = c.s;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'forced-march')
    fail('9.2', 'not-forced-march', 'a Forced March card is needed', 'card');
  if (s.turn.last?.unit !== unit)
    fail('9.2', 'not-just-moved', 'Forced March is for the unit that has just moved', 'unit');
  if (s.turn.fm.includes(unit))
    fail('5', 'one-forced-march', 'one Forced March per unit per phase (even if cancelled)', 'unit');
  const began = terrainAt(s, s.turn.last!.from);
  if (!began.forcedMarchFrom)
    fail('9.2', 'began-in-' + began.id, `a unit that began its move in ${began.id} cannot Forced March`, 'unit');
  const here = s.units[unit].sq!;
  if (s.options.forcedMarch === 'began-or-ended' && !terrainAt(s, here).forcedMarchFrom)
    fail(
      '9.2',
      'ended-in-' + terrainAt(s, here).id,
      `V2: a unit that ended its move in ${terrainAt(s, here).id} cannot Forced March`,
      'unit',
    );
  if (!isSquare(to) || !adjacent(here, to))
    fail('1.1', 'not-adjacent', `${to} is not orthogonally next to ${here}`, 'to', { q: to, here });
  if (!terrainAt(s, to).enterable) fail('2.2', 'lake', `${to} cannot be entered`, 'to', { sq: to });
  if (!isOpen(s, to)) fail('5', 'occupied', `${to} is occupied`, 'to', { sq: to });
  takeCard(c, c.side, cardId, '9.2');
  s.turn.fm.push(unit);
  emit(c, 'card-played', { side: c.side, card: cardId, use: 'forced-march', unit }, { rule: '9.2' });
  openWindow(c, { kind: 'forced-march', card: cardId, unit, path: [to] });
};

/** 5: the basic move is mandatory unless no unit can move (AMB-9) */
export const endMovement = (c: Ctx): void => {
  const s = c.s;
  if (!s.turn.basicDone && movableUnits(s, c.side).length)
    fail('5', 'must-move', 'the active player must move one unit');
  s.phase = 'combat';
  s.turn.last = null;
  emit(c, 'movement-end', { side: c.side }, { rule: '5' });
};
