// One API area's Lambda (`functions/<area>/handler.ts`), with only the table access it needs plus what its
// area uses: customer keys, Amazon Location, SMS, the event bus.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { type FunctionUrl, FunctionUrlAuthType, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundledRenderer } from '#functions/http/page-template';
import { type Area, routes } from '#functions/routes';
import { customerKeysEnvironment, grantCustomerKeys } from './customer-keys';
import { sendEmailFrom, smsOnlyPublish } from './messaging-policies';
import { PicketFunction } from './picket-function';

/** scrypt with N=2^17, r=8 needs 128 MiB per hash; Lambda's CPU share grows with memory, and hashing is CPU-bound. */
const memoryMiB: Partial<Record<Area, number>> = { auth: 1024, passwords: 1024 };
const defaultMemoryMiB = 256;

/** Well under the HTTP API's 30 s integration limit, so API Gateway never answers for a still-running function. */
const timeout = Duration.seconds(10);

export interface AreaFunctionProps {
  area: Area;
  table: ITable;
  customerDataKey: IKey;
  eventBus: IEventBus;
  /** PICKET_ORIGIN_SECRET and PICKET_COOKIE_SECRET (edge-secrets.ts), for every area. */
  edgeEnvironment: Record<string, string>;
  /** The SES sender for sign-up links, lead alerts and email reminders (sign-up needs it; reminders fall back to texts). */
  emailFrom?: string;
  /** The build's page renderer (scripts/prerender-public-pages.ts), when the site was built with one. */
  pageRendererDir?: string;
}

/** The pages an area renders per request (functions/api/<area>/page.ts), by CloudFront path pattern. */
const renderedPages: Partial<Record<Area, string>> = { sharing: '/customer/quote/*', portal: '/c/*' };

interface Capabilities {
  customerKeys?: true;
  addressLookup?: true;
  sendSms?: true;
  sendEmail?: true;
  publishEvents?: true;
}

/**
 * What an area may use beyond the table: only these reach customer keys, Amazon Location, SNS or the bus.
 * Customer keys go to every area that seals or opens a customer's details (docs/architecture.md, "Sealed
 * copies"): the customer's own records, quotes, jobs, the customer's quote view (name, signature), the bell
 * and reminders (names, phone, email) and the admin's unassigned leads. Auth, contractors, system and docs
 * handle none and get no key.
 */
const capabilities: Partial<Record<Area, Capabilities>> = {
  // Sign-up emails its confirmation link.
  passwords: { sendEmail: true },
  customers: { customerKeys: true, addressLookup: true },
  // Quote moves are announced on the bus (quote.moved, for the rollups).
  quotes: { customerKeys: true, sendSms: true, sendEmail: true, publishEvents: true },
  sharing: { customerKeys: true, publishEvents: true },
  jobs: { customerKeys: true, publishEvents: true },
  // Events keep sealed copies of a non-customer's contact details; arrival windows are texted.
  calendar: { customerKeys: true, sendSms: true },
  notifications: { customerKeys: true, sendSms: true, sendEmail: true },
  // Invitations are emailed.
  team: { sendEmail: true },
  // The dashboard and exports name customers.
  reports: { customerKeys: true },
  admin: { customerKeys: true },
};

/** The area has rows answered a piece at a time (functions/routes.ts `stream`). */
const streams = (area: Area) => routes.some((row) => row.area === area && 'stream' in row);

/** Streamed answers (a year of CSV rows) may take longer than an API call: they are not behind API Gateway. */
const streamingTimeout = Duration.seconds(60);

export class AreaFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  /**
   * The area's streaming Lambda and its function URL (IAM-authenticated: only CloudFront, through its origin
   * access control, invokes it), when the area has streamed rows.
   */
  readonly streaming?: { function: NodejsFunction; url: FunctionUrl };
  /**
   * The area's page Lambda (a texted quote's page rendered with its data) and its function URL, for the path
   * pattern CloudFront sends it (IAM-authenticated, as the streaming one).
   */
  readonly page?: { pathPattern: string; url: FunctionUrl; function: NodejsFunction };

  constructor(
    scope: Construct,
    id: string,
    {
      area,
      table,
      customerDataKey,
      eventBus,
      edgeEnvironment,
      emailFrom,
      pageRendererDir,
    }: AreaFunctionProps,
  ) {
    super(scope, id);
    const can = capabilities[area] ?? {};
    const environment = {
      ...edgeEnvironment,
      ...(can.customerKeys ? customerKeysEnvironment(customerDataKey) : {}),
      ...(can.addressLookup ? { PICKET_ADDRESS_PROVIDER: 'amazon-location' } : {}),
      ...(can.sendSms ? { PICKET_SMS: 'sns' } : {}),
      ...(can.publishEvents ? { EVENT_BUS_NAME: eventBus.eventBusName } : {}),
      ...(can.sendEmail && emailFrom ? { PICKET_EMAIL_FROM: emailFrom } : {}),
    };

    /** What the area may use beyond the table, granted to each of its Lambdas. */
    const grantCapabilities = (fn: NodejsFunction) => {
      if (can.customerKeys) grantCustomerKeys(customerDataKey, fn);
      if (can.addressLookup) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['geo-places:Suggest', 'geo-places:Geocode'],
            resources: [
              Stack.of(this).formatArn({
                service: 'geo-places',
                account: '',
                resource: 'provider',
                resourceName: 'default',
              }),
            ],
          }),
        );
      }
      if (can.sendSms) fn.addToRolePolicy(smsOnlyPublish());
      if (can.publishEvents) eventBus.grantPutEventsTo(fn);
      if (can.sendEmail && emailFrom) fn.addToRolePolicy(sendEmailFrom(this, emailFrom));
    };

    const lambda = new PicketFunction(this, 'Lambda', {
      entry: `functions/api/${area}/handler.ts`,
      description: `Picket API: ${area} routes`,
      table,
      memoryMiB: memoryMiB[area] ?? defaultMemoryMiB,
      timeout,
      environment,
    });
    this.function = lambda.function;
    this.logGroup = lambda.logGroup;
    grantCapabilities(this.function);
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Only API Gateway invokes this function, synchronously: a failure is returned to the caller as an HTTP error, and a dead-letter queue only receives failed asynchronous invocations.',
    });

    const pathPattern = renderedPages[area];
    if (pathPattern && pageRendererDir) {
      const page = new PicketFunction(this, 'PageLambda', {
        entry: `functions/api/${area}/page.ts`,
        description: `Picket: the ${area} area's page, rendered with its data`,
        table,
        // Rendering React is CPU work: more memory is more CPU, and a faster first paint for the homeowner.
        memoryMiB: 1024,
        timeout,
        environment: { ...environment, PICKET_PAGE_RENDERER: bundledRenderer.path },
        copyIntoBundle: { from: pageRendererDir, to: bundledRenderer.folder },
      });
      grantCapabilities(page.function);
      const url = page.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
      this.page = { pathPattern, url, function: page.function };
      Validations.of(page.function).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Only CloudFront invokes this function, synchronously through its URL: a failure is returned to the caller as an HTTP error, and a dead-letter queue only receives failed asynchronous invocations.',
      });
    }

    if (streams(area)) {
      const streaming = new PicketFunction(this, 'StreamingLambda', {
        entry: `functions/api/${area}/stream.ts`,
        description: `Picket API: ${area} routes answered a piece at a time`,
        table,
        memoryMiB: memoryMiB[area] ?? defaultMemoryMiB,
        timeout: streamingTimeout,
        environment,
      });
      grantCapabilities(streaming.function);
      const url = streaming.function.addFunctionUrl({
        authType: FunctionUrlAuthType.AWS_IAM,
        invokeMode: InvokeMode.RESPONSE_STREAM,
      });
      this.streaming = { function: streaming.function, url };
      Validations.of(streaming.function).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'Only CloudFront invokes this function, synchronously through its URL: a failure is returned to the caller as an HTTP error, and a dead-letter queue only receives failed asynchronous invocations.',
      });
    }
  }
}
