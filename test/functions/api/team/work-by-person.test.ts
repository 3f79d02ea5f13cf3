// Work attributed to people and narrowed by role, through the real runtime: a rep's quotes carry who made
// and sells them and "My quotes" lists them; a crew member sees only the jobs and events assigned to them,
// without prices, and may only start, pause and finish them.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  type Contractor,
  convertQuote,
  createContractor,
  createQuote,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import type { TestBrowser } from '#test/support/test-server';

const server = runTestServer();

let owner: Contractor;
let rep: { browser: TestBrowser; userId: string };
let crew: { browser: TestBrowser; userId: string };
let otherCrew: { browser: TestBrowser; userId: string };
beforeAll(async () => {
  owner = await createContractor(server.baseUrl);
  [rep, crew, otherCrew] = await Promise.all([
    addTeamMember(owner, 'rep', { firstName: 'Rita', lastName: 'Seller' }),
    addTeamMember(owner, 'crew', { firstName: 'Carl', lastName: 'Digger' }),
    addTeamMember(owner, 'crew'),
  ]);
});

const ownerId = () => owner.user.id as string;

/** An approved quote of the owner turned into a job, assigned to `assignee`. */
const jobAssignedTo = async (assignee: string) => {
  const quote = await createQuote(owner.browser);
  await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'sent' });
  await owner.browser.post(`/api/quotes/${quote.id}/status`, { status: 'approved' });
  const job = await convertQuote(owner.browser, quote.id, '2031-06-11');
  const assigned = await owner.browser.request('PATCH', `/api/jobs/${job.id}`, {
    body: { assignedTo: assignee, version: job.version },
  });
  expect(assigned.status).toBe(200);
  return assigned.body;
};

describe('quotes by person', () => {
  it('records who made a quote and who sells it, and "My quotes" lists a person’s', async () => {
    const mine = await createQuote(rep.browser);
    expect(mine.createdBy).toEqual({ id: rep.userId, name: 'Rita Seller' });
    expect(mine.assignedTo).toEqual({ id: rep.userId, name: 'Rita Seller' });
    const ownersQuote = await createQuote(owner.browser);

    const list = await owner.browser.get(
      `/api/contractors/${owner.contractorId}/quotes?assignedTo=${rep.userId}`,
    );
    expect(list.status).toBe(200);
    const ids = list.body.quotes.map((quote: { id: string }) => quote.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(ownersQuote.id);
    const all = await rep.browser.get(`/api/contractors/${owner.contractorId}/quotes`);
    expect(all.body.quotes.map((quote: { id: string }) => quote.id)).toEqual(
      expect.arrayContaining([mine.id, ownersQuote.id]),
    );
  });

  it('moves a quote to another seller, and refuses crew, strangers and the inactive as sellers', async () => {
    const quote = await createQuote(owner.browser, { assignedTo: rep.userId });
    expect(quote.assignedTo.id).toBe(rep.userId);
    expect(quote.createdBy.id).toBe(ownerId());

    for (const assignedTo of [crew.userId, 'u_nobody', (await createContractor(server.baseUrl)).user.id]) {
      const refused = await owner.browser.put(`/api/quotes/${quote.id}`, {
        request: quote.request,
        homeownerId: quote.homeownerId,
        assignedTo,
        version: quote.version,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ assignedTo: 'Choose someone on your team' });
    }
    const moved = await owner.browser.put(`/api/quotes/${quote.id}`, {
      request: quote.request,
      homeownerId: quote.homeownerId,
      assignedTo: ownerId(),
      version: quote.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.assignedTo.id).toBe(ownerId());
    const repsList = await owner.browser.get(
      `/api/contractors/${owner.contractorId}/quotes?assignedTo=${rep.userId}`,
    );
    expect(repsList.body.quotes.map((item: { id: string }) => item.id)).not.toContain(quote.id);
  });
});

describe('a crew member', () => {
  it('lists only the jobs assigned to them, without prices, whatever they ask for', async () => {
    const theirs = await jobAssignedTo(crew.userId);
    const someoneElses = await jobAssignedTo(otherCrew.userId);
    for (const query of ['', `?assignedTo=${otherCrew.userId}`]) {
      const list = await crew.browser.get(`/api/jobs${query}`);
      expect(list.status).toBe(200);
      expect(list.body.jobs.map((job: { id: string }) => job.id)).toEqual([theirs.id]);
      expect(list.body.jobs[0]).toMatchObject({ view: 'crew', id: theirs.id });
      expect(list.body.jobs[0]).not.toHaveProperty('totalAmount');
    }
    const ownersView = await owner.browser.get(`/api/jobs?assignedTo=${otherCrew.userId}`);
    expect(ownersView.body.jobs.map((job: { id: string }) => job.id)).toEqual([someoneElses.id]);
    expect(ownersView.body.jobs[0]).toMatchObject({ view: 'office', totalAmount: someoneElses.totalAmount });
  });

  it('opens their job without money, and another job is not there for them', async () => {
    const theirs = await jobAssignedTo(crew.userId);
    const someoneElses = await jobAssignedTo(otherCrew.userId);
    const job = await crew.browser.get(`/api/jobs/${theirs.id}`);
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ view: 'crew', id: theirs.id, customerName: theirs.customerName });
    for (const money of ['totalAmount', 'balanceDue', 'milestones', 'payments', 'depositAmount']) {
      expect(job.body).not.toHaveProperty(money);
    }
    expect(job.body.allowedStatuses).toEqual(['in_progress']);

    const before = (await owner.browser.get(`/api/jobs/${someoneElses.id}`)).body;
    for (const [method, path, body] of [
      ['GET', `/api/jobs/${someoneElses.id}`, undefined],
      ['POST', `/api/jobs/${someoneElses.id}/status`, { status: 'in_progress' }],
      ['POST', `/api/jobs/${someoneElses.id}/progress-notes`, { note: 'Posts set' }],
      ['POST', `/api/jobs/${someoneElses.id}/photo-uploads`, { contentType: 'image/jpeg', size: 1000 }],
    ] as const) {
      const response = await crew.browser.request(method, path, { body });
      expect(response.status).toBe(404);
    }
    expect((await owner.browser.get(`/api/jobs/${someoneElses.id}`)).body).toEqual(before);
  });

  it('starts and finishes their job and adds notes, but may not cancel it', async () => {
    const theirs = await jobAssignedTo(crew.userId);
    const cancel = await crew.browser.post(`/api/jobs/${theirs.id}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('ILLEGAL_MOVE');
    const started = await crew.browser.post(`/api/jobs/${theirs.id}/status`, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ view: 'crew', status: 'in_progress' });
    expect(started.body.allowedStatuses).toEqual(['paused', 'completed']);
    const noted = await crew.browser.post(`/api/jobs/${theirs.id}/progress-notes`, { note: 'Posts set' });
    expect(noted.status).toBe(201);
    expect(noted.body.progressNotes[0]).toMatchObject({ note: 'Posts set', author: 'Carl Digger' });
    const done = await crew.browser.post(`/api/jobs/${theirs.id}/status`, { status: 'completed' });
    expect(done.body.status).toBe('completed');
  });

  it('sees only their own events on the schedule', async () => {
    const event = (assignedTo: string, title: string) =>
      owner.browser.post('/api/calendar/events', {
        title,
        eventType: 'appointment',
        startDate: '2031-07-02',
        assignedTo,
      });
    await event(crew.userId, 'Carl digs');
    await event(otherCrew.userId, 'Someone else digs');
    for (const query of ['', `&assignedTo=${otherCrew.userId}`]) {
      const events = await crew.browser.get(`/api/calendar/events?start=2031-07-01&end=2031-07-03${query}`);
      expect(events.status).toBe(200);
      expect(events.body.events.map((item: { title: string }) => item.title)).toEqual(['Carl digs']);
    }
    const all = await owner.browser.get('/api/calendar/events?start=2031-07-01&end=2031-07-03');
    expect(all.body.events.map((item: { title: string }) => item.title).sort()).toEqual([
      'Carl digs',
      'Someone else digs',
    ]);
  });
});

describe('customers by person', () => {
  it('are looked after by whoever added them, can be handed over, and list by person', async () => {
    const added = await rep.browser.post('/api/homeowners', {
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '3125550188',
      email: '',
      address: '1 Elm St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    });
    expect(added.status).toBe(201);
    expect(added.body.assignedTo).toEqual({ id: rep.userId, name: 'Rita Seller' });
    const repsList = await owner.browser.get(
      `/api/contractors/${owner.contractorId}/homeowners?assignedTo=${rep.userId}&sort=name`,
    );
    expect(repsList.body.homeowners.map((item: { id: string }) => item.id)).toContain(added.body.id);

    const {
      id,
      version,
      contractorId: _c,
      name: _n,
      archived: _a,
      createdAt: _t,
      assignedTo: _p,
      ...fields
    } = added.body;
    const toCrew = await owner.browser.request('PATCH', `/api/homeowners/${id}`, {
      body: { ...fields, version, assignedTo: crew.userId },
    });
    expect(toCrew.status).toBe(400);
    expect(toCrew.body.fields).toEqual({ assignedTo: 'Choose someone on your team' });
    const handedOver = await owner.browser.request('PATCH', `/api/homeowners/${id}`, {
      body: { ...fields, version, assignedTo: ownerId() },
    });
    expect(handedOver.status).toBe(200);
    expect(handedOver.body.assignedTo.id).toBe(ownerId());
    const after = await owner.browser.get(
      `/api/contractors/${owner.contractorId}/homeowners?assignedTo=${rep.userId}`,
    );
    expect(after.body.homeowners.map((item: { id: string }) => item.id)).not.toContain(id);
  });
});
