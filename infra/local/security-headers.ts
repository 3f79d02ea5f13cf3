// The response headers CloudFront adds in AWS, added locally too so the app is tested under the same CSP.
// Every page is unframeable (frame-ancestors 'none', X-Frame-Options DENY) except a contractor's calculator
// alone, /c/{slug}/embed, which any site may put in an iframe: CloudFront gives that path pattern its own
// response-headers policy (infra/constructs/web.ts), and the local runtime matches the same pattern.

// worker-src and manifest-src name what default-src already allows: the installable app's own service worker
// (/sw.js) and manifest (/manifest.webmanifest), and nothing from elsewhere.
const contentSecurityPolicy = (frameAncestors: string) =>
  `default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors ${frameAncestors}; base-uri 'self'; form-action 'self'`;

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy("'none'"),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The pages any site may frame — a contractor's embedded calculator — as a CloudFront path pattern. */
export const frameablePathPattern = '/c/*/embed';

/**
 * The headers of the frameable pages: the same policy, except that any site may frame them — and no
 * X-Frame-Options, which has no value for "any site".
 */
export const frameableSecurityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy('*'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path matches a CloudFront path pattern: `*` stands for any run of characters (slashes included),
 * `?` for exactly one; the match is case-sensitive and covers the whole path (never the query string).
 */
export const matchesPathPattern = (pattern: string, path: string): boolean =>
  new RegExp(
    `^${[...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : escapeRegExp(char))).join('')}$`,
    's',
  ).test(path);

/** The security headers of a response to `pathname`, as CloudFront's behaviours choose them. */
export const securityHeadersFor = (pathname: string): Record<string, string> =>
  matchesPathPattern(frameablePathPattern, pathname) ? frameableSecurityHeaders : securityHeaders;
