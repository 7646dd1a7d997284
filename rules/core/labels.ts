import { z } from 'zod';

/**
 * Printed cell labels, the public coordinates of every board ("3713", "d5").
 * A scheme maps a label to offset coordinates {col, row} and back:
 *   offset index = printed value − origin  (origin defaults to 0)
 * so by default the offset col/row ARE the printed numbers, and a hex grid's offset parity
 * ('odd' | 'even') refers to the printed numbers, as wargame maps describe themselves.
 * Letters count a=0, b=1 … z=25, aa=26 … (bijective, spreadsheet style).
 */
export const labelSchemeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      /** column then row as zero-padded numbers: "3713" with colDigits 2, rowDigits 2 */
      kind: z.literal('digits'),
      colDigits: z.number().int().min(1).max(4),
      rowDigits: z.number().int().min(1).max(4),
      colOrigin: z.number().int().optional(),
      rowOrigin: z.number().int().optional(),
      /** printed between column and row, e.g. "." for "37.13"; none by default */
      separator: z.string().max(2).optional(),
      /** 'row-first': the row's digits come first ("RRCC", OWC prints 3518 = row 35, column 18) */
      order: z.enum(['col-first', 'row-first']).optional(),
    })
    .strict(),
  z
    .object({
      /**
       * two axial numbers, each after its letter: "A37B42" (Tannenberg 1914). The first number counts
       * the vertical columns west to east, the second the oblique rows, growing northwards; a grid
       * reads them as axial q = first, r = -(first + second) on flat-topped hexes (hex.ts). Parsed
       * also as "A37 B42", "A37,B42", "A37, B42", "A37,42" and in lower case; printed "A37B42".
       */
      kind: z.literal('axial'),
      letters: z.tuple([z.string().regex(/^[A-Z]$/), z.string().regex(/^[A-Z]$/)]).optional(),
    })
    .strict(),
  z
    .object({
      /** a letter (or letters) then a number: "d5"; `letters` says which axis the letters name */
      kind: z.literal('letter-number'),
      letters: z.enum(['col', 'row']),
      case: z.enum(['lower', 'upper']).optional(),
      /** zero-pad the number to this many digits ("a05"); 0 or absent: no padding */
      numberDigits: z.number().int().min(0).max(4).optional(),
      colOrigin: z.number().int().optional(),
      rowOrigin: z.number().int().optional(),
    })
    .strict(),
]);
export type LabelScheme = z.infer<typeof labelSchemeSchema>;

export interface Offset {
  col: number;
  row: number;
}

const lettersOf = (n: number): string => {
  // bijective base 26 with a=0: 0→a, 25→z, 26→aa
  let s = '';
  let v = n + 1;
  while (v > 0) {
    const m = (v - 1) % 26;
    s = String.fromCharCode(97 + m) + s;
    v = Math.floor((v - 1) / 26);
  }
  return s;
};
const valueOfLetters = (s: string): number => {
  let v = 0;
  for (const ch of s) v = v * 26 + (ch.charCodeAt(0) - 96);
  return v - 1;
};
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface LabelCodec {
  readonly scheme: LabelScheme;
  /** offset coordinates of a label, or undefined when the label is not in this scheme's form */
  parse(label: string): Offset | undefined;
  /** the printed label; throws when the coordinates cannot be printed in this scheme */
  format(o: Offset): string;
}

const axialCodec = (scheme: Extract<LabelScheme, { kind: 'axial' }>): LabelCodec => {
  const [a, b] = scheme.letters ?? ['A', 'B'];
  // a separator or the second letter is required: "A3742" would be ambiguous
  const re = new RegExp(`^${a}(\\d+)(?:\\s*,?\\s*${b}|\\s*,\\s*)(\\d+)$`, 'i');
  return {
    scheme,
    parse(label) {
      const m = re.exec(label.trim());
      return m ? { col: Number(m[1]), row: Number(m[2]) } : undefined;
    },
    format({ col, row }) {
      if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || row < 0)
        throw new Error(`label: ${a}${col}${b}${row} is not printable`);
      return `${a}${col}${b}${row}`;
    },
  };
};

export const labelCodec = (scheme: LabelScheme): LabelCodec => {
  if (scheme.kind === 'axial') return axialCodec(scheme);
  const co = scheme.colOrigin ?? 0;
  const ro = scheme.rowOrigin ?? 0;
  if (scheme.kind === 'digits') {
    const sep = scheme.separator ?? '';
    const rowFirst = scheme.order === 'row-first';
    const [d1, d2] = rowFirst ? [scheme.rowDigits, scheme.colDigits] : [scheme.colDigits, scheme.rowDigits];
    const re = new RegExp(`^(\\d{${d1}})${escapeRe(sep)}(\\d{${d2}})$`);
    return {
      scheme,
      parse(label) {
        const m = re.exec(label);
        if (!m) return undefined;
        const [cs, rs] = rowFirst ? [m[2], m[1]] : [m[1], m[2]];
        return { col: Number(cs) - co, row: Number(rs) - ro };
      },
      format({ col, row }) {
        const c = col + co,
          r = row + ro;
        const cs = String(c).padStart(scheme.colDigits, '0'),
          rs = String(r).padStart(scheme.rowDigits, '0');
        if (c < 0 || r < 0 || cs.length > scheme.colDigits || rs.length > scheme.rowDigits)
          throw new Error(`label: col ${col} row ${row} does not fit ${scheme.colDigits}+${scheme.rowDigits} digits`);
        return rowFirst ? rs + sep + cs : cs + sep + rs;
      },
    };
  }
  const upper = scheme.case === 'upper';
  const pad = scheme.numberDigits ?? 0;
  const letterRe = upper ? '[A-Z]+' : '[a-z]+';
  const numRe = pad > 0 ? `\\d{${pad}}` : '(?:0|[1-9]\\d*)';
  const re = new RegExp(`^(${letterRe})(${numRe})$`);
  const lettersOnCol = scheme.letters === 'col';
  return {
    scheme,
    parse(label) {
      const m = re.exec(label);
      if (!m) return undefined;
      const l = valueOfLetters(m[1].toLowerCase()),
        n = Number(m[2]);
      return lettersOnCol ? { col: l - co, row: n - ro } : { col: n - co, row: l - ro };
    },
    format({ col, row }) {
      const c = col + co,
        r = row + ro;
      const [l, n] = lettersOnCol ? [c, r] : [r, c];
      if (l < 0 || n < 0) throw new Error(`label: col ${col} row ${row} is before the scheme's first letter/number`);
      const ns = pad > 0 ? String(n).padStart(pad, '0') : String(n);
      if (pad > 0 && ns.length > pad) throw new Error(`label: ${n} does not fit ${pad} digits`);
      const ls = lettersOf(l);
      return (upper ? ls.toUpperCase() : ls) + ns;
    },
  };
};

/** Cells a pack declares: an explicit list of labels, or a rectangle of labels minus exclusions. */
export const cellSetSchema = z.union([
  z.object({ list: z.array(z.string()).min(1) }).strict(),
  z.object({ from: z.string(), to: z.string(), exclude: z.array(z.string()).optional() }).strict(),
]);
export type CellSet = z.infer<typeof cellSetSchema>;

/** Offsets of a declared cell set, in declaration order (rectangles: column-major for 'col' order, else row-major). */
export const expandCells = (codec: LabelCodec, cells: CellSet, order: 'col' | 'row' = 'col'): Offset[] => {
  const must = (label: string): Offset => {
    const o = codec.parse(label);
    if (!o) throw new Error(`label "${label}" is not in the board's numbering scheme`);
    return o;
  };
  if ('list' in cells) return cells.list.map(must);
  const a = must(cells.from),
    b = must(cells.to);
  const excluded = new Set(
    (cells.exclude ?? []).map((l) => {
      const o = must(l);
      return `${o.col},${o.row}`;
    }),
  );
  const out: Offset[] = [];
  const [c0, c1] = [Math.min(a.col, b.col), Math.max(a.col, b.col)];
  const [r0, r1] = [Math.min(a.row, b.row), Math.max(a.row, b.row)];
  if (order === 'col') {
    for (let c = c0; c <= c1; c++)
      for (let r = r0; r <= r1; r++) if (!excluded.has(`${c},${r}`)) out.push({ col: c, row: r });
  } else {
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) if (!excluded.has(`${c},${r}`)) out.push({ col: c, row: r });
  }
  return out;
};
