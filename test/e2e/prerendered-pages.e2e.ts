// The public pages the build prerenders (/, /homeowner, /contractor, /quote): their HTML holds the page before
// any script runs, in the visitor's language, and the app hydrates it — the same elements, no errors — for a
// browser with no session; a signed-in one gets the app's shell as before (infra/constructs/spa-rewrite.ts,
// scripts/prerender-public-pages.ts, frontend/src/main.tsx).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, holdRequests, launchBrowser, logInAsDemo, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each page's heading, as the SPEC and the catalogue write it, in both languages. */
const pages = [
  { path: '/', en: 'Fence quotes in minutes, for homeowners and contractors', es: 'Cotizaciones de cercas' },
  { path: '/homeowner', en: 'Get Your Fence Quote in Minutes', es: 'Cotiza tu cerca en minutos' },
  { path: '/contractor', en: 'Close More Deals Faster', es: 'Cierra más ventas, más rápido' },
  { path: '/quote', en: 'Fence quote calculator', es: 'Calculadora de cotizaciones de cercas' },
];

/** The HTML the server sends for `path`, as a browser with no session (or with `cookie`) gets it. */
const html = async (path: string, cookie?: string) => {
  const response = await fetch(appUrl(path), cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
};

/** Console errors, failed requests' messages and uncaught errors of a page, from now on. */
const problemsOf = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

describe('a prerendered public page', () => {
  it('holds its heading, title and language in the HTML, before any script runs', async () => {
    for (const { path, en, es } of pages) {
      const english = await html(path);
      expect(english).toContain('<html lang="en">');
      expect(english).toContain(`data-prerendered="${path}"`);
      expect(english).toContain(en);
      // Nothing blocks the first paint: the stylesheet is inline and the one script starts after it.
      expect(english).not.toMatch(/<link rel="stylesheet"/);
      expect(english).not.toMatch(/<link rel="modulepreload"/);
      expect(english).not.toMatch(/<script>/);

      const spanish = await html(`${path}?lang=es`);
      expect(spanish).toContain('<html lang="es">');
      expect(spanish).toContain(es);
      expect(spanish).not.toContain(en);
    }
    expect(await html('/contractor')).toContain(
      '<title>Contractor Fence Estimation Tools - Close More Deals Faster</title>',
    );
  });

  it('is hydrated, not drawn again: the same elements, then interactive, and no error', async () => {
    for (const { path, en } of pages) {
      const page = await newPage(browser, { width: 390, height: 844 });
      const problems = problemsOf(page);
      // The page as the HTML draws it, marked before the app's scripts may run.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not 'domcontentloaded': that waits for the (module) boot script, which is held.
      await page.goto(appUrl(path), { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered = true;
      });
      expect(await page.locator('h1').textContent()).toContain(en);
      release();
      // Hydrated: React has taken the heading the HTML drew (its fiber is on the element) …
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      // … and the page answers: the phone menu opens.
      await page.getByTestId('public-menu-button').click();
      await expect
        .poll(() => page.getByTestId('public-menu-button').getAttribute('aria-expanded'))
        .toBe('true');
      const sameHeading = await page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { prerendered?: boolean }).prerendered === true,
      );
      expect(sameHeading, `${path}: the heading element was replaced, not hydrated`).toBe(true);
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps what a visitor tapped and typed before it was hydrated, and acts on it once it is', async () => {
    // The app's entry held: the page is the HTML and the boot script, as on a slow phone before hydration.
    const entry = /data-entry="([^"]+)"/.exec(await html('/quote'))?.[1];
    expect(entry).toBeTruthy();
    const holdEntry = (page: Page) => holdRequests(page, entry ?? '');

    const page = await newPage(browser, { width: 390, height: 844 });
    const problems = problemsOf(page);
    let release = await holdEntry(page);
    await page.goto(appUrl('/quote'), { waitUntil: 'commit' });
    await page.waitForFunction(() => 'picketReleaseEarlyInput' in window);
    await page.getByLabel('Fence length (feet)').fill('150');
    await page.getByRole('button', { name: 'Add a gate' }).click();
    // Nothing has changed yet: the tap waits for the page's handlers.
    expect(await page.getByRole('status', { name: 'Gates' }).textContent()).toBe('0');
    release();
    await expect.poll(() => page.getByRole('status', { name: 'Gates' }).textContent()).toBe('1');
    // The typed length is the page's: the next step opens without asking for it.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /^Vinyl/ }).waitFor();

    // A choice tapped early shows once the page can act on it: the yard's fields.
    release = await holdEntry(page);
    await page.goto(appUrl('/quote'), { waitUntil: 'commit' });
    await page.waitForFunction(() => 'picketReleaseEarlyInput' in window);
    await page.getByText('Help me estimate it').click();
    expect(await page.getByLabel('Yard width (feet)').count()).toBe(0);
    release();
    await page.getByLabel('Yard width (feet)').fill('50');
    await page.getByLabel('Yard depth (feet)').fill('80');
    await page.getByText('50 + 2 × 80 = 210 ft of fence').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reaches a visitor who reads Spanish in Spanish, and keeps the language on the way to the calculator', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const problems = problemsOf(page);
    await page.goto(appUrl('/homeowner?lang=es'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('Cotiza tu cerca en minutos');
    expect(await page.getByTestId('language-es').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Probar primero la calculadora' }).click();
    await page.waitForURL(/\/quote\?lang=es/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Calculadora de cotizaciones de cercas');
    // A reload is a first visit again: the Spanish page, from the server.
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe('Calculadora de cotizaciones de cercas');
    // Switching back at once — a tap the boot holds until the page, the route's content too, is hydrated —
    // gives the English page; it asks again for what is written in a language, not for who is signed in
    // (nobody: a 401 the browser would log), and React keeps the HTML it hydrated (no hydration error).
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fence quote calculator');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The paths a page has asked for so far, from now on: the API's, and Amplify's chunk by its name. */
const requestsOf = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || /\/assets\/amplify[\w-]*\.js$/.test(pathname)) paths.push(pathname);
  });
  return paths;
};

const amplifyChunk = /^\/assets\/amplify[\w-]*\.js$/;

describe('a visitor with no session', () => {
  it('loads no CSRF token and no Amplify while reading, and gets both when starting on the form', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const problems = problemsOf(page);
    const requested = requestsOf(page);
    await page.goto(appUrl('/quote'));
    // Hydrated: the gate counter answers a tap.
    await page.getByRole('button', { name: 'Add a gate' }).waitFor();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === '/api/csrf-token' || amplifyChunk.test(path))).toEqual([]);
    // Starting on the form is the sign of a write to come: the token, through Amplify, is fetched then.
    await page.getByLabel('Fence length (feet)').focus();
    await expect.poll(() => requested.includes('/api/csrf-token')).toBe(true);
    expect(requested.some((path) => amplifyChunk.test(path))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a texted quote's page, with no session", () => {
  it('asks for the CSRF token as it starts, with Amplify preloaded: the page reports at once that it was seen', async () => {
    const shell = await html('/customer/quote/q_not-a-quote/view');
    expect(shell).toContain('data-writes-at-once=""');
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/amplify-rest-[\w-]+\.js">/);
    expect(await html('/c/some-fence-company')).not.toContain('data-writes-at-once');

    const page = await newPage(browser, { width: 390, height: 844 });
    const requested = requestsOf(page);
    await page.goto(appUrl('/customer/quote/q_not-a-quote/view'));
    await expect.poll(() => requested.includes('/api/csrf-token')).toBe(true);
    await page.context().close();
  });
});

describe('a signed-in contractor', () => {
  it('has the CSRF token fetched as the app starts: writes come at once', async () => {
    const page = await newPage(browser);
    await logInAsDemo(page);
    const requested = requestsOf(page);
    await page.goto(appUrl('/dashboard'));
    await expect.poll(() => requested.includes('/api/csrf-token')).toBe(true);
    await page.context().close();
  });

  it('gets the app, not a signed-out page: /contractor takes them to the dashboard', async () => {
    const page = await newPage(browser);
    await logInAsDemo(page);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const shell = await html('/contractor', cookie);
    expect(shell).not.toContain('data-prerendered');
    expect(shell).not.toContain('data-signed-out');
    await page.goto(appUrl('/contractor'));
    await page.waitForURL(/\/dashboard/);
    await page.context().close();
  });
});

describe('any other page, with no session', () => {
  it('is the app shell marked signed out, and a signed-in page still sends the visitor to log in', async () => {
    expect(await html('/dashboard')).toContain('data-signed-out');
    const page = await newPage(browser);
    const problems = problemsOf(page);
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(/\/login/);
    // No "who is signed in?" request answered 401 on the way.
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
