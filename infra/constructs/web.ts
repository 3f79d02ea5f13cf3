// The site: a private bucket behind CloudFront (Origin Access Control), the HTTP API on the same domain at
// /api/*, and the security headers on every response. SiteDeployment fills the bucket.
import { Duration, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { frameablePathPattern, frameableSecurityHeaders, securityHeaders } from '../local/security-headers';
import { SiteDeployment } from './site-deployment';
import { spaRewriteCode } from './spa-rewrite';

/** A custom domain for the site; its ACM certificate must live in us-east-1 (CloudFront's rule). */
export interface SiteDomain {
  names: string[];
  certificateArn: string;
}

export interface WebProps {
  /** A directory holding the built frontend (index.html, assets/). */
  siteDir: string;
  /** The host CloudFront forwards /api/* to. */
  apiOriginDomainName: string;
  /** Headers CloudFront adds to every /api request: the origin secret the handlers check. */
  apiOriginHeaders: Record<string, string>;
  /** API paths answered a piece at a time by their area's streaming function URL instead of API Gateway. */
  streamedRoutes?: ReadonlyArray<{ path: string; url: IFunctionUrl }>;
  /** Pages rendered per request with their data (a texted quote's), by path pattern, from their Lambda's URL. */
  renderedPages?: ReadonlyArray<{ pathPattern: string; url: IFunctionUrl }>;
  /** The AWS WAF web ACL in front of the distribution. */
  webAclArn: string;
  domain?: SiteDomain;
}

/** The CSP is the one the local runtime sends, so the app is tested locally under the policy it gets on AWS. */
const contentSecurityPolicy = securityHeaders['content-security-policy'];
/** The same policy for the pages any site may frame (a contractor's embedded calculator). */
const frameableContentSecurityPolicy = frameableSecurityHeaders['content-security-policy'];

export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** Access logs of the buckets and the distribution (the photo bucket logs here too). */
  readonly logsBucket: Bucket;
  readonly siteUrl: string;

  constructor(
    scope: Construct,
    id: string,
    {
      siteDir,
      apiOriginDomainName,
      apiOriginHeaders,
      streamedRoutes = [],
      renderedPages = [],
      webAclArn,
      domain,
    }: WebProps,
  ) {
    super(scope, id);
    if (!contentSecurityPolicy || !frameableContentSecurityPolicy)
      throw new Error('infra/local/security-headers.ts has no content-security-policy');

    // Access logs of the site bucket (S3 server access logs) and of CloudFront (standard logging, which
    // writes through bucket ACLs, hence BUCKET_OWNER_PREFERRED).
    const logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    this.logsBucket = logsBucket;

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Picket security headers (CSP, HSTS, frame and sniffing protection)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    // A contractor's calculator alone (/c/{slug}/embed) sits in an iframe on their own website: the same
    // headers, except that any site may frame it (frame-ancestors *, no X-Frame-Options).
    const frameableHeadersPolicy = new ResponseHeadersPolicy(this, 'FrameableSecurityHeaders', {
      comment: 'Picket security headers for the embeddable calculator (any site may frame it)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: frameableContentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment:
        'Client-side routes: index.html, or without a session the prerendered page or signed-out shell',
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiOrigin = new HttpOrigin(apiOriginDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: apiOriginHeaders,
    });

    const apiBehavior = {
      // No redirect for the API: a redirected POST would arrive as a GET.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, the CSRF header and the query string reach the Lambda; Host must be the API's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
    };
    // A streamed route goes straight to its function URL (API Gateway would hold the whole answer), signed by
    // CloudFront's origin access control and carrying the same origin secret as the rest of /api.
    const streamedBehaviors = Object.fromEntries(
      streamedRoutes.map(({ path, url }) => [
        path,
        {
          ...apiBehavior,
          origin: FunctionUrlOrigin.withOriginAccessControl(url, {
            customHeaders: apiOriginHeaders,
            readTimeout: Duration.seconds(60),
          }),
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        },
      ]),
    );

    // A texted quote's page and a contractor's page from the Lambda that renders each with its data
    // (functions/api/<area>/page.ts), which answers a browser with a session with index.html itself, as the
    // site's function would. Nothing is cached: a quote holds a customer's name and address, and a business's
    // page shows its changes at once.
    const renderedPageBehaviors = Object.fromEntries(
      renderedPages.map(({ pathPattern, url }) => [
        pathPattern,
        {
          ...apiBehavior,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          origin: FunctionUrlOrigin.withOriginAccessControl(url, { customHeaders: apiOriginHeaders }),
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        },
      ]),
    );

    // The app's pages and files, from the bucket; client-side routes get index.html, or — to a browser with no
    // session — a prerendered public page or the signed-out shell (spa-rewrite.ts). The cache key is the
    // rewritten path (the policy keys on no cookie or query string), so each file is cached once.
    const siteBehavior = {
      origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Picket: web app and /api',
      webAclId: webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(domain && {
        domainNames: domain.names,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: siteBehavior,
      // CloudFront takes the first behaviour whose pattern matches, in this order.
      additionalBehaviors: {
        // The pattern matches the viewer's path before the rewrite, so only the embed pages get the
        // frameable headers; everything else, their index.html included, keeps frame-ancestors 'none'. First:
        // a contractor's page's pattern (/c/*) matches the embed's path too.
        [frameablePathPattern]: { ...siteBehavior, responseHeadersPolicy: frameableHeadersPolicy },
        ...streamedBehaviors,
        ...renderedPageBehaviors,
        '/api/*': { ...apiBehavior, origin: apiOrigin, allowedMethods: AllowedMethods.ALLOW_ALL },
      },
    });
    this.siteUrl = `https://${domain?.names[0] ?? this.distribution.distributionDomainName}`;

    this.acknowledgeDistributionFindings(Boolean(domain));
    new SiteDeployment(this, 'Deployment', {
      siteDir,
      bucket: this.siteBucket,
      distribution: this.distribution,
    });
  }

  private acknowledgeDistributionFindings(hasCustomDomain: boolean) {
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: contractors and their customers may open quotes from anywhere; the product has no legal market restriction to enforce at the edge.',
    });
    if (!hasCustomDomain) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Deployed without a custom domain, the distribution uses the default *.cloudfront.net certificate, whose security policy cannot be raised. With context domainName + certificateArn the stack sets TLSv1.2_2021.',
      });
    }
  }
}
