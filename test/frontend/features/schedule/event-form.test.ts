// The event dialog's values make SPEC §7 bodies the API accepts: times only when not anytime, an overnight
// visit's end left to the server, a multi-day event's length kept, cleared links cleared.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#domain/contract/customers';
import { calendarEventInputSchema } from '#domain/schemas/calendar-event';
import { utcOffsetOf } from '#frontend/features/schedule/contractor-clock';
import { eventBodyOf, eventValuesOf, newEventValues } from '#frontend/features/schedule/event-form';
import { endAfterNewStart, eventEndSlots } from '#frontend/features/schedule/event-times';

const existing: CalendarEvent = {
  id: 'ev_1',
  title: 'Install',
  description: '',
  eventType: 'repair',
  status: 'scheduled',
  startDate: '2026-12-02',
  endDate: '2026-12-04',
  startTime: null,
  endTime: null,
  isAllDay: false,
  isAnytime: true,
  color: '#f97316',
  linkedQuoteId: 'q_1',
  linkedHomeownerId: 'h_1',
  linkedJobId: null,
  visitInstructions: '',
  assignedTo: 'u_1',
  isCompleted: false,
  completedDate: null,
  customerName: 'Pat Lee',
  customerPhone: '3125550101',
  customerEmail: 'pat@example.com',
  address: '1 Main St',
  version: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('a new event', () => {
  it('starts as an anytime quote visit on the clicked day, or at the clicked half hour', () => {
    expect(newEventValues({ date: '2026-12-02' })).toMatchObject({
      eventType: 'quote',
      isAnytime: true,
      startDate: '2026-12-02',
    });
    expect(newEventValues({ date: '2026-12-02', startTime: '10:00', endTime: '11:00' })).toMatchObject({
      isAnytime: false,
      startTime: '10:00',
      endTime: '11:00',
    });
  });

  it('sends times only when not anytime, and lets an overnight visit end the next day', () => {
    const values = {
      ...newEventValues({ date: '2026-12-02' }),
      title: 'Night check',
      eventType: 'appointment' as const,
    };
    expect(eventBodyOf(values)).not.toHaveProperty('startTime');
    const overnight = eventBodyOf({ ...values, isAnytime: false, startTime: '22:00', endTime: '01:00' });
    expect(overnight).toMatchObject({ startTime: '22:00', endTime: '01:00' });
    expect(overnight).not.toHaveProperty('endDate');
    expect(calendarEventInputSchema.safeParse(overnight).success).toBe(true);
  });

  it('is refused without a customer when it is a quote visit', () => {
    const body = eventBodyOf({ ...newEventValues({ date: '2026-12-02' }), title: 'Measure' });
    const parsed = calendarEventInputSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['linkedHomeownerId'],
      message: 'event.customerRequired',
    });
  });
});

describe('an edited event', () => {
  it('keeps its length, colour and email when moved, with the version read', () => {
    const body = eventBodyOf({ ...eventValuesOf(existing), startDate: '2026-12-09' }, existing);
    expect(body).toMatchObject({
      startDate: '2026-12-09',
      endDate: '2026-12-11',
      color: '#f97316',
      customerEmail: 'pat@example.com',
      version: 2,
    });
  });

  it('clears a link that was cleared', () => {
    const body = eventBodyOf({ ...eventValuesOf(existing), linkedQuoteId: '' }, existing);
    expect(body).not.toHaveProperty('linkedQuoteId');
    expect(body.linkedHomeownerId).toBe('h_1');
  });
});

describe('end times', () => {
  it('offer the later half hours, then the earlier ones as the next day', () => {
    const slots = eventEndSlots('22:00');
    expect(slots.slice(0, 3)).toEqual([
      { slot: '22:30', nextDay: false },
      { slot: '23:00', nextDay: false },
      { slot: '23:30', nextDay: false },
    ]);
    expect(slots[3]).toEqual({ slot: '00:00', nextDay: true });
    expect(slots.some((slot) => slot.slot === '22:00')).toBe(false);
  });

  it('move when a new start would equal them', () => {
    expect(endAfterNewStart('10:00', '10:00')).toBe('10:30');
    expect(endAfterNewStart('10:00', '17:00')).toBe('17:00');
    expect(endAfterNewStart('23:30', '23:30')).toBe('00:00');
  });
});

describe("the contractor's UTC offset", () => {
  it('follows DST in their zone', () => {
    expect(utcOffsetOf('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe('-06:00');
    expect(utcOffsetOf('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe('-05:00');
    expect(utcOffsetOf('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe('+05:30');
    expect(utcOffsetOf('UTC')).toBe('+00:00');
    expect(utcOffsetOf('Not/A_Zone')).toBe('+00:00');
  });
});
