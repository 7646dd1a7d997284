/**
 * Assault and Ambush (spec 4.6, R 6.1): initiate, target, the defender's withdraw (P4), his cards and
 * leader, then the attacker's cards, the totals and the outcome. The defender always answers first.
 */
import { card, isUnitCard, strength, terrainAt, unitDef, type HqCard, type UnitCard } from '../pack.js';
import { discard, emit, fail, handCard, rollExpr, takeCard, type Ctx } from '../engine.js';
import { adjacent } from '../geometry.js';
import { continueCombat, doRetreat } from './combat-flow.js';
import { isOpen, moveUnit, retreatOptions } from '../results.js';
import { other, type Combat, type MState } from '../state.js';
import { losses } from '../victory.js';

const newCombat = (s: MState, kind: Combat['kind'], attacker: string | null, init: string, target: string): Combat => ({
  kind,
  attacker,
  init,
  target,
  square: s.units[target].sq!,
  def: [],
  defLeader: null,
  usTried: null,
  defChoice: null,
  defTo: null,
  atk: [],
  leader: null,
  supports: [],
  committed: [],
  sappers: null,
  atkChoice: null,
  step: 'defense',
  withdrew: false,
  retreated: false,
  chooser: null,
  retreatOptions: [],
  advanced: null,
  lossesBefore: { blue: losses(s, 'blue'), red: losses(s, 'red') },
});

const enemyTarget = (c: Ctx, target: string): void => {
  const t = c.s.units[target];
  if (!t || t.side === c.side || !t.sq)
    fail('6.1 s2', 'not-enemy', `${target} is not an enemy unit on the map`, 'target', { id: target });
};

/** 6.1 s1–s2 */
export const declareAssault = (c: Ctx, unit: string, cardId: string, target: string, advance?: boolean): void => {
  const s = c.s;
  const u = s.units[unit];
  if (!u || u.side !== c.side || !u.sq)
    fail('6.1 s1', 'not-your-unit', `${unit} is not one of your units on the map`, 'unit');
  const k = handCard(c, c.side, cardId, '6.1 s1');
  if (!isUnitCard(k) || k.unit !== unit)
    fail('6.1 s1', 'card-not-for-unit', `${cardId} is not a card of ${unit}`, 'card');
  if (!(k as UnitCard).attack) fail('6.1 s1', 'no-attack-value', `${cardId} has no Attack value`, 'card');
  if (!terrainAt(s, u.sq!).assaultFrom) fail('6.1 s1', 'from-marsh', 'no Assault from a Marsh', 'unit');
  enemyTarget(c, target);
  if (!adjacent(u.sq!, s.units[target].sq!))
    fail('6.1 s2', 'not-adjacent', 'the target must be orthogonally adjacent', 'target', { why: 'target' });
  takeCard(c, c.side, cardId, '6.1 s1');
  s.combat = newCombat(s, 'assault', unit, cardId, target);
  if (advance !== undefined) s.combat.advanceIfWithdrawn = advance;
  s.phase = 'defense';
  s.turn.combatDone = true;
  emit(
    c,
    'assault',
    { side: c.side, unit, card: cardId, target, from: u.sq, square: s.combat.square },
    { rule: '6.1' },
  );
};

/** 9.2 Ambush: any enemy unit */
export const declareAmbush = (c: Ctx, cardId: string, target: string): void => {
  const s = c.s;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'ambush')
    fail('9.2', 'not-ambush', 'an Ambush card is needed', 'card');
  enemyTarget(c, target);
  takeCard(c, c.side, cardId, '9.2');
  s.combat = newCombat(s, 'ambush', null, cardId, target);
  s.phase = 'defense';
  s.turn.combatDone = true;
  emit(c, 'ambush', { side: c.side, card: cardId, target, square: s.combat.square }, { rule: '9.2' });
};

const noWithdrawYet = (c: Ctx, rule: string): void => {
  const cb = c.s.combat!;
  if (cb.usTried) fail('8', 'one-withdraw-attempt', 'one withdraw attempt per combat (AMB-14)', 'card');
  if (cb.def.length || cb.defLeader) fail(rule, 'withdraw-first', 'a withdrawal comes before any defense card', 'card');
  if (!retreatOptions(c.s, cb.target).length)
    fail('6.1 s3', 'no-empty-square', 'the defending unit has no empty adjacent square', 'card');
};

/** 6.1 s3: a Withdraw card withdraws at once and ends the combat */
export const withdraw = (c: Ctx, cardId: string, to?: string): void => {
  const cb = c.s.combat!;
  if (handCard(c, c.side, cardId, '6.1 s3').kind !== 'withdraw')
    fail('6.1 s3', 'not-withdraw', 'a Withdraw card is needed', 'card');
  noWithdrawYet(c, '6.1 s3');
  takeCard(c, c.side, cardId, '6.1 s3');
  cb.def.push(cardId);
  cb.withdrew = true;
  cb.defTo = to ?? null;
  emit(c, 'withdraw', { side: c.side, card: cardId, unit: cb.target }, { rule: '6.1 s3' });
  doRetreat(c);
};

/** 8: a United States unit card with a Withdraw value: d6 within the range withdraws; else its Defense counts */
export const usWithdraw = (c: Ctx, cardId: string, to?: string): void => {
  const cb = c.s.combat!;
  const k = handCard(c, c.side, cardId, '8');
  if (!isUnitCard(k) || k.unit !== cb.target || !k.withdraw)
    fail('8', 'no-withdraw-value', 'a card of the defending unit with a Withdraw value is needed', 'card');
  noWithdrawYet(c, '8');
  takeCard(c, c.side, cardId, '8');
  cb.def.push(cardId);
  const r = c.dice.roll(6);
  const ok = r <= (k as UnitCard).withdraw!;
  emit(
    c,
    'us-withdraw',
    { side: c.side, card: cardId, unit: cb.target, roll: r, range: (k as UnitCard).withdraw, success: ok },
    { rule: '8', dice: [r] },
  );
  if (ok) {
    cb.withdrew = true;
    cb.defTo = to ?? null;
    doRetreat(c);
  } else cb.usTried = cardId;
};

/** 6.1 s4: any number of the defending unit's cards with a Defense value */
export const defenseCard = (c: Ctx, cardId: string): void => {
  const cb = c.s.combat!;
  const k = handCard(c, c.side, cardId, '6.1 s4');
  if (!isUnitCard(k) || k.unit !== cb.target)
    fail('6.1 s4', 'card-not-for-unit', `${cardId} is not a card of the defending unit`, 'card');
  if (!(k as UnitCard).defense) fail('6.1 s4', 'no-defense-value', `${cardId} has no Defense value`, 'card');
  takeCard(c, c.side, cardId, '6.1 s4');
  cb.def.push(cardId);
};

/** the defender is done: his cards are revealed and the attacker answers (P6) */
export const defend = (c: Ctx, choice?: 'hit' | 'retreat', to?: string): void => {
  const s = c.s,
    cb = s.combat!;
  cb.defChoice = choice ?? null;
  cb.defTo = to ?? null;
  cb.step = 'attack';
  s.phase = 'attack';
  emit(c, 'defense', { side: c.side, cards: cb.def, leader: cb.defLeader }, { rule: '6.1 s4' });
};

const participants = (cb: Combat): string[] => [...(cb.attacker ? [cb.attacker] : []), ...cb.supports];

/** 6.1 s5: more cards for the attacking or a supporting unit */
export const attackCard = (c: Ctx, cardId: string, unit: string): void => {
  const cb = c.s.combat!;
  const k = handCard(c, c.side, cardId, '6.1 s5');
  if (!participants(cb).includes(unit))
    fail('6.4', 'not-participant', `${unit} is neither the attacking nor a supporting unit`, 'unit');
  if (!isUnitCard(k) || k.unit !== unit)
    fail('6.1 s5', 'card-not-for-unit', `${cardId} is not a card of ${unit}`, 'card');
  takeCard(c, c.side, cardId, '6.1 s5');
  cb.atk.push({ card: cardId, unit });
};

/** 9.2 Committed Attack: +2d6, one per participating unit, which takes a Hit after the combat */
export const committed = (c: Ctx, cardId: string, unit: string): void => {
  const cb = c.s.combat!;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'committed')
    fail('9.2', 'not-committed', 'a Committed Attack card is needed', 'card');
  if (!participants(cb).includes(unit))
    fail('9.2', 'not-participant', `${unit} is not a participating unit (AMB-13)`, 'unit');
  if (cb.committed.some((x) => x.unit === unit))
    fail('9.2', 'one-per-unit', 'one Committed Attack per participating unit', 'unit');
  takeCard(c, c.side, cardId, '9.2');
  cb.committed.push({ card: cardId, unit });
};

/** 9.2 Sappers/Engineers: the Redoubt's +3 is ignored in this combat */
export const sappers = (c: Ctx, cardId: string): void => {
  const s = c.s,
    cb = s.combat!;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'sappers')
    fail('9.2', 'not-sappers', 'a Sappers card is needed', 'card');
  if (cb.sappers) fail('9.2', 'one-sappers', 'one Sappers card is enough', 'card');
  if (!s.redoubts.includes(s.units[cb.target].sq!)) fail('9.2', 'no-redoubt', 'the target has no Redoubt', 'card');
  takeCard(c, c.side, cardId, '9.2');
  cb.sappers = cardId;
};

/** 9.2 Skirmish: the combat is cancelled, the initiating card returns, the unit may move 0–2 squares */
export const skirmish = (c: Ctx, cardId: string, path: string[]): void => {
  const s = c.s,
    cb = s.combat!;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'skirmish')
    fail('9.2', 'not-skirmish', 'a Skirmish card is needed', 'card');
  if (cb.kind !== 'assault') fail('9.2', 'skirmish-ambush', 'no Skirmish in an Ambush', 'card');
  if (cb.leader) fail('9.2', 'skirmish-leader', 'no Leader in a combat cancelled by Skirmish', 'card');
  if (cb.atk.length || cb.committed.length || cb.sappers)
    fail('9.2', 'skirmish-alone', "Skirmish is the attacker's only step-5 card", 'card');
  const unit = cb.attacker!;
  const start = s.units[unit].sq!;
  let here = start;
  path.forEach((q, i) => {
    if (!adjacent(here, q))
      fail('1.1', 'not-adjacent', `${q} is not orthogonally next to ${here}`, `path[${i}]`, { q, here });
    if (q !== start && !isOpen(s, q))
      fail('9.2', 'occupied', `${q} is occupied or cannot be entered`, `path[${i}]`, { sq: q, why: 'path' });
    here = q;
  });
  takeCard(c, c.side, cardId, '9.2');
  s.players[c.side].hand.push(cb.init);
  s.players[c.side].shown.push(cb.init);
  discard(s, c.side, [cardId]);
  discard(s, other(c.side), [...cb.def, cb.defLeader]);
  for (const q of path) moveUnit(s, unit, q);
  emit(
    c,
    'skirmish',
    {
      side: c.side,
      card: cardId,
      unit,
      returned: cb.init,
      from: start,
      path,
      defenderCards: [...cb.def, cb.defLeader].filter(Boolean),
    },
    { rule: '9.2' },
  );
  s.combat = null;
  s.phase = 'restoration';
};

/** 6.1 s6: the totals; then the outcome (s7) */
export const resolve = (c: Ctx, choice?: 'hit' | 'retreat'): void => {
  const s = c.s,
    cb = s.combat!;
  cb.atkChoice = choice ?? null;
  const dice: number[] = [];
  const parts: Record<string, number> = {};
  const init = card(s, cb.init) as { attack?: string };
  parts.strength = cb.attacker ? strength(s, cb.attacker) : 0;
  parts.cards = rollExpr(c, init.attack, dice);
  for (const a of cb.atk) parts.cards += rollExpr(c, (card(s, a.card) as UnitCard).attack, dice);
  parts.committed = 0;
  for (const _ of cb.committed) parts.committed += rollExpr(c, '2d6', dice);
  // 9.2: an Ambush comes from the target's own square, so only supporting units' squares count
  parts.terrain = participants(cb).reduce((t, u) => t + terrainAt(s, s.units[u].sq!).attack.assault, 0);
  const lead = cb.leader ? (card(s, cb.leader.card) as HqCard) : null;
  parts.leader = lead && cb.leader!.mode === 'combat' ? (lead.combat ?? 0) : 0;
  parts.supports = cb.supports.reduce((t, u) => t + strength(s, u), 0);
  const A = Object.values(parts).reduce((a, b) => a + b, 0);
  const tsq = s.units[cb.target].sq!;
  const dparts: Record<string, number> = {
    strength: strength(s, cb.target),
    cards: cb.def.reduce((t, id) => t + ((card(s, id) as UnitCard).defense ?? 0), 0),
    terrain: terrainAt(s, tsq).defense.assault,
    redoubt: s.redoubts.includes(tsq) && !cb.sappers ? 3 : 0,
    leader: cb.defLeader ? ((card(s, cb.defLeader) as HqCard).combat ?? 0) : 0,
  };
  const D = Object.values(dparts).reduce((a, b) => a + b, 0);
  cb.A = A;
  cb.D = D;
  emit(
    c,
    'attack',
    {
      side: c.side,
      kind: cb.kind,
      target: cb.target,
      A,
      D,
      attack: parts,
      defense: dparts,
      cards: cb.atk.map((x) => x.card),
      leader: cb.leader,
      supports: cb.supports,
      committed: cb.committed.map((x) => x.card),
      sappers: cb.sappers,
      unitType: cb.attacker ? unitDef(s, cb.attacker).type : null,
    },
    { rule: '6.1 s6', dice },
  );
  cb.step = 'outcome';
  continueCombat(c);
};
