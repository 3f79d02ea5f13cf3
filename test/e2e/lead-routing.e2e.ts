// The admin's "Lead routing" card on /admin/leads, in Chromium: adding a rule (an unknown contractor id refused
// under its box), seeing it listed with the contractor's business name, switching it off, and deleting it. The
// rule covers a ZIP nobody serves, so it changes no other test's leads. The page with the card has no definite
// accessibility violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '#test/support/accessibility';
import { appUrl, callApi, launchBrowser, logInAsDemo, newContext, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('lead routing on /admin/leads', () => {
  it('adds, lists, switches off and deletes a rule', async () => {
    const demoPage = await newPage(browser);
    await logInAsDemo(demoPage);
    const me = await callApi(demoPage, 'GET', '/api/auth/me');
    const demoId = me.body.contractor.id as string;
    const demoName = me.body.contractor.businessName as string;
    await demoPage.context().close();

    // The accessibility engine is injected into the page: this context lets it past the app's CSP.
    const page = await (
      await newContext(browser, { viewport: { width: 1280, height: 900 }, bypassCSP: true })
    ).newPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill('admin@picket.local');
    await page.getByLabel('Password').fill('picket-admin-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/admin/);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await page.waitForURL(/\/admin\/leads/);
    await page.getByRole('heading', { name: 'Lead routing' }).waitFor();

    const name = `E2E rule ${Date.now().toString(36)}`;
    await page.getByTestId('lead-rule-add').click();
    const dialog = page.getByTestId('lead-rule-dialog');
    await dialog.getByLabel('Rule name').fill(name);
    await dialog.getByLabel('Priority').fill('7');
    await dialog.getByLabel('ZIP codes').fill('99501, 99502');
    await dialog.getByLabel('Contractor ids').fill(`${demoId} c_nobody`);
    await dialog.getByText('Capacity: whoever has had the fewest leads today, up to a daily cap').click();
    await dialog.getByLabel('Daily capacity').fill('4');
    await dialog.getByTestId('lead-rule-submit').click();
    await dialog.getByText('No contractor has the id c_nobody').waitFor();

    await dialog.getByLabel('Contractor ids').fill(demoId);
    await dialog.getByTestId('lead-rule-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const entry = page.locator(`[data-testid="lead-rule"][data-name="${name}"]`);
    await entry.waitFor();
    expect(await entry.textContent()).toContain(demoName);
    expect(await entry.textContent()).toContain('Capacity: 4 a day each');
    expect(await entry.getByTestId('lead-rule-status').textContent()).toBe('On');
    // The card as it loads (no toast or dialog over it).
    await page.reload();
    await entry.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await entry.getByTestId('lead-rule-toggle').click();
    await expect.poll(() => entry.getAttribute('data-active')).toBe('false');
    expect(await entry.getByTestId('lead-rule-status').textContent()).toBe('Off');

    await entry.getByTestId('lead-rule-delete').click();
    await page.getByTestId('lead-rule-delete-confirm').click();
    await entry.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
