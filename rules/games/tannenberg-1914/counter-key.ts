/** What a Tannenberg 1914 counter shows, in words (core/board.ts `CounterKey`). */
import type { CounterKey } from '../../core/board.js';
import { text } from '../../core/text.js';

const ma = text('ruchliwość (punkty ruchu)', 'movement allowance (MP)');
const eff = text('efektywność: porównywana z rzutem k6', 'efficiency: compared with a d6 roll');
const back = text(
  'odwrócona na rewers: drugi poziom sprawności, słabsze wartości',
  'flipped to its back: the second step, weaker values',
);

export const COUNTER_KEY: CounterKey = {
  kinds: [
    {
      symbols: ['infantry'],
      name: text('piechota', 'infantry'),
      values: [text('siła (w ataku i obronie)', 'strength (attack and defence)'), ma, eff],
      reduced: back,
    },
    {
      symbols: ['cavalry'],
      name: text('kawaleria', 'cavalry'),
      values: [text('siła (w ataku i obronie)', 'strength (attack and defence)'), ma, eff],
      reduced: back,
    },
    {
      symbols: ['artillery'],
      name: text('artyleria', 'artillery'),
      values: [text('siła ognia w ataku – w obronie', 'attack fire – defence fire'), ma, eff],
      reduced: back,
    },
    {
      symbols: ['hq'],
      name: text('dowództwo', 'headquarters'),
      values: [],
      reduced: text('rosyjska armia po ruchu (rewers)', 'a Russian army HQ that has moved (back face)'),
      note: text('wydaje rozkaz MARSZ lub STOP', 'gives a MARCH or STOP order'),
    },
    {
      symbols: ['supply'],
      name: text('tabory', 'supply train'),
      values: [],
      note: text('tylko Rosjanie', 'Russians only'),
    },
    {
      symbols: ['marker'],
      name: text('znacznik maskowania (16): kryje stos albo nic', 'masking marker (16): hides a stack, or nothing'),
      values: [],
      note: text(
        'właściciel widzi, co kryje; przeciwnik widzi „?”',
        'its owner sees what it hides; the opponent sees "?"',
      ),
    },
  ],
  statuses: {
    rail: text('załadowana do pociągu (5): broni się połową siły', 'loaded on a train (5): defends at half strength'),
    'L#': text('straty: utracone punkty wytrzymałości', 'losses: endurance points lost'),
    R: text('w odwodzie', 'in reserve'),
    // a masked unit shows its owner the marker it hides under (16.2; marker ids `<side>-m<n>`, phases/masking.ts)
    'de-m#': text('pod znacznikiem maskowania (16)', 'under a masking marker (16)'),
    'ru-m#': text('pod znacznikiem maskowania (16)', 'under a masking marker (16)'),
    march: text('rozkaz MARSZ', 'MARCH order'),
    stop: text('rozkaz STOP', 'STOP order'),
  },
  sizes: {
    III: text('pułk', 'regiment'),
    '[X]': text('brygada (niepełna)', 'brigade (partial)'),
    X: text('brygada', 'brigade'),
    II: text('batalion', 'battalion'),
  },
};
