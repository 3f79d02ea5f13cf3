// The month grid's weeks and what each day shows: whole weeks around the month, events in reading order,
// three per day and "+N more" (never "+1 more": that row shows the event itself).
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#domain/contract/customers';
import { monthRange, monthWeeks } from '#frontend/features/schedule/month-layout';

const event = (id: string, overrides: Partial<CalendarEvent> = {}) =>
  ({
    id,
    title: id,
    startDate: '2026-12-02',
    endDate: '2026-12-02',
    startTime: null,
    endTime: null,
    isAnytime: true,
    ...overrides,
  }) as CalendarEvent;

describe('the month grid', () => {
  it('shows whole weeks, Sunday to Saturday', () => {
    expect(monthRange('2026-12-15')).toEqual({ start: '2026-11-29', end: '2027-01-02' });
    expect(monthRange('2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    const weeks = monthWeeks('2026-12-15', []);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-11-29', inMonth: false });
  });

  it('orders a day anytime first, then by time, and counts what does not fit', () => {
    const events = [
      event('late', { isAnytime: false, startTime: '15:00', endTime: '16:00' }),
      event('early', { isAnytime: false, startTime: '08:00', endTime: '09:00' }),
      event('anytime'),
      event('noon', { isAnytime: false, startTime: '12:00', endTime: '13:00' }),
      event('evening', { isAnytime: false, startTime: '18:00', endTime: '19:00' }),
    ];
    const day = monthWeeks('2026-12-15', events)
      .flat()
      .find((cell) => cell.date === '2026-12-02');
    expect(day?.shown.map((shown) => shown.id)).toEqual(['anytime', 'early', 'noon']);
    expect(day?.more).toBe(2);
  });

  it('shows a fourth event rather than "+1 more", and a multi-day event on each of its days', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => event(id));
    const cells = monthWeeks('2026-12-15', [
      ...four,
      event('install', { startDate: '2026-12-30', endDate: '2027-01-04' }),
    ]).flat();
    expect(cells.find((cell) => cell.date === '2026-12-02')).toMatchObject({ more: 0 });
    expect(cells.find((cell) => cell.date === '2026-12-02')?.shown).toHaveLength(4);
    const install = cells
      .filter((cell) => cell.shown.some((shown) => shown.id === 'install'))
      .map((cell) => cell.date);
    expect(install).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
