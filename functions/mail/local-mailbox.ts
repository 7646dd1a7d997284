/**
 * The local Mailer: keeps every message (in memory, and in DATA_DIR/mailbox.json when given a
 * directory), prints each to the console, and sends a given message id only once — like the
 * real mailer's MAIL# gate. `/dev/mail` shows it (functions/local/dev-routes.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock, type Clock } from '../time/clock.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface StoredMail extends MailMessage {
  at: string;
}

export class LocalMailbox implements Mailer {
  readonly messages: StoredMail[] = [];
  private readonly file: string | undefined;

  constructor(private readonly opts: { dir?: string; print?: boolean; clock?: Clock } = {}) {
    if (opts.dir) {
      mkdirSync(opts.dir, { recursive: true });
      this.file = join(opts.dir, 'mailbox.json');
      if (existsSync(this.file)) this.messages.push(...(JSON.parse(readFileSync(this.file, 'utf8')) as StoredMail[]));
    }
  }

  async send(message: MailMessage): Promise<void> {
    if (this.messages.some((m) => m.id === message.id)) return;
    const stored: StoredMail = { ...message, at: (this.opts.clock ?? systemClock).now().toISOString() };
    this.messages.push(stored);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.messages, null, 1));
    if (this.opts.print ?? true)
      console.log(`\n✉  to ${message.to}: ${message.subject}\n${message.text.replace(/^/gm, '   ')}`);
  }

  /** The newest message to an address, if any. */
  lastTo(address: string): StoredMail | undefined {
    return [...this.messages].reverse().find((m) => m.to === address.trim().toLowerCase());
  }
}
