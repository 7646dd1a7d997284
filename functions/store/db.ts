import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE } from './table.js';

/** The DynamoDB client plus the physical table name: what every store function needs. */
export interface Db {
  client: DynamoDBClient;
  table: string;
}

export interface DbConfig {
  /** local engines (dynalite): http://127.0.0.1:<port>; omitted in AWS */
  endpoint?: string;
  region?: string;
  table?: string;
}

export const createDb = (config: DbConfig = {}): Db => {
  const client = new DynamoDBClient({
    region: config.region ?? process.env.AWS_REGION ?? 'eu-central-1',
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // local engines accept any credentials; never let the SDK go looking for real ones
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts: 3,
  });
  return { client, table: config.table ?? TABLE.defaultName };
};

/** What a counter saw: calls by command, and the items those calls read (by command, and for queries by index). */
export interface CallCounter {
  total: number;
  byCommand: Record<string, number>;
  /** items returned: Item (GetItem), Items (Query, Scan), Responses (BatchGetItem) */
  itemsRead: number;
  itemsByCommand: Record<string, number>;
  /** Query calls (pages) and the items they returned, by index ('table' for the base table) */
  queryPages: Record<string, number>;
  queryItems: Record<string, number>;
  reset(): void;
}

/** Counts every DynamoDB call made through a client (bench, tests), in the SDK's middleware stack. */
export const countCalls = (client: DynamoDBClient): CallCounter => {
  const counter: CallCounter = {
    total: 0,
    byCommand: {},
    itemsRead: 0,
    itemsByCommand: {},
    queryPages: {},
    queryItems: {},
    reset() {
      counter.total = 0;
      counter.byCommand = {};
      counter.itemsRead = 0;
      counter.itemsByCommand = {};
      counter.queryPages = {};
      counter.queryItems = {};
    },
  };
  const add = (o: Record<string, number>, k: string, n: number) => {
    o[k] = (o[k] ?? 0) + n;
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      counter.total++;
      const name = String(context.commandName ?? 'unknown');
      add(counter.byCommand, name, 1);
      const out = await next(args);
      const o = out.output as {
        Item?: unknown;
        Items?: unknown[];
        Responses?: Record<string, unknown[]>;
      };
      const n =
        (o.Item ? 1 : 0) +
        (o.Items?.length ?? 0) +
        Object.values(o.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
      counter.itemsRead += n;
      add(counter.itemsByCommand, name, n);
      if (name === 'QueryCommand') {
        const index = (args.input as { IndexName?: string }).IndexName ?? 'table';
        add(counter.queryPages, index, 1);
        add(counter.queryItems, index, n);
      }
      return out;
    },
    { step: 'initialize', name: 'rozkazCallCounter' },
  );
  return counter;
};
