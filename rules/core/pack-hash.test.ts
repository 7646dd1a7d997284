import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, packHash, sha256Hex, sha256Text } from './pack-hash.js';

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
  it('SHA-256 of bytes and of text agree with node:crypto at every length around the padding, one to four UTF-8 bytes a character', () => {
    const chars = ['a', 'ż', '—', '𝄞'];
    for (let n = 0; n < 300; n++) {
      const s = Array.from({ length: n }, (_, i) => chars[(i * 7 + n) % 4]).join('');
      expect(sha256Text(s)).toBe(node(s));
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 255);
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
  it('a lone surrogate hashes as the three bytes of its own code point (as before the speed-up), a pair as one character', () => {
    const bytes = (...b: number[]) => createHash('sha256').update(Uint8Array.from(b)).digest('hex');
    expect(sha256Text('\ud800')).toBe(bytes(0xed, 0xa0, 0x80));
    expect(sha256Text('a\udc00b')).toBe(bytes(0x61, 0xed, 0xb0, 0x80, 0x62));
    expect(sha256Text('\udc00\ud800')).toBe(bytes(0xed, 0xb0, 0x80, 0xed, 0xa0, 0x80));
    expect(sha256Text('\udbff\udfff')).toBe(bytes(0xf4, 0x8f, 0xbf, 0xbf));
  });
  it('canonical JSON sorts keys at every level, keeps array order and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'ą' }, u: undefined })).toBe(
      '{"a":{"c":"ą","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  it('canonical JSON and hashes of edge cases are the values the first implementation gave', () => {
    // recorded with the map-and-join canonical JSON and per-byte SHA-256 this file had before the speed-up
    const mixed = {
      '10': 'x',
      '2': 'y',
      '1': [1.5, -0, 1e21, 1e-7, null, undefined, true, false, ''],
      a: 'Zażółć gęślą jaźń — Łódź 𝄞 \u0007 "q" \\ \ud800',
    };
    expect(canonicalJson(mixed)).toBe(
      '{"1":[1.5,0,1e+21,1e-7,null,null,true,false,""],"10":"x","2":"y","a":"Zażółć gęślą jaźń — Łódź 𝄞 \\u0007 \\"q\\" \\\\ \\ud800"}',
    );
    expect(packHash(mixed)).toBe('b3dc468f40ed07c9f5ae1cbdf709d3db9da80f3b7766f5bb68f7f727d850cc88');
    // biome-ignore lint/suspicious/noSparseArray: a hole writes nothing, as it did
    const holes = [1, , 2, ,];
    expect(canonicalJson(holes)).toBe('[1,,2,]');
    expect(packHash(holes)).toBe('2b6e0f4f1cd239b17e262392e70eb6ab9447848fa08cfabdff0638b29b257925');
    expect(packHash({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'ą' }, u: undefined })).toBe(
      'c68c1f7a3edca3f60b050ba1909b8866247636d99f59979d417078dcb2f12105',
    );
    expect([packHash({}), packHash([]), packHash('x'), packHash(0)]).toEqual([
      '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a',
      '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
      'ba2df4903a2c14e86dc3bcca58911b44ac1d2514b7227bf6eb08cfb978f55a1b',
      '5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9',
    ]);
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
