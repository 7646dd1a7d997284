import { describe, expect, it } from 'vitest';
import manoeuvre from '../../rules/games/manoeuvre/index.js';
import type { CatalogGame } from '../api.js';
import { describeOptions, optionsLine } from './describe.js';

const game: CatalogGame = {
  id: 'manoeuvre',
  title: manoeuvre.title,
  sides: [...manoeuvre.sides],
  sideNames: manoeuvre.sideNames,
  scenarios: [],
  optionFields: [...manoeuvre.optionFields!],
};

describe('the variants a game uses, in words (lobby rows, the game tab, the league page)', () => {
  it('7.1 V1 game-turn nightfall is named by its labels; the defaults are not listed', () => {
    const rows = describeOptions(game, { endOfDay: 'game-turn', forcedMarch: 'began' }, 'en');
    expect(rows).toEqual([
      { key: 'endOfDay', label: 'End of the day (nightfall)', value: 'At the end of the whole game turn' },
    ]);
    expect(optionsLine(rows, 'en')).toBe('End of the day (nightfall): At the end of the whole game turn');
    expect(optionsLine(describeOptions(game, { endOfDay: 'game-turn' }, 'pl'), 'pl')).toBe(
      'Koniec dnia (zmrok): Na koniec całej tury gry',
    );
  });
  it('none chosen (or only defaults): standard rules', () => {
    expect(describeOptions(game, {}, 'en')).toEqual([]);
    expect(describeOptions(game, undefined, 'en')).toEqual([]);
    expect(optionsLine(describeOptions(game, { endOfDay: 'player-turn' }, 'en'), 'en')).toBe('standard rules');
    expect(optionsLine([], 'pl')).toBe('standardowe zasady');
  });
  it("several variants follow the fields' order whatever the stored key order", () => {
    const rows = describeOptions(game, { attrition: 'committed', endOfDay: 'game-turn' }, 'en');
    expect(rows.map((r) => r.key)).toEqual(['endOfDay', 'attrition']);
  });
  it('a custom start position is one row without its JSON (whether the API sent it or only `true`)', () => {
    const line = optionsLine(
      describeOptions(game, { position: { phase: 'setup.deploy', hands: { blue: ['x'] } } }, 'en'),
      'en',
    );
    expect(line).toBe('custom start position');
    expect(optionsLine(describeOptions(game, { hands: 'choose', position: true }, 'pl'), 'pl')).toMatch(
      /; własne ustawienie początkowe$/,
    );
  });
  it('the catalog not loaded yet: plain values are shown as they are, no labels invented', () => {
    expect(describeOptions(undefined, { endOfDay: 'game-turn', odd: { a: 1 } }, 'en')).toEqual([
      { key: 'endOfDay', label: 'endOfDay', value: 'game-turn' },
    ]);
  });
});
