// The app router: generated file routes, the query client in the route context (loaders and guards use
// it), lazy pages with a spinner, and our 404 and error pages. The build's prerendering (prerender.tsx) makes
// the same router over an in-memory history.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from './components/ui/spinner';
import type { PageAccess } from './lib/access';
import { NotFoundPage } from './routes/-components/not-found-page';
import { RouteError } from './routes/-components/route-error';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Where a prerendered page is rendered at build time: its URL, and no scroll restoration (an inline script). */
export interface PrerenderRouterOptions {
  history: RouterHistory;
  scrollRestoration: false;
}

export const createAppRouter = (queryClient: QueryClient, prerender?: PrerenderRouterOptions) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ...prerender,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Pages homeowners see (the customer quote view): no contractor navigation, even when signed in. */
    customerFacing?: boolean;
    /** A page made to sit in another site's iframe (a contractor's embedded calculator): no bars at all. */
    bare?: boolean;
    /** The admin area (/admin/*): administrators get its own header and sections instead of the contractor shell. */
    admin?: boolean;
    /** Who may open the page (lib/access.ts): the signed-in layout shows anyone else the no-access view. */
    access?: PageAccess;
  }
}
