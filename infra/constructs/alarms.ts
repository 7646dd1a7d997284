/**
 * Optional alarms (context `alarmEmail`): someone hears when emails stop going out, the API fails or
 * AWS starts refusing work (throttles), or SES's reputation figures near the levels at which it
 * reviews or pauses an account — instead of finding a full dead-letter queue weeks later.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface AlarmsProps {
  email: string;
  api: IFunction;
  notifier: IFunction;
  sweeper: IFunction;
  notifierDeadLetters: IQueue;
  /** every function of the stack: a throttle anywhere means work AWS refused to run */
  functions: IFunction[];
  httpApi: IHttpApi;
  table: ITableV2;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * SES's account-wide reputation (there is no per-identity metric): AWS reviews an account at a 5 %
 * bounce rate or a 0.1 % complaint rate and may pause sending at 10 % / 0.5 %, so we hear at half.
 */
export const SES_LIMITS = { bounceRate: 0.025, complaintRate: 0.0005 } as const;
/** the API's answers that may be 5xx in five minutes before someone is told (at least 20 answers) */
export const API_5XX_RATE = 0.05;

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Rozkaz alarms', enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.email));
    const action = new SnsAction(this.topic);
    const alarm = (name: string, description: string, metric: IMetric, threshold: number, periods = 1) => {
      const a = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
    };
    alarm(
      'NotifierDeadLetters',
      'Turn notifications failed after retries: see the notifier logs, then the dead-letter queue',
      props.notifierDeadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      1,
    );
    const STUCK = 'deadlines and deferred mail are stuck';
    // a Lambda's failures: [name, function, minutes a period, failures, periods in a row, what it means]
    const failures: [string, IFunction, number, number, number, string][] = [
      ['SweeperErrors', props.sweeper, 5, 1, 3, `The deadline sweeper failed three runs in a row: ${STUCK}`],
      ['ApiErrors', props.api, 5, 5, 1, 'The API Lambda failed 5 or more times in 5 minutes'],
      ['NotifierErrors', props.notifier, 15, 3, 1, 'The notifier failed 3 or more times in 15 minutes'],
    ];
    for (const [name, fn, minutes, threshold, periods, description] of failures)
      alarm(name, description, fn.metricErrors({ period: Duration.minutes(minutes) }), threshold, periods);
    alarm(
      'Api5xxRate',
      `5 % or more of the HTTP API's answers were 5xx in 5 minutes (with at least 20 answers)`,
      new MathExpression({
        // a quiet hour with one failed request is not an outage: below 20 answers the rate counts as 0
        expression: 'IF(requests >= 20, errors / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
        label: 'API 5xx rate',
      }),
      API_5XX_RATE,
    );
    alarm(
      'LambdaThrottles',
      'A Lambda of the stack was throttled (concurrency limit): requests, notifications or sweeps were refused',
      new MathExpression({
        expression: props.functions.map((_, i) => `t${i}`).join(' + '),
        usingMetrics: Object.fromEntries(
          props.functions.map((fn, i) => [`t${i}`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })]),
        ),
        period: FIVE_MINUTES,
        label: 'Lambda throttles',
      }),
      1,
    );
    alarm(
      'DynamoDbThrottles',
      'DynamoDB throttled reads or writes of the table (a hot partition, or on-demand scaling behind a surge)',
      new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
          writes: props.table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
        label: 'DynamoDB throttle events',
      }),
      1,
    );
    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    alarm(
      'SesBounceRate',
      'SES bounce rate at 2.5 % (AWS reviews the account at 5 %): look for a bad address source',
      ses('Reputation.BounceRate'),
      SES_LIMITS.bounceRate,
    );
    alarm(
      'SesComplaintRate',
      'SES complaint rate at 0.05 % (AWS reviews the account at 0.1 %): look at what mail people mark as spam',
      ses('Reputation.ComplaintRate'),
      SES_LIMITS.complaintRate,
    );
  }
}
