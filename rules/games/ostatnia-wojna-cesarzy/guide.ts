/** How to play Ostatnia Wojna Cesarzy on Rozkaz, in our own words (core/guide.ts); phase names are the status's. */
import type { GameGuide } from '../../core/guide.js';
import { text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { PHASE_NAMES } from './phase-label.js';

export const GUIDE: Omit<GameGuide, 'provenance'> = {
  intro: text(
    'Front wschodni 1914 w skali korpusów i dywizji. Każdy etap to tura jednej i drugiej strony; liczą się zajęte miasta i twierdze, zaopatrzenie i linie kontroli.',
    'The Eastern Front of 1914 at corps and division scale. Each stage holds a player-turn for each side; what counts is towns and fortresses held, supply and control lines.',
  ),
  sequence: [
    {
      name: PHASE_NAMES.supply,
      what: text(
        'Sprawdzenie zaopatrzenia i zbiórka rozbitych jednostek (obie strony mogą próbować).',
        'Supply is checked and broken units may rally (both sides may try).',
      ),
      who: 'both',
    },
    {
      name: PHASE_NAMES.w1,
      what: text(
        'Okno odwodów: jeden ruch odwodem, najpierw strona w turze, potem druga.',
        'A reserve window: one reserve move, first by the side whose turn it is, then the other.',
      ),
      who: 'both',
    },
    {
      name: PHASE_NAMES.attack,
      what: text(
        'Deklarujesz ataki; przycisk ataku pokazuje szanse. Rzut i wynik są od razu w dzienniku.',
        'Declare attacks; each attack button shows its odds. The roll and result go straight to the log.',
      ),
      who: 'active',
    },
    { name: PHASE_NAMES.w2, what: text('Drugie okno odwodów.', 'The second reserve window.'), who: 'both' },
    {
      name: PHASE_NAMES.move,
      what: text(
        'Ruch: kliknij jednostkę, potem heks; koszt w punktach ruchu stoi na heksie.',
        'Movement: click a unit, then a hex; the cost in movement points is shown on the hex.',
      ),
      who: 'active',
    },
    { name: PHASE_NAMES.w3, what: text('Trzecie okno odwodów.', 'The third reserve window.'), who: 'active' },
    {
      name: PHASE_NAMES.repeat,
      what: text('Ataki powtórne jednostkami, które jeszcze mogą.', 'Repeat attacks by the units still able to.'),
      who: 'active',
    },
  ],
  interrupts: [
    text(
      'W turze przeciwnika możesz zostać zapytany o odwrót, opóźnianie, porzucenie twierdzy, zbiórkę i ukrycie jednostek. Rozkazy stałe (zakładka Rozkazy) odpowiadają za Ciebie, więc tura często przechodzi bez pytań.',
      'During the opponent’s turn you may be asked about a retreat, a delaying action, abandoning a fortress, rallies and concealment. Standing orders (in the Orders tab) answer for you, so a turn often passes with no question at all.',
    ),
  ],
  counterKey: COUNTER_KEY,
};
