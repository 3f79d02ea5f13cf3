// "Text the customer" from the schedule: the arrival window in the customer's language, through the SMS
// port (the local outbox here), logged on their timeline; no phone is a clear 409, another contractor's 404.
import { describe, expect, it } from 'vitest';
import { createContractor, createCustomer, freshPhone, textsTo } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

describe('POST /api/calendar/events/{id}/text-customer', () => {
  it("texts a visit's customer the arrival window and logs it on their timeline", async () => {
    const { browser, signup } = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const customer = await createCustomer(browser, { phone });
    const visit = (
      await browser.post('/api/calendar/events', {
        title: 'Quote visit',
        eventType: 'quote',
        linkedHomeownerId: customer.id,
        startDate: '2026-12-01',
        isAnytime: false,
        startTime: '09:00',
        endTime: '11:30',
      })
    ).body;
    const texted = await browser.post(`/api/calendar/events/${visit.id}/text-customer`);
    expect(texted.status).toBe(200);
    // The business's first text to the number says how to opt out.
    const expected = `${signup.businessName} will arrive Tue, Dec 1 between 9 AM and 11:30 AM.\nReply STOP to opt out.`;
    expect(texted.body).toEqual({ text: expected, status: 'sent' });
    const [message] = await textsTo(phone);
    expect(message?.body).toBe(expected);
    const timeline = (await browser.get(`/api/homeowners/${customer.id}/timeline`)).body;
    expect(timeline.entries.map((entry: { title: string }) => entry.title)).toContain(expected);
  });

  it('texts someone who is not a customer record, on an anytime day', async () => {
    const { browser, signup } = await createContractor(server.baseUrl);
    const phone = freshPhone();
    const repair = (
      await browser.post('/api/calendar/events', {
        title: 'Fix gate',
        eventType: 'repair',
        customerName: 'Walter Gatepost',
        customerPhone: phone,
        startDate: '2026-12-03',
      })
    ).body;
    expect((await browser.post(`/api/calendar/events/${repair.id}/text-customer`)).body.text).toBe(
      `${signup.businessName} is scheduled to come Thu, Dec 3.\nReply STOP to opt out.`,
    );
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it('says there is no phone to text, and keeps another contractor’s events out of reach', async () => {
    const owner = await createContractor(server.baseUrl);
    const reminder = (
      await owner.browser.post('/api/calendar/events', {
        title: 'Order posts',
        eventType: 'reminder',
        startDate: '2026-12-04',
      })
    ).body;
    const none = await owner.browser.post(`/api/calendar/events/${reminder.id}/text-customer`);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({
      code: 'NO_CONTACT',
      message: 'This event has no customer phone number to text.',
    });
    const other = await createContractor(server.baseUrl);
    expect((await other.browser.post(`/api/calendar/events/${reminder.id}/text-customer`)).status).toBe(404);
  });
});
