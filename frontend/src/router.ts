// The app router: generated file routes, the query client in the route context (loaders and guards use
// it), lazy pages with a spinner, and our 404 and error pages.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageSpinner } from './components/ui/spinner';
import type { PageAccess } from './lib/access';
import { NotFoundPage } from './routes/-components/not-found-page';
import { RouteError } from './routes/-components/route-error';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export const createAppRouter = (queryClient: QueryClient) =>
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
