/**
 * A game's rulebook ambiguities offered as options, each a list of values whose first is the default:
 * the defaults, the create form's fields and the options schema (with a custom `position`), from one
 * `as const` table, so a game declares its choices once.
 */
import { z } from 'zod';
import type { OptionField } from './contract.js';
import { type Text, text } from './text.js';

export type ChoiceValues = Readonly<Record<string, readonly [string, ...string[]]>>;
export type ChoiceOptions<V extends ChoiceValues> = { -readonly [K in keyof V]: V[K][number] };

/** each option at its first value */
export const choiceDefaults = <V extends ChoiceValues>(values: V): ChoiceOptions<V> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v[0]])) as ChoiceOptions<V>;

/** the create form's fields: the option's label (pl, en) and each value worded by `valueLabel` */
export const choiceFields = <V extends ChoiceValues>(
  values: V,
  labels: Record<keyof V & string, readonly [string, string]>,
  valueLabel: (value: string) => Text = (v) => text(v),
): OptionField[] =>
  (Object.keys(values) as (keyof V & string)[]).map((key) => ({
    key,
    label: text(labels[key][0], labels[key][1]),
    values: values[key].map((v) => ({ value: v, label: valueLabel(v) })),
    default: values[key][0],
  }));

/** the options a game accepts: every choice optional, a custom start `position`, nothing else */
export const choiceSchema = (values: ChoiceValues) =>
  z
    .object({
      position: z.unknown().optional(),
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, z.enum(v as [string, ...string[]]).optional()])),
    })
    .strict();
