import dynalite from 'dynalite';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE } from './table.js';
import { createDb, type Db } from './db.js';

export interface LocalEngine {
  db: Db;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Embedded dynalite on an OS-chosen port (or `port`), in memory unless `path` names a directory,
 * with the one table created from `createTableInput()` if it is not there yet.
 */
export const startLocalEngine = async (
  opts: { path?: string; port?: number; table?: string } = {},
): Promise<LocalEngine> => {
  if (opts.path) mkdirSync(opts.path, { recursive: true });
  const server = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(opts.path ? { path: opts.path } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const db = createDb({ endpoint, region: 'local', table: opts.table ?? TABLE.defaultName });
  await ensureTable(db);
  return {
    db,
    endpoint,
    close: async () => {
      db.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export const ensureTable = async (db: Db): Promise<void> => {
  try {
    await db.client.send(new DescribeTableCommand({ TableName: db.table }));
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
    await db.client.send(new CreateTableCommand(createTableInput(db.table)));
    // dynalite makes a new table ACTIVE on its next tick: a caller that queries at once would miss it
    for (let i = 0; i < 50; i++) {
      const t = await db.client.send(new DescribeTableCommand({ TableName: db.table }));
      if (t.Table?.TableStatus === 'ACTIVE') return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
};
