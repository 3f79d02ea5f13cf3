// The installable app (issue 17): the public quote page registers no service worker and loads none of its code;
// after sign-in a worker controls the app with the build precached, Chrome finds the app installable, and it
// opens with no network; logout deletes every cache and the worker; a new version deployed under an open app
// offers "A new version is ready" and Reload switches to it. Chromium runs with a profile of its own (Chrome
// refuses to install from incognito windows, which is what a plain test context is).
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installabilityErrors,
  manifestFacts,
  precachedUrls,
  serviceWorkerRegistrations,
  waitForServiceWorkerControl,
} from '#scripts/bench-pwa';
import { launchChromiumProfile } from '#test/support/chromium';
import { appUrl, demo, logInAsDemo } from './browser';

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Signs the demo contractor in through the login form the page shows, without loading another page. */
const signInHere = async (page: Page) => {
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
};

describe('the installable app', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await launchChromiumProfile();
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(() => context.close());

  it('registers no service worker on the public quote page, nor loads its code', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(appUrl('/quote'), { waitUntil: 'networkidle' });
    expect(await serviceWorkerRegistrations(page)).toBe(0);
    expect(scripts.filter((url) => /workbox|service-worker/.test(url))).toEqual([]);
  });

  it('after sign-in, a worker controls the app with the build precached, and Chrome finds it installable', async () => {
    await logInAsDemo(page);
    await waitForServiceWorkerControl(page);
    expect(await installabilityErrors(page)).toEqual([]);
    const manifest = await manifestFacts(page);
    expect(manifest).toEqual({
      errors: [],
      startUrl: '/dashboard',
      display: 'standalone',
      maskableIcon: true,
    });
    const urls = await precachedUrls(page);
    expect(urls).toContain('/index.html');
    expect(urls.some((url) => /\/assets\/spanish-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/assets\/builder-pages-[\w-]+\.js$/.test(url))).toBe(true);
    // API answers never go to Cache Storage; the runtime config is kept so the app starts offline.
    await expect.poll(() => cacheNames(page)).toContain('picket-config');
    expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    // The first version installs quietly: there is nothing to update yet.
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });

  it('opens with no network from what the worker keeps', async () => {
    await context.setOffline(true);
    try {
      await page.goto(appUrl('/dashboard'));
      await page.locator('main#main').waitFor({ state: 'attached' });
    } finally {
      await context.setOffline(false);
    }
  });

  // Two minutes: precaching the build again can take most of one when every browser test runs at once (it
  // timed out once at the default minute in a CI run, and passes in about 6 s alone).
  it('logout deletes every cache and the worker; signing in again on the same page precaches anew', {
    timeout: 120_000,
  }, async () => {
    await page.goto(appUrl('/dashboard'));
    await waitForServiceWorkerControl(page);
    const precached = (await precachedUrls(page)).length;
    // The logout lands while the worker is still fetching the runtime config to keep it (as right after the page
    // started, on a slow network): what it had under way must not bring a cache back.
    const configFetched = new Promise<void>((fetched) =>
      context.route(
        '**/config.json',
        async (route) => {
          await new Promise((later) => setTimeout(later, 1500));
          await route.continue();
          fetched();
        },
        { times: 1 },
      ),
    );
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'PICKET_PREPARE_OFFLINE' }),
    );
    await page.getByTestId('sidebar-logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    // Bounded, so a run where the worker never asks for the config says so instead of timing out.
    await Promise.race([
      configFetched,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error('Nothing fetched /config.json within 30 s of the logout')), 30_000),
      ),
    ]);
    await expect.poll(() => cacheNames(page)).toEqual([]);
    await expect.poll(() => serviceWorkerRegistrations(page)).toBe(0);

    // The next person signs in without the page reloading: the browser revives the same worker, which fetches
    // its files again, so the app still opens offline.
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await signInHere(page);
    await expect.poll(() => serviceWorkerRegistrations(page)).toBe(1);
    await expect.poll(async () => (await precachedUrls(page)).length, { timeout: 60_000 }).toBe(precached);
  });
});

/**
 * The app behind a pass-through proxy whose sw.js can be swapped for a new deployment's: what a rebuild changes
 * for an open app, without touching the build the other tests (and people) use.
 */
const startDeploymentProxy = async (target: string) => {
  let worker: string | undefined;
  const server = createServer((incoming, outgoing) => {
    if (worker !== undefined && incoming.url === '/sw.js') {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      outgoing.end(worker);
      return;
    }
    const upstream = httpRequest(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy: (nextWorker: string) => {
      worker = nextWorker;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};

describe('a new version deployed under an open app', () => {
  let context: BrowserContext;
  let proxy: Awaited<ReturnType<typeof startDeploymentProxy>>;
  beforeAll(async () => {
    proxy = await startDeploymentProxy(appUrl(''));
    context = await launchChromiumProfile();
  });
  afterAll(async () => {
    await context?.close();
    await proxy?.close();
  });

  it('offers "A new version is ready", and Reload switches to it', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${proxy.url}/login`);
    await signInHere(page);
    await waitForServiceWorkerControl(page);

    // A rebuild: the new worker lists a new index.html (its revision is the build's hash of the file).
    const worker = await (await fetch(appUrl('/sw.js'))).text();
    const nextVersion = worker.replace(
      /("revision":")[0-9a-f]+(","url":"index\.html")/,
      '$1e2e0next0version$2',
    );
    expect(nextVersion).not.toBe(worker);
    proxy.deploy(nextVersion);
    // What the app does every 30 minutes and when it comes back to the foreground.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 60_000 });
    expect(await prompt.textContent()).toContain('A new version is ready');
    // The page was not swapped under the user: the old version serves it until they choose.
    const waiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(await waiting()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('main#main').waitFor({ state: 'attached' });
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    expect(await waiting()).toBe(false);
    const precache = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('picket-precache'));
      return name ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
    });
    expect(precache.some((url) => url.includes('index.html') && url.includes('e2e0next0version'))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
