// The admin's "Lead routing" card on /admin/leads, in Chromium: adding a rule whose contractors are found by
// business name and put in order (none chosen is refused under the list; one moved up keeps the focus, one
// removed hands it to the row that took its place), seeing it listed with the businesses in that order,
// editing it (the dialog starts with them in order; a press on the backdrop closes it, selecting text past its
// edge does not), switching it off, and deleting it. The rule covers a ZIP nobody serves, so it changes no other
// test's leads. The card, the dialog with its search results and the toast have no definite accessibility
// violation: the toast is in a landmark of its own, and the dialog has no backdrop control outside it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '#test/support/accessibility';
import { appUrl, launchBrowser, newContext, newPage, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const freshPhone = () => `708555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

/** Businesses signed up through the API, in a browser of their own that is then closed. */
const signUpBusinesses = async (names: string[]) => {
  const page = await newPage(browser);
  await page.goto(appUrl('/'));
  for (const businessName of names) {
    const signup = await signUpWithApi(page, {
      businessName,
      firstName: 'Rosa',
      lastName: 'Router',
      email: uniqueEmail('routing'),
      phone: freshPhone(),
      password: 'split-rail-and-posts-9',
    });
    expect(signup.status).toBe(201);
  }
  await page.context().close();
};

/** The aria-label of the focused element. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

describe('lead routing on /admin/leads', () => {
  it('adds a rule with businesses found by name, in the chosen order; lists, edits, switches off and deletes it', async () => {
    const tag = `Route${Date.now().toString(36)}`;
    const [alder, birch, cedar] = [`${tag} Alder Fences`, `${tag} Birch Fences`, `${tag} Cedar Fences`];
    await signUpBusinesses([alder, birch, cedar]);

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
    await dialog.getByText('Capacity: whoever has had the fewest leads today, up to a daily cap').click();
    await dialog.getByLabel('Daily capacity').fill('4');
    await dialog.getByTestId('lead-rule-submit').click();
    const contractors = dialog.getByRole('group', { name: 'Contractors of this rule' });
    await contractors.getByText('Add at least one contractor').waitFor();

    // Found by the start of their names, added one after the other: each stays listed, marked as chosen.
    await dialog.getByLabel('Find a business').fill(tag);
    for (const business of [alder, birch, cedar]) {
      await dialog.getByRole('button', { name: `Add ${business}` }).click();
      const chosen = dialog.getByRole('button', { name: `${business} is in the rule` });
      expect(await chosen.getAttribute('aria-disabled')).toBe('true');
    }
    const chosenNames = () => dialog.getByTestId('lead-rule-chosen').allTextContents();
    expect(await chosenNames()).toEqual([
      expect.stringContaining(alder),
      expect.stringContaining(birch),
      expect.stringContaining(cedar),
    ]);
    expect(await contractors.getByText('Add at least one contractor').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Cedar up one place (the focus stays on its button), then Alder out (the focus goes to Cedar's row).
    await dialog.getByRole('button', { name: `Move ${cedar} up the order` }).click();
    await expect.poll(() => focusedLabel(page)).toBe(`Move ${cedar} up the order`);
    await dialog.getByRole('button', { name: `Remove ${alder}` }).click();
    await expect.poll(() => focusedLabel(page)).toBe(`Remove ${cedar}`);
    expect(await dialog.getByTestId('lead-rule-contractors-status').textContent()).toBe(`${alder} removed`);
    expect(await chosenNames()).toEqual([expect.stringContaining(cedar), expect.stringContaining(birch)]);
    await dialog.getByRole('button', { name: `Add ${alder}` }).waitFor();

    await dialog.getByTestId('lead-rule-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const entry = page.locator(`[data-testid="lead-rule"][data-name="${name}"]`);
    await entry.waitFor();
    const listed = (await entry.textContent()) ?? '';
    expect(listed).toContain('Capacity: 4 a day each');
    expect(listed).not.toContain(alder);
    expect(listed.indexOf(cedar)).toBeGreaterThan(-1);
    expect(listed.indexOf(birch)).toBeGreaterThan(listed.indexOf(cedar));
    expect(await entry.getByTestId('lead-rule-status').textContent()).toBe('On');
    // With the toast that says so, then the card as it loads.
    await page.getByTestId('toast').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.reload();
    await entry.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Editing starts from the rule's contractors, in its order.
    await entry.getByTestId('lead-rule-edit').click();
    await dialog.waitFor();
    await expect.poll(chosenNames).toEqual([expect.stringContaining(cedar), expect.stringContaining(birch)]);
    // Selecting the name's text past the dialog's edge keeps it open; a press on the backdrop closes it.
    const nameBox = await dialog.getByLabel('Rule name').boundingBox();
    if (!nameBox) throw new Error('The rule name field has no box');
    await page.mouse.move(nameBox.x + 4, nameBox.y + nameBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(4, 4, { steps: 4 });
    await page.mouse.up();
    expect(await dialog.isVisible()).toBe(true);
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });

    await entry.getByTestId('lead-rule-toggle').click();
    await expect.poll(() => entry.getAttribute('data-active')).toBe('false');
    expect(await entry.getByTestId('lead-rule-status').textContent()).toBe('Off');

    await entry.getByTestId('lead-rule-delete').click();
    await page.getByTestId('lead-rule-delete-confirm').click();
    await entry.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
