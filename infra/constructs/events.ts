// Events and schedules: the Picket event bus with a rule for the events its consumer handles (notifications and
// rollups), and EventBridge Scheduler running the scheduled work every 15 minutes. Every
// asynchronous hop retries and then parks what still failed in one encrypted dead-letter queue.
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { domainEventSchemas, eventSource } from '#domain/events';
import { customerKeysEnvironment, grantCustomerKeys } from './customer-keys';
import { sendEmailFrom, smsOnlyPublish } from './messaging-policies';
import { wildcardResourceFinding } from './nag-ids';
import { PicketFunction } from './picket-function';

export interface EventsProps {
  table: ITable;
  /** The customer data key: the scheduled run opens reminders' phone numbers and emails with it. */
  customerDataKey: IKey;
  /** The SES sender for email reminders (optional). */
  emailFrom?: string;
}

export class Events extends Construct {
  readonly bus: EventBus;
  readonly consumer: PicketFunction;
  readonly scheduled: PicketFunction;
  readonly deadLetters: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, { table, customerDataKey, emailFrom }: EventsProps) {
    super(scope, id);

    this.bus = new EventBus(this, 'Bus', { description: 'Picket domain events (quote.approved, …)' });

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason:
        'This queue is itself the dead-letter queue of the event consumer, its rule target, the scheduled function and its schedule; a dead-letter queue of a dead-letter queue would only move the same messages again.',
    });

    // The consumer gets no customer key: an event carries the customer's name sealed, and the consumer
    // stores it as it is.
    this.consumer = new PicketFunction(this, 'Consumer', {
      entry: 'events/consumers/handler.ts',
      description: 'Picket events: consumers (notifications)',
      table,
      memoryMiB: 256,
      timeout: Duration.seconds(30),
      deadLetterQueue: this.deadLetters,
    });
    new Rule(this, 'ConsumedEvents', {
      description: 'Every event Picket consumes, to its consumer Lambda',
      eventBus: this.bus,
      eventPattern: { source: [eventSource], detailType: Object.keys(domainEventSchemas) },
      targets: [
        new LambdaFunction(this.consumer.function, {
          deadLetterQueue: this.deadLetters,
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
        }),
      ],
    });

    this.scheduled = new PicketFunction(this, 'Scheduled', {
      entry: 'events/scheduled/handler.ts',
      description: 'Picket scheduled work (payment reminders, follow-ups, republishing pending events)',
      table,
      memoryMiB: 512,
      timeout: Duration.minutes(5),
      environment: {
        EVENT_BUS_NAME: this.bus.eventBusName,
        PICKET_SMS: 'sns',
        ...customerKeysEnvironment(customerDataKey),
        ...(emailFrom ? { PICKET_EMAIL_FROM: emailFrom } : {}),
      },
      deadLetterQueue: this.deadLetters,
    });
    this.bus.grantPutEventsTo(this.scheduled.function);
    grantCustomerKeys(customerDataKey, this.scheduled.function);
    // Reminders go to customers by text (and email when a sender is configured).
    this.scheduled.function.addToRolePolicy(smsOnlyPublish());
    if (emailFrom) this.scheduled.function.addToRolePolicy(sendEmailFrom(this, emailFrom));
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invoke the Picket scheduled function, dead-letter to its queue',
    });
    Validations.of(schedulerRole).acknowledge({
      id: wildcardResourceFinding(this.scheduled.function, ':*'),
      reason:
        "The scheduler target's invoke grant covers the scheduled function and its versions (function ARN + ':*'); no other function is reachable.",
    });
    this.schedule = new Schedule(this, 'Every15Minutes', {
      description: 'Picket scheduled work, every 15 minutes',
      schedule: ScheduleExpression.rate(Duration.minutes(15)),
      target: new LambdaInvoke(this.scheduled.function, {
        role: schedulerRole,
        deadLetterQueue: this.deadLetters,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      }),
    });
  }
}
