/** What a Manoeuvre counter shows, in words (the board's counter key, core/board.ts `CounterKey`). */
import type { CounterKey } from '../../core/board.js';
import { text } from '../../core/text.js';

const values = [
  text('siła (na odwrocie: siła osłabionej jednostki)', 'strength (the back shows the reduced strength)'),
];
const reduced = text(
  'jednostka osłabiona (odwrócona): pokazuje mniejszą siłę; kolejne trafienie ją eliminuje',
  'reduced (flipped) unit: shows its lower strength; one more hit eliminates it',
);

export const COUNTER_KEY: CounterKey = {
  kinds: [
    { symbols: ['infantry'], name: text('piechota', 'infantry'), values, reduced },
    {
      symbols: ['cavalry'],
      name: text('kawaleria', 'cavalry'),
      values,
      reduced,
      note: text('tylko kawaleria prowadzi pościg', 'only cavalry pursues'),
    },
  ],
};
