// Rollup counters summed and turned into the figures reports show (domain/contract/reports.ts ReportFigures):
// counts and cents as they are, rates and averages made from them (null when there is nothing to divide by).
import type { ReportFigures } from '#domain/contract/reports';
import { type RollupCounter, type RollupItem, rollupCounters } from '#functions/store/rollups';

export type Counters = Record<RollupCounter, number>;

export const noCounters = (): Counters =>
  Object.fromEntries(rollupCounters.map((name) => [name, 0])) as Counters;

/** Adds an item's counters to `into` (a counter the item lacks is 0). */
export const addCounters = (into: Counters, item: Partial<Record<RollupCounter, number>>): Counters => {
  for (const name of rollupCounters) into[name] += item[name] ?? 0;
  return into;
};

/** The counters of the items in one bucket, summed. */
export const sumBucket = (items: readonly RollupItem[], bucket: string): Counters =>
  items.filter((item) => item.bucket === bucket).reduce(addCounters, noCounters());

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const rounded = (value: number | null, places: number): number | null =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

export const figuresOf = (counters: Counters): ReportFigures => ({
  quotesCreated: counters.quotesCreated,
  leadsCreated: counters.leadsCreated,
  quotesSent: counters.quotesSent,
  quotesViewed: counters.quotesViewed,
  quotesApproved: counters.quotesApproved,
  quotesLost: counters.quotesLost,
  quotesDeclined: counters.quotesDeclined,
  jobsCreated: counters.jobsCreated,
  jobsCompleted: counters.jobsCompleted,
  jobsCancelled: counters.jobsCancelled,
  jobsPaid: counters.jobsPaid,
  paymentsReceived: counters.paymentsReceived,
  wonCents: counters.approvedCents,
  collectedCents: counters.paymentsCents,
  closeRate: rounded(ratio(counters.quotesApproved, counters.quotesApproved + counters.quotesLost), 4),
  averageDealCents: rounded(ratio(counters.approvedCents, counters.quotesApproved), 0),
  averageDaysToApprove: rounded(ratio(counters.approveSeconds / 86_400, counters.quotesApproved), 1),
  averageDaysToDeposit: rounded(ratio(counters.depositSeconds / 86_400, counters.depositsReceived), 1),
  averageFirstResponseMinutes: rounded(ratio(counters.answerSeconds / 60, counters.leadsAnswered), 1),
});
