/** How to play 1831 Olszynka Grochowska on Rozkaz, in our own words (core/guide.ts); phase names are the status's. */
import type { GameGuide } from '../../core/guide.js';
import { text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { PHASES } from './status.js';

export const GUIDE: Omit<GameGuide, 'provenance'> = {
  intro: text(
    'Bitwa pod Grochowem, 25 lutego 1831, w skali batalionów. Formacje działają po kolei, gdy ich znacznik aktywacji zostanie wylosowany.',
    'The battle of Grochów, 25 February 1831, at battalion scale. Formations act one at a time, as their activation markers are drawn.',
  ),
  sequence: [
    {
      name: PHASES.first,
      what: text(
        'Strona z inicjatywą wybiera pierwszą formację; reszta znaczników jest losowana.',
        'The side with the initiative picks the first formation; the other markers are drawn at random.',
      ),
      who: 'active',
    },
    {
      name: PHASES.command,
      what: text('Dowódca wybiera dywizję do aktywacji.', 'A commander picks a division to activate.'),
      who: 'active',
    },
    {
      name: PHASES.fire,
      what: text('Ostrzał artylerii aktywnej formacji.', 'The active formation’s artillery fires.'),
      who: 'active',
    },
    {
      name: PHASES.move,
      what: text(
        'Ruch: kliknij jednostkę, potem heks; trójkąt pokazuje front.',
        'Movement: click a unit, then a hex; the triangle shows its front.',
      ),
      who: 'active',
    },
    {
      name: PHASES.reactionFire,
      what: text('Ostrzał artylerii strony nieaktywnej.', 'The other side’s artillery fires.'),
      who: 'other',
    },
    {
      name: PHASES.combat,
      what: text('Walka wręcz, szarże i pościg.', 'Melee, charges and pursuit.'),
      who: 'active',
    },
  ],
  interrupts: [
    text(
      'Gdy wróg wchodzi obok Twojej jednostki, może ona zareagować (czworobok, kontrszarża, odwrót, zmiana frontu). Rozkazy stałe mówią, co robić, a „pytaj” oznacza pytanie na żywo.',
      'When an enemy moves next to one of your units, it may react (square, counter-charge, withdrawal, change of front). Standing orders say what to do; “ask” means you are asked live.',
    ),
  ],
  counterKey: COUNTER_KEY,
};
