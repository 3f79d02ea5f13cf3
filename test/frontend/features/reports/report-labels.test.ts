// How the reports page names a period, a point of the revenue series, a group and a quiet period.
import { describe, expect, it } from 'vitest';
import {
  groupName,
  isQuietPeriod,
  periodLabel,
  seriesPointLabel,
} from '#frontend/features/reports/report-labels';
import { translate } from '#frontend/i18n/language';
import { noFigures } from '#test/support/report-figures';

const say = (key: Parameters<typeof translate>[1]) => translate('en', key);

describe('report labels', () => {
  it('names a period by its first and last days, without drifting a day', () => {
    // Intl puts thin spaces around the dash.
    const label = (from: string, to: string) => periodLabel({ from, to }, 'en-US').replace(/\s/g, ' ');
    expect(label('2026-03-01', '2026-03-31')).toBe('Mar 1 – 31, 2026');
    expect(label('2025-12-01', '2026-02-28')).toBe('Dec 1, 2025 – Feb 28, 2026');
    expect(label('2026-03-04', '2026-03-04')).toBe('Mar 4, 2026');
  });

  it('names a day or a month of the series', () => {
    expect(seriesPointLabel('2026-03-04', 'day', 'en-US')).toBe('Mar 4');
    expect(seriesPointLabel('2026-03', 'month', 'en-US')).toBe('Mar 2026');
    expect(seriesPointLabel('2026-01', 'month', 'es-MX')).toMatch(/^ene/);
  });

  it('names people as the API does, and sources and materials in the page language', () => {
    expect(groupName({ key: 'usr_1', label: 'Ana Ruiz' }, 'person', say)).toBe('Ana Ruiz');
    expect(groupName({ key: 'usr_2', label: null }, 'person', say)).toBe('Someone no longer on the team');
    expect(groupName({ key: 'homeowner', label: null }, 'source', say)).toBe('Homeowner leads');
    expect(groupName({ key: 'contractor', label: null }, 'source', say)).toBe('Made by your team');
    expect(groupName({ key: 'chain_link', label: null }, 'material', say)).toBe('Chain link');
    expect(groupName({ key: 'bamboo', label: null }, 'material', say)).toBe('bamboo');
  });

  it('calls a period quiet only when nothing happened and no money moved', () => {
    expect(isQuietPeriod(noFigures)).toBe(true);
    expect(isQuietPeriod({ ...noFigures, paymentsReceived: 1, collectedCents: 5000 })).toBe(false);
    expect(isQuietPeriod({ ...noFigures, leadsCreated: 1 })).toBe(false);
    expect(isQuietPeriod({ ...noFigures, wonCents: 100 })).toBe(false);
  });
});
