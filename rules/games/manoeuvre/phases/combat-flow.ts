/**
 * The continuation of an Assault or Ambush after the totals (spec 4.6.10): outcome, retreat (P9),
 * advance (P10), pursuit, Committed Attack Hits, discards, attrition. Each pause stores the step
 * in `combat.step` and the awaited side answers with one order.
 */
import { card, unitDef, type HqCard, type UnitCard } from '../pack.js';
import { discard, emit, fail, type Ctx } from '../engine.js';
import { crt, eliminate, hit, moveUnit, retreatOptions } from '../results.js';
import { other } from '../state.js';
import { checkAttrition, losses } from '../victory.js';

const alive = (c: Ctx, u: string | null): u is string => !!u && !!c.s.units[u].sq;

/** a retreat or withdrawal of the target (6.5): priorities, the owner's flank choice, or elimination */
export const doRetreat = (c: Ctx): void => {
  const s = c.s,
    cb = s.combat!;
  cb.step = 'retreat';
  const opts = retreatOptions(s, cb.target);
  if (!opts.length) {
    eliminate(c, cb.target, '6.5', 'no-retreat');
    cb.step = 'advance';
    return continueCombat(c);
  }
  const to = opts.length === 1 ? opts[0] : cb.defTo && opts.includes(cb.defTo) ? cb.defTo : null;
  if (!to) {
    cb.retreatOptions = opts;
    s.phase = 'retreat';
    return;
  }
  retreatTo(c, to);
};

const retreatTo = (c: Ctx, to: string): void => {
  const s = c.s,
    cb = s.combat!;
  const from = s.units[cb.target].sq;
  moveUnit(s, cb.target, to);
  if (!cb.withdrew) cb.retreated = true;
  cb.retreatOptions = [];
  emit(
    c,
    cb.withdrew ? 'withdrew' : 'retreated',
    { side: s.units[cb.target].side, unit: cb.target, from, to },
    { rule: cb.withdrew ? '6.1 s3' : '6.5' },
  );
  cb.step = 'advance';
  continueCombat(c);
};

/** P9: the owner picks one of the two flank squares */
export const answerRetreat = (c: Ctx, square: string): void => {
  const cb = c.s.combat!;
  if (!cb.retreatOptions.includes(square))
    fail('6.5', 'not-a-retreat-square', `retreat to one of ${cb.retreatOptions.join(', ')}`, 'square', {
      list: cb.retreatOptions.join(', '),
    });
  c.s.phase = cb.withdrew ? 'defense' : 'attack';
  retreatTo(c, square);
};

/** P7 / P8: Retreat or Hit */
export const answerResult = (c: Ctx, choice: 'hit' | 'retreat'): void => {
  const cb = c.s.combat!;
  cb.chooser = null;
  c.s.phase = 'attack';
  applyChoice(c, choice);
};

const applyChoice = (c: Ctx, choice: 'hit' | 'retreat'): void => {
  const cb = c.s.combat!;
  emit(
    c,
    'result-chosen',
    { choice, by: cb.outcome === 'defender-choice' ? other(c.s.active) : c.s.active },
    { rule: '6.1 s7' },
  );
  if (choice === 'retreat') return doRetreat(c);
  hit(c, cb.target, '6.1 s7', 'combat');
  cb.step = 'advance';
  continueCombat(c);
};

const nra = (c: Ctx, unit: string): boolean => {
  const cb = c.s.combat!;
  const cards = [
    ...(unit === cb.attacker ? [cb.init] : []),
    ...cb.atk.filter((a) => a.unit === unit).map((a) => a.card),
  ];
  return cards.some((id) => (card(c.s, id) as UnitCard).nra);
};

/** who may advance, and whether one must (6.5) */
export const advanceChoices = (c: Ctx): { units: string[]; optional: boolean } => {
  const cb = c.s.combat!;
  const part = cb.withdrew ? [cb.attacker!] : [cb.attacker!, ...cb.supports];
  return { units: part.filter((u) => alive(c, u)), optional: part.every((u) => nra(c, u)) };
};

/** P10 */
export const answerAdvance = (c: Ctx, unit: string | null): void => {
  const ch = advanceChoices(c);
  if (unit === null && !ch.optional)
    fail('6.5', 'must-advance', 'a participating unit must advance (no "Not required to advance" for all)', 'unit');
  if (unit !== null && !ch.units.includes(unit)) fail('6.5', 'not-participant', `${unit} cannot advance`, 'unit');
  c.s.phase = 'attack';
  doAdvance(c, unit);
};

const doAdvance = (c: Ctx, unit: string | null): void => {
  const s = c.s,
    cb = s.combat!;
  if (unit) {
    const from = s.units[unit].sq;
    moveUnit(s, unit, cb.square);
    cb.advanced = unit;
    emit(c, 'advanced', { side: s.active, unit, from, to: cb.square }, { rule: '6.5' });
  } else emit(c, 'no-advance', { side: s.active }, { rule: '6.5' });
  cb.step = 'pursuit';
  continueCombat(c);
};

export const continueCombat = (c: Ctx): void => {
  const s = c.s,
    cb = s.combat!;
  const def = other(s.active);
  if (cb.step === 'outcome') {
    const o = (cb.outcome = crt(cb.A!, cb.D!));
    emit(c, 'outcome', { outcome: o, A: cb.A, D: cb.D }, { rule: '6.1 s7' });
    if (o === 'attackers-hit') {
      for (const u of [cb.attacker, ...cb.supports]) if (alive(c, u)) hit(c, u, '6.1 s7', 'lost-attack');
      cb.step = 'finish';
    } else if (o === 'none') cb.step = 'finish';
    else if (o === 'eliminate') {
      eliminate(c, cb.target, '6.1 s7', 'combat');
      cb.step = 'advance';
    } else if (o === 'hit-retreat') {
      hit(c, cb.target, '6.1 s7', 'combat');
      if (alive(c, cb.target)) return doRetreat(c);
      cb.step = 'advance';
    } else {
      const standing = s.players[def].standing.choice;
      const choice = o === 'defender-choice' ? (cb.defChoice ?? (standing === 'ask' ? null : standing)) : cb.atkChoice;
      if (!choice) {
        cb.chooser = o === 'defender-choice' ? def : s.active;
        s.phase = 'choice';
        return;
      }
      return applyChoice(c, choice);
    }
  }
  if (cb.step === 'advance') {
    const vacated = !s.units[cb.target].sq || s.units[cb.target].sq !== cb.square;
    if (cb.kind !== 'assault' || !vacated) cb.step = 'pursuit';
    else {
      const ch = advanceChoices(c);
      if (!ch.units.length) cb.step = 'pursuit';
      else if (cb.withdrew && ch.optional && cb.advanceIfWithdrawn !== undefined)
        return doAdvance(c, cb.advanceIfWithdrawn ? cb.attacker : null);
      else if (ch.units.length === 1 && !ch.optional) return doAdvance(c, ch.units[0]);
      else {
        s.phase = 'advance';
        return;
      }
    }
  }
  if (cb.step === 'pursuit') {
    const u = cb.advanced;
    if (u && (cb.retreated || cb.withdrew) && alive(c, cb.target) && s.units[u] && unitDef(s, u).type === 'cav') {
      const ids = [...(u === cb.attacker ? [cb.init] : []), ...cb.atk.filter((a) => a.unit === u).map((a) => a.card)];
      const mod = cb.leader ? ((card(s, cb.leader.card) as HqCard).pursuitMod ?? 0) : 0;
      const dice: number[] = [];
      const rolls: { card: string; roll: number; range: number; hit: boolean }[] = [];
      for (const id of ids) {
        const p = (card(s, id) as UnitCard).pursuit;
        if (!p) continue;
        const r = c.dice.roll(6);
        dice.push(r);
        rolls.push({ card: id, roll: r, range: p, hit: r + mod <= p });
      }
      if (dice.length) {
        emit(c, 'pursuit', { side: s.active, unit: u, target: cb.target, mod, rolls }, { rule: '6.6', dice });
        for (const r of rolls) if (r.hit) hit(c, cb.target, '6.6', 'pursuit');
      }
    }
    cb.step = 'finish';
  }
  // finish: Committed Attack Hits, discards, attrition
  const before = losses(s, s.active);
  for (const x of cb.committed) if (alive(c, x.unit)) hit(c, x.unit, '9.2', 'committed-attack');
  const byCommitted = before < 5 && losses(s, s.active) >= 5;
  discard(s, s.active, [
    cb.init,
    ...cb.atk.map((a) => a.card),
    cb.leader?.card,
    ...cb.committed.map((x) => x.card),
    cb.sappers,
  ]);
  discard(s, def, [...cb.def, cb.defLeader]);
  emit(c, 'combat-end', { side: s.active, target: cb.target }, { rule: '6.1' });
  s.combat = null;
  s.phase = 'restoration';
  checkAttrition(c, byCommitted);
};
