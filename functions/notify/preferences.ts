import type { Profile } from '../store/users.js';
import type { MailKind } from './kinds.js';

/**
 * A player's mail choices live in the profile's `notify` map (kind → on/off). Every kind is on
 * unless turned off, except the daily digest, which is opt-in. `quiet-digest: true` (with the
 * digest on) folds what arrives during quiet hours into the digest instead of holding it.
 */
export const wants = (p: Pick<Profile, 'notify'>, kind: MailKind): boolean =>
  kind === 'digest' ? p.notify?.digest === true : p.notify?.[kind] !== false;

export const quietToDigest = (p: Pick<Profile, 'notify'>): boolean =>
  p.notify?.['quiet-digest'] === true && p.notify?.digest === true;
