/**
 * SES bounce and complaint events (SES → SNS → the `bounces` Lambda): an address that bounced for
 * good or complained is suppressed (`EMAIL#<address>` / `SUPPRESSED`), and the mail gate never mails
 * it again (`notify/postman.ts`). A transient bounce (mailbox full, greylisting) changes nothing.
 * Both SES shapes are read: event publishing (`eventType`, from a configuration set, which the stack
 * uses) and identity notifications (`notificationType`).
 */
import type { SuppressReason, UserStore } from '../store/users.js';

interface Recipient {
  emailAddress?: string;
}
export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: Recipient[] };
  complaint?: { complainedRecipients?: Recipient[] };
}

/** the addresses one SES event asks us to stop mailing, and why */
export const suppressionsOf = (e: SesEvent): { email: string; reason: SuppressReason }[] => {
  const kind = e.eventType ?? e.notificationType;
  const addresses = (list: Recipient[] | undefined) =>
    (list ?? []).map((r) => r.emailAddress).filter((a): a is string => typeof a === 'string' && a.includes('@'));
  if (kind === 'Bounce' && e.bounce?.bounceType === 'Permanent')
    return addresses(e.bounce.bouncedRecipients).map((email) => ({ email, reason: 'bounce' }));
  if (kind === 'Complaint')
    return addresses(e.complaint?.complainedRecipients).map((email) => ({ email, reason: 'complaint' }));
  return [];
};

/** Suppresses what each message (an SNS message body: one SES event as JSON) names; counts for the log. */
export const handleSesMessages = async (
  messages: readonly string[],
  users: Pick<UserStore, 'suppress'>,
  now: Date,
): Promise<{ events: number; bounce: number; complaint: number; ignored: number }> => {
  const counts = { events: messages.length, bounce: 0, complaint: 0, ignored: 0 };
  for (const m of messages) {
    let event: SesEvent;
    try {
      event = JSON.parse(m) as SesEvent;
    } catch {
      counts.ignored++;
      continue;
    }
    const found = suppressionsOf(event);
    if (!found.length) counts.ignored++;
    for (const s of found) {
      await users.suppress(s.email, s.reason, now);
      counts[s.reason === 'bounce' ? 'bounce' : 'complaint']++;
    }
  }
  return counts;
};
