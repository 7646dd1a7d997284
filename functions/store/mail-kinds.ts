/** The kinds of email a player may turn off one by one (sign-in links are not optional and are not listed). */
export const MAIL_KINDS = ['invitation', 'your-turn', 'deadline-warning', 'game-over', 'digest', 'league'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const isMailKind = (s: unknown): s is MailKind =>
  typeof s === 'string' && (MAIL_KINDS as readonly string[]).includes(s);
