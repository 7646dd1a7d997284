/**
 * How the pack editor previews a record as the game draws it: a counter's face (its printed values, symbol,
 * size mark, side) as the board's counter component draws a piece, a card as the hand draws one.
 */
import type { CardView } from './contract.js';
import { valueAt } from './pack-paths.js';
import type { Text } from './text.js';

/**
 * A card as the play page draws one in hand: its name (the first lookup that gives one; a lookup's
 * `map` may give a text in both languages) and its printed values in order, each the record's member
 * written by `format` ('{v}' stands for the value), a member the record leaves out (or 0, false) not printed.
 */
export interface CardFace {
  name: readonly { member: string; map?: Readonly<Record<string, string | Text>> }[];
  values: readonly { member: string; format?: string; map?: Readonly<Record<string, string>> }[];
}

/** a value the face reads: the first of these whose member the record holds (and `map` knows, when given), mapped */
export type FaceLookup = readonly { member: string; map?: Readonly<Record<string, string>> }[];

/**
 * A counter's face from its record, as the game's view draws the piece: the printed name, the values
 * in reading order, the symbol and size mark, the side whose colour it takes, and the values of its
 * reduced (flipped) face when it has one.
 */
export interface CounterFace {
  label: string;
  /**
   * the values' members; a list of members is one value, their values joined by '-' (Tannenberg's
   * artillery fire "4-2"); a value whose members the record leaves out is not printed (a gun has no
   * strength, a one-step unit no back)
   */
  values: readonly FaceValue[];
  symbol: FaceLookup;
  size?: FaceLookup;
  side?: string;
  reduced?: readonly FaceValue[];
  /** the values of further faces, each drawn as the reduced one is (a Wojna unit's third level, 14.39–41) */
  further?: readonly (readonly FaceValue[])[];
}
/**
 * a member, members joined by '-', or a member printed in parentheses when the record's member `paren`
 * is true (Wojna's strength that counts in defence only, 14.10: "(3)")
 */
export type FaceValue = string | readonly string[] | { readonly member: string; readonly paren: string };

/**
 * the values a face prints for `record` (its reduced face's with `reduced`, or with a number the face at
 * that place: 0 the front, 1 the reduced, 2 the first further one), as the board's counter shows them
 */
export const faceValues = (face: CounterFace, record: unknown, reduced: boolean | number = false): string[] =>
  (
    (reduced === true || reduced === 1
      ? face.reduced
      : typeof reduced === 'number' && reduced > 1
        ? face.further?.[reduced - 2]
        : face.values) ?? []
  ).flatMap((v) => {
    if (typeof v === 'object' && 'paren' in v) {
      const x = valueAt(record, v.member);
      if (x === undefined || x === null) return [];
      return [valueAt(record, v.paren) === true ? `(${String(x)})` : String(x)];
    }
    const got = (typeof v === 'string' ? [v] : v).map((m) => valueAt(record, m)).filter((x) => x !== undefined);
    return got.length ? [got.map((x) => (x === null ? '' : String(x))).join('-')] : [];
  });

/** the value a lookup gives for `record`, or undefined */
export const lookUp = (lookup: FaceLookup | undefined, record: unknown): string | undefined => {
  for (const l of lookup ?? []) {
    const v = valueAt(record, l.member);
    if (v === undefined || v === null) continue;
    if (!l.map) return String(v);
    if (Object.hasOwn(l.map, String(v))) return l.map[String(v)];
  }
  return undefined;
};

const asText = (v: string | Text): Text => (typeof v === 'string' ? { pl: v, en: v } : v);

/** the name and printed values `face` reads from `record` (a value left out, 0 or false is not printed) */
export const cardOf = (face: CardFace, record: unknown): Pick<CardView, 'name' | 'values'> => {
  let name: Text = { pl: '', en: '' };
  for (const n of face.name) {
    const v = valueAt(record, n.member);
    if (v === undefined || v === null || v === '') continue;
    if (!n.map) {
      name = asText(String(v));
      break;
    }
    if (Object.hasOwn(n.map, String(v))) {
      name = asText(n.map[String(v)]);
      break;
    }
  }
  const values = face.values.flatMap((f) => {
    const v = valueAt(record, f.member);
    if (v === undefined || v === null || v === false || v === 0 || v === '') return [];
    const shown = !f.map ? String(v) : Object.hasOwn(f.map, String(v)) ? f.map[String(v)] : undefined;
    if (shown === undefined) return [];
    return [(f.format ?? '{v}').replace('{v}', shown)];
  });
  return { name, values };
};
