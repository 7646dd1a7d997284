import { describe, expect, it } from 'vitest';
import { one, resources, synth } from './synth.js';

describe('alarms (context alarmEmail)', () => {
  it('none without alarmEmail', () => {
    const { template } = synth({}, { bundle: false });
    expect(Object.keys(resources(template, 'AWS::CloudWatch::Alarm'))).toEqual([]);
    expect(Object.keys(resources(template, 'AWS::SNS::Topic'))).toEqual([]);
  });

  it('with it: an email subscription and alarms on the dead-letter queue, sweeper, API and notifier errors', () => {
    const { template, stack } = synth({ alarmEmail: 'ops@example.org' }, { bundle: false });
    const topic = one(template, 'AWS::SNS::Topic');
    expect(one(template, 'AWS::SNS::Subscription').Properties).toMatchObject({
      Protocol: 'email',
      Endpoint: 'ops@example.org',
    });
    const alarms = Object.values(resources(template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties!);
    expect(alarms).toHaveLength(4);
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
});
