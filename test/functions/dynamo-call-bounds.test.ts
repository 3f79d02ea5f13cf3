// DynamoDB calls per request (issue #19, docs/api.md "DynamoDB calls per request"): a contractor, their team,
// their customers and an administrator use the product through the real handlers — sign-up to getting paid,
// the schedule, the reports, the public page and the admin screens — while test/support/dynamo-calls.ts counts
// each request's DynamoDB calls. Every request of every route stays within the bound of
// test/support/dynamo-call-bounds.ts (the table docs/api.md shows), no call anywhere is a Scan, and every
// route of the route table is walked. Counts, not times: nothing here depends on how fast the machine is.
//
// The walk changes platform-wide things (system settings, adjustment types, lead rules), so it runs in a
// table of its own, as the platform-settings test does; its counts are then the walk's own as well.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { routeKey, routes } from '#functions/routes';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';

process.env.TABLE_NAME = `picket-calls-${randomUUID()}`;
// Imported only now: the store reads the table name when its entities are built.
const { dynamoCallTallies, installDynamoCallCounter, requestTallies } = await import(
  '#test/support/dynamo-calls'
);
type CallTally = import('#test/support/dynamo-calls').CallTally;
const { dynamoCallBounds, dynamoCallTable, isSessionTouch, sessionTouchCalls } = await import(
  '#test/support/dynamo-call-bounds'
);
const {
  addTeamMember,
  convertQuote,
  createAdmin,
  createContractor,
  createCustomer,
  createQuote,
  customerInput,
  fenceInput,
  freshPhone,
  freshZip,
  inviteTokenFor,
  newCustomerOf,
  onboardingInput,
} = await import('#test/support/factories');
const { runTestServer } = await import('#test/support/run-test-server');
const { freshLoopbackIp, TestBrowser } = await import('#test/support/test-server');
type Browser = InstanceType<typeof TestBrowser>;

beforeAll(async () => {
  const client = localDynamoClient(inject('dynamoEndpoint'));
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});
const counter = installDynamoCallCounter();
afterAll(() => counter.restore());
const server = runTestServer({ instrument: counter.instrument });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A request that must answer `status`: the walk goes the way a person's use of the product goes. */
const call = async (
  browser: Browser,
  method: string,
  path: string,
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
) => {
  const response = await browser.request(method, path, {
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
  if (response.status !== status)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
};
const visitor = () => new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());

// What the walk shares from one step to the next.
const zip = freshZip();
let owner: Awaited<ReturnType<typeof createContractor>>;
let rep: Awaited<ReturnType<typeof addTeamMember>>;
let crew: Awaited<ReturnType<typeof addTeamMember>>;
let admin: Browser;
let customer: { id: string; version: number; phone: string };
let quote: any;
let job: any;

describe('a contractor’s day, counted', () => {
  it('signs up, signs out and in, and reads the public pages', async () => {
    owner = await createContractor(server.baseUrl);
    const { browser, signup } = owner;
    await call(browser, 'GET', '/api/auth/me', 200);
    await call(browser, 'POST', '/api/auth/logout', 200);
    await call(browser, 'GET', '/api/auth/me', 401);
    await call(browser, 'POST', '/api/auth/login', 200, { email: signup.email, password: signup.password });
    const anyone = visitor();
    await call(anyone, 'GET', '/api/health', 200);
    await call(anyone, 'GET', '/api/public/stats', 200);
    await call(anyone, 'GET', '/api/openapi.json', 200);
  });

  it('finishes onboarding and sets prices, payments, alerts and the discount limit', async () => {
    const { browser } = owner;
    await call(browser, 'GET', '/api/onboarding', 200);
    await call(browser, 'PUT', '/api/onboarding', 200, onboardingInput({ serviceAreas: [zip] }));
    const pricing = await call(browser, 'GET', '/api/pricing-settings', 200);
    await call(browser, 'PUT', '/api/pricing-settings', 200, {
      pricing: pricing.pricing,
      shipping: pricing.shipping,
      financingUrl: pricing.financingUrl,
    });
    const { styles, stylePricing, postCaps, hardwareItems } = pricing.catalog;
    await call(browser, 'PUT', '/api/catalog', 200, { styles, stylePricing, postCaps, hardwareItems });
    const payment = await call(browser, 'GET', '/api/payment-settings', 200);
    await call(browser, 'PUT', '/api/payment-settings', 200, { ...payment, communicationPreference: 'both' });
    await call(browser, 'GET', '/api/alert-settings', 200);
    await call(browser, 'PUT', '/api/alert-settings', 200, { newLeadAlerts: 'both' });
    await call(browser, 'GET', '/api/adjustment-types', 200);
    await call(browser, 'GET', '/api/team/settings', 200);
    await call(browser, 'PUT', '/api/team/settings', 200, { repDiscountLimitPercent: 10 });
  });

  it('keeps a profile and a password', async () => {
    const { browser, signup } = owner;
    // Signed in on a phone too: the new password ends that session.
    await call(visitor(), 'POST', '/api/auth/login', 200, { email: signup.email, password: signup.password });
    await call(browser, 'GET', '/api/profile', 200);
    await call(browser, 'PATCH', '/api/profile', 200, { firstName: 'Rosa', lastName: 'Martinez', phone: '' });
    const newPassword = `Brand-New-Gate-Hinges-${randomUUID().slice(0, 6)}`;
    await call(browser, 'POST', '/api/profile/password', 200, {
      currentPassword: signup.password,
      newPassword,
    });
    signup.password = newPassword;
  });

  it('builds a team: invitations sent, read, accepted, re-sent and revoked; roles changed', async () => {
    const { browser } = owner;
    rep = await addTeamMember(owner, 'rep', { firstName: 'Rita', lastName: 'Seller' });
    crew = await addTeamMember(owner, 'crew');
    const email = `later.${randomUUID().slice(0, 8)}@example.com`;
    const invite = await call(browser, 'POST', '/api/team/invites', 201, { email, role: 'crew' });
    await call(visitor(), 'GET', `/api/team/invites/${await inviteTokenFor(email)}`, 200);
    await call(browser, 'POST', `/api/team/invitations/${invite.id}/resend`, 200);
    await call(browser, 'DELETE', `/api/team/invitations/${invite.id}`, 200);
    await call(browser, 'GET', '/api/team', 200);
    await call(crew.browser, 'GET', '/api/team', 200);
    const helper = await addTeamMember(owner, 'crew');
    await call(browser, 'PATCH', `/api/team/${helper.userId}`, 200, { role: 'rep' });
    await call(browser, 'PATCH', `/api/team/${helper.userId}`, 200, { active: false });
  });

  it('adds, finds, reads, edits and archives customers', async () => {
    const { browser, contractorId } = owner;
    for (const name of ['Ana Alder', 'Ben Birch', 'Cora Cedar'])
      await createCustomer(browser, {
        firstName: name.split(' ')[0],
        lastName: name.split(' ')[1],
        phone: freshPhone(),
        email: `${name.split(' ')[0]?.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
      });
    const phone = freshPhone();
    customer = await createCustomer(browser, {
      phone,
      email: `dana.${randomUUID().slice(0, 6)}@example.com`,
    });
    await call(browser, 'GET', `/api/customer-matches?phone=${phone}&email=nobody%40example.com`, 200);
    await call(browser, 'GET', `/api/contractors/${contractorId}/homeowners`, 200);
    await call(browser, 'GET', `/api/contractors/${contractorId}/homeowners?sort=name`, 200);
    await call(
      browser,
      'GET',
      `/api/contractors/${contractorId}/homeowners?assignedTo=${owner.user.id}`,
      200,
    );
    await call(browser, 'GET', `/api/homeowners/${customer.id}`, 200);
    customer = await call(browser, 'PATCH', `/api/homeowners/${customer.id}`, 200, {
      ...customerInput({ phone, email: `dana.${randomUUID().slice(0, 6)}@example.com` }),
      version: customer.version,
    });
    await call(browser, 'POST', `/api/homeowners/${customer.id}/schedule-visit`, 201, {
      scheduledDate: daysFromToday(2),
      isAnytime: true,
    });
    const leaving = await createCustomer(browser, { phone: freshPhone() });
    await call(browser, 'DELETE', `/api/homeowners/${leaving.id}`, 200);
    // No address provider on one machine: 503 after the route's own work.
    await call(browser, 'GET', '/api/address/suggest?q=4421%20N%20Ravens', 503);
    await call(browser, 'GET', '/api/address/lookup?q=4421%20N%20Ravenswood%20Ave', 503);
  });

  it('prices, saves, edits, sends and follows quotes', async () => {
    const { browser, contractorId } = owner;
    await call(visitor(), 'POST', '/api/estimate', 200, fenceInput({ zipCode: zip }));
    quote = await createQuote(browser, { homeownerId: customer.id });
    await createQuote(browser, { newCustomer: newCustomerOf({ customerName: 'Eli Elm' }) });
    const body = { request: fenceInput(), newCustomer: newCustomerOf({ customerName: 'Jay Juniper' }) };
    await call(browser, 'POST', '/api/quotes', 201, body, { 'Idempotency-Key': randomUUID() });
    await call(browser, 'GET', `/api/contractors/${contractorId}/quotes`, 200);
    await call(browser, 'GET', `/api/contractors/${contractorId}/quotes?status=draft`, 200);
    await call(browser, 'GET', `/api/contractors/${contractorId}/quotes?source=contractor`, 200);
    await call(
      browser,
      'GET',
      `/api/contractors/${contractorId}/quotes?assignedTo=${owner.user.id}&status=draft`,
      200,
    );
    await call(browser, 'GET', `/api/homeowners/${customer.id}/quotes`, 200);
    await call(browser, 'GET', `/api/quotes/${quote.id}`, 200);
    quote = await call(browser, 'PUT', `/api/quotes/${quote.id}`, 200, {
      request: fenceInput({ sides: [{ lengthFt: 120, gates: [{ widthFt: 4 }] }] }),
      homeownerId: customer.id,
      version: quote.version,
    });
    await call(browser, 'POST', `/api/quotes/${quote.id}/send`, 200, { channel: 'text' });
    await call(
      browser,
      'POST',
      `/api/quotes/${quote.id}/send`,
      200,
      { channel: 'both' },
      {
        'Idempotency-Key': randomUUID(),
      },
    );
    await call(browser, 'GET', `/api/quotes/${quote.id}/messages`, 200);
    await call(browser, 'GET', `/api/quotes/${quote.id}/activity`, 200);
    await call(browser, 'GET', `/api/homeowners/${customer.id}/timeline`, 200);
    // The header search finds customers and their quotes.
    const phone = customer.phone.replace(/\D/g, '');
    await call(browser, 'GET', '/api/search?q=mariana', 200);
    await call(browser, 'GET', `/api/search?q=${phone.slice(0, 6)}`, 200);
    await call(browser, 'GET', '/api/search?q=ana%40', 200);
    await call(browser, 'GET', `/api/search?q=%23${quote.number}`, 200);
    // Two rounds: the first-and-last-name pair finds nobody, then the longest word.
    await call(browser, 'GET', '/api/search?q=mariana%20zed', 200);
    // Four digits: a phone prefix, a phone ending and a quote number, read in one round.
    await call(browser, 'GET', `/api/search?q=${phone.slice(-4)}`, 200);
  });

  it('lets the customer open the link, read, approve and sign; another declines', async () => {
    const { browser } = owner;
    const sent = await call(browser, 'GET', `/api/quotes/${quote.id}`, 200);
    const code = String(sent.shortLink).slice(String(sent.shortLink).lastIndexOf('/') + 1);
    const phone = visitor();
    await call(phone, 'GET', `/api/short-links/${code}`, 200);
    const read = await call(phone, 'GET', `/api/customer/quotes/${quote.id}`, 200);
    await call(phone, 'POST', `/api/customer/quotes/${quote.id}/viewed`, 200);
    await call(phone, 'POST', `/api/customer/quotes/${quote.id}/approve`, 200, {
      signatureName: 'Mariana Peña',
      consent: true,
      version: read.version,
    });
    await call(browser, 'GET', '/api/quote-approval-notifications', 200);

    const other = await createQuote(browser, { customerName: 'Finn Fir', phone: freshPhone() });
    await call(browser, 'POST', `/api/quotes/${other.id}/send`, 200, { channel: 'text' });
    await call(visitor(), 'POST', `/api/customer/quotes/${other.id}/decline`, 200, { reason: 'Too dear' });

    const revised = await createQuote(browser, { customerName: 'Gus Gum', phone: freshPhone() });
    await call(browser, 'POST', `/api/quotes/${revised.id}/status`, 200, { status: 'sent' });
    await call(browser, 'POST', `/api/quotes/${revised.id}/status`, 200, { status: 'approved' });
    await call(browser, 'POST', `/api/quotes/${revised.id}/revise`, 200);
  });

  it('holds a rep’s deep discount for the owner', async () => {
    const plain = await createQuote(rep.browser, { customerName: 'Hal Hazel', phone: freshPhone() });
    const price = plain.totalCost - plain.taxAmount - plain.programFee;
    const deep = await createQuote(rep.browser, {
      customerName: 'Ida Ivy',
      phone: freshPhone(),
      request: fenceInput({
        adjustments: [{ label: 'Neighbour', value: -Math.round(price * 0.25), reason: 'Neighbour deal' }],
      }),
    });
    await call(owner.browser, 'GET', '/api/discount-review-notifications', 200);
    await call(owner.browser, 'POST', `/api/quotes/${deep.id}/discount-review`, 200, { decision: 'approve' });
  });

  it('turns the approved quote into a job and runs it to getting paid', async () => {
    const { browser } = owner;
    job = await convertQuote(browser, quote.id, daysFromToday(3));
    await call(browser, 'POST', '/api/jobs', 201, {
      customerId: customer.id,
      jobName: 'Gate repair',
      // The rain day below moves it.
      scheduledDate: daysFromToday(10),
    });
    await call(browser, 'GET', '/api/jobs', 200);
    await call(browser, 'GET', '/api/jobs?status=scheduled', 200);
    await call(browser, 'GET', `/api/jobs?assignedTo=${owner.user.id}`, 200);
    await call(browser, 'GET', `/api/jobs/${job.id}`, 200);
    job = await call(browser, 'PATCH', `/api/jobs/${job.id}`, 200, {
      version: job.version,
      isAnytime: false,
      scheduledStartTime: '08:00',
      scheduledEndTime: '12:30',
      visitInstructions: 'Gate code 4412',
      assignedTo: crew.userId,
    });
    await call(crew.browser, 'GET', '/api/jobs', 200);
    await call(crew.browser, 'GET', `/api/jobs/${job.id}`, 200);
    job = await call(crew.browser, 'POST', `/api/jobs/${job.id}/status`, 200, { status: 'in_progress' });
    await call(browser, 'GET', `/api/jobs?assignedTo=${crew.userId}&status=in_progress`, 200);
    await call(crew.browser, 'POST', `/api/jobs/${job.id}/progress-notes`, 201, { note: 'Posts set' });
    const form = await call(crew.browser, 'POST', `/api/jobs/${job.id}/photo-uploads`, 200, {
      contentType: 'image/png',
      size: 4,
    });
    const upload = new FormData();
    for (const [name, value] of Object.entries(form.fields as Record<string, string>))
      upload.append(name, value);
    upload.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'done.png');
    expect((await fetch(`${server.baseUrl}${form.url}`, { method: 'POST', body: upload })).status).toBe(204);
    await call(crew.browser, 'POST', `/api/jobs/${job.id}/photos`, 201, {
      key: form.key,
      description: 'Done',
    });

    job = await call(browser, 'GET', `/api/jobs/${job.id}`, 200);
    const [deposit, final] = job.milestones;
    const input = (milestone: any, dueDate: string | null) => ({
      id: milestone.id,
      name: milestone.name,
      percentage: milestone.percentage,
      amount: milestone.amount,
      dueDate,
      sequenceOrder: milestone.sequenceOrder,
      milestoneType: milestone.milestoneType,
    });
    job = await call(browser, 'PUT', `/api/jobs/${job.id}/milestones`, 200, {
      version: job.version,
      milestones: [input(deposit, today()), input(final, daysFromToday(30))],
    });
    await call(browser, 'GET', '/api/payment-reminders', 200);
    await call(browser, 'POST', `/api/payment-reminders/${deposit.id}/send`, 200);
    await call(browser, 'POST', `/api/jobs/${job.id}/milestones/${final.id}/status`, 200, {
      status: 'invoiced',
    });
    await call(browser, 'POST', `/api/jobs/${job.id}/payments`, 201, {
      milestoneId: deposit.id,
      amount: deposit.amount,
      paymentMethod: 'check',
      paymentDate: today(),
      checkNumber: '1042',
    });
    await call(browser, 'GET', '/api/payment-notifications', 200);
    await call(browser, 'POST', `/api/jobs/${job.id}/status`, 200, { status: 'completed' });
  });

  it('keeps the schedule: events, a rain day, texts, filters and the calendar feed', async () => {
    const { browser } = owner;
    const day = daysFromToday(10);
    const visit = await call(browser, 'POST', '/api/calendar/events', 201, {
      title: 'Measure back yard',
      eventType: 'quote',
      linkedHomeownerId: customer.id,
      startDate: day,
      isAnytime: false,
      startTime: '09:00',
      endTime: '10:30',
    });
    const reminder = await call(browser, 'POST', '/api/calendar/events', 201, {
      title: 'Order posts',
      eventType: 'reminder',
      startDate: day,
    });
    await call(browser, 'GET', `/api/calendar/events?start=${today()}&end=${daysFromToday(31)}`, 200);
    await call(crew.browser, 'GET', `/api/calendar/events?start=${today()}&end=${daysFromToday(31)}`, 200);
    await call(browser, 'PATCH', `/api/calendar/events/${reminder.id}`, 200, {
      title: 'Order posts and caps',
      eventType: 'reminder',
      startDate: day,
      version: reminder.version,
    });
    await call(browser, 'POST', `/api/calendar/events/${visit.id}/text-customer`, 200);
    await call(browser, 'POST', '/api/calendar/shift', 200, { date: day, workDays: 1, textCustomers: true });
    await call(browser, 'DELETE', `/api/calendar/events/${reminder.id}`, 200);

    const filter = await call(browser, 'POST', '/api/calendar/filters', 201, {
      filterName: 'Installs',
      filterConfig: { types: ['job'], statuses: ['scheduled'] },
      isDefault: true,
    });
    await call(browser, 'GET', '/api/calendar/filters', 200);
    await call(browser, 'PATCH', `/api/calendar/filters/${filter.id}`, 200, {
      filterName: 'Crew installs',
      filterConfig: { types: ['job'], statuses: ['scheduled'] },
      isDefault: true,
    });
    await call(browser, 'DELETE', `/api/calendar/filters/${filter.id}`, 200);

    await call(browser, 'GET', '/api/calendar/feed', 200);
    const { url } = await call(browser, 'POST', '/api/calendar/feed', 201);
    await call(visitor(), 'GET', new URL(url).pathname, 200);
    await call(browser, 'DELETE', '/api/calendar/feed', 200);
  });

  it('reads the bell, the dashboard and the reports', async () => {
    const { browser } = owner;
    await call(browser, 'GET', '/api/lead-notifications', 200);
    await call(browser, 'GET', '/api/notifications/seen', 200);
    await call(browser, 'POST', '/api/notifications/seen', 200, {
      keys: ['quote_approved:n1', 'new_lead:n2'],
    });
    await call(browser, 'GET', '/api/dashboard', 200);
    await call(rep.browser, 'GET', '/api/dashboard', 200);
    const from = daysFromToday(-364);
    for (const groupBy of ['person', 'source', 'material'])
      await call(browser, 'GET', `/api/reports/summary?from=${from}&to=${today()}&groupBy=${groupBy}`, 200);
    for (const kind of ['quotes', 'jobs', 'payments', 'people'])
      await call(browser, 'GET', `/api/reports/export?from=${from}&to=${today()}&kind=${kind}`, 200);
  });

  it('publishes a public page that prices fences and takes leads; homeowners send leads', async () => {
    const { browser } = owner;
    const review = { town: 'Oak Park', rating: 5, text: 'Two days, all clean.', date: '2026-10-02' };
    const first = await call(browser, 'POST', '/api/testimonials', 201, {
      ...review,
      customerName: 'Maria G.',
    });
    await call(browser, 'POST', '/api/testimonials', 201, { ...review, customerName: 'Ted R.' });
    await call(browser, 'PATCH', `/api/testimonials/${first.id}`, 200, { order: 1, shown: true });
    await call(browser, 'GET', '/api/testimonials', 200);
    const faq = await call(browser, 'POST', '/api/faqs', 201, {
      question: { en: 'Do you pull permits?', es: '¿Tramitan los permisos?' },
      answer: { en: 'Yes.', es: 'Sí.' },
    });
    await call(browser, 'POST', '/api/faqs', 201, { question: { en: 'How long?' }, answer: { en: 'Days.' } });
    await call(browser, 'PATCH', `/api/faqs/${faq.id}`, 200, { order: 1 });
    await call(browser, 'GET', '/api/faqs', 200);
    await call(browser, 'GET', '/api/portal', 200);
    const slug = `oak-fence-${randomUUID().slice(0, 8)}`;
    await call(browser, 'PUT', '/api/portal', 200, {
      slug,
      published: true,
      about: { en: 'Family fence builders since 1998.', es: 'Constructores de cercas desde 1998.' },
      show: { license: true, insurance: false, serviceAreas: true, testimonials: true, faqs: true },
    });
    const steps = (await call(browser, 'GET', '/api/follow-ups', 200)).steps;
    await call(browser, 'PUT', '/api/follow-ups', 200, { enabled: true, steps });

    const homeowner = visitor();
    await call(homeowner, 'GET', `/api/public/contractors/${slug}`, 200);
    const request = { zipCode: freshZip(), material: 'vinyl', sides: [{ lengthFt: 100, gates: [] }] };
    await call(homeowner, 'POST', `/api/public/contractors/${slug}/estimate`, 200, request);
    await call(homeowner, 'POST', `/api/public/contractors/${slug}/leads`, 201, {
      request,
      name: 'Hank Homeowner',
      phone: freshPhone('773'),
      idempotencyKey: randomUUID(),
    });
    await call(visitor(), 'POST', '/api/leads', 201, {
      request: { zipCode: zip, material: 'vinyl', sides: [{ lengthFt: 120, gates: [] }] },
      name: 'Iris Homeowner',
      phone: freshPhone('773'),
      email: `iris.${randomUUID().slice(0, 6)}@example.com`,
      textRequested: true,
      idempotencyKey: randomUUID(),
    });
    await call(browser, 'GET', '/api/lead-notifications', 200);
    await call(browser, 'DELETE', `/api/testimonials/${first.id}`, 200);
    await call(browser, 'DELETE', `/api/faqs/${faq.id}`, 200);
  });

  it('lets an administrator run the platform', async () => {
    admin = await createAdmin(server.baseUrl);
    const content = await call(admin, 'GET', '/api/admin/site-content', 200);
    await call(admin, 'PUT', '/api/admin/site-content', 200, content);
    await call(admin, 'GET', '/api/admin/audit-events', 200);
    await call(admin, 'GET', '/api/admin/audit-events?type=quote_approved', 200);
    await call(admin, 'GET', '/api/admin/rate-limit-events', 200);
    await call(admin, 'GET', '/api/admin/contractors', 200);
    await call(
      admin,
      'GET',
      `/api/admin/contractors?q=${encodeURIComponent(owner.signup.businessName)}`,
      200,
    );
    await call(admin, 'GET', `/api/admin/contractors/${owner.contractorId}`, 200);
    await call(admin, 'POST', `/api/admin/contractors/${owner.contractorId}/extend-trial`, 200, { days: 14 });
    const other = await createContractor(server.baseUrl);
    await call(admin, 'POST', `/api/admin/contractors/${other.contractorId}/deactivate`, 200, {
      reason: 'Chargeback',
    });
    await call(admin, 'POST', `/api/admin/contractors/${other.contractorId}/reactivate`, 200);
    // Signed in again: the reset link ends that session.
    await call(visitor(), 'POST', '/api/auth/login', 200, {
      email: other.signup.email,
      password: other.signup.password,
    });
    const users = await call(
      admin,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(other.signup.email)}`,
      200,
    );
    const userId = users.users[0].id;
    await call(admin, 'PATCH', `/api/admin/users/${userId}`, 200, { isAdmin: true });
    const { alerts } = await call(admin, 'GET', '/api/admin/alerts', 200);
    await call(admin, 'POST', `/api/admin/alerts/${alerts[0].id}/acknowledge`, 200);
    await call(admin, 'PATCH', `/api/admin/users/${userId}`, 200, { isAdmin: false });
    const reset = await call(admin, 'POST', `/api/admin/users/${userId}/password-reset`, 201, {
      delivery: 'show',
    });
    await call(visitor(), 'POST', '/api/auth/password-reset', 200, {
      token: reset.link.split('#token=')[1],
      password: `Fresh-Strong-Gate-${randomUUID().slice(0, 6)}`,
    });

    const queued = async (name: string) =>
      (
        await call(visitor(), 'POST', '/api/leads', 201, {
          request: { zipCode: freshZip(), material: 'cedar', sides: [{ lengthFt: 80, gates: [] }] },
          name,
          phone: freshPhone('212'),
          idempotencyKey: randomUUID(),
        })
      ).leadId as string;
    const [kept, dropped] = [await queued('Queued Homeowner'), await queued('Test Entry')];
    await call(admin, 'GET', '/api/admin/leads', 200);
    await call(admin, 'POST', `/api/admin/leads/${kept}/assign`, 200, { contractorId: owner.contractorId });
    await call(admin, 'POST', `/api/admin/leads/${dropped}/discard`, 200, { reason: 'Test entry' });
    await call(admin, 'GET', '/api/admin/platform-figures', 200);

    const rule = await call(admin, 'POST', '/api/admin/lead-rules', 201, {
      name: 'North side',
      priority: 10,
      zipCodes: [freshZip()],
      contractorIds: [owner.contractorId, other.contractorId],
      strategy: 'round_robin',
    });
    await call(admin, 'GET', '/api/admin/lead-rules', 200);
    await call(admin, 'PATCH', `/api/admin/lead-rules/${rule.id}`, 200, { name: 'North shore' });
    await call(admin, 'DELETE', `/api/admin/lead-rules/${rule.id}`, 200);

    const settings = await call(admin, 'GET', '/api/admin/system-settings', 200);
    await call(admin, 'PUT', '/api/admin/system-settings', 200, {
      warehouseAddress: settings.warehouseAddress,
      shipping: settings.shipping,
      tax: settings.tax,
    });
    const type = await call(admin, 'POST', '/api/admin/adjustment-types', 201, {
      label: 'Permit fee',
      defaultValue: 150,
    });
    await call(admin, 'GET', '/api/admin/adjustment-types', 200);
    await call(admin, 'PATCH', `/api/admin/adjustment-types/${type.id}`, 200, { isActive: false });
  });

  it('comes back after a break (the session is touched), and signs out everywhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6 * 60_000);
      await call(owner.browser, 'GET', '/api/auth/me', 200);
    } finally {
      vi.useRealTimers();
    }
    const [touched] = requestTallies()
      .filter((tally) => tally.name === 'GET /api/auth/me')
      .slice(-1);
    // The session's lastSeenAt and the user's lastActiveAt: written at most every 5 minutes.
    expect(touched?.calls.filter(isSessionTouch)).toHaveLength(1);
    expect(touched?.total).toBe(dynamoCallBounds['GET /api/auth/me'] + sessionTouchCalls);
    await call(rep.browser, 'POST', '/api/auth/logout-everywhere', 200);
  });
});

/** A request's calls less the session's touch, which any signed-in route makes once every 5 minutes. */
const ownCalls = (tally: CallTally) =>
  tally.total - (tally.calls.some(isSessionTouch) ? sessionTouchCalls : 0);

describe('the counts', () => {
  it('keep every request of every route within its bound', () => {
    const routeTallies = requestTallies().filter((tally) => tally.name in dynamoCallBounds);
    const boundOf = (tally: CallTally) => dynamoCallBounds[tally.name as keyof typeof dynamoCallBounds];
    // PICKET_DYNAMO_CALLS_REPORT=1 prints the most calls the walk saw per route, with the calls themselves.
    if (process.env.PICKET_DYNAMO_CALLS_REPORT) {
      const most = new Map<string, CallTally>();
      for (const tally of routeTallies) {
        const seen = most.get(tally.name);
        if (!seen || ownCalls(tally) > ownCalls(seen)) most.set(tally.name, tally);
      }
      for (const [route, tally] of most)
        console.log(`${route}\t${ownCalls(tally)}\t${tally.detail}\n    ${tally.calls.join('\n    ')}`);
    }
    const over = routeTallies
      .filter((tally) => ownCalls(tally) > boundOf(tally))
      .map(
        (tally) =>
          `${tally.detail}: ${ownCalls(tally)} calls, bound ${boundOf(tally)}:\n  ${tally.calls.join('\n  ')}`,
      );
    expect(over).toEqual([]);
  });

  it('never Scan, in a request, an event consumer or the outbox', () => {
    const scans = dynamoCallTallies()
      .filter((tally) => tally.commands.Scan)
      .map((tally) => `${tally.kind} ${tally.detail}`);
    expect(scans).toEqual([]);
  });

  it('leave the event consumers’ and the outbox’s calls out of the requests they follow', () => {
    const apart = dynamoCallTallies().filter((tally) => tally.total > 0);
    expect(apart.some((tally) => tally.kind === 'consumer')).toBe(true);
    expect(apart.some((tally) => tally.kind === 'outbox')).toBe(true);
  });

  it('cover every route of the route table', () => {
    const walked = new Set(requestTallies().map((tally) => tally.name));
    expect(routes.map(routeKey).filter((key) => !walked.has(key))).toEqual([]);
  });

  it('are the table docs/api.md shows', () => {
    const lines = readFileSync('docs/api.md', 'utf8').split('\n');
    const start = lines.findIndex((line) => line.startsWith('| Route | Calls at most |'));
    const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
    expect(start, 'docs/api.md has no "DynamoDB calls per request" table').toBeGreaterThan(-1);
    expect(lines.slice(start, end).join('\n')).toBe(dynamoCallTable());
  });
});
