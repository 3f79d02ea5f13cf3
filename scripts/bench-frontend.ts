// Frontend figures beside their targets, measured in Debian's Chromium on the built app as `npm start`
// serves it: the JavaScript the public quote route loads before it is interactive (gzipped, as CloudFront
// serves it) and how fast the schedule draws a month of 300 events on a throttled CPU. The builder's redraw
// after an edit is its own part (bench-builder.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { freePort } from '#infra/local/free-port';
import { runtimeEnv, startAppProcess } from '#test/support/app-process';
import { launchChromium } from '#test/support/chromium';
import { medianMonthRenderMs } from './bench-schedule-render';

/** The "150 KB", read strictly as 150,000 bytes (146.5 KiB). */
export const initialJsTargetBytes = 150_000;
/** The schedule's target (issue 13): a month of 300 events drawn within 50 ms on a 4× slowed CPU. */
const monthRenderTargetMs = 50;
const monthRenderSlowdown = 4;

/** Gzipped bytes of every script the page fetched until the network went idle. */
export const initialJavaScript = async (page: Page, url: string) => {
  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // A script that comes later is not counted (a caller may count it): no body read is left pending when the
  // page closes.
  page.off('response', onResponse);
  const sizes = await Promise.all(scripts);
  return { files: sizes.length, gzippedBytes: sizes.reduce((sum, size) => sum + size, 0) };
};

const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

export const benchFrontend = async (): Promise<void> => {
  const port = await freePort();
  const app = await startAppProcess(
    runtimeEnv({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'picket-bench-')) }),
  );
  const browser = await launchChromium();
  try {
    console.log('Frontend (built app, Chromium):');
    const page = await browser.newPage();
    const { files, gzippedBytes } = await initialJavaScript(page, `http://localhost:${port}/quote`);
    const kilobytes = gzippedBytes / 1000;
    console.log(
      `  /quote initial JavaScript  ${kilobytes.toFixed(1).padStart(7)} kB gzipped (${(gzippedBytes / 1024).toFixed(1)} KiB) in ${files} files   target ≤ ${initialJsTargetBytes / 1000} kB   ${verdict(gzippedBytes <= initialJsTargetBytes)}`,
    );
    const month = await medianMonthRenderMs(browser, `http://localhost:${port}`, monthRenderSlowdown);
    console.log(
      `  schedule month, 300 events median ${month.toFixed(1).padStart(6)} ms at ${monthRenderSlowdown}× CPU slowdown   target ≤ ${monthRenderTargetMs} ms   ${verdict(month <= monthRenderTargetMs)}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
};
