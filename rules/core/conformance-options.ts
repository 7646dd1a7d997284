/**
 * The option-fields check of the conformance suite: a module's `optionFields` (the labelled
 * choices the create forms show) agree with its optionsSchema and its setup.
 *
 *   values    every field value is accepted by optionsSchema on its own ({[key]: value})
 *   default   each field's default is one of its values, and setup with the default gives the same
 *             state as setup without the key (the forms send only non-default values)
 *   coverage  every key of optionsSchema except `position` has a field, so a new option cannot ship
 *             without a control; no field for a key the schema does not have
 *   shape     keys and values unique, labels in pl and en
 */
import type { GameModule, OptionValue } from './contract.js';
import { FixedDice, RecordingDice, SeededDice } from './dice.js';

/** The keys an object schema lists (through refinements, optional and default wrappers); undefined when it is not one. */
export const schemaKeys = (schema: unknown): string[] | undefined => {
  let s = schema as { _def?: Record<string, unknown>; shape?: unknown } | undefined;
  for (let depth = 0; s && depth < 10; depth++) {
    const def = s._def ?? {};
    const shape =
      typeof s.shape === 'object' && s.shape
        ? s.shape
        : typeof def.shape === 'function'
          ? (def.shape as () => unknown)()
          : undefined;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    s = (def.schema ?? def.innerType ?? def.in) as typeof s; // ZodEffects, ZodOptional/ZodDefault, ZodPipeline
  }
  return undefined;
};

const bothLangs = (t: { pl?: string; en?: string } | undefined): boolean => !!t && !!t.pl?.trim() && !!t.en?.trim();
const show = (v: OptionValue): string => JSON.stringify(v);

/** Every problem with the module's option fields (empty when they agree with its schema and setup). */
export const optionFieldProblems = (module: GameModule<any, any>): string[] => {
  const out: string[] = [];
  const fields = module.optionFields ?? [];
  const keys = schemaKeys(module.optionsSchema);
  if (!keys) out.push('coverage: optionsSchema is not an object schema whose keys can be listed');
  const seen = new Set<string>();
  for (const f of fields) {
    const where = `optionFields "${f.key}"`;
    if (seen.has(f.key)) out.push(`shape: ${where} appears twice`);
    seen.add(f.key);
    if (f.key === 'position') out.push(`shape: ${where}: the custom position is an advanced JSON field, not a choice`);
    if (keys && !keys.includes(f.key)) out.push(`coverage: ${where} names a key optionsSchema does not have`);
    if (!bothLangs(f.label)) out.push(`shape: ${where} needs a label in pl and en`);
    if (f.help && !bothLangs(f.help)) out.push(`shape: ${where} help needs pl and en`);
    if (f.values.length < 2) out.push(`shape: ${where} offers ${f.values.length} value(s); a choice needs two`);
    const values = new Set<string>();
    for (const v of f.values) {
      if (values.has(show(v.value))) out.push(`shape: ${where} lists ${show(v.value)} twice`);
      values.add(show(v.value));
      if (!bothLangs(v.label)) out.push(`shape: ${where} value ${show(v.value)} needs a label in pl and en`);
      if (v.help && !bothLangs(v.help)) out.push(`shape: ${where} value ${show(v.value)} help needs pl and en`);
      const parsed = module.optionsSchema.safeParse({ [f.key]: v.value });
      if (!parsed.success)
        out.push(
          `values: ${where} value ${show(v.value)} is refused by optionsSchema: ${parsed.error.issues[0]?.message}`,
        );
    }
    if (!f.values.some((v) => v.value === f.default))
      out.push(`default: ${where} default ${show(f.default)} is not one of its values`);
  }
  for (const k of keys ?? [])
    if (k !== 'position' && !seen.has(k))
      out.push(`coverage: optionsSchema key "${k}" has no optionField (a form could not offer it)`);

  // the default is what setup does without the key, on every scenario with the same dice
  for (const f of fields) {
    if (!module.optionsSchema.safeParse({ [f.key]: f.default }).success) continue; // reported above
    for (const sc of module.scenarios) {
      const where = `optionFields "${f.key}" on scenario ${sc.id}`;
      try {
        const rec = new RecordingDice(new SeededDice(7));
        const without = module.setup(sc.id, {}, rec);
        const withDefault = module.setup(
          sc.id,
          { [f.key]: f.default },
          new FixedDice(rec.rolls.map((r) => r.value).concat(Array(200).fill(1))),
        );
        if (JSON.stringify(sortKeys(without)) !== JSON.stringify(sortKeys(withDefault)))
          out.push(
            `default: ${where}: setup with ${f.key}=${show(f.default)} differs from setup without it, so the default is not what the game does when the key is absent`,
          );
      } catch (e) {
        out.push(`default: ${where}: setup threw ${(e as Error).message}`);
      }
    }
  }
  return out;
};

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, x]) => [k, sortKeys(x)]),
        )
      : v;
