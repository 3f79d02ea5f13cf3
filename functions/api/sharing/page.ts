// A texted quote's page, `/customer/quote/{id}/view`, as HTML rendered with the quote (issue 19): the homeowner's
// phone paints the quote from the HTML instead of after the app's JavaScript has downloaded and run. The app
// then hydrates it with the same answer (embedded as JSON, api-client.ts `adoptPageAnswer`). In AWS CloudFront
// sends the path to this Lambda's function URL; the local runtime calls `answerCustomerQuotePage` itself. The
// renderer is the app's own tree built for Node (frontend/src/prerender.tsx, written by the build beside the
// site: page-template.ts), loaded once per process. Whatever goes wrong — no such quote, a limit reached, a
// render that fails — the browser gets the route shell and the app draws the page as it always did.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isDomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { consumeRateLimit } from '#functions/core/rate-limit/consume-rate-limit';
import { loadSharedQuote, presentCustomerQuote } from '#functions/core/sharing/customer-quote';
import { clientIp, rateLimitKeyOf } from '#functions/http/client-ip';
import { sessionCookieName } from '#functions/http/cookies';
import { cameThroughEdge } from '#functions/http/origin-check';
import { fillPage, pageRendererFiles } from './page-template';
import { sharedReadLimit } from './read-limits';

/** frontend/src/prerender.tsx `prerenderPage`, as built (the API's code imports nothing of the frontend). */
type RenderPage = (
  url: string,
  answers: { path: string; lang: string; body: unknown }[],
) => Promise<{ html: string; lang: 'en' | 'es'; location: string; title?: string }>;
type Result = APIGatewayProxyStructuredResultV2;

const pagePath = /^\/customer\/quote\/([^/]+)\/view$/;

interface Renderer {
  render: RenderPage;
  read: (file: string) => Promise<string>;
}

const renderers = new Map<string, Promise<Renderer>>();

/** The renderer in `dir` and its pages' files, loaded once (a failed load is tried again next time). */
const rendererIn = (dir: string): Promise<Renderer> => {
  let renderer = renderers.get(dir);
  if (!renderer) {
    renderer = (async () => {
      const { readFile: read } = await import('node:fs/promises');
      const files = new Map<string, Promise<string>>();
      const module = (await import(pathToFileURL(join(dir, pageRendererFiles.renderer)).href)) as {
        prerenderPage: RenderPage;
      };
      return {
        render: module.prerenderPage,
        read: (file: string) => {
          let text = files.get(file);
          if (!text) {
            text = read(join(dir, file), 'utf8');
            files.set(file, text);
          }
          return text;
        },
      };
    })();
    renderer.catch(() => renderers.delete(dir));
    renderers.set(dir, renderer);
  }
  return renderer;
};

/**
 * One render at a time per process: the renderer keeps the page's answers and collected title in module state
 * while it renders, so two renders at once (the local runtime serves many requests) could mix two quotes.
 */
let renderQueue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const turn = renderQueue.then(work, work);
  renderQueue = turn.catch(() => undefined);
  return turn;
};

const html = (statusCode: number, body: string, headers: Record<string, string> = {}): Result => ({
  statusCode,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    // A customer's name and address: kept by no cache, shared or the browser's.
    'cache-control': 'no-store',
    ...headers,
  },
  body,
});

const hasSession = (event: APIGatewayProxyEventV2) =>
  (event.cookies ?? []).some((cookie) => cookie.trimStart().startsWith(`${sessionCookieName}=`));

/** The quote's id from the path, decoded; none when the path is not a quote's page or is malformed. */
const quoteIdOf = (path: string): string | undefined => {
  const segment = path.match(pagePath)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The rendered page, a redirect to the quote's own language, or undefined when it cannot be rendered. */
const renderedPage = async (
  event: APIGatewayProxyEventV2,
  renderer: Renderer,
  quoteId: string,
): Promise<Result | undefined> => {
  await consumeRateLimit(sharedReadLimit, rateLimitKeyOf(clientIp(event)));
  const lang = event.queryStringParameters?.lang === 'es' ? 'es' : 'en';
  const shared = await loadSharedQuote(quoteId);
  const answer = {
    path: `/api/customer/quotes/${encodeURIComponent(quoteId)}`,
    lang,
    body: presentCustomerQuote(shared, await customerKeys(), lang),
  };
  const path = event.rawPath;
  const url = `${path}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const page = await oneAtATime(() => renderer.render(url, [answer]));
  if (!page.html) return html(302, '', { location: page.location });
  const template = await renderer.read(pageRendererFiles.template(page.lang));
  return html(200, fillPage(template, { html: page.html, title: page.title ?? '', path, answer }));
};

/**
 * The page for one request: the app to a browser with a session (as everywhere else), the quote rendered to
 * one without, the route shell when it cannot be rendered. `rendererDir` holds the build's renderer.
 */
export const answerCustomerQuotePage = async (
  event: APIGatewayProxyEventV2,
  rendererDir: string,
): Promise<Result> => {
  if (!cameThroughEdge(event.headers ?? {})) return html(403, 'Forbidden');
  const renderer = await rendererIn(rendererDir);
  if (hasSession(event)) return html(200, await renderer.read(pageRendererFiles.app));
  const quoteId = quoteIdOf(event.rawPath);
  try {
    const page = quoteId === undefined ? undefined : await renderedPage(event, renderer, quoteId);
    if (page) return page;
  } catch (error) {
    // The shell's app asks the API itself, and says what went wrong (no such quote, too many requests).
    if (!isDomainError(error)) logger.error('Customer quote page not rendered', { error });
  }
  return html(200, await renderer.read(pageRendererFiles.shell));
};

/** The Lambda behind the page's function URL: the renderer travels in the bundle's `page-renderer` folder. */
export const handler = (event: APIGatewayProxyEventV2): Promise<Result> =>
  answerCustomerQuotePage(event, process.env.PICKET_PAGE_RENDERER ?? '/var/task/page-renderer');
