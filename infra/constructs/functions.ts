/**
 * The Lambdas (API, turn notifier, deadline sweeper, check-games), their logs, triggers and grants.
 * Every function gets the same environment contract: TABLE_NAME, PUBLIC_URL, MAIL_FROM,
 * JWT_SECRET_ARN, PACK_BUCKET.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import {
  Architecture,
  FilterCriteria,
  FilterRule,
  Function as LambdaFunction,
  Runtime,
  StartingPosition,
} from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TURN_PREFIX, keys } from '../../functions/store/keys.js';
import { ENTRIES, SPLIT_ENTRIES, splitCode, type EntryName } from '../bundling.js';
import type { Email } from './email.js';

export interface FunctionsProps {
  table: TableV2;
  /** club packs' content by hash (functions/store/pack-blobs.ts) */
  packs: IBucket;
  jwtSigningKey: ISecret;
  email: Email;
  /** the From header of every email */
  mailFrom: string;
  logRetention: RetentionDays;
  /** entry files; defaults to functions/lambda/{api,notifier,sweeper}.ts (tests may point elsewhere) */
  entries?: Partial<Record<EntryName, string>>;
}

const SHAPES = {
  // HTTP API integrations end at 30 s; a request that needs more than 20 is a bug
  api: { memorySize: 1024, timeout: Duration.seconds(20), description: 'Rozkaz HTTP API (Hono)' },
  notifier: { memorySize: 512, timeout: Duration.seconds(60), description: 'Rozkaz turn notifier (DynamoDB stream)' },
  // shorter than the 5-minute schedule so runs do not pile up
  sweeper: { memorySize: 512, timeout: Duration.minutes(4), description: 'Rozkaz deadline sweeper (every 5 minutes)' },
  // replays every running game: no schedule, invoked before and after a deploy (DEPLOY.md)
  checkGames: {
    memorySize: 1024,
    timeout: Duration.minutes(15),
    description: 'Rozkaz check-games: replays running games under the deployed rules',
  },
  bounces: { memorySize: 256, timeout: Duration.seconds(30), description: 'Rozkaz SES bounces and complaints (SNS)' },
} as const satisfies Record<EntryName, object>;

export class Functions extends Construct {
  readonly api: LambdaFunction;
  readonly notifier: LambdaFunction;
  readonly sweeper: LambdaFunction;
  readonly checkGames: LambdaFunction;
  readonly bounces: LambdaFunction;
  /** stream batches that still failed after bisecting and retrying (their metadata, not the records) */
  readonly notifierDeadLetters: Queue;
  readonly sweeperSchedule: Rule;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const make = (name: EntryName) => {
      const logGroup = new LogGroup(this, `${cap(name)}Logs`, {
        retention: props.logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      // split bundles (infra/bundling.ts): lazily imported game packs and SDK shims are chunks
      // that cold start does not parse
      const fn = new LambdaFunction(this, cap(name), {
        code: splitCode(props.entries?.[name] ?? ENTRIES[name], SPLIT_ENTRIES.includes(name)),
        handler: 'index.handler',
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        logGroup,
        environment: {
          TABLE_NAME: props.table.tableName,
          MAIL_FROM: props.mailFrom,
          JWT_SECRET_ARN: props.jwtSigningKey.secretArn,
          PACK_BUCKET: props.packs.bucketName,
          // no NODE_OPTIONS=--enable-source-maps: it parses every chunk's map at start; the entries
          // map stack traces when one is first formatted instead (functions/lambda/mapped-stacks.ts)
        },
        ...SHAPES[name],
      });
      props.table.grantReadWriteData(fn);
      props.jwtSigningKey.grantRead(fn);
      return fn;
    };

    this.api = make('api');
    this.notifier = make('notifier');
    this.sweeper = make('sweeper');
    this.checkGames = make('checkGames');
    this.bounces = make('bounces');
    // club packs: the API keeps new ones; whoever loads a game on one reads it
    props.packs.grantReadWrite(this.api);
    for (const fn of [this.notifier, this.sweeper, this.checkGames]) props.packs.grantRead(fn);
    // SES → SNS → Lambda: a permanent bounce or a complaint suppresses the address
    props.email.feedback.addSubscription(new LambdaSubscription(this.bounces));
    props.email.grantSend(this.api); // sign-in links
    props.email.grantSend(this.notifier); // your-turn emails
    // messages held for quiet hours, deadline warnings and digests go out from the sweeper
    // (functions/store/mail-items.ts: the MAIL queue)
    props.email.grantSend(this.sweeper);

    this.notifierDeadLetters = new Queue(this, 'NotifierDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.notifier.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        // a poison record is isolated by halving the batch, retried a few times, then parked
        bisectBatchOnError: true,
        retryAttempts: 4,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.notifierDeadLetters),
        // only new turn items concern the notifier (functions/notify/stream.ts); everything else
        // written to the table (games, sessions, rate counters, mail) is dropped before Lambda runs
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: {
              Keys: { pk: { S: FilterRule.beginsWith(GAME_PK_PREFIX) }, sk: { S: FilterRule.beginsWith(TURN_PREFIX) } },
            },
          }),
        ],
      }),
    );

    this.sweeperSchedule = new Rule(this, 'SweeperSchedule', {
      description: 'Rozkaz: time out expired deadlines and send deferred mail',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaTarget(this.sweeper, { retryAttempts: 1, maxEventAge: Duration.minutes(4) })],
    });
  }

  /** PUBLIC_URL is known only once the distribution exists, so it is set after construction */
  setPublicUrl(url: string): void {
    for (const fn of [this.api, this.notifier, this.sweeper, this.checkGames, this.bounces])
      fn.addEnvironment('PUBLIC_URL', url);
  }
}

/** `GAME#`, as the store writes it */
const GAME_PK_PREFIX = keys.game('').pk;

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
