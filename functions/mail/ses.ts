import { SESv2Client, SendEmailCommand, type MessageHeader } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from './mailer.js';

export interface SesMailerOptions {
  /** the verified sender, e.g. "Rozkaz <noreply@example.org>" */
  from: string;
  client?: SESv2Client;
  /** an SES configuration set (bounce and complaint events) */
  configurationSet?: string;
}

// SES accepts header values of printable ASCII only (MessageHeader's documented limits).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]{1,126}$/;

const toHeaders = (headers: Record<string, string> | undefined): MessageHeader[] | undefined => {
  const entries = Object.entries(headers ?? {});
  if (entries.length === 0) return undefined;
  return entries.map(([Name, Value]) => {
    if (!HEADER_NAME.test(Name)) throw new Error(`mail header name not allowed by SES: ${JSON.stringify(Name)}`);
    if (!PRINTABLE_ASCII.test(Value) || Name.length + Value.length > 996) throw new Error(`mail header ${Name} must be printable ASCII under 996 characters`);
    return { Name, Value };
  });
};

/**
 * The Mailer in AWS: SES v2 SendEmail with Simple content (subject, text, HTML, all UTF-8) and
 * the message's own headers — List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * go in Simple.Headers, so no hand-built MIME is needed.
 */
export class SesMailer implements Mailer {
  private readonly client: SESv2Client;
  constructor(private readonly options: SesMailerOptions) {
    this.client = options.client ?? new SESv2Client({});
  }

  async send(message: MailMessage): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.options.from,
        Destination: { ToAddresses: [message.to] },
        ConfigurationSetName: this.options.configurationSet,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              Html: { Data: message.html, Charset: 'UTF-8' },
            },
            Headers: toHeaders(message.headers),
          },
        },
        // the deterministic id travels as a tag, so bounces and complaints can be traced to it
        EmailTags: [{ Name: 'rozkaz-mail', Value: message.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256) }],
      }),
    );
  }
}
