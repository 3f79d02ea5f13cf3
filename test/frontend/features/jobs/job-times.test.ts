// A job's time pickers follow SPEC §5's calendar rules: half-hour slots, the end after the start, Anytime
// on clears the times and off sets 09:00–17:00; a stored time off the half hour is still offered.
import { describe, expect, it } from 'vitest';
import {
  asSlotTime,
  endTimeOptions,
  formatTimeWindow,
  startTimeOptions,
  toggleAnytime,
  withStartTime,
} from '#frontend/features/jobs/job-times';

describe('job time choices', () => {
  it('read stored times as HH:MM', () => {
    expect(asSlotTime('09:30:00')).toBe('09:30');
    expect(asSlotTime('14:00')).toBe('14:00');
    expect(asSlotTime(null)).toBe('');
  });

  it('offer every half hour as a start, plus a stored time off the half hour', () => {
    expect(startTimeOptions('')).toHaveLength(48);
    const withOdd = startTimeOptions('09:15');
    expect(withOdd).toHaveLength(49);
    expect(withOdd.slice(18, 21)).toEqual(['09:00', '09:15', '09:30']);
  });

  it('offer only ends after the start', () => {
    const ends = endTimeOptions('16:30', '');
    expect(ends[0]).toBe('17:00');
    expect(ends.every((slot) => slot > '16:30')).toBe(true);
    expect(endTimeOptions('23:30', '')).toEqual([]);
    expect(endTimeOptions('08:00', '17:45')).toContain('17:45');
    expect(endTimeOptions('18:00', '17:45')).not.toContain('17:45');
  });

  it('clear the times for Anytime and default them to 09:00–17:00 otherwise', () => {
    expect(toggleAnytime(true)).toEqual({ isAnytime: true, startTime: '', endTime: '' });
    expect(toggleAnytime(false)).toEqual({ isAnytime: false, startTime: '09:00', endTime: '17:00' });
  });

  it('move the end past a later start', () => {
    const times = { isAnytime: false, startTime: '09:00', endTime: '10:00' };
    expect(withStartTime(times, '08:00').endTime).toBe('10:00');
    expect(withStartTime(times, '10:00').endTime).toBe('10:30');
  });
});

describe('a job’s hours as a crew member reads them', () => {
  it('show the start and end in the locale, and nothing for an anytime job', () => {
    const timed = { isAnytime: false, scheduledStartTime: '08:00:00', scheduledEndTime: '12:30' };
    expect(formatTimeWindow(timed, 'en-US')).toBe('8:00 AM – 12:30 PM');
    expect(formatTimeWindow({ ...timed, isAnytime: true }, 'en-US')).toBeNull();
    expect(formatTimeWindow({ ...timed, scheduledEndTime: null }, 'en-US')).toBeNull();
  });
});
