// Every quote is for a customer: picked by id or created with the quote in one transaction, found by id (never
// by name), and never another contractor's.
import { describe, expect, it } from 'vitest';
import { store } from '#functions/store/service';
import {
  convertQuote,
  createContractor,
  createCustomer,
  createQuote,
  fenceInput,
  freshPhone,
  newCustomerOf,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const customersOf = async (owner: Awaited<ReturnType<typeof createContractor>>) =>
  (await owner.browser.get(`/api/contractors/${owner.contractorId}/homeowners`)).body.homeowners;

describe('a quote for a new person', () => {
  it('creates the customer with it, and the customer finds the quote by id', async () => {
    const owner = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const quote = await createQuote(owner.browser, {
      newCustomer: newCustomerOf({ customerName: 'Marcus Whitfield', phone, email: 'marcus@example.com' }),
    });
    expect(quote).toMatchObject({ customerName: 'Marcus Whitfield', phone, email: 'marcus@example.com' });
    expect(quote.homeownerId).toEqual(expect.any(String));

    const customer = await owner.browser.get(`/api/homeowners/${quote.homeownerId}`);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ name: 'Marcus Whitfield', phone, email: 'marcus@example.com' });
    expect((await customersOf(owner)).map((row: { id: string }) => row.id)).toEqual([quote.homeownerId]);

    const quotes = await owner.browser.get(`/api/homeowners/${quote.homeownerId}/quotes`);
    expect(quotes.status).toBe(200);
    expect(quotes.body.quotes.map((row: { id: string }) => row.id)).toEqual([quote.id]);
    const search = await owner.browser.get('/api/search?q=Whitfield');
    expect(search.body.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'customer', id: quote.homeownerId })]),
    );
  });

  it('creates neither quote nor customer when any part is refused, and needs a customer', async () => {
    const owner = await createContractor(server.baseUrl);
    const badFence = await owner.browser.post('/api/quotes', {
      request: fenceInput({ material: 'bamboo' }),
      newCustomer: newCustomerOf({ customerName: 'Never Saved' }),
    });
    expect(badFence.status).toBe(400);
    expect(Object.keys(badFence.body.fields)).toEqual(['request.material']);
    const noCustomer = await owner.browser.post('/api/quotes', { request: fenceInput() });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.fields).toEqual({ homeownerId: 'Please select a customer' });
    const badCustomer = await owner.browser.post('/api/quotes', {
      request: fenceInput(),
      newCustomer: newCustomerOf({ customerName: 'Nolast' }),
    });
    expect(badCustomer.status).toBe(400);
    expect(badCustomer.body.fields).toEqual({ 'newCustomer.lastName': 'Last name is required' });
    expect(await customersOf(owner)).toEqual([]);
    expect((await owner.browser.get(`/api/contractors/${owner.contractorId}/quotes`)).body.quotes).toEqual(
      [],
    );
  });
});

describe('a quote for an existing customer', () => {
  it('takes its name and contact from the customer, and keeps two same-named customers apart', async () => {
    const owner = await createContractor(server.baseUrl);
    const first = await createCustomer(owner.browser, {
      firstName: 'Sofia',
      lastName: 'Nguyen',
      phone: freshPhone(),
    });
    const second = await createCustomer(owner.browser, {
      firstName: 'Sofia',
      lastName: 'Nguyen',
      phone: freshPhone(),
    });
    const forFirst = await createQuote(owner.browser, { homeownerId: first.id });
    const forSecond = await createQuote(owner.browser, { homeownerId: second.id });
    expect(forFirst).toMatchObject({
      homeownerId: first.id,
      customerName: 'Sofia Nguyen',
      phone: first.phone,
    });

    const idsOf = async (homeownerId: string) =>
      (await owner.browser.get(`/api/homeowners/${homeownerId}/quotes`)).body.quotes.map(
        (row: { id: string }) => row.id,
      );
    expect(await idsOf(first.id)).toEqual([forFirst.id]);
    expect(await idsOf(second.id)).toEqual([forSecond.id]);
  });

  it('lists them newest first a page at a time', async () => {
    const owner = await createContractor(server.baseUrl);
    const customer = await createCustomer(owner.browser, { phone: freshPhone() });
    const older = await createQuote(owner.browser, { homeownerId: customer.id });
    const newer = await createQuote(owner.browser, { homeownerId: customer.id });
    const page = await owner.browser.get(`/api/homeowners/${customer.id}/quotes?limit=1`);
    expect(page.body.quotes.map((row: { id: string }) => row.id)).toEqual([newer.id]);
    const next = await owner.browser.get(
      `/api/homeowners/${customer.id}/quotes?limit=1&cursor=${encodeURIComponent(page.body.cursor)}`,
    );
    expect(next.body.quotes.map((row: { id: string }) => row.id)).toEqual([older.id]);
  });

  it('moves with the quote when the contractor picks another customer', async () => {
    const owner = await createContractor(server.baseUrl);
    const first = await createCustomer(owner.browser, { phone: freshPhone() });
    const second = await createCustomer(owner.browser, {
      firstName: 'Luis',
      lastName: 'Mora',
      phone: freshPhone(),
    });
    const quote = await createQuote(owner.browser, { homeownerId: first.id });
    const moved = await owner.browser.put(`/api/quotes/${quote.id}`, {
      request: fenceInput(),
      homeownerId: second.id,
      version: quote.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ homeownerId: second.id, customerName: 'Luis Mora' });
    expect((await owner.browser.get(`/api/homeowners/${first.id}/quotes`)).body.quotes).toEqual([]);
    expect((await owner.browser.get(`/api/homeowners/${second.id}/quotes`)).body.quotes).toHaveLength(1);
  });

  it('refuses another contractor’s customer and an archived one, naming the field and saving nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    const theirs = await createCustomer(other.browser, { phone: freshPhone() });
    const foreign = await owner.browser.post('/api/quotes', {
      request: fenceInput(),
      homeownerId: theirs.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ homeownerId: 'Customer not found' });
    expect((await owner.browser.get(`/api/homeowners/${theirs.id}/quotes`)).status).toBe(404);

    const archived = await createCustomer(owner.browser, { phone: freshPhone() });
    await owner.browser.request('DELETE', `/api/homeowners/${archived.id}`);
    const refused = await owner.browser.post('/api/quotes', {
      request: fenceInput(),
      homeownerId: archived.id,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['homeownerId']);
    expect((await owner.browser.get(`/api/contractors/${owner.contractorId}/quotes`)).body.quotes).toEqual(
      [],
    );
    expect((await other.browser.get(`/api/homeowners/${theirs.id}/quotes`)).body.quotes).toEqual([]);
  });

  it('passes to the job it becomes', async () => {
    const owner = await createContractor(server.baseUrl);
    const customer = await createCustomer(owner.browser, { phone: freshPhone() });
    const quote = await createQuote(owner.browser, { homeownerId: customer.id });
    const job = await convertQuote(owner.browser, quote.id);
    expect(job.customerId).toBe(customer.id);
  });
});

describe('an answered quote', () => {
  const approvedQuote = async () => {
    const owner = await createContractor(server.baseUrl);
    const quote = await createQuote(owner.browser);
    await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'sent' });
    const approved = await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', approvalMethod: 'contractor_recorded' });
    return { owner, quote: approved.body };
  };

  it('is revised into a new draft version that needs a new approval, the old approval kept in its history', async () => {
    const { owner, quote } = await approvedQuote();
    const edit = {
      request: fenceInput({ sides: [{ lengthFt: 150, gates: [] }] }),
      homeownerId: quote.homeownerId,
    };
    expect(
      (await owner.browser.put(`/api/quotes/${quote.id}`, { ...edit, version: quote.version })).status,
    ).toBe(409);

    const revised = await owner.browser.post(`/api/quotes/${quote.id}/revise`, {});
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      status: 'draft',
      version: quote.version + 1,
      number: quote.number,
      approvedAt: null,
      approvalMethod: null,
      approvedTotal: null,
    });
    const history = (await owner.browser.get(`/api/quotes/${quote.id}/activity`)).body.events;
    expect(history.at(-1)).toMatchObject({
      type: 'quote_revised',
      data: {
        fromVersion: quote.version,
        approvalMethod: 'contractor_recorded',
        approvedTotal: quote.totalCost,
      },
    });
    const saved = await owner.browser.put(`/api/quotes/${quote.id}`, {
      ...edit,
      version: revised.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.linearFeet).toBe(150);
    // Revising twice is refused: it is a draft now.
    const again = await owner.browser.post(`/api/quotes/${quote.id}/revise`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ILLEGAL_MOVE');
  });

  it('cannot be revised by another contractor', async () => {
    const { quote } = await approvedQuote();
    const other = await createContractor(server.baseUrl);
    expect((await other.browser.post(`/api/quotes/${quote.id}/revise`, {})).status).toBe(404);
  });

  it('stays closed once lost: no edit, and no revision', async () => {
    const owner = await createContractor(server.baseUrl);
    const quote = await createQuote(owner.browser);
    await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'lost' });
    const edit = await owner.browser.put(`/api/quotes/${quote.id}`, {
      request: fenceInput(),
      homeownerId: quote.homeownerId,
      version: quote.version + 1,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('QUOTE_CLOSED');
    expect((await owner.browser.post(`/api/quotes/${quote.id}/revise`, {})).status).toBe(409);
  });
});

describe('the job site', () => {
  it('is the customer’s address by default, another one when typed, and goes with the quote to its job', async () => {
    const owner = await createContractor(server.baseUrl);
    const customer = await createCustomer(owner.browser, {
      phone: freshPhone(),
      address: '4421 N Ravenswood Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60640',
    });
    const atHome = await createQuote(owner.browser, {
      homeownerId: customer.id,
      request: fenceInput({ zipCode: '60640' }),
    });
    expect(atHome.site).toEqual({
      street: '4421 N Ravenswood Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60640',
    });
    // The street is sealed where it is stored.
    const stored = await store.entities.quote
      .get({ contractorId: owner.contractorId, quoteId: atHome.id })
      .go();
    expect(JSON.stringify(stored.data)).not.toContain('Ravenswood');

    const rental = await createQuote(owner.browser, {
      homeownerId: customer.id,
      request: fenceInput({ zipCode: '60614' }),
      site: { street: '2100 N Lincoln Ave', city: 'Chicago', state: 'il' },
    });
    expect(rental.site).toEqual({
      street: '2100 N Lincoln Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60614',
    });
    // Elsewhere and not typed: only the quote's ZIP is known.
    const elsewhere = await createQuote(owner.browser, {
      homeownerId: customer.id,
      request: fenceInput({ zipCode: '60601' }),
    });
    expect(elsewhere.site).toEqual({ street: '', city: '', state: '', zipCode: '60601' });

    const job = await convertQuote(owner.browser, rental.id);
    expect(job.site).toEqual(rental.site);
    expect(job.customerId).toBe(customer.id);
    // The crew can correct the site on the job.
    const corrected = { street: '2102 N Lincoln Ave', city: 'Chicago', state: 'IL', zipCode: '60614' };
    const patched = await owner.browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: { version: job.version, site: corrected },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.site).toEqual(corrected);
    const badSite = await owner.browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: { version: patched.body.version, site: { ...corrected, zipCode: '606' } },
    });
    expect(badSite.status).toBe(400);
    expect(Object.keys(badSite.body.fields)).toEqual(['site.zipCode']);
    const refused = await owner.browser.post('/api/quotes', {
      request: fenceInput(),
      homeownerId: customer.id,
      site: { street: '1 Main', city: 'Chicago', state: 'Illinois' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['site.state']);
  });
});
