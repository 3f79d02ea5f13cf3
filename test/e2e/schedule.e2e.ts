// The schedule in Chromium against the app as `npm start` serves it, for one new contractor in a browser
// set to Tokyo time (the business is on Chicago time): an event made by clicking a slot, dragged to another
// day and still there after a reload, a filter, the phone's agenda, and Create → Task. Each test works in
// its own week of 2027, so they do not see each other's events.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, launchBrowser, newContext, signUpWithApi, uniqueEmail } from './browser';

let browser: Browser;
let context: BrowserContext;
const pollOptions = { timeout: 10_000 };

type Event = { id: string; title: string; startDate: string; startTime: string | null; eventType: string };

beforeAll(async () => {
  browser = await launchBrowser();
  // Far from Chicago: a 9:00 visit must still show at 9:00.
  context = await newContext(browser, { viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(appUrl('/'));
  const signup = await signUpWithApi(page, {
    businessName: `Calendar Fence ${Date.now().toString(36)}`,
    firstName: 'Cal',
    lastName: 'Endar',
    email: uniqueEmail('schedule'),
    phone: '3125550161',
    password: 'schedule-e2e-pass-2026',
  });
  expect(signup.status).toBe(201);
  await page.close();
});
afterAll(() => browser?.close());

/** A tab of the signed-in contractor, on the app (so setup calls from it carry the session). */
const signedInPage = async () => {
  const page = await context.newPage();
  await page.goto(appUrl('/dashboard'));
  return page;
};

const eventsIn = async (page: Page, start: string, end: string): Promise<Event[]> =>
  (await callApi(page, 'GET', `/api/calendar/events?start=${start}&end=${end}`)).body.events;

const openSchedule = async (page: Page, search: string) => {
  await page.goto(appUrl(`/schedule?${search}`));
  await page.getByTestId('schedule-calendar').or(page.getByTestId('month-grid')).waitFor(pollOptions);
};

/** The event titled `title` on screen, whichever view drew it. */
const entry = (page: Page, title: string) => page.getByTestId('calendar-event').filter({ hasText: title });

describe('the schedule', () => {
  it('creates an event by clicking an empty slot, at that time on the business clock', async () => {
    const page = await signedInPage();
    await openSchedule(page, 'view=day&date=2027-03-03');
    // The half hour under the 10:00 AM label.
    const label = page.getByTestId('schedule-calendar').getByText('10:00 AM', { exact: true });
    const box = await label.boundingBox();
    const grid = await page.getByTestId('schedule-calendar').boundingBox();
    if (!box || !grid) throw new Error('The day grid did not render');
    await page.mouse.click(grid.x + grid.width / 2, box.y + box.height / 2 + 6);

    const dialog = page.getByTestId('event-dialog');
    await dialog.waitFor(pollOptions);
    expect(await dialog.getByTestId('event-date').inputValue()).toBe('2027-03-03');
    expect(await dialog.getByTestId('event-start').inputValue()).toBe('10:00');
    // A quote visit (the default type) needs a customer: SPEC §5's message, and nothing saved.
    await dialog.getByTestId('event-title').fill('Measure the backyard');
    await dialog.getByTestId('event-submit').click();
    await dialog.getByText('Please select or create a customer.').waitFor(pollOptions);

    await dialog.getByTestId('event-type').selectOption('appointment');
    await dialog.getByTestId('event-submit').click();
    await page.getByText('Event Created').waitFor(pollOptions);
    await entry(page, 'Measure the backyard').waitFor(pollOptions);
    const [saved] = await eventsIn(page, '2027-03-03', '2027-03-03');
    expect(saved).toMatchObject({
      title: 'Measure the backyard',
      startTime: '10:00',
      eventType: 'appointment',
    });
    await page.close();
  });

  it('moves an event by dragging it to another day, and it is still there after a reload', async () => {
    const page = await signedInPage();
    const made = await callApi(page, 'POST', '/api/calendar/events', {
      title: 'Fence walk-through',
      eventType: 'appointment',
      startDate: '2027-03-09',
      isAnytime: false,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(made.status).toBe(201);
    await openSchedule(page, 'view=week&date=2027-03-09');
    const event = entry(page, 'Fence walk-through');
    await event.waitFor(pollOptions);
    // 9:00 on the business clock, although this browser is in Tokyo.
    expect(await event.textContent()).toContain('9:00');

    const from = await event.boundingBox();
    const tuesday = await page.locator('.ec-col-head').filter({ hasText: '3/9' }).boundingBox();
    if (!from || !tuesday) throw new Error('The week did not render');
    const x = from.x + from.width / 2;
    const y = from.y + 8;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (tuesday.width * step) / 10, y);
    await page.mouse.up();
    await page.getByText('Event Updated').waitFor(pollOptions);

    await page.reload();
    await entry(page, 'Fence walk-through').waitFor(pollOptions);
    const [moved] = await eventsIn(page, '2027-03-07', '2027-03-13');
    expect(moved).toMatchObject({ startDate: '2027-03-10', startTime: '09:00' });
    const wednesday = await page.locator('.ec-col-head').filter({ hasText: '3/10' }).boundingBox();
    const now = await entry(page, 'Fence walk-through').boundingBox();
    expect(Math.abs((now?.x ?? 0) - (wednesday?.x ?? 0))).toBeLessThan(wednesday?.width ?? 0);

    // The month grid is ours: drag it onto Friday there, and it keeps its time.
    await openSchedule(page, 'view=month&date=2027-03-09');
    await entry(page, 'Fence walk-through').dragTo(page.getByTestId('month-add-2027-03-12'));
    await page.getByText('Event Updated').first().waitFor(pollOptions);
    await page.reload();
    await page.getByTestId('month-day-2027-03-12').getByTestId('calendar-event').waitFor(pollOptions);
    const [again] = await eventsIn(page, '2027-03-07', '2027-03-13');
    expect(again).toMatchObject({ startDate: '2027-03-12', startTime: '09:00' });
    await page.close();
  });

  it('puts a dragged event back, saying why, when someone changed it first', async () => {
    const page = await signedInPage();
    const made = (
      await callApi(page, 'POST', '/api/calendar/events', {
        title: 'Stain the cedar',
        eventType: 'appointment',
        startDate: '2027-04-06',
        isAnytime: false,
        startTime: '13:00',
        endTime: '14:00',
      })
    ).body;
    await openSchedule(page, 'view=month&date=2027-04-06');
    await entry(page, 'Stain the cedar').waitFor(pollOptions);
    // The office renames it meanwhile: this page still holds the old version.
    const renamed = await callApi(page, 'PATCH', `/api/calendar/events/${made.id}`, {
      title: 'Stain the cedar fence',
      eventType: 'appointment',
      startDate: '2027-04-06',
      isAnytime: false,
      startTime: '13:00',
      endTime: '14:00',
      version: made.version,
    });
    expect(renamed.status).toBe(200);

    await entry(page, 'Stain the cedar').dragTo(page.getByTestId('month-add-2027-04-08'));
    await page.getByText('Update Failed').waitFor(pollOptions);
    await page.getByTestId('month-day-2027-04-06').getByTestId('calendar-event').waitFor(pollOptions);
    expect(await page.getByTestId('month-day-2027-04-08').getByTestId('calendar-event').count()).toBe(0);
    const [kept] = await eventsIn(page, '2027-04-04', '2027-04-10');
    expect(kept).toMatchObject({ startDate: '2027-04-06', title: 'Stain the cedar fence' });
    await page.close();
  });

  it('filters by type, and the filter is in the URL', async () => {
    const page = await signedInPage();
    for (const [title, eventType] of [
      ['Order gate hardware', 'reminder'],
      ['Call the Wilsons back', 'follow_up'],
    ])
      await callApi(page, 'POST', '/api/calendar/events', { title, eventType, startDate: '2027-03-17' });
    await openSchedule(page, 'view=month&date=2027-03-17');
    await entry(page, 'Order gate hardware').waitFor(pollOptions);
    await entry(page, 'Call the Wilsons back').waitFor(pollOptions);

    await page.getByTestId('schedule-filters').locator('summary').click();
    await page.getByTestId('filter-type-reminder').click();
    await page.waitForURL(/types=reminder/, pollOptions);
    await entry(page, 'Call the Wilsons back').waitFor({ state: 'detached', ...pollOptions });
    expect(await entry(page, 'Order gate hardware').count()).toBe(1);

    await page.reload();
    await entry(page, 'Order gate hardware').waitFor(pollOptions);
    expect(await entry(page, 'Call the Wilsons back').count()).toBe(0);
    await page.close();
  });

  it('opens on the agenda on a phone', async () => {
    const page = await signedInPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await callApi(page, 'POST', '/api/calendar/events', {
      title: 'Pick up post caps',
      eventType: 'reminder',
      startDate: '2027-03-24',
    });
    await openSchedule(page, 'date=2027-03-24');
    expect(await page.getByTestId('schedule-calendar').getAttribute('data-view')).toBe('agenda');
    expect(await page.getByTestId('schedule-view').inputValue()).toBe('agenda');
    const event = entry(page, 'Pick up post caps');
    await event.waitFor(pollOptions);
    // One thumb: the row is a full-size target, and a tap opens it.
    expect((await event.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await event.click();
    await page.getByTestId('event-dialog').waitFor(pollOptions);
    expect(await page.getByTestId('event-title').inputValue()).toBe('Pick up post caps');
    await page.close();
  });

  it('puts a task on the schedule from Create → Task', async () => {
    const page = await signedInPage();
    await page.goto(appUrl('/dashboard'));
    await page.getByTestId('sidebar-create').click();
    await page.getByTestId('create-task').click();
    const dialog = page.getByTestId('event-dialog');
    await dialog.waitFor(pollOptions);
    await dialog.getByTestId('event-title').fill('Send the Hill estimate');
    await dialog.getByTestId('event-type').selectOption('follow_up');
    await dialog.getByTestId('event-date').fill('2027-03-31');
    await dialog.getByTestId('event-submit').click();
    await page.getByText('Event Created').waitFor(pollOptions);
    const [task] = await eventsIn(page, '2027-03-31', '2027-03-31');
    expect(task).toMatchObject({ title: 'Send the Hill estimate', eventType: 'follow_up' });
    await page.close();
  });
});
