// Working with no signal, in Chromium with the browser context set offline: after one online visit the quote
// builder opens offline (the service worker serves the app, the user's IndexedDB the prices), a quote for a
// new customer is saved on the device ("Offline — 1 quote waiting to sync") with "Text quote after sync", and
// back online the server has exactly one quote, one customer and one text; a sync whose answer was lost syncs
// again and still makes one quote; prices changed meanwhile are told, not texted; logout deletes the local
// database and the next user sees none of it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '#test/support/factories';
import { appUrl, callApi, launchBrowser, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pollOptions = { timeout: 15_000 };
const password = 'split-rail-and-posts-9';

interface Owner {
  page: Page;
  email: string;
  userId: string;
  contractorId: string;
}

/** A new owner signed in on a page of a fresh context. */
const signUpOwner = async (): Promise<Owner> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(appUrl('/'));
  const email = uniqueEmail('offline');
  const signup = await signUpWithApi(page, {
    businessName: `Offline Fence ${Date.now().toString(36)}`,
    firstName: 'Olivia',
    lastName: 'Owens',
    email,
    phone: freshPhone(),
    password,
  });
  expect(signup.status).toBe(201);
  const me = (await callApi(page, 'GET', '/api/auth/me')).body;
  return { page, email, userId: me.id, contractorId: me.contractor.id };
};

/** The query keys kept in the user's offline database (first elements), read straight from IndexedDB. */
const keptReads = (page: Page, userId: string) =>
  page.evaluate(async (name) => {
    // Opening a database that is not there would make it (and hold up the app's own opening of it).
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
    return new Promise<string[]>((done) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('reads')) {
          db.close();
          return done([]);
        }
        const all = db.transaction('reads').objectStore('reads').getAll();
        all.onsuccess = () => {
          db.close();
          done(all.result.map((read: { queryKey: unknown[] }) => String(read.queryKey[0])));
        };
      };
      request.onerror = () => done([]);
    });
  }, `picket-offline-${userId}`);

/** Everything this app keeps in IndexedDB on the device, as JSON text, and the databases' names. */
const deviceData = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const dump: unknown[] = [];
    for (const name of names.filter((each) => each.startsWith('picket-offline-'))) {
      const db = await new Promise<IDBDatabase>((done) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => done(request.result);
      });
      for (const store of db.objectStoreNames) {
        dump.push(
          await new Promise((done) => {
            const all = db.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => done(all.result);
          }),
        );
      }
      db.close();
    }
    return { names, text: JSON.stringify(dump) };
  });

/** Fills the builder: a 60 ft vinyl fence for a new customer in Chicago. */
const fillNewQuote = async (page: Page, customer: { firstName: string; lastName: string; phone: string }) => {
  await page.getByLabel('Side A length (ft)').fill('60');
  const field = (name: string) => page.getByTestId(`builder-new-customer-${name}`);
  await field('firstName').fill(customer.firstName);
  await field('lastName').fill(customer.lastName);
  await field('phone').fill(customer.phone);
  await field('address').fill('100 W Randolph St');
  await field('city').fill('Chicago');
  await field('state').fill('IL');
  await field('zipCode').fill('60601');
  await page.getByLabel('Job site ZIP code').fill('60601');
  await expect.poll(() => page.getByTestId('builder-total').textContent(), pollOptions).toMatch(/^\$/);
};

const barText = (page: Page) =>
  page
    .getByTestId('offline-bar-text')
    .textContent({ timeout: 1_000 })
    .catch(() => null);

/** The service worker controls the page: the app's files (every page's chunks) are on the device. */
const appInstalled = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), pollOptions)
    .toBe(true);
};

/** Opens New Quote online and waits until the app and the prices (and who is signed in) are on the device. */
const visitBuilderOnline = async ({ page, userId }: Owner) => {
  await page.goto(appUrl('/contractor/quote'));
  await page.getByLabel('Side A length (ft)').waitFor(pollOptions);
  await expect
    .poll(() => keptReads(page, userId), pollOptions)
    .toEqual(expect.arrayContaining(['/api/auth/me', '/api/pricing-settings']));
  await appInstalled(page);
};

const serverQuotes = async (owner: Owner) =>
  (await callApi(owner.page, 'GET', `/api/contractors/${owner.contractorId}/quotes`)).body.quotes as Array<{
    id: string;
    customerName: string;
  }>;

const serverCustomers = async (owner: Owner) =>
  (await callApi(owner.page, 'GET', `/api/contractors/${owner.contractorId}/homeowners`)).body
    .homeowners as unknown[];

const closeContext = (context: BrowserContext) => context.close();

describe('working offline', () => {
  it('opens New Quote offline, saves a quote for a new customer on the device and syncs it exactly once', async () => {
    const owner = await signUpOwner();
    const { page } = owner;
    await visitBuilderOnline(owner);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByLabel('Side A length (ft)').waitFor(pollOptions);
    await expect.poll(() => barText(page), pollOptions).toBe('Offline — showing what this device saved');
    expect(await page.getByTestId('builder-prices-updated').textContent()).toMatch(/^Prices last updated /);
    await page.getByTestId('builder-offline-hint').waitFor();

    const phone = freshPhone();
    await fillNewQuote(page, { firstName: 'Nadia', lastName: 'Offline', phone });
    const localTotal = await page.getByTestId('builder-total').textContent();
    await page.getByTestId('builder-save').click();
    const saved = page.getByTestId('offline-saved');
    await saved.waitFor(pollOptions);
    expect(await saved.textContent()).toContain(`The quote for Nadia Offline (${localTotal})`);
    await page.getByTestId('offline-text-after-sync').click();
    await page.getByTestId('offline-saved-will-text').waitFor();
    await expect.poll(() => barText(page), pollOptions).toBe('Offline — 1 quote waiting to sync');

    await page.context().setOffline(false);
    await page
      .getByTestId('toast')
      .filter({ hasText: '1 quote saved on this device is now in Picket' })
      .waitFor(pollOptions);
    await expect.poll(() => barText(page), pollOptions).toBeNull();

    const quotes = await serverQuotes(owner);
    expect(quotes.map((quote) => quote.customerName)).toEqual(['Nadia Offline']);
    expect(await serverCustomers(owner)).toHaveLength(1);
    const [quote] = quotes;
    const messages = (await callApi(page, 'GET', `/api/quotes/${quote?.id}/messages`)).body;
    expect(messages.messages).toHaveLength(1);
    await closeContext(page.context());
  });

  it('makes one quote when a sync is repeated after its answer was lost', async () => {
    const owner = await signUpOwner();
    const { page } = owner;
    await visitBuilderOnline(owner);
    await page.context().setOffline(true);
    await fillNewQuote(page, { firstName: 'Lost', lastName: 'Answer', phone: freshPhone() });
    await page.getByTestId('builder-save').click();
    await page.getByTestId('offline-saved').waitFor(pollOptions);
    await expect.poll(() => barText(page), pollOptions).toBe('Offline — 1 quote waiting to sync');

    // The server makes the quote, but its answer never reaches the phone.
    let posts = 0;
    await page.route('**/api/quotes', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts > 1) return route.continue();
      await route.fetch();
      await route.abort('failed');
    });
    await page.context().setOffline(false);
    await expect.poll(() => posts, pollOptions).toBe(1);
    await expect.poll(async () => (await serverQuotes(owner)).length, pollOptions).toBe(1);
    await expect.poll(() => barText(page), pollOptions).toBe('1 quote waiting to sync');

    // The next sync sends the same key again: the server answers the quote it made.
    await page.getByTestId('offline-bar-review').click();
    await page.getByTestId('offline-sync-now').click();
    await expect.poll(() => barText(page), pollOptions).toBeNull();
    expect(posts).toBe(2);
    expect((await serverQuotes(owner)).map((quote) => quote.customerName)).toEqual(['Lost Answer']);
    expect(await serverCustomers(owner)).toHaveLength(1);
    await closeContext(page.context());
  });

  it('tells the new total and texts nothing when prices changed while the quote waited', async () => {
    const owner = await signUpOwner();
    const { page } = owner;
    await visitBuilderOnline(owner);
    await page.context().setOffline(true);
    await fillNewQuote(page, { firstName: 'Price', lastName: 'Change', phone: freshPhone() });
    const was = await page.getByTestId('builder-total').textContent();
    await page.getByTestId('builder-save').click();
    await page.getByTestId('offline-text-after-sync').click();

    // Meanwhile the owner raises the markup from another device.
    const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await office.goto(appUrl('/'));
    expect((await callApi(office, 'POST', '/api/auth/login', { email: owner.email, password })).status).toBe(
      200,
    );
    const settings = (await callApi(office, 'GET', '/api/pricing-settings')).body;
    const raised = { ...settings, pricing: { ...settings.pricing, markupPercentage: 60 } };
    expect((await callApi(office, 'PUT', '/api/pricing-settings', raised)).status).toBe(200);

    await page.context().setOffline(false);
    const notice = page.getByTestId('toast').filter({ hasText: 'Prices changed: the quote total is now' });
    await notice.waitFor(pollOptions);
    expect(await notice.textContent()).toContain(`(was ${was})`);
    await expect.poll(() => barText(page), pollOptions).toBe('Synced quotes need a look');
    const [quote] = await serverQuotes(owner);
    const messages = (await callApi(page, 'GET', `/api/quotes/${quote?.id}/messages`)).body;
    expect(messages.messages).toHaveLength(0);

    await page.getByTestId('offline-bar-review').click();
    await page
      .getByTestId('offline-notice')
      .getByRole('link', { name: /^Open quote #/ })
      .click();
    await page.waitForURL(/\/contractor\/quote\/[^/]+\/view$/, pollOptions);
    await closeContext(office.context());
    await closeContext(page.context());
  });

  it('logout deletes the local database; the next user on the device sees none of it', async () => {
    const first = await signUpOwner();
    const { page } = first;
    const customer = `Keepsake ${Date.now().toString(36)}`;
    const [firstName = '', lastName = ''] = customer.split(' ');
    const made = await callApi(page, 'POST', '/api/homeowners', {
      firstName,
      lastName,
      phone: freshPhone(),
      email: '',
      address: '1 Lake St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    });
    expect(made.status).toBe(201);
    await visitBuilderOnline(first);
    await page.goto(appUrl('/customers'));
    await page.getByTestId('customer-list').getByText(customer).waitFor(pollOptions);
    await expect.poll(async () => (await deviceData(page)).text, pollOptions).toContain(customer);
    expect((await deviceData(page)).names).toContain(`picket-offline-${first.userId}`);

    await page.getByTestId('sidebar-logout').click();
    await page.waitForURL(appUrl('/'), pollOptions);
    await expect
      .poll(async () => (await deviceData(page)).names.filter((name) => name.startsWith('picket-offline-')))
      .toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('picket-offline-user'))).toBeNull();

    // Someone else signs in on the same browser and works offline: only their own data is there.
    const email = uniqueEmail('second');
    const signup = await signUpWithApi(page, {
      businessName: `Second Fence ${Date.now().toString(36)}`,
      firstName: 'Sam',
      lastName: 'Second',
      email,
      phone: freshPhone(),
      password,
    });
    expect(signup.status).toBe(201);
    const second = (await callApi(page, 'GET', '/api/auth/me')).body;
    await page.goto(appUrl('/customers'));
    await page.getByTestId('customers-empty').waitFor(pollOptions);
    await expect
      .poll(() => keptReads(page, second.id), pollOptions)
      .toEqual(expect.arrayContaining(['/api/auth/me', '/api/contractors']));
    await appInstalled(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('customers-empty').waitFor(pollOptions);
    await page.getByTestId('last-updated').waitFor();
    const device = await deviceData(page);
    expect(device.names.filter((name) => name.startsWith('picket-offline-'))).toEqual([
      `picket-offline-${second.id}`,
    ]);
    expect(device.text).not.toContain(customer);
    expect(device.text).not.toContain(first.userId);
    expect(await page.getByText(customer).count()).toBe(0);
    await closeContext(page.context());
  });
});
