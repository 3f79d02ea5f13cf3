// Spanish everywhere a customer or contractor reads: the customer's quote view of a Spanish quote, and the
// job page, bell and schedule of a contractor using Picket in Spanish, show no English text of the catalogue.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import { appUrl, callApi, launchBrowser, logInAsDemo, newCustomerFor, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * English texts a Spanish page must not show: each catalogue value whose Spanish differs, split at its
 * `{placeholders}` into fixed fragments of at least two words (single words such as "Total" or "Email" are
 * also Spanish or names).
 */
const englishFragments = (() => {
  const spanishTexts = new Set(Object.values(spanish));
  const fragments = new Set<string>();
  for (const [key, text] of Object.entries(english)) {
    if (spanish[key as keyof typeof spanish] === text) continue;
    for (const part of text.split(/\{\w+\}/)) {
      const fragment = part.trim().replace(/[.:,;!?·]+$/, '');
      if (fragment.split(/\s+/).length >= 2 && fragment.length >= 8 && !spanishTexts.has(fragment))
        fragments.add(fragment);
    }
  }
  return [...fragments];
})();

/** The catalogue's English on the page, apart from the texts `typed` finds: what people typed, as typed. */
const englishOn = async (page: Page, typed?: string) => {
  const text = await page.evaluate(
    (selector) =>
      [...(selector ? document.querySelectorAll<HTMLElement>(selector) : [])].reduce(
        (shown, element) => shown.replace(element.innerText, ''),
        document.body.innerText,
      ),
    typed,
  );
  return englishFragments.filter((fragment) => text.includes(fragment));
};

describe('in Spanish', () => {
  it('the customer’s quote view, the job page, the bell, the schedule, the dashboard and the reports show no English catalogue text', async () => {
    const contractor = await newPage(browser);
    await logInAsDemo(contractor);
    const quote = (
      await callApi(contractor, 'POST', '/api/quotes', {
        // Priced from the starter catalog's "Vinyl Privacy": its line must read in Spanish too.
        request: {
          zipCode: '60601',
          material: 'vinyl',
          calculationMethod: 'style',
          styleId: 'vinyl-privacy',
          sides: [{ lengthFt: 90, gates: [{ widthFt: 4 }] }],
        },
        newCustomer: newCustomerFor(`Lucía ${Date.now().toString(36)}`, '3125550190'),
        language: 'es',
      })
    ).body as { id: string };
    const sent = await callApi(contractor, 'POST', `/api/quotes/${quote.id}/send`, { language: 'es' });
    expect(sent.status).toBe(200);

    const customer = await newPage(browser);
    await customer.goto(
      (sent.body as { quote: { shortLink: string } }).quote.shortLink.replace(
        /^https?:\/\/[^/]+/,
        appUrl(''),
      ),
    );
    await customer.getByTestId('customer-quote-customer').waitFor();
    await customer.getByText('Privacidad de vinilo').first().waitFor();
    // The answer forms too, which load as the reader heads for them.
    await customer.getByTestId('customer-quote-response').scrollIntoViewIfNeeded();
    await customer.getByTestId('approve-submit').waitFor();
    expect({ page: 'customer quote view', english: await englishOn(customer) }).toEqual({
      page: 'customer quote view',
      english: [],
    });

    await callApi(contractor, 'POST', `/api/quotes/${quote.id}/status`, { status: 'approved' });
    const job = (await callApi(contractor, 'POST', `/api/quotes/${quote.id}/convert`, {})).body as {
      id: string;
    };
    await contractor.goto(appUrl(`/jobs/${job.id}`));
    await contractor.getByTestId('language-es').filter({ visible: true }).first().click();
    await contractor.getByTestId('job-page').waitFor();
    await contractor.getByTestId('milestone-name').first().waitFor();
    // What the server wrote in English before the switch is fetched again in Spanish.
    await expect.poll(() => englishOn(contractor), { timeout: 10_000 }).toEqual([]);

    await contractor.getByTestId('notifications-bell').filter({ visible: true }).click();
    const bell = contractor.getByRole('dialog', { name: 'Notificaciones' });
    await bell.waitFor();
    const bellText = await bell.innerText();
    expect(englishFragments.filter((fragment) => bellText.includes(fragment))).toEqual([]);
    await contractor.keyboard.press('Escape');

    // The schedule, its month grid, week grid (the calendar library's words too) and event dialog.
    for (const view of ['month', 'week']) {
      // A week with none of the demo's events: their titles are what people typed, in their language.
      await contractor.goto(appUrl(`/schedule?view=${view}&date=2031-06-11&lang=es`));
      await contractor.getByTestId('schedule-period').waitFor();
      await expect.poll(() => englishOn(contractor), { timeout: 10_000 }).toEqual([]);
    }
    expect(await contractor.getByTestId('schedule-calendar').innerText()).not.toMatch(
      /\b(all-day|Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/,
    );
    await contractor.getByTestId('event-new').click();
    await contractor.getByTestId('event-dialog').waitFor();
    await expect.poll(() => englishOn(contractor), { timeout: 10_000 }).toEqual([]);

    // The dashboard's sections (today's events are titled as their makers typed them, in their language;
    // a visit scheduled from an English page is a "Quote visit"), and the reports with their charts' legends.
    await contractor.goto(appUrl('/dashboard?lang=es'));
    await contractor.getByTestId('dashboard-month').waitFor();
    await expect
      .poll(() => englishOn(contractor, '[data-testid="dashboard-event-title"]'), { timeout: 10_000 })
      .toEqual([]);
    await contractor.goto(appUrl('/reports?lang=es'));
    await contractor.locator('[data-testid="report-revenue-chart"] svg').first().waitFor();
    await expect.poll(() => englishOn(contractor), { timeout: 10_000 }).toEqual([]);
    await contractor.context().close();
    await customer.context().close();
  });
});
