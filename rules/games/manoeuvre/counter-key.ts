/** What a Manoeuvre counter shows, in words (the board's counter key, core/board.ts `CounterKey`). */
import type { CounterKey, CounterKind } from '../../core/board.js';
import { text } from '../../core/text.js';
import type { UnitDef } from './schema.js';

const values = [
  text('siła (na odwrocie: siła osłabionej jednostki)', 'strength (the back shows the reduced strength)'),
];
const reduced = text(
  'jednostka osłabiona (odwrócona): pokazuje mniejszą siłę; kolejne trafienie ją eliminuje',
  'reduced (flipped) unit: shows its lower strength; one more hit eliminates it',
);

/** the symbol a unit's counter carries: the arm its pack names (artillery), else foot or horse */
export const unitSymbol = (u: Pick<UnitDef, 'type' | 'arm'>): string =>
  u.arm ?? (u.type === 'cav' ? 'cavalry' : 'infantry');

const KINDS: CounterKind[] = [
  { symbols: ['infantry'], name: text('piechota', 'infantry'), values, reduced },
  {
    symbols: ['cavalry'],
    name: text('kawaleria', 'cavalry'),
    values,
    reduced,
    note: text('tylko kawaleria prowadzi pościg', 'only cavalry pursues'),
  },
  {
    symbols: ['artillery'],
    name: text('artyleria', 'artillery'),
    values,
    reduced,
    note: text(
      'w zasadach walczy jak piechota; ostrzał daje jej karta (B)',
      'fights as infantry under the rules; its cards (B) give the bombardment',
    ),
  },
];

/** the key of a pack's units: the kinds its counters carry, in this order */
export const counterKeyOf = (units: Iterable<Pick<UnitDef, 'type' | 'arm'>>): CounterKey => {
  const used = new Set([...units].map(unitSymbol));
  return { kinds: KINDS.filter((k) => k.symbols.some((s) => used.has(s))) };
};
