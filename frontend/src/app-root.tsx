// The app's React tree: the query client and the router. The browser entry (main.tsx) renders or hydrates it,
// and the build's prerendering (prerender.tsx) renders the same tree to HTML, so the two cannot drift apart.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './router';

export const AppRoot = ({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
