/** The player turn (spec 3.2–3.4, 4.2.4): Discard, Draw, the deck running out, end of turn and nightfall. */
import { shuffle } from '../../../core/dice.js';
import { emit, takeCard, type Ctx } from '../engine.js';
import { freshTurn, other, type MSide } from '../state.js';
import { nightfall } from '../victory.js';

export const startPlayerTurn = (c: Ctx, side: MSide): void => {
  const s = c.s;
  s.active = side;
  s.turn = freshTurn();
  s.phase = 'discard';
  s.scout = null;
  emit(c, 'turn-start', { side, turn: s.turnNo }, { rule: '4' });
};

/** shuffle a side's cards into its draw pile; the order is seen by no one until the end */
export const shuffleInto = (c: Ctx, side: MSide, cards: string[], rule: string): void => {
  const { items, rolls } = shuffle(cards, c.dice);
  c.s.players[side].deck = items;
  emit(c, 'shuffle', { side, order: items }, { rule, dice: rolls, to: [], revealAtEnd: true });
};

/**
 * 4: draw up to 5. 2.3: the first player to run out reshuffles his discards when he next needs a
 * card; the second one's last card brings nightfall, and he plays on short (AMB-4).
 */
export const drawUp = (c: Ctx, side: MSide, upTo = 5): void => {
  const s = c.s,
    p = s.players[side];
  const drawn: string[] = [];
  while (p.hand.length < upTo) {
    if (!p.deck.length) {
      if (p.exhausted === 2 || !p.discard.length) break;
      p.shown.push(p.discard[p.discard.length - 1]);
      const cards = p.discard.splice(0);
      p.reshuffles++;
      emit(c, 'reshuffle', { side, count: cards.length }, { rule: '2.3' });
      shuffleInto(c, side, cards, '2.3');
    }
    const id = p.deck.shift()!;
    p.hand.push(id);
    drawn.push(id);
    if (!p.deck.length && p.exhausted === 0) {
      p.exhausted = s.players[other(side)].exhausted ? 2 : 1;
      emit(c, 'deck-exhausted', { side, order: p.exhausted }, { rule: '2.3' });
      if (p.exhausted === 2) {
        s.endAfter = s.options.endOfDay;
        emit(c, 'nightfall-coming', { side, after: s.endAfter }, { rule: '2.3' });
      }
    }
  }
  if (drawn.length) {
    emit(c, 'drew-cards', { side, cards: drawn }, { rule: '4', to: [side] });
    emit(c, 'drew', { side, count: drawn.length, hand: p.hand.length, deck: p.deck.length }, { rule: '4' });
  }
};

export const discardOrder = (c: Ctx, id: string): void => {
  takeCard(c, c.side, id, '4');
  c.s.players[c.side].discard.push(id);
  c.s.turn.discarded++;
  emit(c, 'discarded-card', { side: c.side, card: id }, { rule: '4', to: [c.side] });
};

export const drawOrder = (c: Ctx): void => {
  const p = c.s.players[c.side];
  if (c.s.turn.discarded)
    emit(
      c,
      'discarded',
      { side: c.side, count: c.s.turn.discarded, top: p.discard[p.discard.length - 1] },
      { rule: '4' },
    );
  drawUp(c, c.side);
  c.s.phase = 'movement';
  c.s.turn.fresh = true;
};

/** end of the player turn: nightfall (V1 decides whose turn ends the day) or the other side's turn */
export const endTurn = (c: Ctx): void => {
  const s = c.s;
  emit(c, 'turn-end', { side: s.active, turn: s.turnNo }, { rule: '4' });
  const second = other(s.first);
  if (s.endAfter === 'player-turn' || (s.endAfter === 'game-turn' && s.active === second)) return nightfall(c);
  if (s.active === s.first) startPlayerTurn(c, second);
  else {
    s.turnNo++;
    startPlayerTurn(c, s.first);
  }
};
