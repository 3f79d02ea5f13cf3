// Getting paid, in Chromium against the app as `npm start` serves it: the demo contractor converts an
// approved quote, records the deposit, sees the payment in the bell, and reminds a customer of an overdue
// payment — exactly one text reaches the outbox and the bell says '✓ Reminder sent'.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  callApi,
  launchBrowser,
  logInAsDemo,
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

const pollOptions = { timeout: 10_000 };

const freshPhone = () => `630555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

const openBell = async (page: Page) => {
  // The header and the phone top bar each have a bell; one shows at a time.
  await page.getByTestId('notifications-bell').filter({ visible: true }).click();
};

describe('getting paid', () => {
  it('converts an approved quote, records the deposit and shows it in the bell', async () => {
    const page = await newPage(browser);
    await logInAsDemo(page);
    const customerName = `Pat ${Date.now().toString(36)}`;
    const quote = (
      await callApi(page, 'POST', '/api/quotes', {
        request: { zipCode: '60601', material: 'cedar', sides: [{ lengthFt: 70, gates: [] }] },
        newCustomer: newCustomerFor(customerName, freshPhone()),
      })
    ).body;
    await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'sent' });
    await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'approved' });

    await page.goto(appUrl(`/contractor/quote/${quote.id}/view`));
    await page.getByTestId('convert-quote-open').click();
    await page.getByTestId('convert-quote-submit').click();
    await page.waitForURL(/\/jobs\/job_/, pollOptions);
    await page.getByTestId('job-page').waitFor(pollOptions);
    expect(await page.getByTestId('milestone-row').count()).toBe(2);

    await page.getByTestId('record-payment-open').click();
    const dialog = page.getByTestId('record-payment-dialog');
    await dialog.getByTestId('payment-method').selectOption('check');
    await dialog.getByTestId('payment-check-number').fill('2211');
    await dialog.getByTestId('payment-submit').click();
    await page.getByTestId('payment-row').first().waitFor(pollOptions);
    expect(await page.getByTestId('payment-row').first().textContent()).toContain('2211');

    // Notes and a completion photo, uploaded straight to storage (the local runtime's /local-uploads here).
    await page.getByTestId('progress-note-input').fill('Posts set and concrete poured');
    await page.getByTestId('progress-note-add').click();
    await page
      .getByTestId('progress-note')
      .filter({ hasText: 'Posts set and concrete poured' })
      .waitFor(pollOptions);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'finished.png', mimeType: 'image/png', buffer: png });
    const photo = page.getByTestId('photo-item').first();
    await photo.waitFor(pollOptions);
    const source = await photo.locator('img').getAttribute('src');
    expect(source).toMatch(/^\/local-uploads\/jobs\//);
    expect((await page.request.get(appUrl(source ?? ''))).status()).toBe(200);

    await openBell(page);
    const received = page
      .getByTestId('notification-item')
      .filter({ hasText: customerName })
      .and(page.locator('[data-type="payment_received"]'))
      .first();
    await received.waitFor(pollOptions);
    expect(await received.textContent()).toMatch(/Payment of \$[\d,.]+ received from/);
    await received.click();
    await page.waitForURL(/\/jobs\/job_/, pollOptions);
    await page.context().close();
  });

  it('keeps the bell read for the user on every device, and marks all as read', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/'));
    const email = uniqueEmail('bell');
    const password = 'bell-read-state-2026';
    const signup = await signUpWithApi(page, {
      businessName: `Bell Fence ${Date.now().toString(36)}`,
      firstName: 'Bea',
      lastName: 'Lind',
      email,
      phone: '3125550150',
      password,
    });
    expect(signup.status).toBe(201);
    const quote = (
      await callApi(page, 'POST', '/api/quotes', {
        request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 40, gates: [] }] },
        newCustomer: newCustomerFor('Gale Ferris', freshPhone()),
      })
    ).body;
    const job = (await callApi(page, 'POST', `/api/quotes/${quote.id}/convert`, {})).body;
    const [deposit] = job.milestones;
    const paid = await callApi(page, 'POST', `/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: deposit.amount,
      paymentMethod: 'check',
      paymentDate: new Date().toISOString().slice(0, 10),
    });
    expect(paid.status).toBe(201);

    await page.goto(appUrl('/dashboard'));
    const badge = page.getByTestId('notifications-badge').filter({ visible: true });
    await expect.poll(() => badge.textContent(), pollOptions).toMatch(/^[1-9]/);
    await openBell(page);
    await page.getByTestId('notification-item').first().waitFor(pollOptions);
    expect(await badge.count()).toBe(0);
    await page.getByTestId('notifications-mark-all-read').click();
    expect(await page.getByTestId('notifications-mark-all-read').count()).toBe(0);

    // Seen is kept on the server: a reload and another device agree.
    await page.reload();
    await page.getByTestId('notifications-bell').filter({ visible: true }).waitFor();
    const other = await newPage(browser);
    await other.goto(appUrl('/'));
    expect((await callApi(other, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
    await other.goto(appUrl('/dashboard'));
    await other.getByTestId('notifications-bell').filter({ visible: true }).waitFor();
    for (const device of [page, other]) {
      await expect
        .poll(async () => (await callApi(device, 'GET', '/api/notifications/seen')).body.seenKeys.length)
        .toBeGreaterThan(0);
      expect(await device.getByTestId('notifications-badge').filter({ visible: true }).count()).toBe(0);
    }
    await page.context().close();
    await other.context().close();
  });

  it('schedules a job for a customer from the Create menu', async () => {
    const page = await newPage(browser);
    await logInAsDemo(page);
    const lastName = `Quill${Date.now().toString(36)}`;
    const customer = await callApi(page, 'POST', '/api/homeowners', {
      firstName: 'Robin',
      lastName,
      email: '',
      phone: freshPhone(),
      address: '8 Oak Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    });
    expect(customer.status).toBe(201);

    await page.getByTestId('sidebar-create').click();
    await page.getByTestId('create-job').click();
    const dialog = page.getByTestId('create-job-dialog');
    await dialog.getByTestId('create-job-submit').click();
    await dialog.getByText('Please select a customer').waitFor();
    await dialog.getByText('Job name is required').waitFor();
    await dialog.getByTestId('create-job-customer-search').fill(lastName);
    await dialog.getByTestId('create-job-customer-option').filter({ hasText: lastName }).first().click();
    await dialog.getByTestId('create-job-name').fill('Side yard gate');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await dialog.getByTestId('create-job-date').fill(tomorrow);
    await dialog.getByTestId('create-job-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Job Created' }).waitFor(pollOptions);
    await page.getByText('The job has been scheduled successfully.').waitFor();
    await page.waitForURL(/\/jobs\/job_/, pollOptions);
    expect(await page.getByTestId('job-name').textContent()).toContain('Side yard gate');
    await page.context().close();
  });

  it('reminds the customer of an overdue payment once, and the bell says so', async () => {
    const page = await newPage(browser);
    await logInAsDemo(page);
    const phone = freshPhone();
    const customerName = `Lee ${Date.now().toString(36)}`;
    const quote = (
      await callApi(page, 'POST', '/api/quotes', {
        request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 50, gates: [] }] },
        newCustomer: newCustomerFor(customerName, phone),
      })
    ).body;
    const job = (await callApi(page, 'POST', `/api/quotes/${quote.id}/convert`, {})).body;
    const [deposit, final] = job.milestones;
    const asInput = (milestone: typeof deposit, dueDate: string) => ({
      id: milestone.id,
      name: milestone.name,
      percentage: milestone.percentage,
      amount: milestone.amount,
      dueDate,
      sequenceOrder: milestone.sequenceOrder,
      milestoneType: milestone.milestoneType,
    });
    const overdue = await callApi(page, 'PUT', `/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [asInput(deposit, '2026-01-05'), asInput(final, '2099-01-01')],
    });
    expect(overdue.status).toBe(200);

    await page.goto(appUrl('/dashboard'));
    await openBell(page);
    const reminder = page
      .getByTestId('notification-item')
      .filter({ hasText: customerName })
      .and(page.locator('[data-type="overdue_reminder"]'))
      .first();
    await reminder.waitFor(pollOptions);
    // The local runtime's once-a-minute run may have reminded them already, even between the look and the
    // tap; then the tap is told it went out today, and the item says so after reading the feed again.
    const button = reminder.getByTestId('send-reminder');
    if (await button.isVisible()) {
      await button.click();
      await page
        .getByTestId('toast')
        .filter({ hasText: /Reminder Sent|A reminder for this payment was already sent today/ })
        .waitFor(pollOptions);
    }
    await reminder.getByTestId('reminder-sent').waitFor(pollOptions);
    expect(await reminder.getByTestId('reminder-sent').textContent()).toBe('✓ Reminder sent');

    await page.goto(appUrl('/dev/outbox'));
    const texts = page.getByTestId('outbox-message').filter({ hasText: `to +1${phone}` });
    await texts.first().waitFor(pollOptions);
    expect(await texts.count()).toBe(1);
    expect(await texts.first().textContent()).toMatch(
      /Reminder from .+: Deposit of \$[\d,.]+ for job #\d+ was due/,
    );
    await page.context().close();
  });
});
