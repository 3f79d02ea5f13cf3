// How the reports page names what the API answers (domain/contract/reports.ts `ReportSummary`): the period
// ("Mar 1 – 31, 2026"), a point of the revenue series (a day or a month), a group (a person's name, or a
// lead source or fence material in the page's language), a funnel step and an aging bucket. Pure, so it is
// unit-tested.
import type { AgingBucket, FunnelStep, ReportGrouping, ReportSummary } from '#domain/contract/reports';
import type { TranslationKey } from '#frontend/i18n/language';
import type { Period } from './report-period';

const utcDay = (date: string): Date => {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** The period as people read it, e.g. "Mar 1 – 31, 2026" (one day reads as that day). */
export const periodLabel = (period: Period, locale: string): string => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return period.from === period.to
    ? format.format(utcDay(period.from))
    : format.formatRange(utcDay(period.from), utcDay(period.to));
};

/** A point of the series: "Mar 4" for a day (YYYY-MM-DD), "Mar 2026" for a month (YYYY-MM). */
export const seriesPointLabel = (point: string, granularity: 'day' | 'month', locale: string): string => {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'day'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  const date = granularity === 'day' ? point : `${point}-01`;
  return new Intl.DateTimeFormat(locale, options).format(utcDay(date));
};

const sourceLabels: Readonly<Record<string, TranslationKey>> = {
  homeowner: 'quote.list.leadsOnly',
  contractor: 'quote.list.ownOnly',
};

const materialLabels: Readonly<Record<string, TranslationKey>> = {
  vinyl: 'quote.material.vinyl',
  cedar: 'quote.material.cedar',
  chain_link: 'quote.material.chain_link',
  aluminum: 'quote.material.aluminum',
  pressure_treated: 'quote.material.pressure_treated',
};

/**
 * A group's name: a person's as the API gives it (someone no longer on the team when it gives none), a lead
 * source's or a material's from the catalogue (the key itself for one the page does not know).
 */
export const groupName = (
  group: Pick<ReportSummary['groups'][number], 'key' | 'label'>,
  groupBy: ReportGrouping,
  say: (key: TranslationKey) => string,
): string => {
  if (groupBy === 'person') return group.label?.trim() || say('quote.list.formerMember');
  const key = (groupBy === 'source' ? sourceLabels : materialLabels)[group.key];
  return key ? say(key) : group.label || group.key;
};

export const funnelStepLabel: Readonly<Record<FunnelStep, TranslationKey>> = {
  sent: 'reports.funnel.sent',
  viewed: 'reports.funnel.viewed',
  approved: 'reports.funnel.approved',
  converted: 'reports.funnel.converted',
  paid: 'reports.funnel.paid',
};

export const agingBucketLabel: Readonly<Record<AgingBucket, TranslationKey>> = {
  '0-30': 'reports.aging.0-30',
  '31-60': 'reports.aging.31-60',
  '61-90': 'reports.aging.61-90',
  '90+': 'reports.aging.90+',
};

export const groupTitle: Readonly<Record<ReportGrouping, TranslationKey>> = {
  person: 'reports.groups.title.person',
  source: 'reports.groups.title.source',
  material: 'reports.groups.title.material',
};

export const groupingLabel: Readonly<Record<ReportGrouping, TranslationKey>> = {
  person: 'reports.groupBy.person',
  source: 'reports.groupBy.source',
  material: 'form.material',
};

/** Nothing happened in the period: no quote, lead, job or payment, and no money either way. */
export const isQuietPeriod = (totals: ReportSummary['totals']): boolean =>
  totals.quotesCreated +
    totals.leadsCreated +
    totals.quotesSent +
    totals.quotesApproved +
    totals.jobsCreated +
    totals.paymentsReceived ===
    0 &&
  totals.wonCents === 0 &&
  totals.collectedCents === 0;
