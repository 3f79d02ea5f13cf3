import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../functions/http/client-ip';

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
