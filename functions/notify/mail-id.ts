import { createHash } from 'node:crypto';
import type { MailKind } from './kinds.js';

/**
 * A message's id is a function of what it is about, never of when it was made, so the notifier
 * and the sweeper compute the same id on a retry and the conditional put of `MAIL#<id>` lets
 * exactly one of them send it.
 */
export const mailId = (kind: MailKind, ...about: (string | number)[]): string =>
  `${kind}-${createHash('sha256')
    .update([kind, ...about.map(String)].join('\u001f'))
    .digest('hex')
    .slice(0, 40)}`;

/** the ids of each kind, spelled out so every sender agrees on what identifies a message */
export const mailIds = {
  invitation: (gameId: string, email: string) => mailId('invitation', gameId, email.trim().toLowerCase()),
  /** the turn that handed the prompt over: one message per hand-off per recipient */
  yourTurn: (gameId: string, turn: number, userId: string) => mailId('your-turn', gameId, turn, userId),
  /** one warning per move: the move is named by the turn that started it */
  deadlineWarning: (gameId: string, moveStartTurn: number, userId: string) =>
    mailId('deadline-warning', gameId, moveStartTurn, userId),
  gameOver: (gameId: string, userId: string) => mailId('game-over', gameId, userId),
  /** one digest per player per local calendar day */
  digest: (userId: string, localDay: string) => mailId('digest', userId, localDay),
} as const;
