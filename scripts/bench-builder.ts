// How long the contractor's quote builder takes from an edit to the new total on screen, measured inside
// Chromium (input event → DOM mutation of the total) with the CPU slowed down, over repeated edits.
import type { Browser } from 'playwright-core';

const edits = 40;

export const medianBuilderUpdateMs = async (
  browser: Browser,
  appUrl: string,
  cpuSlowdown: number,
): Promise<number> => {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill('demo@picket.local');
  await page.getByLabel('Password').fill('picket-demo-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${appUrl}/contractor/quote`);
  const length = page.getByLabel('Side A length (ft)');
  await length.fill('100');
  await page.getByTestId('builder-total').waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const samples = await page.evaluate(async (count) => {
    const input = [...document.querySelectorAll('label')].find(
      (label) => label.textContent?.trim() === 'Side A length (ft)',
    )?.control as HTMLInputElement | null;
    const total = document.querySelector('[data-testid="builder-total"]');
    if (!input || !total) throw new Error('Builder not found');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const times: number[] = [];
    for (let edit = 0; edit < count; edit++) {
      const changed = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(total, { childList: true, characterData: true, subtree: true });
      });
      const started = performance.now();
      setValue?.call(input, String(100 + edit + 1));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      times.push((await changed) - started);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return times;
  }, edits);
  await page.close();
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
