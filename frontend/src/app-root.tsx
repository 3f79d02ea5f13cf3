// The app's React tree: the query client and the router. The browser entry (main.tsx) renders or hydrates it,
// and the build's prerendering (prerender.tsx) renders the same tree to HTML, so the two cannot drift apart.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, useRouterState } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { parseLang } from './i18n/core';
import { LangContext } from './i18n/use-core-t';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The page's language for every component (`useLang`): the `lang` of the root route's match, which changes
 * when a page in the other language is shown (after the root route has loaded its dictionary), not as soon as
 * the address does.
 */
const PageLanguage = ({ router, children }: { router: AppRouter; children: ReactNode }) => {
  const lang = useRouterState({
    router,
    select: (state) => parseLang((state.matches[0]?.search as { lang?: unknown } | undefined)?.lang),
  });
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
};

export const AppRoot = ({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PageLanguage router={router}>
        <RouterProvider router={router} />
      </PageLanguage>
    </QueryClientProvider>
  </StrictMode>
);
