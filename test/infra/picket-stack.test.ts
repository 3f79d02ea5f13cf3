// The synthesized Picket stack: the table is the shared table definition, the HTTP API serves exactly the
// route table, each area Lambda reaches only the table, and CloudFront serves app and API on one domain
// with the security headers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, routeKey, routes } from '#functions/routes';
import { tableDefinition } from '#functions/store/table';
import { builtAssetName, logicalIdOf, synthPicket } from './synth-picket';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; Metadata?: any };

let synth: ReturnType<typeof synthPicket>;
let template: Template;
let resources: Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

beforeAll(() => {
  synth = synthPicket();
  template = synth.template;
  resources = template.toJSON().Resources;
});
afterAll(() => synth?.cleanup());

const tableId = () => logicalIdOf(synth.stack, synth.stack.storage.table);
const areaFunction = (area: (typeof areas)[number]) => {
  const fn = synth.stack.api.functions.get(area);
  if (!fn) throw new Error(`no function for ${area}`);
  return fn;
};

describe('table', () => {
  it('is the shared table definition, on demand, recoverable and protected from deletion', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [, table] = ofType('AWS::DynamoDB::Table')[0] ?? [];
    expect(table?.DeletionPolicy).toBe('Retain');
    const props = table?.Properties ?? {};
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(props.DeletionProtectionEnabled).toBe(true);
    expect(props.SSESpecification).toEqual({ SSEEnabled: true });
    expect(props.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
    expect(props.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.GlobalSecondaryIndexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });
});

describe('HTTP API', () => {
  it('has exactly one route per row of the route table', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routeKeys.toSorted()).toEqual(routes.map(routeKey).toSorted());
  });

  it("sends each route to its area's Lambda", () => {
    for (const row of routes) {
      const [, route] =
        ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === routeKey(row)) ?? [];
      const integrationId = route?.Properties.Target['Fn::Join'][1][1].Ref;
      const integration = resources[integrationId];
      expect(integration?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [logicalIdOf(synth.stack, areaFunction(row.area).function), 'Arn'] },
      });
    }
  });

  it('throttles and access-logs the default stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});

describe('area Lambdas', () => {
  it('is one Node 24 arm64 function per area (plus CDK’s deployment function)', () => {
    const nodeFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      fn.Properties.Runtime?.startsWith('nodejs'),
    );
    // Plus the event consumer and the scheduled function (see "events and schedules"), the reports'
    // streaming function (see "streamed routes"), the sharing and portal areas' page functions (see "a texted
    // quote's page"), the inbound-SMS and SMS-status functions and the custom
    // resource's provider that switches SMS delivery-status logging on (see "texting"), and the function that
    // turns the WAF alarm into an administrators' security alert (see "alarms").
    expect(nodeFunctions).toHaveLength(areas.length + 9);
    for (const area of areas) {
      const props = resources[logicalIdOf(synth.stack, areaFunction(area).function)]?.Properties;
      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: area === 'auth' || area === 'passwords' ? 1024 : 256,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: { TABLE_NAME: { Ref: tableId() }, PICKET_STAGE: 'aws' } },
        LoggingConfig: { LogGroup: { Ref: logicalIdOf(synth.stack, areaFunction(area).logGroup) } },
      });
    }
  });

  it('leaves the stack room under CloudFormation’s 500 resources: one invoke permission per area, not per route', () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, permission]) => permission.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions).toHaveLength(areas.length);
    expect(Object.keys(resources).length).toBeLessThan(400);
  });

  it('bundles each handler as minified ESM without the AWS SDK', () => {
    for (const area of areas) {
      const fn = resources[logicalIdOf(synth.stack, areaFunction(area).function)];
      const assetHash = String(fn?.Properties.Code.S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(synth.outdir, `asset.${assetHash}`, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __picketCreateRequire } from 'node:module';")).toBe(
        true,
      );
      expect(/export\s*\{[^}]*\bhandler\b[^}]*\}/.test(bundle)).toBe(true);
      const averageLineLength = bundle.length / bundle.split('\n').length;
      expect(averageLineLength).toBeGreaterThan(500); // minified
      expect(bundle.includes('sourceMappingURL')).toBe(false);
      // The SDK comes from the runtime: imported, never bundled (docs reads no table, so imports none).
      expect(bundle.includes('@aws-sdk/client-dynamodb')).toBe(area !== 'docs');
      expect(bundle.includes('class DynamoDBClient')).toBe(false);
    }
  });

  it('lets each function reach only the table, its own log group, X-Ray, and what its area needs', () => {
    const keyArn = { 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.storage.customerDataKey), 'Arn'] };
    const kms = { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:GenerateDataKey'], Resource: keyArn };
    const extras: Partial<Record<string, unknown[]>> = {
      customers: [
        kms,
        expect.objectContaining({
          Action: expect.arrayContaining(['geo-places:Suggest', 'geo-places:Geocode']),
        }),
      ],
      quotes: [
        kms,
        { Effect: 'Allow', Action: 'sns:Publish', NotResource: 'arn:aws:sns:*:*:*' },
        {
          Effect: 'Allow',
          Action: 'events:PutEvents',
          Resource: { 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.events.bus), 'Arn'] },
        },
      ],
      notifications: [kms, { Effect: 'Allow', Action: 'sns:Publish', NotResource: 'arn:aws:sns:*:*:*' }],
      admin: [kms],
      reports: [kms],
      calendar: [kms, { Effect: 'Allow', Action: 'sns:Publish', NotResource: 'arn:aws:sns:*:*:*' }],
      jobs: [
        kms,
        {
          Effect: 'Allow',
          Action: 'events:PutEvents',
          Resource: { 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.events.bus), 'Arn'] },
        },
        {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject'],
          Resource: {
            'Fn::Join': [
              '',
              [{ 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.photos.bucket), 'Arn'] }, '/jobs/*'],
            ],
          },
        },
      ],
      sharing: [
        kms,
        {
          Effect: 'Allow',
          Action: 'events:PutEvents',
          Resource: { 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.events.bus), 'Arn'] },
        },
      ],
    };
    const tableArn = { 'Fn::GetAtt': [tableId(), 'Arn'] };
    for (const area of areas) {
      const { function: fn, logGroup } = areaFunction(area);
      const roleId = logicalIdOf(synth.stack, fn.role as never);
      const policies = ofType('AWS::IAM::Policy').filter(([, p]) =>
        p.Properties.Roles.some((r: any) => r.Ref === roleId),
      );
      expect(policies).toHaveLength(1);
      const statements = policies[0]?.[1].Properties.PolicyDocument.Statement;
      expect(statements).toEqual(
        expect.arrayContaining([
          {
            Effect: 'Allow',
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: { 'Fn::GetAtt': [logicalIdOf(synth.stack, logGroup), 'Arn'] },
          },
          { Effect: 'Allow', Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: '*' },
          {
            Effect: 'Allow',
            Action: expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query']),
            Resource: [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }],
          },
          ...(extras[area] ?? []),
        ]),
      );
      expect(statements).toHaveLength(3 + (extras[area]?.length ?? 0));
      // No managed policies (e.g. AWSLambdaBasicExecutionRole: logs on every log group).
      expect(resources[roleId]?.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('gives texting and publishing functions what they need to find: the site URL and the bus', () => {
    const env = (area: (typeof areas)[number]) =>
      resources[logicalIdOf(synth.stack, areaFunction(area).function)]?.Properties.Environment.Variables;
    expect(env('quotes')).toMatchObject({ PICKET_SMS: 'sns' });
    // Links in invitations (team), reset links (admin), sign-up emails (passwords) and feeds (calendar).
    for (const area of areas) expect(env(area)).toMatchObject({ PUBLIC_BASE_URL: expect.anything() });
    expect(env('sharing')).toMatchObject({
      EVENT_BUS_NAME: { Ref: logicalIdOf(synth.stack, synth.stack.events.bus) },
    });
    expect(env('customers').PICKET_SMS).toBeUndefined();
  });

  it('keeps every log group for a bounded time', () => {
    for (const [, logGroup] of ofType('AWS::Logs::LogGroup')) {
      expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });
});

describe('web', () => {
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties.DistributionConfig;

  it('serves /api/* from the HTTP API, uncached, with every method and all viewer headers but Host', () => {
    const config = distribution();
    const apiBehavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(apiBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    const apiOrigin = config.Origins.find((o: any) => o.Id === apiBehavior.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalIdOf(synth.stack, synth.stack.api.httpApi));
    expect(apiOrigin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('streams the CSV export from the reports area’s function URL, signed by CloudFront, with the origin secret', () => {
    const config = distribution();
    const exportBehavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/reports/export');
    expect(exportBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    // More specific than /api/*, so CloudFront matches it first.
    const patterns = config.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns.indexOf('/api/reports/export')).toBeLessThan(patterns.indexOf('/api/*'));
    const origin = config.Origins.find((o: any) => o.Id === exportBehavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.OriginCustomHeaders?.map((header: any) => header.HeaderName)).toEqual(
      config.Origins.find(
        (o: any) => o.CustomOriginConfig && o.Id !== origin.Id && o.OriginCustomHeaders,
      )?.OriginCustomHeaders.map((header: any) => header.HeaderName),
    );
    const url = ofType('AWS::Lambda::Url').find(([, u]) => u.Properties.InvokeMode === 'RESPONSE_STREAM');
    expect(url?.[1].Properties).toMatchObject({ AuthType: 'AWS_IAM' });
    const streaming = synth.stack.api.functions.get('reports')?.streaming?.function;
    expect(streaming).toBeDefined();
    expect(resources[logicalIdOf(synth.stack, streaming as never)]?.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Timeout: 60,
    });
  });

  it('renders a texted quote’s page in the sharing area’s page Lambda, signed by CloudFront, uncached', () => {
    const config = distribution();
    const pageBehavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/customer/quote/*');
    expect(pageBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      // The session cookie (a signed-in browser gets the app) and `lang` reach the Lambda.
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = config.Origins.find((o: any) => o.Id === pageBehavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.OriginCustomHeaders?.length).toBeGreaterThan(0);
    const pageFunctions = Object.values(resources).filter(
      (resource: any) =>
        resource.Type === 'AWS::Lambda::Function' &&
        resource.Properties.Environment?.Variables?.PICKET_PAGE_RENDERER === '/var/task/page-renderer',
    ) as any[];
    // The sharing area's (a texted quote) and the portal's (a contractor's page).
    expect(pageFunctions).toHaveLength(2);
    expect(synth.stack.api.functions.get('sharing')?.page?.pathPattern).toBe('/customer/quote/*');
    expect(synth.stack.api.functions.get('portal')?.page?.pathPattern).toBe('/c/*');
    for (const fn of pageFunctions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', MemorySize: 1024 });
      // The build's renderer travels in the bundle, beside the handler.
      const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      expect(existsSync(join(synth.outdir, `asset.${assetHash}`, 'page-renderer', 'prerender.mjs'))).toBe(
        true,
      );
    }
  });

  it('keeps a contractor’s embedded calculator on the site, frameable, before their rendered page’s pattern', () => {
    const config = distribution();
    const patterns = config.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns.indexOf('/c/*/embed')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/c/*/embed')).toBeLessThan(patterns.indexOf('/c/*'));
    const pageBehavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/c/*');
    const origin = config.Origins.find((o: any) => o.Id === pageBehavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(pageBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('serves the app from the private bucket through Origin Access Control with the SPA rewrite', () => {
    const config = distribution();
    const s3Origin = config.Origins.find((o: any) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.DomainName).toEqual({
      'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.web.siteBucket), 'RegionalDomainName'],
    });
    const [[rewriteId] = []] = ofType('AWS::CloudFront::Function');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [rewriteId, 'FunctionARN'] } },
    ]);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    // Error responses would turn API 403/404s into index.html too; the rewrite function replaces them.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toBeDefined();
  });

  it('adds CSP, HSTS, frame, sniffing and referrer headers to app and API responses', () => {
    const [[policyId, policy] = []] = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toEqual({
      ContentSecurityPolicy: {
        ContentSecurityPolicy:
          "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
        Override: true,
      },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 2 * 365 * 24 * 60 * 60,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      // Any site may frame the embed pages: their own policy (test/infra/embed-framing.test.ts).
      if (behavior.PathPattern === '/c/*/embed') continue;
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('keeps every bucket (site, logs, photos) private, encrypted and TLS-only, and logs site and photo access', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
    }
    for (const [, policy] of ofType('AWS::S3::BucketPolicy')) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
    const site = resources[logicalIdOf(synth.stack, synth.stack.web.siteBucket)];
    expect(site?.Properties.LoggingConfiguration).toBeDefined();
    const photos = resources[logicalIdOf(synth.stack, synth.stack.photos.bucket)];
    expect(photos?.Properties.LoggingConfiguration).toBeDefined();
    expect(photos?.DeletionPolicy).toBe('Retain');
    // Uploads come straight from the site's pages: POST from its origin, nothing else.
    expect(photos?.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: [expect.anything()] }),
    ]);
  });

  it('deploys the build and writes config.json for the same-origin API', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const shell = deployments.find((d) => d.Exclude?.includes('assets/*'));
    expect(shell).toBeDefined();
    // Source 0 is the build, source 1 is config.json, for the stack's region (us-east-1).
    const configAssetHash = String(shell?.SourceObjectKeys[1]).replace(/\.zip$/, '');
    const configJson = JSON.parse(
      readFileSync(join(synth.outdir, `asset.${configAssetHash}`, 'config.json'), 'utf8'),
    );
    expect(configJson).toEqual({ apiEndpoint: '', region: 'us-east-1', stage: 'aws' });
    expect(shell).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });

    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/');
    expect(assets).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    const assetsHash = String(assets?.SourceObjectKeys[0]).replace(/\.zip$/, '');
    expect(existsSync(join(synth.outdir, `asset.${assetsHash}`, builtAssetName))).toBe(true);
  });
});

describe('stack', () => {
  it('describes itself and tags its resources with the project', () => {
    expect(synth.stack.templateOptions.description).toMatch(/^Picket/);
    expect(synth.stack.tags.tagValues()).toEqual({ project: 'picket' });
  });

  it('names the site URL, the API URL, the table and the customer data key (for `npm run manage`)', () => {
    const outputs = template.toJSON().Outputs;
    expect(Object.keys(outputs).toSorted()).toEqual([
      'ApiUrl',
      'CustomerDataKeyArn',
      'InboundSmsTopicArn',
      'SiteUrl',
      'TableName',
    ]);
    expect(outputs.TableName.Value).toEqual({ Ref: tableId() });
    expect(outputs.CustomerDataKeyArn.Value).toEqual({
      'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.storage.customerDataKey), 'Arn'],
    });
  });
});

describe('events and schedules', () => {
  const events = () => synth.stack.events;
  const fnId = (fn: { function: unknown }) => logicalIdOf(synth.stack, fn.function as never);
  const queueArn = () => ({ 'Fn::GetAtt': [logicalIdOf(synth.stack, events().deadLetters), 'Arn'] });

  it('routes every domain event from the Picket bus to the consumer, retrying then dead-lettering', () => {
    const [, rule] = ofType('AWS::Events::Rule')[0] ?? [];
    expect(rule?.Properties).toMatchObject({
      EventBusName: { Ref: logicalIdOf(synth.stack, events().bus) },
      EventPattern: {
        source: ['picket'],
        'detail-type': [
          'quote.created',
          'quote.viewed',
          'job.created',
          'job.moved',
          'quote.approved',
          'quote.moved',
          'payment.received',
        ],
      },
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId(events().consumer), 'Arn'] },
          DeadLetterConfig: { Arn: queueArn() },
          RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 86400 },
        },
      ],
    });
  });

  it('runs the scheduled function every 15 minutes through EventBridge Scheduler, with retries and a DLQ', () => {
    const [, schedule] = ofType('AWS::Scheduler::Schedule')[0] ?? [];
    expect(schedule?.Properties).toMatchObject({
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [fnId(events().scheduled), 'Arn'] },
        DeadLetterConfig: { Arn: queueArn() },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
      },
    });
  });

  it('keeps the dead letters encrypted and TLS-only, and dead-letters failed async invocations', () => {
    const [, queue] = ofType('AWS::SQS::Queue')[0] ?? [];
    expect(queue?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
    const queuePolicy = ofType('AWS::SQS::QueuePolicy')[0]?.[1].Properties.PolicyDocument.Statement;
    expect(queuePolicy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    );
    for (const fn of [events().consumer, events().scheduled]) {
      expect(resources[fnId(fn)]?.Properties.DeadLetterConfig).toEqual({ TargetArn: queueArn() });
    }
  });

  it('lets the consumer reach only the table, and the scheduled function also the bus, SMS and the customer key', () => {
    const statementsOf = (fn: { function: { role?: unknown } }) => {
      const roleId = logicalIdOf(synth.stack, fn.function.role as never);
      return ofType('AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    };
    const actionsOf = (statements: any[]) => statements.flatMap((statement) => [statement.Action].flat());
    const consumer = actionsOf(statementsOf(events().consumer));
    expect(consumer.filter((action: string) => !/^(dynamodb|logs|xray|sqs):/.test(action))).toEqual([]);
    const scheduled = actionsOf(statementsOf(events().scheduled));
    // It sends reminders: texts only (email too when a sender is configured at deploy), to the phone and
    // email it opens with the customer key, that key only.
    expect(scheduled.filter((action: string) => !/^(dynamodb|logs|xray|sqs):/.test(action))).toEqual([
      'events:PutEvents',
      'kms:Decrypt',
      'kms:GenerateDataKey',
      'sns:Publish',
    ]);
    const keyArn = { 'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.storage.customerDataKey), 'Arn'] };
    expect(statementsOf(events().scheduled)).toContainEqual({
      Effect: 'Allow',
      Action: ['kms:Decrypt', 'kms:GenerateDataKey'],
      Resource: keyArn,
    });
    expect(resources[fnId(events().scheduled)]?.Properties.Environment.Variables.KMS_KEY_ID).toEqual(keyArn);
    // The consumer stores the sealed name an event carries as it is: no key, no texts.
    expect(consumer).not.toContain('sns:Publish');
    expect(consumer.some((action: string) => action.startsWith('kms:'))).toBe(false);
  });
});

describe('the edge', () => {
  it('puts AWS WAF with the managed rule groups and per-IP rate limits in front of the distribution', () => {
    const [[aclId, acl] = []] = ofType('AWS::WAFv2::WebACL');
    expect(acl?.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl?.Properties.Rules as { Name: string; Statement: any }[];
    const managed = rules.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(managed).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    const limits = Object.fromEntries(
      rules
        .filter((rule) => rule.Statement.RateBasedStatement)
        .map((rule) => [rule.Name, rule.Statement.RateBasedStatement.Limit]),
    );
    expect(limits).toEqual({ SignInAndSignUpPerIp: 100, PublicFormsPerIp: 300, EverythingPerIp: 3000 });
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] ?? [];
    expect(distribution?.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('sends the origin secret on every /api request, and every area checks it', () => {
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] ?? [];
    const apiOrigin = distribution?.Properties.DistributionConfig.Origins.find(
      (origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig,
    );
    const [header] = apiOrigin.OriginCustomHeaders;
    expect(header.HeaderName).toBe('x-picket-origin');
    // A dynamic reference, resolved at deploy time: the value is never in the template.
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    for (const area of areas) {
      const fn = resources[logicalIdOf(synth.stack, areaFunction(area).function)];
      const variables = fn?.Properties.Environment.Variables;
      expect(JSON.stringify(variables.PICKET_ORIGIN_SECRET), area).toContain('{{resolve:secretsmanager:');
      expect(JSON.stringify(variables.PICKET_COOKIE_SECRET), area).toContain('{{resolve:secretsmanager:');
    }
  });

  it('throttles the public, costly routes tighter than the stage', () => {
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0] ?? [];
    const settings = stage?.Properties.RouteSettings;
    expect(settings['POST /api/auth/login']).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    expect(settings['POST /api/auth/signup']).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 });
    for (const key of Object.keys(settings)) expect(routes.map(routeKey)).toContain(key);
  });

  it('alarms the operator on 5xx, Lambda errors and throttles, dead letters and WAF blocks', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    const metrics = alarms.map((alarm) => `${alarm.Namespace}/${alarm.MetricName}`);
    expect(metrics).toContain('AWS/ApiGateway/5xx');
    expect(metrics).toContain('AWS/SQS/ApproximateNumberOfMessagesVisible');
    expect(metrics).toContain('AWS/WAFV2/BlockedRequests');
    // Every area, the two page functions, the reports' streaming one, the scheduled run and the two texting
    // functions: errors and throttles.
    expect(metrics.filter((metric) => metric === 'AWS/Lambda/Errors')).toHaveLength(areas.length + 6);
    expect(metrics.filter((metric) => metric === 'AWS/Lambda/Throttles')).toHaveLength(areas.length + 6);
    const topicId = logicalIdOf(synth.stack, synth.stack.alarms.topic);
    expect(resources[topicId]?.Properties.KmsMasterKeyId).toBeDefined();
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('hands every alarm to the function that raises the admins’ WAF alert', () => {
    const topicId = logicalIdOf(synth.stack, synth.stack.alarms.topic);
    const securityAlarm = synth.stack.alarms.securityAlarm.function;
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [logicalIdOf(synth.stack, securityAlarm), 'Arn'] },
    });
    expect(resources[logicalIdOf(synth.stack, securityAlarm)]?.Properties).toMatchObject({
      Environment: { Variables: { TABLE_NAME: { Ref: tableId() } } },
    });
  });
});

describe('texting: replies and delivery reports', () => {
  const texting = () => synth.stack.texting;
  const fnArn = (fn: { function: unknown }) => ({
    'Fn::GetAtt': [logicalIdOf(synth.stack, fn.function as never), 'Arn'],
  });
  const statementsOf = (fn: { function: { role?: unknown } }) => {
    const roleId = logicalIdOf(synth.stack, fn.function.role as never);
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
  };
  const otherActions = (fn: { function: { role?: unknown } }) =>
    statementsOf(fn)
      .flatMap((statement: any) => [statement.Action].flat())
      .filter((action: string) => !/^(dynamodb|logs|xray|sqs):/.test(action));

  it('has an encrypted inbound topic only End User Messaging SMS of this account may publish to, named as an output', () => {
    const topicId = logicalIdOf(synth.stack, texting().inboundTopic);
    expect(resources[topicId]?.Properties.KmsMasterKeyId).toBeDefined();
    const [, policy] =
      ofType('AWS::SNS::TopicPolicy').find(([, p]) =>
        p.Properties.Topics.some((t: any) => t.Ref === topicId),
      ) ?? [];
    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'sms-voice.amazonaws.com' },
        Action: 'sns:Publish',
        Resource: { Ref: topicId },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      }),
    );
    expect(template.toJSON().Outputs.InboundSmsTopicArn.Value).toEqual({ Ref: topicId });
  });

  it('subscribes the inbound Lambda to it, undeliverable messages to the dead-letter queue', () => {
    const topicId = logicalIdOf(synth.stack, texting().inboundTopic);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: fnArn(texting().inbound),
      RedrivePolicy: {
        deadLetterTargetArn: {
          'Fn::GetAtt': [logicalIdOf(synth.stack, synth.stack.events.deadLetters), 'Arn'],
        },
      },
    });
    expect(resources[logicalIdOf(synth.stack, texting().inbound.function)]?.Properties).toMatchObject({
      Handler: 'index.handler',
      Environment: { Variables: { PICKET_SMS: 'sns', KMS_KEY_ID: expect.anything() } },
      DeadLetterConfig: expect.anything(),
    });
    // It answers STOP/START/HELP by text (phone numbers only) and seals replies with the customer key.
    expect(otherActions(texting().inbound)).toEqual(['kms:Decrypt', 'kms:GenerateDataKey', 'sns:Publish']);
    expect(statementsOf(texting().inbound)).toContainEqual({
      Effect: 'Allow',
      Action: 'sns:Publish',
      NotResource: 'arn:aws:sns:*:*:*',
    });
  });

  it('switches SNS SMS delivery-status logging on, with a role that may write only its two log groups', () => {
    const [[, settings] = []] = ofType('Custom::SmsDeliveryStatusLogging');
    const call = JSON.stringify(settings?.Properties.Create);
    expect(call).toContain('SetSMSAttributes');
    expect(call).toContain('DeliveryStatusSuccessSamplingRate');
    expect(call).toContain('\\"100\\"');
    expect(call).toContain('DeliveryStatusIAMRole');
    const groups = texting().deliveryLogGroups.map((group) => resources[logicalIdOf(synth.stack, group)]);
    expect(groups.map((group) => JSON.stringify(group?.Properties.LogGroupName))).toEqual([
      expect.stringMatching(/sns\/us-east-1\/.*AccountId.*\/DirectPublishToPhoneNumber"/),
      expect.stringMatching(/sns\/us-east-1\/.*AccountId.*\/DirectPublishToPhoneNumber\/Failure"/),
    ]);
    for (const group of groups) expect(group?.Properties.RetentionInDays).toBe(30);
    const role = ofType('AWS::IAM::Role').find(([, r]) =>
      r.Properties.AssumeRolePolicyDocument.Statement.some(
        (statement: any) => statement.Principal?.Service === 'sns.amazonaws.com',
      ),
    );
    expect(call).toContain(role?.[0]);
    const [, rolePolicy] =
      ofType('AWS::IAM::Policy').find(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === role?.[0])) ??
      [];
    const resourcesWritten = JSON.stringify(rolePolicy?.Properties.PolicyDocument.Statement);
    expect(resourcesWritten).not.toContain('"*"');
    for (const group of texting().deliveryLogGroups)
      expect(resourcesWritten).toContain(logicalIdOf(synth.stack, group));
  });

  it('hands both log groups to the status Lambda, which reaches only the table', () => {
    const filters = ofType('AWS::Logs::SubscriptionFilter').map(([, filter]) => filter.Properties);
    expect(filters).toHaveLength(2);
    expect(filters.map((filter) => filter.LogGroupName).toSorted()).toEqual(
      texting()
        .deliveryLogGroups.map((group) => ({ Ref: logicalIdOf(synth.stack, group) }))
        .toSorted(),
    );
    const status = texting().status;
    if (!status) throw new Error('no status function');
    for (const filter of filters) {
      expect(filter).toMatchObject({ DestinationArn: fnArn(status), FilterPattern: '' });
    }
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: fnArn(status),
      Principal: 'logs.amazonaws.com',
    });
    expect(otherActions(status)).toEqual([]);
    expect(resources[logicalIdOf(synth.stack, status.function)]?.Properties.DeadLetterConfig).toBeDefined();
  });

  it('leaves delivery-status logging to another stack when told (-c smsDeliveryStatus=false)', () => {
    const other = synthPicket({ bundle: false, context: { smsDeliveryStatus: 'false' } });
    try {
      const json = other.template.toJSON().Resources as Record<string, Resource>;
      const types = Object.values(json).map((resource) => resource.Type);
      expect(types).not.toContain('Custom::SmsDeliveryStatusLogging');
      expect(types).not.toContain('AWS::Logs::SubscriptionFilter');
      expect(types).toContain('AWS::SNS::Subscription');
      expect(other.stack.texting.status).toBeUndefined();
    } finally {
      other.cleanup();
    }
  });
});
