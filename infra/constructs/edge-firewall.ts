// AWS WAF on the CloudFront distribution (so in us-east-1, where CloudFront's web ACLs live). In order:
// AWS's common rule set (its 8 KB body-size rule only counts: settings carry a logo of up to 150 kB) and
// known bad inputs; then per-IP rate limits over 5 minutes — tight on sign-in and sign-up, looser on the
// public estimate and lead forms, and a ceiling for everything — so one client cannot starve every
// tenant. A blocked rate answers 429 with the API's own error body.
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests per IP per 5 minutes, per rule (docs/architecture.md, "Security"). */
export const edgeRateLimits = { signInAndSignUp: 100, publicForms: 300, everything: 3000 } as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    searchString: path,
    fieldToMatch: { uriPath: {} },
    textTransformations: [{ priority: 0, type: 'NONE' }],
    positionalConstraint: 'STARTS_WITH',
  },
});

const anyPath = (...paths: string[]): CfnWebACL.StatementProperty =>
  paths.length === 1
    ? pathStartsWith(paths[0] as string)
    : { orStatement: { statements: paths.map(pathStartsWith) } };

const tooManyRequests = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited' } },
};

const perIpLimit = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: tooManyRequests,
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      ...(scopeDownStatement ? { scopeDownStatement } : {}),
    },
  },
  visibilityConfig: visibility(`Picket${name}`),
});

const managedGroup = (
  name: string,
  priority: number,
  group: string,
  countOnly: string[] = [],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name: group,
      ...(countOnly.length
        ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(`Picket${name}`),
});

export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's metric name (the WebACL dimension of AWS/WAFV2 metrics). */
  readonly metricName = 'PicketWebAcl';

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Picket: managed rule groups and per-IP rate limits in front of the site and /api',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      customResponseBodies: {
        rateLimited: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            message: 'Too many requests. Please wait a few minutes and try again.',
            code: 'RATE_LIMITED',
          }),
        },
      },
      rules: [
        managedGroup('AwsCommonRules', 0, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managedGroup('AwsKnownBadInputs', 1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        perIpLimit(
          'SignInAndSignUpPerIp',
          2,
          edgeRateLimits.signInAndSignUp,
          anyPath('/api/auth/login', '/api/auth/signup'),
        ),
        perIpLimit('PublicFormsPerIp', 3, edgeRateLimits.publicForms, anyPath('/api/leads', '/api/estimate')),
        perIpLimit('EverythingPerIp', 4, edgeRateLimits.everything),
      ],
    });
  }
}
