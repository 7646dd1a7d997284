/**
 * The time queues on gsi1 (mail, vacation changes, league rounds and digests): each queued item has
 * `gsi1pk` = the queue's name and `gsi1sk` starting with an ISO instant and `#`, so "due now" is one
 * key-range Query. (Game deadlines use the same index through GameStore, with their own bound.)
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { toItem, type Item } from './codec.js';
import type { Db } from './db.js';

/** the items of `queue` due at or before `before`, earliest first, at most `limit` */
export const dueInQueue = async (db: Db, queue: string, before: Date, limit: number): Promise<Item[]> => {
  const res = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :q AND gsi1sk <= :b',
      ExpressionAttributeValues: toItem({ ':q': queue, ':b': `${before.toISOString()}#\uffff` }),
      Limit: limit,
    }),
  );
  return res.Items ?? [];
};
