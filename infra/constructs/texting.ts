// Texting in AWS beyond sending: customers' replies and carriers' delivery reports.
// - Replies: AWS End User Messaging SMS (two-way SMS, set on the sending number by the operator — docs/deploy.md)
//   publishes each reply to the InboundSms topic (KMS-encrypted, TLS only, publishable by that service from this
//   account only), which invokes the inbound Lambda (events/sms-inbound); a delivery Lambda cannot take goes to
//   the dead-letter queue.
// - Delivery reports: SNS SMS delivery-status logging (account- and region-wide SMS attributes, set through a
//   custom resource calling SetSMSAttributes) writes every text's fate to the log groups
//   `sns/<region>/<account>/DirectPublishToPhoneNumber` and `…/Failure`, which this stack creates (30 days)
//   and subscribes the status Lambda (events/sms-status) to. Off with `deliveryStatus: false`, for a second
//   stack in an account where the first one already owns those log groups.
import { ArnFormat, Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type IKey, Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, LogGroup, RetentionDays, SubscriptionFilter } from 'aws-cdk-lib/aws-logs';
import { LambdaDestination } from 'aws-cdk-lib/aws-logs-destinations';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct } from 'constructs';
import { customerKeysEnvironment, grantCustomerKeys } from './customer-keys';
import { smsOnlyPublish } from './messaging-policies';
import { PicketFunction } from './picket-function';

export interface TextingProps {
  table: ITable;
  /** The customer data key: replies are sealed like the texts sent, and numbers keyed by the blind index. */
  customerDataKey: IKey;
  /** Where failed asynchronous invocations and undeliverable topic messages go. */
  deadLetters: IQueue;
  /** Switch on SNS SMS delivery-status logging and its log groups (default true). */
  deliveryStatus?: boolean;
}

/** The service that publishes two-way SMS replies. */
const smsVoice = 'sms-voice.amazonaws.com';

export class Texting extends Construct {
  readonly inboundTopic: Topic;
  readonly inbound: PicketFunction;
  readonly status: PicketFunction | undefined;
  readonly deliveryLogGroups: LogGroup[] = [];

  constructor(scope: Construct, id: string, props: TextingProps) {
    super(scope, id);
    const { table, customerDataKey, deadLetters } = props;
    const fromThisAccount = { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } };

    const topicKey = new Key(this, 'InboundTopicKey', {
      description: 'Picket: encrypts the inbound SMS topic (customers’ replies)',
      enableKeyRotation: true,
    });
    topicKey.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal(smsVoice)],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: fromThisAccount,
      }),
    );
    this.inboundTopic = new Topic(this, 'InboundSms', {
      displayName: 'Picket inbound SMS',
      masterKey: topicKey,
      enforceSSL: true,
    });
    this.inboundTopic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal(smsVoice)],
        actions: ['sns:Publish'],
        resources: [this.inboundTopic.topicArn],
        conditions: fromThisAccount,
      }),
    );

    // It answers STOP, START and HELP by text, and opens and seals numbers and replies with the customer key.
    this.inbound = new PicketFunction(this, 'Inbound', {
      entry: 'events/sms-inbound/handler.ts',
      description: "Picket: customers' replies to texts (two-way SMS)",
      table,
      memoryMiB: 256,
      timeout: Duration.seconds(30),
      environment: { PICKET_SMS: 'sns', ...customerKeysEnvironment(customerDataKey) },
      deadLetterQueue: deadLetters,
    });
    grantCustomerKeys(customerDataKey, this.inbound.function);
    this.inbound.function.addToRolePolicy(smsOnlyPublish());
    this.inboundTopic.addSubscription(
      new LambdaSubscription(this.inbound.function, { deadLetterQueue: deadLetters }),
    );

    this.status = props.deliveryStatus === false ? undefined : this.deliveryStatus(table, deadLetters);
  }

  /** SNS SMS delivery-status logging into two log groups, each subscribed by the status Lambda. */
  private deliveryStatus(table: ITable, deadLetters: IQueue): PicketFunction {
    const stack = Stack.of(this);
    const groupName = (suffix: string) =>
      `sns/${stack.region}/${stack.account}/DirectPublishToPhoneNumber${suffix}`;
    const groups = [
      { id: 'DeliveredLogs', name: groupName('') },
      { id: 'FailedLogs', name: groupName('/Failure') },
    ].map(({ id, name }) => ({
      name,
      group: new LogGroup(this, id, { logGroupName: name, retention: RetentionDays.ONE_MONTH }),
    }));
    this.deliveryLogGroups.push(...groups.map(({ group }) => group));

    // SNS writes the reports with this role, into these two groups only (as a group and as its streams).
    const deliveryRole = new Role(this, 'DeliveryStatusRole', {
      assumedBy: new ServicePrincipal('sns.amazonaws.com'),
      description: 'SNS: write SMS delivery-status logs for Picket',
    });
    deliveryRole.addToPolicy(
      new PolicyStatement({
        actions: [
          'logs:CreateLogGroup',
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'logs:PutMetricFilter',
          'logs:PutRetentionPolicy',
        ],
        resources: groups.flatMap(({ name, group }) => [
          stack.formatArn({
            service: 'logs',
            resource: 'log-group',
            resourceName: name,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
          group.logGroupArn,
        ]),
      }),
    );

    // The custom resource's provider Lambda: its own role and retention-limited log group, no managed policy.
    const providerLogs = new LogGroup(this, 'SmsSettingsLogs', { retention: RetentionDays.ONE_MONTH });
    const providerRole = new Role(this, 'SmsSettingsRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Picket: sets the SNS SMS delivery-status attributes at deploy time',
    });
    providerLogs.grantWrite(providerRole);
    const setAttributes = {
      service: 'SNS',
      action: 'SetSMSAttributes',
      parameters: {
        attributes: {
          DeliveryStatusIAMRole: deliveryRole.roleArn,
          DeliveryStatusSuccessSamplingRate: '100',
        },
      },
      physicalResourceId: PhysicalResourceId.of('picket-sms-delivery-status'),
    };
    const settings = new AwsCustomResource(this, 'SmsDeliveryStatusSettings', {
      resourceType: 'Custom::SmsDeliveryStatusLogging',
      onCreate: setAttributes,
      onUpdate: setAttributes,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] }),
        new PolicyStatement({ actions: ['iam:PassRole'], resources: [deliveryRole.roleArn] }),
      ]),
      role: providerRole,
      logGroup: providerLogs,
      installLatestAwsSdk: false,
      memorySize: 256,
      timeout: Duration.minutes(1),
    });
    for (const { group } of groups) settings.node.addDependency(group);
    Validations.of(settings).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'sns:SetSMSAttributes sets account-wide SMS preferences and supports no resource-level permission; the role may pass only the delivery-status role.',
    });
    acknowledgeProviderFindings(findProvider(this));

    const status = new PicketFunction(this, 'Status', {
      entry: 'events/sms-status/handler.ts',
      description: 'Picket: SMS delivery reports (SNS delivery-status logs) into the SMS log',
      table,
      memoryMiB: 256,
      timeout: Duration.seconds(30),
      deadLetterQueue: deadLetters,
    });
    for (const { group } of groups) {
      new SubscriptionFilter(group, 'ToStatusFunction', {
        logGroup: group,
        destination: new LambdaDestination(status.function),
        filterPattern: FilterPattern.allEvents(),
      });
    }
    return status;
  }
}

/** AwsCustomResource's Lambda is a stack-level singleton with a fixed id. */
const findProvider = (scope: IConstruct): IConstruct => {
  const provider = Stack.of(scope).node.tryFindChild(
    `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
  );
  if (!provider) throw new Error('AwsCustomResource created no provider Lambda');
  return provider;
};

const acknowledgeProviderFindings = (provider: IConstruct) => {
  Validations.of(provider).acknowledge(
    {
      id: 'Serverless-LambdaTracing',
      reason:
        'AwsCustomResource offers no tracing option; its Lambda runs once per deployment, inside CloudFormation.',
    },
    {
      id: 'Serverless-LambdaDLQ',
      reason:
        'CloudFormation invokes this custom resource and handles its failure itself (the stack rolls back).',
    },
  );
};
