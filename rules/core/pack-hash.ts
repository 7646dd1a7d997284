/**
 * A pack's content hash (v3): SHA-256 of its canonical JSON, hex. Canonical JSON sorts object keys,
 * drops `undefined` members (as JSON.stringify does) and writes numbers and strings as JSON does, so
 * the same content hashes the same whatever order its files or keys were read in. A game pins the
 * hash of the pack it was created with, so no change here may change a value: pack-hash.test.ts
 * holds the standard vectors and tests/regression/pack-hashes.test.ts every shipped pack's hash.
 *
 * SHA-256 is written here in plain TypeScript (FIPS 180-4) because rules/ may not import node:crypto
 * and must run unchanged in the browser. Every game module hashes its shipped pack when it loads
 * (100–200 KB of JSON), which every Lambda cold start and test worker pays, so this is written for
 * speed: the text is encoded straight into the padded message (one allocation, no per-byte array),
 * the rounds run on 32-bit integers in locals with one module-level schedule, and canonical JSON is
 * built by appending rather than by arrays of parts (`npm run bench -- cold`).
 */
import { utf8Length } from './utf8.js';

/** JSON with object keys sorted at every level; arrays keep their order (a hole writes nothing, as `map` + `join` did). */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    if (s === undefined) throw new Error(`canonicalJson: ${typeof value} is not JSON`);
    return s;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      if (!(i in value)) continue;
      const v: unknown = value[i];
      out += v === undefined ? 'null' : canonicalJson(v);
    }
    return `${out}]`;
  }
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let out = '{';
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    if (out.length > 1) out += ',';
    out += `${JSON.stringify(k)}:${canonicalJson(v)}`;
  }
  return `${out}}`;
};

/** writes `s` as UTF-8 into `out` from 0 (sized by utf8Length) */
const utf8Into = (s: string, out: Uint8Array): void => {
  let j = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) out[j++] = c;
    else if (c < 0x800) {
      out[j++] = 0xc0 | (c >> 6);
      out[j++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
      out[j++] = 0xf0 | (c >> 18);
      out[j++] = 0x80 | ((c >> 12) & 63);
      out[j++] = 0x80 | ((c >> 6) & 63);
      out[j++] = 0x80 | (c & 63);
    } else {
      out[j++] = 0xe0 | (c >> 12);
      out[j++] = 0x80 | ((c >> 6) & 63);
      out[j++] = 0x80 | (c & 63);
    }
  }
};

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** the message schedule, reused by every block (hashing is synchronous, so one is enough) */
const W = new Int32Array(64);

/** a message of `len` bytes in a buffer with room for its padding (padded.length = paddedSize(len)) */
const paddedSize = (len: number): number => ((len + 9 + 63) >> 6) << 6;

/** pads the message in place (FIPS 180-4 5.1.1) and returns its SHA-256, hex */
const digest = (m: Uint8Array, len: number): string => {
  const end = m.length;
  m[len] = 0x80;
  const hi = Math.floor(len / 2 ** 29);
  const lo = (len << 3) >>> 0;
  m[end - 8] = hi >>> 24;
  m[end - 7] = hi >>> 16;
  m[end - 6] = hi >>> 8;
  m[end - 5] = hi;
  m[end - 4] = lo >>> 24;
  m[end - 3] = lo >>> 16;
  m[end - 2] = lo >>> 8;
  m[end - 1] = lo;
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let off = 0; off < end; off += 64) {
    for (let i = 0, j = off; i < 16; i++, j += 4) W[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
    for (let i = 16; i < 64; i++) {
      const x = W[i - 15];
      const y = W[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7].map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
};

/** SHA-256 of bytes, hex. */
export const sha256Hex = (bytes: Uint8Array): string => {
  const m = new Uint8Array(paddedSize(bytes.length));
  m.set(bytes);
  return digest(m, bytes.length);
};

/** SHA-256 of a string's UTF-8 bytes, hex. */
export const sha256Text = (s: string): string => {
  const len = utf8Length(s);
  const m = new Uint8Array(paddedSize(len));
  utf8Into(s, m);
  return digest(m, len);
};

/** The content hash a pack is addressed and pinned by. */
export const packHash = (pack: unknown): string => sha256Text(canonicalJson(pack));
