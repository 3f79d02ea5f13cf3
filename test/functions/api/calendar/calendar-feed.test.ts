// Each user's calendar subscription: a secret iCalendar URL of their events that calendar apps poll, at
// the times booked (floating, with the contractor's zone named), revoked by making a new one or ending it.
import { describe, expect, it } from 'vitest';
import { createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const nextMonth = () => {
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return date;
};

/** The feed as a calendar app fetches it: a plain GET, no cookies. */
const poll = async (url: string) => {
  const path = new URL(url).pathname;
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe('the calendar feed', () => {
  it("lists the user's events as iCalendar, timed ones at their booked wall-clock time", async () => {
    const { browser } = await createContractor(server.baseUrl);
    expect((await browser.get('/api/calendar/feed')).body).toEqual({ url: null });
    const day = nextMonth();
    await browser.post('/api/calendar/events', {
      title: 'Measure; back yard',
      eventType: 'appointment',
      startDate: day,
      isAnytime: false,
      startTime: '09:00',
      endTime: '10:30',
      visitInstructions: 'Gate code 1234',
    });
    await browser.post('/api/calendar/events', {
      title: 'Order posts',
      eventType: 'reminder',
      startDate: day,
    });
    const made = await browser.post('/api/calendar/feed');
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
    expect((await browser.get('/api/calendar/feed')).body.url).toBe(made.body.url);

    const feed = await poll(made.body.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const compact = day.replaceAll('-', '');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain('X-WR-TIMEZONE:America/Chicago');
    expect(feed.text).toContain(`DTSTART:${compact}T090000`);
    expect(feed.text).toContain(`DTEND:${compact}T103000`);
    expect(feed.text).toContain('SUMMARY:Measure\\; back yard');
    expect(feed.text).toContain('DESCRIPTION:Gate code 1234');
    expect(feed.text).toContain(`DTSTART;VALUE=DATE:${compact}`);
    expect(feed.text).toContain('SUMMARY:Order posts');
  });

  it('keeps booked times on the days clocks change (US DST starts 2027-03-14, ends 2027-11-07)', async () => {
    const { browser } = await createContractor(server.baseUrl);
    for (const day of ['2027-03-14', '2027-11-07'])
      await browser.post('/api/calendar/events', {
        title: `Install ${day}`,
        eventType: 'job',
        startDate: day,
        isAnytime: false,
        startTime: '09:00',
        endTime: '17:00',
      });
    const march = (await browser.get('/api/calendar/events?start=2027-03-14&end=2027-03-14')).body.events;
    expect(march).toMatchObject([{ startDate: '2027-03-14', startTime: '09:00', endTime: '17:00' }]);
    const feed = await poll((await browser.post('/api/calendar/feed')).body.url);
    expect(feed.text).toContain('DTSTART:20270314T090000');
    expect(feed.text).toContain('DTEND:20270314T170000');
  });

  it('stops answering the old URL when a new one is made, and any URL once ended', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const first = (await browser.post('/api/calendar/feed')).body.url;
    const second = (await browser.post('/api/calendar/feed')).body.url;
    expect(second).not.toBe(first);
    expect((await poll(first)).status).toBe(404);
    expect((await poll(second)).status).toBe(200);
    expect((await browser.request('DELETE', '/api/calendar/feed')).body).toEqual({ url: null });
    expect((await poll(second)).status).toBe(404);
    expect((await poll(`${server.baseUrl}/api/calendar/feeds/made-up-token.ics`)).status).toBe(404);
  });

  it("shows nobody else's events", async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    await other.browser.post('/api/calendar/events', {
      title: 'Their private visit',
      eventType: 'appointment',
      startDate: nextMonth(),
    });
    const url = (await owner.browser.post('/api/calendar/feed')).body.url;
    expect((await poll(url)).text).not.toContain('Their private visit');
  });
});
