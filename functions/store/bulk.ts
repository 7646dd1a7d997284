/**
 * Loading many items at once (bench/scale seeds its table with this): BatchWriteItem 25 at a time,
 * retrying what DynamoDB leaves unprocessed. Unconditional puts: only for items nobody else writes yet.
 */
import { BatchWriteItemCommand, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { Item } from './codec.js';
import type { Db } from './db.js';

export const putItems = async (db: Db, items: Item[], inFlight = 4): Promise<void> => {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let requests: WriteRequest[] = chunk.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const res = await db.client.send(new BatchWriteItemCommand({ RequestItems: { [db.table]: requests } }));
        requests = res.UnprocessedItems?.[db.table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
};
