// The dashboard's month cards and owed payments: every figure is the API's, beside last month's with the
// change between them; null rates and averages read "—" and show no change.
import { describe, expect, it } from 'vitest';
import type { ReportFigures } from '#domain/contract/reports';
import { dueText, figureChange, monthFigureCards } from '#frontend/features/dashboard/dashboard-figures';
import { translate } from '#frontend/i18n/language';
import { noFigures } from '#test/support/report-figures';

const say = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('en', key, vars);

const figures = (overrides: Partial<ReportFigures>): ReportFigures => ({ ...noFigures, ...overrides });

describe('a figure’s change from last month', () => {
  it('is up, down or the same in the unit it is shown in', () => {
    const count = (value: number) => String(value);
    expect(figureChange(7, 4, Math.round, count)).toEqual({ direction: 'up', amount: '3' });
    expect(figureChange(2, 4, Math.round, count)).toEqual({ direction: 'down', amount: '2' });
    expect(figureChange(4, 4, Math.round, count)).toEqual({ direction: 'same', amount: '0' });
    // 41.6% against 41.4%: no whole point apart.
    expect(figureChange(0.416, 0.414, (share) => Math.round(share * 100), count)?.direction).toBe('same');
  });

  it('is unknown when either month has no figure', () => {
    expect(figureChange(null, 0.5, Math.round, String)).toBeNull();
    expect(figureChange(0.5, null, Math.round, String)).toBeNull();
  });
});

describe('the month cards', () => {
  it('show this month, last month and the change, from the API’s figures only', () => {
    const cards = monthFigureCards(
      {
        thisMonth: figures({
          quotesSent: 12,
          closeRate: 0.5,
          wonCents: 1_250_000,
          collectedCents: 480_050,
          averageDealCents: 312_500,
        }),
        lastMonth: figures({ quotesSent: 15, closeRate: 0.4, wonCents: 1_000_000, collectedCents: 480_050 }),
        balanceOwedCents: 905_000,
      },
      say,
      'en-US',
    );
    expect(cards.map((card) => card.id)).toEqual([
      'quotesSent',
      'closeRate',
      'won',
      'collected',
      'averageDeal',
      'balanceOwed',
    ]);
    const [sent, rate, won, collected, average, owed] = cards;
    expect(sent).toMatchObject({ value: '12', lastMonth: '15', change: { direction: 'down', amount: '3' } });
    expect(rate).toMatchObject({
      value: '50%',
      lastMonth: '40%',
      change: { direction: 'up', amount: '10 pts' },
    });
    expect(won).toMatchObject({
      value: '$12,500.00',
      lastMonth: '$10,000.00',
      change: { direction: 'up', amount: '$2,500.00' },
    });
    expect(collected).toMatchObject({ value: '$4,800.50', change: { direction: 'same' } });
    expect(average).toMatchObject({ value: '$3,125.00', lastMonth: '—', change: null });
    expect(owed).toEqual({ id: 'balanceOwed', label: 'report.figure.balanceOwed', value: '$9,050.00' });
  });
});

describe('when an owed payment is due', () => {
  it('reads overdue, today, tomorrow or in n days', () => {
    expect(dueText(-3)).toEqual({ key: 'dashboard.payment.overdue', vars: { days: 3 } });
    expect(dueText(-1)).toEqual({ key: 'dashboard.payment.overdueOne', vars: {} });
    expect(dueText(0)).toEqual({ key: 'dashboard.payment.dueToday', vars: {} });
    expect(dueText(1)).toEqual({ key: 'dashboard.payment.dueTomorrow', vars: {} });
    expect(dueText(5)).toEqual({ key: 'dashboard.payment.dueIn', vars: { days: 5 } });
    expect(say('dashboard.payment.overdue', { days: 3 })).toBe('3 days overdue');
  });
});
