// The signed-in screens a contractor lives in, checked for accessibility on a desktop and on a 390 px phone:
// no definite violation (test/support/accessibility.ts), a skip link first, unique navigation labels and
// buttons named by what they show.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '#test/support/accessibility';
import { appUrl, callApi, demo, launchBrowser, newContext, newCustomerFor } from './browser';

let browser: Browser;
/** The demo contractor, signed in once; each test opens a tab of its own in it (the engine is injected, so
 * the app's Content-Security-Policy is bypassed for it). */
let signedInBrowser: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  signedInBrowser = await newContext(browser, { bypassCSP: true });
  const page = await signedInBrowser.newPage();
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
});
afterAll(() => browser.close());

const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** A new tab of the signed-in contractor at this size, on the dashboard. */
const signedIn = async (viewport: { width: number; height: number }): Promise<Page> => {
  const page = await signedInBrowser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(appUrl('/dashboard'));
  return page;
};

/** A customer with a quote that became a job: the records whose pages are checked. */
const records = async (page: Page) => {
  const customer = (
    await callApi(
      page,
      'POST',
      '/api/homeowners',
      newCustomerFor(`Ada ${Date.now().toString(36)}`, '3125550123'),
    )
  ).body as { id: string };
  const quote = (
    await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 1954, gates: [{ widthFt: 4 }] }] },
      homeownerId: customer.id,
    })
  ).body as { id: string };
  const job = (await callApi(page, 'POST', `/api/quotes/${quote.id}/convert`, {})).body as { id: string };
  return { customer, quote, job };
};

describe.each(Object.entries(viewports))('on a %s', (_, viewport) => {
  it('has no accessibility violation on the dashboard, builder, quote, job, customer, schedule, team, profile, testimonials, FAQs and reports pages', async () => {
    const page = await signedIn(viewport);
    const { customer, quote, job } = await records(page);
    // Events on the schedule pages checked: a timed one, an anytime one and a job's day.
    const day = '2027-02-17';
    await callApi(page, 'POST', '/api/calendar/events', {
      title: 'Measure the side yard',
      eventType: 'appointment',
      startDate: day,
      isAnytime: false,
      startTime: '09:00',
      endTime: '10:30',
    });
    await callApi(page, 'POST', '/api/calendar/events', {
      title: 'Order posts',
      eventType: 'reminder',
      startDate: day,
    });
    // An open invitation, so the team page shows one.
    await callApi(page, 'POST', '/api/team/invites', {
      email: `crew.${Date.now().toString(36)}.${viewport.width}@example.com`,
      role: 'crew',
    });
    // A testimonial and a question, so their pages show a list.
    await callApi(page, 'POST', '/api/testimonials', {
      customerName: 'Ada Lovelace',
      town: 'Oak Park',
      rating: 4,
      text: 'Straight posts and a tidy site.',
      date: '2026-03-02',
    });
    await callApi(page, 'POST', '/api/faqs', {
      question: { en: 'Do you pull permits?' },
      answer: { en: 'Yes, for every job.' },
    });
    const pages: Array<[string, string]> = [
      // The dashboard once its sections (schedule, payments, figures, quotes) have loaded.
      ['/dashboard', 'dashboard-month'],
      ['/contractor/quote', 'quote-builder'],
      [`/contractor/quote/${quote.id}/view`, 'quote-total'],
      [`/jobs/${job.id}`, 'job-page'],
      [`/customers/${customer.id}`, 'customer-name'],
      [`/schedule?view=month&date=${day}`, 'calendar-event'],
      [`/schedule?view=week&date=${day}`, 'calendar-event'],
      [`/schedule?view=agenda&date=${day}`, 'calendar-event'],
      [`/schedule?view=crewDay&date=${day}`, 'calendar-event'],
      ['/contractor/team', 'team-member'],
      ['/profile', 'profile-form'],
      ['/testimonials', 'testimonial'],
      ['/faqs', 'faq'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(appUrl(path));
      await page.getByTestId(ready).first().waitFor();
      expect({ path, violations: await accessibilityViolations(page) }).toEqual({ path, violations: [] });
    }
    // The reports, once their charts (loaded after the tables) have drawn.
    await page.goto(appUrl('/reports'));
    await page.locator('[data-testid="report-revenue-chart"] svg').first().waitFor();
    expect({ path: '/reports', violations: await accessibilityViolations(page) }).toEqual({
      path: '/reports',
      violations: [],
    });
    await page.close();
    // Eleven pages, each checked by the engine: more than the default minute on a busy machine.
  }, 180_000);

  // Apart from the pages above: its forms (the public page, three follow-up steps) take the checker a while.
  it('has no accessibility violation on the contractor portal page', async () => {
    const page = await signedIn(viewport);
    await page.goto(appUrl('/contractor-portal'));
    // Its follow-ups load on their own: the page is whole once their editor shows.
    await page.getByTestId('follow-ups-enabled').waitFor();
    expect({ path: '/contractor-portal', violations: await accessibilityViolations(page) }).toEqual({
      path: '/contractor-portal',
      violations: [],
    });
    await page.close();
  });
});

describe('a 390 px phone', () => {
  it('shows the job total on one line, and nothing shows through or hides behind the builder’s total bar', async () => {
    const page = await signedIn(viewports.phone);
    const { job } = await records(page);
    await page.goto(appUrl(`/jobs/${job.id}`));
    const total = page.getByTestId('job-total');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const oneLine = await total.evaluate((node) => {
      const lineHeight = Number.parseFloat(getComputedStyle(node).lineHeight);
      return node.getBoundingClientRect().height < lineHeight * 1.5 && node.scrollWidth <= node.clientWidth;
    });
    expect(oneLine).toBe(true);

    await page.goto(appUrl('/contractor/quote'));
    await page.getByLabel('Side A length (ft)').fill('40');
    const bar = page.getByTestId('builder-total-bar');
    await bar.waitFor();
    expect(await bar.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastField = page
      .getByLabel('Customer’s language')
      .or(page.getByLabel("Customer's language"))
      .first();
    const fieldBottom = await lastField.evaluate((node) => node.getBoundingClientRect().bottom);
    const barTop = await bar.evaluate((node) => node.getBoundingClientRect().top);
    expect(fieldBottom).toBeLessThanOrEqual(barTop);
    await page.close();
  });
});

describe('the signed-in frame', () => {
  it('starts with a skip link to the content, labels each navigation apart, and names buttons by their text', async () => {
    const page = await signedIn(viewports.desktop);
    // A fresh load: the first Tab starts from the top of the page.
    await page.reload();
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.textContent()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const labels = await page
      .locator('nav:visible')
      .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
    expect(new Set(labels).size).toBe(labels.length);
    // Each visible name is part of the accessible name (WCAG 2.5.3).
    const bell = page.getByTestId('notifications-bell').filter({ visible: true });
    expect(await bell.getAttribute('aria-label')).toBeNull();
    await page
      .getByRole('button', { name: /^Notifications/ })
      .filter({ visible: true })
      .waitFor();
    const profile = page.getByTestId('profile-menu-button');
    const initials = (await profile.locator('span').first().innerText()).trim();
    expect(initials).toMatch(/^[A-Z]{1,2}$/);
    await page.getByRole('button', { name: `${initials} Profile menu: Dana Demo` }).waitFor();
    await page.close();
  });
});
