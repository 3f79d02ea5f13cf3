// The reports page's URL: a known period, real custom days only with a custom period, and a known grouping;
// anything else is undefined (never a raw value).
import { describe, expect, it } from 'vitest';
import { validateReportSearch } from '#frontend/features/reports/report-search';
import { day } from '#frontend/lib/search-params';

describe('the reports URL', () => {
  it('keeps a preset and a grouping it knows', () => {
    expect(validateReportSearch({ period: 'lastMonth', groupBy: 'source' })).toEqual({
      period: 'lastMonth',
      from: undefined,
      to: undefined,
      groupBy: 'source',
    });
  });

  it('keeps the days of a custom period', () => {
    expect(
      validateReportSearch({ period: 'custom', from: '2026-01-05', to: '2026-02-28', groupBy: 'material' }),
    ).toEqual({ period: 'custom', from: '2026-01-05', to: '2026-02-28', groupBy: 'material' });
  });

  it('drops days that are not real, and days under a preset', () => {
    expect(validateReportSearch({ period: 'custom', from: '2026-02-30', to: '2026-13-01' })).toEqual({
      period: 'custom',
      from: undefined,
      to: undefined,
      groupBy: undefined,
    });
    expect(validateReportSearch({ period: 'thisYear', from: '2026-01-05', to: '2026-02-28' })).toEqual({
      period: 'thisYear',
      from: undefined,
      to: undefined,
      groupBy: undefined,
    });
  });

  it('refuses anything else as undefined', () => {
    expect(validateReportSearch({ period: 'decade', groupBy: 'zip', from: 20260105 })).toEqual({
      period: undefined,
      from: undefined,
      to: undefined,
      groupBy: undefined,
    });
  });
});

describe('a day in the URL', () => {
  it('is a real YYYY-MM-DD date', () => {
    expect(day({ d: '2028-02-29' }, 'd')).toEqual({ d: '2028-02-29' });
    expect(day({ d: '2026-02-29' }, 'd')).toEqual({ d: undefined });
    expect(day({ d: '2026-1-05' }, 'd')).toEqual({ d: undefined });
    expect(day({ d: '2026-01-05T00:00' }, 'd')).toEqual({ d: undefined });
    expect(day({}, 'd')).toEqual({ d: undefined });
  });
});
