// Customers in Chromium against the app as `npm start` serves it: the Add New Customer dialog (header and
// Create menu), its validation, the header search by name, email and phone, the customer list and page,
// scheduling a visit, editing (with a conflicting edit) and deleting. The demo account is shared with the
// other browser tests, so every customer here has a unique name, email and phone, and nothing is removed
// that another test made.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, demo, launchBrowser, newContext, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
/**
 * The demo contractor signed in once through the login form: each test opens its own tab in this browser,
 * as a contractor does, so the app's code is fetched and compiled once for the file, not once per test.
 */
let demoBrowser: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  demoBrowser = await newContext(browser);
  const page = await demoBrowser.newPage();
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
});
afterAll(() => browser?.close());

/** A new tab of the signed-in demo contractor, on the dashboard. */
const signedInPage = async (viewport = { width: 1280, height: 900 }): Promise<Page> => {
  const page = await demoBrowser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(appUrl('/dashboard'));
  await page.getByTestId('dashboard-greeting').waitFor();
  return page;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const randomLetters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A first name no other customer has: letters only (names are searched by word prefixes). */
const uniqueFirstName = () => `Qz${randomLetters(7)}`;
/** A 10-digit phone no other customer has. */
const uniquePhone = () => `7${String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0')}`;
const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const newCustomer = (lastName = 'Okafor'): NewCustomer => ({
  firstName: uniqueFirstName(),
  lastName,
  email: uniqueEmail('homeowner'),
  phone: uniquePhone(),
});

const fillCustomerForm = async (page: Page, customer: NewCustomer) => {
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('First name').fill(customer.firstName);
  await dialog.getByLabel('Last name').fill(customer.lastName);
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Phone number').fill(customer.phone);
  await dialog.getByLabel('Address').fill('1200 Barton Springs Rd');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').fill('tx');
  await dialog.getByLabel('ZIP code').fill('78704');
};

const submitAddCustomer = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Add New Customer' })
    .getByRole('button', { name: 'Add Customer', exact: true })
    .click();

const customerIdFromUrl = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** Adds a customer through the header's dialog and returns its id (the page is then on its page). */
const addCustomer = async (page: Page, customer: NewCustomer) => {
  await page.getByTestId('header-add-customer').click();
  await fillCustomerForm(page, customer);
  await submitAddCustomer(page);
  await page.waitForURL(/\/customers\/[^/]+$/);
  await page.getByTestId('customer-name').waitFor();
  return customerIdFromUrl(page);
};

describe('the Add New Customer dialog', () => {
  it('warns when the phone is another customer’s: Open goes to them, Add anyway adds the second', async () => {
    const page = await signedInPage();
    const first = newCustomer('Whitfield');
    const firstId = await addCustomer(page, first);
    const twin = { ...newCustomer('Whitfield'), phone: first.phone };

    await page.getByTestId('header-add-customer').click();
    await fillCustomerForm(page, twin);
    await submitAddCustomer(page);
    const warning = page.getByTestId('duplicate-customer-warning');
    await warning.getByText('A customer with this phone already exists').waitFor();
    expect(await warning.textContent()).toContain(`${first.firstName} ${first.lastName}`);
    await warning.getByTestId('duplicate-customer-open').click();
    await page.waitForURL(new RegExp(`/customers/${firstId}$`));

    await page.getByTestId('header-add-customer').click();
    // What was typed stays; saving asks again, and Add anyway goes ahead.
    await submitAddCustomer(page);
    await page.getByTestId('duplicate-customer-proceed').click();
    await page.waitForURL(
      (url) => /\/customers\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(firstId),
    );
    // The URL changes as the navigation starts; the new customer's page follows once its data is read.
    await page.getByTestId('customer-name').getByText(twin.firstName).waitFor();
    await page.close();
  });

  it('adds a customer from the header and opens their page', async () => {
    const page = await signedInPage();
    const customer = newCustomer();
    await page.getByTestId('header-add-customer').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await dialog.waitFor();
    // No address provider on one machine: the address input says so and takes the address by hand.
    await dialog.getByText('Autocomplete unavailable, please enter address manually').waitFor();
    expect(await dialog.getByLabel('Address').isEnabled()).toBe(true);

    await fillCustomerForm(page, customer);
    const phone = dialog.getByLabel('Phone number');
    expect(await phone.inputValue()).toBe(dashed(customer.phone));
    await phone.fill(`${customer.phone}99`);
    expect(await phone.inputValue()).toBe(dashed(customer.phone));
    await dialog.getByLabel('State').fill('txa');
    expect(await dialog.getByLabel('State').inputValue()).toBe('TX');
    await dialog.getByLabel('ZIP code').fill('787049');
    expect(await dialog.getByLabel('ZIP code').inputValue()).toBe('78704');

    // Hold the request back a moment so the saving state can be seen.
    await page.route('**/api/homeowners', async (route) => {
      await sleep(700);
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Add Customer', exact: true }).click();
    const adding = dialog.getByRole('button', { name: 'Adding...' });
    await adding.waitFor();
    expect(await adding.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

    await page.getByText('Customer Added').waitFor();
    await page.getByText('Redirecting to customer details...').waitFor();
    await page.waitForURL(/\/customers\/[^/]+$/);
    expect(await page.getByTestId('customer-name').textContent()).toBe(
      `${customer.firstName} ${customer.lastName}`,
    );
    expect(await page.getByTestId('customer-phone').textContent()).toBe(dashed(customer.phone));
    expect(await page.getByTestId('customer-email').textContent()).toBe(customer.email);
    expect(await page.getByTestId('customer-address').innerText()).toContain('Austin, TX 78704');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Opened again, the dialog starts empty.
    await page.getByTestId('header-add-customer').click();
    expect(await page.getByRole('dialog').getByLabel('First name').inputValue()).toBe('');
    await page.close();
  });

  it('shows the SPEC messages under the fields and stays open', async () => {
    const page = await signedInPage();
    await page.getByTestId('header-add-customer').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone number').fill('512555');
    await dialog.getByLabel('State').fill('T');
    await dialog.getByLabel('ZIP code').fill('787');
    await dialog.getByRole('button', { name: 'Add Customer', exact: true }).click();

    const expected: Record<string, string> = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Invalid email address',
      'Phone number': 'Please enter a valid 10-digit phone number',
      Address: 'Address is required',
      City: 'City is required',
      State: 'State must be 2 characters (e.g., CA, NY)',
      'ZIP code': 'ZIP code must be 5 digits',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = dialog.getByLabel(label, { exact: true });
      await dialog.getByText(message, { exact: true }).waitFor();
      expect(await input.getAttribute('aria-invalid'), label).toBe('true');
      // The message is the field's own description, shown right under it.
      const described = await input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
      expect(described, label).toContain(message);
    }
    await dialog.getByLabel('Phone number').fill('');
    await dialog.getByRole('button', { name: 'Add Customer', exact: true }).click();
    await dialog.getByText('Phone number is required').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.close();
  });

  it('keeps the dialog open with a destructive "Error" toast when the server refuses', async () => {
    const page = await signedInPage();
    await page.route('**/api/homeowners', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Some fields are not valid',
          code: 'VALIDATION_FAILED',
          fields: { email: 'Invalid email address' },
        }),
      }),
    );
    await page.getByTestId('header-add-customer').click();
    await fillCustomerForm(page, newCustomer());
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    await dialog.getByRole('button', { name: 'Add Customer', exact: true }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Error', { exact: true }).waitFor();
    await toast.getByText('Some fields are not valid').waitFor();
    await dialog.getByText('Invalid email address').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Add Customer', exact: true }).isEnabled()).toBe(true);
    await page.close();
  });

  it('fills the address from a suggestion, and from a lookup when the address field is left', async () => {
    const page = await signedInPage();
    // The local runtime has no address provider; these answers stand in for Amazon Location's.
    const congress = { streetAddress: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
    const lookups: string[] = [];
    await page.route('**/api/address/suggest?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          suggestions: [
            { ...congress, label: '400 Congress Ave, Austin, TX 78701, USA' },
            {
              ...congress,
              streetAddress: '400 Congress St',
              zipCode: '78702',
              label: '400 Congress St, Austin',
            },
          ],
        }),
      }),
    );
    await page.route('**/api/address/lookup?*', (route) => {
      lookups.push(new URL(route.request().url()).searchParams.get('q') ?? '');
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          address: {
            streetAddress: '901 S Mopac Expy',
            city: 'Austin',
            state: 'TX',
            zipCode: '78746',
            label: '',
          },
        }),
      });
    });
    await page.getByTestId('header-add-customer').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
    const address = dialog.getByRole('combobox', { name: 'Address' });
    await address.waitFor();
    expect(await dialog.getByText('Autocomplete unavailable, please enter address manually').count()).toBe(0);

    await address.fill('400 Cong');
    const suggestion = dialog.getByRole('option', { name: '400 Congress Ave, Austin, TX 78701, USA' });
    await suggestion.waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    expect(await address.inputValue()).toBe('400 Congress Ave');
    expect(await dialog.getByLabel('City').inputValue()).toBe('Austin');
    expect(await dialog.getByLabel('State').inputValue()).toBe('TX');
    expect(await dialog.getByLabel('ZIP code').inputValue()).toBe('78701');
    expect(await suggestion.isVisible()).toBe(false);

    // Short text is not looked up on leaving the field; longer text is, 300 ms later.
    await address.fill('901 Mopac');
    await dialog.getByLabel('City').focus();
    await sleep(500);
    expect(lookups).toEqual([]);
    await address.fill('901 S Mopac Expy');
    await dialog.getByLabel('City').focus();
    await expect.poll(() => lookups, { timeout: 5_000 }).toEqual(['901 S Mopac Expy']);
    await expect.poll(() => dialog.getByLabel('ZIP code').inputValue(), { timeout: 5_000 }).toBe('78746');
    await page.close();
  });

  it('from the Create menu says "Customer Created"', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Lindqvist');
    await page.getByTestId('sidebar-create').click();
    await page.getByTestId('create-customer').click();
    await fillCustomerForm(page, customer);
    await submitAddCustomer(page);
    await page.getByText('Customer Created').waitFor();
    await page
      .getByText(`${customer.firstName} ${customer.lastName} has been added to your customers.`)
      .waitFor();
    await page.waitForURL(/\/customers\/[^/]+$/);
    await page.close();
  });
});

describe('the header search', () => {
  it('finds a customer by name prefix, email and phone, and opens the picked one', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Brandvold');
    const id = await addCustomer(page, customer);
    const search = page.getByTestId('header-search');
    const dropdown = page.getByTestId('search-dropdown');
    const ourRow = dropdown.getByRole('option').filter({ hasText: customer.firstName });

    // Name prefix: the row shows the name and the email.
    await search.fill(customer.firstName.slice(0, 6).toLowerCase());
    await ourRow.waitFor();
    expect(await ourRow.innerText()).toContain(`${customer.firstName} ${customer.lastName}`);
    expect(await ourRow.innerText()).toContain(customer.email);
    await page.goto(appUrl('/dashboard'));

    await search.fill(customer.email);
    await ourRow.waitFor();
    await search.fill('');
    expect(await dropdown.isVisible()).toBe(false);

    // Phone, typed with dashes; picked with the keyboard.
    await search.fill(dashed(customer.phone));
    await ourRow.waitFor();
    expect(await dropdown.getByRole('option').count()).toBe(1);
    await search.press('ArrowDown');
    expect(await ourRow.getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await page.waitForURL(new RegExp(`/customers/${id}$`));
    expect(await search.inputValue()).toBe('');
    expect(await dropdown.isVisible()).toBe(false);

    // Picking with the mouse does the same.
    await search.fill(customer.email);
    await ourRow.click();
    await page.waitForURL(new RegExp(`/customers/${id}$`));
    expect(await search.inputValue()).toBe('');
    await page.close();
  });

  it('says "Searching...", then "No results found"; Escape closes the list', async () => {
    const page = await signedInPage();
    await page.route('**/api/search?*', async (route) => {
      await sleep(600);
      await route.continue();
    });
    const search = page.getByTestId('header-search');
    const dropdown = page.getByTestId('search-dropdown');
    await search.fill('x');
    await sleep(500);
    expect(await dropdown.isVisible()).toBe(false);
    await search.fill(`Zzqx${uniqueFirstName()}`);
    await dropdown.getByText('Searching...').waitFor();
    await dropdown.getByText('No results found').waitFor();
    await search.press('Escape');
    expect(await dropdown.isVisible()).toBe(false);
    await page.close();
  });

  it("says 'Search failed' when the search call fails", async () => {
    const page = await signedInPage();
    await page.route('**/api/search?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Something went wrong on our side. Please try again.',
          code: 'INTERNAL',
        }),
      }),
    );
    await page.getByTestId('header-search').fill('Ana');
    await page.getByTestId('search-dropdown').getByText('Search failed').waitFor();
    await page.close();
  });

  it('shows quote results with number, status badge, customer and total, and opens the quote', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Castellanos');
    const name = `${customer.firstName} ${customer.lastName}`;
    const created = await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '78704', material: 'vinyl', sides: [{ lengthFt: 80, gates: [{ widthFt: 4 }] }] },
      newCustomer: { ...customer, state: 'TX', city: 'Austin', zipCode: '78704', address: '1 Congress Ave' },
    });
    expect(created.status).toBe(201);
    const quote = created.body as { id: string; number: number; totalCost: number };

    await page.getByTestId('header-search').fill(customer.firstName.slice(0, 7));
    const row = page.getByTestId('search-result-quote').filter({ hasText: name });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(`Quote #${quote.number}`);
    expect(text).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(quote.totalCost),
    );
    const badge = row.getByTestId('search-status-badge');
    expect(await badge.textContent()).toBe('Draft');
    expect(await badge.getAttribute('data-variant')).toBe('secondary');
    await row.click();
    await page.waitForURL(new RegExp(`/contractor/quote/${quote.id}/view$`));
    await page.close();
  });
});

describe('the customer pages', () => {
  it('list the customer with the phone as XXX-XXX-XXXX and search the list', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Haldane');
    const id = await addCustomer(page, customer);
    await page.getByTestId('sidebar-customers').click();
    await page.waitForURL(/\/customers$/);
    // Newest first puts them near the top, but other browser tests add to the shared demo account at the same
    // time, so their row is found by name (the order itself is tested on a contractor of its own below).
    const row = page.getByTestId('customer-row').filter({ hasText: customer.firstName });
    await row.waitFor();
    expect(await row.getByTestId('customer-row-phone').textContent()).toBe(dashed(customer.phone));
    expect(await row.getByTestId('customer-row-email').textContent()).toBe(customer.email);
    expect(await row.getByTestId('customer-row-city').textContent()).toBe('Austin');

    await page.getByTestId('customer-search').fill(customer.firstName.slice(0, 6));
    const results = page.getByTestId('customer-search-results');
    await results.getByText(`${customer.firstName} ${customer.lastName}`).waitFor();
    await results.getByTestId('customer-row-city').filter({ hasText: 'Austin' }).first().waitFor();
    await results.getByTestId('customer-row').filter({ hasText: customer.firstName }).click();
    await page.waitForURL(new RegExp(`/customers/${id}$`));
    await page.close();
  });

  it('schedule a visit, offer a new quote and list the customer’s quotes', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Mbeki');
    const id = await addCustomer(page, customer);
    const name = `${customer.firstName} ${customer.lastName}`;
    const created = await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '78704', material: 'cedar', sides: [{ lengthFt: 60, gates: [] }] },
      homeownerId: id,
    });
    expect(created.status).toBe(201);
    await page.reload();
    await page
      .getByTestId('customer-quote-row')
      .filter({ hasText: `Quote #${(created.body as { number: number }).number}` })
      .waitFor();

    const newQuote = new URL(
      (await page.getByTestId('customer-new-quote').getAttribute('href')) ?? '',
      appUrl('/'),
    );
    expect(newQuote.pathname).toBe('/contractor/quote');
    expect(newQuote.searchParams.get('customerId')).toBe(id);
    await page.getByTestId('customer-new-quote').click();
    await page.waitForURL(/\/contractor\/quote\?/);
    // The quote is for this customer, at their ZIP: only the fence is left to draw.
    expect(await page.getByTestId('builder-picked-customer').textContent()).toBe(
      `${name} · ${dashed(customer.phone)}`,
    );
    expect(await page.getByLabel('Job site ZIP code').inputValue()).toBe('78704');
    await page.getByLabel('Side A length (ft)').fill('45');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.waitForURL(/\/contractor\/quote\/[^/]+\/view$/);
    expect(await page.getByTestId('quote-customer').textContent()).toBe(name);
    // The fence is at the customer's address unless another site is typed.
    expect(await page.getByTestId('site-address').textContent()).toContain(
      '1200 Barton Springs Rd, Austin, TX 78704',
    );
    const quoteId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    await callApi(page, 'POST', `/api/quotes/${quoteId}/status`, { status: 'sent' });
    await callApi(page, 'POST', `/api/quotes/${quoteId}/status`, { status: 'approved' });
    const job = (await callApi(page, 'POST', `/api/quotes/${quoteId}/convert`, {})).body as { id: string };
    await page.goto(appUrl(`/jobs/${job.id}`));
    await page.getByTestId('site-address').filter({ hasText: 'Barton Springs' }).waitFor();
    const directions = page.getByTestId('site-directions');
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('1200 Barton Springs Rd, Austin, TX 78704')}`,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    await page.getByTestId('job-customer-link').click();
    await page.waitForURL(new RegExp(`/customers/${id}$`));
    await page.goto(appUrl(`/customers/${id}`));
    await expect.poll(() => page.getByTestId('customer-quote-row').count()).toBe(2);
    // The timeline: both quotes and the job, by this customer's id; the job's total is still owed.
    const timeline = page.getByTestId('customer-timeline');
    await expect.poll(() => timeline.getByTestId('timeline-entry').count()).toBe(3);
    expect(await timeline.textContent()).toContain('Balance owed');

    await page.getByTestId('customer-schedule-visit').click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Visit' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Anytime').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Start time').count()).toBe(0);
    await dialog.getByLabel('Anytime').uncheck();
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('09:00');
    expect(await dialog.getByLabel('End time').inputValue()).toBe('17:00');
    // Half-hour slots; the end list starts after the start.
    await dialog.getByLabel('Start time').selectOption('10:30');
    const endOptions = await dialog
      .getByLabel('End time')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(endOptions.slice(0, 3)).toEqual(['', '11:00', '11:30']);
    await dialog.getByLabel('Start time').selectOption('');
    await dialog.getByRole('button', { name: 'Schedule Visit' }).click();
    await dialog.getByText('Invalid time format').waitFor();

    await dialog.getByLabel('Start time').selectOption('10:00');
    await dialog.getByLabel('End time').selectOption('11:30');
    await dialog.getByLabel('Notes').fill('Side gate code 4512');
    await dialog.getByRole('button', { name: 'Schedule Visit' }).click();
    await page.getByText('Visit Scheduled').waitFor();
    await page.getByText(`Quote visit with ${name} on`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // …and the visit is on the customer's timeline at once.
    await timeline.getByTestId('timeline-entry').filter({ hasText: 'Quote visit' }).waitFor();
    // With what was already there (reminders sent meanwhile by the scheduled run may add their messages).
    expect(await timeline.getByTestId('timeline-entry').count()).toBeGreaterThanOrEqual(4);
    expect(new URL(page.url()).pathname).toBe(`/customers/${id}`);
    await page.close();
  });

  it('edit a customer, and say so when someone else saved first', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Ferreira');
    const id = await addCustomer(page, customer);

    await page.getByTestId('customer-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
    expect(await dialog.getByLabel('Phone number').inputValue()).toBe(dashed(customer.phone));
    await dialog.getByLabel('City').fill('Round Rock');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Customer Updated').waitFor();
    expect(await page.getByTestId('customer-address').innerText()).toContain('Round Rock, TX 78704');

    // Someone else saves while the form is open.
    await page.getByTestId('customer-edit').click();
    const stored = (await callApi(page, 'GET', `/api/homeowners/${id}`)).body as Record<string, unknown>;
    const { firstName, lastName, email, phone, address, city, state, zipCode, version } = stored;
    const changed = await callApi(page, 'PATCH', `/api/homeowners/${id}`, {
      ...{ firstName, lastName, email, phone, address, state, zipCode, version },
      city: `${city as string} North`,
    });
    expect(changed.status).toBe(200);
    await dialog.getByLabel('Last name').fill('Ferreira-Lopes');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = dialog.getByTestId('edit-customer-conflict');
    await conflict.getByText('This customer was changed somewhere else').waitFor();
    await conflict.getByRole('button', { name: 'Reload latest details' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('City').inputValue()).toBe('Round Rock North');
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Ferreira');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('delete a customer after a confirmation and go back to the list', async () => {
    const page = await signedInPage();
    const customer = newCustomer('Nakamura');
    const id = await addCustomer(page, customer);
    await page.getByTestId('customer-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete Customer' });
    await dialog.getByText(`Delete ${customer.firstName} ${customer.lastName}?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete Customer' }).click();
    await page.getByText('Customer Deleted').waitFor();
    await page.waitForURL(/\/customers$/);
    await page.getByTestId('customer-list').waitFor();
    expect(await page.getByTestId('customer-row').filter({ hasText: customer.firstName }).count()).toBe(0);
    // The record stays (quotes keep their link) and its page says it was deleted.
    await page.goto(appUrl(`/customers/${id}`));
    await page.getByTestId('customer-archived').waitFor();
    expect(await page.getByTestId('customer-edit').count()).toBe(0);
    await page.close();
  });

  it('say "Customer not found" for an unknown id', async () => {
    const page = await signedInPage();
    await page.goto(appUrl('/customers/h_does_not_exist'));
    await page.getByTestId('customer-error').getByText('Customer not found').waitFor();
    await page.close();
  });
});

describe('the customer list sorted by name', () => {
  it('orders a fresh contractor’s customers by last name, then first name', async () => {
    // A contractor of its own, so customers other tests add to the demo account cannot interleave.
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    const email = `sorter.${randomLetters(8)}@example.com`;
    const signup = await signUpWithApi(page, {
      businessName: 'Sorted Fences',
      firstName: 'Sol',
      lastName: 'Orden',
      email,
      phone: uniquePhone(),
      password: 'alphabetical-posts-1',
    });
    expect(signup.status).toBe(201);
    for (const [firstName, lastName] of [
      ['Zoe', 'Álvarez'],
      ['Bruno', 'Zapata'],
      ['Ana', 'Alvarez'],
    ]) {
      const created = await callApi(page, 'POST', '/api/homeowners', {
        ...newCustomer(lastName),
        firstName,
        lastName,
        address: '12 Fence Row',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      });
      expect(created.status).toBe(201);
    }
    await page.goto(appUrl('/customers'));
    await page.getByTestId('customer-sort').selectOption('name');
    const names = page.getByTestId('customer-row-name');
    await expect.poll(() => names.allTextContents()).toEqual(['Ana Alvarez', 'Zoe Álvarez', 'Bruno Zapata']);
    await page.getByTestId('customer-sort').selectOption('newest');
    await expect.poll(() => names.allTextContents()).toEqual(['Ana Alvarez', 'Bruno Zapata', 'Zoe Álvarez']);
    await context.close();
  });
});

describe('on a 390 px wide phone', () => {
  it('adds a customer from Create and finds them with the search button', async () => {
    const page = await signedInPage({ width: 390, height: 844 });
    const customer = newCustomer('Abernathy');
    await page.getByTestId('mobile-create').click();
    await page.getByTestId('create-customer').click();
    await fillCustomerForm(page, customer);
    await submitAddCustomer(page);
    await page.getByText('Customer Created').waitFor();
    await page.waitForURL(/\/customers\/[^/]+$/);
    const id = customerIdFromUrl(page);

    await page.goto(appUrl('/dashboard'));
    await page.getByTestId('search-toggle-mobile').click();
    const search = page.getByTestId('header-search-mobile');
    await search.fill(customer.phone);
    const row = page
      .getByTestId('search-dropdown')
      .getByRole('option')
      .filter({ hasText: customer.firstName });
    await row.click();
    await page.waitForURL(new RegExp(`/customers/${id}$`));
    expect(await page.getByTestId('header-search-mobile').count()).toBe(0);
    await page.close();
  });
});
