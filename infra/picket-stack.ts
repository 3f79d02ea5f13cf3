// Picket on AWS: the table (storage), the area Lambdas behind the HTTP API (api), and CloudFront serving the
// frontend and /api on one domain (web).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
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
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, { siteDir, domain, ...props }: PicketStackProps) {
    super(scope, id, {
      description: 'Picket: fence quoting and job management (CloudFront, HTTP API, Lambda, DynamoDB)',
      ...props,
    });

    this.storage = new Storage(this, 'Storage');
    this.api = new Api(this, 'Api', {
      table: this.storage.table,
      customerDataKey: this.storage.customerDataKey,
    });
    this.web = new Web(this, 'Web', { siteDir, apiOriginDomainName: this.api.originDomainName, domain });

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
