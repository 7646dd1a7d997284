/** What an Olszynka Grochowska 1831 counter shows, in words (core/board.ts `CounterKey`). */
import type { CounterKey } from '../../core/board.js';
import { text } from '../../core/text.js';

const strength = text('siła', 'strength');
const morale = text('morale (nadrukowane na obecnej stronie)', 'morale (as printed on the face up)');
const flipped = text(
  'żeton odwrócony po stratach: pokazuje słabsze wartości rewersu',
  'counter flipped after losses: shows the weaker values of its back',
);
const facing = text('trójkąt wskazuje front jednostki', 'the triangle points to the unit’s front');

export const COUNTER_KEY: CounterKey = {
  kinds: [
    {
      symbols: ['infantry'],
      name: text('piechota', 'infantry'),
      values: [strength, morale, text('gwiazdki tyralierów', 'skirmisher stars')],
      reduced: flipped,
      note: facing,
    },
    {
      symbols: ['cavalry'],
      name: text('kawaleria', 'cavalry'),
      values: [strength, morale, text('gwiazdki impetu', 'impetus stars')],
      reduced: flipped,
      note: facing,
    },
    {
      symbols: ['artillery'],
      name: text('artyleria', 'artillery'),
      values: [strength, morale, text('gwiazdki baterii (siła ognia)', 'battery stars (firepower)')],
      reduced: flipped,
      note: facing,
    },
    {
      symbols: ['leader'],
      name: text('dowódca', 'leader'),
      values: [text('zasięg dowodzenia (heksy)', 'command range (hexes)')],
    },
  ],
  statuses: {
    disorganized: text('zdezorganizowana', 'disorganized'),
    demoralized: text('zdemoralizowana', 'demoralized'),
    square: text('w czworoboku', 'in square'),
    activated: text('aktywowana w tej turze', 'activated this turn'),
    deputy: text('zastępca dowódcy', 'deputy commander'),
  },
};
