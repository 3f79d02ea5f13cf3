// How the dashboard and the reports write a period's figures (domain/contract/reports.ts): money in US
// dollars (SPEC §9: en-US whatever the language), counts, rates as percentages and averages in days or
// minutes in the page's locale, and "—" where the API says null (nothing to divide by). Every figure comes
// from the API; nothing here makes one up. Pure, so it is unit-tested.
import { formatUsd } from '#domain/money';
import type { TranslationKey, TranslationVars } from '#frontend/i18n/language';

/** What a figure shows when there is nothing to make it from (a rate of no quotes, an average of none). */
export const noFigure = '—';

export type Say = (key: TranslationKey, vars?: TranslationVars) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
};

/** Cents as dollars ("$1,234.56"), or "—" for null. */
export const formatMoney = (cents: number | null): string => (cents === null ? noFigure : formatUsd(cents));

/** A whole count in the locale ("1,234"). */
export const formatCount = (count: number, locale: string): string =>
  numberFormat(locale, { maximumFractionDigits: 0 }).format(count);

/** A share from 0 to 1 as a whole percentage ("42%"), or "—" for null. */
export const formatRate = (rate: number | null, locale: string): string =>
  rate === null
    ? noFigure
    : numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

/** A number of days with at most one decimal ("4.5 days"), or "—" for null. */
export const formatDays = (days: number | null, say: Say, locale: string): string => {
  if (days === null) return noFigure;
  const rounded = Math.round(days * 10) / 10;
  const text = numberFormat(locale, { maximumFractionDigits: 1 }).format(rounded);
  return rounded === 1 ? say('report.oneDay') : say('report.days', { days: text });
};

/**
 * A response time: minutes under an hour ("45 min"), hours under two days ("3.5 h"), days beyond
 * ("2.5 days"); "—" for null.
 */
export const formatResponseTime = (minutes: number | null, say: Say, locale: string): string => {
  if (minutes === null) return noFigure;
  const oneDecimal = numberFormat(locale, { maximumFractionDigits: 1 });
  if (Math.round(minutes) < 60) return say('report.minutes', { minutes: Math.round(minutes) });
  if (minutes < 48 * 60)
    return say('report.hours', { hours: oneDecimal.format(Math.round(minutes / 6) / 10) });
  return formatDays(minutes / (24 * 60), say, locale);
};
