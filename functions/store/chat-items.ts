/** Chat between a game's players: `GAME#id` / `CHAT#<time>#<id>`, read newest first, shown oldest first. */
import { PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { fromItem, toItem } from './codec.js';
import type { Db } from './db.js';
import { keys, PREFIX } from './keys.js';

export interface ChatMessage {
  id: string;
  at: string;
  side: string;
  userId: string;
  name: string;
  text: string;
  /** who may read it: every seat ('all', or absent on older messages), or the members of one alliance (its id) */
  to?: string;
}

export const CHAT_PAGE = 200;

export class ChatStore {
  constructor(private readonly db: Db) {}

  async add(gameId: string, m: Omit<ChatMessage, 'id'>): Promise<ChatMessage> {
    const msg: ChatMessage = { id: randomBytes(6).toString('base64url'), ...m };
    await this.db.client.send(
      new PutItemCommand({
        TableName: this.db.table,
        Item: toItem({ ...keys.chat(gameId, msg.at, msg.id), ...msg }),
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
    return msg;
  }

  /** the latest `limit` messages, oldest first */
  async list(gameId: string, limit = CHAT_PAGE): Promise<ChatMessage[]> {
    const res = await this.db.client.send(
      new QueryCommand({
        TableName: this.db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
        ExpressionAttributeValues: toItem({ ':pk': keys.game(gameId).pk, ':c': PREFIX.chat }),
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (res.Items ?? [])
      .map((i) => {
        const { pk: _p, sk: _s, ...m } = fromItem<ChatMessage & { pk: string; sk: string }>(i);
        return m as ChatMessage;
      })
      .reverse();
  }
}
