// Quotes in a team, in Chromium against the app as `npm start` serves it: a new owner's sales rep (invited, and
// joining from the emailed link in a browser of their own, signed in as they accept) builds a quote for a
// new customer and texts it; the rep's list starts on their own quotes; the owner's list names the rep as the
// seller and filters to them; the rep gets the no-access page on the settings. Then a rep's discount over the
// owner's limit: the builder warns, the saved quote waits for the owner (Send quote off), the owner approves it
// from the quote view (reached from the bell), and the rep texts it.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, launchBrowser, newPage, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Pages re-render on their own schedule; a slow machine gets a few seconds.
const pollOptions = { timeout: 10_000 };
// Each journey signs up an owner, brings in a rep and walks both through several pages: twice the default.
const journeyTimeout = 120_000;

const freshPhone = () => `630555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
const uniqueName = (first: string) => `${first} ${Date.now().toString(36)}${process.pid}`;

const dollars = async (locator: Locator): Promise<number> => {
  const text = (await locator.textContent()) ?? '';
  expect(text).toMatch(/^\$[\d,]+\.\d{2}$/);
  return Number(text.replace(/[$,]/g, ''));
};

/** The invitation token emailed to `email`, read from the local outbox as a person reads their inbox. */
const inviteTokenFor = async (email: string): Promise<string> => {
  const inbox = await (await fetch(appUrl('/dev/outbox'))).text();
  const item = inbox
    .split('<li')
    .find((entry) => entry.includes(`to ${email}<`) && entry.includes('/invite#token='));
  const token = item?.match(/\/invite#token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation was emailed to ${email}`);
  return token;
};

/** A new owner, Olivia Owens, signed in on `page`. */
const signUpOwner = async (page: Page, business: string) => {
  await page.goto(appUrl('/'));
  const signup = await signUpWithApi(page, {
    businessName: business,
    firstName: 'Olivia',
    lastName: 'Owens',
    email: uniqueEmail('owner'),
    phone: freshPhone(),
    password: 'split-rail-and-posts-9',
  });
  expect(signup.status).toBe(201);
};

/**
 * The owner's sales rep, Riley Rep: the owner invites them (the Team page's call), and they open the emailed
 * link in a browser of their own and join there, signed in as they accept.
 */
const addRep = async (owner: Page) => {
  const email = uniqueEmail('rep');
  const invited = await callApi(owner, 'POST', '/api/team/invites', { email, role: 'rep' });
  expect(invited.status).toBe(201);
  const rep = await newPage(browser);
  await rep.goto(appUrl(`/invite#token=${await inviteTokenFor(email)}`));
  await rep.getByTestId('invite-form').waitFor(pollOptions);
  await rep.getByLabel('First name').fill('Riley');
  await rep.getByLabel('Last name').fill('Rep');
  await rep.getByLabel('Password').fill('gate-latch-and-hinge-4');
  await rep.getByTestId('invite-submit').click();
  await rep.waitForURL(/\/dashboard/, pollOptions);
  const me = await callApi(rep, 'GET', '/api/auth/me');
  expect(me.body.role).toBe('rep');
  return { rep, repId: me.body.id as string };
};

/** Fills the builder for a 60 ft fence for a new customer in Chicago. */
const fillNewQuote = async (page: Page, customer: string, phone: string) => {
  await page.goto(appUrl('/contractor/quote'));
  await page.getByLabel('Side A length (ft)').fill('60');
  const [firstName = '', lastName = ''] = customer.split(' ');
  const field = (name: string) => page.getByTestId(`builder-new-customer-${name}`);
  await field('firstName').fill(firstName);
  await field('lastName').fill(lastName);
  await field('phone').fill(phone);
  await field('address').fill('100 W Randolph St');
  await field('city').fill('Chicago');
  await field('state').fill('IL');
  await field('zipCode').fill('60601');
  await page.getByLabel('Job site ZIP code').fill('60601');
  await expect.poll(() => page.getByTestId('builder-total').textContent(), pollOptions).toMatch(/^\$/);
};

const saveQuote = async (page: Page) => {
  await page.getByTestId('builder-save').click();
  await page.waitForURL(/\/contractor\/quote\/[^/]+\/view$/, pollOptions);
  return new URL(page.url()).pathname;
};

const textQuote = async (page: Page) => {
  await page.getByTestId('send-quote-open').click();
  await page.getByTestId('send-quote-submit').click();
  await page.getByTestId('toast').filter({ hasText: 'Quote texted' }).waitFor(pollOptions);
};

/** The rows of the quote list that show `customer`. */
const rowsFor = (page: Page, customer: string) => page.getByTestId('quote-row').filter({ hasText: customer });

describe('quotes in a team', () => {
  it(
    'a rep’s quote is theirs: listed as theirs, named as the seller, and the owner filters to them',
    async () => {
      const owner = await newPage(browser);
      await signUpOwner(owner, `Picket Team Quotes ${Date.now().toString(36)}`);
      const { rep, repId } = await addRep(owner);

      // The rep builds a quote for a new customer and texts it.
      const customer = uniqueName('Avery');
      await fillNewQuote(rep, customer, freshPhone());
      expect(await rep.getByTestId('builder-sold-by').count()).toBe(0);
      const quotePath = await saveQuote(rep);
      expect(await rep.getByTestId('quote-made-by').textContent()).toBe('Riley Rep');
      expect(await rep.getByTestId('quote-sold-by').textContent()).toBe('Riley Rep');
      await textQuote(rep);

      // The rep's list starts on their own quotes.
      await rep.goto(appUrl('/quotes'));
      const repFilter = rep.getByTestId('quote-whose-filter');
      await repFilter.waitFor(pollOptions);
      expect(await repFilter.inputValue()).toBe('me');
      await expect.poll(() => rowsFor(rep, customer).count(), pollOptions).toBe(1);

      // The owner's list shows everyone's, with the rep as the seller, and filters to the rep.
      await owner.goto(appUrl('/quotes'));
      const ownerFilter = owner.getByTestId('quote-whose-filter');
      await ownerFilter.waitFor(pollOptions);
      expect(await ownerFilter.inputValue()).toBe('all');
      const row = rowsFor(owner, customer);
      await expect.poll(() => row.count(), pollOptions).toBe(1);
      expect(await row.getByTestId('quote-seller').textContent()).toBe('Sold by Riley Rep');
      expect(await row.getByTestId('quote-status').textContent()).toBe('Sent');

      await ownerFilter
        .locator('option', { hasText: 'Riley Rep' })
        .waitFor({ state: 'attached', ...pollOptions });
      await ownerFilter.selectOption({ label: 'Riley Rep' });
      await owner.waitForURL((url) => url.searchParams.get('assignedTo') === repId, pollOptions);
      await expect.poll(() => rowsFor(owner, customer).count(), pollOptions).toBe(1);
      await ownerFilter.selectOption('me');
      await owner.waitForURL((url) => url.searchParams.get('assignedTo') === 'me', pollOptions);
      await owner.getByTestId('quote-list-empty').waitFor(pollOptions);

      // The customer the rep added with the quote is looked after by the rep: the owner's customers filter
      // to them, and the customer's page says so.
      await owner.goto(appUrl('/customers'));
      const whose = owner.getByTestId('customer-whose');
      await whose.locator('option', { hasText: 'Riley Rep' }).waitFor({ state: 'attached', ...pollOptions });
      await whose.selectOption({ label: 'Riley Rep' });
      await owner.waitForURL((url) => url.searchParams.get('assignedTo') === repId, pollOptions);
      const customerRow = owner.getByTestId('customer-list').getByText(customer);
      await customerRow.first().waitFor(pollOptions);
      await customerRow.first().click();
      await expect
        .poll(() => owner.getByTestId('customer-assignee').textContent(), pollOptions)
        .toBe('Riley Rep');

      // The owner opening the rep's quote sees who made and sells it.
      await owner.goto(appUrl(quotePath));
      expect(await owner.getByTestId('quote-sold-by').textContent()).toBe('Riley Rep');

      // The settings are the owner's: the rep gets the no-access page.
      await rep.goto(appUrl('/contractor/settings'));
      await rep.getByTestId('no-access').waitFor(pollOptions);

      await rep.context().close();
      await owner.context().close();
    },
    journeyTimeout,
  );

  it(
    'a rep’s discount over the limit waits for the owner’s approval before it can be texted',
    async () => {
      const owner = await newPage(browser);
      await signUpOwner(owner, `Picket Team Discounts ${Date.now().toString(36)}`);
      const { rep } = await addRep(owner);

      // The rep is shown the limit, and warned once the adjustment takes off more.
      const customer = uniqueName('Blake');
      await fillNewQuote(rep, customer, freshPhone());
      await rep.getByTestId('builder-discount-limit').waitFor(pollOptions);
      expect(await rep.getByTestId('builder-discount-limit').textContent()).toBe(
        'You can take up to 10% off without the owner’s approval.',
      );
      const price = await dollars(rep.getByTestId('builder-total'));
      await rep.getByRole('button', { name: 'Add adjustment' }).click();
      await rep.getByLabel('Label', { exact: true }).fill('Neighbor discount');
      await rep.getByLabel('Amount ($)', { exact: true }).fill(String(-Math.round(price * 0.25)));
      await rep.getByLabel('Reason', { exact: true }).fill('Two neighbors share the fence');
      const warning = rep.getByTestId('builder-discount-warning');
      await warning.waitFor(pollOptions);
      expect(await warning.textContent()).toContain('over your 10% limit');
      const quotePath = await saveQuote(rep);

      // Saved, it waits for the owner: Send quote and Mark as sent are off, and the rep is told why.
      const pending = rep.getByTestId('discount-review-pending');
      await pending.waitFor(pollOptions);
      expect(await pending.textContent()).toMatch(/% off needs the owner’s approval — limit 10%/);
      expect(await pending.textContent()).toContain('Waiting for the owner’s approval.');
      expect(await rep.getByTestId('discount-approve').count()).toBe(0);
      expect(await rep.getByTestId('send-quote-open').isDisabled()).toBe(true);
      expect(await rep.locator('[data-move="sent"]').isDisabled()).toBe(true);
      expect(await rep.getByTestId('quote-send-blocked').textContent()).toBe(
        'Waiting for the owner’s approval.',
      );
      // The server refuses it too.
      const quoteId = quotePath.split('/')[3] ?? '';
      const refused = await callApi(rep, 'POST', `/api/quotes/${quoteId}/send`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DISCOUNT_NEEDS_APPROVAL');

      // The owner's bell names it; it opens the quote, where the owner approves.
      await owner.goto(appUrl('/quotes'));
      await owner.getByTestId('notifications-bell').filter({ visible: true }).click();
      const item = owner.locator('[data-testid="notification-item"][data-type="discount_review"]');
      await item.waitFor(pollOptions);
      expect(await item.textContent()).toContain('Riley Rep');
      await item.getByRole('button').first().click();
      await owner.waitForURL(new RegExp(`${quotePath}$`), pollOptions);
      await owner.getByTestId('discount-review-pending').waitFor(pollOptions);
      expect(await owner.getByTestId('send-quote-open').isDisabled()).toBe(true);
      await owner.getByTestId('discount-review-note').fill('Fine for both neighbors.');
      await owner.getByTestId('discount-approve').click();
      const approved = owner.getByTestId('discount-review-approved');
      await approved.waitFor(pollOptions);
      expect(await approved.textContent()).toMatch(/% off approved by Olivia Owens/);
      expect(await owner.getByTestId('send-quote-open').isDisabled()).toBe(false);

      // The rep can now text it.
      await rep.reload();
      await rep.getByTestId('discount-review-approved').waitFor(pollOptions);
      expect(await rep.getByTestId('send-quote-open').isDisabled()).toBe(false);
      await textQuote(rep);
      await expect
        .poll(() => rep.getByTestId('quote-status').first().textContent(), pollOptions)
        .toBe('Sent');

      await rep.context().close();
      await owner.context().close();
    },
    journeyTimeout,
  );
});
