import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { written } from './table-kit.js';
import { keys } from './keys.js';

/**
 * MAIL#<deterministic id>: each message is sent once. `claim` is the gate — only the first caller
 * for an id gets true; deferred messages (quiet hours) are stored with `sendAfter`.
 */
export class MailLog {
  constructor(private readonly db: Db) {}

  async claim(
    messageId: string,
    fields: { at: string; to: string; subject: string; sendAfter?: string; expiresAt?: number },
  ): Promise<boolean> {
    return written(
      this.db.client.send(
        new PutItemCommand({
          TableName: this.db.table,
          Item: toItem({ ...keys.mail(messageId), ...fields }),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  }

  async get(messageId: string): Promise<Record<string, unknown> | null> {
    const res = await this.db.client.send(
      new GetItemCommand({ TableName: this.db.table, Key: toItem(keys.mail(messageId)) }),
    );
    return res.Item ? fromItem(res.Item) : null;
  }
}
