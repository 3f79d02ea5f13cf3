// The caller's IP for throttling and the audit trail. Behind CloudFront the HTTP API sees the edge's
// address, so in AWS we read the viewer address CloudFront forwards ("ip:port", IPv6 unbracketed).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const clientIp = (event: APIGatewayProxyEventV2, stage = process.env.PICKET_STAGE): string => {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (stage === 'aws' && viewer) {
    const portSeparator = viewer.lastIndexOf(':');
    return (portSeparator > 0 ? viewer.slice(0, portSeparator) : viewer).slice(0, 64);
  }
  return event.requestContext.http.sourceIp ?? '';
};

/**
 * The key per-IP limits count under: an IPv4 address as is, an IPv6 address by its /64 network — one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate past a limit.
 */
export const rateLimitKeyOf = (ip: string): string => {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
