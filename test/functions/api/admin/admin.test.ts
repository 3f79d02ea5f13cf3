// The admin area: only administrators reach it; site content feeds the public stats; audit events list.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#functions/core/auth/create-account';
import { routes } from '#functions/routes';
import { createQuote } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, newSignup, signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();
let admin: TestBrowser;
/** A contractor's owner: signed in, but no administrator. */
let contractor: TestBrowser;
beforeAll(async () => {
  contractor = (await signUpContractor(server.baseUrl)).browser;
  const account = newSignup();
  await createAccount({ ...account, isAdmin: true, onboardingComplete: true });
  admin = new TestBrowser(server.baseUrl);
  const login = await admin.post('/api/auth/login', { email: account.email, password: account.password });
  expect(login.body.isAdmin).toBe(true);
});

const adminRoutes = routes.filter((route) => route.auth === 'admin');

describe('admin routes', () => {
  it.each(adminRoutes)('$method $path is 401 signed out and 403 for a contractor', async (route) => {
    const body = route.method === 'GET' ? undefined : { averageRating: '5/5', financingApproved: '' };
    const anonymous = await new TestBrowser(server.baseUrl).request(route.method, route.path, { body });
    expect(anonymous.status).toBe(401);
    const refused = await contractor.request(route.method, route.path, { body });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('lets an admin set the marketing figures the public pages show', async () => {
    const saved = await admin.put('/api/admin/site-content', {
      averageRating: ' 4.9/5 ',
      averageRatingSource: 'Google reviews, Nov 2026',
      financingApproved: '$1M+',
      financingApprovedSource: 'Finance partner report',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      averageRating: '4.9/5',
      averageRatingSource: 'Google reviews, Nov 2026',
      financingApproved: '$1M+',
      financingApprovedSource: 'Finance partner report',
    });
    expect((await admin.get('/api/admin/site-content')).body).toEqual(saved.body);
    const stats = await new TestBrowser(server.baseUrl).get('/api/public/stats');
    // The public pages get the figures; the sources are for administrators.
    expect(stats.body.siteContent).toEqual({ averageRating: '4.9/5', financingApproved: '$1M+' });
    expect(typeof stats.body.activeContractors).toBe('number');
    expect(typeof stats.body.quotesGenerated).toBe('number');
  });

  it('refuses a figure without its source, naming the source field', async () => {
    const before = (await admin.get('/api/admin/site-content')).body;
    const response = await admin.put('/api/admin/site-content', {
      averageRating: '5/5',
      financingApproved: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.averageRatingSource).toBe(
      'Say where this figure comes from, or leave the figure empty',
    );
    expect((await admin.get('/api/admin/site-content')).body).toEqual(before);
  });

  it('refuses figures that are too long and keeps the old ones', async () => {
    const before = (await admin.get('/api/admin/site-content')).body;
    const response = await admin.put('/api/admin/site-content', {
      averageRating: 'x'.repeat(41),
      financingApproved: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.averageRating).toBe('Must be 40 characters or less');
    expect((await admin.get('/api/admin/site-content')).body).toEqual(before);
  });

  it('lists homeowner leads from ZIPs nobody serves', async () => {
    // Its own address: other files' lead tests share 127.0.0.1's hourly allowance.
    const lead = await new TestBrowser(server.baseUrl, undefined, freshLoopbackIp()).post('/api/leads', {
      request: { zipCode: '09999', material: 'cedar', sides: [{ lengthFt: 80, gates: [] }] },
      name: 'Unserved Homeowner',
      phone: '2125550123',
      idempotencyKey: randomUUID(),
    });
    expect(lead.status).toBe(201);
    const { status, body } = await admin.get('/api/admin/leads');
    expect(status).toBe(200);
    const mine = body.leads.find((item: { id: string }) => item.id === lead.body.leadId);
    expect(mine).toMatchObject({
      customerName: 'Unserved Homeowner',
      source: 'homeowner',
      fenceType: 'cedar',
    });
  });

  it('lists recent security events newest first', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    await new TestBrowser(server.baseUrl).post('/api/auth/login', {
      email: signup.email,
      password: 'not-it-at-all',
    });
    const { status, body } = await admin.get('/api/admin/audit-events');
    expect(status).toBe(200);
    const mine = body.events.filter((event: { email: string }) => event.email === signup.email);
    expect(mine.map((event: { type: string }) => event.type)).toEqual(['login_failed', 'signup']);
    const times = body.events.map((event: { at: string }) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the platform’s figures from the same rollups as the public counts, moving with a contractor’s quote', async () => {
    const before = (await admin.get('/api/admin/platform-figures')).body;
    const publicBefore = (await new TestBrowser(server.baseUrl).get('/api/public/stats')).body;
    expect(before.totals.contractorsJoined).toBe(publicBefore.activeContractors);
    expect(before.totals.figures.quotesCreated).toBe(publicBefore.quotesGenerated);
    expect(before.months).toHaveLength(12);
    expect([...before.months.map((month: { month: string }) => month.month)].sort().reverse()).toEqual(
      before.months.map((month: { month: string }) => month.month),
    );

    const { browser } = await signUpContractor(server.baseUrl);
    await createQuote(browser);
    const after = (await admin.get('/api/admin/platform-figures')).body;
    expect(after.totals.contractorsJoined - before.totals.contractorsJoined).toBeGreaterThanOrEqual(1);
    expect(after.totals.figures.quotesCreated - before.totals.figures.quotesCreated).toBeGreaterThanOrEqual(
      1,
    );
    expect(after.months[0].figures.quotesCreated).toBeGreaterThanOrEqual(1);
  });
});
