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

/** Counts every DynamoDB call made through a client (bench, tests). */
export const countCalls = (
  client: DynamoDBClient,
): { readonly total: number; byCommand: Record<string, number>; reset(): void } => {
  const counter = {
    total: 0,
    byCommand: {} as Record<string, number>,
    reset() {
      counter.total = 0;
      counter.byCommand = {};
    },
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      counter.total++;
      const name = String(context.commandName ?? 'unknown');
      counter.byCommand[name] = (counter.byCommand[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'rozkazCallCounter' },
  );
  return counter;
};
