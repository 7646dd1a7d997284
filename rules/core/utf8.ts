/**
 * UTF-8 without TextEncoder (the rules compile with neither DOM nor Node types): the byte length of a
 * string, for the pack hash and the conformance suite's size checks.
 */

/** bytes of `s` in UTF-8; a lone surrogate takes the three bytes of its own code point (so pack hashes stay as they were) */
export const utf8Length = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
};
