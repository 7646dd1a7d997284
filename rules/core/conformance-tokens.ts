/**
 * The fog check's search for secret tokens: many tokens (a campaign game has ~70) in each view and
 * event text, where `text.includes(token)` per token rescans the text once per token.
 *
 * Most tokens are a quoted string with no quote inside (`"ru-i-3"`, JSON.stringify of an id). Such a
 * token occurs in a text exactly when its inner part stands between two consecutive quotes of the
 * text: the token's own quotes are two quotes of the text with none between them. So one walk from
 * quote to quote finds every such token, in any text (JSON, escaped quotes or not, or plain lines).
 * Any other token is searched with includes, so the answers are includes' answers.
 */

const QUOTE = 34;

/** `"…"` with no quote inside: found by the walk from quote to quote */
const quoted = (t: string): boolean =>
  t.length >= 2 &&
  t.charCodeAt(0) === QUOTE &&
  t.charCodeAt(t.length - 1) === QUOTE &&
  t.indexOf('"', 1) === t.length - 1;

/** `(token) => text.includes(token)` for one text */
export type Occurs = (token: string) => boolean;

/**
 * A search for `tokens`: given a text, a test that answers `text.includes(token)` for any token. The
 * quoted tokens among `tokens` are all found by one walk over the text, on the first question about
 * one of them; any other token asked about is searched with includes.
 */
export const tokenSearch = (tokens: Iterable<string>): ((text: string) => Occurs) => {
  // inner part → its token, and the lengths of the inner parts (most runs between quotes are skipped by length)
  const byInner = new Map<string, string>();
  const lengths = new Set<number>();
  for (const t of tokens)
    if (quoted(t)) {
      byInner.set(t.slice(1, -1), t);
      lengths.add(t.length - 2);
    }
  const walk = (text: string): Set<string> => {
    const found = new Set<string>();
    let q = text.indexOf('"');
    while (q !== -1 && found.size < byInner.size) {
      const next = text.indexOf('"', q + 1);
      if (next === -1) break;
      if (lengths.has(next - q - 1)) {
        const t = byInner.get(text.slice(q + 1, next));
        if (t !== undefined) found.add(t);
      }
      q = next;
    }
    return found;
  };
  return (text) => {
    let found: Set<string> | undefined;
    return (token) => {
      // a quoted token of the list is the one its inner part maps to
      if (byInner.get(token.slice(1, -1)) !== token) return text.includes(token);
      found ??= walk(text);
      return found.has(token);
    };
  };
};
