/**
 * A refusal worded by its English words: the code (several as 'a|b'), the English words as the
 * game's source writes them with each value as `{…}` ('{…}' alone: any words of that code), and the
 * Polish words, which take the values back as `{1}`, `{2}`, … (in the English order) and a param as
 * `{name}`. The values are ids, hexes and numbers; where a value is English (a reason, a card's
 * kind) the Polish words leave it out. reasons-all.test.ts reads every refusal from the games'
 * source and fails on one that no entry here matches.
 */
export type Said = readonly [code: string, en: string, pl: string];

const patterns = new Map<string, RegExp>();

/** the English words as a pattern, each `{…}` a value */
const patternOf = (en: string): RegExp => {
  let re = patterns.get(en);
  if (!re) {
    const body = en
      .split('{…}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('(.*?)');
    re = new RegExp(`^${body}$`, 'su');
    patterns.set(en, re);
  }
  return re;
};

/**
 * The Polish words of the first entry for this code whose English words match `message`, with its
 * values and params filled in (`fill` fills the params, null when one is missing), or null.
 */
export const saidIn = (
  said: readonly Said[],
  code: string,
  message: string,
  fill: (pl: string) => string | null,
): string | null => {
  for (const [codes, en, pl] of said) {
    if (!codes.split('|').includes(code)) continue;
    const m = patternOf(en).exec(message);
    if (!m) continue;
    const out = fill(pl.replace(/\{(\d)\}/gu, (_, i: string) => (m[Number(i)] ?? '').replace(/\{/gu, '(')));
    if (out !== null) return out;
  }
  return null;
};
