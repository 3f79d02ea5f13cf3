// Browser entry: render at once — the runtime config (/config.json) is read meanwhile, and Amplify loaded and
// the API registered with it by the first request (the CSRF token's, at once); requests wait for that, pages
// do not. A public page the build prerendered
// (scripts/prerender-public-pages.ts) is hydrated instead (hydrate-prerendered.tsx, loaded only by such a page).
import './styles.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { adoptPageAnswer, primeCsrfToken, sendRequestsAfter } from './lib/api-client';
import { currentUserQueryKey } from './lib/current-user';
import { createAppQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { createAppRouter } from './router';

type HydrationModule = typeof import('./hydrate-prerendered');

/** Lets the browser run what waits (a paint, a tap) before the next step: a long task blocks a slow phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The CSRF token is for writes. The signed-in app writes all the time, and a texted quote's page as soon as it
 * shows (its shell is marked `data-writes-at-once`): they ask for the token as they start. A visitor with no
 * session on any other page may never write: the token is asked for at the first sign of one, a tap or a
 * field focused, so the request — and Amplify's chunk, which the first request loads (lib/amplify-rest.ts) —
 * never competes with the page's own modules and data, and is there by the time a form is sent. Not awaited:
 * a write fetches the token itself if this one fails or is still on its way.
 */
const primeCsrfTokenWhen = (when: 'at-start' | 'on-first-input') => {
  if (when === 'at-start') {
    void primeCsrfToken();
    return;
  }
  const intents = ['pointerdown', 'focusin', 'keydown'] as const;
  const prime = () => {
    for (const intent of intents) document.removeEventListener(intent, prime, true);
    void primeCsrfToken();
  };
  for (const intent of intents) document.addEventListener(intent, prime, true);
};

const start = async () => {
  // The modules were evaluated in this task: the app starts in the next.
  await nextTask();
  sendRequestsAfter(loadRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A page rendered with data on the server hydrates with the answer it was rendered with.
  adoptPageAnswer();
  const queryClient = createAppQueryClient();
  const prerendered = container.dataset.prerendered !== undefined;
  // A prerendered page, or index.html marked signed-out, is served only to a browser without a session cookie
  // (infra/constructs/spa-rewrite.ts): nobody is signed in — as when the page was rendered — and the server
  // need not be asked.
  const signedOut = prerendered || container.dataset.signedOut !== undefined;
  if (signedOut) queryClient.setQueryData(currentUserQueryKey, null);
  primeCsrfTokenWhen(
    !signedOut || container.dataset.writesAtOnce !== undefined ? 'at-start' : 'on-first-input',
  );
  // Making the router (every route of the app) is a task of its own on a slow phone.
  await nextTask();
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
