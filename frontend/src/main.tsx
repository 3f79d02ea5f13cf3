// Browser entry: render at once — the runtime config (/config.json) is read meanwhile and the API registered
// with Amplify when it arrives; requests wait for that, pages do not. A public page the build prerendered
// (scripts/prerender-public-pages.ts) is hydrated instead (hydrate-prerendered.tsx, loaded only by such a page).
import './styles.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { primeCsrfToken, sendRequestsAfter } from './lib/api-client';
import { configureAmplify } from './lib/configure-amplify';
import { currentUserQueryKey } from './lib/current-user';
import { createAppQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { createAppRouter } from './router';

type HydrationModule = typeof import('./hydrate-prerendered');

/** Lets the browser run what waits (a paint, a tap) before the next step: a long task blocks a slow phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  // The modules were evaluated in this task: the app starts in the next.
  await nextTask();
  sendRequestsAfter(loadRuntimeConfig().then(configureAmplify));
  // Not awaited: the first write fetches the token again if this one fails or is still on its way.
  void primeCsrfToken();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createAppQueryClient();
  const prerendered = container.dataset.prerendered !== undefined;
  // A prerendered page, or index.html marked signed-out, is served only to a browser without a session cookie
  // (infra/constructs/spa-rewrite.ts): nobody is signed in — as when the page was rendered — and the server
  // need not be asked.
  if (prerendered || container.dataset.signedOut !== undefined)
    queryClient.setQueryData(currentUserQueryKey, null);
  const router = createAppRouter(queryClient);
  const app = <AppRoot router={router} queryClient={queryClient} />;
  await nextTask();
  // A prerendered page names its hydration module (built as a chunk of its own), which its boot has fetched:
  // the other pages' entry carries no import of it.
  const hydration = container.dataset.hydrate;
  if (hydration) {
    const { hydratePrerendered } = (await import(/* @vite-ignore */ hydration)) as HydrationModule;
    if (await hydratePrerendered(container, router, app)) return;
    // Drawn afresh: the HTML's elements, and any tap the boot held on them, are gone.
    void window.picketReleaseEarlyInput?.();
  }
  createRoot(container).render(app);
};

void start();
