// The schedule's events API (SPEC §7 bodies, §5 rules and messages): defaults and colours, validation,
// overnight wraps, sealed contact copies, date-range reads with filters, version checks, removal, and
// another contractor's events, customers and people out of reach.
import { describe, expect, it } from 'vitest';
import { store } from '#functions/store/service';
import { createContractor, createCustomer } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Measure back yard',
  eventType: 'appointment',
  startDate: '2026-12-02',
  ...overrides,
});

describe('POST /api/calendar/events', () => {
  it('puts an event on the schedule with SPEC defaults: anytime, scheduled, the type colour, assigned to its author', async () => {
    const { browser, user } = await createContractor(server.baseUrl);
    const created = await browser.post('/api/calendar/events', event({ contractorId: 'c_ignored' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Measure back yard',
      eventType: 'appointment',
      status: 'scheduled',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      startTime: null,
      endTime: null,
      isAnytime: true,
      color: '#6b7280',
      assignedTo: user.id,
      version: 1,
    });
    const colours = await Promise.all(
      ['job', 'repair', 'follow_up', 'reminder'].map(
        async (eventType) => (await browser.post('/api/calendar/events', event({ eventType }))).body.color,
      ),
    );
    expect(colours).toEqual(['#3b82f6', '#f97316', '#a855f7', '#eab308']);
  });

  it('says what is wrong with each field, in SPEC §5 words, and saves nothing', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await browser.post('/api/calendar/events', body);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    expect(await fieldsOf(event({ title: '  ' }))).toEqual({ title: 'Title is required' });
    expect(await fieldsOf(event({ title: 'x'.repeat(101) }))).toEqual({
      title: 'Title must be 100 characters or less',
    });
    expect(await fieldsOf(event({ isAnytime: false, startTime: '9am', endTime: '11:00' }))).toEqual({
      startTime: 'Invalid time format',
    });
    expect(Object.keys(await fieldsOf(event({ eventType: 'party' })))).toEqual(['eventType']);
    expect(await fieldsOf(event({ eventType: 'quote' }))).toEqual({
      linkedHomeownerId: 'Please select or create a customer.',
    });
    expect(Object.keys(await fieldsOf(event({ startDate: '2026-02-30' })))).toEqual(['startDate']);
    expect(await fieldsOf(event({ endDate: '2026-12-17' }))).toEqual({
      endDate: 'An event lasts at most 14 days',
    });
    const listed = await browser.get('/api/calendar/events?start=2026-12-01&end=2026-12-31');
    expect(listed.body.events).toEqual([]);
  });

  it('wraps an end before the start past midnight, and clears times when anytime', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const night = await browser.post(
      '/api/calendar/events',
      event({ isAnytime: false, startTime: '22:00', endTime: '02:00' }),
    );
    expect(night.body).toMatchObject({ startDate: '2026-12-02', endDate: '2026-12-03', startTime: '22:00' });
    const anytime = await browser.post(
      '/api/calendar/events',
      event({ startTime: '09:00', endTime: '17:00' }),
    );
    expect(anytime.body).toMatchObject({ isAnytime: true, startTime: null, endTime: null });
  });

  it("keeps a non-customer's name, phone, email and address sealed, and links a quote visit to a customer", async () => {
    const { browser, contractorId } = await createContractor(server.baseUrl);
    const repair = await browser.post(
      '/api/calendar/events',
      event({
        eventType: 'repair',
        customerName: 'Walter Gatepost',
        customerPhone: '3125550111',
        customerEmail: 'walter@example.com',
        address: '12 Hinge Lane',
      }),
    );
    expect(repair.body).toMatchObject({ customerName: 'Walter Gatepost', address: '12 Hinge Lane' });
    const { data } = await store.entities.calendarEvent
      .get({ contractorId, eventId: repair.body.id })
      .go({ data: 'raw' });
    for (const secret of ['Walter', '5550111', 'walter@', 'Hinge'])
      expect(JSON.stringify(data)).not.toContain(secret);

    const customer = await createCustomer(browser);
    const visit = await browser.post(
      '/api/calendar/events',
      event({ eventType: 'quote', linkedHomeownerId: customer.id, visitInstructions: 'Gate code 1234' }),
    );
    expect(visit.status).toBe(201);
    expect(visit.body).toMatchObject({ linkedHomeownerId: customer.id, color: '#22c55e' });
  });
});

describe('GET /api/calendar/events', () => {
  it('reads a date range (ISO dates or date-times, at most 62 days), narrowed by assignee, type or status', async () => {
    const { browser, user } = await createContractor(server.baseUrl);
    const add = async (overrides: Record<string, unknown>) =>
      (await browser.post('/api/calendar/events', event(overrides))).body.id as string;
    const before = await add({ startDate: '2026-11-30' });
    const first = await add({ startDate: '2026-12-01', eventType: 'repair' });
    const spanning = await add({ startDate: '2026-11-28', endDate: '2026-12-02' });
    const last = await add({ startDate: '2026-12-31', status: 'completed' });
    const after = await add({ startDate: '2027-01-01' });
    const ids = async (query: string) =>
      ((await browser.get(`/api/calendar/events?${query}`)).body.events as { id: string }[]).map(
        ({ id }) => id,
      );

    const december = await ids('start=2026-12-01&end=2026-12-31');
    expect(december.sort()).toEqual([first, spanning, last].sort());
    expect(december).not.toContain(before);
    expect(december).not.toContain(after);
    expect(await ids('start=2026-12-01T00:00:00-06:00&end=2026-12-01T23:59:59Z')).toEqual(
      expect.arrayContaining([first, spanning]),
    );
    expect(await ids('start=2026-12-01&end=2026-12-31&type=repair')).toEqual([first]);
    expect(await ids('start=2026-12-01&end=2026-12-31&status=completed')).toEqual([last]);
    expect((await ids(`start=2026-12-01&end=2026-12-31&assignedTo=${user.id}`)).length).toBe(3);
    expect(await ids('start=2026-12-01&end=2026-12-31&assignedTo=u_nobody')).toEqual([]);

    for (const query of [
      'start=2026-12-01&end=2027-02-02',
      'start=tomorrow&end=2026-12-31',
      'end=2026-12-31',
    ]) {
      const refused = await browser.get(`/api/calendar/events?${query}`);
      expect(refused.status, query).toBe(400);
    }
    const tooLong = await browser.get('/api/calendar/events?start=2026-12-01&end=2027-02-02');
    expect(tooLong.body.fields).toEqual({ end: 'Ask for at most 62 days at a time' });
  });
});

describe('PATCH and DELETE /api/calendar/events/{id}', () => {
  it('moves an event made on the version read, and answers 409 to a change made on an older one', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const created = (await browser.post('/api/calendar/events', event())).body;
    const moved = await browser.request('PATCH', `/api/calendar/events/${created.id}`, {
      body: event({
        startDate: '2026-12-04',
        isAnytime: false,
        startTime: '09:00',
        endTime: '11:30',
        version: 1,
      }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      startDate: '2026-12-04',
      startTime: '09:00',
      endTime: '11:30',
      version: 2,
    });
    const stale = await browser.request('PATCH', `/api/calendar/events/${created.id}`, {
      body: event({ title: 'Old tab', version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const unversioned = await browser.request('PATCH', `/api/calendar/events/${created.id}`, {
      body: event(),
    });
    expect(unversioned.status).toBe(400);
    expect(Object.keys(unversioned.body.fields)).toEqual(['version']);
    const completed = await browser.request('PATCH', `/api/calendar/events/${created.id}`, {
      body: event({ startDate: '2026-12-04', status: 'completed', version: 2 }),
    });
    expect(completed.body).toMatchObject({ isCompleted: true, startTime: null, version: 3 });
    expect(completed.body.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('removes an event from the schedule', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const created = (await browser.post('/api/calendar/events', event())).body;
    expect((await browser.request('DELETE', `/api/calendar/events/${created.id}`)).body).toEqual({
      deleted: true,
    });
    expect((await browser.get('/api/calendar/events?start=2026-12-01&end=2026-12-31')).body.events).toEqual(
      [],
    );
    expect((await browser.request('DELETE', `/api/calendar/events/${created.id}`)).status).toBe(404);
  });
});

describe("another contractor's schedule", () => {
  it('is out of reach: its events, customers and people answer 404 or 400, and its reads show none of them', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    const theirs = (await other.browser.post('/api/calendar/events', event({ title: 'Their visit' }))).body;
    const theirCustomer = await createCustomer(other.browser);

    expect(
      (
        await owner.browser.request('PATCH', `/api/calendar/events/${theirs.id}`, {
          body: event({ version: 1 }),
        })
      ).status,
    ).toBe(404);
    expect((await owner.browser.request('DELETE', `/api/calendar/events/${theirs.id}`)).status).toBe(404);
    expect(
      (await owner.browser.get('/api/calendar/events?start=2026-12-01&end=2026-12-31')).body.events,
    ).toEqual([]);
    const linked = await owner.browser.post(
      '/api/calendar/events',
      event({ eventType: 'quote', linkedHomeownerId: theirCustomer.id }),
    );
    expect(linked.status).toBe(404);
    const assigned = await owner.browser.post('/api/calendar/events', event({ assignedTo: other.user.id }));
    expect(assigned.status).toBe(400);
    expect(assigned.body.fields).toEqual({ assignedTo: 'Choose someone on your team' });
    // Theirs is untouched.
    const still = await other.browser.get('/api/calendar/events?start=2026-12-01&end=2026-12-31');
    expect(still.body.events.map((item: { title: string }) => item.title)).toEqual(['Their visit']);
  });
});
