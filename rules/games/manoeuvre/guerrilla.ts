/**
 * Guerrilla (spec 4.10.4, 5.2 P1–P3): the opponent may cancel a Supply, Forced March, Regroup or a
 * restoring Unit Card. The window opens whenever his army has Guerrilla cards at all (so the pause
 * tells nothing about his hand), unless he set the standing order "never".
 */
import { armyHas } from './data.js';
import { discard, emit, fail, takeCard, type Ctx } from './engine.js';
import { moveUnit } from './results.js';
import { other, type GuerrillaWindow } from './state.js';

export const windowWouldOpen = (c: Ctx): boolean => {
  const opp = other(c.s.active);
  return armyHas(c.s, opp, 'guerrilla') && c.s.players[opp].standing.guerrilla === 'ask';
};

export const openWindow = (c: Ctx, w: GuerrillaWindow): void => {
  if (!windowWouldOpen(c)) return carryOut(c, w);
  c.s.window = w;
  c.s.phase = 'guerrilla';
  emit(c, 'guerrilla-window', { side: other(c.s.active), kind: w.kind, card: w.card, unit: w.unit }, { rule: '9.2' });
};

const back = (w: GuerrillaWindow) => (w.kind === 'restore' ? 'restoration' : 'movement') as 'restoration' | 'movement';

/** the card takes effect */
export const carryOut = (c: Ctx, w: GuerrillaWindow): void => {
  const s = c.s;
  const u = s.units[w.unit];
  if (w.kind === 'restore') {
    u.status = 'full';
    emit(c, 'restored', { side: u.side, unit: w.unit, card: w.card }, { rule: '7' });
  } else {
    const from = u.sq!;
    for (const q of w.path!) moveUnit(s, w.unit, q);
    if (w.kind === 'supply') {
      s.turn.moved.push(w.unit);
      s.turn.last = { unit: w.unit, from };
    }
    emit(c, 'moved', { side: u.side, unit: w.unit, from, path: w.path, by: w.kind }, { rule: w.kind === 'supply' ? '5' : '9.2' });
  }
  discard(s, s.active, [w.card]);
  s.window = null;
  s.phase = back(w);
};

/** the opponent's answer: a Guerrilla card cancels; both cards are discarded (the limits stay used) */
export const answerGuerrilla = (c: Ctx, cardId: string | null): void => {
  const s = c.s, w = s.window!;
  if (cardId === null) {
    emit(c, 'guerrilla-pass', { side: c.side }, { rule: '9.2' });
    return carryOut(c, w);
  }
  const g = takeCard(c, c.side, cardId, '9.2');
  if (g.kind !== 'guerrilla') fail('9.2', 'not-guerrilla', 'only a Guerrilla card cancels', 'card');
  discard(s, c.side, [cardId]);
  discard(s, s.active, [w.card]);
  emit(c, 'guerrilla', { side: c.side, card: cardId, cancelled: w.card, kind: w.kind, unit: w.unit }, { rule: '9.2' });
  s.window = null;
  s.phase = back(w);
};
