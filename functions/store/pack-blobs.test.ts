import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, packHash } from '../../rules/core/pack-hash.js';
import { cachedPackBlobs, localPackBlobs, type PackBlobs, s3PackBlobs } from './pack-blobs.js';

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

/**
 * The S3 store through the real SDK, against a small server answering S3's object calls as S3 does
 * (PUT and GET of `/<bucket>/<key>`, a missing key answered 404 `NoSuchKey`, path-style addressing as
 * for a bucket at an endpoint of its own): the object's key, body and headers are what AWS would keep.
 */
describe('pack blobs (S3, through the SDK)', () => {
  const objects = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  const seen: { method: string; url: string; signed: boolean }[] = [];
  /** requests still to be failed with a 500 (the SDK tries a failed call again, three times in all) */
  let failing = 0;
  const read = async (req: IncomingMessage): Promise<Buffer> => {
    const parts: Buffer[] = [];
    for await (const c of req) parts.push(c as Buffer);
    return Buffer.concat(parts);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    seen.push({
      method: req.method ?? '',
      url: url.pathname,
      signed: /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? ''),
    });
    const body = await read(req);
    if (failing > 0) {
      failing--;
      res.writeHead(500, { 'content-type': 'application/xml' });
      return res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
      );
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, {
        body,
        headers: {
          'content-type': String(req.headers['content-type']),
          'content-encoding': String(req.headers['content-encoding']),
        },
      });
      res.writeHead(200, { etag: '"1"' });
      return res.end();
    }
    const o = objects.get(url.pathname);
    if (req.method === 'GET' && o) {
      res.writeHead(200, { ...o.headers, 'content-length': String(o.body.length), etag: '"1"' });
      return res.end(o.body);
    }
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
    );
  });
  let blobs: PackBlobs;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    blobs = s3PackBlobs('rozkaz-packs', 'eu-central-1', {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('keeps a pack gzipped under packs/<hash>.json.gz, JSON gzip-encoded; reads it back', async () => {
    await blobs.put(hash, canonicalJson(pack));
    const kept = objects.get(`/rozkaz-packs/packs/${hash}.json.gz`)!;
    expect(kept).toBeDefined();
    expect(gunzipSync(kept.body).toString('utf8')).toBe(canonicalJson(pack));
    expect(kept.headers).toEqual({ 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(await blobs.get(hash)).toBe(canonicalJson(pack));
    expect(seen.every((r) => r.signed)).toBe(true);
  });

  it('a hash never kept is null (NoSuchKey); any other failure is thrown, not taken for a missing pack', async () => {
    const other = packHash({ id: 'nigdy' });
    expect(await blobs.get(other)).toBeNull();
    failing = 3;
    await expect(blobs.get(hash)).rejects.toThrow('We encountered an internal error.');
    expect(failing).toBe(0);
    expect(await blobs.get(hash)).toBe(canonicalJson(pack));
    await expect(blobs.get('../../etc/passwd')).rejects.toThrow('not a pack hash');
  });
});
