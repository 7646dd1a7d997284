/**
 * Guerrilla (spec 4.10.4, 5.2 P1–P3): the opponent may cancel a Supply, Forced March, Regroup or a
 * restoring Unit Card. The window opens whenever his army has Guerrilla cards at all (so the pause
 * tells nothing about his hand), unless his standing order for that situation is "never" (5.2: the
 * policy is per card type — Supply move, Forced March, Supply / Regroup / Unit Card restoration).
 */
import { armyHas, card, isUnitCard } from '../pack.js';
import { discard, emit, fail, takeCard, type Ctx } from '../engine.js';
import { moveUnit } from '../results.js';
import { guerrillaPolicy, other, type GuerrillaCase, type GuerrillaWindow, type MState } from '../state.js';

/** which of the five situations (P1, P2, P3 by card type) a window is */
export const guerrillaCase = (s: MState, w: GuerrillaWindow): GuerrillaCase => {
  if (w.kind === 'supply') return 'supply-move';
  if (w.kind === 'forced-march') return 'forced-march';
  const k = card(s, w.card);
  return isUnitCard(k) ? 'unit-card' : k.kind === 'regroup' ? 'regroup' : 'supply-restore';
};

export const windowWouldOpen = (c: Ctx, w: GuerrillaWindow): boolean => {
  const opp = other(c.s.active);
  return armyHas(c.s, opp, 'guerrilla') && guerrillaPolicy(c.s.players[opp].standing, guerrillaCase(c.s, w)) === 'ask';
};

export const openWindow = (c: Ctx, w: GuerrillaWindow): void => {
  if (!windowWouldOpen(c, w)) return carryOut(c, w);
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
    emit(
      c,
      'moved',
      { side: u.side, unit: w.unit, from, path: w.path, by: w.kind },
      { rule: w.kind === 'supply' ? '5' : '9.2' },
    );
  }
  discard(s, s.active, [w.card]);
  s.window = null;
  s.phase = back(w);
};

/** the opponent's answer: a Guerrilla card cancels; both cards are discarded (the limits stay used) */
export const answerGuerrilla = (c: Ctx, cardId: string | null): void => {
  const s = c.s,
    w = s.window!;
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
