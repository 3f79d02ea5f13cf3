// Picket on AWS: the table (storage), the event bus and schedule (events), the area Lambdas behind the HTTP
// API (api), and CloudFront serving the frontend and /api on one domain (web).
import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { EdgeFirewall } from './constructs/edge-firewall';
import { EdgeSecrets } from './constructs/edge-secrets';
import { Events } from './constructs/events';
import { wildcardResourceFinding } from './constructs/nag-ids';
import { OperatorAlarms } from './constructs/operator-alarms';
import { Photos } from './constructs/photos';
import { Storage } from './constructs/storage';
import { Texting } from './constructs/texting';
import { type SiteDomain, Web } from './constructs/web';
import { pageRendererOf } from './paths';

export interface PicketStackProps extends StackProps {
  /** The built frontend to deploy (normally frontend/dist). */
  siteDir: string;
  /** Serve the site on a custom domain instead of *.cloudfront.net. */
  domain?: SiteDomain;
  /** A verified SES sender: sign-up links (required for sign-ups), lead alerts and payment reminders. */
  emailFrom?: string;
  /** Where operator alarms are emailed (an SNS subscription to confirm). */
  alarmEmail?: string;
  /** SNS SMS delivery-status logging (account-wide; default on): off for a second stack in the same account. */
  smsDeliveryStatus?: boolean;
}

export class PicketStack extends Stack {
  readonly storage: Storage;
  readonly events: Events;
  readonly api: Api;
  readonly web: Web;
  readonly photos: Photos;
  readonly edgeSecrets: EdgeSecrets;
  readonly firewall: EdgeFirewall;
  readonly alarms: OperatorAlarms;
  readonly texting: Texting;

  constructor(
    scope: Construct,
    id: string,
    { siteDir, domain, emailFrom, alarmEmail, smsDeliveryStatus, ...props }: PicketStackProps,
  ) {
    super(scope, id, {
      description: 'Picket: fence quoting and job management (CloudFront, HTTP API, Lambda, DynamoDB)',
      ...props,
    });

    this.storage = new Storage(this, 'Storage');
    this.events = new Events(this, 'Events', {
      table: this.storage.table,
      customerDataKey: this.storage.customerDataKey,
      emailFrom,
    });
    // Customers' replies (two-way SMS) and carriers' delivery reports into the SMS log.
    this.texting = new Texting(this, 'Texting', {
      table: this.storage.table,
      customerDataKey: this.storage.customerDataKey,
      deadLetters: this.events.deadLetters,
      deliveryStatus: smsDeliveryStatus,
    });
    this.edgeSecrets = new EdgeSecrets(this, 'EdgeSecrets');
    this.api = new Api(this, 'Api', {
      table: this.storage.table,
      customerDataKey: this.storage.customerDataKey,
      eventBus: this.events.bus,
      edgeEnvironment: this.edgeSecrets.environment(),
      emailFrom,
      pageRendererDir: pageRendererOf(siteDir),
    });
    this.firewall = new EdgeFirewall(this, 'Firewall');
    this.web = new Web(this, 'Web', {
      siteDir,
      apiOriginDomainName: this.api.originDomainName,
      apiOriginHeaders: this.edgeSecrets.originHeaders(),
      streamedRoutes: this.api.streamedRoutes,
      renderedPages: this.api.renderedPages,
      webAclArn: this.firewall.webAcl.attrArn,
      domain,
    });
    // Every link we send or show points at the site: texted short links, emailed sign-up links, team
    // invitations, an administrator's reset links, calendar feeds. Every area gets the URL (it is no secret), so
    // a route moved between areas can't quietly link to localhost. The distribution depends only on the HTTP
    // API itself, not on the functions, so giving a function its URL makes no cycle.
    for (const { function: areaFunction } of this.api.functions.values())
      areaFunction.addEnvironment('PUBLIC_BASE_URL', this.web.siteUrl);
    // Follow-ups the scheduled run sends carry the quote's link too.
    this.events.scheduled.function.addEnvironment('PUBLIC_BASE_URL', this.web.siteUrl);

    this.alarms = new OperatorAlarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      functions: new Map([
        ...[...this.api.functions].map(([area, { function: fn }]) => [area, fn] as const),
        ...this.api.otherFunctions,
        ['Scheduled', this.events.scheduled.function] as const,
        ['SmsInbound', this.texting.inbound.function] as const,
        ...(this.texting.status ? [['SmsStatus', this.texting.status.function] as const] : []),
      ]),
      deadLetters: this.events.deadLetters,
      webAclMetricName: this.firewall.metricName,
      email: alarmEmail,
      table: this.storage.table,
    });

    // Job photos: uploaded from the site's origin (CORS), signed and read by the jobs Lambda only.
    this.photos = new Photos(this, 'Photos', { siteUrl: this.web.siteUrl, logsBucket: this.web.logsBucket });
    const jobs = this.api.functions.get('jobs')?.function;
    if (jobs) {
      jobs.addEnvironment('PHOTO_BUCKET', this.photos.bucket.bucketName);
      // Presigned POST and GET act with the signer's rights: put and get of job photos, nothing else.
      jobs.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:GetObject'],
          resources: [this.photos.bucket.arnForObjects('jobs/*')],
        }),
      );
      if (jobs.role) {
        Validations.of(jobs.role).acknowledge({
          id: wildcardResourceFinding(this.photos.bucket, '/jobs/*'),
          reason:
            'Each job photo gets its own random key under jobs/<contractor>/<job>/, made when the upload is signed; the jobs function may put and get objects under jobs/ of the photo bucket only.',
        });
      }
    }

    new CfnOutput(this, 'SiteUrl', { description: 'The app (and its API at /api)', value: this.web.siteUrl });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself; browsers use <SiteUrl>/api instead',
      value: this.api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', {
      description: 'TABLE_NAME for `npm run manage` (e.g. creating the first admin)',
      value: this.storage.table.tableName,
    });
    new CfnOutput(this, 'InboundSmsTopicArn', {
      description:
        "Two-way SMS destination: set it on the sending number (docs/deploy.md) so customers' replies arrive",
      value: this.texting.inboundTopic.topicArn,
    });
    new CfnOutput(this, 'CustomerDataKeyArn', {
      description:
        'KMS_KEY_ID for `npm run manage -- migrate` (sealing data an older version stored in clear)',
      value: this.storage.customerDataKey.keyArn,
    });
  }
}
