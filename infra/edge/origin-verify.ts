/**
 * HTTP API Lambda authorizer (simple responses): a request is let through only when it carries
 * the origin header CloudFront adds, so the public execute-api address is useless on its own.
 * API Gateway caches the answer per header value (see web-and-api.ts), so this runs rarely.
 *
 * Rotation without downtime (DEPLOY.md): both the current and the previous version of the secret
 * are accepted, and an unknown value makes a warm container re-read the secret (at most once a
 * minute) before it says no.
 */
import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_HEADER } from './origin-header.js';

export { ORIGIN_HEADER };

interface AuthorizerEvent {
  headers?: Record<string, string | undefined>;
}

const RELOAD_AFTER_MS = 60_000;
type Stage = 'AWSCURRENT' | 'AWSPREVIOUS';
/** reads one version of the origin token; undefined when that version does not exist */
export type ReadToken = (stage: Stage) => Promise<Buffer | undefined>;

/** constant-time comparison; an empty expected value never matches */
export const matches = (given: string | undefined, want: Buffer): boolean => {
  if (!given || want.length === 0) return false;
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
};

export function createAuthorizer(read: ReadToken, now: () => number = Date.now) {
  let accepted: Promise<Buffer[]> | undefined;
  let loadedAt = -Infinity;
  const load = (): Promise<Buffer[]> => {
    loadedAt = now();
    return (accepted = Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')])
      .then((vs) => vs.filter((v): v is Buffer => !!v && v.length > 0))
      .catch((e: unknown) => {
        accepted = undefined; // try again on the next request rather than deny forever
        throw e;
      }));
  };
  return async (event: AuthorizerEvent): Promise<{ isAuthorized: boolean }> => {
    const given = event.headers?.[ORIGIN_HEADER];
    if (!given) return { isAuthorized: false };
    if ((await (accepted ?? load())).some((w) => matches(given, w))) return { isAuthorized: true };
    if (now() - loadedAt < RELOAD_AFTER_MS) return { isAuthorized: false };
    return { isAuthorized: (await load()).some((w) => matches(given, w)) };
  };
}

const client = new SecretsManagerClient({});
const readFromSecretsManager: ReadToken = async (stage) => {
  try {
    const r = await client.send(
      new GetSecretValueCommand({ SecretId: process.env.ORIGIN_SECRET_ARN, VersionStage: stage }),
    );
    return r.SecretString ? Buffer.from(r.SecretString) : undefined;
  } catch (e) {
    // a secret never rotated has no previous version
    if (stage === 'AWSPREVIOUS' && (e as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw e;
  }
};

export const handler = createAuthorizer(readFromSecretsManager);
