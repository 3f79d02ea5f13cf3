// The quote flow in Chromium against the app as `npm start` serves it: a homeowner's instant estimate and
// lead, the demo contractor's builder (live price, save, list, view, edit, status moves and history), and
// the builder on a phone.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  callApi,
  freshTab,
  launchBrowser,
  logInAsDemo,
  newContext,
  newCustomerFor,
  newPage,
  signUpWithApi,
  uniqueEmail,
} from './browser';

let browser: Browser;
/** The browser every test's tab opens in (freshTab): one visitor after another. */
let tabs: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  tabs = await newContext(browser);
});
afterAll(() => browser?.close());

const dollars = async (locator: Locator): Promise<number> => {
  const text = (await locator.textContent()) ?? '';
  expect(text).toMatch(/^\$[\d,]+\.\d{2}$/);
  return Number(text.replace(/[$,]/g, ''));
};

// Pages re-render on their own schedule; a slow machine gets a few seconds.
const pollOptions = { timeout: 10_000 };

const uniqueName = (first: string) => `${first} ${Date.now().toString(36)}${process.pid}`;

/** Fills the builder's New customer fields: the names and phone given, and a Chicago address. */
const fillNewCustomer = async (
  page: Page,
  who: { firstName?: string; lastName?: string; phone?: string },
) => {
  const field = (name: string) => page.getByTestId(`builder-new-customer-${name}`);
  for (const [name, value] of Object.entries(who)) await field(name).fill(value);
  await field('address').fill('100 W Randolph St');
  await field('city').fill('Chicago');
  await field('state').fill('IL');
  await field('zipCode').fill('60601');
};

describe('a homeowner', () => {
  it('gets a priced breakdown in at most 10 interactions and leaves a lead', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/homeowner/quote'));
    let interactions = 0;
    const fill = async (locator: Locator, value: string) => {
      interactions += 1;
      await locator.fill(value);
    };
    const click = async (locator: Locator) => {
      interactions += 1;
      await locator.click();
    };

    await fill(page.getByLabel('Fence length (feet)'), '150');
    await click(page.getByRole('button', { name: 'Add a gate' }));
    await click(page.getByRole('button', { name: 'Next' }));
    await click(page.getByRole('button', { name: /^Vinyl/ }));
    await fill(page.getByLabel('ZIP code'), '46201');
    await click(page.getByRole('button', { name: 'See my price' }));

    const total = await dollars(page.getByTestId('result-total'));
    expect(total).toBeGreaterThan(0);
    const breakdown = page.getByTestId('estimate-breakdown');
    for (const part of ['Materials', 'Labor', 'Fence materials', 'Fence installation', 'Gate, 4 ft wide']) {
      await breakdown.getByText(part, { exact: true }).first().waitFor();
    }
    expect(await dollars(breakdown.getByTestId('estimate-total'))).toBe(total);
    await page
      .getByTestId('monthly-payment')
      .getByText(/Estimated monthly payment/)
      .waitFor();
    expect(await page.getByTestId('fence-diagram').locator('svg').count()).toBe(1);
    // The API offers no financing link for this ZIP, so no pre-approval link is shown.
    expect(await page.getByRole('link', { name: 'Check financing options' }).count()).toBe(0);

    await click(page.getByRole('button', { name: 'Connect me with local contractors' }));
    await fill(page.getByLabel('Your name'), 'Jordan Rivera');
    await fill(page.getByLabel('Mobile phone'), '3125550142');
    expect(await page.getByLabel('Mobile phone').inputValue()).toBe('312-555-0142');
    await click(page.getByRole('button', { name: 'Connect me', exact: true }));
    const confirmation = page.getByTestId('lead-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('vetted local contractor');
    expect(interactions).toBeLessThanOrEqual(10);
    await page.close();
  });

  it('is told honestly when no text could go out, and sees the calculator in Spanish', async () => {
    const page = await freshTab(tabs);
    await page.goto(appUrl('/quote?lang=es'));
    await page.getByRole('heading', { name: 'Calculadora de cotizaciones de cercas' }).waitFor();
    await page.getByText('Ayúdame a calcularlo').click();
    await page.getByLabel('Ancho del patio (pies)').fill('50');
    await page.getByLabel('Profundidad del patio (pies)').fill('80');
    await page.getByText('50 + 2 × 80 = 210 pies de cerca').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: /^Cedro/ }).click();
    await page.getByLabel('Código postal').fill('78701');
    await page.getByRole('button', { name: 'Ver mi precio' }).click();
    await page.getByTestId('result-total').waitFor();
    await page.getByText('Cedro · 210 pies de cerca · puertas: 0').waitFor();

    await page.getByRole('button', { name: 'Envíame esta cotización por mensaje de texto' }).click();
    await page.getByRole('button', { name: 'Enviarme la cotización' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByText('El número de teléfono es obligatorio').waitFor();
    await page.getByLabel('Tu nombre').fill('Lucía Campos');
    await page.getByLabel('Celular').fill('5125550143');
    await page.getByRole('button', { name: 'Enviarme la cotización' }).click();
    const confirmation = page.getByTestId('lead-confirmation');
    await confirmation.waitFor();
    // Nobody serves 78701 yet, so there is no contractor to text it from.
    expect(await confirmation.textContent()).toContain('Esta vez no se envió ningún mensaje');
    await page.close();
  });
});

describe('the demo contractor', () => {
  it('builds a three-side quote with a gate, saves it, finds it in /quotes and opens it', async () => {
    const page = await freshTab(tabs);
    await logInAsDemo(page);
    await page.getByRole('link', { name: 'New Quote' }).first().click();
    await page.waitForURL(/\/contractor\/quote$/);

    await page.getByLabel('Side A length (ft)').fill('60');
    await page.getByRole('button', { name: 'Add side' }).click();
    await page.getByLabel('Side B length (ft)').fill('100');
    await page.getByRole('button', { name: 'Add gate to side B' }).click();
    expect(await page.getByLabel('Gate 1 width (ft)').inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Add side' }).click();
    await page.getByLabel('Side C length (ft)').fill('60');

    const builderTotal = page.getByTestId('builder-total');
    await expect.poll(() => builderTotal.textContent(), pollOptions).toMatch(/^\$/);
    const before = await dollars(builderTotal);
    await page.getByLabel('Side B length (ft)').fill('140');
    await expect.poll(() => dollars(builderTotal), pollOptions).toBeGreaterThan(before);
    const after = await dollars(builderTotal);
    expect(await page.getByTestId('fence-diagram').locator('svg').getAttribute('viewBox')).toBeTruthy();

    const customer = uniqueName('Avery');
    // A new person: the Add Customer fields, created with the quote.
    const [firstName = '', lastName = ''] = customer.split(' ');
    await fillNewCustomer(page, { firstName, lastName, phone: '3125550177' });
    expect(await page.getByTestId('builder-new-customer-phone').inputValue()).toBe('312-555-0177');
    await page.getByLabel('Job site ZIP code').fill('60601');
    await page.getByRole('button', { name: 'Save quote' }).click();

    await page.waitForURL(/\/contractor\/quote\/[^/]+\/view$/);
    // The server priced it again with the same rates: the same total.
    expect(await dollars(page.getByTestId('quote-total'))).toBe(after);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading).toMatch(/^Quote #\d+$/);

    await page.goto(appUrl('/quotes'));
    await page.getByTestId('quote-search').fill(customer);
    const row = page.getByTestId('quote-row');
    await expect.poll(() => row.count(), pollOptions).toBe(1);
    expect(await row.textContent()).toContain(heading);
    expect(await row.getByTestId('quote-status').textContent()).toBe('Draft');
    await row.click();

    await page.waitForURL(/\/view$/);
    expect(await page.getByTestId('quote-customer').textContent()).toBe(customer);
    expect(await dollars(page.getByTestId('quote-total'))).toBe(after);
    expect(await page.getByRole('img', { name: 'Fence diagram' }).first().locator('svg').count()).toBe(1);
    await page.getByTestId('bill-of-materials').getByText('Bags of post concrete').waitFor();

    // Editing: a longer side A prices higher, and the saved quote shows it.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/quote\/[^/]+\/edit$/);
    await page.getByLabel('Side A length (ft)').fill('80');
    await expect.poll(() => dollars(builderTotal), pollOptions).toBeGreaterThan(after);
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.waitForURL(/\/view$/);
    expect(await dollars(page.getByTestId('quote-total'))).toBeGreaterThan(after);
    await page.close();
  });

  it('is told when the quote was saved elsewhere first, and can reload it', async () => {
    const page = await freshTab(tabs);
    await logInAsDemo(page);
    await page.goto(appUrl('/contractor/quote'));
    await page.getByLabel('Side A length (ft)').fill('50');
    await page.getByLabel('Job site ZIP code').fill('60601');
    await fillNewCustomer(page, { firstName: 'Quinn', lastName: 'Reyes', phone: '3125550178' });
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.waitForURL(/\/view$/);
    const editPath = new URL(page.url()).pathname.replace(
      /^\/contractor\/quote\/([^/]+)\/view$/,
      '/quote/$1/edit',
    );
    await page.goto(appUrl(editPath));
    const other = await page.context().newPage();
    await other.goto(appUrl(editPath));
    await other.getByLabel('Side A length (ft)').fill('75');
    await other.getByRole('button', { name: 'Save quote' }).click();
    await other.waitForURL(/\/view$/);

    await page.bringToFront();
    await page.getByLabel('Side A length (ft)').fill('65');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page
      .getByText('This quote was changed by someone else. Reload it to see the latest version.')
      .waitFor();
    await page.getByRole('button', { name: 'Reload quote' }).click();
    await expect.poll(() => page.getByLabel('Side A length (ft)').inputValue(), pollOptions).toBe('75');
    await page.close();
  });

  it('opens an approved quote read-only, offers Revise and Duplicate as new quote, and no Edit once lost', async () => {
    const page = await freshTab(tabs);
    await logInAsDemo(page);
    const created = await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 70, gates: [] }] },
      newCustomer: newCustomerFor(uniqueName('Rowan')),
    });
    const quote = created.body as { id: string; number: number };
    await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'sent' });
    await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'approved' });

    // The builder never opens on an answered quote: its address leads to the read-only view.
    await page.goto(appUrl(`/quote/${quote.id}/edit`));
    await page.waitForURL(new RegExp(`/contractor/quote/${quote.id}/view$`));
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Duplicate as new quote' }).waitFor();
    await page.getByRole('button', { name: 'Revise' }).click();
    await page.waitForURL(new RegExp(`/quote/${quote.id}/edit$`));
    await page.getByLabel('Side A length (ft)').fill('90');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.waitForURL(/\/view$/);
    expect(await page.getByTestId('quote-status').textContent()).toBe('Draft');

    await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'lost' });
    await page.reload();
    await page.getByTestId('quote-status').filter({ hasText: 'Lost' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Revise' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Duplicate as new quote' }).waitFor();
    await page.close();
  });

  it('moves a quote along its statuses, only by the legal moves, and sees its history', async () => {
    const page = await freshTab(tabs);
    await logInAsDemo(page);
    const created = await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 90, gates: [] }] },
      newCustomer: newCustomerFor(uniqueName('Morgan')),
    });
    expect(created.status).toBe(201);
    const quote = created.body as { id: string; number: number };
    await page.goto(appUrl(`/contractor/quote/${quote.id}/view`));
    const badge = page.getByTestId('quote-status');
    expect(await badge.textContent()).toBe('Draft');
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByText('No status changes yet.').waitFor();

    // A draft can be sent or lost; nothing further along is offered, and the server refuses it too.
    const moves = page.getByRole('button', { name: /^Mark as / });
    await page.getByRole('button', { name: 'Mark as sent' }).waitFor();
    expect(await moves.allTextContents()).toEqual(['Mark as sent', 'Mark as lost']);
    expect(await page.getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
    const illegal = await callApi(page, 'POST', `/api/quotes/${quote.id}/status`, { status: 'paid' });
    expect(illegal.status).toBe(409);
    expect(illegal.body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      message: 'A quote cannot move from Draft to Paid.',
    });

    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByText('Quote marked as sent').waitFor();
    await expect.poll(() => badge.textContent(), pollOptions).toBe('Sent');
    const entries = page.getByTestId('quote-history-entry');
    await expect.poll(() => entries.count(), pollOptions).toBe(1);
    expect(await entries.first().textContent()).toMatch(
      /^Draft → Sent · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    expect(await moves.allTextContents()).toEqual(['Mark as approved', 'Mark as lost']);

    // Losing a quote is final, so it is confirmed first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Mark as lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this quote as lost?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await badge.textContent()).toBe('Sent');
    await page.getByRole('button', { name: 'Mark as lost' }).click();
    await dialog.getByRole('button', { name: 'Yes, mark as lost' }).click();
    await page.getByText('Quote marked as lost').waitFor();
    await expect.poll(() => badge.textContent(), pollOptions).toBe('Lost');
    await expect.poll(() => entries.count(), pollOptions).toBe(2);
    expect(await entries.nth(1).textContent()).toMatch(/^Sent → Lost · /);
    expect(await moves.count()).toBe(0);
    await page.getByText('This quote is lost; its status can no longer change.').waitFor();
    await page.close();
  });

  it('shows each field message next to its field, and drops it once fixed', async () => {
    const page = await freshTab(tabs);
    await logInAsDemo(page);
    await page.goto(appUrl('/contractor/quote'));
    await page.getByLabel('Side A length (ft)').fill('6');
    await page.getByRole('button', { name: 'Add gate to side A' }).click();
    await page.getByRole('button', { name: 'Add gate to side A' }).click();
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.getByText('The gates are wider than this side').waitFor();
    await page.getByText('ZIP code must be 5 digits').first().waitFor();
    // Every quote is for a customer: a new one's fields carry the Add Customer messages.
    await page.getByText('First name is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contractor/quote');
    // Each message follows its fix as it is typed (checked once the new total is drawn), the others stay.
    await page.getByLabel('Side A length (ft)').fill('60');
    await page.getByText('The gates are wider than this side').waitFor({ state: 'detached' });
    expect(await page.getByText('Last name is required').count()).toBe(1);
    await page.close();
  });
});

describe('the builder on a 390 px wide phone', () => {
  it('adds a side and saves from the sticky total bar', async () => {
    const page = await freshTab(tabs, { width: 390, height: 844 });
    await logInAsDemo(page);
    await page.goto(appUrl('/contractor/quote'));
    await page.getByLabel('Side A length (ft)').fill('40');
    await page.getByRole('button', { name: 'Add side' }).click();
    await page.getByLabel('Side B length (ft)').fill('25');
    const bar = page.getByTestId('builder-total-bar');
    expect(await bar.isVisible()).toBe(true);
    await expect.poll(() => dollars(bar.getByTestId('builder-bar-total')), pollOptions).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Job site ZIP code').fill('60601');
    await fillNewCustomer(page, { firstName: 'Noor', lastName: 'Haddad', phone: '3125550179' });
    await bar.getByRole('button', { name: 'Save quote' }).click();
    await page.waitForURL(/\/contractor\/quote\/[^/]+\/view$/);
    await page.getByTestId('quote-total').waitFor();
    expect(await page.getByTestId('quote-customer').textContent()).toBe('Noor Haddad');
    await page.close();
  });
});

describe('a contractor serving a ZIP code', () => {
  it('prices homeowners there with their rates and financing link, gets the lead, and can reprice it', async () => {
    const contractor = await newPage(browser);
    await contractor.goto(appUrl('/'));
    const businessName = uniqueName('Lakeshore Fence Co');
    const signup = await signUpWithApi(contractor, {
      businessName,
      firstName: 'Rosa',
      lastName: 'Marquez',
      email: uniqueEmail('rosa'),
      phone: '3125550160',
      password: 'split-rail-and-post-caps',
    });
    expect(signup.status).toBe(201);
    const zip = String(10000 + Math.floor(Math.random() * 89999));
    const profile = (await callApi(contractor, 'GET', '/api/onboarding')).body;
    const onboarded = await callApi(contractor, 'PUT', '/api/onboarding', {
      ...profile,
      contactName: 'Rosa Marquez',
      address: { street: '1 Lake St', city: 'Chicago', state: 'IL', zipCode: '60601' },
      serviceAreas: [zip],
    });
    expect(onboarded.status).toBe(200);
    const settings = (await callApi(contractor, 'GET', '/api/pricing-settings')).body;
    const financingUrl = 'https://apply.example-finance.com/lakeshore';
    expect(
      (await callApi(contractor, 'PUT', '/api/pricing-settings', { ...settings, financingUrl })).status,
    ).toBe(200);

    const homeowner = await newPage(browser);
    await homeowner.goto(appUrl('/homeowner/quote'));
    await homeowner.getByLabel('Fence length (feet)').fill('120');
    await homeowner.getByRole('button', { name: 'Next' }).click();
    await homeowner.getByRole('button', { name: /^Chain link/ }).click();
    await homeowner.getByLabel('ZIP code').fill(zip);
    await homeowner.getByRole('button', { name: 'See my price' }).click();
    await homeowner.getByText(`Priced with the rates of ${businessName}`).waitFor();
    const link = homeowner.getByRole('link', { name: 'Check financing options' });
    expect(await link.getAttribute('href')).toBe(financingUrl);
    await homeowner.getByRole('button', { name: 'Text me this quote' }).click();
    await homeowner.getByLabel('Your name').fill('Sam Okafor');
    await homeowner.getByLabel('Mobile phone').fill('3125550161');
    await homeowner.getByRole('button', { name: 'Text me the quote' }).click();
    const confirmation = homeowner.getByTestId('lead-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(`${businessName} serves your ZIP code`);
    // The contractor serves this ZIP, so the quote went out in their name (to the local outbox).
    expect(await homeowner.getByTestId('lead-text-outcome').textContent()).toBe(
      'We texted your quote to 312-555-0161.',
    );
    await homeowner.context().close();

    // Speed to lead: the bell announces it, and it opens the quote, marked as a new lead in the list.
    await contractor.goto(appUrl('/dashboard'));
    await contractor.getByTestId('notifications-bell').filter({ visible: true }).click();
    const announced = contractor.getByTestId('notification-item').filter({ hasText: 'New lead: Sam Okafor' });
    await announced.waitFor(pollOptions);
    await contractor.goto(appUrl('/quotes'));
    const leadRow = contractor.getByTestId('quote-row').filter({ hasText: 'Sam Okafor' });
    expect(await leadRow.getByTestId('quote-lead-badge').textContent()).toBe('New lead');
    await leadRow.click();
    await contractor.getByText("This quote came from a homeowner's instant estimate on Picket.").waitFor();
    const saved = await dollars(contractor.getByTestId('quote-total'));

    const raised = { ...settings, pricing: { ...settings.pricing, markupPercentage: 40 } };
    expect((await callApi(contractor, 'PUT', '/api/pricing-settings', raised)).status).toBe(200);
    await contractor.getByRole('link', { name: 'Edit' }).click();
    await contractor.getByText('Your rates have changed').waitFor();
    const builderTotal = contractor.getByTestId('builder-total');
    expect(await dollars(builderTotal)).toBe(saved);
    await contractor.getByLabel('Price it with my current rates when I save').check();
    await expect.poll(() => dollars(builderTotal), pollOptions).toBeGreaterThan(saved);
    const repriced = await dollars(builderTotal);
    // The lead made the homeowner a customer of this contractor: the quote is for them.
    expect(await contractor.getByTestId('builder-picked-customer').textContent()).toBe(
      'Sam Okafor · 312-555-0161',
    );
    await contractor.getByRole('button', { name: 'Save quote' }).click();
    await contractor.waitForURL(/\/view$/);
    expect(await dollars(contractor.getByTestId('quote-total'))).toBe(repriced);
    await contractor.context().close();
  });
});
