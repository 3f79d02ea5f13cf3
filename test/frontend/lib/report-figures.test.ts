// How the dashboard and the reports write figures: dollars from cents, counts and rates in the page's
// locale, averages in days or minutes, and "—" where the API says null.
import { describe, expect, it } from 'vitest';
import type { english } from '#domain/i18n/english';
import { translate } from '#frontend/i18n/language';
import {
  formatCount,
  formatDays,
  formatMoney,
  formatRate,
  formatResponseTime,
  noFigure,
} from '#frontend/lib/report-figures';

const say = (key: keyof typeof english, vars?: Record<string, string | number>) => translate('en', key, vars);

describe('report figures', () => {
  it('writes money in US dollars from cents, and null as a dash', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe(noFigure);
    expect(noFigure).toBe('—');
  });

  it('writes counts and rates in the locale', () => {
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(formatRate(0.4167, 'en-US')).toBe('42%');
    expect(formatRate(0, 'en-US')).toBe('0%');
    expect(formatRate(1, 'en-US')).toBe('100%');
    expect(formatRate(null, 'en-US')).toBe('—');
    expect(formatRate(0.5, 'es-MX')).toMatch(/^50\s?%$/);
  });

  it('writes an average in days with one decimal at most', () => {
    expect(formatDays(4.46, say, 'en-US')).toBe('4.5 days');
    expect(formatDays(3, say, 'en-US')).toBe('3 days');
    expect(formatDays(1.02, say, 'en-US')).toBe('1 day');
    expect(formatDays(0, say, 'en-US')).toBe('0 days');
    expect(formatDays(null, say, 'en-US')).toBe('—');
  });

  it('writes a response time in minutes, hours or days', () => {
    expect(formatResponseTime(12.4, say, 'en-US')).toBe('12 min');
    expect(formatResponseTime(59.4, say, 'en-US')).toBe('59 min');
    expect(formatResponseTime(59.6, say, 'en-US')).toBe('1 h');
    expect(formatResponseTime(210, say, 'en-US')).toBe('3.5 h');
    expect(formatResponseTime(47 * 60, say, 'en-US')).toBe('47 h');
    expect(formatResponseTime(3 * 24 * 60, say, 'en-US')).toBe('3 days');
    expect(formatResponseTime(null, say, 'en-US')).toBe('—');
  });
});
