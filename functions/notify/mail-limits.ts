/**
 * Mail is not a spam channel (docs/security.md). Every invitation by email — a game's, a club's —
 * passes `allowInvitation` before anything is stored or sent; every chat message passes
 * `allowChat`. The counters are the RATE# windows of the user store.
 */
import type { Profile, UserStore } from '../store/users.js';
import { DAY, HOUR } from '../time/clock.js';

export const MAIL_LIMITS = {
  /** invitations to addresses that have never signed in, per inviter and day */
  newAddressesPerDay: 20,
  /** invitations to one address that has never signed in, from anyone, per week */
  perRecipientWeek: 3,
  /** chat messages per player and game, per hour (each may mail the opponent) */
  chatPerHour: 30,
} as const;

export type LimitVerdict =
  | { ok: true }
  | { ok: false; code: 'invite-limit' | 'recipient-limit' | 'chat-limit'; message: string };

/**
 * An invitation from `inviterId` to `invitee`. Someone who has signed in (not provisional) can be
 * invited freely; an address that never signed in counts against the inviter's day and its own week.
 */
export const allowInvitation = async (
  users: UserStore,
  inviterId: string,
  invitee: Profile,
  now: Date,
): Promise<LimitVerdict> => {
  if (!invitee.provisional) return { ok: true };
  const byInviter = await users.hit(`invite-from:${inviterId}`, DAY, now);
  if (byInviter > MAIL_LIMITS.newAddressesPerDay)
    return {
      ok: false,
      code: 'invite-limit',
      message: `at most ${MAIL_LIMITS.newAddressesPerDay} invitations to new addresses a day; try again tomorrow`,
    };
  const toAddress = await users.hit(`invite-to:${invitee.email}`, 7 * DAY, now);
  if (toAddress > MAIL_LIMITS.perRecipientWeek)
    return {
      ok: false,
      code: 'recipient-limit',
      message: `this address has ${MAIL_LIMITS.perRecipientWeek} unanswered invitations this week; try again later`,
    };
  return { ok: true };
};

export const allowChat = async (users: UserStore, userId: string, gameId: string, now: Date): Promise<LimitVerdict> => {
  const n = await users.hit(`chat:${userId}:${gameId}`, HOUR, now);
  return n > MAIL_LIMITS.chatPerHour
    ? { ok: false, code: 'chat-limit', message: `at most ${MAIL_LIMITS.chatPerHour} messages an hour in one game` }
    : { ok: true };
};
