// What the dashboard's month cards and owed payments say (domain/contract/reports.ts `Dashboard`): each
// figure of this month so far beside last month's and the change between them, and when a payment is due.
// Every number is the API's; a null rate or average reads "—" and has no change. Pure, so it is unit-tested.
import type { Dashboard } from '#domain/contract/reports';
import type { TranslationKey, TranslationVars } from '#frontend/i18n/language';
import { formatCount, formatMoney, formatRate, noFigure, type Say } from '#frontend/lib/report-figures';

export type MonthFigures = Dashboard['thisMonth'];

export type ChangeDirection = 'up' | 'down' | 'same';

export interface FigureChange {
  direction: ChangeDirection;
  /** The size of the change as people read it ("$1,200.00", "3", "5 pts"). */
  amount: string;
}

export interface FigureCard {
  id: 'quotesSent' | 'closeRate' | 'won' | 'collected' | 'averageDeal' | 'balanceOwed';
  label: TranslationKey;
  value: string;
  /** Last month's figure, for the cards that compare. */
  lastMonth?: string;
  change?: FigureChange | null;
}

/**
 * The change from `previous` to `current`, or null when either is unknown. `round` turns a difference into
 * the unit it is shown in (cents, whole points), so a change too small to show reads "same".
 */
export const figureChange = (
  current: number | null,
  previous: number | null,
  round: (difference: number) => number,
  format: (size: number) => string,
): FigureChange | null => {
  if (current === null || previous === null) return null;
  const difference = round(current - previous);
  if (difference === 0) return { direction: 'same', amount: format(0) };
  return { direction: difference > 0 ? 'up' : 'down', amount: format(Math.abs(difference)) };
};

/** The month cards in their order: counts, rates and money this month, last month and the change. */
export const monthFigureCards = (
  dashboard: Pick<Dashboard, 'thisMonth' | 'lastMonth' | 'balanceOwedCents'>,
  say: Say,
  locale: string,
): FigureCard[] => {
  const { thisMonth, lastMonth } = dashboard;
  const count = (value: number) => formatCount(value, locale);
  const rate = (value: number | null) => formatRate(value, locale);
  const points = (size: number) => say('report.points', { points: formatCount(size, locale) });
  const money = (cents: number) => formatMoney(cents);
  const moneyCard = (
    id: 'won' | 'collected' | 'averageDeal',
    label: TranslationKey,
    current: number | null,
    previous: number | null,
  ): FigureCard => ({
    id,
    label,
    value: current === null ? noFigure : money(current),
    lastMonth: previous === null ? noFigure : money(previous),
    change: figureChange(current, previous, Math.round, money),
  });
  return [
    {
      id: 'quotesSent',
      label: 'report.figure.quotesSent',
      value: count(thisMonth.quotesSent),
      lastMonth: count(lastMonth.quotesSent),
      change: figureChange(thisMonth.quotesSent, lastMonth.quotesSent, Math.round, count),
    },
    {
      id: 'closeRate',
      label: 'report.figure.closeRate',
      value: rate(thisMonth.closeRate),
      lastMonth: rate(lastMonth.closeRate),
      change: figureChange(
        thisMonth.closeRate,
        lastMonth.closeRate,
        (share) => Math.round(share * 100),
        points,
      ),
    },
    moneyCard('won', 'report.figure.won', thisMonth.wonCents, lastMonth.wonCents),
    moneyCard('collected', 'report.figure.collected', thisMonth.collectedCents, lastMonth.collectedCents),
    moneyCard(
      'averageDeal',
      'report.figure.averageDeal',
      thisMonth.averageDealCents,
      lastMonth.averageDealCents,
    ),
    { id: 'balanceOwed', label: 'report.figure.balanceOwed', value: money(dashboard.balanceOwedCents) },
  ];
};

/** When an unpaid payment is due, from its days until due (negative when overdue). */
export const dueText = (daysUntilDue: number): { key: TranslationKey; vars: TranslationVars } => {
  const days = Math.trunc(daysUntilDue);
  if (days < -1) return { key: 'dashboard.payment.overdue', vars: { days: -days } };
  if (days === -1) return { key: 'dashboard.payment.overdueOne', vars: {} };
  if (days === 0) return { key: 'dashboard.payment.dueToday', vars: {} };
  if (days === 1) return { key: 'dashboard.payment.dueTomorrow', vars: {} };
  return { key: 'dashboard.payment.dueIn', vars: { days } };
};
