// Hydrating a public page the build prerendered (scripts/prerender-public-pages.ts), loaded by main.tsx only
// for such a page: the router loads the page's route first, as the build did, so that React's first render
// is the HTML that is already on screen.
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Each step in a task of its own: the page is on screen, and a slow phone's taps are answered between them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the build wrote on #root: the page's path and language, and the head of a page not prerendered. */
interface PrerenderedPage {
  path: string;
  lang: string;
  shellTitle: string | undefined;
  shellDescription: string | undefined;
}

/** Whether the router, now loaded, shows the page the HTML holds: same path, same language, nothing failed. */
const showsPage = (router: AppRouter, page: PrerenderedPage) => {
  const { location, matches } = router.state;
  return (
    location.pathname === page.path &&
    // The root route's rule (i18n/core.ts parseLang).
    (location.search.lang === 'es' ? 'es' : 'en') === page.lang &&
    matches.every((match) => match.status === 'success')
  );
};

/** The head as a page that was not prerendered starts, so a page that sets no title of its own shows the shell's. */
const restoreShellMeta = (page: PrerenderedPage) => {
  if (page.shellTitle !== undefined) document.title = page.shellTitle;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description && page.shellDescription !== undefined) description.content = page.shellDescription;
};

/** Whether React has hydrated this element: it keeps its fiber on it (`__reactFiber$` and a random suffix). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Whether the content of every Suspense boundary the HTML holds is hydrated (`<!--$-->`…`<!--/$-->`: the
 * router's, around each route's page). React hydrates the page around them first and commits it, and their
 * content in a later pass of the lowest priority: a held tap given back in between — the language switch,
 * which is outside them — would change what they show before they are hydrated, and React would throw the
 * HTML away and draw them again (a hydration error). The first element after each marker stands for its content.
 */
const boundariesHydrated = (container: HTMLElement): boolean => {
  const markers = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let marker = markers.nextNode(); marker; marker = markers.nextNode()) {
    const first = (marker as Comment).nextElementSibling;
    if (marker.nodeValue === '$' && first && !hydrated(first)) return false;
  }
  return true;
};

/** How long a held tap waits for the last boundary at most: it is given back anyway, never lost. */
const boundaryWaitMs = 5000;

/**
 * Runs once React has committed the page around its Suspense boundaries (a parent's effect runs after its
 * children's), then waits for their content (`boundariesHydrated`): the taps and typing the boot held meanwhile
 * (boot.ts) reach the page's handlers now. It draws nothing, so the tree matches the HTML.
 */
const AfterHydration = ({ container, children }: { container: HTMLElement; children: ReactNode }) => {
  useEffect(() => {
    const started = performance.now();
    // Each look in a task of its own: a tap given back while React is still finishing a hydration's commit is
    // not answered (seen in Chromium), one a task later is.
    const release = () => {
      if (boundariesHydrated(container) || performance.now() - started > boundaryWaitMs)
        void window.picketReleaseEarlyInput?.();
      else setTimeout(release, 16);
    };
    setTimeout(release, 0);
  }, [container]);
  return children;
};

/**
 * Hydrates the page in `container` with `app` and answers true; false, with nothing done, when the router
 * shows another page or language than the HTML's (an unusual address), which is then drawn afresh.
 */
export const hydratePrerendered = async (
  container: HTMLElement,
  router: AppRouter,
  app: ReactNode,
): Promise<boolean> => {
  const { prerendered: path, lang, shellTitle, shellDescription } = container.dataset;
  if (!path || !lang) return false;
  const page = { path, lang, shellTitle, shellDescription };
  // Rendered as on the server: no suspense boundary around the root route (TanStack's hydration flag).
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  if (!showsPage(router, page)) {
    router.ssr = undefined;
    return false;
  }
  await nextTask();
  restoreShellMeta(page);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the page, already painted, answers taps meanwhile.
  startTransition(() => {
    hydrateRoot(container, <AfterHydration container={container}>{app}</AfterHydration>);
  });
  return true;
};
