// The CloudFront Function that picks the HTML of a client-side route, run as CloudFront would run it: the
// code string CDK deploys, evaluated here (the local runtime runs the same string).
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '#functions/http/cookies';
import { spaRewriteCode } from '#infra/constructs/spa-rewrite';

interface Request {
  uri: string;
  querystring?: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
}
const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: {
  request: Request;
}) => Request;

const signedIn = { [sessionCookieName]: { value: 'token' } };
const rewrite = (uri: string, { lang, cookies }: { lang?: string; cookies?: Request['cookies'] } = {}) =>
  handler({ request: { uri, querystring: lang ? { lang: { value: lang } } : {}, cookies: cookies ?? {} } })
    .uri;

describe('SPA rewrite', () => {
  it('serves index.html for app routes to a browser with a session', () => {
    expect(rewrite('/', { cookies: signedIn })).toBe('/index.html');
    expect(rewrite('/homeowner', { cookies: signedIn, lang: 'es' })).toBe('/index.html');
    expect(rewrite('/login', { cookies: signedIn })).toBe('/index.html');
    expect(rewrite('/admin/site-content', { cookies: signedIn })).toBe('/index.html');
    expect(rewrite('/c/prairie-fence', { cookies: signedIn })).toBe('/index.html');
  });

  it('serves the prerendered public pages to a browser without one, in the language the URL asks for', () => {
    expect(rewrite('/')).toBe('/prerendered/en/index.html');
    expect(rewrite('/homeowner')).toBe('/prerendered/en/homeowner/index.html');
    expect(rewrite('/contractor', { lang: 'en' })).toBe('/prerendered/en/contractor/index.html');
    expect(rewrite('/quote', { lang: 'es' })).toBe('/prerendered/es/quote/index.html');
    expect(rewrite('/', { lang: 'es' })).toBe('/prerendered/es/index.html');
    // SPEC §2: any other lang is English.
    expect(rewrite('/homeowner', { lang: 'fr' })).toBe('/prerendered/en/homeowner/index.html');
    // Another cookie is no session.
    expect(rewrite('/', { cookies: { other: { value: '1' } } })).toBe('/prerendered/en/index.html');
  });

  it('serves any other route the signed-out shell, with its page chunks for the pages drawn from data', () => {
    expect(rewrite('/login')).toBe('/prerendered/signed-out.html');
    expect(rewrite('/onboarding/')).toBe('/prerendered/signed-out.html');
    expect(rewrite('/homeowner/quote')).toBe('/prerendered/signed-out.html');
    expect(rewrite('/c/prairie-fence')).toBe('/prerendered/shells/contractor-page.html');
    expect(rewrite('/c/prairie-fence/embed')).toBe('/prerendered/signed-out.html');
    expect(rewrite('/customer/quote/q_1/view')).toBe('/prerendered/shells/customer-quote.html');
  });

  it('leaves files alone, so a missing bundle is a 404 rather than HTML', () => {
    expect(rewrite('/assets/index-Bx7f3k2a.js')).toBe('/assets/index-Bx7f3k2a.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/favicon.ico', { cookies: signedIn })).toBe('/favicon.ico');
  });

  it('runs without a query string or cookies, as CloudFront may send it', () => {
    expect(handler({ request: { uri: '/quote' } }).uri).toBe('/prerendered/en/quote/index.html');
  });
});
