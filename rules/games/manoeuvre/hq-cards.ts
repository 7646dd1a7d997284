/**
 * The twelve HQ card types (spec 4.10) and where each is handled:
 * Leader → leaders.ts; Ambush, Committed Attack, Sappers, Skirmish, Withdraw → assault.ts;
 * Forced March, Supply (move) → movement.ts; Supply, Regroup (restore), Redoubt → restoration.ts;
 * Guerrilla → guerrilla.ts; Scout/Spy → here.
 */
import { emit, fail, takeCard, type Ctx } from './engine.js';
import { drawUp } from './phases/turn.js';
import { other } from './state.js';

export const HQ_HANDLERS = {
  leader: 'leaders.ts',
  ambush: 'assault.ts',
  committed: 'assault.ts',
  'forced-march': 'movement.ts',
  guerrilla: 'guerrilla.ts',
  redoubt: 'restoration.ts',
  regroup: 'restoration.ts',
  sappers: 'assault.ts',
  skirmish: 'assault.ts',
  scout: 'hq-cards.ts',
  supply: 'movement.ts, restoration.ts',
  withdraw: 'assault.ts',
} as const;

/** 9.2 Scout/Spy: the active player sees the opponent's hand; right after the draw he draws up to 5 again (EN2010) */
export const scout = (c: Ctx, cardId: string): void => {
  const s = c.s;
  const k = takeCard(c, c.side, cardId, '9.2');
  if (k.kind !== 'scout') fail('9.2', 'not-scout', 'a Scout/Spy card is needed', 'card');
  s.players[c.side].discard.push(cardId);
  const opp = other(c.side);
  s.scout = { by: c.side, cards: s.players[opp].hand.slice() };
  s.players[opp].shown.push(...s.scout.cards);
  emit(c, 'scouted', { side: c.side, card: cardId, of: opp }, { rule: '9.2' });
  emit(c, 'scouted-hand', { side: c.side, cards: s.scout.cards }, { rule: '9.2', to: [c.side] });
  if (s.turn.fresh) drawUp(c, c.side);
};
