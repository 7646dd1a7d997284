/**
 * The fog check's search for secret tokens: many tokens (a campaign game has ~70) in each view and
 * event text, where `text.includes(token)` per token rescans the text once per token.
 *
 * Most tokens are a quoted string with no quote inside (`"ru-i-3"`, JSON.stringify of an id). Such a
 * token occurs in a text exactly when its inner part stands between two consecutive quotes of the
 * text: the token's own quotes are two quotes of the text with none between them. So at each quote
 * of the text at most one such token can start (the one whose inner part runs to the next quote),
 * and one pass from quote to quote finds them all, in any text (JSON, escaped quotes or not, or plain lines). Any other token is
 * searched with includes, so the answers are includes' answers.
 */

const QUOTE = 34;

/** `"…"` with no quote inside: found by the one pass */
const quoted = (t: string): boolean =>
  t.length >= 2 &&
  t.charCodeAt(0) === QUOTE &&
  t.charCodeAt(t.length - 1) === QUOTE &&
  t.indexOf('"', 1) === t.length - 1;

/** `(token) => text.includes(token)` for one text */
export type Occurs = (token: string) => boolean;

/**
 * A search for `tokens`: given a text, a test that answers `text.includes(token)` for any token. The
 * quoted tokens among `tokens` are all found by one pass over the text, on the first question about
 * one of them; any other token asked about is searched with includes.
 */
export const tokenSearch = (tokens: Iterable<string>): ((text: string) => Occurs) => {
  // inner part → its token
  const byInner = new Map<string, string>();
  for (const t of tokens) if (quoted(t)) byInner.set(t.slice(1, -1), t);
  const lengths = new Set([...byInner.keys()].map((x) => x.length));
  // from each quote to the next: the text between them is the only inner part a token can have there
  const pass = (text: string): Set<string> => {
    const found = new Set<string>();
    for (let i = text.indexOf('"'); i >= 0 && found.size < byInner.size; ) {
      const j = text.indexOf('"', i + 1);
      if (j < 0) break;
      if (lengths.has(j - i - 1)) {
        const t = byInner.get(text.slice(i + 1, j));
        if (t !== undefined) found.add(t);
      }
      i = j; // the closing quote may open the next token
    }
    return found;
  };
  return (text) => {
    let found: Set<string> | undefined;
    return (token) => {
      // a quoted token of the list is the one its inner part maps to
      if (byInner.get(token.slice(1, -1)) !== token) return text.includes(token);
      found ??= pass(text);
      return found.has(token);
    };
  };
};
