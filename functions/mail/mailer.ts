/** One email, ready to send. `id` is deterministic per message so a retry never sends it twice. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
}

/** The platform sends every email through this; locally a mailbox, in AWS SES v2. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
