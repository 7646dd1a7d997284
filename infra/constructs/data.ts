/**
 * The one DynamoDB table, built from functions/store/table.ts so local and AWS cannot drift, and the
 * bucket of club packs' content (functions/store/pack-blobs.ts: `packs/<hash>.json.gz`).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableV2,
  type Attribute,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../../functions/store/table.js';

const attr = (a: { name: string; type: 'S' | 'N' | 'B' }): Attribute => ({
  name: a.name,
  type: { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY }[a.type],
});

const PROJECTIONS = { KEYS_ONLY: ProjectionType.KEYS_ONLY, ALL: ProjectionType.ALL } as const;

export class Data extends Construct {
  readonly table: TableV2;
  /** club packs by content hash: private (the API reads them for members only), never public */
  readonly packs: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: attr(TABLE.partitionKey),
      sortKey: attr(TABLE.sortKey),
      billing: Billing.onDemand(),
      globalSecondaryIndexes: TABLE.indexes.map((ix) => ({
        indexName: ix.indexName,
        partitionKey: attr(ix.partitionKey),
        sortKey: attr(ix.sortKey),
        projectionType: PROJECTIONS[ix.projection],
      })),
      // the notifier reads committed turn items from the stream
      dynamoStream: StreamViewType.NEW_IMAGE,
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // the games and their logs outlive any stack
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    this.packs = new Bucket(this, 'Packs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // content under a hash never changes; versions guard against a mistaken delete or overwrite
      versioned: true,
      // games pinned to a pack outlive any stack, like the table
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
