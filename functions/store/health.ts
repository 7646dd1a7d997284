/** The health route's table check: one strongly consistent GetItem of a key nothing writes. */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { toItem } from './codec.js';
import type { Db } from './db.js';
import { keys } from './keys.js';

/**
 * Reads the health key and answers how long the round trip took (ms). It throws when the table is
 * unreachable, missing or refuses the function's role: exactly what the check is for. One read
 * capacity unit at most; the item never exists, so nothing is returned.
 */
export const pingTable = async (db: Db): Promise<number> => {
  const started = performance.now();
  await db.client.send(new GetItemCommand({ TableName: db.table, Key: toItem(keys.health()), ConsistentRead: true }));
  return Math.round((performance.now() - started) * 10) / 10;
};
