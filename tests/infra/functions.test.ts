import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/store/keys.js';
import { mainStack, one, resources } from './synth.js';

const { template, stack } = mainStack();
const fnIds = {
  api: stack.getLogicalId(stack.functions.api.node.defaultChild as any),
  notifier: stack.getLogicalId(stack.functions.notifier.node.defaultChild as any),
  sweeper: stack.getLogicalId(stack.functions.sweeper.node.defaultChild as any),
};
const fn = (name: keyof typeof fnIds) => resources(template, 'AWS::Lambda::Function')[fnIds[name]]!;
const ref = (r: any) => JSON.stringify(r);

describe('Lambda functions', () => {
  it.each(Object.keys(fnIds) as (keyof typeof fnIds)[])(
    '%s: Node 22 on arm64, ESM bundle; stacks mapped by the entry, not by --enable-source-maps',
    (name) => {
      const p = fn(name).Properties!;
      expect(p.Runtime).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.Handler).toBe('index.handler');
      // Node's flag would parse every chunk's map at cold start (functions/lambda/mapped-stacks.ts)
      expect(p.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    },
  );

  it.each(Object.keys(fnIds) as (keyof typeof fnIds)[])('%s: the environment contract', (name) => {
    const v = fn(name).Properties!.Environment.Variables;
    expect(Object.keys(v).sort()).toEqual(['JWT_SECRET_ARN', 'MAIL_FROM', 'PACK_BUCKET', 'PUBLIC_URL', 'TABLE_NAME']);
    expect(v.PACK_BUCKET).toEqual({ Ref: stack.getLogicalId(stack.data.packs.node.defaultChild as any) });
    expect(v.TABLE_NAME).toEqual({ Ref: stack.getLogicalId(stack.data.table.node.defaultChild as any) });
    expect(v.JWT_SECRET_ARN).toEqual({ Ref: stack.getLogicalId(stack.secrets.jwtSigningKey.node.defaultChild as any) });
    expect(v.MAIL_FROM).toBe('Rozkaz <rozkaz@rozkaz.example.org>');
    // no domain in context: the CloudFront domain is the public URL
    expect(ref(v.PUBLIC_URL)).toContain('DomainName');
    expect(ref(v.PUBLIC_URL)).toContain('https://');
  });

  it.each(Object.keys(fnIds) as (keyof typeof fnIds)[])('%s: an explicit log group with retention', (name) => {
    const lg = fn(name).Properties!.LoggingConfig.LogGroup;
    const group = resources(template, 'AWS::Logs::LogGroup')[lg.Ref]!;
    expect(group.Properties!.RetentionInDays).toBe(30);
  });

  it('every log group in the stack has a retention', () => {
    for (const [id, g] of Object.entries(resources(template, 'AWS::Logs::LogGroup'))) {
      expect(g.Properties!.RetentionInDays, id).toBeGreaterThan(0);
    }
  });

  it('the API answers within the HTTP API integration limit (30 s)', () => {
    expect(fn('api').Properties!.Timeout).toBeLessThanOrEqual(29);
  });

  it('notifier: DynamoDB stream source with bisect on error, bounded retries and an SQS dead-letter queue', () => {
    const esm = one(template, 'AWS::Lambda::EventSourceMapping');
    const p = esm.Properties!;
    expect(p.FunctionName).toEqual({ Ref: fnIds.notifier });
    expect(ref(p.EventSourceArn)).toContain('StreamArn');
    expect(p.BisectBatchOnFunctionError).toBe(true);
    expect(p.MaximumRetryAttempts).toBeGreaterThanOrEqual(1);
    expect(p.MaximumRetryAttempts).toBeLessThanOrEqual(10);
    expect(p.MaximumRecordAgeInSeconds).toBeGreaterThan(0);
    expect(p.StartingPosition).toBe('LATEST');
    const dlq = one(template, 'AWS::SQS::Queue', 'FunctionsNotifierDeadLetters');
    expect(p.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [dlq.id, 'Arn'] });
    expect(dlq.Properties!.SqsManagedSseEnabled).toBe(true);
    expect(dlq.Properties!.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('sweeper: an EventBridge schedule every 5 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnIds.sweeper, 'Arn'] }, RetryPolicy: Match.anyValue() })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnIds.sweeper, 'Arn'] },
    });
    // a run ends before the next one starts
    expect(fn('sweeper').Properties!.Timeout).toBeLessThan(300);
  });

  it('no reserved concurrency (a fresh account has too little to reserve)', () => {
    for (const name of Object.keys(fnIds) as (keyof typeof fnIds)[]) {
      expect(fn(name).Properties!.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});

describe('notifier stream filter', () => {
  const esm = one(template, 'AWS::Lambda::EventSourceMapping').Properties!;
  const pattern = JSON.parse(esm.FilterCriteria.Filters[0].Pattern);
  // what EventBridge-style matching does with this pattern, enough for the cases below
  const passes = (r: { eventName: string; pk: string; sk: string }) =>
    pattern.eventName.includes(r.eventName) &&
    r.pk.startsWith(pattern.dynamodb.Keys.pk.S[0].prefix) &&
    r.sk.startsWith(pattern.dynamodb.Keys.sk.S[0].prefix);

  it('only inserts of turn items reach the notifier', () => {
    expect(esm.FilterCriteria.Filters).toHaveLength(1);
    expect(pattern).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { pk: { S: [{ prefix: 'GAME#' }] }, sk: { S: [{ prefix: 'TURN#' }] } } },
    });
    expect(passes({ eventName: 'INSERT', ...keys.turn('g1', 42) })).toBe(true);
  });

  it('game state updates, chat, sessions, rate counters and mail items do not', () => {
    expect(passes({ eventName: 'MODIFY', pk: 'GAME#g1', sk: 'STATE' })).toBe(false);
    expect(passes({ eventName: 'INSERT', pk: 'GAME#g1', sk: 'STATE' })).toBe(false);
    expect(passes({ eventName: 'INSERT', pk: 'GAME#g1', sk: 'CHAT#2026-11-22T03:00:00Z#m1' })).toBe(false);
    expect(passes({ eventName: 'INSERT', pk: 'SESSION#s1', sk: 'SESSION' })).toBe(false);
    expect(passes({ eventName: 'INSERT', pk: 'RATE#ip#1', sk: 'RATE' })).toBe(false);
    expect(passes({ eventName: 'INSERT', pk: 'MAIL#abc', sk: 'MAIL' })).toBe(false);
    expect(passes({ eventName: 'REMOVE', pk: 'GAME#g1', sk: 'TURN#000042' })).toBe(false);
  });
});
