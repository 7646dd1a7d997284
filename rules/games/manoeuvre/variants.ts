/**
 * The game options as the create forms offer them (spec 7.1 V1–V3 and 3.1 step 7). The Polish
 * rulebook is the default reading (setup.ts DEFAULT_VARIANTS); the 2010 English rulebook's
 * differences are the alternatives.
 */
import { z } from 'zod';
import type { OptionField } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { DEFAULT_VARIANTS } from './setup.js';

/** the variants as a game's options and a loaded position name them; one left out is the default reading */
export const variantsSchema = z
  .object({
    endOfDay: z.enum(['player-turn', 'game-turn']).optional(),
    forcedMarch: z.enum(['began', 'began-or-ended']).optional(),
    attrition: z.enum(['any', 'committed']).optional(),
    hands: z.enum(['draw', 'choose']).optional(),
  })
  .strict();

export const optionFields: readonly OptionField[] = [
  {
    key: 'endOfDay',
    label: text('Koniec dnia (zmrok)', 'End of the day (nightfall)'),
    help: text(
      'Dzień kończy się, gdy drugi z graczy dobierze ostatnią kartę swojej pierwszej talii (2.3). Pytanie: kiedy dokładnie.',
      'The day ends once the second player draws the last card of his first deck (2.3). The question is exactly when.',
    ),
    values: [
      {
        value: 'player-turn',
        label: text('Na koniec tury tego gracza', "At the end of that player's turn"),
        help: text(
          'Polska instrukcja: gracz kończy swoją turę (ruch, walkę, odtworzenie) i zapada zmrok.',
          'Polish rulebook: that player completes his turn (movement, combat, restoration), then nightfall.',
        ),
      },
      {
        value: 'game-turn',
        label: text('Na koniec całej tury gry', 'At the end of the whole game turn'),
        help: text(
          'Angielska instrukcja 2010 (V1): jeśli talia pierwszego gracza skończyła się jako druga, drugi gracz rozgrywa jeszcze swoją turę.',
          '2010 English rulebook (V1): if the first player was the second to run out, the second player still plays his turn.',
        ),
      },
    ],
    default: DEFAULT_VARIANTS.endOfDay,
  },
  {
    key: 'forcedMarch',
    label: text('Forsowny marsz z Pola i Mokradeł', 'Forced March from Field and Marsh'),
    help: text(
      'Który oddział nie może zagrać Forsownego marszu (9.2).',
      'Which unit may not use a Forced March (9.2).',
    ),
    values: [
      {
        value: 'began',
        label: text('Ten, który zaczął ruch na Polu lub Mokradłach', 'One that began its move in a Field or Marsh'),
        help: text('Polska instrukcja.', 'Polish rulebook.'),
      },
      {
        value: 'began-or-ended',
        label: text(
          'Ten, który zaczął albo zakończył ruch na Polu lub Mokradłach',
          'One that began or ended its move in a Field or Marsh',
        ),
        help: text(
          'Angielska instrukcja 2010 (V2): ostrzejsze ograniczenie.',
          '2010 English rulebook (V2): the stricter limit.',
        ),
      },
    ],
    default: DEFAULT_VARIANTS.forcedMarch,
  },
  {
    key: 'attrition',
    label: text('Wyjątek od zwycięstwa przez wyniszczenie', 'The attrition victory exception'),
    help: text(
      'Gdy jedna walka niszczy piąty oddział przeciwnika, ale atakujący traci w niej swój piąty, wygrywa obrońca (2.1). Które straty atakującego się liczą?',
      "When one combat eliminates the enemy's 5th unit but costs the attacker his own 5th, the defender wins (2.1). Which of the attacker's losses count?",
    ),
    values: [
      {
        value: 'any',
        label: text('Każda strata w tej walce', 'Any loss in that combat'),
        help: text(
          'Polska instrukcja (Atak z poświęceniem to tylko przykład).',
          'Polish rulebook (a Committed Attack is only the example).',
        ),
      },
      {
        value: 'committed',
        label: text('Tylko przez Atak z poświęceniem', 'Only through a Committed Attack'),
        help: text(
          'Angielska instrukcja 2010 (V3); w praktyce prawie zawsze to samo.',
          '2010 English rulebook (V3); in practice nearly always the same.',
        ),
      },
    ],
    default: DEFAULT_VARIANTS.attrition,
  },
  {
    key: 'hands',
    label: text('Karty na start', 'Starting hands'),
    help: text('Pięć kart na rękę przed rozstawieniem (3.1).', 'The five cards in hand before deployment (3.1).'),
    values: [
      {
        value: 'draw',
        label: text('Dobierane z potasowanej talii', 'Drawn from the shuffled deck'),
        help: text('Zasada podstawowa.', 'The basic rule.'),
      },
      {
        value: 'choose',
        label: text('Wybierane z własnej talii', 'Chosen from one’s own deck'),
        help: text(
          'Wariant dla doświadczonych graczy i turniejów: każdy w tajemnicy wybiera 5 kart, potem talia jest tasowana.',
          'The variant for experienced players and tournaments: each secretly picks 5 cards, then the deck is shuffled.',
        ),
      },
    ],
    default: DEFAULT_VARIANTS.hands,
  },
];
