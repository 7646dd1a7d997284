import { describe, expect, it } from 'vitest';
import { ORIGIN_HEADER, createAuthorizer, matches } from '../../infra/edge/origin-verify.js';
import { SPA_FALLBACK_SOURCE } from '../../infra/edge/spa-fallback.js';

// the CloudFront Function as CloudFront runs it: a top-level `handler` taking the viewer event
const handler = new Function(`${SPA_FALLBACK_SOURCE}; return handler;`)() as (e: unknown) => { uri: string };
const rewrite = (uri: string) => handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } }).uri;

describe('SPA fallback (CloudFront Function on the web behaviour)', () => {
  it('app pages get /index.html', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/g/01HZX3K9')).toBe('/index.html');
    expect(rewrite('/signin')).toBe('/index.html');
    expect(rewrite('/games/')).toBe('/index.html');
  });

  it('files keep their path, so a missing asset is not answered with the page', () => {
    expect(rewrite('/index.html')).toBe('/index.html');
    expect(rewrite('/assets/main-3F2A.js')).toBe('/assets/main-3F2A.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/assets/missing.css')).toBe('/assets/missing.css');
  });

  it('uses only what cloudfront-js-2.0 offers (no imports, no require, no async)', () => {
    expect(SPA_FALLBACK_SOURCE).not.toMatch(/\b(import|require|async|await|fetch)\b/);
    expect(SPA_FALLBACK_SOURCE.length).toBeLessThan(10_240);
  });
});

describe('origin authorizer', () => {
  const want = Buffer.from('s3cretS3cretS3cret');
  it('lets through exactly the configured value', () => {
    expect(matches('s3cretS3cretS3cret', want)).toBe(true);
  });
  it('refuses a missing, shorter, longer or different value', () => {
    expect(matches(undefined, want)).toBe(false);
    expect(matches('', want)).toBe(false);
    expect(matches('s3cretS3cretS3cre', want)).toBe(false);
    expect(matches('s3cretS3cretS3cretX', want)).toBe(false);
    expect(matches('S3cretS3cretS3cret', want)).toBe(false);
  });
  it('never matches when the secret could not be read (empty)', () => {
    expect(matches('', Buffer.alloc(0))).toBe(false);
    expect(matches('anything', Buffer.alloc(0))).toBe(false);
  });
});

describe('origin authorizer: rotation without downtime', () => {
  const store = () => {
    const versions: { AWSCURRENT?: string; AWSPREVIOUS?: string } = { AWSCURRENT: 'token-one-aaaaaaaa' };
    let reads = 0;
    return {
      versions,
      reads: () => reads,
      read: async (stage: 'AWSCURRENT' | 'AWSPREVIOUS') => {
        reads++;
        const v = versions[stage];
        return v === undefined ? undefined : Buffer.from(v);
      },
    };
  };
  const ev = (value?: string) => ({ headers: value === undefined ? {} : { [ORIGIN_HEADER]: value } });

  it('no header: refused without reading the secret', async () => {
    const s = store();
    const auth = createAuthorizer(s.read);
    expect(await auth(ev())).toEqual({ isAuthorized: false });
    expect(s.reads()).toBe(0);
  });

  it('the current token passes, a wrong one does not; the secret is read once per container', async () => {
    const s = store();
    const auth = createAuthorizer(s.read, () => 0);
    expect(await auth(ev('token-one-aaaaaaaa'))).toEqual({ isAuthorized: true });
    expect(await auth(ev('token-one-aaaaaaab'))).toEqual({ isAuthorized: false });
    expect(await auth(ev('token-one-aaaaaaaa'))).toEqual({ isAuthorized: true });
    expect(s.reads()).toBe(2); // AWSCURRENT and AWSPREVIOUS, once
  });

  it('after put-secret-value: the old token (now AWSPREVIOUS) and the new one both pass', async () => {
    const s = store();
    let t = 0;
    const auth = createAuthorizer(s.read, () => t);
    expect(await auth(ev('token-one-aaaaaaaa'))).toEqual({ isAuthorized: true });
    Object.assign(s.versions, { AWSPREVIOUS: 'token-one-aaaaaaaa', AWSCURRENT: 'token-two-bbbbbbbb' });
    // within a minute of the last read, an unknown value is refused without re-reading
    t = 30_000;
    expect(await auth(ev('token-two-bbbbbbbb'))).toEqual({ isAuthorized: false });
    // later, an unknown value makes the container re-read before refusing
    t = 61_000;
    expect(await auth(ev('token-two-bbbbbbbb'))).toEqual({ isAuthorized: true });
    expect(await auth(ev('token-one-aaaaaaaa'))).toEqual({ isAuthorized: true });
    expect(await auth(ev('token-three-cccccc'))).toEqual({ isAuthorized: false });
  });

  it('a failed read is retried on the next request instead of refusing forever', async () => {
    let fail = true;
    const auth = createAuthorizer(async () => {
      if (fail) throw new Error('throttled');
      return Buffer.from('token-one-aaaaaaaa');
    });
    await expect(auth(ev('token-one-aaaaaaaa'))).rejects.toThrow('throttled');
    fail = false;
    expect(await auth(ev('token-one-aaaaaaaa'))).toEqual({ isAuthorized: true });
  });
});
