import type { MessageHeader, SESv2Client } from '@aws-sdk/client-sesv2';
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
    if (!PRINTABLE_ASCII.test(Value) || Name.length + Value.length > 996)
      throw new Error(`mail header ${Name} must be printable ASCII under 996 characters`);
    return { Name, Value };
  });
};

/**
 * The Mailer in AWS: SES v2 SendEmail with Simple content (subject, text, HTML, all UTF-8) and
 * the message's own headers — List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * go in Simple.Headers, so no hand-built MIME is needed.
 */
export class SesMailer implements Mailer {
  /**
   * The SDK client is loaded on the first send, not at start: most API requests send no mail, and
   * a Lambda's cold start should not pay for evaluating the SES client (esbuild still bundles it;
   * the dynamic import becomes a lazy module init in the one file).
   */
  private loaded:
    | Promise<{ client: SESv2Client; SendEmailCommand: typeof import('./ses-sdk.js').SendEmailCommand }>
    | undefined;
  constructor(private readonly options: SesMailerOptions) {}

  private sdk() {
    return (this.loaded ??= import('./ses-sdk.js')
      .then((m) => ({ client: this.options.client ?? new m.SESv2Client({}), SendEmailCommand: m.SendEmailCommand }))
      .catch((e) => {
        this.loaded = undefined;
        throw e;
      }));
  }

  async send(message: MailMessage): Promise<void> {
    const headers = toHeaders(message.headers);
    const { client, SendEmailCommand } = await this.sdk();
    await client.send(
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
            Headers: headers,
          },
        },
        // the deterministic id travels as a tag, so bounces and complaints can be traced to it
        EmailTags: [{ Name: 'rozkaz-mail', Value: message.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256) }],
      }),
    );
  }
}
