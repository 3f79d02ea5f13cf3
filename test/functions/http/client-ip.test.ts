import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp } from '#functions/http/client-ip';

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '130.176.1.1' } } }) as unknown as APIGatewayProxyEventV2;

describe('clientIp', () => {
  it('uses the viewer address CloudFront forwards in AWS', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '198.51.100.10:46532' }), 'aws')).toBe(
      '198.51.100.10',
    );
    expect(clientIp(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }), 'aws')).toBe('2001:db8::1');
  });

  it('ignores that header elsewhere, where anyone could send it', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '198.51.100.10:1' }), 'local')).toBe('130.176.1.1');
    expect(clientIp(event({}), 'aws')).toBe('130.176.1.1');
  });
});

describe('rate-limit keys', () => {
  it('count IPv4 addresses one by one and IPv6 addresses by their /64', async () => {
    const { rateLimitKeyOf } = await import('#functions/http/client-ip');
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('2001:db8:85a3:1:8a2e:370:7334:1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitKeyOf('2001:0DB8:85a3:0001::2')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
