// Event consumers that keep the contractor's rollups (store/rollups.ts): each event adds its figures to the
// day it happened on in the business's time zone — a payment at 23:30 in Chicago on the 31st belongs to
// that month — under the whole business and, where the event names them, its person and lead source. Once
// per event, however often it is delivered. The dashboard and reports (issue #15) read these, never records.
import { todayIn } from '#domain/calendar-dates';
import { contractorDefaults } from '#domain/contractor-defaults';
import type { PaymentReceived, QuoteApproved, QuoteMoved } from '#domain/events';
import { getContractor } from '#functions/store/contractors';
import type { RollupCounts } from '#functions/store/rollups';
import { applyRollupOnce } from '#functions/store/rollups';

/** The day an instant falls on for the contractor. */
const dayOf = async (contractorId: string, at: string): Promise<string> => {
  const timeZone = (await getContractor(contractorId))?.timezone ?? contractorDefaults.timezone;
  return todayIn(timeZone, new Date(at));
};

const bucketsOf = (person: string | undefined, source: string | undefined): string[] => [
  'all',
  ...(person ? [`person#${person}`] : []),
  ...(source ? [`source#${source}`] : []),
];

const secondsBetween = (from: string | undefined, to: string) =>
  from ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : 0;

/** What a move adds: a send, a loss (a customer's decline is also counted as declined), or an approval. */
const countsOfMove = (event: QuoteMoved): RollupCounts | null => {
  if (event.to === 'sent' && event.from === 'draft') return { quotesSent: 1 };
  if (event.to === 'lost')
    return event.by === 'customer' ? { quotesLost: 1, quotesDeclined: 1 } : { quotesLost: 1 };
  // A customer's approval arrives as quote.approved; this is the contractor recording one.
  if (event.to === 'approved')
    return {
      quotesApproved: 1,
      approvedCents: event.totalCents,
      approveSeconds: secondsBetween(event.createdAt, event.at),
    };
  return null;
};

export const rollQuoteMoved = async (event: QuoteMoved): Promise<void> => {
  const counts = countsOfMove(event);
  if (!counts) return;
  await applyRollupOnce(
    event.contractorId,
    event.eventId,
    await dayOf(event.contractorId, event.at),
    bucketsOf(event.assignedTo, event.source),
    counts,
  );
};

export const rollQuoteApproved = async (event: QuoteApproved): Promise<void> => {
  const approveSeconds = secondsBetween(event.createdAt, event.approvedAt);
  await applyRollupOnce(
    event.contractorId,
    event.eventId,
    await dayOf(event.contractorId, event.approvedAt),
    bucketsOf(event.assignedTo, event.source),
    { quotesApproved: 1, approvedCents: event.totalCents, approveSeconds },
  );
};

export const rollPaymentReceived = async (event: PaymentReceived): Promise<void> => {
  await applyRollupOnce(
    event.contractorId,
    event.eventId,
    await dayOf(event.contractorId, event.recordedAt),
    bucketsOf(undefined, undefined),
    { paymentsReceived: 1, paymentsCents: event.amountCents },
  );
};
