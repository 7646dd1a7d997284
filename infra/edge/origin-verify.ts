/**
 * HTTP API Lambda authorizer (simple responses): a request is let through only when it carries
 * the origin header CloudFront adds, so the public execute-api address is useless on its own.
 * API Gateway caches the answer per header value (see web-and-api.ts), so this runs rarely.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

import { ORIGIN_HEADER } from './origin-header.js';
export { ORIGIN_HEADER };

interface AuthorizerEvent {
  headers?: Record<string, string | undefined>;
}

let expected: Promise<Buffer> | undefined;
const load = (): Promise<Buffer> =>
  (expected ??= new SecretsManagerClient({})
    .send(new GetSecretValueCommand({ SecretId: process.env.ORIGIN_SECRET_ARN }))
    .then((r) => Buffer.from(r.SecretString ?? ''))
    .catch((e: unknown) => {
      expected = undefined; // try again on the next request rather than deny forever
      throw e;
    }));

/** constant-time comparison; an empty expected value never matches */
export const matches = (given: string | undefined, want: Buffer): boolean => {
  if (!given || want.length === 0) return false;
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
};

export const handler = async (event: AuthorizerEvent): Promise<{ isAuthorized: boolean }> => ({
  isAuthorized: matches(event.headers?.[ORIGIN_HEADER], await load()),
});
