// What each domain event adds to the rollups: the instant it happened (its day in the contractor's time zone
// is the consumer's to find), the buckets it counts under and its increments. Pure, so the live consumers
// (roll-events.ts) and the rebuild from the records (rebuild-rollups.ts) count the same way.
import type { DomainEvent } from '#domain/events';
import type { RollupCounts } from '#functions/store/rollups';

export interface RollupFact {
  at: string;
  buckets: string[];
  counts: RollupCounts;
}

/** The buckets an event counts under: the business, and the person, lead source and material it names. */
export const bucketsOf = (person?: string, source?: string, material?: string): string[] => [
  'all',
  ...(person ? [`person#${person}`] : []),
  ...(source ? [`source#${source}`] : []),
  ...(material ? [`material#${material}`] : []),
];

export const secondsBetween = (from: string | undefined, to: string): number =>
  from ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : 0;

const fact = (at: string, buckets: string[], counts: RollupCounts): RollupFact => ({ at, buckets, counts });

/** An approval's figures: one approved, its total, and the seconds from sending (or making) it. */
export const approvalCounts = (
  totalCents: number,
  at: string,
  sentAt: string | undefined,
  createdAt: string | undefined,
): RollupCounts => ({
  quotesApproved: 1,
  approvedCents: totalCents,
  approveSeconds: secondsBetween(sentAt ?? createdAt, at),
});

/** A send's figures: one sent and, for a homeowner's lead, its first answer and how long it took. */
export const sendCounts = (source: string, at: string, createdAt: string): RollupCounts =>
  source === 'homeowner'
    ? { quotesSent: 1, leadsAnswered: 1, answerSeconds: secondsBetween(createdAt, at) }
    : { quotesSent: 1 };

/** What an event adds, or null when it adds nothing (a status move the rollups do not count). */
export const rollupFactOf = (event: DomainEvent): RollupFact | null => {
  switch (event.detailType) {
    case 'quote.created': {
      const { at, assignedTo, source, material } = event.detail;
      const lead = source === 'homeowner';
      return fact(at, bucketsOf(assignedTo, source, material), {
        quotesCreated: 1,
        ...(lead ? { leadsCreated: 1 } : {}),
      });
    }
    case 'quote.viewed': {
      const { at, assignedTo, source, material } = event.detail;
      return fact(at, bucketsOf(assignedTo, source, material), { quotesViewed: 1 });
    }
    case 'quote.moved': {
      const { at, assignedTo, source, material, from, to, by } = event.detail;
      const buckets = bucketsOf(assignedTo, source, material);
      if (to === 'sent' && from === 'draft')
        return fact(at, buckets, sendCounts(source, at, event.detail.createdAt));
      if (to === 'lost')
        return fact(
          at,
          buckets,
          by === 'customer' ? { quotesLost: 1, quotesDeclined: 1 } : { quotesLost: 1 },
        );
      // A customer's approval arrives as quote.approved; this is the contractor recording one.
      if (to === 'approved')
        return fact(
          at,
          buckets,
          approvalCounts(event.detail.totalCents, at, event.detail.sentAt, event.detail.createdAt),
        );
      return null;
    }
    case 'quote.approved': {
      const { approvedAt, assignedTo, source, material, totalCents, sentAt, createdAt } = event.detail;
      return fact(
        approvedAt,
        bucketsOf(assignedTo, source, material),
        approvalCounts(totalCents, approvedAt, sentAt, createdAt),
      );
    }
    case 'job.created': {
      const { at, soldBy, source, material, quoteId } = event.detail;
      return fact(at, bucketsOf(soldBy, source, material), {
        jobsCreated: 1,
        ...(quoteId ? { quotesConverted: 1 } : {}),
      });
    }
    case 'job.moved': {
      const { at, soldBy, source, material, to } = event.detail;
      if (to === 'completed') return fact(at, bucketsOf(soldBy, source, material), { jobsCompleted: 1 });
      if (to === 'cancelled') return fact(at, bucketsOf(soldBy, source, material), { jobsCancelled: 1 });
      return null;
    }
    case 'payment.received': {
      const { recordedAt, soldBy, source, material, amountCents, firstPayment, jobPaidInFull, approvedAt } =
        event.detail;
      return fact(recordedAt, bucketsOf(soldBy, source, material), {
        paymentsReceived: 1,
        paymentsCents: amountCents,
        ...(firstPayment
          ? { depositsReceived: 1, depositSeconds: secondsBetween(approvedAt, recordedAt) }
          : {}),
        ...(jobPaidInFull ? { jobsPaid: 1 } : {}),
      });
    }
  }
};
