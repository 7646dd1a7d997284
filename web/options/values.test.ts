import { describe, expect, it } from 'vitest';
import manoeuvre from '../../rules/games/manoeuvre/index.js';
import {
  choose,
  optionsBody,
  optionsOrNull,
  PositionNotJson,
  sameOptions,
  shownValue,
  splitOptions,
} from './values.js';

const fields = manoeuvre.optionFields!;
const endOfDay = fields.find((f) => f.key === 'endOfDay')!;
const hands = fields.find((f) => f.key === 'hands')!;

describe("the option fields' value mapping (only non-default values are sent)", () => {
  it('7.1 V1: choosing game-turn stores it; choosing the default again removes the key', () => {
    const a = choose({}, endOfDay, 'game-turn');
    expect(a).toEqual({ endOfDay: 'game-turn' });
    expect(shownValue(endOfDay, a)).toBe('game-turn');
    const b = choose(a, endOfDay, 'player-turn');
    expect(b).toEqual({});
    expect(shownValue(endOfDay, b)).toBe('player-turn');
  });
  it('a stored value the field does not offer shows the default; the body still keeps only non-defaults', () => {
    expect(shownValue(hands, { hands: 'telepathy' })).toBe('draw');
    expect(optionsBody(fields, { endOfDay: 'player-turn', hands: 'choose' }, '')).toEqual({ hands: 'choose' });
  });
  it('a key the page has no field for is kept as it was (the catalog not loaded yet)', () => {
    expect(optionsBody([], { endOfDay: 'player-turn' }, '')).toEqual({ endOfDay: 'player-turn' });
  });
  it('the position: split out of stored options as JSON, parsed back into the body; not JSON is refused', () => {
    const stored = { attrition: 'committed', position: { phase: 'movement', units: [] } };
    const { chosen, position } = splitOptions(stored);
    expect(chosen).toEqual({ attrition: 'committed' });
    expect(optionsBody(fields, chosen, position)).toEqual(stored);
    expect(splitOptions(undefined)).toEqual({ chosen: {}, position: '' });
    expect(() => optionsBody(fields, {}, '{units')).toThrow(PositionNotJson);
    expect(optionsBody(fields, {}, '   ')).toEqual({});
  });
  it('a form asks optionsOrNull: the body, or null after being told the position is not JSON', () => {
    const told: string[] = [];
    expect(optionsOrNull(fields, { hands: 'choose' }, '', () => told.push('bad'))).toEqual({ hands: 'choose' });
    expect(optionsOrNull(fields, {}, '{units', () => told.push('bad'))).toBeNull();
    expect(told).toEqual(['bad']);
  });
  it('the same options in another key order are the same (the edit form sends options only when they change)', () => {
    expect(sameOptions({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameOptions({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameOptions({ a: 1 }, { a: 1, b: 'x' })).toBe(false);
  });
});
