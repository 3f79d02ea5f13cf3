// The public pages drawn from data, as HTML rendered with their data (issue 19): a homeowner's phone paints a
// texted quote or a contractor's page from its HTML instead of after the app's JavaScript has downloaded and
// run, and the app then hydrates it with the same answer (embedded as JSON: api-client.ts `adoptPageAnswer`).
// Each such page is its area's (functions/api/<area>/page.ts: which read answers it); this module answers the
// request. In AWS CloudFront sends the page's path to that Lambda's function URL; the local runtime calls the
// same code. The renderer is the app's own tree built for Node (frontend/src/prerender.tsx, written by the
// build beside the site with each page's HTML: page-template.ts), loaded once per process. Whatever goes wrong —
// nothing at that address, a limit reached, a render that fails — the browser gets the page's route shell and
// the app draws the page as it always did.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isDomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { sessionCookieName } from './cookies';
import { decodeOrKeep } from './decode-or-keep';
import { cameThroughEdge } from './origin-check';
import {
  bundledRenderer,
  type FilledPage,
  fillPage,
  pageRendererFiles,
  type RenderedPageName,
} from './page-template';

type Result = APIGatewayProxyStructuredResultV2;
type Lang = 'en' | 'es';

/** The read a page is rendered with: its API path, as the app's query asks for it, and the answer's body. */
export type PageAnswer = FilledPage['answer'];

/** One page rendered per request. */
export interface RenderedPage {
  name: RenderedPageName;
  /** The page's path; its one group is the record's segment (a quote's id, a contractor's slug). */
  path: RegExp;
  /** The API answer the page is drawn from, in `lang`; throws a DomainError when there is none to give. */
  answer: (event: APIGatewayProxyEventV2, segment: string, lang: Lang) => Promise<PageAnswer>;
}

/** frontend/src/prerender.tsx `prerenderPage`, as built (the API's code imports nothing of the frontend). */
type RenderPage = (
  url: string,
  answers: PageAnswer[],
) => Promise<{ html: string; lang: Lang; location: string; title?: string; description?: string }>;

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
      const { readFile } = await import('node:fs/promises');
      const files = new Map<string, Promise<string>>();
      const module = (await import(pathToFileURL(join(dir, pageRendererFiles.renderer)).href)) as {
        prerenderPage: RenderPage;
      };
      return {
        render: module.prerenderPage,
        read: (file: string) => {
          let text = files.get(file);
          if (!text) {
            text = readFile(join(dir, file), 'utf8');
            text.catch(() => files.delete(file));
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
 * while it renders, so two renders at once (the local runtime serves many requests) could mix two pages' data.
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
    // A customer's name and address, a business's current page: kept by no cache, shared or the browser's.
    'cache-control': 'no-store',
    ...headers,
  },
  body,
});

const hasSession = (event: APIGatewayProxyEventV2) =>
  (event.cookies ?? []).some((cookie) => cookie.trimStart().startsWith(`${sessionCookieName}=`));

/** The record's segment of the path, decoded (a malformed escape kept: it then finds nothing); none elsewhere. */
const segmentOf = (page: RenderedPage, path: string): string | undefined => {
  const segment = path.match(page.path)?.[1];
  return segment === undefined ? undefined : decodeOrKeep(segment);
};

/** The rendered page, or a redirect where the app's router sends the address (an old one, another language). */
const rendered = async (
  event: APIGatewayProxyEventV2,
  page: RenderedPage,
  renderer: Renderer,
  segment: string,
): Promise<Result> => {
  // The root route's rule (frontend/src/i18n/core.ts parseLang): Spanish for `lang=es`, else English.
  const lang = event.queryStringParameters?.lang === 'es' ? 'es' : 'en';
  const answer = await page.answer(event, segment, lang);
  const path = event.rawPath;
  const url = `${path}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const drawn = await oneAtATime(() => renderer.render(url, [answer]));
  if (!drawn.html) return html(302, '', { location: drawn.location });
  const template = await renderer.read(pageRendererFiles.template(page.name, drawn.lang));
  const { title = '', description } = drawn;
  return html(200, fillPage(template, { html: drawn.html, title, description, path, answer }));
};

/**
 * The page for one request: the app to a browser with a session (as everywhere else), the page rendered to one
 * without, the route shell when it cannot be rendered. `rendererDir` holds the build's renderer.
 */
export const answerRenderedPage = async (
  page: RenderedPage,
  event: APIGatewayProxyEventV2,
  rendererDir: string,
): Promise<Result> => {
  if (!cameThroughEdge(event.headers ?? {})) return html(403, 'Forbidden');
  const renderer = await rendererIn(rendererDir);
  if (hasSession(event)) return html(200, await renderer.read(pageRendererFiles.app));
  const segment = segmentOf(page, event.rawPath);
  try {
    if (segment !== undefined) return await rendered(event, page, renderer, segment);
  } catch (error) {
    // The shell's app asks the API itself, and says what went wrong (nothing there, too many requests).
    if (!isDomainError(error)) logger.error('Page not rendered', { page: page.name, error });
  }
  return html(200, await renderer.read(pageRendererFiles.shell(page.name)));
};

/** The Lambda behind a page's function URL: the renderer travels in its bundle (`PICKET_PAGE_RENDERER` names it). */
export const renderedPageHandler =
  (page: RenderedPage) =>
  (event: APIGatewayProxyEventV2): Promise<Result> =>
    answerRenderedPage(page, event, process.env.PICKET_PAGE_RENDERER ?? bundledRenderer.path);
