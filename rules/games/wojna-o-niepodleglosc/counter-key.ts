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
    unit(['garrison'], 'garnizon (Garn. i heks)', 'garrison (Garn. and its hex)'),
    {
      symbols: ['aviation'],
      name: text('lotnictwo nad mapą (rozdz. 17)', 'aviation over the map (ch. 17)'),
      values: [text('gwiazdki: siła w walce powietrznej', 'stars: strength in air combat')],
      reduced: text('osłabione: o jedną gwiazdkę mniej', 'weakened: one star fewer'),
      note: text('znaczek: zadanie tej tury', "its mark: this turn's mission"),
    },
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
    tracked: text('śledzona przez rozpoznanie lotnicze wroga (17.7)', "tracked by the enemy's air recon (17.7)"),
    recon: text('rozpoznanie', 'reconnaissance'),
    delay: text('opóźnianie: +1 PR dla wroga w strefie', 'delay: +1 MP for the enemy in its zone'),
    escort: text('eskorta', 'escort'),
    intercept: text('przechwytywanie', 'interception'),
    support: text('wsparcie ataku', 'attack support'),
  },
  sizes: {
    XXXX: text('armia', 'army'),
    XX: text('dywizja', 'division'),
    X: text('brygada', 'brigade'),
  },
};
