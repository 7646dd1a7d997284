import { text, type Text } from '../../core/text.js';

/** each standing order's name, as its form shows it and its log line names it */
const STANDING_LABELS: Record<string, Text> = {
  rally: text('Zbieranie rozbitych (8.8)', 'Rallying broken units (8.8)'),
  rmp: text('Ruch odwodów w posunięciu przeciwnika (4.2)', "Reserve movement in the opponent's turn (4.2)"),
  ownRmp: text('Ruch odwodów we własnym posunięciu (4.2)', 'Reserve movement in my own turn (4.2)'),
  retreat: text('Wybór drogi odwrotu (9.7, 9.8)', 'Choosing retreat paths (9.7, 9.8)'),
  delay: text('Działania opóźniające kawalerii (12.1)', 'Cavalry delaying actions (12.1)'),
  conceal: text(
    'Ukrywanie po ruchu przeciwnika, patrole (16, 17.2)',
    "Concealing after the opponent's movement, patrols (16, 17.2)",
  ),
  abandon: text('Porzucenie obrony odciętej twierdzy (25.6)', 'Giving up the defence of an isolated fortress (25.6)'),
};
const STANDING_VALUES: Record<string, Text> = {
  all: text('zawsze wszystkich', 'always all'),
  ask: text('pytaj mnie', 'ask me'),
  none: text('nigdy', 'never'),
  never: text('nigdy', 'never'),
  'after-attacks': text('pytaj po atakach przeciwnika', 'ask me after their attacks'),
  always: text('zawsze pytaj', 'always ask'),
  auto: text('wybiera silnik', 'engine picks'),
};
export const standingLabel = (key: string): Text => STANDING_LABELS[key] ?? text(key, key);
export const standingValueLabel = (key: string, value: string): Text =>
  (key === 'delay' || key === 'abandon') && value === 'always'
    ? text('zawsze', 'always')
    : (STANDING_VALUES[value] ?? text(value, value));
