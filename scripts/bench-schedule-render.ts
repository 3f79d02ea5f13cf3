// How long the schedule's month grid takes to draw 300 events, measured inside Chromium with the CPU slowed
// down: the demo contractor's month holds 300 events; a type filter hides them all, and clearing it draws
// them again — from the click to the frame after the last change under the calendar (median of repeats).
import type { Browser } from 'playwright-core';

const eventCount = 300;
const repeats = 20;
const types = ['job', 'repair', 'quote', 'follow_up', 'appointment'] as const;

export const medianMonthRenderMs = async (
  browser: Browser,
  appUrl: string,
  cpuSlowdown: number,
): Promise<number> => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill('demo@picket.local');
  await page.getByLabel('Password').fill('picket-demo-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
  // 300 events over August 2027 (about ten a day), none of them reminders; quote visits name a customer.
  await page.evaluate(
    async ({ count, types }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token')).json();
      for (let index = 0; index < count; index += 1) {
        const eventType = types[index % types.length];
        const day = String(1 + (index % 31)).padStart(2, '0');
        const hour = String(7 + (index % 10)).padStart(2, '0');
        await fetch('/api/calendar/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
          body: JSON.stringify({
            title: `Visit ${index}`,
            eventType,
            startDate: `2027-08-${day}`,
            isAnytime: index % 3 === 0,
            ...(index % 3 === 0 ? {} : { startTime: `${hour}:00`, endTime: `${hour}:30` }),
            ...(eventType === 'quote' ? { customerName: `Customer ${index}` } : {}),
          }),
        });
      }
    },
    { count: eventCount, types },
  );
  await page.goto(`${appUrl}/schedule?view=month&date=2027-08-15`);
  await page.getByTestId('calendar-event').first().waitFor();
  await page.getByTestId('schedule-filters').locator('summary').click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

  const samples: number[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    // Hide every event (no reminders that month), then time drawing all of them again.
    await page.getByTestId('filter-type-reminder').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="calendar-event"]').length === 0,
    );
    samples.push(
      await page.evaluate(async () => {
        const grid = document.querySelector('[data-testid="month-grid"]');
        const box = document.querySelector<HTMLInputElement>('[data-testid="filter-type-reminder"]');
        if (!grid || !box) throw new Error('Schedule not found');
        const started = performance.now();

        let lastChange = started;
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
        });
        observer.observe(grid, { childList: true, subtree: true });
        box.click();
        // Settled: a frame passed with no change, and the events are there.
        for (;;) {
          const before = lastChange;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          if (lastChange === before && grid.querySelectorAll('[data-testid="calendar-event"]').length > 0)
            break;
        }
        observer.disconnect();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return lastChange - started;
      }),
    );
  }
  await page.close();
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
};
