// The contractor's first minutes in Picket, in Chromium against the app as `npm start` serves it:
// sign up → onboarding → dashboard, failed and successful sign-in, logout, Spanish, 404, and the phone layout.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, followSignupEmail, freshTab, launchBrowser, newContext, uniqueEmail } from './browser';

let browser: Browser;
/** The browser every test's tab opens in (freshTab): one visitor after another. */
let tabs: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  tabs = await newContext(browser);
});
afterAll(() => browser?.close());

const demo = { email: 'demo@picket.local', password: 'picket-demo-2026' };

const logIn = async (page: Page, credentials = demo) => {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log In' }).click();
};

describe('a new contractor', () => {
  it('signs up from /contractor, completes onboarding and lands on the dashboard', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/contractor'));
    await page.waitForFunction(
      () => document.title === 'Contractor Fence Estimation Tools - Close More Deals Faster',
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/contractor/i);
    await page.getByRole('link', { name: 'Start Free 30-Day Trial' }).first().click();
    await page.waitForURL(/\/signup/);

    await page.getByLabel('Business name').fill('Prairie Fence Works');
    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Last name').fill('Vega');
    const email = uniqueEmail('marisol');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('5125550123');
    expect(await page.getByLabel('Phone').inputValue()).toBe('512-555-0123');
    // A guessable password is refused by the server, under the field.
    await page.getByLabel('Password').fill('Summer2024!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This password is too easy to guess.', { exact: false }).waitFor();
    await page.getByLabel('Password').fill('cedar-posts-and-rails');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor();
    await followSignupEmail(page, email);

    await page.getByTestId('onboarding-step-1').waitFor();
    await page.getByLabel('Street address').fill('400 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('tx');
    expect(await page.getByLabel('State').inputValue()).toBe('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Service areas').fill('78701, 78702');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByTestId('onboarding-step-2').waitFor();
    expect(await page.getByLabel('Vinyl price per foot').inputValue()).toBe('25');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByTestId('onboarding-step-3').waitFor();
    await page.getByLabel('Tagline').fill('Straight lines, solid posts');
    await page.getByRole('button', { name: 'Finish Setup' }).click();

    await page.waitForURL(/\/dashboard/);
    await page.getByText('Welcome, Marisol!').waitFor();
    await page.close();
  });
});

describe('signing in', () => {
  it('shows "Login failed" for a wrong password and stays on the login page', async () => {
    const page = await freshTab(tabs);
    await logIn(page, { email: demo.email, password: 'not-the-password' });
    await page.getByRole('alert').filter({ hasText: 'Login failed' }).first().waitFor();
    await page.getByText('Invalid email or password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('validates the form before calling the server', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.close();
  });

  it('signs the demo contractor in, then logs out back to the home page', async () => {
    const page = await freshTab(tabs);
    await logIn(page);
    await page.getByText('Login successful').waitFor();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByTestId('profile-logout').click();
    await page.getByText('You have been successfully logged out.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(appUrl('/dashboard'));
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('sends the admin to /admin, where the platform’s figures are the public pages’ counts', async () => {
    const page = await freshTab(tabs);
    await logIn(page, { email: 'admin@picket.local', password: 'picket-admin-2026' });
    await page.waitForURL(/\/admin/);
    const table = page.getByTestId('platform-figures-table');
    const allTime = table.getByRole('row', { name: /All time/ });
    // Other test files sign businesses up and make quotes meanwhile: read both until they agree.
    await expect
      .poll(
        async () => {
          await page.reload();
          await table.waitFor();
          const stats = await (await page.request.get(appUrl('/api/public/stats'))).json();
          return [
            (await allTime.getByRole('cell').first().textContent()) ===
              stats.activeContractors.toLocaleString('en-US'),
            (await allTime.getByRole('cell').nth(1).textContent()) ===
              stats.quotesGenerated.toLocaleString('en-US'),
          ];
        },
        { timeout: 30_000 },
      )
      .toEqual([true, true]);
    await page.close();
  });
});

describe('language and unknown pages', () => {
  it('shows Spanish with ?lang=es', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/?lang=es'));
    await page
      .getByRole('heading', { name: 'Cotizaciones de cercas en minutos, para propietarios y contratistas' })
      .waitFor();
    await page.goto(appUrl('/homeowner?lang=es'));
    await page.getByRole('heading', { name: 'Cotiza tu cerca en minutos' }).waitFor();
    await page.goto(appUrl('/homeowner'));
    await page.getByRole('heading', { name: 'Get Your Fence Quote in Minutes' }).waitFor();
    await page.close();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/no/such/page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.close();
  });
});

describe('on a 390 px wide phone', () => {
  it('has the five-tab bottom bar and a working More sheet', async () => {
    const page = await freshTab(tabs, { width: 390, height: 844 });
    await logIn(page);
    await page.waitForURL(/\/dashboard/);
    const bar = page.getByTestId('mobile-bottom-bar');
    await bar.waitFor();
    expect(await bar.getByRole('link').count()).toBe(4);
    expect(await bar.getByRole('button').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).toBe(false);

    await page.getByTestId('tab-jobs').click();
    await page.waitForURL(/\/jobs/);
    await page.getByTestId('tab-more').click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.waitFor();
    for (const item of ['more-customers', 'more-testimonials', 'more-faqs', 'more-settings', 'more-logout']) {
      expect(await page.getByTestId(item).isVisible()).toBe(true);
    }
    await page.getByTestId('more-settings').click();
    await page.waitForURL(/\/contractor\/settings/);
    await page.getByTestId('tab-more').click();
    await page.getByTestId('more-logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
