// A team, in Chromium against the app as `npm start` serves it: a new owner invites a sales rep from the Team
// page; the rep opens the emailed /invite link in their own browser, accepts, lands signed in with a rep's
// navigation (no Settings), and gets the no-access page (without any owner-only call) on the settings; the
// owner deactivates them, and the rep's next navigation ends at /login.
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

/** The invitation link emailed to `email`, read from the local outbox as a person reads their inbox. */
const inviteLinkFor = async (email: string): Promise<string> => {
  const inbox = await (await fetch(appUrl('/dev/outbox'))).text();
  const item = inbox
    .split('<li')
    .find((entry) => entry.includes(`to ${email}<`) && entry.includes('/invite#token='));
  const link = item?.match(/href="([^"]+\/invite#token=[\w-]+)"/)?.[1];
  if (!link) throw new Error(`No invitation was emailed to ${email}`);
  return link;
};

/** A new owner, signed in on `page` (onboarding not done: the team works without it). */
const signUpOwner = async (page: Page, business: string) => {
  await page.goto(appUrl('/'));
  const email = uniqueEmail('owner');
  const signup = await signUpWithApi(page, {
    businessName: business,
    firstName: 'Olivia',
    lastName: 'Owens',
    email,
    phone: freshPhone(),
    password: 'split-rail-and-posts-9',
  });
  expect(signup.status).toBe(201);
  return email;
};

describe('a team', () => {
  it('invites a rep, who joins with a rep’s access until the owner deactivates them', async () => {
    const business = `Picket Team ${Date.now().toString(36)}`;
    const owner = await newPage(browser);
    const ownerEmail = await signUpOwner(owner, business);

    // The owner's Team page, from the settings: themselves, no invitations yet.
    await owner.goto(appUrl('/contractor/settings'));
    await owner.getByTestId('settings-team-link').click();
    await owner.waitForURL(/\/contractor\/team/, pollOptions);
    await owner.getByTestId('team-page').waitFor(pollOptions);
    await owner.locator(`[data-testid="team-member"][data-email="${ownerEmail}"]`).waitFor();
    await owner.getByTestId('team-invites-empty').waitFor();

    // The team's rules: the reps' discount limit starts at 10% and is the owner's to change.
    const limit = owner.getByTestId('team-discount-limit');
    expect(await limit.inputValue()).toBe('10');
    await limit.fill('15');
    await owner.getByTestId('team-settings-save').click();
    await owner.getByText('Team rules saved').waitFor(pollOptions);
    await limit.fill('150');
    await owner.getByTestId('team-settings-save').click();
    await owner.getByText('Enter a discount limit from 0 to 100 percent').waitFor(pollOptions);
    await limit.fill('15');

    // Invite a sales rep.
    const repEmail = uniqueEmail('rep');
    await owner.getByTestId('team-invite-open').click();
    const dialog = owner.getByTestId('invite-dialog');
    await dialog.getByLabel('Email').fill(repEmail);
    await dialog.getByText('Customers, quotes, jobs and the schedule; no business settings.').waitFor();
    await dialog.getByLabel('Sales rep').check();
    await dialog.getByTestId('invite-member-submit').click();
    await owner.getByText(`Invitation sent to ${repEmail}`).waitFor(pollOptions);
    const invite = owner.locator(`[data-testid="team-invite"][data-email="${repEmail}"]`);
    await invite.waitFor(pollOptions);
    expect(await invite.getByTestId('invite-status').textContent()).toBe('Pending');

    // The rep opens the emailed link in their own browser and joins.
    const rep = await newPage(browser);
    const ownerOnlyCalls: string[] = [];
    rep.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Reps read the pricing settings (to price quotes, also offline); only owners change them.
      if (/^\/api\/(payment-settings|alert-settings|onboarding|reports)/.test(pathname))
        ownerOnlyCalls.push(pathname);
    });
    await rep.goto(await inviteLinkFor(repEmail));
    await rep.getByTestId('invite-form').waitFor(pollOptions);
    expect(await rep.getByTestId('invite-summary').textContent()).toBe(
      `Olivia Owens invited you to join ${business} as a sales rep.`,
    );
    expect(await rep.getByTestId('invite-email').textContent()).toContain(repEmail);
    await rep.getByLabel('First name').fill('Riley');
    await rep.getByLabel('Last name').fill('Rep');
    await rep.getByLabel('Password').fill('gate-latch-and-hinge-4');
    await rep.getByTestId('invite-submit').click();
    await rep.waitForURL(/\/dashboard/, pollOptions);
    await rep.getByText('Welcome, Riley!').waitFor(pollOptions);

    // A rep's navigation: quotes and customers, their Profile, no Settings, Team, Testimonials or FAQs.
    await rep.getByTestId('sidebar-quotes').waitFor();
    await rep.getByTestId('sidebar-profile').waitFor();
    for (const hidden of ['sidebar-settings', 'sidebar-team', 'sidebar-testimonials', 'sidebar-faqs'])
      expect(await rep.getByTestId(hidden).count(), hidden).toBe(0);

    // The settings are the owner's: the rep is told so, and no owner-only call is made.
    await rep.goto(appUrl('/contractor/settings'));
    await rep.getByTestId('no-access').waitFor(pollOptions);
    expect(await rep.getByTestId('no-access').textContent()).toContain(
      `Ask the owner of ${business} if you need it.`,
    );
    // The dashboard shows the rep their own figures; the reports are the owner's.
    await rep.goto(appUrl('/dashboard'));
    await rep.getByTestId('dashboard-month').getByText('Your figures this month').waitFor(pollOptions);
    expect(await rep.getByTestId('dashboard-reports-link').count()).toBe(0);
    await rep.goto(appUrl('/reports'));
    await rep.getByTestId('no-access').waitFor(pollOptions);
    expect(ownerOnlyCalls).toEqual([]);

    // The invitation is spent: the owner now sees the rep among the people.
    await owner.reload();
    const member = owner.locator(`[data-testid="team-member"][data-email="${repEmail}"]`);
    await member.waitFor(pollOptions);
    expect(await member.getByTestId('member-role').inputValue()).toBe('rep');
    expect(await owner.getByTestId('team-invites-empty').count()).toBe(1);

    // Deactivated, the rep's next step inside the app ends at the login page.
    await member.getByTestId('member-deactivate').click();
    await owner.getByTestId('member-status-confirm').click();
    await owner.getByText('Riley Rep was deactivated').waitFor(pollOptions);
    await expect.poll(() => member.getByTestId('member-status').textContent()).toBe('Deactivated');

    await rep.getByTestId('sidebar-jobs').click();
    await rep.waitForURL(/\/login/, pollOptions);
    await rep.getByTestId('login-form').waitFor(pollOptions);

    await rep.context().close();
    await owner.context().close();
  });

  it('shows crew their own jobs without money, and nothing to sell', async () => {
    const owner = await newPage(browser);
    await signUpOwner(owner, `Crew Fences ${Date.now().toString(36)}`);
    const crewEmail = uniqueEmail('crew');
    expect(
      (await callApi(owner, 'POST', '/api/team/invites', { email: crewEmail, role: 'crew' })).status,
    ).toBe(201);

    const crew = await newPage(browser, { width: 390, height: 844 });
    const token = new URL(await inviteLinkFor(crewEmail)).hash.replace('#token=', '');
    await crew.goto(appUrl('/'));
    const joined = await callApi(crew, 'POST', `/api/team/invites/${token}/accept`, {
      firstName: 'Casey',
      lastName: 'Crew',
      password: 'post-hole-auger-31',
    });
    expect(joined.status).toBe(201);
    const crewId = (joined.body as { id: string }).id;

    // The owner's job for a customer, assigned to the crew member.
    const customer = (
      await callApi(owner, 'POST', '/api/homeowners', newCustomerFor('Ada Site', freshPhone()))
    ).body as { id: string };
    const quote = (
      await callApi(owner, 'POST', '/api/quotes', {
        request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 80, gates: [] }] },
        homeownerId: customer.id,
      })
    ).body as { id: string };
    const job = (
      await callApi(owner, 'POST', `/api/quotes/${quote.id}/convert`, { scheduledDate: '2027-04-06' })
    ).body as { id: string; version: number };
    const assigned = await callApi(owner, 'PATCH', `/api/jobs/${job.id}`, {
      version: job.version,
      assignedTo: crewId,
      visitInstructions: 'Gate code 2417',
    });
    expect(assigned.status).toBe(200);

    // Crew start on their jobs: Jobs, Schedule and More, no Create, no prices.
    await crew.goto(appUrl('/dashboard'));
    await crew.waitForURL(/\/jobs/, pollOptions);
    await crew.getByTestId('job-row').first().waitFor(pollOptions);
    const tabs = crew.getByTestId('mobile-bottom-bar');
    await tabs.getByTestId('tab-jobs').waitFor(pollOptions);
    expect(await tabs.getByRole('link').count()).toBe(2);
    expect(await crew.getByTestId('mobile-create').count()).toBe(0);
    await crew.getByTestId('job-row').first().click();
    await crew.getByTestId('crew-visit').waitFor(pollOptions);
    expect(await crew.getByTestId('crew-visit-instructions').textContent()).toBe('Gate code 2417');
    expect(await crew.getByTestId('job-total').count()).toBe(0);
    expect(await crew.getByTestId('job-details-form').count()).toBe(0);
    await crew.getByTestId('job-move-in_progress').waitFor();
    expect(await crew.getByTestId('job-move-cancelled').count()).toBe(0);

    // Their schedule shows their job's day, to read: nothing to add, drag or move for a rain day; the day
    // opens the job.
    await crew.goto(appUrl('/schedule?view=agenda&date=2027-04-06'));
    await crew.getByTestId('schedule-page').waitFor(pollOptions);
    await crew.getByTestId('calendar-event').first().waitFor(pollOptions);
    for (const office of ['event-new', 'rain-day-open'])
      expect(await crew.getByTestId(office).count(), office).toBe(0);
    await crew.getByTestId('calendar-event').first().click();
    await crew.waitForURL(new RegExp(`/jobs/${job.id}`), pollOptions);

    // Selling is not theirs.
    for (const path of ['/quotes', '/customers', '/contractor/quote']) {
      await crew.goto(appUrl(path));
      await crew.getByTestId('no-access').waitFor(pollOptions);
    }
    await crew.context().close();
    await owner.context().close();
  });

  it('says when an invitation link does not work', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('/invite#token=not-a-real-invitation-token-0000'));
    await page.getByTestId('invite-invalid').waitFor(pollOptions);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto(appUrl('/invite?lang=es#token=not-a-real-invitation-token-0000'));
    await page.getByText('Este enlace de invitación ya no funciona', { exact: false }).waitFor(pollOptions);
    await page.context().close();
  });
});
