// The Schedule Visit time choices (SPEC §5, §9): half-hour slots, end after start, Anytime on clears the
// times and off sets 09:00-17:00.
import { describe, expect, it } from 'vitest';
import { scheduleVisitSchema } from '#domain/schemas/customer';
import {
  endTimeSlots,
  formatSlot,
  formatVisitDate,
  localIsoDate,
  slotChoices,
  timeSlots,
  toggleAnytime,
  withStartTime,
} from '#frontend/lib/visit-times';

describe('visit time slots', () => {
  it('are every half hour of the day', () => {
    expect(timeSlots).toHaveLength(48);
    expect(timeSlots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeSlots.at(-1)).toBe('23:30');
    for (const slot of timeSlots) expect(slot).toMatch(/^([01]\d|2[0-3]):[03]0$/);
  });

  it('are all accepted by the visit schema', () => {
    for (const slot of timeSlots) {
      const next = endTimeSlots(slot)[0];
      if (!next) continue;
      const parsed = scheduleVisitSchema.safeParse({
        scheduledDate: '2026-05-04',
        isAnytime: false,
        scheduledStartTime: slot,
        scheduledEndTime: next,
      });
      expect(parsed.success, slot).toBe(true);
    }
  });

  it('offer only end times after the start', () => {
    expect(endTimeSlots('10:30').slice(0, 2)).toEqual(['11:00', '11:30']);
    expect(endTimeSlots('23:30')).toEqual([]);
    expect(endTimeSlots('')).toBe(timeSlots);
  });

  it('are read in the page language', () => {
    expect(formatSlot('09:30', 'en-US')).toBe('9:30 AM');
    expect(formatSlot('17:00', 'en-US')).toBe('5:00 PM');
    expect(formatSlot('00:00', 'en-US')).toBe('12:00 AM');
    expect(formatSlot('17:00', 'es-MX')).toMatch(/^5:00\s?p/);
  });

  it('become a select\'s choices after a first "no time" one', () => {
    expect(slotChoices(['09:00', '09:30'], 'en-US', 'Choose a time')).toEqual([
      { value: '', label: 'Choose a time' },
      { value: '09:00', label: '9:00 AM' },
      { value: '09:30', label: '9:30 AM' },
    ]);
  });
});

describe('Anytime', () => {
  it('on clears the times; off starts at 09:00-17:00', () => {
    expect(toggleAnytime(true)).toEqual({ isAnytime: true, startTime: '', endTime: '' });
    expect(toggleAnytime(false)).toEqual({ isAnytime: false, startTime: '09:00', endTime: '17:00' });
  });
});

describe('a new start time', () => {
  const times = { isAnytime: false, startTime: '09:00', endTime: '17:00' };

  it('keeps a later end time', () => {
    expect(withStartTime(times, '10:00')).toEqual({ ...times, startTime: '10:00' });
  });

  it('moves an end time that is no longer later to the next slot', () => {
    expect(withStartTime(times, '17:00')).toEqual({ ...times, startTime: '17:00', endTime: '17:30' });
    expect(withStartTime(times, '23:30')).toEqual({ ...times, startTime: '23:30', endTime: '' });
  });
});

describe('visit dates', () => {
  it('are the local calendar date, and shown without time-zone drift', () => {
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(formatVisitDate('2026-03-01', 'en-US')).toBe('March 1, 2026');
    expect(formatVisitDate('2026-03-01', 'es-MX')).toBe('1 de marzo de 2026');
  });
});
