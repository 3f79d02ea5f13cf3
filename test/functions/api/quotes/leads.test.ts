// A homeowner's lead reaches the contractor serving the ZIP as a quote for a customer of theirs — matched by
// phone or email, or created — and as a new_lead item in their bell, once however often it is submitted.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addTeamMember,
  createContractor,
  createCustomer,
  createQuote,
  emailsTo,
  freshPhone,
  freshZip,
  onboardingInput,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const servingContractor = async () => {
  const owner = await createContractor(server.baseUrl);
  const zip = freshZip();
  const onboarded = await owner.browser.put('/api/onboarding', onboardingInput({ serviceAreas: [zip] }));
  expect(onboarded.status).toBe(200);
  return { ...owner, zip };
};

const leadFor = (zip: string, overrides: Record<string, unknown> = {}) => ({
  request: { zipCode: zip, material: 'vinyl', sides: [{ lengthFt: 120, gates: [] }] },
  name: 'Hank Homeowner',
  phone: freshPhone('773'),
  idempotencyKey: randomUUID(),
  ...overrides,
});

const homeowner = () => new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());

describe('a homeowner lead', () => {
  it('becomes a quote for a new customer and a new_lead bell item, once', async () => {
    const owner = await servingContractor();
    const lead = leadFor(owner.zip);
    const visitor = homeowner();
    const [first, again] = await Promise.all([
      visitor.post('/api/leads', lead),
      visitor.post('/api/leads', lead),
    ]);
    expect(first.status).toBe(201);
    expect(again.body.leadId).toBe(first.body.leadId);

    const quote = (await owner.browser.get(`/api/quotes/${first.body.leadId}`)).body;
    expect(quote).toMatchObject({ source: 'homeowner', status: 'draft', customerName: 'Hank Homeowner' });
    const customers = (await owner.browser.get(`/api/contractors/${owner.contractorId}/homeowners`)).body
      .homeowners;
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ id: quote.homeownerId, name: 'Hank Homeowner', zipCode: owner.zip });
    const theirQuotes = (await owner.browser.get(`/api/homeowners/${quote.homeownerId}/quotes`)).body.quotes;
    expect(theirQuotes.map((row: { id: string }) => row.id)).toEqual([quote.id]);

    const bell = (await owner.browser.get('/api/lead-notifications')).body.notifications;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ type: 'new_lead', quoteId: quote.id, customerName: 'Hank Homeowner' });
    expect(bell[0].message).toBe(
      `New lead: Hank Homeowner in ${owner.zip}, $${quote.totalCost.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    expect((await spanish.get('/api/lead-notifications')).body.notifications[0].message).toMatch(
      /^Nuevo cliente potencial: Hank Homeowner en \d{5}, /,
    );
  });

  it('attaches to the customer who has that phone already, making no new one', async () => {
    const owner = await servingContractor();
    const phone = freshPhone('773');
    const known = await createCustomer(owner.browser, { firstName: 'Ines', lastName: 'Vidal', phone });
    const lead = await homeowner().post('/api/leads', leadFor(owner.zip, { name: 'Ines V', phone }));
    expect(lead.status).toBe(201);
    const quote = (await owner.browser.get(`/api/quotes/${lead.body.leadId}`)).body;
    expect(quote.homeownerId).toBe(known.id);
    expect(
      (await owner.browser.get(`/api/contractors/${owner.contractorId}/homeowners`)).body.homeowners,
    ).toHaveLength(1);
  });

  it('is announced to its contractor only', async () => {
    const owner = await servingContractor();
    const other = await createContractor(server.baseUrl);
    await homeowner().post('/api/leads', leadFor(owner.zip));
    expect((await other.browser.get('/api/lead-notifications')).body.notifications).toEqual([]);
    expect((await owner.browser.get('/api/lead-notifications')).body.notifications).toHaveLength(1);
    expect((await new TestBrowser(server.baseUrl).get('/api/lead-notifications')).status).toBe(401);
  });
});

describe('the quote list’s lead filter', () => {
  it('lists only homeowners’ leads with source=homeowner, only the team’s quotes with contractor', async () => {
    const owner = await servingContractor();
    const lead = await homeowner().post('/api/leads', leadFor(owner.zip));
    expect(lead.status).toBe(201);
    const own = await createQuote(owner.browser, { customerName: 'Own Quote' });
    const list = (query: string) =>
      owner.browser.get(`/api/contractors/${owner.contractorId}/quotes${query}`);

    const leads = await list('?source=homeowner');
    expect(leads.status).toBe(200);
    expect(leads.body.quotes.map((quote: { id: string }) => quote.id)).toEqual([lead.body.leadId]);
    const theirs = await list('?source=contractor&status=draft');
    expect(theirs.body.quotes.map((quote: { id: string }) => quote.id)).toEqual([own.id]);
    expect((await list('')).body.quotes).toHaveLength(2);

    const bad = await list('?source=robot');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['source']);
  });
});

describe('new lead alerts', () => {
  /** What was emailed to the business, its sign-up link aside. */
  const businessEmailsTo = async (address: string) =>
    (await emailsTo(address)).filter((message) => !message.body.includes('/signup/confirm#token='));

  it('are off until turned on, then text and email the business once per lead', async () => {
    const phone = freshPhone('630');
    const owner = await createContractor(server.baseUrl);
    const zip = freshZip();
    expect(
      (await owner.browser.put('/api/onboarding', onboardingInput({ serviceAreas: [zip], phone }))).status,
    ).toBe(200);
    const settings = await owner.browser.get('/api/alert-settings');
    expect(settings.body).toEqual({ newLeadAlerts: 'off', phone, email: owner.signup.email.toLowerCase() });

    // Off: the bell hears of the lead, the phone does not.
    expect((await homeowner().post('/api/leads', leadFor(zip))).status).toBe(201);
    expect(await textsTo(phone)).toHaveLength(0);

    const bad = await owner.browser.put('/api/alert-settings', { newLeadAlerts: 'pigeon' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['newLeadAlerts']);
    const saved = await owner.browser.put('/api/alert-settings', { newLeadAlerts: 'both' });
    expect(saved.body.newLeadAlerts).toBe('both');

    // The same lead sent twice at once, then again: one text and one email.
    const lead = leadFor(zip, { name: 'Alma Alerta' });
    const visitor = homeowner();
    const [first] = await Promise.all([visitor.post('/api/leads', lead), visitor.post('/api/leads', lead)]);
    expect(first.status).toBe(201);
    expect((await visitor.post('/api/leads', lead)).status).toBe(201);
    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(
      new RegExp(
        `^Picket: new lead from Alma Alerta in ${zip}, \\$[\\d,.]+\\. Call them soon: .*/contractor/quote/${first.body.leadId}/view$`,
      ),
    );
    const emails = await businessEmailsTo(owner.signup.email.toLowerCase());
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`New lead from Alma Alerta in ${zip}`);
  });

  it('are written in the language the contractor chose them in', async () => {
    const phone = freshPhone('630');
    const owner = await createContractor(server.baseUrl);
    const zip = freshZip();
    await owner.browser.put('/api/onboarding', onboardingInput({ serviceAreas: [zip], phone }));
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    expect((await spanish.put('/api/alert-settings', { newLeadAlerts: 'sms' })).status).toBe(200);
    expect((await homeowner().post('/api/leads', leadFor(zip, { name: 'Beto Bravo' }))).status).toBe(201);
    const [text] = await textsTo(phone);
    expect(text?.body).toMatch(new RegExp(`^Picket: nuevo cliente potencial, Beto Bravo en ${zip}, `));
    expect(await businessEmailsTo(owner.signup.email.toLowerCase())).toHaveLength(0);
  });

  it('is assigned to nobody until someone on the team answers it, and then to them', async () => {
    const owner = await servingContractor();
    const rep = await addTeamMember(owner, 'rep');
    const lead = await homeowner().post('/api/leads', leadFor(owner.zip));
    const quote = (await owner.browser.get(`/api/quotes/${lead.body.leadId}`)).body;
    expect(quote.assignedTo).toBeNull();
    expect(quote.createdBy).toBeNull();
    expect((await rep.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    const answered = (await owner.browser.get(`/api/quotes/${quote.id}`)).body;
    expect(answered.assignedTo.id).toBe(rep.userId);
    const repsQuotes = await owner.browser.get(
      `/api/contractors/${owner.contractorId}/quotes?assignedTo=${rep.userId}`,
    );
    expect(repsQuotes.body.quotes.map((item: { id: string }) => item.id)).toContain(quote.id);
  });
});
