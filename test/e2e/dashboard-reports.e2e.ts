// The dashboard and the reports, in Chromium against the app as `npm start` serves it: a new owner's job
// gets a payment recorded on its page, and the dashboard's "Collected" this month moves by exactly that
// amount; the reports page shows the same figure for this month, and the period's payments CSV carries the
// payment. An overdue payment shows on the dashboard with Send Reminder. A new business of its own per test,
// so no other browser test's records move its figures.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  callApi,
  launchBrowser,
  newCustomerFor,
  newPage,
  signUpWithApi,
  uniqueEmail,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pollOptions = { timeout: 15_000 };

const freshPhone = () => `847555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

/** "$1,234.56" → 123456 cents. */
const centsOf = (text: string | null): number => {
  const match = text?.match(/^\$([\d,]+)\.(\d{2})$/);
  if (!match) throw new Error(`Not an amount in dollars: ${text}`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
};

/** A new owner signed in on `page`, with a job of two payments made from a quote. */
const ownerWithJob = async (page: Page, customerName: string) => {
  await page.goto(appUrl('/'));
  const signup = await signUpWithApi(page, {
    businessName: `Ledger Fence ${Date.now().toString(36)}`,
    firstName: 'Rita',
    lastName: 'Moreno',
    email: uniqueEmail('reports'),
    phone: freshPhone(),
    password: 'posts-and-rails-ledger-7',
  });
  expect(signup.status).toBe(201);
  const quote = await callApi(page, 'POST', '/api/quotes', {
    request: { zipCode: '60601', material: 'cedar', sides: [{ lengthFt: 60, gates: [] }] },
    newCustomer: newCustomerFor(customerName, freshPhone()),
  });
  expect(quote.status).toBe(201);
  const job = await callApi(page, 'POST', `/api/quotes/${quote.body.id}/convert`, {});
  expect(job.status).toBe(201);
  return job.body as {
    id: string;
    version: number;
    milestones: Array<{
      id: string;
      name: string;
      percentage: number;
      amount: number;
      sequenceOrder: number;
      milestoneType: string;
    }>;
  };
};

const collectedThisMonth = (page: Page) => page.getByTestId('dashboard-collected-this-month');

describe('the dashboard and the reports', () => {
  it("moves this month's Collected by a payment recorded on the job, and exports it", async () => {
    const page = await newPage(browser);
    const job = await ownerWithJob(page, `Dana ${Date.now().toString(36)}`);
    const [deposit] = job.milestones;
    if (!deposit) throw new Error('The job has no payment schedule');

    await page.goto(appUrl('/dashboard'));
    await collectedThisMonth(page).waitFor(pollOptions);
    const before = centsOf(await collectedThisMonth(page).textContent());
    // The contractor's today (their time zone), which the payment is dated and the month is counted by.
    const { today } = (await callApi(page, 'GET', '/api/dashboard')).body as { today: string };

    // Record the deposit on the job's page, as the owner does.
    await page.goto(appUrl(`/jobs/${job.id}`));
    await page.getByTestId('record-payment-open').click();
    const dialog = page.getByTestId('record-payment-dialog');
    await dialog.getByTestId('payment-method').selectOption('cash');
    await dialog.getByTestId('payment-date').fill(today);
    const amount = Math.round(deposit.amount * 100);
    // The dialog offers the deposit's whole amount.
    expect(Math.round(Number(await dialog.getByTestId('payment-amount').inputValue()) * 100)).toBe(amount);
    await dialog.getByTestId('payment-submit').click();
    await page.getByTestId('payment-row').first().waitFor(pollOptions);

    // Back to the dashboard through the navigation: the cached dashboard was made stale by the payment.
    await page.getByTestId('sidebar-dashboard').click();
    await page.waitForURL(/\/dashboard/, pollOptions);
    await expect
      .poll(async () => centsOf(await collectedThisMonth(page).textContent()), pollOptions)
      .toBe(before + amount);

    // The reports of this month say the same, and the period's payments CSV carries the payment.
    await page.getByTestId('dashboard-reports-link').click();
    await page.waitForURL(/\/reports/, pollOptions);
    const collected = page.getByTestId('report-figure-collected').locator('dd');
    await expect.poll(async () => centsOf(await collected.textContent()), pollOptions).toBe(before + amount);
    await page.getByTestId('report-funnel-table').waitFor();
    await page.getByTestId('report-revenue-table').waitFor();
    // The charts load on their own, after the tables.
    await page.locator('[data-testid="report-revenue-chart"] svg').first().waitFor(pollOptions);

    const href = await page.getByTestId('report-export-payments').getAttribute('href');
    expect(href).toMatch(/^\/api\/reports\/export\?kind=payments&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    const csv = await page.request.get(appUrl(href ?? ''));
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain((amount / 100).toFixed(2));

    // Grouping and the period are in the URL; a reload shows the same report.
    await page.getByTestId('report-group-by').selectOption('source');
    await page.waitForURL(/groupBy=source/, pollOptions);
    await page.getByTestId('report-period').selectOption('custom');
    await page.waitForURL(/period=custom/, pollOptions);
    await page.getByTestId('report-to').fill('2020-01-01');
    await page.getByText('The end date must be on or after the start date').waitFor(pollOptions);
    await page.reload();
    await page.getByTestId('reports-page').waitFor(pollOptions);
    expect(await page.getByTestId('report-group-by').inputValue()).toBe('source');
    expect(await page.getByTestId('report-period').inputValue()).toBe('custom');
    await page.context().close();
  });

  it('lists an overdue payment with Send Reminder, which says once it has gone', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const customerName = `Ivo ${Date.now().toString(36)}`;
    const job = await ownerWithJob(page, customerName);
    const asInput = (milestone: (typeof job.milestones)[number], dueDate: string) => ({
      id: milestone.id,
      name: milestone.name,
      percentage: milestone.percentage,
      amount: milestone.amount,
      dueDate,
      sequenceOrder: milestone.sequenceOrder,
      milestoneType: milestone.milestoneType,
    });
    const [deposit, final] = job.milestones;
    if (!deposit || !final) throw new Error('The job has no two payments');
    const overdue = await callApi(page, 'PUT', `/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [asInput(deposit, '2026-01-05'), asInput(final, '2099-01-01')],
    });
    expect(overdue.status).toBe(200);

    await page.goto(appUrl('/dashboard'));
    const row = page.getByTestId('dashboard-payment').filter({ hasText: customerName });
    await row.waitFor(pollOptions);
    expect(await row.getByTestId('dashboard-payment-due').textContent()).toMatch(/^\d+ days overdue$/);
    // The local runtime's once-a-minute run may have reminded them already; otherwise the button does.
    const button = row.getByTestId('send-reminder');
    if (await button.isVisible()) {
      await button.click();
      await page.getByTestId('toast').filter({ hasText: 'Reminder Sent' }).waitFor(pollOptions);
    }
    await row.getByTestId('reminder-sent').waitFor(pollOptions);
    // Nothing sent or quoted this month yet: the figures say so plainly.
    await page.getByTestId('dashboard-quotes-waiting-empty').waitFor();
    expect(await page.getByTestId('dashboard-figure-closeRate').locator('dd').first().textContent()).toBe(
      '—',
    );
    await page.context().close();
  });
});
