// What the browser tests share: the app's URL, Chromium (test/support/chromium.ts), a page per test, the
// demo contractor's sign-in and API calls from the page for setup.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '#test/support/chromium';

export const appUrl = (path = '/') => `${inject('appUrl')}${path}`;

export const launchBrowser = launchChromium;

/**
 * A new browser context (a person's fresh browser) with no service worker: the worker precaches the whole
 * build on every sign-in and sits in front of every request, which roughly doubles what a page load costs
 * the machine, and only the installable-app and offline tests (pwa.e2e.ts, offline.e2e.ts) are about it.
 */
export const newContext = (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });

export const newPage = async (browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> =>
  (await newContext(browser, { viewport })).newPage();

/**
 * A new tab that starts as a new visitor's would: no cookies, nothing stored for the app, no permissions. It
 * opens in `browser`, a context a test file keeps for all its tests (from `newContext`), so the app's code is
 * fetched and compiled once per file: a fresh context does both again, about three times what a page load
 * costs once warm. For one person at a time; someone else at the same moment needs a context of their own.
 */
export const freshTab = async (
  browser: BrowserContext,
  viewport = { width: 1280, height: 900 },
): Promise<Page> => {
  await Promise.all(browser.pages().map((page) => page.close()));
  await Promise.all([browser.clearCookies(), browser.clearPermissions()]);
  const page = await browser.newPage();
  const devtools = await browser.newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', {
    origin: new URL(appUrl()).origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
  });
  await devtools.detach();
  await page.setViewportSize(viewport);
  return page;
};

let counter = 0;
/**
 * Holds the page's requests for `pathname` (the app's entry, say, as on a slow phone network) until the
 * returned function is called; then they go on as usual.
 */
export const holdRequests = async (page: Page, pathname: string): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
};

/**
 * Remembers the element the page's HTML drew for `testId`, before the app runs. The returned check answers
 * whether React has hydrated that very element: the HTML was taken over in place, not thrown away and drawn
 * again.
 */
export const rememberDrawnElement = async (page: Page, testId: string): Promise<() => Promise<boolean>> => {
  const selector = `[data-testid="${testId}"]`;
  await page.evaluate((selector) => {
    Object.assign(window, { picketDrawnElement: document.querySelector(selector) });
  }, selector);
  return () =>
    page.evaluate((selector) => {
      const drawn = (window as unknown as { picketDrawnElement: Element | null }).picketDrawnElement;
      return (
        drawn !== null &&
        drawn === document.querySelector(selector) &&
        Object.keys(drawn).some((key) => key.startsWith('__reactFiber$'))
      );
    }, selector);
};

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${process.pid}${++counter}@example.com`;

/** The demo contractor the local runtime seeds on first start. */
export const demo = { email: 'demo@picket.local', password: 'picket-demo-2026' };

/** Signs the demo contractor in through the login form and waits for the dashboard. */
export const logInAsDemo = async (page: Page): Promise<void> => {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
};

/**
 * A JSON call from the page, with its session and a CSRF token, for setup the screens under test do not do.
 * Like the app's own client (SPEC §8), a 403 gets a fresh token and one retry: the page's startup token
 * request can replace a signed-out visitor's cookie while this one is in flight.
 */
export const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const call = async () => {
        const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
        return fetch(path, {
          method,
          credentials: 'include',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      };
      let response = await call();
      if (response.status === 403 && method !== 'GET') response = await call();
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );

/**
 * The link the sign-up email to `email` carries, read from the local outbox page (/dev/outbox, which this
 * machine may open) as a person would read their inbox.
 */
export const signupLinkFor = async (email: string): Promise<string> => {
  const inbox = await (await fetch(appUrl('/dev/outbox'))).text();
  const item = inbox
    .split('<li')
    // The recipient ends the outbox line's address part (`to a@b<` or, with the message id after it, `to a@b ·`).
    .find((entry) => entry.includes(`to ${email}<`) && entry.includes('#token='));
  const link = item?.match(/href="([^"]+#token=[\w-]+)"/)?.[1];
  if (!link) throw new Error(`No sign-up link was emailed to ${email}`);
  return link;
};

/** After the sign-up form: opens the emailed link, which signs the new contractor in on /onboarding. */
export const followSignupEmail = async (page: Page, email: string): Promise<void> => {
  await page.getByTestId('signup-check-email').waitFor();
  await page.goto(await signupLinkFor(email));
  await page.waitForURL(/\/onboarding/);
};

/** Signs a new contractor up from the page through the API: the form's call, then the emailed link's. */
export const signUpWithApi = async (page: Page, body: { email: string } & Record<string, unknown>) => {
  const started = await callApi(page, 'POST', '/api/auth/signup', body);
  if (started.status !== 202) return started;
  const token = new URL(await signupLinkFor(body.email)).hash.replace('#token=', '');
  return callApi(page, 'POST', '/api/auth/signup/confirm', { token });
};

/** What POST /api/quotes takes for a new person (a quote is always for a customer): Add Customer's fields. */
export const newCustomerFor = (name: string, phone = '3125550142') => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' ') || 'Customer',
    phone,
    email: '',
    address: '100 W Randolph St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
  };
};
