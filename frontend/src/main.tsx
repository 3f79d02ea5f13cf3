// Browser entry: read the runtime config, register the API with Amplify, warm the CSRF token, then render.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { primeCsrfToken } from './lib/api-client';
import { configureAmplify } from './lib/configure-amplify';
import { createAppQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { createAppRouter } from './router';

const start = async () => {
  configureAmplify(await loadRuntimeConfig());
  // Not awaited: the first write fetches the token again if this one fails or is still on its way.
  void primeCsrfToken();
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
};

void start();
