/**
 * The one way a message leaves: a MAIL item is created under its deterministic id (a retry finds
 * it taken and stops), then claimed, sent and marked sent. Quiet hours turn "now" into "when they
 * end" (or into the digest, when the player chose that). Messages written at send time (warnings,
 * digests) are scheduled empty and written by a `prepare` callback when due.
 */
import type { RenderedMail } from '../mail/templates/layout.js';
import { ClockItems } from '../store/clock-items.js';
import { MailStore, type MailAbout, type MailItem, type StoredMessage } from '../store/mail-items.js';
import type { Profile } from '../store/users.js';
import { MINUTE } from '../time/clock.js';
import type { NotifyDeps } from './deps.js';
import type { MailKind } from './kinds.js';
import { quietToDigest, wants } from './preferences.js';
import { isQuiet, quietEndsAt } from './quiet-hours.js';
import { signUnsubscribe, unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.js';

/** how long a sender may hold a message before another may try it (a crashed sender's message is retried) */
export const SEND_LEASE_MS = 10 * MINUTE;

export type PostOutcome = 'sent' | 'waiting' | 'digested' | 'duplicate' | 'unwanted';

/** what a due message's writer decides */
export type Prepared = { send: RenderedMail } | { reschedule: Date } | { cancel: string };
export type Prepare = (item: MailItem, profile: Profile) => Promise<Prepared>;

export class Postman {
  readonly mails: MailStore;
  readonly extras: ClockItems;
  constructor(private readonly d: NotifyDeps) {
    this.mails = new MailStore(d.db);
    this.extras = new ClockItems(d.db);
  }

  unsubscribeLink(userId: string, kind: MailKind): string {
    return unsubscribeUrl(this.d.publicUrl, signUnsubscribe(this.d.signingKey, { userId, kind }));
  }

  envelope(profile: Profile, kind: MailKind) {
    return {
      lang: profile.lang,
      timeZone: profile.timeZone,
      publicUrl: this.d.publicUrl,
      unsubscribeUrl: this.unsubscribeLink(profile.userId, kind),
    };
  }

  private stored(profile: Profile, kind: MailKind, m: RenderedMail): StoredMessage {
    return { ...m, headers: unsubscribeHeaders(this.unsubscribeLink(profile.userId, kind)) };
  }

  /**
   * A message written now, for now: sent at once, or held for the end of quiet hours, or folded
   * into the digest. `onDigest` is called when it was folded (the caller makes sure a digest comes).
   */
  async post(o: {
    id: string;
    kind: MailKind;
    profile: Profile;
    message: RenderedMail;
    about?: MailAbout;
    onDigest?: () => Promise<void>;
  }): Promise<PostOutcome> {
    const { profile, kind } = o;
    if (!wants(profile, kind)) return 'unwanted';
    const now = this.d.clock.now();
    const quiet = isQuiet(now, profile.timeZone, profile.quietHours);
    const base = {
      id: o.id,
      kind,
      userId: profile.userId,
      to: profile.email,
      createdAt: now.toISOString(),
      about: o.about,
      message: this.stored(profile, kind, o.message),
    };
    if (quiet && kind === 'your-turn' && quietToDigest(profile)) {
      const created = await this.mails.create({ ...base, status: 'digested', sendAt: now.toISOString() });
      if (created) await o.onDigest?.();
      return created ? 'digested' : 'duplicate';
    }
    const sendAt = quiet ? quietEndsAt(now, profile.timeZone, profile.quietHours) : now;
    if (!(await this.mails.create({ ...base, sendAt: sendAt.toISOString() }))) return 'duplicate';
    if (quiet) return 'waiting';
    const out = await this.sendDue(o.id);
    return out === 'sent' ? 'sent' : 'waiting';
  }

  /** A message written when it goes out (warnings, digests): scheduled now, prepared when due. */
  async schedule(o: {
    id: string;
    kind: MailKind;
    profile: Profile;
    sendAt: Date;
    about?: MailAbout;
  }): Promise<boolean> {
    if (!wants(o.profile, o.kind)) return false;
    return this.mails.create({
      id: o.id,
      kind: o.kind,
      userId: o.profile.userId,
      to: o.profile.email,
      createdAt: this.d.clock.now().toISOString(),
      sendAt: o.sendAt.toISOString(),
      about: o.about,
    });
  }

  /**
   * Sends one due message if this caller wins its claim. Before sending it re-reads the player's
   * choices (they may have unsubscribed meanwhile) and quiet hours (a message made due by a
   * deadline may fall into them), and lets `prepare` write, delay or drop it.
   */
  async sendDue(
    id: string,
    choose?: (item: MailItem) => Prepare | undefined,
  ): Promise<'sent' | 'rescheduled' | 'cancelled' | 'not-claimed'> {
    const now = this.d.clock.now();
    const item = await this.mails.claim(id, now, SEND_LEASE_MS);
    if (!item) return 'not-claimed';
    const profile = item.userId ? await this.d.users.profile(item.userId) : null;
    if (!profile || !wants(profile, item.kind)) {
      await this.mails.finish(id, 'cancelled', now, { note: profile ? 'unsubscribed' : 'no such user' });
      return 'cancelled';
    }
    // an address that bounced or complained is never mailed again, whatever the message
    if (await this.d.users.isSuppressed(profile.email)) {
      await this.mails.finish(id, 'cancelled', now, { note: 'suppressed' });
      return 'cancelled';
    }
    if (isQuiet(now, profile.timeZone, profile.quietHours)) {
      await this.mails.reschedule(id, quietEndsAt(now, profile.timeZone, profile.quietHours));
      return 'rescheduled';
    }
    let message = item.message;
    const prepare = choose?.(item);
    if (prepare) {
      const p = await prepare(item, profile);
      if ('cancel' in p) {
        await this.mails.finish(id, 'cancelled', now, { note: p.cancel });
        return 'cancelled';
      }
      if ('reschedule' in p) {
        await this.mails.reschedule(id, p.reschedule);
        return 'rescheduled';
      }
      message = this.stored(profile, item.kind, p.send);
    }
    if (!message) {
      await this.mails.finish(id, 'cancelled', now, { note: 'nothing to send' });
      return 'cancelled';
    }
    await this.d.mailer.send({
      id,
      to: profile.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    await this.mails.finish(id, 'sent', now, prepare ? { message } : {});
    return 'sent';
  }
}
