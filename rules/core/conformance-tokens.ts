/**
 * The fog check's search for secret tokens: many tokens (a campaign game has ~70) in each view and
 * event text, where `text.includes(token)` per token rescans the text once per token.
 *
 * One regular expression of all the tokens (an alternation of literals, longest first) finds them in
 * one pass: the engine skips ahead to the places where some token can start, much faster than a scan
 * per token or a walk from quote to quote. Each match moves the search on by one character only, so
 * tokens that overlap (`"a"` and `"b"` in `"a"b"` share a quote) are all found. At any one place the
 * alternation reports the longest token there; any other token found there is a prefix of it, so a
 * token occurs exactly when it, or a token it begins, was found. The answers are includes' answers.
 */

/** `(token) => text.includes(token)` for one text */
export type Occurs = (token: string) => boolean;

const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the last searches made, by their tokens: consecutive states mostly hold the same secrets */
const made = new Map<string, (text: string) => Occurs>();
const MADE_CAP = 32;

/**
 * A search for `tokens`: given a text, a test that answers `text.includes(token)` for any token. The
 * tokens among `tokens` are all found by one pass over the text, on the first question about one of
 * them; any other token asked about is searched with includes.
 */
export const tokenSearch = (tokens: Iterable<string>): ((text: string) => Occurs) => {
  // the empty token occurs everywhere: includes answers it
  const list = [...new Set(tokens)].filter((t) => t.length > 0).sort();
  const key = list.join('\0');
  const known = made.get(key);
  if (known) return known;
  // each token → the longer tokens of the list that begin with it (they follow it in sorted order)
  const extensions = new Map<string, string[]>();
  for (let i = 0; i < list.length; i++) {
    const longer: string[] = [];
    for (let j = i + 1; j < list.length && list[j].startsWith(list[i]); j++) longer.push(list[j]);
    extensions.set(list[i], longer);
  }
  const re = new RegExp(
    [...list]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const pass = (text: string): Set<string> => {
    const found = new Set<string>();
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      found.add(m[0]);
      re.lastIndex = m.index + 1;
    }
    return found;
  };
  const search = (text: string): Occurs => {
    let found: Set<string> | undefined;
    return (token) => {
      const longer = extensions.get(token);
      if (!longer) return text.includes(token);
      found ??= pass(text);
      return found.has(token) || longer.some((u) => found!.has(u));
    };
  };
  if (made.size >= MADE_CAP) made.delete(made.keys().next().value!);
  made.set(key, search);
  return search;
};
