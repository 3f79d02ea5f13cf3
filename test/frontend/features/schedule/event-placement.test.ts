// Events keep the contractor's wall clock on the calendar and back: floating times in, the Date's local
// fields out, whatever the browser's zone — including days that cross a DST change.
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#domain/contract/customers';
import { calendarEventInputSchema } from '#domain/schemas/calendar-event';
import {
  bodyOf,
  calendarEntryOf,
  movedBody,
  placementOf,
  UNASSIGNED_LANE,
} from '#frontend/features/schedule/event-placement';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'ev_1',
  title: 'Measure the yard',
  description: '',
  eventType: 'quote',
  status: 'scheduled',
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  startTime: '09:00',
  endTime: '11:00',
  isAllDay: false,
  isAnytime: false,
  color: '#22c55e',
  linkedQuoteId: null,
  linkedHomeownerId: 'h_1',
  linkedJobId: null,
  visitInstructions: 'Gate code 1234',
  assignedTo: 'u_1',
  isCompleted: false,
  completedDate: null,
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  address: '',
  version: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('an event on the calendar', () => {
  it('is drawn at its wall-clock time, with no UTC offset to shift it', () => {
    expect(calendarEntryOf(event())).toMatchObject({
      start: '2026-12-02T09:00:00',
      end: '2026-12-02T11:00:00',
      allDay: false,
      resourceIds: ['u_1'],
      backgroundColor: '#22c55e',
    });
  });

  it('is an all-day entry when anytime, ending the morning after its last day', () => {
    expect(
      calendarEntryOf(event({ isAnytime: true, startTime: null, endTime: null, endDate: '2026-12-04' })),
    ).toMatchObject({ start: '2026-12-02', end: '2026-12-05', allDay: true });
  });

  it("sits in the unassigned lane when nobody has it, and a job's day cannot be stretched", () => {
    const entry = calendarEntryOf(event({ assignedTo: null, linkedJobId: 'job_1' }));
    expect(entry.resourceIds).toEqual([UNASSIGNED_LANE]);
    expect(entry.durationEditable).toBe(false);
  });

  it('is read back from a drop on the wall clock in any browser zone, across DST changes', () => {
    for (const zone of ['America/Chicago', 'Asia/Tokyo', 'Europe/London', 'Australia/Sydney']) {
      process.env.TZ = zone;
      // 8 March 2026 is the US spring-forward day; 1 November 2026 the fall-back day.
      for (const [day, hour] of [
        [8, 9],
        [1, 9],
        [29, 17],
      ] as const) {
        const month = day === 8 ? 2 : day === 1 ? 10 : 2;
        const start = new Date(2026, month, day, hour, 30);
        const end = new Date(2026, month, day, hour + 1, 0);
        const placed = placementOf({ start, end, allDay: false });
        expect(placed.startTime).toBe(`${String(hour).padStart(2, '0')}:30`);
        expect(placed.endTime).toBe(`${String(hour + 1).padStart(2, '0')}:00`);
        expect(placed.startDate).toBe(
          `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        );
      }
    }
  });

  it('reads an all-day drop as anytime days, the exclusive end made inclusive', () => {
    process.env.TZ = 'America/New_York';
    expect(placementOf({ start: new Date(2026, 2, 7), end: new Date(2026, 2, 10), allDay: true })).toEqual({
      startDate: '2026-03-07',
      endDate: '2026-03-09',
      isAnytime: true,
    });
    expect(placementOf({ start: new Date(2026, 2, 8), end: null, allDay: true })).toEqual({
      startDate: '2026-03-08',
      endDate: '2026-03-08',
      isAnytime: true,
    });
  });
});

describe('the PATCH body of a move', () => {
  it('is the whole event with the new place and version, accepted by the API schema', () => {
    const body = movedBody(event(), {
      startDate: '2026-12-03',
      endDate: '2026-12-03',
      isAnytime: false,
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(body).toMatchObject({
      title: 'Measure the yard',
      eventType: 'quote',
      startDate: '2026-12-03',
      startTime: '13:00',
      endTime: '15:00',
      linkedHomeownerId: 'h_1',
      visitInstructions: 'Gate code 1234',
      assignedTo: 'u_1',
      version: 3,
    });
    expect(calendarEventInputSchema.safeParse(body).success).toBe(true);
  });

  it('drops the times when moved to the anytime row, and takes the lane it was dropped in', () => {
    const body = movedBody(
      event(),
      { startDate: '2026-12-03', endDate: '2026-12-03', isAnytime: true },
      'u_2',
    );
    expect(body).toMatchObject({ isAnytime: true, assignedTo: 'u_2' });
    expect(body).not.toHaveProperty('startTime');
    expect(bodyOf(event(), {}).assignedTo).toBe('u_1');
    expect(
      movedBody(event(), { startDate: '2026-12-03', endDate: '2026-12-03', isAnytime: true }, UNASSIGNED_LANE)
        .assignedTo,
    ).toBe('u_1');
  });
});
