// The installable app's checks beside their targets (`npm run bench -- pwa`), in Debian's Chromium on the built
// app as `npm start` serves it: Chrome's own installability check, the manifest, the service worker in charge of
// the signed-in app with the build precached, and none on the public quote page.
// Lighthouse 12 and later have no PWA category and no `installable-manifest` audit any more; what that audit
// reported is Chrome's installability check, which the DevTools protocol answers directly
// (Page.getInstallabilityErrors: none when the app can be installed), so that is what is measured here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '#infra/local/free-port';
import { runtimeEnv, startAppProcess } from '#test/support/app-process';
import { launchChromium, launchChromiumProfile } from '#test/support/chromium';

/** Chrome's reasons the page's app cannot be installed (e.g. `manifest-missing-suitable-icon`); none when it can. */
export const installabilityErrors = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map(({ errorId, errorArguments }) =>
      [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(' '),
    );
  } finally {
    await cdp.detach();
  }
};

export interface ManifestFacts {
  /** The browser's parse errors, as Chrome reports them. */
  errors: string[];
  startUrl: string | undefined;
  display: string | undefined;
  /** Whether an icon of at least 512 px is marked maskable (phones cut their own shape out of it). */
  maskableIcon: boolean;
}

/** The page's web app manifest as Chrome read it. */
export const manifestFacts = async (page: Page): Promise<ManifestFacts> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { errors, data } = await cdp.send('Page.getAppManifest', {});
    const manifest = JSON.parse(data ?? '{}') as {
      start_url?: string;
      display?: string;
      icons?: { sizes?: string; purpose?: string }[];
    };
    return {
      errors: errors.map(({ message }) => message),
      startUrl: manifest.start_url,
      display: manifest.display,
      maskableIcon: (manifest.icons ?? []).some(
        ({ sizes, purpose }) =>
          purpose?.split(' ').includes('maskable') && Number(sizes?.split('x')[0]) >= 512,
      ),
    };
  } finally {
    await cdp.detach();
  }
};

/** The URLs in the service worker's precache (Workbox's `picket-precache-…` cache), without revision marks. */
export const precachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('picket-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });

/** Waits until a service worker controls the page (the first one installs, precaches the build, then claims it). */
export const waitForServiceWorkerControl = (page: Page, timeoutMs = 60_000) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: timeoutMs });

export const serviceWorkerRegistrations = (page: Page): Promise<number> =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const line = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`  ${label.padEnd(44)} ${value.padEnd(34)} target ${target.padEnd(22)} ${verdict(ok)}`);

export const benchPwa = async (): Promise<void> => {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const app = await startAppProcess(
    runtimeEnv({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'picket-bench-')) }),
  );
  try {
    console.log('Installable app (built app, Chromium with a profile of its own):');
    const context = await launchChromiumProfile();
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill('demo@picket.local');
      await page.getByLabel('Password').fill('picket-demo-2026');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(/\/dashboard/);
      const started = performance.now();
      await waitForServiceWorkerControl(page);
      const installSeconds = (performance.now() - started) / 1000;

      const errors = await installabilityErrors(page);
      line(
        'installable (Chrome installability check)',
        errors.join(', ') || 'no errors',
        'no errors',
        !errors.length,
      );
      const manifest = await manifestFacts(page);
      line(
        'manifest: start_url, display, maskable icon',
        `${manifest.startUrl} ${manifest.display}${manifest.maskableIcon ? ' maskable' : ''}`,
        '/dashboard standalone',
        !manifest.errors.length &&
          manifest.startUrl?.endsWith('/dashboard') === true &&
          manifest.display === 'standalone' &&
          manifest.maskableIcon,
      );
      const urls = await precachedUrls(page);
      const shell = urls.includes('/index.html');
      const spanish = urls.some((url) => /\/assets\/spanish-[\w-]+\.js$/.test(url));
      const builder = urls.some((url) => /\/assets\/builder-pages-[\w-]+\.js$/.test(url));
      line(
        'service worker controls /dashboard',
        `in ${installSeconds.toFixed(1)} s, ${urls.length} files precached`,
        'shell, builder, es',
        shell && spanish && builder,
      );
    } finally {
      await context.close();
    }

    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/quote`, { waitUntil: 'networkidle' });
      const registrations = await serviceWorkerRegistrations(page);
      line('/quote registers a service worker', registrations ? 'yes' : 'no', 'no', registrations === 0);
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
};
