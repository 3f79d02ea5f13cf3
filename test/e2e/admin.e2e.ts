// The admin area, in Chromium against the app as `npm start` serves it: the administrator's own frame (its
// sections, no New Quote, Create or trial line); finding a user by email on /admin/users and resetting their
// password with "Show the link"; the user opening that link in their own browser, choosing a new password
// and signing in with it while the old one no longer works. Every admin page fits a 360 px phone without
// scrolling sideways and has no definite accessibility violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '#test/support/accessibility';
import { appUrl, launchBrowser, newContext, newPage, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pollOptions = { timeout: 10_000 };
const admin = { email: 'admin@picket.local', password: 'picket-admin-2026' };

const freshPhone = () => `708555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

const logIn = async (page: Page, { email, password }: { email: string; password: string }) => {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
};

/** A new owner signed up through the API in a browser of their own, which is then closed. */
const signUpOwner = async (password: string): Promise<string> => {
  const page = await newPage(browser);
  await page.goto(appUrl('/'));
  const email = uniqueEmail('reset');
  const signup = await signUpWithApi(page, {
    businessName: `Reset Fences ${Date.now().toString(36)}`,
    firstName: 'Rita',
    lastName: 'Reyes',
    email,
    phone: freshPhone(),
    password,
  });
  expect(signup.status).toBe(201);
  await page.context().close();
  return email;
};

describe('the admin area', () => {
  it('resets a user’s password with a link the user then uses to sign in', async () => {
    const oldPassword = 'split-rail-and-posts-9';
    const newPassword = 'cedar-gate-latch-and-hinge-4';
    const email = await signUpOwner(oldPassword);

    // The administrator lands in the admin frame: its sections, none of the contractor shell.
    const page = await newPage(browser);
    await logIn(page, admin);
    await page.waitForURL(/\/admin/, pollOptions);
    await page.getByTestId('admin-header').waitFor(pollOptions);
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor(pollOptions);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Overview', 'Contractors', 'Users', 'Leads', 'Settings', 'Security'])
      expect(await sections.getByRole('link', { name }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'New Quote' }).count()).toBe(0);
    expect(await page.getByTestId('sidebar-create').count()).toBe(0);
    expect(await page.getByTestId('mobile-create').count()).toBe(0);
    expect(await page.getByTestId('trial-end').count()).toBe(0);

    // Users: found by the start of their email (kept in the URL), then Reset password → Show the link.
    await sections.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(/\/admin\/users/, pollOptions);
    await page.getByLabel('Find a user').fill(email.slice(0, 12));
    await page.waitForURL((url) => url.searchParams.get('q') === email.slice(0, 12), pollOptions);
    const row = page.locator(`[data-testid="admin-user"][data-email="${email}"]`);
    await row.waitFor(pollOptions);
    expect(await row.textContent()).toContain('Rita Reyes');
    await row.getByTestId('admin-user-reset').click();
    const dialog = page.getByTestId('password-reset-dialog');
    await dialog.getByText('Show the link to hand over').click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkBox = dialog.getByLabel('Reset link');
    await linkBox.waitFor(pollOptions);
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/reset-password#token=[\w-]+$/);
    await dialog.getByText(/it works once/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The user opens the link in their own browser and chooses a new password (typed twice).
    const user = await newPage(browser);
    await user.goto(link);
    await user.getByRole('heading', { name: 'Choose a new password' }).waitFor(pollOptions);
    await user.getByLabel('New password', { exact: true }).fill(newPassword);
    await user.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await user.getByRole('button', { name: 'Set password' }).click();
    await user.getByText('The two passwords are not the same').waitFor(pollOptions);
    await user.getByLabel('Confirm new password').fill(newPassword);
    await user.getByRole('button', { name: 'Set password' }).click();
    await user.waitForURL(/\/login/, pollOptions);
    await user.getByTestId('login-notice').getByText('Sign in with your new password.').waitFor(pollOptions);

    // The old password no longer works; the new one does.
    await logIn(user, { email, password: oldPassword });
    await user.getByText('Invalid email or password').first().waitFor(pollOptions);
    expect(new URL(user.url()).pathname).toBe('/login');
    await logIn(user, { email, password: newPassword });
    await user.waitForURL((url) => url.pathname !== '/login', pollOptions);

    // The link worked once: opened again, it is refused.
    const again = await newPage(browser);
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('another-long-fence-phrase-7');
    await again.getByLabel('Confirm new password').fill('another-long-fence-phrase-7');
    await again.getByRole('button', { name: 'Set password' }).click();
    await again.getByTestId('reset-password-error').waitFor(pollOptions);

    await Promise.all([page, user, again].map((each) => each.context().close()));
  });

  it('fits every admin page on a 360 px phone, with no definite accessibility violation', async () => {
    // The accessibility engine is injected into the page: this context lets it past the app's CSP.
    const context = await newContext(browser, { viewport: { width: 360, height: 780 }, bypassCSP: true });
    const page = await context.newPage();
    await logIn(page, admin);
    await page.waitForURL(/\/admin/, pollOptions);
    for (const path of [
      '/admin',
      '/admin/contractors',
      '/admin/users',
      '/admin/leads',
      '/admin/settings',
      '/admin/security',
    ]) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor(pollOptions);
      // Every section has loaded (or said it could not).
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
