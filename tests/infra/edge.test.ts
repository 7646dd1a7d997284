import { describe, expect, it } from 'vitest';
import { matches } from '../../infra/edge/origin-verify.js';
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
