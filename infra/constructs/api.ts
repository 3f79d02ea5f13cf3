// The HTTP API: one Lambda per area and one route per row of the route table, so the cloud serves exactly
// the routes the local runtime dispatches.
import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  type HttpMethod,
  type HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { FunctionUrl, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type Area, areas, routes } from '#functions/routes';
import { AreaFunction } from './area-function';

/** Stage-wide limits: far above a contractor team's traffic, low enough to cap a runaway client's bill. */
const throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * Tighter limits (requests per second, burst) on the routes anyone may call and that cost the most: a flood
 * there cannot use up the stage's share that every tenant's work needs. Per IP, WAF limits them first.
 */
export const routeThrottles: Record<string, { rateLimit: number; burstLimit: number }> = {
  'POST /api/auth/login': { rateLimit: 5, burstLimit: 10 },
  'POST /api/auth/signup': { rateLimit: 2, burstLimit: 5 },
  'POST /api/auth/signup/confirm': { rateLimit: 2, burstLimit: 5 },
  'POST /api/leads': { rateLimit: 5, burstLimit: 10 },
  'POST /api/estimate': { rateLimit: 20, burstLimit: 40 },
};

// One JSON object per request, with HTTP API ($context) variables only.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationStatus: '$context.integrationStatus',
    integrationLatency: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

export interface ApiProps {
  table: ITable;
  customerDataKey: IKey;
  eventBus: IEventBus;
  edgeEnvironment: Record<string, string>;
  emailFrom?: string;
  /** The build's page renderer, when there is one (infra/paths.ts `pageRendererOf`). */
  pageRendererDir?: string;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<Area, AreaFunction>;

  /** Every area's Lambda gets what the API was given (`props`). */
  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const functions = new Map<Area, AreaFunction>();
    for (const area of areas) {
      functions.set(area, new AreaFunction(this, `${pascalCase(area)}Area`, { ...props, area }));
    }
    this.functions = functions;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Picket API, reached through CloudFront at /api/*',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(routeThrottles).map(([routeKey, { rateLimit, burstLimit }]) => [
        routeKey,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );

    // One invoke permission per area, for this API, rather than one per route: 140 routes made 140 permissions,
    // which took the stack to CloudFormation's limit of 500 resources. An area's Lambda answers its own routes
    // and 404s any other, so the narrower grant protected nothing.
    const integrations = new Map(
      [...functions].map(([area, { function: fn }]) => [
        area,
        new HttpLambdaIntegration(`${pascalCase(area)}Integration`, fn, { scopePermissionToRoute: false }),
      ]),
    );
    for (const route of routes) {
      const integration = integrations.get(route.area);
      if (!integration) throw new Error(`No Lambda for area ${route.area}`);
      const added = this.httpApi.addRoutes({
        path: route.path,
        methods: [route.method as HttpMethod],
        integration,
      });
      // The stage's route settings name routes, which must exist first.
      for (const httpRoute of added) this.stage.node.addDependency(httpRoute);
    }

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Routes are open at the API Gateway level on purpose: each handler authenticates the server-side session cookie and checks the route table's access level (public, user, admin) itself, the same way locally and on AWS.",
    });
  }

  /** The streamed routes (functions/routes.ts `stream`) and the function URL CloudFront sends each to. */
  get streamedRoutes(): Array<{ path: string; url: FunctionUrl }> {
    return routes.flatMap((row) => {
      const url = 'stream' in row ? this.functions.get(row.area)?.streaming?.url : undefined;
      return url ? [{ path: row.path, url }] : [];
    });
  }

  /** The pages rendered per request (functions/api/<area>/page.ts) and the function URL CloudFront sends each to. */
  get renderedPages(): Array<{ pathPattern: string; url: FunctionUrl }> {
    return [...this.functions.values()].flatMap((area) => (area.page ? [area.page] : []));
  }

  /**
   * The areas' other Lambdas by name — their page (`sharing-page`) and streaming (`reports-streaming`) ones —
   * for the operator's alarms.
   */
  get otherFunctions(): Array<readonly [string, IFunction]> {
    return [...this.functions].flatMap(([area, { page, streaming }]) => [
      ...(page ? [[`${area}-page`, page.function] as const] : []),
      ...(streaming ? [[`${area}-streaming`, streaming.function] as const] : []),
    ]);
  }

  /** The execute-api host CloudFront forwards /api/* to. */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}

const pascalCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
