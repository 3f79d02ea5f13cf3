// The CloudFront Function that serves index.html for client-side routes, run as CloudFront would run it.
import { describe, expect, it } from 'vitest';
import { spaRewriteCode } from '#infra/constructs/spa-rewrite';

type Request = { uri: string };
const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: {
  request: Request;
}) => Request;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite', () => {
  it('serves index.html for app routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/admin/site-content')).toBe('/index.html');
    expect(rewrite('/onboarding/')).toBe('/index.html');
  });

  it('leaves files alone, so a missing bundle is a 404 rather than HTML', () => {
    expect(rewrite('/assets/index-Bx7f3k2a.js')).toBe('/assets/index-Bx7f3k2a.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});
