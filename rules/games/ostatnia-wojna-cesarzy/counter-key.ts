/** What an Ostatnia Wojna Cesarzy counter shows, in words (core/board.ts `CounterKey`). */
import type { CounterKey } from '../../core/board.js';
import { text } from '../../core/text.js';

const values = [
  text('punkty siły (PS)', 'strength points (SP)'),
  text(
    'odporność R: test udany, gdy rzut ≤ R (zbiórka, wyrwanie się z okrążenia)',
    'resilience R: a test passes on a roll ≤ R (rally, breakout)',
  ),
];
const broken = text(
  'jednostka rozbita: walczy 1 PS (0 przy 1 PS); zbiórka przywraca pełną siłę',
  'broken unit: fights with 1 SP (0 if it has 1 SP); a rally restores full strength',
);

export const COUNTER_KEY: CounterKey = {
  kinds: [
    { symbols: ['infantry'], name: text('piechota (3 PR)', 'infantry (3 MP)'), values, reduced: broken },
    { symbols: ['cavalry'], name: text('kawaleria (4 PR)', 'cavalry (4 MP)'), values, reduced: broken },
    {
      symbols: ['hq'],
      name: text('sztab armii', 'army HQ'),
      values,
      reduced: broken,
      note: text('dowodzi jednostkami w swoim zasięgu dowodzenia', 'commands the units within its command range'),
    },
    {
      symbols: ['unknown'],
      name: text('jednostka zakryta', 'concealed unit'),
      values: [],
      note: text('przeciwnik widzi tylko, że coś tu stoi', 'the opponent sees only that something is here'),
    },
  ],
  statuses: {
    broken: text('rozbita', 'broken'),
    'control-lines': text('ma linie kontroli', 'has control lines'),
    concealed: text('zakryta przed przeciwnikiem', 'concealed from the opponent'),
  },
  sizes: {
    XXX: text('korpus', 'corps'),
    XX: text('dywizja', 'division'),
    X: text('brygada', 'brigade'),
    HQ: text('sztab', 'headquarters'),
    P: text('patrol (fałszywy żeton)', 'patrol (a dummy counter)'),
  },
};
