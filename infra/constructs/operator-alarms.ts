// What wakes the operator: CloudWatch alarms on the HTTP API's 5xx answers, every Lambda's errors and
// throttles, messages left in the dead-letter queue and a surge of WAF blocks, all sent to one SNS topic
// (subscribe an email with the `alarmEmail` context value, docs/deploy.md). The topic is encrypted with
// its own key, which CloudWatch may use to publish. A Lambda on the topic turns the WAF alarm into a
// security alert in the admin area (events/security-alarm).
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PicketFunction } from './picket-function';

export interface OperatorAlarmsProps {
  httpApi: HttpApi;
  /** Each Lambda by a readable name (the area, "Scheduled", …). */
  functions: ReadonlyMap<string, IFunction>;
  deadLetters: IQueue;
  /** The web ACL's metric name (WebACL dimension). */
  webAclMetricName: string;
  /** Where alarms are emailed; without it, subscribe to the topic yourself. */
  email?: string;
  /** The table the WAF alarm's security alert is written to. */
  table: ITable;
}

const fiveMinutes = Duration.minutes(5);

export class OperatorAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  /** Turns the WAF alarm into an administrators' security alert. */
  readonly securityAlarm: PicketFunction;

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
    const key = new Key(this, 'TopicKey', {
      description: 'Picket: encrypts the operator alarm topic',
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Picket alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.securityAlarm = new PicketFunction(this, 'SecurityAlarm', {
      entry: 'events/security-alarm/handler.ts',
      description: 'Picket: a surge of WAF blocks becomes a security alert for administrators',
      table: props.table,
      memoryMiB: 256,
      timeout: Duration.seconds(30),
      deadLetterQueue: props.deadLetters,
    });
    this.topic.addSubscription(
      new LambdaSubscription(this.securityAlarm.function, { deadLetterQueue: props.deadLetters }),
    );

    const alarm = (name: string, description: string, metric: IMetric, threshold: number) => {
      const created = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(created);
    };

    alarm(
      'Api5xx',
      'The HTTP API answered 5xx 5 or more times in 5 minutes (no request should ever answer 500).',
      props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      5,
    );
    for (const [name, fn] of props.functions) {
      alarm(
        `${name}Errors`,
        `The ${name} Lambda failed 5 or more times in 5 minutes.`,
        fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        5,
      );
      alarm(
        `${name}Throttles`,
        `The ${name} Lambda was throttled in the last 5 minutes.`,
        fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        1,
      );
    }
    alarm(
      'DeadLetters',
      'An event or scheduled run failed every retry and waits in the dead-letter queue.',
      props.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: fiveMinutes,
        statistic: 'Maximum',
      }),
      1,
    );
    alarm(
      'WafBlocks',
      'AWS WAF blocked 500 or more requests in 5 minutes: an attack, or a rule blocking real users.',
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
        period: fiveMinutes,
        statistic: 'Sum',
      }),
      500,
    );
  }
}
