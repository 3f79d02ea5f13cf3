// The owner's /contractor-portal page, in Chromium against the app as `npm start` serves it: an owner
// chooses an address and publishes, and gets the page link, the embed snippet and the QR code (downloadable
// as SVG); a second business asking for the same address is told it is taken, under the box; a sales rep
// gets the no-access page. The follow-up sequence is turned on, a delay past 30 days is refused with the
// SPEC message, and the saved sequence survives a reload. The Send dialog sends a quote by email, and the
// quote's messages show the email.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  callApi,
  launchBrowser,
  newCustomerFor,
  newPage,
  signUpWithApi,
  uniqueEmail,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pollOptions = { timeout: 10_000 };

const freshPhone = () => `708555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A new owner of `business`, signed in on `page`. */
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

const openPortal = async (page: Page) => {
  await page.goto(appUrl('/contractor-portal'));
  await page.getByTestId('portal-slug').waitFor(pollOptions);
};

/** Chooses `slug` as the page's address, published, and saves. */
const publishAt = async (page: Page, slug: string) => {
  await page.getByTestId('portal-slug').fill(slug);
  await page.getByTestId('portal-published').check();
  await page.getByTestId('portal-save').click();
};

describe('the contractor portal page', () => {
  it('publishes the page at the owner’s address, with its link, embed code and QR code', async () => {
    const page = await newPage(browser);
    const business = `Oak Portal Fences ${unique()}`;
    await signUpOwner(page, business);
    await openPortal(page);
    // Until an address is chosen, the one made from the business name is offered.
    expect(await page.getByTestId('portal-slug').inputValue()).toMatch(/^oak-portal-fences-/);
    expect(await page.getByTestId('portal-no-address').isVisible()).toBe(true);
    expect(await page.getByTestId('portal-branding').textContent()).toContain(business);

    const slug = `oak-portal-${unique()}`;
    await page.getByTestId('portal-slug').fill(slug);
    await page.getByText(`Your page: ${appUrl(`/c/${slug}`)}`).waitFor();
    await publishAt(page, slug);
    await page.getByTestId('toast').filter({ hasText: 'Public page saved' }).waitFor(pollOptions);

    // Share: the link, the embed snippet and the QR code of the page.
    await page.getByTestId('portal-link').waitFor(pollOptions);
    expect(await page.getByTestId('portal-link').textContent()).toBe(appUrl(`/c/${slug}`));
    expect(await page.getByTestId('portal-open-page').getAttribute('href')).toBe(appUrl(`/c/${slug}`));
    const snippet = await page.getByTestId('portal-embed').inputValue();
    expect(snippet).toMatch(
      new RegExp(
        `^<iframe src="${appUrl(`/c/${slug}`).replace(/[.]/g, '\\.')}[^"]*" title="[^"]+" width="100%" height="720" style="border:0" loading="lazy"></iframe>$`,
      ),
    );
    const qr = page.getByTestId('portal-qr');
    await qr.waitFor(pollOptions);
    expect(await qr.getAttribute('aria-label')).toBe(`QR code of ${appUrl(`/c/${slug}`)}`);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('portal-qr-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`qr-${slug}.svg`);
    const file = await readFile((await download.path()) ?? '', 'utf8');
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(file).toContain(`<title>QR code of ${appUrl(`/c/${slug}`)}</title>`);

    // Kept after a reload.
    await page.reload();
    await page.getByTestId('portal-slug').waitFor(pollOptions);
    expect(await page.getByTestId('portal-slug').inputValue()).toBe(slug);
    expect(await page.getByTestId('portal-published').isChecked()).toBe(true);

    // Another business asking for the same address is told, under the box.
    const other = await newPage(browser);
    await signUpOwner(other, `Iron Portal Fences ${unique()}`);
    await openPortal(other);
    await publishAt(other, slug);
    const taken = other
      .getByTestId('portal-public')
      .getByText('Another business has that address: choose another');
    await taken.waitFor(pollOptions);
    expect(await other.getByTestId('portal-slug').getAttribute('aria-invalid')).toBe('true');
    expect(await other.getByTestId('portal-no-address').isVisible()).toBe(true);
    await other.context().close();
    await page.context().close();
  });

  it('keeps a follow-up sequence, refusing a delay past 30 days', async () => {
    const page = await newPage(browser);
    await signUpOwner(page, `Follow Up Fences ${unique()}`);
    await openPortal(page);
    const card = page.getByTestId('follow-ups');
    await card.getByTestId('follow-ups-enabled').waitFor(pollOptions);
    expect(await card.getByTestId('follow-ups-default').textContent()).toBe(
      'Default sequence (not saved yet)',
    );
    expect(await card.getByTestId('follow-ups-enabled').isChecked()).toBe(false);
    if ((await card.getByTestId('follow-up-step').count()) === 0) {
      await card.getByTestId('follow-ups-add').click();
      await card.getByTestId('follow-up-name').fill('Gentle nudge');
      await card.getByTestId('follow-up-message-en').fill('Hi {firstName}, your quote is here: {link}');
    }
    await card.getByTestId('follow-ups-enabled').check();
    const step = card.getByTestId('follow-up-step').first();
    expect(await step.getByTestId('follow-up-trigger').locator('option').allTextContents()).toEqual([
      'Sent, not opened',
      'Opened, not answered',
      'Approved, no deposit',
    ]);
    // 31 days: the SPEC message, under the step's wait.
    await step.getByTestId('follow-up-delay').fill('31');
    await step.getByTestId('follow-up-delay-unit').selectOption('days');
    await card.getByTestId('follow-ups-save').click();
    await step.getByText('Trigger delay cannot exceed 30 days').waitFor(pollOptions);
    expect(await step.getByTestId('follow-up-delay').getAttribute('aria-invalid')).toBe('true');

    // 36 hours, a text with its character count, saved.
    await step.getByTestId('follow-up-delay').fill('36');
    await step.getByTestId('follow-up-delay-unit').selectOption('hours');
    await step.getByTestId('follow-up-channel').selectOption('text');
    await step.getByTestId('follow-up-message-en').fill('Hi {firstName}, {businessName} here: {link}');
    expect(await step.getByTestId('follow-up-characters').first().textContent()).toBe('43 / 1600 characters');
    await card.getByTestId('follow-ups-save').click();
    await page.getByTestId('toast').filter({ hasText: 'Follow-ups saved' }).waitFor(pollOptions);
    await expect.poll(() => card.getByTestId('follow-ups-default').count(), pollOptions).toBe(0);

    // Kept after a reload: on, the wait shown as 36 hours.
    await page.reload();
    await card.getByTestId('follow-ups-enabled').waitFor(pollOptions);
    expect(await card.getByTestId('follow-ups-enabled').isChecked()).toBe(true);
    expect(await card.getByTestId('follow-ups-default').count()).toBe(0);
    const saved = card.getByTestId('follow-up-step').first();
    expect(await saved.getByTestId('follow-up-delay').inputValue()).toBe('36');
    expect(await saved.getByTestId('follow-up-delay-unit').inputValue()).toBe('hours');
    expect(await saved.getByTestId('follow-up-message-en').inputValue()).toBe(
      'Hi {firstName}, {businessName} here: {link}',
    );
    await page.context().close();
  });

  it('is the owner’s: a sales rep gets the no-access page and no link to it', async () => {
    const owner = await newPage(browser);
    await signUpOwner(owner, `Rep Portal Fences ${unique()}`);
    await owner.goto(appUrl('/dashboard'));
    await owner.getByTestId('sidebar-portal').waitFor(pollOptions);
    const repEmail = uniqueEmail('rep');
    expect((await callApi(owner, 'POST', '/api/team/invites', { email: repEmail, role: 'rep' })).status).toBe(
      201,
    );
    const inbox = await (await fetch(appUrl('/dev/outbox'))).text();
    const token = inbox
      .split('<li')
      .find((entry) => entry.includes(`to ${repEmail}<`) && entry.includes('#token='))
      ?.match(/#token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const rep = await newPage(browser);
    await rep.goto(appUrl('/'));
    const joined = await callApi(rep, 'POST', `/api/team/invites/${token}/accept`, {
      firstName: 'Riley',
      lastName: 'Rep',
      password: 'gate-latch-and-hinge-4',
    });
    expect(joined.status).toBe(201);
    const portalCalls: string[] = [];
    rep.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(portal|follow-ups)/.test(pathname)) portalCalls.push(pathname);
    });
    await rep.goto(appUrl('/contractor-portal'));
    await rep.getByTestId('no-access').waitFor(pollOptions);
    expect(await rep.getByTestId('sidebar-portal').count()).toBe(0);
    expect(portalCalls).toEqual([]);
    await rep.context().close();
    await owner.context().close();
  });
});

describe('the Send dialog', () => {
  it('emails a quote, and its messages show the email', async () => {
    const page = await newPage(browser);
    await signUpOwner(page, `Email Send Fences ${unique()}`);
    const created = await callApi(page, 'POST', '/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 80, gates: [{ widthFt: 4 }] }] },
      newCustomer: newCustomerFor(`Ema ${unique()}`, freshPhone()),
    });
    expect(created.status).toBe(201);
    const quote = created.body as { id: string };
    await page.goto(appUrl(`/contractor/quote/${quote.id}/view`));
    await page.getByTestId('send-quote-open').click();
    const dialog = page.getByTestId('send-quote-dialog');
    // The customer has a phone and no email: a text first, whatever the preference ("both" by default).
    await dialog.getByTestId('send-quote-channel').waitFor(pollOptions);
    expect(await dialog.getByLabel('Text', { exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByTestId('send-quote-email').count()).toBe(0);

    await dialog.getByLabel('Email', { exact: true }).check();
    expect(await dialog.getByTestId('send-quote-phone').count()).toBe(0);
    await dialog.getByTestId('send-quote-submit').click();
    await dialog
      .getByText('This customer has no email address: add one or send by text')
      .waitFor(pollOptions);

    const email = uniqueEmail('customer');
    await dialog.getByTestId('send-quote-email').fill(email);
    expect(await dialog.getByTestId('send-quote-preview').textContent()).toContain(
      'will email the quote total',
    );
    await dialog.getByTestId('send-quote-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Quote emailed' }).waitFor(pollOptions);
    const row = page.locator('[data-testid="quote-message-row"][data-channel="email"]');
    await row.waitFor(pollOptions);
    expect(await row.getByTestId('quote-message-email').textContent()).toBe('Sent by email');
    expect(await page.locator('[data-testid="quote-message-row"][data-channel="sms"]').count()).toBe(0);

    // The local outbox holds the email, with the quote's link.
    const outbox = await (await fetch(appUrl('/dev/outbox'))).text();
    const item = outbox.split('<li').find((entry) => entry.includes(`to ${email}<`));
    expect(item).toBeTruthy();
    expect(item).toMatch(/\/e\/[A-Za-z0-9_-]{16}/);
    await page.context().close();
  });
});
