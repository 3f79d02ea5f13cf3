// The reports page's periods, on the contractor's calendar: this month, this quarter and this year run to
// today, last month is whole, a custom period is the days picked; "today" is where the contractor is, not
// where the browser or UTC is.
import { describe, expect, it } from 'vitest';
import {
  contractorToday,
  periodLength,
  periodOfSearch,
  periodProblem,
  presetPeriod,
} from '#frontend/features/reports/report-period';

describe("the contractor's today", () => {
  it('is the day in their time zone, not in UTC', () => {
    // 23:30 on Jan 31 in Chicago is already Feb 1 in UTC.
    const lateOnTheLast = new Date('2026-02-01T05:30:00Z');
    expect(contractorToday('America/Chicago', lateOnTheLast)).toBe('2026-01-31');
    expect(contractorToday('Asia/Tokyo', lateOnTheLast)).toBe('2026-02-01');
  });

  it("falls back to the browser's zone when the contractor's is not known", () => {
    const now = new Date('2026-07-04T12:00:00Z');
    const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(contractorToday(undefined, now)).toBe(contractorToday(browserZone, now));
    expect(contractorToday('', now)).toBe(contractorToday(browserZone, now));
  });
});

describe('the preset periods', () => {
  it('runs this month from its first day to today', () => {
    expect(presetPeriod('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });

  it('takes the month Chicago is in at 23:30 on the 31st, whatever the UTC date', () => {
    const today = contractorToday('America/Chicago', new Date('2026-04-01T04:30:00Z'));
    expect(today).toBe('2026-03-31');
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('thisQuarter', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('makes last month whole, across a year and in a leap year', () => {
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('lastMonth', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('lastMonth', '2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('starts this quarter on the first day of its first month', () => {
    expect(presetPeriod('thisQuarter', '2026-02-10')).toEqual({ from: '2026-01-01', to: '2026-02-10' });
    expect(presetPeriod('thisQuarter', '2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-05-01' });
    expect(presetPeriod('thisQuarter', '2026-09-30')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetPeriod('thisQuarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('runs this year from January 1, and a whole year fits in one report', () => {
    const year = presetPeriod('thisYear', '2028-12-31');
    expect(year).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    expect(periodLength(year)).toBe(366);
    expect(periodProblem(year)).toBeNull();
  });
});

describe('the period the URL asks for', () => {
  it('is this month when it names none', () => {
    expect(periodOfSearch({}, '2026-06-09')).toEqual({ from: '2026-06-01', to: '2026-06-09' });
  });

  it('is the days picked for a custom period, this month filling a missing one', () => {
    const today = '2026-06-09';
    expect(periodOfSearch({ period: 'custom', from: '2026-01-05', to: '2026-02-20' }, today)).toEqual({
      from: '2026-01-05',
      to: '2026-02-20',
    });
    expect(periodOfSearch({ period: 'custom', from: '2026-05-20' }, today)).toEqual({
      from: '2026-05-20',
      to: '2026-06-09',
    });
  });

  it('ignores custom days under a preset', () => {
    expect(
      periodOfSearch({ period: 'lastMonth', from: '2020-01-01', to: '2020-01-02' }, '2026-06-09'),
    ).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
  });
});

describe('a period the server would refuse', () => {
  it('says when the last day comes before the first', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('date.order');
  });

  it('says when it is longer than a report covers (366 days, both ends counted)', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('report.rangeTooLong');
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});
