/** What a Wojna o niepodległość counter shows, in words (core/board.ts `CounterKey`). */
import type { CounterKey } from '../../core/board.js';
import { text } from '../../core/text.js';

const values = [
  text('siła (w nawiasie: tylko do obrony)', 'strength (in brackets: defence only)'),
  text('morale', 'morale'),
  text('ruchliwość (punkty ruchu)', 'movement allowance (MP)'),
];
const reduced = text(
  'jednostka po stratach: pokazuje wartości swojego obecnego poziomu',
  'a unit that has taken losses: shows the values of its current level',
);
const unit = (symbols: string[], pl: string, en: string) => ({ symbols, name: text(pl, en), values, reduced });

export const COUNTER_KEY: CounterKey = {
  kinds: [
    unit(['infantry'], 'piechota', 'infantry'),
    unit(['cavalry'], 'kawaleria', 'cavalry'),
    unit(['artillery'], 'artyleria', 'artillery'),
    unit(['armor'], 'broń pancerna (samochody pancerne, czołgi)', 'armour (armoured cars, tanks)'),
    unit(['train'], 'pociąg pancerny', 'armoured train'),
    unit(['ship'], 'flotylla rzeczna', 'river flotilla'),
    {
      symbols: ['hq'],
      name: text('dowództwo', 'headquarters'),
      values: [
        text('zasięg dowodzenia (heksy)', 'command range (hexes)'),
        text('współczynnik taktyczny: test udany, gdy k10 ≤ TR', 'tactical rating: a test passes on a d10 ≤ TR'),
        text('ruchliwość (punkty ruchu)', 'movement allowance (MP)'),
      ],
    },
  ],
  statuses: {
    'out-of-supply': text('bez zaopatrzenia', 'out of supply'),
    'no-command': text('poza dowodzeniem', 'out of command'),
    replacement: text('uzupełnienie', 'replacement'),
  },
  sizes: {
    XXXX: text('armia', 'army'),
    XX: text('dywizja', 'division'),
    X: text('brygada', 'brigade'),
  },
};
