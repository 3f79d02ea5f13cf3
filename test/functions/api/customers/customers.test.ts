// Customers: encrypted at rest, found through blind indexes, visible only to their contractor.
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '#functions/store/client';
import { store } from '#functions/store/service';
import { createContractor, customerInput } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const customer = customerInput;

const signedInContractor = () => createContractor(server.baseUrl);

describe('POST /api/homeowners', () => {
  it('creates the customer and stores no readable name, email, phone or street', async () => {
    const { browser, contractorId } = await signedInContractor();
    const response = await browser.post('/api/homeowners', customer());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: 'Mariana',
      lastName: 'Peña',
      state: 'IL',
      phone: '3125550188',
    });

    const { data } = await store.entities.homeowner
      .get({ contractorId, homeownerId: response.body.id })
      .go({ data: 'raw' });
    const stored = JSON.stringify(data);
    for (const secret of [
      'Mariana',
      'Peña',
      'Pena',
      'mariana.pena',
      '3125550188',
      '555-0188',
      'Ravenswood',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('Chicago');
  });

  it('answers 400 with SPEC §5 messages and stores nothing', async () => {
    const { browser, contractorId } = await signedInContractor();
    const response = await browser.post('/api/homeowners', {
      firstName: '',
      lastName: ' ',
      email: 'nope',
      phone: '',
      address: '',
      city: '',
      state: 'Illinois',
      zipCode: '606',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State must be 2 characters (e.g., CA, NY)',
      zipCode: 'ZIP code must be 5 digits',
    });
    const badPhone = await browser.post('/api/homeowners', customer({ phone: '555-0188' }));
    expect(badPhone.body.fields).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
    expect((await browser.get(`/api/contractors/${contractorId}/homeowners`)).body.homeowners).toEqual([]);
  });
});

describe('a contractor’s customers', () => {
  it('are listed newest first a page at a time, edited with version checks, and archived on delete', async () => {
    const { browser, contractorId } = await signedInContractor();
    const first = (await browser.post('/api/homeowners', customer({ firstName: 'Ada' }))).body;
    const second = (await browser.post('/api/homeowners', customer({ firstName: 'Bea', email: '' }))).body;
    const page = await browser.get(`/api/contractors/${contractorId}/homeowners?limit=1`);
    expect(page.body.homeowners.map((item: { id: string }) => item.id)).toEqual([second.id]);
    const next = await browser.get(
      `/api/contractors/${contractorId}/homeowners?limit=1&cursor=${encodeURIComponent(page.body.cursor)}`,
    );
    expect(next.body.homeowners[0]).toMatchObject({
      id: first.id,
      name: 'Ada Peña',
      email: 'mariana.pena@example.com',
    });

    const edited = await browser.request('PATCH', `/api/homeowners/${first.id}`, {
      body: { ...customer({ firstName: 'Adela' }), version: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Adela', version: 2 });
    const stale = await browser.request('PATCH', `/api/homeowners/${first.id}`, {
      body: { ...customer(), version: 1 },
    });
    expect(stale.status).toBe(409);

    expect((await browser.request('DELETE', `/api/homeowners/${first.id}`)).status).toBe(200);
    expect((await browser.get(`/api/homeowners/${first.id}`)).body.archived).toBe(true);
    const list = (await browser.get(`/api/contractors/${contractorId}/homeowners`)).body.homeowners;
    expect(list.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await browser.get('/api/search?q=adela')).body.results).toEqual([]);
    const editArchived = await browser.request('PATCH', `/api/homeowners/${first.id}`, {
      body: { ...customer(), version: 2 },
    });
    expect(editArchived.status).toBe(409);
  });
});

describe('customers sorted by name', () => {
  const names = [
    ['Zoe', 'Álvarez'],
    ['Bruno', 'Zapata'],
    ['ana', 'alvarez'],
    ['Carla', 'Méndez'],
    ['Diego', 'Nuñez'],
  ];

  it('list by last then first name a page at a time, follow renames and archives, and store no names', async () => {
    const { browser, contractorId } = await signedInContractor();
    const ids: Record<string, string> = {};
    for (const [firstName, lastName] of names) {
      ids[`${firstName} ${lastName}`] = (
        await browser.post('/api/homeowners', customer({ firstName, lastName }))
      ).body.id;
    }
    const listed = async (query = '') =>
      (await browser.get(`/api/contractors/${contractorId}/homeowners?sort=name${query}`)).body;
    expect((await listed()).homeowners.map((item: { name: string }) => item.name)).toEqual([
      'ana alvarez',
      'Zoe Álvarez',
      'Carla Méndez',
      'Diego Nuñez',
      'Bruno Zapata',
    ]);

    const firstPage = await listed('&limit=2');
    expect(firstPage.homeowners.map((item: { name: string }) => item.name)).toEqual([
      'ana alvarez',
      'Zoe Álvarez',
    ]);
    expect(firstPage.cursor).not.toContain('alvarez');
    const secondPage = await listed(`&limit=2&cursor=${encodeURIComponent(firstPage.cursor)}`);
    expect(secondPage.homeowners.map((item: { name: string }) => item.name)).toEqual([
      'Carla Méndez',
      'Diego Nuñez',
    ]);

    const renamed = await browser.request('PATCH', `/api/homeowners/${ids['Bruno Zapata']}`, {
      body: { ...customer({ firstName: 'Bruno', lastName: 'Abad' }), version: 1 },
    });
    expect(renamed.status).toBe(200);
    await browser.request('DELETE', `/api/homeowners/${ids['Carla Méndez']}`);
    expect((await listed()).homeowners.map((item: { name: string }) => item.name)).toEqual([
      'Bruno Abad',
      'ana alvarez',
      'Zoe Álvarez',
      'Diego Nuñez',
    ]);

    const { data } = await store.entities.nameChunk.query.byId({ contractorId }).go({ data: 'raw' });
    const stored = JSON.stringify(data);
    for (const secret of ['alvarez', 'Abad', 'abad', 'nunez', 'Diego']) expect(stored).not.toContain(secret);

    const tampered = await browser.get(
      `/api/contractors/${contractorId}/homeowners?sort=name&cursor=v1:bm9wZQ`,
    );
    expect(tampered.status).toBe(400);
  });

  it('keeps every customer when many are added at once', async () => {
    const { browser, contractorId } = await signedInContractor();
    await browser.token();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        browser.post(
          '/api/homeowners',
          customer({ firstName: `Pat${String(index).padStart(2, '0')}`, lastName: 'Quinn' }),
        ),
      ),
    );
    expect(created.every((response) => response.status === 201)).toBe(true);
    const listed = (await browser.get(`/api/contractors/${contractorId}/homeowners?sort=name&limit=100`))
      .body;
    expect(listed.homeowners.map((item: { firstName: string }) => item.firstName)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Pat${String(index).padStart(2, '0')}`),
    );
  });
});

describe('GET /api/search', () => {
  it('finds customers by any name prefix, email or phone prefix, and quotes by number or customer', async () => {
    const { browser } = await signedInContractor();
    const created = (await browser.post('/api/homeowners', customer())).body;
    await browser.post(
      '/api/homeowners',
      customer({ firstName: 'Marco', lastName: 'Polo', email: 'marco@example.com', phone: '7735550100' }),
    );
    const quote = (
      await browser.post('/api/quotes', {
        request: { zipCode: '60640', material: 'vinyl', sides: [{ lengthFt: 90, gates: [] }] },
        homeownerId: created.id,
      })
    ).body;

    const found = async (q: string) =>
      (await browser.get(`/api/search?q=${encodeURIComponent(q)}`)).body.results;
    const customerIds = async (q: string) =>
      (await found(q))
        .filter((result: { type: string }) => result.type === 'customer')
        .map((result: { id: string }) => result.id);

    expect(await customerIds('mari')).toEqual([created.id]);
    expect(await customerIds('PEN')).toEqual([created.id]);
    expect(await customerIds('Mariana Pe')).toEqual([created.id]);
    expect((await customerIds('ma')).length).toBe(2);
    expect(await customerIds('mariana.pena@example.com')).toEqual([created.id]);
    expect(await customerIds('mariana.p@')).toEqual([created.id]);
    expect(await customerIds('312-555')).toEqual([created.id]);
    expect(await customerIds('zz')).toEqual([]);

    const byName = await found('peña');
    expect(byName).toContainEqual({
      type: 'quote',
      id: quote.id,
      number: quote.number,
      status: 'draft',
      customerName: 'Mariana Peña',
      totalCost: quote.totalCost,
    });
    expect(byName).toContainEqual({
      type: 'customer',
      id: created.id,
      name: 'Mariana Peña',
      email: 'mariana.pena@example.com',
      phone: '3125550188',
    });
    const byNumber = await found(`#${quote.number}`);
    expect(
      byNumber
        .filter((result: { type: string }) => result.type === 'quote')
        .map((result: { id: string }) => result.id),
    ).toEqual([quote.id]);
  });

  it('finds a customer by the last 4 or 7 digits of the phone, however it was typed', async () => {
    const { browser } = await signedInContractor();
    const created = (await browser.post('/api/homeowners', customer({ phone: '3125550147' }))).body;
    await browser.post('/api/homeowners', customer({ firstName: 'Otra', phone: '7735550148' }));
    const customerIds = async (q: string) =>
      (await browser.get(`/api/search?q=${encodeURIComponent(q)}`)).body.results
        .filter((result: { type: string }) => result.type === 'customer')
        .map((result: { id: string }) => result.id);
    for (const typed of ['0147', '50147', '550147', '5550147', '555-0147', '25550147', '312555'])
      expect(await customerIds(typed), typed).toEqual([created.id]);
    expect((await customerIds('555014')).length).toBe(0);
    expect((await customerIds('5550')).length).toBe(0);
  });

  it('needs at least 2 characters', async () => {
    const { browser } = await signedInContractor();
    const response = await browser.get('/api/search?q=%20a%20');
    expect(response.status).toBe(400);
    expect(response.body.fields.q).toBe('Type at least 2 characters to search');
  });

  it('makes a bounded number of DynamoDB requests however many customers there are', async () => {
    const { browser } = await signedInContractor();
    for (let index = 0; index < 30; index++) {
      await browser.post(
        '/api/homeowners',
        customer({
          firstName: `Mara${index}`,
          email: '',
          phone: `31255501${String(index).padStart(2, '0')}`,
        }),
      );
    }
    let requests = 0;
    const counter = (next: (args: unknown) => Promise<unknown>) => (args: unknown) => {
      requests += 1;
      return next(args);
    };
    dynamoClient.middlewareStack.add(counter as never, { step: 'initialize', name: 'countRequests' });
    try {
      await browser.get('/api/search?q=mara%20pe');
    } finally {
      dynamoClient.middlewareStack.remove('countRequests');
    }
    // session + user, two token partitions, one batch of customers (and none of quotes).
    expect(requests).toBeLessThanOrEqual(8);
  });
});

describe('POST /api/homeowners/{id}/schedule-visit', () => {
  it('puts a quote visit linked to the customer on the calendar', async () => {
    const { browser, contractorId } = await signedInContractor();
    const created = (await browser.post('/api/homeowners', customer())).body;
    const response = await browser.post(`/api/homeowners/${created.id}/schedule-visit`, {
      scheduledDate: '2026-12-03',
      scheduledStartTime: '09:00',
      scheduledEndTime: '10:30',
      isAnytime: false,
      notes: 'Gate code 4411',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      eventType: 'quote',
      status: 'scheduled',
      startDate: '2026-12-03',
      startTime: '09:00',
      endTime: '10:30',
      isAnytime: false,
      linkedHomeownerId: created.id,
      color: '#22c55e',
      title: 'Quote visit',
    });
    const { data } = await store.entities.calendarEvent.query
      .byHomeowner({ contractorId, linkedHomeownerId: created.id })
      .go();
    expect(data).toHaveLength(1);
  });

  it('refuses bad dates and times', async () => {
    const { browser } = await signedInContractor();
    const created = (await browser.post('/api/homeowners', customer())).body;
    const response = await browser.post(`/api/homeowners/${created.id}/schedule-visit`, {
      scheduledDate: '2026-02-30',
      scheduledStartTime: '9am',
      scheduledEndTime: '08:00',
      isAnytime: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      scheduledDate: 'Enter a valid date',
      scheduledStartTime: 'Invalid time format',
    });
  });
});

describe('another contractor', () => {
  it('can never list, read, change, delete, schedule or find a customer', async () => {
    const owner = await signedInContractor();
    const other = await signedInContractor();
    const created = (await owner.browser.post('/api/homeowners', customer())).body;
    const path = `/api/homeowners/${created.id}`;
    expect((await other.browser.get(path)).status).toBe(404);
    expect((await other.browser.request('PATCH', path, { body: { ...customer(), version: 1 } })).status).toBe(
      404,
    );
    expect((await other.browser.request('DELETE', path)).status).toBe(404);
    expect(
      (await other.browser.post(`${path}/schedule-visit`, { scheduledDate: '2026-12-03', isAnytime: true }))
        .status,
    ).toBe(404);
    expect((await other.browser.get(`/api/contractors/${owner.contractorId}/homeowners`)).status).toBe(404);
    expect((await other.browser.get('/api/search?q=mariana')).body.results).toEqual([]);
    expect((await owner.browser.get(path)).body.archived).toBe(false);
  });
});

describe('address suggestions', () => {
  it('say plainly that no provider exists on this machine', async () => {
    const { browser } = await signedInContractor();
    for (const path of [
      '/api/address/suggest?q=4421%20N%20Raven',
      '/api/address/lookup?q=4421%20N%20Ravenswood%20Ave',
    ]) {
      const response = await browser.get(path);
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('ADDRESS_PROVIDER_UNAVAILABLE');
    }
  });

  it('are not open to visitors', async () => {
    expect((await new TestBrowser(server.baseUrl).get('/api/address/suggest?q=main')).status).toBe(401);
  });
});
