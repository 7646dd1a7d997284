/**
 * The small toolkit every store file writes and reads the one table with: conditional writes that
 * answer `true` (written) or `false` (the condition did not hold) instead of throwing, a paged
 * query that reads to the end, and a batch get that retries what DynamoDB defers.
 *
 * A failed condition becomes a result here and nowhere else: callers branch on a boolean, never
 * on an exception's name.
 */
import {
  BatchGetItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  type DeleteItemCommandInput,
  type PutItemCommandInput,
  type QueryCommandInput,
  type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import { fromItem, toItem, type Item } from './codec.js';
import type { Db } from './db.js';

export type Key = { pk: string; sk: string };

/** An item as stored: the caller's fields plus the table's keys and the index keys some items carry. */
export type Keyed<T> = T & Key & { gsi1pk?: string; gsi1sk?: string };

/** The caller's fields of a stored item: the keys are the store's business. */
export const unkeyed = <T>(o: Keyed<T>): T => {
  const { pk: _p, sk: _s, gsi1pk: _g, gsi1sk: _gs, ...rest } = o;
  return rest as T;
};

/** One item by its key, without its keys; null when there is none. Strongly consistent unless told otherwise. */
export const getOne = async <T>(db: Db, key: Key, o: { consistent?: boolean } = {}): Promise<T | null> => {
  const res = await db.client.send(
    new GetItemCommand({ TableName: db.table, Key: toItem(key), ConsistentRead: o.consistent ?? true }),
  );
  return res.Item ? unkeyed(fromItem<Keyed<T>>(res.Item)) : null;
};

/** A conditional write lost its race: the expected item state was not there. */
const isConditionFailed = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { name?: string }).name === 'ConditionalCheckFailedException';

/** The one place a condition failure is caught: the command's answer, or null when its condition did not hold. */
export const conditional = async <T extends object>(send: Promise<T>): Promise<T | null> => {
  try {
    return await send;
  } catch (e) {
    if (isConditionFailed(e)) return null;
    throw e;
  }
};

/** true when the conditional write happened, false when its condition did not hold */
export const written = async (send: Promise<object>): Promise<boolean> => (await conditional(send)) !== null;

type Without<T> = Omit<T, 'TableName'>;

/** Put with a condition (`ConditionExpression` and its values in `input`); false when it did not hold. */
export const putIf = (db: Db, input: Without<PutItemCommandInput>): Promise<boolean> =>
  written(db.client.send(new PutItemCommand({ TableName: db.table, ...input })));

/** Put unless an item with the same key exists; false when one does. */
export const putIfAbsent = (db: Db, item: Record<string, unknown>): Promise<boolean> =>
  putIf(db, { Item: toItem(item), ConditionExpression: 'attribute_not_exists(pk)' });

/** Update, throwing when a condition in `input` does not hold; the command's answer (`Attributes` with `ReturnValues`). */
export const update = (db: Db, input: Without<UpdateItemCommandInput>) =>
  db.client.send(new UpdateItemCommand({ TableName: db.table, ...input }));

/**
 * The update parts that SET every defined field of `patch` (names and values through placeholders,
 * so any field name is safe); null when there is nothing to set.
 */
export const setFields = (
  patch: Record<string, unknown>,
): Pick<
  UpdateItemCommandInput,
  'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
> | null => {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (!entries.length) return null;
  return {
    UpdateExpression: 'SET ' + entries.map((_, i) => `#k${i} = :v${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#k${i}`, k])),
    ExpressionAttributeValues: toItem(Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]))),
  };
};

/** Update with a condition; false when it did not hold. */
export const updateIf = (db: Db, input: Without<UpdateItemCommandInput>): Promise<boolean> =>
  written(update(db, input));

/** Delete with a condition; false when it did not hold. */
export const deleteIf = (db: Db, input: Without<DeleteItemCommandInput>): Promise<boolean> =>
  written(db.client.send(new DeleteItemCommand({ TableName: db.table, ...input })));

/** Every item a query matches, page after page. */
export const queryAll = async (db: Db, input: Without<QueryCommandInput> & { TableName?: string }): Promise<Item[]> => {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const res = await db.client.send(new QueryCommand({ TableName: db.table, ...input, ExclusiveStartKey: start }));
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
};

/** The items of `pk` whose sort key begins with `prefix`, all pages. */
export const queryPrefix = (db: Db, pk: string, prefix: string, o: { consistent?: boolean } = {}): Promise<Item[]> =>
  queryAll(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: toItem({ ':pk': pk, ':prefix': prefix }),
    ...(o.consistent ? { ConsistentRead: true } : {}),
  });

/** BatchGet 100 keys at a time, retrying what DynamoDB defers; items in no particular order. */
export const batchGet = async (
  db: Db,
  keyList: Key[],
  projection?: { expression: string; names?: Record<string, string> },
  o: { consistent?: boolean } = {},
): Promise<Item[]> => {
  const out: Item[] = [];
  const unique = [...new Map(keyList.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request:
      | Record<
          string,
          {
            Keys: Item[];
            ProjectionExpression?: string;
            ExpressionAttributeNames?: Record<string, string>;
            ConsistentRead?: boolean;
          }
        >
      | undefined = {
      [db.table]: {
        Keys: unique.slice(i, i + 100).map((k) => toItem(k)),
        ...(o.consistent ? { ConsistentRead: true } : {}),
        ...(projection
          ? {
              ProjectionExpression: projection.expression,
              ...(projection.names ? { ExpressionAttributeNames: projection.names } : {}),
            }
          : {}),
      },
    };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
      const res = await db.client.send(new BatchGetItemCommand({ RequestItems: request }));
      out.push(...(res.Responses?.[db.table] ?? []));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
};
