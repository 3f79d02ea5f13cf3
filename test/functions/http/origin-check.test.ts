// In AWS only requests that came through CloudFront (with its origin secret) reach a handler; a call to the
// HTTP API's own endpoint is refused before anything runs, so it cannot skip the WAF or forge its IP.
import { describe, expect, it } from 'vitest';
import { cameThroughEdge } from '#functions/http/origin-check';

describe('cameThroughEdge', () => {
  it('passes everything locally, where there is no edge', () => {
    expect(cameThroughEdge({}, 'local', undefined)).toBe(true);
  });

  it('in AWS, passes only the configured origin secret', () => {
    expect(cameThroughEdge({ 'x-picket-origin': 's3cret-value' }, 'aws', 's3cret-value')).toBe(true);
    expect(cameThroughEdge({ 'x-picket-origin': 's3cret-valuE' }, 'aws', 's3cret-value')).toBe(false);
    expect(cameThroughEdge({ 'cloudfront-viewer-address': '1.2.3.4:5' }, 'aws', 's3cret-value')).toBe(false);
    expect(cameThroughEdge({ 'x-picket-origin': '' }, 'aws', '')).toBe(false);
  });
});
