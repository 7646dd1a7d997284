import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import manoeuvre from '../games/manoeuvre/index.js';
import owc from '../games/ostatnia-wojna-cesarzy/index.js';
import type { GameModule, OptionField } from './contract.js';
import { optionFieldProblems, schemaKeys } from './conformance-options.js';
import { text } from './text.js';

// The option-fields check must be able to fail: broken variants of Manoeuvre are caught with the right words.
describe('conformance: option fields', () => {
  const fields = manoeuvre.optionFields!;
  const withFields = (f: readonly OptionField[], extra: Partial<GameModule<any, any>> = {}) => ({
    ...manoeuvre,
    optionFields: f,
    ...extra,
  });
  const endOfDay = fields.find((f) => f.key === 'endOfDay')!;

  it('Manoeuvre (V1–V3, 3.1 hands) and Ostatnia Wojna Cesarzy (no variants) pass', () => {
    expect(optionFieldProblems(manoeuvre)).toEqual([]);
    expect(optionFieldProblems(owc)).toEqual([]);
    expect(fields.map((f) => [f.key, f.default])).toEqual([
      ['endOfDay', 'player-turn'],
      ['forcedMarch', 'began'],
      ['attrition', 'any'],
      ['hands', 'draw'],
    ]);
  });
  it('7.1: a value optionsSchema refuses → values', () => {
    const bad = { ...endOfDay, values: [...endOfDay.values, { value: 'dawn', label: text('Świt', 'Dawn') }] };
    expect(optionFieldProblems(withFields(fields.map((f) => (f === endOfDay ? bad : f))))).toEqual([
      expect.stringMatching(/^values: optionFields "endOfDay" value "dawn" is refused by optionsSchema/),
    ]);
  });
  it('a default that is not one of the values → default', () => {
    const bad = { ...endOfDay, default: 'midnight' };
    expect(optionFieldProblems(withFields(fields.map((f) => (f === endOfDay ? bad : f))))).toContainEqual(
      expect.stringMatching(/^default: optionFields "endOfDay" default "midnight" is not one of its values/),
    );
  });
  it('2.3: a default that is not what setup does without the key (V1 marked as the default) → default', () => {
    const bad = { ...endOfDay, default: 'game-turn' };
    const problems = optionFieldProblems(withFields(fields.map((f) => (f === endOfDay ? bad : f))));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^default: optionFields "endOfDay" on scenario standard: setup with endOfDay="game-turn" differs/,
      ),
    );
    expect(problems.every((p) => p.startsWith('default:'))).toBe(true);
  });
  it('an option of the schema with no field (a new option shipped without a control) → coverage', () => {
    expect(optionFieldProblems(withFields(fields.filter((f) => f.key !== 'hands')))).toEqual([
      'coverage: optionsSchema key "hands" has no optionField (a form could not offer it)',
    ]);
    const grown = withFields(fields, {
      optionsSchema: (manoeuvre.optionsSchema as z.AnyZodObject).extend({ fog: z.boolean().optional() }).strict(),
    });
    expect(optionFieldProblems(grown)).toEqual([
      'coverage: optionsSchema key "fog" has no optionField (a form could not offer it)',
    ]);
    // a module without optionFields at all, with options in its schema, fails the same way
    expect(optionFieldProblems({ ...manoeuvre, optionFields: undefined })).toHaveLength(4);
  });
  it('a field for a key the schema lacks, or for position → coverage / shape', () => {
    const ghost = { ...endOfDay, key: 'weather' };
    const pos = { ...endOfDay, key: 'position' };
    const problems = optionFieldProblems(withFields([...fields, ghost, pos]));
    expect(problems).toContainEqual('coverage: optionFields "weather" names a key optionsSchema does not have');
    expect(problems).toContainEqual(
      'shape: optionFields "position": the custom position is an advanced JSON field, not a choice',
    );
  });
  it('a missing English label, a repeated value, a single value → shape', () => {
    const bad = { ...endOfDay, label: { pl: 'Zmrok', en: '' }, values: [endOfDay.values[0], endOfDay.values[0]] };
    const problems = optionFieldProblems(withFields(fields.map((f) => (f === endOfDay ? bad : f))));
    expect(problems).toContainEqual('shape: optionFields "endOfDay" needs a label in pl and en');
    expect(problems).toContainEqual('shape: optionFields "endOfDay" lists "player-turn" twice');
  });
  it('a schema whose keys cannot be listed → coverage', () => {
    expect(optionFieldProblems(withFields([], { optionsSchema: z.record(z.unknown()) }))).toEqual([
      'coverage: optionsSchema is not an object schema whose keys can be listed',
    ]);
  });
  it('schemaKeys sees through refinements, optional and default wrappers', () => {
    const o = z.object({ a: z.string().optional(), position: z.unknown().optional() }).strict();
    expect(schemaKeys(o)).toEqual(['a', 'position']);
    expect(schemaKeys(o.refine(() => true))).toEqual(['a', 'position']);
    expect(schemaKeys(o.optional().default({}))).toEqual(['a', 'position']);
    expect(schemaKeys(z.string())).toBeUndefined();
  });
});
