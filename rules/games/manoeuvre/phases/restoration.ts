/** Restoration (spec 4.11, R 7): one attempt with Supply, Regroup, a matching Unit Card or a Leader; then a Redoubt. */
import { isUnitCard, type HqCard } from '../pack.js';
import { emit, fail, handCard, takeCard, type Ctx } from '../engine.js';
import { openWindow } from './guerrilla.js';
import { rally } from './leaders.js';

export const restore = (c: Ctx, cardId: string, unit: string): void => {
  const s = c.s;
  if (s.turn.redoubtDone) fail('7', 'redoubt-first', 'the restoration attempt comes before the Redoubt');
  if (s.turn.restoreDone) fail('7', 'one-attempt', 'one restoration attempt per turn (a cancelled one counts, AMB-10)');
  const u = s.units[unit];
  if (!u || u.side !== c.side || !u.sq)
    fail('7', 'not-your-unit', `${unit} is not one of your units on the map`, 'unit');
  if (u.status !== 'reduced') fail('7', 'not-reduced', `${unit} is not at reduced strength`, 'unit');
  const k = handCard(c, c.side, cardId, '7');
  if (isUnitCard(k)) {
    if (k.unit !== unit) fail('7', 'card-not-for-unit', `${cardId} is a card of another unit`, 'card');
  } else if (k.kind !== 'supply' && k.kind !== 'regroup' && k.kind !== 'leader')
    fail('7', 'cannot-restore', `a ${k.kind} card does not restore`, 'card');
  takeCard(c, c.side, cardId, '7');
  s.turn.restoreDone = true;
  emit(c, 'card-played', { side: c.side, card: cardId, use: 'restore', unit }, { rule: '7' });
  if (k.kind === 'leader') {
    rally(c, k as HqCard, unit);
    s.players[c.side].discard.push(cardId);
  } else openWindow(c, { kind: 'restore', card: cardId, unit });
};

/** 9.2 Redoubt: after the attempt, one per turn, under an own unit, one per square */
export const buildRedoubt = (c: Ctx, cardId: string, square: string): void => {
  const s = c.s;
  if (handCard(c, c.side, cardId, '9.2').kind !== 'redoubt')
    fail('9.2', 'not-redoubt', 'a Redoubt card is needed', 'card');
  if (s.turn.redoubtDone) fail('9.2', 'one-redoubt', 'one Redoubt per turn', 'card');
  const own = Object.values(s.units).some((u) => u.side === c.side && u.sq === square);
  if (!own) fail('9.2', 'no-own-unit', `a Redoubt is built under one of your units`, 'square');
  if (s.redoubts.includes(square)) fail('9.2', 'redoubt-there', 'one Redoubt per square', 'square');
  takeCard(c, c.side, cardId, '9.2');
  s.players[c.side].discard.push(cardId);
  s.redoubts.push(square);
  s.turn.redoubtDone = true;
  s.turn.restoreDone = true;
  emit(c, 'redoubt', { side: c.side, card: cardId, square }, { rule: '9.2' });
};
