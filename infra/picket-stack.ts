// Picket on AWS: the table (storage), the event bus and schedule (events), the area Lambdas behind the HTTP
// API (api), and CloudFront serving the frontend and /api on one domain (web).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { Events } from './constructs/events';
import { Storage } from './constructs/storage';
import { type SiteDomain, Web } from './constructs/web';

export interface PicketStackProps extends StackProps {
  /** The built frontend to deploy (normally frontend/dist). */
  siteDir: string;
  /** Serve the site on a custom domain instead of *.cloudfront.net. */
  domain?: SiteDomain;
}

export class PicketStack extends Stack {
  readonly storage: Storage;
  readonly events: Events;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, { siteDir, domain, ...props }: PicketStackProps) {
    super(scope, id, {
      description: 'Picket: fence quoting and job management (CloudFront, HTTP API, Lambda, DynamoDB)',
      ...props,
    });

    this.storage = new Storage(this, 'Storage');
    this.events = new Events(this, 'Events', { table: this.storage.table });
    this.api = new Api(this, 'Api', {
      table: this.storage.table,
      customerDataKey: this.storage.customerDataKey,
      eventBus: this.events.bus,
    });
    this.web = new Web(this, 'Web', { siteDir, apiOriginDomainName: this.api.originDomainName, domain });
    // Texted short links point at the site. The distribution depends only on the HTTP API itself, not on
    // the functions, so giving a function its URL makes no cycle.
    this.api.functions.get('quotes')?.function.addEnvironment('PUBLIC_BASE_URL', this.web.siteUrl);

    new CfnOutput(this, 'SiteUrl', { description: 'The app (and its API at /api)', value: this.web.siteUrl });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself; browsers use <SiteUrl>/api instead',
      value: this.api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', {
      description: 'TABLE_NAME for `npm run manage` (e.g. creating the first admin)',
      value: this.storage.table.tableName,
    });
  }
}
