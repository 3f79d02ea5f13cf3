// The caller's IP for throttling and the audit trail. Behind CloudFront the HTTP API sees the edge's
// address, so in AWS we read the viewer address CloudFront forwards ("ip:port", IPv6 unbracketed). It can be
// trusted because a request that did not come through CloudFront is refused first (origin-check.ts).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const clientIp = (event: APIGatewayProxyEventV2, stage = process.env.PICKET_STAGE): string => {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (stage === 'aws' && viewer) {
    const portSeparator = viewer.lastIndexOf(':');
    return (portSeparator > 0 ? viewer.slice(0, portSeparator) : viewer).slice(0, 64);
  }
  return event.requestContext.http.sourceIp ?? '';
};

// Handlers key their per-IP limits with it; the sign-in throttle (core) uses the same rule.
export { rateLimitKeyOf } from '#functions/core/rate-limit/rate-limit-key';
