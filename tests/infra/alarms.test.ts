import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_5XX_RATE, SES_LIMITS } from '../../infra/constructs/alarms.js';
import { one, resources, synth, type Synth } from './synth.js';

describe('alarms (context alarmEmail)', () => {
  it('none without alarmEmail', () => {
    const { template } = synth({}, { bundle: false });
    expect(Object.keys(resources(template, 'AWS::CloudWatch::Alarm'))).toEqual([]);
    // the only topic is SES's feedback (tests/infra/email-feedback.test.ts), none for alarms
    expect(Object.keys(resources(template, 'AWS::SNS::Topic'))).toEqual([expect.stringMatching(/^EmailFeedback/)]);
  });

  it('with it: an email subscription and alarms on the dead-letter queue, sweeper, API and notifier errors', () => {
    const { template, stack } = synth({ alarmEmail: 'ops@example.org' }, { bundle: false });
    const topic = one(template, 'AWS::SNS::Topic', 'Alarms');
    expect(one(template, 'AWS::SNS::Subscription', 'Alarms').Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'ops@example.org',
    });
    const alarms = Object.values(resources(template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties!);
    expect(alarms).toHaveLength(9);
    for (const a of alarms) {
      expect(a.AlarmActions).toEqual([{ Ref: topic.id }]);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
    const dlq = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible')!;
    expect(dlq.Namespace).toBe('AWS/SQS');
    expect(dlq.Threshold).toBe(1);
    const fnId = (fn: { node: { defaultChild?: unknown } }) => stack.getLogicalId(fn.node.defaultChild as any);
    const onFn = (id: string) =>
      alarms.find((a) => a.MetricName === 'Errors' && JSON.stringify(a.Dimensions).includes(id));
    expect(onFn(fnId(stack.functions.sweeper))!.EvaluationPeriods).toBe(3);
    expect(onFn(fnId(stack.functions.api))).toBeDefined();
    expect(onFn(fnId(stack.functions.notifier))).toBeDefined();
  });

  describe('beyond errors: 5xx rate, throttles, SES reputation', () => {
    let s: Synth | undefined;
    const stack = () => (s ??= synth({ alarmEmail: 'ops@example.org' }, { bundle: false }));
    const logicalId = (c: { node: { defaultChild?: unknown } }) =>
      stack().stack.getLogicalId(c.node.defaultChild as Parameters<Synth['stack']['getLogicalId']>[0]);

    it("the HTTP API's 5xx share of its answers, counted only from 20 answers in 5 minutes", () => {
      const api = logicalId(stack().stack.web.httpApi);
      stack().template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Threshold: API_5XX_RATE,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'IF(requests >= 20, errors / requests, 0)' }),
          Match.objectLike({
            Id: 'errors',
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({
                Namespace: 'AWS/ApiGateway',
                MetricName: '5xx',
                Dimensions: [{ Name: 'ApiId', Value: { Ref: api } }],
              }),
              Period: 300,
            }),
          }),
          Match.objectLike({
            Id: 'requests',
            MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'Count' }) }),
          }),
        ]),
      });
    });

    it('throttles of every Lambda of the stack, summed: one is enough', () => {
      const { functions } = stack().stack;
      const fns = [functions.api, functions.notifier, functions.sweeper, functions.checkGames, functions.bounces];
      stack().template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Threshold: 1,
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 't0 + t1 + t2 + t3 + t4' }),
          ...fns.map((fn, i) =>
            Match.objectLike({
              Id: `t${i}`,
              MetricStat: Match.objectLike({
                Metric: Match.objectLike({
                  Namespace: 'AWS/Lambda',
                  MetricName: 'Throttles',
                  Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(fn) } }],
                }),
              }),
            }),
          ),
        ]),
      });
    });

    it('DynamoDB read and write throttle events of the table', () => {
      const table = logicalId(stack().stack.data.table);
      const events = (name: string) =>
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              Namespace: 'AWS/DynamoDB',
              MetricName: name,
              Dimensions: [{ Name: 'TableName', Value: { Ref: table } }],
            }),
          }),
        });
      stack().template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Threshold: 1,
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'reads + writes' }),
          events('ReadThrottleEvents'),
          events('WriteThrottleEvents'),
        ]),
      });
    });

    it('SES bounce and complaint rates at half the levels where AWS reviews the account', () => {
      for (const [metric, threshold] of [
        ['Reputation.BounceRate', SES_LIMITS.bounceRate],
        ['Reputation.ComplaintRate', SES_LIMITS.complaintRate],
      ] as const) {
        stack().template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/SES',
          MetricName: metric,
          Statistic: 'Maximum',
          Threshold: threshold,
          AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
          OKActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
        });
      }
      expect(SES_LIMITS.bounceRate).toBe(0.025);
      expect(SES_LIMITS.complaintRate).toBe(0.0005);
    });
  });
});
