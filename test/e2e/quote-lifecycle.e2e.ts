// A quote's life after it is built, in Chromium against the app as `npm start` serves it: the contractor
// texts it, the text sits in the local outbox with a working link, the customer opens it on a phone,
// signs, and the contractor's bell shows the approval. Both views print with their total.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  callApi,
  holdRequests,
  launchBrowser,
  logInAsDemo,
  newContext,
  newCustomerFor,
  newPage,
  rememberDrawnElement,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phoneSize = { width: 390, height: 844 };
const pollOptions = { timeout: 10_000 };

const freshPhone = () => `773555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

const draftQuote = async (page: Page, customerName: string, phone: string) => {
  const created = await callApi(page, 'POST', '/api/quotes', {
    request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 120, gates: [{ widthFt: 4 }] }] },
    newCustomer: newCustomerFor(customerName, phone),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; number: number; totalCost: number };
};

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/** The link of the newest text to `phone` on the local outbox page. */
const linkTextedTo = async (page: Page, phone: string): Promise<string> => {
  await page.goto(appUrl('/dev/outbox'));
  const message = page
    .getByTestId('outbox-message')
    .filter({ hasText: `to +1${phone}` })
    .first();
  await message.waitFor(pollOptions);
  const href = await message.getByRole('link').getAttribute('href');
  if (!href) throw new Error('The texted message has no link');
  return href;
};

describe('a texted quote', () => {
  it('reaches the customer’s phone, is signed there, and rings the contractor’s bell', async () => {
    const contractor = await newPage(browser);
    await logInAsDemo(contractor);
    const customerName = `Dana ${Date.now().toString(36)}`;
    const phone = freshPhone();
    const quote = await draftQuote(contractor, customerName, phone);

    await contractor.goto(appUrl(`/contractor/quote/${quote.id}/view`));
    await contractor.getByTestId('send-quote-open').click();
    const phoneField = contractor.getByTestId('send-quote-phone');
    expect(await phoneField.inputValue()).toBe(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
    await contractor.getByTestId('send-quote-submit').click();
    await contractor.getByTestId('toast').filter({ hasText: 'Quote texted' }).waitFor(pollOptions);
    await contractor.getByTestId('quote-short-link').waitFor(pollOptions);
    await contractor
      .getByTestId('quote-message-status')
      .filter({ hasText: /^Sent$/ })
      .first()
      .waitFor(pollOptions);

    const outbox = await newPage(browser);
    const link = await linkTextedTo(outbox, phone);
    const texted = await outbox
      .getByTestId('outbox-message')
      .filter({ hasText: `to +1${phone}` })
      .first()
      .textContent();
    expect(texted).toContain(`sent you a fence quote for ${usd(quote.totalCost)}`);
    expect(link).toMatch(/\/e\/[A-Za-z0-9_-]{16}$/);

    const customer = await newPage(browser, phoneSize);
    await customer.goto(link);
    await customer.waitForURL(new RegExp(`/customer/quote/${quote.id}/view`), pollOptions);
    const total = customer.getByTestId('customer-quote-total');
    await total.waitFor(pollOptions);
    expect(await total.textContent()).toContain(usd(quote.totalCost));
    // Signed-in navigation is hidden on the customer's page.
    expect(await customer.getByTestId('notifications-bell').count()).toBe(0);
    // The page itself reported the view (a link preview's fetch would not have).
    await expect
      .poll(
        async () => (await callApi(contractor, 'GET', `/api/quotes/${quote.id}`)).body.viewedAt,
        pollOptions,
      )
      .toEqual(expect.any(String));

    // The answer forms (the form library, the schemas) load as the homeowner heads for them, not with the quote.
    const formScripts: string[] = [];
    customer.on('request', (request) => {
      if (request.resourceType() === 'script') formScripts.push(request.url());
    });
    expect(await customer.getByTestId('approve-submit').count()).toBe(0);
    await customer.mouse.wheel(0, 300);
    await customer.getByTestId('approve-submit').click();
    expect(formScripts.some((url) => /\/assets\/approve-form-[\w-]+\.js$/.test(url))).toBe(true);
    await customer.getByText('Type your full name to sign').waitFor();
    await customer.getByTestId('signature-name').fill(customerName);
    await customer.getByTestId('approve-consent').check();
    await customer.getByTestId('approve-submit').click();
    const approved = customer.getByTestId('customer-quote-approved');
    await approved.waitFor(pollOptions);
    expect(await approved.textContent()).toContain(customerName);
    const fitsThePhone = await customer.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fitsThePhone).toBe(true);

    await contractor.goto(appUrl('/dashboard'));
    // The header and the phone top bar each have a bell; one shows at a time.
    await contractor.getByTestId('notifications-bell').filter({ visible: true }).click();
    const item = contractor
      .getByTestId('notification-item')
      .filter({ hasText: `approved quote #${quote.number}` })
      .first();
    await item.waitFor(pollOptions);
    expect(await item.textContent()).toContain(customerName);
    await item.click();
    await contractor.waitForURL(new RegExp(`/contractor/quote/${quote.id}/view`), pollOptions);
    await contractor.getByTestId('quote-approved-by').filter({ hasText: customerName }).waitFor(pollOptions);

    for (const page of [contractor, outbox, customer]) await page.context().close();
  });

  it('paints from its HTML on the customer’s phone, and the app takes it over with the same quote', async () => {
    const contractor = await newPage(browser);
    await logInAsDemo(contractor);
    const customerName = `Rey ${Date.now().toString(36)}`;
    const quote = await draftQuote(contractor, customerName, freshPhone());
    expect((await callApi(contractor, 'POST', `/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    const path = `/customer/quote/${quote.id}/view`;

    // The server renders the quote into the page, with the answer the app hydrates with.
    const html = await (await fetch(appUrl(path))).text();
    expect(html).toContain(customerName);
    expect(html).toContain(usd(quote.totalCost));
    expect(html).toContain(`<title>Quote #${quote.number} from`);
    expect(html).toContain('<script type="application/json" id="picket-page-answer">');
    const boot = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(boot).toMatch(/\/assets\/boot-[\w-]+\.js$/);
    // A browser with a session gets the app, which draws the page itself.
    const cookie = (await contractor.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    expect(await (await fetch(appUrl(path), { headers: { cookie } })).text()).not.toContain(customerName);

    // A phone whose day differs from the server's (UTC) at this hour: the page's dates are the contractor's
    // calendar days (Chicago) whoever draws them, so hydration finds the very text the server wrote.
    const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const customer = await (await newContext(browser, { viewport: phoneSize, timezoneId })).newPage();
    const problems: string[] = [];
    customer.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    customer.on('pageerror', (error) => problems.push(error.message));
    const quoteReads: string[] = [];
    customer.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/customer/quotes/${quote.id}`)
        quoteReads.push(request.url());
    });
    // No script runs until released, as on a slow phone network: the quote shows all the same.
    const release = await holdRequests(customer, boot ?? '');
    await customer.goto(appUrl(path), { waitUntil: 'commit' });
    const total = customer.getByTestId('customer-quote-total');
    await total.waitFor(pollOptions);
    expect(await total.textContent()).toContain(usd(quote.totalCost));
    const sentOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Chicago',
    }).format(new Date());
    await customer.getByText(sentOn).first().waitFor(pollOptions);
    const hydratedInPlace = await rememberDrawnElement(customer, 'customer-quote-total');
    release();
    // Hydrated in place (the element the HTML drew is React's now), and the page reports the view.
    await expect.poll(hydratedInPlace, pollOptions).toBe(true);
    await expect
      .poll(
        async () => (await callApi(contractor, 'GET', `/api/quotes/${quote.id}`)).body.viewedAt,
        pollOptions,
      )
      .toEqual(expect.any(String));
    // The app took the quote from the page: it asked the server for nothing again.
    expect(quoteReads).toEqual([]);
    expect(problems).toEqual([]);
    for (const page of [contractor, customer]) await page.context().close();
  });

  it('prints on one or two pages with its total, from the contractor’s and the customer’s views', async () => {
    const contractor = await newPage(browser);
    await logInAsDemo(contractor);
    const quote = await draftQuote(contractor, 'Print Customer', freshPhone());
    expect((await callApi(contractor, 'POST', `/api/quotes/${quote.id}/send`, {})).status).toBe(200);

    const views = [
      { page: contractor, path: `/contractor/quote/${quote.id}/view`, total: 'quote-total' },
      {
        page: await newPage(browser),
        path: `/customer/quote/${quote.id}/view`,
        total: 'customer-quote-total',
      },
    ];
    for (const view of views) {
      await view.page.goto(appUrl(view.path));
      await view.page.getByTestId('print-quote').waitFor(pollOptions);
      await view.page.emulateMedia({ media: 'print' });
      const total = view.page.getByTestId(view.total);
      expect(await total.isVisible()).toBe(true);
      expect(await total.textContent()).toContain(usd(quote.totalCost));
      expect(await view.page.getByTestId('print-quote').isVisible()).toBe(false);
      const pdf = await view.page.pdf({ format: 'Letter' });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(2);
      await view.page.context().close();
    }
  });
});
