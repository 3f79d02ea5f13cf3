// Recomputes a contractor's rollups from the records (`npm run manage -- rebuild-rollups --contractor ID`, and
// the rollups migration for every contractor): each quote, job and payment says which events it went through
// and when, those become the same facts the live consumers count (rollup-facts.ts), and the sums replace the
// contractor's rollups. It counts what the records show now: an approval later revised away, or a job
// cancelled and reopened, counts as the record stands. Reads every record of the contractor through the date
// indexes (an operator's command, never a request). Rollup writes from events that arrive while it runs may
// be overwritten: run it when the business is quiet, or again after.
import { todayIn } from '#domain/calendar-dates';
import {
  pageJobsMade,
  pagePaymentsRecorded,
  pageQuotesMade,
  pagesOf,
  type RecordPage,
} from '#functions/store/report-records';
import {
  type RollupCounter,
  type RollupCounts,
  type RollupItem,
  replaceRollups,
} from '#functions/store/rollups';
import { jobFactsOf } from '../jobs/job-events';
import { timeZoneOf } from './roll-events';
import { approvalCounts, bucketsOf, type RollupFact, secondsBetween, sendCounts } from './rollup-facts';

/** Every ISO instant sorts between these. */
const always = ['0', '9'] as const;

const everything = async <Item>(
  read: (cursor: string | null) => Promise<RecordPage<Item>>,
): Promise<Item[]> => {
  const items: Item[] = [];
  for await (const page of pagesOf(read)) items.push(...page);
  return items;
};

export interface RebuildReport {
  quotes: number;
  jobs: number;
  payments: number;
  rollups: number;
}

export const rebuildRollups = async (contractorId: string): Promise<RebuildReport> => {
  const [timeZone, quotes, jobs, payments] = await Promise.all([
    timeZoneOf(contractorId),
    everything((cursor) => pageQuotesMade(contractorId, ...always, cursor)),
    everything((cursor) => pageJobsMade(contractorId, ...always, cursor)),
    everything((cursor) => pagePaymentsRecorded(contractorId, ...always, cursor)),
  ]);
  // Facts dated by an instant, or (a job's completion) already by a day of the contractor's calendar.
  const facts: Array<RollupFact & { day?: string }> = [];
  const add = (at: string | undefined, buckets: string[], counts: RollupCounts, day?: string) => {
    if (at || day) facts.push({ at: at ?? '', buckets, counts, ...(day ? { day } : {}) });
  };

  for (const quote of quotes) {
    const buckets = bucketsOf(quote.assignedTo, quote.source, quote.fenceType);
    // A homeowner's lead is nobody's when it arrives: its creation counts under no person.
    const lead = quote.source === 'homeowner';
    add(quote.createdAt, lead ? bucketsOf(undefined, quote.source, quote.fenceType) : buckets, {
      quotesCreated: 1,
      ...(lead ? { leadsCreated: 1 } : {}),
    });
    if (quote.sentAt) add(quote.sentAt, buckets, sendCounts(quote.source, quote.sentAt, quote.createdAt));
    if (quote.viewedAt) add(quote.viewedAt, buckets, { quotesViewed: 1 });
    if (quote.approvedAt)
      add(
        quote.approvedAt,
        buckets,
        approvalCounts(
          quote.approvedTotalCents ?? quote.totalCostCents,
          quote.approvedAt,
          quote.sentAt,
          quote.createdAt,
        ),
      );
    // A lost quote is never written again: its last write is its loss. A customer's decline has its reason.
    if (quote.status === 'lost')
      add(
        quote.updatedAt,
        buckets,
        quote.declineReason ? { quotesLost: 1, quotesDeclined: 1 } : { quotesLost: 1 },
      );
  }

  const jobsById = new Map(jobs.map((job) => [job.jobId, job]));
  for (const job of jobs) {
    const facts = jobFactsOf(job);
    const buckets = bucketsOf(facts.soldBy, facts.source, facts.material);
    add(job.createdAt, buckets, { jobsCreated: 1, ...(job.quoteId ? { quotesConverted: 1 } : {}) });
    if (job.status === 'completed' && job.completedDate)
      add(undefined, buckets, { jobsCompleted: 1 }, job.completedDate);
    if (job.status === 'cancelled') add(job.updatedAt, buckets, { jobsCancelled: 1 });
  }

  // Payments oldest first: a job's first is its deposit, and the one that reaches its total pays it.
  const paidSoFar = new Map<string, number>();
  for (const payment of [...payments].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))) {
    const job = jobsById.get(payment.jobId);
    const facts: { soldBy?: string; source: string; material?: string } = job
      ? jobFactsOf(job)
      : { source: 'contractor' };
    const before = paidSoFar.get(payment.jobId) ?? 0;
    const after = before + payment.amountCents;
    paidSoFar.set(payment.jobId, after);
    const total = job?.totalCents ?? 0;
    add(payment.recordedAt, bucketsOf(facts.soldBy, facts.source, facts.material), {
      paymentsReceived: 1,
      paymentsCents: payment.amountCents,
      ...(before === 0
        ? { depositsReceived: 1, depositSeconds: secondsBetween(job?.approvedAt, payment.recordedAt) }
        : {}),
      ...(total > 0 && before < total && after >= total ? { jobsPaid: 1 } : {}),
    });
  }

  const sums = new Map<string, RollupItem>();
  for (const fact of facts) {
    const day = fact.day ?? todayIn(timeZone, new Date(fact.at));
    for (const bucket of fact.buckets)
      for (const [span, period] of [
        ['D', day],
        ['M', day.slice(0, 7)],
      ] as const) {
        const key = `${span}#${period}#${bucket}`;
        const item = sums.get(key) ?? { contractorId, span, period, bucket };
        for (const [name, value] of Object.entries(fact.counts) as Array<[RollupCounter, number]>)
          item[name] = (item[name] ?? 0) + value;
        sums.set(key, item);
      }
  }
  await replaceRollups(contractorId, [...sums.values()]);
  return { quotes: quotes.length, jobs: jobs.length, payments: payments.length, rollups: sums.size };
};
