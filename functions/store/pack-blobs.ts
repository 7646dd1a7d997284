/**
 * Club packs' content, addressed by its hash: the pack's canonical JSON, gzipped, stored once per
 * hash and never changed (a game pinned to a hash can always be served). Behind one interface: files
 * under `DATA_DIR/packs` locally, an S3 bucket in AWS (a club's map may pass DynamoDB's 400 KB item
 * limit, so the content is not in the table; its metadata is: club-pack-items.ts). Reads are cached
 * per function instance: content under a hash never changes.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface PackBlobs {
  /** keeps `json` (a pack's canonical JSON) under `hash`; a second put of the same hash is a no-op */
  put(hash: string, json: string): Promise<void>;
  /** the JSON kept under `hash`, or null */
  get(hash: string): Promise<string | null>;
}

const HASH = /^[0-9a-f]{64}$/;
const fileOf = (hash: string) => {
  // the hash becomes a file name or an object key: never anything but 64 hex digits
  if (!HASH.test(hash)) throw new Error(`not a pack hash: ${hash.slice(0, 80)}`);
  return `${hash}.json.gz`;
};

/** Files under `dir` (`npm start`: DATA_DIR/packs); written to a temporary name and renamed. */
export const localPackBlobs = (dir: string): PackBlobs => {
  return {
    async put(hash, json) {
      const file = join(dir, fileOf(hash));
      if (existsSync(file)) return;
      mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(tmp, gzipSync(Buffer.from(json, 'utf8')));
      renameSync(tmp, file);
    },
    async get(hash) {
      const file = join(dir, fileOf(hash));
      return existsSync(file) ? gunzipSync(readFileSync(file)).toString('utf8') : null;
    },
  };
};

/** what a test gives the S3 client beyond the region: another endpoint (an S3-speaking server) and its keys */
export interface S3Endpoint {
  endpoint: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Objects `packs/<hash>.json.gz` in `bucket`; the SDK is imported on first use (s3-sdk.ts). `at`: an
 * endpoint of its own (tests); deployed, the client finds the bucket's region and the role's keys itself.
 */
export const s3PackBlobs = (bucket: string, region?: string, at?: S3Endpoint): PackBlobs => {
  let sdk: Promise<{ client: import('./s3-sdk.js').S3Client; m: typeof import('./s3-sdk.js') }> | null = null;
  const load = () =>
    (sdk ??= import('./s3-sdk.js').then((m) => ({
      m,
      client: new m.S3Client({ ...(region ? { region } : {}), ...at }),
    })));
  const key = (hash: string) => `packs/${fileOf(hash)}`;
  return {
    async put(hash, json) {
      const { client, m } = await load();
      await client.send(
        new m.PutObjectCommand({
          Bucket: bucket,
          Key: key(hash),
          Body: gzipSync(Buffer.from(json, 'utf8')),
          ContentType: 'application/json',
          ContentEncoding: 'gzip',
        }),
      );
    },
    async get(hash) {
      const { client, m } = await load();
      try {
        const res = await client.send(new m.GetObjectCommand({ Bucket: bucket, Key: key(hash) }));
        const bytes = await res.Body!.transformToByteArray();
        return gunzipSync(bytes).toString('utf8');
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
  };
};

/** `inner` with a per-instance cache of what it found (at most `most` packs, oldest dropped first). */
export const cachedPackBlobs = (inner: PackBlobs, most = 32): PackBlobs => {
  const found = new Map<string, string>();
  const remember = (hash: string, json: string) => {
    found.delete(hash);
    found.set(hash, json);
    if (found.size > most) found.delete(found.keys().next().value!);
  };
  return {
    async put(hash, json) {
      await inner.put(hash, json);
      remember(hash, json);
    },
    async get(hash) {
      const hit = found.get(hash);
      if (hit !== undefined) return hit;
      const json = await inner.get(hash);
      if (json !== null) remember(hash, json);
      return json;
    },
  };
};

/** The store the environment names: `PACK_BUCKET` in AWS, else files under `DATA_DIR/packs`; cached. */
export const packBlobsFromEnv = (env: NodeJS.ProcessEnv = process.env): PackBlobs =>
  cachedPackBlobs(
    env.PACK_BUCKET
      ? s3PackBlobs(env.PACK_BUCKET, env.AWS_REGION)
      : localPackBlobs(join(env.DATA_DIR ?? '.data', 'packs')),
  );
