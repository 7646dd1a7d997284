/**
 * The one definition of the Rozkaz table: keys, index and projections. The local start-up,
 * the tests and the CDK stack all build the table from this, and a test checks they agree.
 */
export const TABLE = {
  /** default physical name locally; in AWS the stack passes its own through TABLE_NAME */
  defaultName: 'rozkaz',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  /**
   * gsi1 serves two queues on game items: `DUE` (gsi1sk = <deadline ISO>#<gameId>) while a
   * deadline runs, and `OPEN` (gsi1sk = <created ISO>#<gameId>) while a seat is open.
   * Keys only: readers then load the game through load-and-repair.
   */
  indexes: [
    {
      indexName: 'gsi1',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
      projection: 'KEYS_ONLY',
    },
  ],
  /** TTL attribute (epoch seconds): clean-up only; code never relies on TTL having run */
  ttlAttribute: 'expiresAt',
} as const;

export type TableDef = typeof TABLE;

/** CreateTable input for local engines (dynalite, DynamoDB Local). */
export const createTableInput = (tableName: string = TABLE.defaultName) => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  AttributeDefinitions: [
    { AttributeName: TABLE.partitionKey.name, AttributeType: TABLE.partitionKey.type },
    { AttributeName: TABLE.sortKey.name, AttributeType: TABLE.sortKey.type },
    ...TABLE.indexes.flatMap((ix) => [
      { AttributeName: ix.partitionKey.name, AttributeType: ix.partitionKey.type },
      { AttributeName: ix.sortKey.name, AttributeType: ix.sortKey.type },
    ]),
  ],
  KeySchema: [
    { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' as const },
    { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' as const },
  ],
  GlobalSecondaryIndexes: TABLE.indexes.map((ix) => ({
    IndexName: ix.indexName,
    KeySchema: [
      { AttributeName: ix.partitionKey.name, KeyType: 'HASH' as const },
      { AttributeName: ix.sortKey.name, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: ix.projection },
  })),
});
