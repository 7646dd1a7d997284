import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, packHash } from '../../rules/core/pack-hash.js';
import { cachedPackBlobs, localPackBlobs, type PackBlobs } from './pack-blobs.js';

const pack = { id: 'nasz', map: { hexes: [{ id: '0101', terrain: 'clear' }] } };
const hash = packHash(pack);

describe('pack blobs (local files)', () => {
  it('keeps a pack gzipped under its hash, once; a missing hash is null', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'rozkaz-blobs-')), 'packs');
    const blobs = localPackBlobs(dir);
    expect(existsSync(dir)).toBe(false);
    expect(await blobs.get(hash)).toBeNull();
    await blobs.put(hash, canonicalJson(pack));
    await blobs.put(hash, canonicalJson(pack));
    expect(readdirSync(dir)).toEqual([`${hash}.json.gz`]);
    expect(JSON.parse((await blobs.get(hash))!)).toEqual(pack);
  });

  it('refuses anything but a hash as a name', async () => {
    const blobs = localPackBlobs(mkdtempSync(join(tmpdir(), 'rozkaz-blobs-')));
    await expect(blobs.get('../../etc/passwd')).rejects.toThrow('not a pack hash');
  });

  it('the cache answers a kept pack without asking again, and asks again after a miss', async () => {
    const inner = localPackBlobs(mkdtempSync(join(tmpdir(), 'rozkaz-blobs-')));
    let asked = 0;
    const counting: PackBlobs = { put: inner.put, get: (h) => (asked++, inner.get(h)) };
    const cached = cachedPackBlobs(counting, 1);
    expect(await cached.get(hash)).toBeNull();
    await inner.put(hash, canonicalJson(pack));
    expect(await cached.get(hash)).toBe(canonicalJson(pack));
    expect(await cached.get(hash)).toBe(canonicalJson(pack));
    expect(asked).toBe(2);
    // one entry at most: another pack pushes the first out
    const other = { id: 'inny' };
    await cached.put(packHash(other), canonicalJson(other));
    await cached.get(hash);
    expect(asked).toBe(3);
  });
});
