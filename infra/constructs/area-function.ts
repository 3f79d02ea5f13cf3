// One API area's Lambda: `functions/<area>/handler.ts` bundled locally by esbuild (no Docker), with its own
// role, log group and only the table access it needs.
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Area } from '../../functions/routes';
import { tableDefinition } from '../../functions/store/table';
import { lambdaBundling } from '../lambda-bundling';
import { projectRoot } from '../paths';
import { wildcardResourceFinding } from './nag-ids';

/** scrypt with N=2^17, r=8 needs 128 MiB per hash; Lambda's CPU share grows with memory, and hashing is CPU-bound. */
const memoryMiB: Partial<Record<Area, number>> = { auth: 1024 };
const defaultMemoryMiB = 256;

/** Well under the HTTP API's 30 s integration limit, so API Gateway never answers for a still-running function. */
const timeout = Duration.seconds(10);

const indexNames = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).join(', ');

export interface AreaFunctionProps {
  area: Area;
  table: ITable;
  customerDataKey: IKey;
}

/** What an area may use beyond the table: only these reach customer keys or Amazon Location. */
const capabilities: Partial<Record<Area, { customerKeys?: true; addressLookup?: true }>> = {
  customers: { customerKeys: true, addressLookup: true },
  quotes: { customerKeys: true },
};

export class AreaFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, { area, table, customerDataKey }: AreaFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    // A role of our own instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Picket ${area} API Lambda`,
    });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      description: `Picket API: ${area} routes`,
      entry: join(projectRoot, 'functions', area, 'handler.ts'),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: memoryMiB[area] ?? defaultMemoryMiB,
      timeout,
      role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      environment: {
        TABLE_NAME: table.tableName,
        PICKET_STAGE: 'aws',
        ...(capabilities[area]?.customerKeys ? { KMS_KEY_ID: customerDataKey.keyArn } : {}),
        ...(capabilities[area]?.addressLookup ? { PICKET_ADDRESS_PROVIDER: 'amazon-location' } : {}),
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: lambdaBundling.target,
        mainFields: [...lambdaBundling.mainFields],
        banner: lambdaBundling.banner,
        minify: lambdaBundling.minify,
        // No source maps: smaller bundles and cold starts; kept names leave stack traces readable enough.
        sourceMap: false,
        keepNames: true,
        externalModules: [...lambdaBundling.externalModules],
      },
    });

    table.grantReadWriteData(this.function);
    if (capabilities[area]?.customerKeys)
      customerDataKey.grant(this.function, 'kms:Decrypt', 'kms:GenerateDataKey');
    if (capabilities[area]?.addressLookup) {
      this.function.addToRolePolicy(
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

    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions; every other statement names the table or this log group.',
      },
      {
        id: wildcardResourceFinding(table, '/index/*'),
        reason: `grantReadWriteData covers the table's global secondary indexes (${indexNames}, from tableDefinition) as table/index/*; no other table is reachable.`,
      },
    );
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Only API Gateway invokes this function, synchronously: a failure is returned to the caller as an HTTP error, and a dead-letter queue only receives failed asynchronous invocations.',
    });
  }
}
