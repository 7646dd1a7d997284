/** Bombardment, Volley and Napoleon's Grand Battery (spec 4.7, R 6.2, 8, 9.1): no answer from the defender. */
import { isUnitCard, strength, terrainAt, unitAt, type HqCard, type UnitCard } from '../pack.js';
import { discard, emit, fail, handCard, rollExpr, takeCard, type Ctx } from '../engine.js';
import { between, distance } from '../geometry.js';
import { hit } from '../results.js';
import type { MState } from '../state.js';
import { checkAttrition } from '../victory.js';

export type FireKind = 'bombardment' | 'volley' | 'grand-battery';

/** 6.2 s2: distance 2 needs one orthogonal route whose middle square is empty and not Hills/Town/Woods (AMB-25) */
export const lineOfFire = (s: MState, from: string, to: string): boolean => {
  const d = distance(from, to);
  if (d === 1) return true;
  if (d !== 2) return false;
  return between(from, to).some((m) => !terrainAt(s, m).blocksLineOfFire && unitAt(s, m) === null);
};

/** why a fire at `target` from `unit` is illegal, or null */
export const fireProblem = (
  s: MState,
  kind: FireKind,
  unit: string,
  target: string,
  range: number,
): [string, string, string] | null => {
  const from = s.units[unit]?.sq,
    to = s.units[target]?.sq;
  if (!from || !to || s.units[target].side === s.units[unit].side)
    return ['6.2 s2', 'not-enemy', 'the target must be an enemy unit on the map'];
  const d = distance(from, to);
  if (kind === 'volley' && d !== 1) return ['8', 'volley-adjacent', 'a Volley hits an adjacent unit only'];
  if (d > 2 || d > range) return ['8', 'out-of-range', `distance ${d} is beyond the range ${Math.min(2, range)}`];
  if (!lineOfFire(s, from, to))
    return ['6.2 s2', 'no-line-of-fire', 'the square between is occupied or Hills, Town or Woods'];
  return null;
};

export const fire = (c: Ctx, kind: FireKind, unit: string, cardId: string, target: string): void => {
  const s = c.s;
  const u = s.units[unit];
  if (!u || u.side !== c.side || !u.sq)
    fail('6.2 s1', 'not-your-unit', `${unit} is not one of your units on the map`, 'unit');
  const k = handCard(c, c.side, cardId, '6.2 s1');
  let dice = kind === 'grand-battery' ? '2d10' : '';
  let range = 2;
  if (kind === 'grand-battery') {
    if (!(k as HqCard).grandBattery) fail('9.1', 'not-grand-battery', 'only Napoleon makes a Grand Battery', 'card');
  } else {
    if (!isUnitCard(k) || k.unit !== unit)
      fail('6.2 s1', 'card-not-for-unit', `${cardId} is not a card of ${unit}`, 'card');
    const v = kind === 'bombardment' ? (k as UnitCard).bombard : (k as UnitCard).volley;
    if (!v)
      fail(
        '6.2 s1',
        `no-${kind}-value`,
        `${cardId} has no ${kind === 'bombardment' ? 'Bombard' : 'Volley'} value`,
        'card',
      );
    dice = v!;
    range = (k as UnitCard).range ?? 1;
  }
  const p = fireProblem(s, kind, unit, target, range);
  if (p) fail(p[0], p[1], p[2], 'target');
  takeCard(c, c.side, cardId, '6.2 s1');
  s.turn.combatDone = true;
  const rolled: number[] = [];
  const tkind = kind === 'volley' ? 'volley' : 'bombardment';
  const tsq = s.units[target].sq!;
  const A = rollExpr(c, dice, rolled) + terrainAt(s, u.sq!).attack[tkind];
  const D = strength(s, target) + terrainAt(s, tsq).defense[tkind] + (s.redoubts.includes(tsq) ? 3 : 0); // AMB-15
  emit(
    c,
    kind,
    { side: c.side, unit, card: cardId, target, from: u.sq, to: tsq, A, D, hit: A > D },
    { rule: kind === 'grand-battery' ? '9.1' : '6.2', dice: rolled },
  );
  if (A > D) hit(c, target, '6.2 s4', kind);
  discard(s, c.side, [cardId]);
  s.phase = 'restoration';
  checkAttrition(c);
};
