/** How to play Manoeuvre on Rozkaz, in our own words (core/guide.ts); phase names are the status's. */
import type { GameGuide } from '../../core/guide.js';
import { text } from '../../core/text.js';
import { PHASE_NAMES } from './phase-label.js';

/** the counter key is the pack's (index.ts: counter-key.ts counterKeyOf) */
export const GUIDE: Omit<GameGuide, 'provenance' | 'counterKey'> = {
  intro: text(
    'Dwie napoleońskie armie na planszy 8 × 8 pól złożonej z czterech sekcji. Każda jednostka ma swoje karty w talii armii: karty pozwalają atakować, bronić się, ostrzeliwać i przywracać siły. Wygrywa, kto wyeliminuje 5 jednostek wroga albo o zmierzchu kontroluje więcej pól na połowie przeciwnika.',
    'Two Napoleonic armies on an 8 × 8 board laid from four map sections. Each unit has its own cards in its army’s deck: cards let it attack, defend, bombard and recover. You win by eliminating 5 enemy units, or by holding more of the enemy’s half at nightfall.',
  ),
  sequence: [
    {
      name: PHASE_NAMES['setup.sections'],
      what: text(
        'Przed pierwszą turą: wybierasz sekcje mapy z obrazków, armię, krawędź startową, a potem klikasz jednostki i pola, by je rozstawić.',
        'Before the first turn: pick the map sections from their pictures, your army and starting edge, then click units and squares to deploy.',
      ),
      who: 'both',
    },
    {
      name: PHASE_NAMES.discard,
      what: text(
        'Odrzucasz karty, których nie chcesz, i dobierasz do pięciu.',
        'Discard the cards you do not want and draw back up to five.',
      ),
      who: 'active',
    },
    {
      name: PHASE_NAMES.movement,
      what: text(
        'Jeden ruch jednostką (karta zaopatrzenia lub forsownego marszu daje więcej). Kliknij jednostkę, a potem podświetlone pole.',
        'One unit move (a supply or forced-march card gives more). Click the unit, then a highlighted square.',
      ),
      who: 'active',
    },
    {
      name: PHASE_NAMES.combat,
      what: text(
        'Najwyżej jedna walka: szturm, ostrzał, salwa lub zasadzka, z kartą jednostki. Zadeklarowanie walki kończy ruch.',
        'At most one combat: an assault, bombardment, volley or ambush, played with a unit card. Declaring combat ends movement.',
      ),
      who: 'active',
    },
    {
      name: PHASE_NAMES.restoration,
      what: text(
        'Możesz zagrać kartę, by przywrócić pełną siłę osłabionej jednostce, i postawić redutę.',
        'You may play a card to restore a reduced unit, and place a redoubt.',
      ),
      who: 'active',
    },
  ],
  interrupts: [
    text(
      'Gdy przeciwnik atakuje Twoją jednostkę, pytamy Cię o obronę: wycofanie albo karty obrony i dowódcę.',
      'When the opponent attacks one of your units, you are asked for its defence: withdraw, or defence cards and a leader.',
    ),
    text(
      'Gdy przeciwnik zagrywa zaopatrzenie, forsowny marsz lub przegrupowanie, a masz partyzantów, możesz je anulować.',
      'When the opponent plays supply, forced march or regroup and you hold a guerrilla card, you may cancel it.',
    ),
  ],
};
