// CloudFront Function (viewer request, on the site's behaviors: the default one and the embed pages') serving
// the single-page app: a path whose last segment has no file extension is a client-side route, so CloudFront
// fetches /index.html for it. Files (/assets/app.js, /config.json) pass through, and /api/* never runs this
// function, so API errors stay API errors instead of becoming index.html the way 403/404 error responses
// would. The local runtime runs this same function (infra/local/server.ts).
//
// A browser that holds no session cookie is nobody signed in (the server reads no other), and gets HTML that
// says so (scripts/prerender-public-pages.ts writes it): the public pages the build prerendered (/, /homeowner,
// /contractor, /quote, by the `lang` query parameter: es, else en — SPEC §2) their own file, where the page is
// there before any script runs and main.tsx hydrates it; any other route the signed-out shell, index.html
// marked so that the app does not ask the server who is signed in. A browser with a session gets index.html,
// so nobody signed in is shown a signed-out page. CloudFront's cache key is the rewritten path: each file is
// cached once.
import { sessionCookieName } from '#functions/http/cookies';

export const prerenderedPaths = ['/', '/homeowner', '/contractor', '/quote'] as const;
export const prerenderedLanguages = ['en', 'es'] as const;

export type PrerenderedPath = (typeof prerenderedPaths)[number];
export type PrerenderedLanguage = (typeof prerenderedLanguages)[number];

/** The folder of the built site that holds the prerendered pages. */
export const prerenderedFolder = 'prerendered';

/** Where the page of `path` in `lang` is written, from the site's root: /prerendered/en/homeowner/index.html. */
export const prerenderedFile = (path: PrerenderedPath, lang: PrerenderedLanguage): string =>
  `/${prerenderedFolder}/${lang}${path === '/' ? '' : path}/index.html`;

/** index.html for a browser with no session (#root marked data-signed-out). */
export const signedOutShellFile = `/${prerenderedFolder}/signed-out.html`;

/**
 * The public pages drawn from data (a contractor's page, a customer's quote), by path pattern: a browser with no
 * session gets the signed-out shell with the page's own chunks preloaded (modulepreload), fetched beside the
 * entry instead of after it.
 */
export const routeShells = {
  'contractor-page': '^/c/[^/]+$',
  'customer-quote': '^/customer/quote/[^/]+/view$',
} as const;

export type RouteShell = keyof typeof routeShells;

export const routeShellFile = (shell: RouteShell): string => `/${prerenderedFolder}/shells/${shell}.html`;

// CloudFront Functions run JavaScript 2.0 (ES5 syntax plus a few later features): `var`, no arrow functions.
const shellPatterns = (Object.keys(routeShells) as RouteShell[]).map(
  (shell) => `[new RegExp(${JSON.stringify(routeShells[shell])}), ${JSON.stringify(routeShellFile(shell))}]`,
);

export const spaRewriteCode = `var prerendered = ${JSON.stringify(prerenderedPaths)};
var shells = [${shellPatterns.join(', ')}];

function pageFile(request) {
  var uri = request.uri;
  var cookies = request.cookies || {};
  if (cookies[${JSON.stringify(sessionCookieName)}]) {
    return '/index.html';
  }
  if (prerendered.indexOf(uri) === -1) {
    for (var i = 0; i < shells.length; i++) {
      if (shells[i][0].test(uri)) {
        return shells[i][1];
      }
    }
    return ${JSON.stringify(signedOutShellFile)};
  }
  var lang = request.querystring && request.querystring.lang;
  return '/${prerenderedFolder}/' + (lang && lang.value === 'es' ? 'es' : 'en') + (uri === '/' ? '' : uri) + '/index.html';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = pageFile(request);
  }
  return request;
}
`;

/** What the function reads of a viewer request (CloudFront's event shape). */
export interface ViewerRequest {
  uri: string;
  querystring?: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
}

/** The function itself, to run as CloudFront would (the local runtime, the tests). */
export const spaRewrite = new Function(`${spaRewriteCode}; return handler;`)() as (event: {
  request: ViewerRequest;
}) => ViewerRequest;
