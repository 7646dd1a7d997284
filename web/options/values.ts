import type { OptionField, OptionValue } from '../../rules/core/contract.js';

/**
 * The value mapping of the option fields: the forms keep the chosen options (without `position`)
 * as an object holding only what differs from each field's default, so the stored options stay
 * minimal; a key the page has no field for (the catalog not loaded yet) is kept as it was.
 */
export type Chosen = Record<string, unknown>;

/** the value a field shows: the chosen one when it is one of the field's values, else the default */
export const shownValue = (field: OptionField, chosen: Chosen): OptionValue => {
  const v = chosen[field.key];
  return field.values.some((x) => x.value === v) ? (v as OptionValue) : field.default;
};

/** choosing a value: the default is dropped rather than stored */
export const choose = (chosen: Chosen, field: OptionField, value: OptionValue): Chosen => {
  const { [field.key]: _old, ...rest } = chosen;
  return value === field.default ? rest : { ...rest, [field.key]: value };
};

/** stored options → the choices and the position's JSON text (empty: none) */
export const splitOptions = (
  options: Record<string, unknown> | undefined | null,
): { chosen: Chosen; position: string } => {
  const { position, ...chosen } = options ?? {};
  return { chosen, position: position === undefined ? '' : JSON.stringify(position) };
};

export class PositionNotJson extends Error {}

/** the request's options: the non-default choices, and the position when one is given; throws PositionNotJson */
export const optionsBody = (
  fields: readonly OptionField[],
  chosen: Chosen,
  positionText: string,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(chosen)) {
    const f = fields.find((x) => x.key === k);
    if (v !== undefined && !(f && v === f.default)) out[k] = v;
  }
  if (positionText.trim()) {
    try {
      out.position = JSON.parse(positionText);
    } catch {
      throw new PositionNotJson();
    }
  }
  return out;
};

/** optionsBody for a form: null after `onNotJson` was told the position is not JSON */
export const optionsOrNull = (
  fields: readonly OptionField[],
  chosen: Chosen,
  positionText: string,
  onNotJson: () => void,
): Record<string, unknown> | null => {
  try {
    return optionsBody(fields, chosen, positionText);
  } catch (err) {
    if (!(err instanceof PositionNotJson)) throw err;
    onNotJson();
    return null;
  }
};

/** the same options whatever the key order */
export const sameOptions = (a: Record<string, unknown>, b: Record<string, unknown>): boolean =>
  canonical(a) === canonical(b);
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
