import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, packHash, sha256Text } from './pack-hash.js';

const node = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('pack content hash (v3): canonical JSON, SHA-256 in plain TypeScript', () => {
  it('SHA-256 matches the FIPS 180-4 test vectors and node:crypto, across block boundaries and UTF-8', () => {
    expect(sha256Text('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Text('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    for (const n of [55, 56, 63, 64, 65, 119, 120, 1000]) expect(sha256Text('x'.repeat(n))).toBe(node('x'.repeat(n)));
    const polish = 'Zażółć gęślą jaźń — Łódź 𝄞';
    expect(sha256Text(polish)).toBe(node(polish));
  });
  it('canonical JSON sorts keys at every level, keeps array order and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'ą' }, u: undefined })).toBe(
      '{"a":{"c":"ą","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  it('the same content read in another key order has the same hash; any change of content changes it', () => {
    const a = { id: 'p', map: { hexes: [{ id: '0101', t: 'clear' }] }, title: { pl: 'x', en: 'y' } };
    const b = { title: { en: 'y', pl: 'x' }, map: { hexes: [{ t: 'clear', id: '0101' }] }, id: 'p' };
    expect(packHash(a)).toBe(packHash(b));
    expect(packHash(a)).toBe(node(canonicalJson(a)));
    expect(packHash({ ...a, id: 'q' })).not.toBe(packHash(a));
    expect(packHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
