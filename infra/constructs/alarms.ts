/**
 * Optional alarms (context `alarmEmail`): someone hears when emails stop going out or the API
 * fails, instead of finding a full dead-letter queue weeks later.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
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
}

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
    alarm(
      'SweeperErrors',
      'The deadline sweeper failed three runs in a row: deadlines and deferred mail are stuck',
      props.sweeper.metricErrors({ period: Duration.minutes(5) }),
      1,
      3,
    );
    alarm(
      'ApiErrors',
      'The API Lambda failed 5 or more times in 5 minutes',
      props.api.metricErrors({ period: Duration.minutes(5) }),
      5,
    );
    alarm(
      'NotifierErrors',
      'The notifier failed 3 or more times in 15 minutes',
      props.notifier.metricErrors({ period: Duration.minutes(15) }),
      3,
    );
  }
}
