// A rain day: a day's events move by N work days in one step (jobs by rescheduling the job), finished ones
// stay, a retry moves nothing twice, and each customer may be texted the new day.
import { describe, expect, it } from 'vitest';
import { addWorkDays } from '#domain/calendar-dates';
import {
  convertQuote,
  createContractorWithQuote,
  createCustomer,
  freshPhone,
  textsTo,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

describe('work days', () => {
  it('skip weekends either way', () => {
    expect(addWorkDays('2026-12-04', 1)).toBe('2026-12-07'); // Friday → Monday
    expect(addWorkDays('2026-12-07', -1)).toBe('2026-12-04'); // Monday → Friday
    expect(addWorkDays('2026-12-05', 1)).toBe('2026-12-07'); // Saturday → Monday
    expect(addWorkDays('2026-12-02', 5)).toBe('2026-12-09');
  });
});

describe('POST /api/calendar/shift', () => {
  it("moves a day's open events and its job by work days, texting customers, once", async () => {
    const owner = await createContractorWithQuote(server.baseUrl);
    const { browser } = owner;
    await browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'sent' });
    await browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'approved' });
    const job = await convertQuote(browser, owner.quote.id, '2026-12-04');
    const phone = freshPhone();
    const customer = await createCustomer(browser, { phone });
    const add = async (body: Record<string, unknown>) =>
      (
        await browser.post('/api/calendar/events', {
          eventType: 'appointment',
          startDate: '2026-12-04',
          ...body,
        })
      ).body;
    const visit = await add({ title: 'Visit', eventType: 'quote', linkedHomeownerId: customer.id });
    const done = await add({ title: 'Done already', status: 'completed' });
    await add({ title: 'Another day', startDate: '2026-12-03' });

    const shifted = await browser.post('/api/calendar/shift', {
      date: '2026-12-04',
      workDays: 1,
      textCustomers: true,
    });
    expect(shifted.status).toBe(200);
    expect(shifted.body.newDate).toBe('2026-12-07');
    expect(shifted.body.moved.map((event: { title: string }) => event.title).sort()).toHaveLength(2);
    expect(shifted.body.skipped).toEqual([]);
    expect(shifted.body.texted).toBeGreaterThanOrEqual(1);
    expect((await browser.get(`/api/jobs/${job.id}`)).body.scheduledDate).toBe('2026-12-07');
    const onMonday = (await browser.get('/api/calendar/events?start=2026-12-07&end=2026-12-07')).body.events;
    expect(onMonday.map((event: { id: string }) => event.id)).toContain(visit.id);
    const friday = (await browser.get('/api/calendar/events?start=2026-12-04&end=2026-12-04')).body.events;
    expect(friday.map((event: { id: string }) => event.id)).toEqual([done.id]);
    const [text] = await textsTo(phone);
    expect(text?.body).toMatch(/is scheduled to come Mon, Dec 7\.\nReply STOP to opt out\.$/);

    const retried = await browser.post('/api/calendar/shift', { date: '2026-12-04', workDays: 1 });
    expect(retried.body.moved).toEqual([]);
    expect((await browser.get(`/api/jobs/${job.id}`)).body.scheduledDate).toBe('2026-12-07');
  });

  it('refuses a move of 0 or more than 20 work days, naming the field', async () => {
    const { browser } = await createContractorWithQuote(server.baseUrl);
    for (const workDays of [0, 21, 1.5]) {
      const refused = await browser.post('/api/calendar/shift', { date: '2026-12-04', workDays });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ workDays: 'Move by 1 to 20 work days, earlier or later' });
    }
  });
});
