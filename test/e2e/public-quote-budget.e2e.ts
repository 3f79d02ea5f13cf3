// The public /quote page's JavaScript budget (≤ 150 kB gzipped, measured as `npm run bench` measures it) as a
// size check in CI: a signed-in-only import slipping into the public entry fails here, not just in the bench.
// A contractor's public page (/c/{slug}), which shows the same calculator, keeps to the same budget.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialJavaScript, initialJsTargetBytes } from '#scripts/bench-frontend';
import { appUrl, callApi, launchBrowser, newPage, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the public quote page', () => {
  it('loads at most 150 kB of gzipped JavaScript before it is interactive', async () => {
    const page = await newPage(browser);
    const { gzippedBytes } = await initialJavaScript(page, appUrl('/quote'));
    expect(gzippedBytes).toBeGreaterThan(0);
    expect(gzippedBytes).toBeLessThanOrEqual(initialJsTargetBytes);
    await page.context().close();
  });
});

describe("a contractor's public page", () => {
  it('loads at most 150 kB of gzipped JavaScript before it is interactive, like /quote', async () => {
    const owner = await newPage(browser);
    await owner.goto(appUrl('/'));
    const run = `${Date.now().toString(36)}${process.pid}`;
    const signup = await signUpWithApi(owner, {
      businessName: `Budget Fence ${run}`,
      firstName: 'Bea',
      lastName: 'Budget',
      email: uniqueEmail('budget'),
      phone: `708555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
      password: 'split-rail-and-posts-9',
    });
    expect(signup.status).toBe(201);
    const slug = `budget-fence-${run}`;
    const show = { license: true, insurance: true, serviceAreas: true, testimonials: true, faqs: true };
    const about = { en: 'Fences built to last.', es: '' };
    expect((await callApi(owner, 'PUT', '/api/portal', { slug, published: true, about, show })).status).toBe(
      200,
    );
    const review = {
      customerName: 'Ada',
      town: 'Oak Park',
      rating: 5,
      text: 'Tidy work.',
      date: '2026-03-04',
    };
    expect((await callApi(owner, 'POST', '/api/testimonials', review)).status).toBe(201);
    const faq = { question: { en: 'Permits?', es: '' }, answer: { en: 'Yes.', es: '' } };
    expect((await callApi(owner, 'POST', '/api/faqs', faq)).status).toBe(201);
    await owner.context().close();

    const page = await newPage(browser);
    const { gzippedBytes } = await initialJavaScript(page, appUrl(`/c/${slug}`));
    // Anything still on its way once the network went quiet counts too: the page is measured shown.
    const late: Promise<number>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script')
        late.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    };
    page.on('response', onResponse);
    await page.getByTestId('contractor-calculator').waitFor();
    // Counted until now: no body read may be left pending when the page closes.
    page.off('response', onResponse);
    const total = gzippedBytes + (await Promise.all(late)).reduce((sum, size) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(initialJsTargetBytes);
    await page.context().close();
  });
});
