// Copies the built frontend and its runtime config.json into the site bucket at deploy time, then
// invalidates CloudFront's copies. Hashed bundles and the app shell get different cache lifetimes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IConstruct } from 'constructs';
import { wildcardResourceFinding } from './nag-ids';

/** Vite writes content-hashed bundles here: a name never gets new content, so browsers may keep them a year. */
const hashedAssetsFolder = 'assets';

export interface SiteDeploymentProps {
  /** A directory holding the built frontend (index.html, assets/). */
  siteDir: string;
  bucket: Bucket;
  distribution: IDistribution;
}

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, { siteDir, bucket, distribution }: SiteDeploymentProps) {
    super(scope, id);

    // One role and one log group for CDK's deployment Lambda (a singleton both deployments share): it gets
    // what these deployments grant plus writing to its own, retention-limited logs, and no managed policy.
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment of the Picket frontend',
    });
    logGroup.grantWrite(role);
    const common = { destinationBucket: bucket, role, logGroup, memoryLimit: 512 };

    const hashedAssets = join(siteDir, hashedAssetsFolder);
    const assets = existsSync(hashedAssets)
      ? new BucketDeployment(this, 'Assets', {
          ...common,
          sources: [Source.asset(hashedAssets)],
          destinationKeyPrefix: `${hashedAssetsFolder}/`,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          // Keep earlier bundles: a tab opened before the deployment still loads its lazy chunks.
          prune: false,
        })
      : undefined;

    const shell = new BucketDeployment(this, 'Shell', {
      ...common,
      sources: [
        Source.asset(siteDir, { exclude: [hashedAssetsFolder] }),
        // The runtime config the frontend fetches at start. apiEndpoint '' = same origin: this
        // distribution serves /api/*.
        Source.jsonData('config.json', { apiEndpoint: '', region: Stack.of(this).region, stage: 'aws' }),
      ],
      // index.html, the prerendered pages (prerendered/), config.json, the service worker (sw.js) and
      // manifest.webmanifest change with every deployment: browsers revalidate them each time, so an open app
      // learns of a new version at its next update check.
      cacheControl: [CacheControl.noCache()],
      exclude: [`${hashedAssetsFolder}/*`],
      distribution,
      distributionPaths: ['/*'],
    });
    // A new index.html (or prerendered page) must never name bundles that are not uploaded yet.
    if (assets) shell.node.addDependency(assets);

    acknowledgeDeploymentFindings(role, bucket, findDeploymentHandler(this));
  }
}

/** BucketDeployment's Lambda is a stack-level singleton named Custom::CDKBucketDeployment<uuid>. */
const findDeploymentHandler = (scope: IConstruct): IConstruct => {
  const handler = Stack.of(scope).node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) throw new Error('BucketDeployment created no provider Lambda');
  return handler;
};

const bootstrapQualifier = (scope: IConstruct): string =>
  scope.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;

/** Findings on what CDK's BucketDeployment writes for us: its provider Lambda and that Lambda's grants. */
const acknowledgeDeploymentFindings = (role: Role, bucket: Bucket, handler: IConstruct) => {
  // cdk-nag names the bucket as synthesized: region and partition literal when the stack's region is.
  const { region } = Stack.of(role);
  const known = !Token.isUnresolved(region);
  const assetBucket = `arn:${known ? 'aws' : '<AWS::Partition>'}:s3:::cdk-${bootstrapQualifier(role)}-assets-<AWS::AccountId>-${known ? region : '<AWS::Region>'}`;
  Validations.of(role).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      reason:
        'CDK BucketDeployment reads its source bucket and the site bucket with s3:GetBucket*; CDK writes this grant.',
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
      reason:
        'CDK BucketDeployment reads the staged zips (s3:GetObject*) from the CDK asset bucket; CDK writes this grant.',
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:List*]',
      reason:
        'CDK BucketDeployment lists the asset and site buckets to sync them (s3:List*); CDK writes this grant.',
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      reason: 'CDK BucketDeployment prunes files of earlier builds from the site bucket (s3:DeleteObject*).',
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:Abort*]',
      reason: 'CDK BucketDeployment aborts its failed multipart uploads into the site bucket (s3:Abort*).',
    },
    {
      id: wildcardResourceFinding(bucket, '/*'),
      reason:
        'CDK BucketDeployment writes any object of the site bucket (and only that bucket), so it gets bucket/*.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${assetBucket}/*]`,
      reason:
        'CDK BucketDeployment reads its source zips from the CDK bootstrap asset bucket of this account and region.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CDK BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on * to invalidate the distribution after copying the site.',
    },
  );
  const runtimeManagedByCdk =
    "CDK BucketDeployment's provider Lambda runtime is chosen and kept current by aws-cdk-lib, not by this stack.";
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: runtimeManagedByCdk },
    { id: 'Serverless-LambdaLatestVersion', reason: runtimeManagedByCdk },
    {
      id: 'Serverless-LambdaTracing',
      reason:
        'CDK BucketDeployment offers no tracing option; it runs once per deployment, inside CloudFormation.',
    },
    {
      id: 'Serverless-LambdaDLQ',
      reason:
        'CloudFormation invokes the BucketDeployment custom resource and handles its failure itself (the stack rolls back).',
    },
  );
};
