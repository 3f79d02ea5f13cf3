// The public page's testimonials and FAQs, in Chromium against the app as `npm start` serves it: a new owner
// adds two testimonials, hides one and moves the second up, and after a reload sees that order and the
// Hidden badge kept; adds a question in English and Spanish and reads the Spanish on the Spanish page. A
// sales rep of the business gets the no-access page on /testimonials.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, launchBrowser, newPage, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pollOptions = { timeout: 10_000 };

const freshPhone = () => `708555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;

/** A new owner, signed in on `page`. */
const signUpOwner = async (page: Page) => {
  await page.goto(appUrl('/'));
  const signup = await signUpWithApi(page, {
    businessName: `Portal Fences ${Date.now().toString(36)}`,
    firstName: 'Olivia',
    lastName: 'Owens',
    email: uniqueEmail('owner'),
    phone: freshPhone(),
    password: 'split-rail-and-posts-9',
  });
  expect(signup.status).toBe(201);
};

/** The customer names of the testimonials, top to bottom. */
const listedNames = (page: Page) =>
  page.getByTestId('testimonial').evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));

const addTestimonial = async (page: Page, name: string, town: string, stars: string, text: string) => {
  await page.getByTestId('testimonials-add').click();
  const dialog = page.getByTestId('testimonial-dialog');
  await dialog.getByLabel('Customer’s name').fill(name);
  await dialog.getByLabel('Town').fill(town);
  await dialog.getByLabel(stars, { exact: true }).check();
  await dialog.getByLabel('What they said').fill(text);
  await dialog.getByTestId('testimonial-submit').click();
  await page.locator(`[data-testid="testimonial"][data-name="${name}"]`).waitFor(pollOptions);
  expect(await dialog.count()).toBe(0);
};

describe('the public page’s testimonials and FAQs', () => {
  it('keeps the owner’s testimonials in their order, shown or hidden', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signUpOwner(page);
    await page.goto(appUrl('/testimonials'));
    await page.getByTestId('testimonials-empty').waitFor(pollOptions);
    expect(await page.getByTestId('testimonials-empty').textContent()).toContain(
      'They appear on your public page',
    );
    expect(await page.getByTestId('testimonials-count').textContent()).toBe('0 of 50');

    // The form checks what it sends: a name and the customer's words.
    await page.getByTestId('testimonials-add').click();
    const dialog = page.getByTestId('testimonial-dialog');
    await dialog.getByTestId('testimonial-submit').click();
    await dialog.getByText('Enter the customer’s name').waitFor(pollOptions);
    await dialog.getByText('Enter what the customer said').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addTestimonial(page, 'Ada Lovelace', 'Oak Park', '4 stars', 'Straight posts and a tidy site.');
    await addTestimonial(page, 'Grace Hopper', 'Evanston', '5 stars', 'Done in a day, gate swings true.');
    expect(await listedNames(page)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(await page.getByTestId('testimonials-count').textContent()).toBe('2 of 50');
    const ada = page.locator('[data-testid="testimonial"][data-name="Ada Lovelace"]');
    await ada.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    expect(await ada.getByTestId('entry-move-up').isDisabled()).toBe(true);

    // Hide the first; move the second up.
    await ada.getByTestId('testimonial-toggle').click();
    await expect
      .poll(() => ada.getByTestId('testimonial-visibility').textContent(), pollOptions)
      .toBe('Hidden');
    const grace = page.locator('[data-testid="testimonial"][data-name="Grace Hopper"]');
    await grace.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['Grace Hopper', 'Ada Lovelace']);

    // Kept after a reload.
    await page.reload();
    await page.getByTestId('testimonial').first().waitFor(pollOptions);
    expect(await listedNames(page)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(await ada.getByTestId('testimonial-visibility').textContent()).toBe('Hidden');
    expect(await grace.getByTestId('testimonial-visibility').textContent()).toBe('Shown');

    // Deleted after a confirmation.
    await ada.getByTestId('entry-delete').click();
    await page.getByTestId('delete-entry-confirm').click();
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['Grace Hopper']);

    // A question in English and Spanish; the Spanish page shows the Spanish.
    await page.goto(appUrl('/faqs'));
    await page.getByTestId('faqs-empty').waitFor(pollOptions);
    await page.getByTestId('faqs-add').click();
    const faq = page.getByTestId('faq-dialog');
    await faq.getByTestId('faq-question-en').fill('Do you pull the permits?');
    await faq.getByTestId('faq-answer-en').fill('Yes, for every job we build.');
    await faq.getByTestId('faq-question-es').fill('¿Tramitan los permisos?');
    await faq.getByTestId('faq-answer-es').fill('Sí, para cada obra.');
    await faq.getByTestId('faq-submit').click();
    await page.getByTestId('faq').first().waitFor(pollOptions);
    expect(await page.getByTestId('faq-question').textContent()).toBe('Do you pull the permits?');
    expect(await page.getByTestId('faqs-count').textContent()).toBe('1 of 40');

    await page.goto(appUrl('/faqs?lang=es'));
    await page.getByText('¿Tramitan los permisos?').waitFor(pollOptions);
    expect(await page.getByTestId('faq-answer').textContent()).toBe('Sí, para cada obra.');
    expect(await page.getByTestId('faqs-count').textContent()).toBe('1 de 40');
    await page.context().close();
  });

  it('is the owner’s: a sales rep gets the no-access page', async () => {
    const owner = await newPage(browser);
    await signUpOwner(owner);
    const repEmail = uniqueEmail('rep');
    expect((await callApi(owner, 'POST', '/api/team/invites', { email: repEmail, role: 'rep' })).status).toBe(
      201,
    );
    const inbox = await (await fetch(appUrl('/dev/outbox'))).text();
    const item = inbox
      .split('<li')
      .find((entry) => entry.includes(`to ${repEmail}<`) && entry.includes('#token='));
    const token = item?.match(/#token=([\w-]+)/)?.[1];
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
      if (/^\/api\/(testimonials|faqs)/.test(pathname)) portalCalls.push(pathname);
    });
    await rep.goto(appUrl('/testimonials'));
    await rep.getByTestId('no-access').waitFor(pollOptions);
    await rep.goto(appUrl('/faqs'));
    await rep.getByTestId('no-access').waitFor(pollOptions);
    expect(portalCalls).toEqual([]);
    await rep.context().close();
    await owner.context().close();
  });
});
