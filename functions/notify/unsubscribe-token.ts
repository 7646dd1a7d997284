import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailKind, type MailKind } from './kinds.js';

/**
 * One-click unsubscribe tokens: `u1.<payload>.<mac>`, payload = base64url JSON {u: userId, k: kind},
 * mac = HMAC-SHA256 under a key derived from the service's signing key (so a token can never pass
 * for a session or a sign-in token). They do not expire: a link in an old email must keep working.
 */
export type SigningKey = string | Uint8Array;

const PREFIX = 'u1';
const subKey = (key: SigningKey): Buffer => createHmac('sha256', key).update('rozkaz/unsubscribe/v1').digest();
const mac = (key: SigningKey, payload: string): Buffer =>
  createHmac('sha256', subKey(key)).update(`${PREFIX}.${payload}`).digest();

export interface UnsubscribeClaim {
  userId: string;
  kind: MailKind;
}

export const signUnsubscribe = (key: SigningKey, claim: UnsubscribeClaim): string => {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, k: claim.kind })).toString('base64url');
  return `${PREFIX}.${payload}.${mac(key, payload).toString('base64url')}`;
};

/** the claim, or null for anything forged, altered or malformed */
export const verifyUnsubscribe = (key: SigningKey, token: string): UnsubscribeClaim | null => {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload, sig] = parts as [string, string, string];
  const given = Buffer.from(sig, 'base64url');
  const want = mac(key, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const o = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown };
    if (typeof o.u !== 'string' || o.u === '' || !isMailKind(o.k)) return null;
    return { userId: o.u, kind: o.k };
  } catch {
    return null;
  }
};

/** the link in the footer, and the List-Unsubscribe headers (RFC 8058: the POST goes to the same URL) */
export const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/api/unsubscribe?token=${encodeURIComponent(token)}`;

export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
