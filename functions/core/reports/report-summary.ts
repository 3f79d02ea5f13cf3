// A period's report (GET /api/reports/summary): its figures, the funnel sent → viewed → approved → converted →
// paid, won and collected over time, the figures of each person, lead source or material, and what is past
// due by age. From the rollups (period-rollups.ts: at most three Queries) and the owed index (one), whatever
// the history; the period's days are the contractor's.
import { type FunnelStep, funnelSteps, type ReportSummary } from '#domain/contract/reports';
import type { Language } from '#domain/messages';
import type { ReportSummaryQuery } from '#domain/schemas/reports';
import { listAllOwedMilestones } from '#functions/store/jobs';
import type { RollupItem } from '#functions/store/rollups';
import { contractorCalendar } from '../jobs/contractor-payment-settings';
import { customerKeys } from '../ports/keys/customer-keys';
import { teamNames } from '../team/team-members';
import { readPeriodRollups } from './period-rollups';
import { agingOf } from './receivables';
import { addCounters, type Counters, figuresOf, noCounters, sumBucket } from './report-figures';

const funnelCounter: Record<FunnelStep, keyof Counters> = {
  sent: 'quotesSent',
  viewed: 'quotesViewed',
  approved: 'quotesApproved',
  converted: 'quotesConverted',
  paid: 'jobsPaid',
};

/** Each step's count and its rate from the step before (at most 1: a quote sent before the period may be
 * approved in it). */
const funnelOf = (totals: Counters) =>
  funnelSteps.map((step, index) => {
    const count = totals[funnelCounter[step]];
    const before = index === 0 ? 0 : totals[funnelCounter[funnelSteps[index - 1] as FunnelStep]];
    return { step, count, rate: index === 0 || before === 0 ? null : Math.min(1, count / before) };
  });

/** The 'all' items by period (a day, or a month for month items and for day items of a series by month). */
const seriesOf = (items: readonly RollupItem[], granularity: 'day' | 'month') => {
  const byPeriod = new Map<string, Counters>();
  for (const item of items) {
    if (item.bucket !== 'all') continue;
    const period = granularity === 'day' ? item.period : item.period.slice(0, 7);
    byPeriod.set(period, addCounters(byPeriod.get(period) ?? noCounters(), item));
  }
  return [...byPeriod.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, counters]) => ({
      period,
      wonCents: counters.approvedCents,
      collectedCents: counters.paymentsCents,
      quotesSent: counters.quotesSent,
      quotesApproved: counters.quotesApproved,
    }));
};

/** The groups with any activity, biggest revenue won first (then collected, then name or key). */
export const groupsOf = (
  items: readonly RollupItem[],
  groupBy: ReportSummaryQuery['groupBy'],
  names: ReadonlyMap<string, string>,
) => {
  const prefix = `${groupBy}#`;
  const keys = [
    ...new Set(items.filter((item) => item.bucket.startsWith(prefix)).map((item) => item.bucket)),
  ];
  return keys
    .map((bucket) => {
      const key = bucket.slice(prefix.length);
      return {
        key,
        label: groupBy === 'person' ? (names.get(key) ?? null) : null,
        figures: figuresOf(sumBucket(items, bucket)),
      };
    })
    .sort(
      (a, b) =>
        b.figures.wonCents - a.figures.wonCents ||
        b.figures.collectedCents - a.figures.collectedCents ||
        (a.label ?? a.key).localeCompare(b.label ?? b.key),
    );
};

export const reportSummary = async (
  contractorId: string,
  query: ReportSummaryQuery,
  language: Language,
): Promise<ReportSummary> => {
  const calendar = await contractorCalendar(contractorId);
  const [period, owed, names, keys] = await Promise.all([
    readPeriodRollups(contractorId, query.from, query.to, calendar.today),
    listAllOwedMilestones(contractorId),
    query.groupBy === 'person' ? teamNames(contractorId) : Promise.resolve(new Map<string, string>()),
    customerKeys(),
  ]);
  const totals = sumBucket(period.items, 'all');
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone: calendar.timezone,
    totals: figuresOf(totals),
    funnel: funnelOf(totals),
    series: { granularity: period.granularity, points: seriesOf(period.items, period.granularity) },
    groups: groupsOf(period.items, query.groupBy, names),
    aging: agingOf(owed, calendar.today, keys, language),
  };
};
