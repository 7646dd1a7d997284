import { describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/store/table.js';
import { one, synth } from './synth.js';

const { template } = synth({}, { bundle: false });
const table = one(template, 'AWS::DynamoDB::GlobalTable');
const p = table.Properties!;

describe('DynamoDB table (functions/store/table.ts is the one definition)', () => {
  it('keys agree with TABLE', () => {
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' },
    ]);
    const attrs = Object.fromEntries(p.AttributeDefinitions.map((a: any) => [a.AttributeName, a.AttributeType]));
    expect(attrs[TABLE.partitionKey.name]).toBe(TABLE.partitionKey.type);
    expect(attrs[TABLE.sortKey.name]).toBe(TABLE.sortKey.type);
  });

  it('every index in TABLE exists with its keys and projection (gsi1, KEYS_ONLY), and no other', () => {
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE.indexes.map((ix) => ({
        IndexName: ix.indexName,
        KeySchema: [
          { AttributeName: ix.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: ix.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: ix.projection },
      })),
    );
    expect(p.GlobalSecondaryIndexes[0].IndexName).toBe('gsi1');
    expect(p.GlobalSecondaryIndexes[0].Projection.ProjectionType).toBe('KEYS_ONLY');
    expect(p.LocalSecondaryIndexes).toBeUndefined();
  });

  it('TTL on expiresAt (clean-up only)', () => {
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
    expect(TABLE.ttlAttribute).toBe('expiresAt');
  });

  it('on-demand, stream of new images, point-in-time recovery', () => {
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(p.Replicas).toHaveLength(1);
    expect(p.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('retained when the stack goes, and protected from deletion', () => {
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(p.Replicas[0].DeletionProtectionEnabled).toBe(true);
  });

  it('no physical table name: Lambdas get it through TABLE_NAME', () => {
    expect(p.TableName).toBeUndefined();
  });
});
