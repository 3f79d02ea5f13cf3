// The public /quote page's JavaScript budget (≤ 150 kB gzipped, measured as `npm run bench` measures it) as a
// size check in CI: a signed-in-only import slipping into the public entry fails here, not just in the bench.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialJavaScript, initialJsTargetBytes } from '#scripts/bench-frontend';
import { appUrl, launchBrowser, newPage } from './browser';

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
