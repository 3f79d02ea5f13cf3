// Rendering the public pages on the server: the build renders the static ones (scripts/prerender-public-pages.ts
// runs this in Node after the client build), and the page Lambdas a texted quote or a contractor's page with
// its data (functions/api/<area>/page.ts, through functions/http/rendered-page.ts). The same tree the browser
// renders (app-root.tsx), over an in-memory history, as a visitor with no session sees it. The browser entry
// (main.tsx) hydrates the HTML with the same state: the route's chunks loaded, the page's API answers, the
// signed-in user known to be nobody.
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './app-root';
import { parseLang } from './i18n/core';
import { answerWhileRendering, type PageAnswer } from './lib/api-client';
import { currentUserQueryKey } from './lib/current-user';
import { createAppQueryClient } from './lib/query-client';
import { collectDocumentMeta, type DocumentMeta } from './lib/use-document-meta';
import { createAppRouter } from './router';

export interface PrerenderedPage extends DocumentMeta {
  /** What goes inside `<div id="root">`. */
  html: string;
  lang: 'en' | 'es';
  /** Where the page is: the address asked for, or where a loader redirected it (then `html` is empty). */
  location: string;
}

export type { PageAnswer };

const text = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
};

/** Where a server load's redirect sends the browser (router-core's load-server.ts keeps it on the router). */
const serverRedirect = (router: object): string | undefined => {
  const result = (router as { _serverResult?: { type: string; redirect?: { headers: Headers } } })
    ._serverResult;
  return result?.type === 'redirect' ? (result.redirect?.headers.get('Location') ?? undefined) : undefined;
};

/**
 * The HTML of the page at `url` (a path with an optional `?lang=`), with its title and description; its reads
 * are answered by `answers` (a page drawn from data), and nothing else is asked of the network.
 */
export const prerenderPage = async (
  url: string,
  answers: readonly PageAnswer[] = [],
): Promise<PrerenderedPage> => {
  answerWhileRendering(answers);
  const queryClient = createAppQueryClient();
  // Served only to a browser that has no session cookie (the CloudFront function, the local runtime): nobody
  // is signed in, so the page shows its signed-out frame at once.
  queryClient.setQueryData(currentUserQueryKey, null);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
  });
  try {
    await router.load();
    // A loader's redirect (a customer's quote in its own language, a contractor's old address): the caller
    // sends the browser there. Loading on the server, TanStack Router keeps it as the load's result.
    const lang = parseLang(router.state.location.search.lang);
    const redirected = serverRedirect(router);
    if (redirected) return { html: '', lang, location: redirected };
    const failed = router.state.matches.find((match) => match.status !== 'success');
    if (failed) throw new Error(`Prerendering ${url}: route ${failed.routeId} ended ${failed.status}`);
    const meta = collectDocumentMeta();
    const { prelude } = await prerenderToNodeStream(<AppRoot router={router} queryClient={queryClient} />, {
      // Every boundary in place: React would otherwise move a large one's content to the end of the document
      // and swap it in with an inline script, which the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        throw error;
      },
    });
    const html = await text(prelude);
    if (html.includes('<script'))
      throw new Error(`Prerendering ${url} wrote an inline script, which the CSP would refuse`);
    return { html, lang, location: router.state.location.href, ...meta };
  } finally {
    // No timer of the page's queries may keep the process alive (the build's, a Lambda's between requests).
    queryClient.clear();
  }
};
