// Instant estimates, saved quotes and homeowner leads through the real runtime on DynamoDB Local.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCopy } from '#functions/core/crypto/sealed-copy';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { windowOf } from '#functions/core/rate-limit/consume-rate-limit';
import { getQuote } from '#functions/store/quotes';
import { store } from '#functions/store/service';
import { createCustomer, freshZip, newCustomerOf, onboardingInput } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const visitor = () => new TestBrowser(server.baseUrl);

/** The part of a quote save that makes its customer: a new person named `name`. */
const forANewCustomer = (name = 'Jo Payer') => ({ newCustomer: newCustomerOf({ customerName: name }) });

const issueExample = (zipCode = freshZip()) => ({
  zipCode,
  material: 'vinyl',
  sides: [
    { lengthFt: 100, gates: [{ widthFt: 4 }] },
    { lengthFt: 50, gates: [] },
  ],
});

/** Zip Fence Co serving `zip`, its vinyl at `vinylPrice` a foot. */
const onboard = async (browser: TestBrowser, zip: string, vinylPrice = 25) =>
  browser.put(
    '/api/onboarding',
    onboardingInput({
      businessName: 'Zip Fence Co',
      serviceAreas: [zip],
      rates: {
        pricePerFoot: { vinyl: vinylPrice, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
    }),
  );

describe('POST /api/estimate', () => {
  it('prices the fence run by run for anyone, with takeoff, lines and totals', async () => {
    const response = await visitor().post('/api/estimate', issueExample());
    expect(response.status).toBe(200);
    expect(response.body.takeoff).toMatchObject({ fenceFeet: 146, sections: 19, posts: 21, gates: 1 });
    const { lines, materialsCost, laborCost, taxAmount, totalCost } = response.body;
    expect(lines.length).toBeGreaterThan(3);
    for (const amount of [materialsCost, laborCost, taxAmount, totalCost])
      expect(typeof amount).toBe('number');
    expect(totalCost).toBeGreaterThanOrEqual(500);
    expect(response.body.diagramSvg).toMatch(/^<svg/);
    expect(response.body.pricedBy).toBeNull();
  });

  it('names the bad field and answers 400', async () => {
    const tooShort = await visitor().post('/api/estimate', {
      ...issueExample(),
      sides: [
        { lengthFt: 100, gates: [] },
        { lengthFt: -5, gates: [] },
      ],
    });
    expect(tooShort.status).toBe(400);
    expect(Object.keys(tooShort.body.fields)).toContain('sides.1.lengthFt');

    const gateWiderThanSide = await visitor().post('/api/estimate', {
      ...issueExample(),
      sides: [{ lengthFt: 6, gates: [{ widthFt: 4 }, { widthFt: 4 }] }],
    });
    expect(gateWiderThanSide.status).toBe(400);
    expect(Object.keys(gateWiderThanSide.body.fields).join()).toMatch(/^sides\.0/);

    const badZip = await visitor().post('/api/estimate', { ...issueExample(), zipCode: '123' });
    expect(badZip.body.fields.zipCode).toBe('ZIP code must be 5 digits');
  });

  it('uses the prices of the contractor serving the ZIP', async () => {
    const zip = freshZip();
    const platform = (await visitor().post('/api/estimate', issueExample(zip))).body;
    const { browser } = await signUpContractor(server.baseUrl);
    expect((await onboard(browser, zip, 60)).status).toBe(200);
    const local = (await visitor().post('/api/estimate', issueExample(zip))).body;
    expect(local.pricedBy).toBe('Zip Fence Co');
    expect(local.totalCost).toBeGreaterThan(platform.totalCost);
  });

  it('is rate-limited per IP', async () => {
    const { windowStart, windowEnd } = windowOf(60);
    const counters = [windowStart, windowStart + 60].map((start) => ({
      scope: 'estimate-ip',
      key: '127.0.0.1',
      windowStart: start,
    }));
    for (const counter of counters) {
      await store.entities.rateLimit.put({ ...counter, count: 60, expiresAt: windowEnd + 60 }).go();
    }
    try {
      const response = await visitor().post('/api/estimate', issueExample());
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await store.entities.rateLimit.delete(counters).go();
    }
  });
});

describe('a contractor’s quotes', () => {
  it('are priced by the server, numbered, listed newest first and edited with version checks', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const created = await browser.post('/api/quotes', {
      request: issueExample(),
      newCustomer: newCustomerOf({ customerName: 'Ana Lopez', phone: '312-555-0177' }),
      totalCost: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      number: 1,
      status: 'draft',
      version: 1,
      customerName: 'Ana Lopez',
      phone: '3125550177',
    });
    expect(created.body.totalCost).toBeGreaterThan(500);
    expect(created.body.diagramSvg).toMatch(/^<svg/);

    const second = await browser.post('/api/quotes', {
      request: issueExample(),
      newCustomer: newCustomerOf({ customerName: 'Ben Ortiz' }),
    });
    expect(second.body.number).toBe(2);

    const list = await browser.get(`/api/contractors/${user.contractor.id}/quotes`);
    expect(list.status).toBe(200);
    expect(list.body.quotes.map((quote: { number: number }) => quote.number)).toEqual([2, 1]);
    expect(list.body.quotes[1]).toMatchObject({
      id: created.body.id,
      customerName: 'Ana Lopez',
      status: 'draft',
    });
    const drafts = await browser.get(`/api/contractors/${user.contractor.id}/quotes?status=draft&limit=1`);
    expect(drafts.body.quotes).toHaveLength(1);
    expect(drafts.body.cursor).toBeTruthy();
    const nextPage = await browser.get(
      `/api/contractors/${user.contractor.id}/quotes?status=draft&limit=1&cursor=${encodeURIComponent(drafts.body.cursor)}`,
    );
    expect(nextPage.body.quotes[0].number).toBe(1);

    const edited = await browser.put(`/api/quotes/${created.body.id}`, {
      request: { ...issueExample(), sides: [{ lengthFt: 200, gates: [] }] },
      homeownerId: created.body.homeownerId,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, customerName: 'Ana Lopez', linearFeet: 200 });
    expect(edited.body.totalCost).toBeGreaterThan(created.body.totalCost);

    const stale = await browser.put(`/api/quotes/${created.body.id}`, {
      request: issueExample(),
      homeownerId: created.body.homeownerId,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await browser.get(`/api/quotes/${created.body.id}`)).body.version).toBe(2);
  });

  it('keep the rates they were priced with unless the contractor asks to reprice', async () => {
    const zip = freshZip();
    const { browser } = await signUpContractor(server.baseUrl);
    await onboard(browser, zip, 25);
    const created = (await browser.post('/api/quotes', { request: issueExample(zip), ...forANewCustomer() }))
      .body;
    await onboard(browser, zip, 50);
    const kept = (
      await browser.put(`/api/quotes/${created.id}`, {
        request: issueExample(zip),
        homeownerId: created.homeownerId,
        version: 1,
      })
    ).body;
    expect(kept.totalCost).toBe(created.totalCost);
    const repriced = (
      await browser.put(`/api/quotes/${created.id}`, {
        request: issueExample(zip),
        homeownerId: created.homeownerId,
        version: 2,
        repriceWithCurrentRates: true,
      })
    ).body;
    expect(repriced.totalCost).toBeGreaterThan(created.totalCost);
  });

  it('draw their diagram in the reader’s language, whatever language they were saved in', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const quote = (await browser.post('/api/quotes', { request: issueExample(), ...forANewCustomer() })).body;
    expect(quote.diagramSvg).toMatch(/ ft</);
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', browser.cookies.get('__Host-picket_session') ?? '');
    const read = await spanish.get(`/api/quotes/${quote.id}`);
    expect(read.body.diagramSvg).toMatch(/ pies</);
    expect(read.body.diagramSvg).not.toMatch(/ ft</);
  });

  it('get 50 distinct numbers from 50 concurrent creates', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    await browser.token();
    // One customer for all of them: the numbers are what is contended here, not the customers' name order.
    const customer = await createCustomer(browser);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        browser.post('/api/quotes', { request: issueExample(), homeownerId: customer.id }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const numbers = responses.map((response) => response.body.number);
    expect(new Set(numbers).size).toBe(50);
  });

  it('are invisible and unchangeable to another contractor', async () => {
    const owner = await signUpContractor(server.baseUrl);
    const other = await signUpContractor(server.baseUrl);
    const quote = (
      await owner.browser.post('/api/quotes', {
        request: issueExample(),
        ...forANewCustomer('Private Person'),
      })
    ).body;
    expect((await other.browser.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    const overwrite = await other.browser.put(`/api/quotes/${quote.id}`, {
      request: issueExample(),
      ...forANewCustomer(),
      version: 1,
    });
    expect(overwrite.status).toBe(404);
    expect((await other.browser.get(`/api/contractors/${owner.user.contractor.id}/quotes`)).status).toBe(404);
    expect(
      (await other.browser.get(`/api/contractors/${other.user.contractor.id}/quotes`)).body.quotes,
    ).toEqual([]);
    expect((await owner.browser.get(`/api/quotes/${quote.id}`)).body.customerName).toBe('Private Person');
    // The other contractor's PUT created no customer either.
    expect(
      (await other.browser.get(`/api/contractors/${other.user.contractor.id}/homeowners`)).body.homeowners,
    ).toEqual([]);
  });

  it('refuse bad input naming the field and store nothing', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const response = await browser.post('/api/quotes', {
      request: { ...issueExample(), material: 'bamboo' },
      newCustomer: newCustomerOf({ phone: '12' }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['newCustomer.phone', 'request.material']);
    expect((await browser.get(`/api/contractors/${user.contractor.id}/quotes`)).body.quotes).toEqual([]);
  });
});

describe('quote statuses', () => {
  it('move only as SPEC §4 allows, each move logged with who and when', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const quote = (await browser.post('/api/quotes', { request: issueExample(), ...forANewCustomer() })).body;
    const move = (status: string) => browser.post(`/api/quotes/${quote.id}/status`, { status });

    const sent = await move('sent');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', version: 2 });
    expect(sent.body.sentAt).toBeTruthy();

    const illegal = await move('paid');
    expect(illegal.status).toBe(409);
    expect(illegal.body).toEqual({ message: 'A quote cannot move from Sent to Paid.', code: 'ILLEGAL_MOVE' });
    const inSpanish = await new TestBrowser(server.baseUrl, 'es').request(
      'POST',
      `/api/quotes/${quote.id}/status`,
      {
        body: { status: 'paid' },
        headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        csrf: await browser.token(),
      },
    );
    expect(inSpanish.body.message).toBe('Una cotización no puede pasar de Enviada a Pagada.');

    expect((await move('approved')).body).toMatchObject({ status: 'approved' });
    expect((await move('lost')).body.status).toBe('lost');
    expect((await move('draft')).status).toBe(409);

    const activity = (await browser.get(`/api/quotes/${quote.id}/activity`)).body.events;
    expect(
      activity.map((event: { data: { from: string; to: string } }) => [event.data.from, event.data.to]),
    ).toEqual([
      ['draft', 'sent'],
      ['sent', 'approved'],
      ['approved', 'lost'],
    ]);
    expect(
      activity.every((event: { userId: string; at: string }) => event.userId === user.id && event.at),
    ).toBe(true);
  });

  it('let only one of two simultaneous moves win', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const quote = (await browser.post('/api/quotes', { request: issueExample(), ...forANewCustomer() })).body;
    await browser.token();
    const results = await Promise.all(
      // Both callers saw the same version: whichever lands second is refused, whatever the timing.
      ['sent', 'lost'].map((status) =>
        browser.post(`/api/quotes/${quote.id}/status`, { status, version: quote.version }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await browser.get(`/api/quotes/${quote.id}/activity`)).body.events).toHaveLength(1);
  });

  it('are out of reach of another contractor and refuse unknown statuses', async () => {
    const owner = await signUpContractor(server.baseUrl);
    const other = await signUpContractor(server.baseUrl);
    const quote = (await owner.browser.post('/api/quotes', { request: issueExample(), ...forANewCustomer() }))
      .body;
    expect((await other.browser.post(`/api/quotes/${quote.id}/status`, { status: 'sent' })).status).toBe(404);
    expect((await other.browser.get(`/api/quotes/${quote.id}/activity`)).status).toBe(404);
    const unknown = await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'archived' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['status']);
    expect((await owner.browser.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });
});

describe('homeowner leads', () => {
  it('reach the contractor serving the ZIP once, however often they are submitted', async () => {
    const zip = freshZip();
    const { browser, user } = await signUpContractor(server.baseUrl);
    await onboard(browser, zip);
    const statsBefore = (await visitor().get('/api/public/stats')).body.quotesGenerated;
    const lead = {
      request: issueExample(zip),
      name: 'Hank Homeowner',
      phone: '(773) 555-0110',
      idempotencyKey: randomUUID(),
    };
    const homeowner = visitor();
    const [first, again] = await Promise.all([
      homeowner.post('/api/leads', lead),
      homeowner.post('/api/leads', lead),
    ]);
    expect(first.status).toBe(201);
    expect(again.body.leadId).toBe(first.body.leadId);
    expect(first.body.contractorName).toBe('Zip Fence Co');

    const list = (await browser.get(`/api/contractors/${user.contractor.id}/quotes`)).body.quotes;
    expect(list).toHaveLength(1);
    const stored = await getQuote(user.contractor.id, first.body.leadId);
    expect(stored?.textRequested).toBe(false);
    expect(list[0]).toMatchObject({ source: 'homeowner', status: 'draft', customerName: 'Hank Homeowner' });
    expect((await visitor().get('/api/public/stats')).body.quotesGenerated).toBe(statsBefore + 1);
  });

  it('are kept for the admin when no contractor serves the ZIP', async () => {
    const key = randomUUID();
    const response = await visitor().post('/api/leads', {
      request: issueExample(freshZip()),
      name: 'Lonely Lead',
      phone: '7735550111',
      idempotencyKey: key,
      textRequested: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.contractorName).toBeNull();
    const data = await getQuote('unassigned', response.body.leadId);
    // Stored sealed, under the unassigned tenant the admin reads it in.
    expect(data?.customerName).not.toContain('Lonely');
    expect(openCopy(await customerKeys(), 'unassigned', 'customerName', data?.customerName)).toBe(
      'Lonely Lead',
    );
    expect(data?.textRequested).toBe(true);
  });

  it('need a name and a valid phone', async () => {
    const response = await visitor().post('/api/leads', {
      request: issueExample(),
      name: '',
      phone: '555',
      idempotencyKey: randomUUID(),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      name: 'Name is required',
      phone: 'Please enter a valid 10-digit phone number',
    });
  });
});
