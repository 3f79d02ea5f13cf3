// One Picket Lambda: a handler file bundled locally by esbuild (no Docker), with its own role and log
// group and read/write access to the table only. API areas and event handlers both build on it; what a
// function may reach beyond the table is granted by its owner.
import { join } from 'node:path';
import { type Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableDefinition } from '#functions/store/table';
import { lambdaBundling } from '../lambda-bundling';
import { projectRoot } from '../paths';
import { wildcardResourceFinding } from './nag-ids';

const indexNames = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).join(', ');

export interface PicketFunctionProps {
  /** The handler file, relative to the project root (it exports `handler`). */
  entry: string;
  description: string;
  table: ITable;
  memoryMiB: number;
  timeout: Duration;
  environment?: Record<string, string>;
  /** Where failed asynchronous invocations go (event and scheduled handlers). */
  deadLetterQueue?: IQueue;
  /** A folder copied into the bundle as it is (`from`, absolute) under `to` (the page renderer). */
  copyIntoBundle?: { from: string; to: string };
}

/** esbuild's bundle plus a folder of files copied beside it, after bundling. */
const copyHooks = ({ from, to }: { from: string; to: string }) => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir: string, outputDir: string) => [`cp -R "${from}" "${join(outputDir, to)}"`],
});

export class PicketFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PicketFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    // A role of our own instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description,
      entry: join(projectRoot, props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMiB,
      timeout: props.timeout,
      role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      deadLetterQueue: props.deadLetterQueue,
      environment: { TABLE_NAME: props.table.tableName, PICKET_STAGE: 'aws', ...props.environment },
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
        define: { ...lambdaBundling.define },
        ...(props.copyIntoBundle && { commandHooks: copyHooks(props.copyIntoBundle) }),
        esbuildArgs: Object.fromEntries(
          Object.entries(lambdaBundling.aliases).map(([name, path]) => [`--alias:${name}`, path]),
        ),
      },
    });

    props.table.grantReadWriteData(this.function);

    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions; every other statement names its resource (SMS publishing excepted, see its own acknowledgement).',
      },
      {
        id: wildcardResourceFinding(props.table, '/index/*'),
        reason: `grantReadWriteData covers the table's global secondary indexes (${indexNames}, from tableDefinition) as table/index/*; no other table is reachable.`,
      },
    );
  }
}
