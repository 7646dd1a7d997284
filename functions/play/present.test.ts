import { describe, expect, it } from 'vitest';
import manoeuvre from '../../rules/games/manoeuvre/index.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import { describeEvent } from './present.js';

/** The platform's own log lines (a seat taken, a resignation, a clock) name each side as the game does. */
describe('platform events in the log and the "since your last move" lines', () => {
  const joined = { type: 'platform.joined', visibleTo: 'all' as const, data: { side: 'red', name: 'Ala' } };
  it('a seat taken names the side, not its id, in both languages', () => {
    expect(describeEvent(manoeuvre, joined, 'en')).toBe(`Ala takes the seat of ${manoeuvre.sideNames.red.en}`);
    expect(describeEvent(manoeuvre, joined, 'pl')).toBe(`Ala zajmuje miejsce: ${manoeuvre.sideNames.red.pl}`);
    expect(describeEvent(manoeuvre, joined, 'en')).not.toMatch(/\bred\b/);
  });
  it('every platform event of every side of OWC reads without a side id', () => {
    for (const type of [
      'joined',
      'declined',
      'cancelled',
      'resigned',
      'timeout',
      'claimed',
      'vacation-start',
      'vacation-end',
    ])
      for (const side of owc.sides)
        for (const lang of ['pl', 'en'] as const) {
          const line = describeEvent(owc, { type: `platform.${type}`, visibleTo: 'all', data: { side } }, lang);
          expect(line).toContain(owc.sideNames[side][lang]);
          if (owc.sideNames[side][lang] !== side)
            expect(line.split(owc.sideNames[side][lang]).join('')).not.toContain(side);
        }
  });
});
