/**
 * The fog check's search for secret tokens: many tokens (a campaign game has ~70) in each view and
 * event text, where `text.includes(token)` per token rescans the text once per token.
 *
 * One regular expression of all the tokens (an alternation of literals, longest first) finds them in
 * one pass: the engine skips ahead to the places where some token can start, much faster than a scan
 * per token or a walk from quote to quote. Each match moves the search on by one character only, so
 * tokens that overlap (`"a"` and `"b"` in `"a"b"` share a quote) are all found. At any one place the
 * alternation reports the longest token there; any other token there is a prefix of it, so the tokens
 * in a text are those found and the tokens they begin with: exactly those includes finds.
 */

const literal = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the tokens of the list that occur in one text (usually none: a view holds no secret it may not show) */
export type Found = ReadonlySet<string>;

/** the last searches made, by their tokens: consecutive states mostly hold the same secrets */
const made = new Map<string, (text: string) => Found>();
const MADE_CAP = 32;
const NONE: Found = new Set();

/** A search for `tokens`: given a text, the tokens t of the list for which `text.includes(t)`, in one pass. */
export const tokenSearch = (tokens: Iterable<string>): ((text: string) => Found) => {
  const all = [...new Set(tokens)];
  // the empty token occurs in every text
  const empty = all.includes('');
  const list = all.filter((t) => t.length > 0).sort();
  const key = `${empty ? '\0' : ''}${list.join('\0')}`;
  const known = made.get(key);
  if (known) return known;
  // each token → the shorter tokens of the list it begins with (they come before it in sorted order)
  const prefixes = new Map<string, string[]>();
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length && list[j].startsWith(list[i]); j++) {
      const p = prefixes.get(list[j]);
      if (p) p.push(list[i]);
      else prefixes.set(list[j], [list[i]]);
    }
  const re = list.length
    ? new RegExp(
        [...list]
          .sort((a, b) => b.length - a.length)
          .map(literal)
          .join('|'),
        'g',
      )
    : undefined;
  const search = (text: string): Found => {
    if (!re) return empty ? new Set(['']) : NONE;
    re.lastIndex = 0;
    let m = re.exec(text);
    if (!m && !empty) return NONE;
    const found = new Set<string>(empty ? [''] : []);
    for (; m; m = re.exec(text)) {
      found.add(m[0]);
      for (const p of prefixes.get(m[0]) ?? []) found.add(p);
      re.lastIndex = m.index + 1;
    }
    return found;
  };
  if (made.size >= MADE_CAP) made.delete(made.keys().next().value!);
  made.set(key, search);
  return search;
};
