// Converting a won quote into a job, in one transaction: the one-job-per-quote marker, the job (its total
// from the quote's priced snapshot), its milestones under the contractor's payment settings, the quote
// moved to converted_to_job with its activity entry, and the job's calendar event when it has a date.
// A second conversion finds the marker and answers 409 — never two jobs.
import { defaultJobCalendarColor } from '#domain/calendar-colors';
import { formatJobNumber } from '#domain/job-number';
import { planMilestones } from '#domain/payment-schedule';
import { canMoveQuote } from '#domain/quote-status';
import { DomainError } from '#functions/core/errors';
import { createJobFromQuote, type JobItem } from '#functions/store/jobs';
import { newActivityEvent } from '../activity/new-activity-event';
import { jobCalendarEvent } from '../calendar/job-events';
import { carryCopy } from '../crypto/sealed-copy';
import { publishCommitted } from '../events/pending-events';
import { customerKeys } from '../ports/keys/customer-keys';
import { allocateNumber } from '../quotes/allocate-number';
import { quoteMovedEvent } from '../quotes/quote-moved-event';
import { loadQuote } from '../quotes/save-quote';
import { newId } from '../tokens';
import { contractorCalendar, refusePastDate } from './contractor-payment-settings';
import { jobCreatedEvent } from './job-events';
import { newMilestoneItems } from './new-milestones';

export const alreadyConverted = () => new DomainError('ALREADY_CONVERTED', 'job.alreadyConverted');

export const convertQuote = async (
  contractorId: string,
  userId: string,
  quoteId: string,
  scheduledDate: string | undefined,
): Promise<string> => {
  const quote = await loadQuote(contractorId, quoteId);
  if (quote.status === 'converted_to_job') throw alreadyConverted();
  if (!canMoveQuote(quote.status, 'converted_to_job')) {
    throw new DomainError('ILLEGAL_MOVE', 'quote.illegalMove', {
      vars: { from: `quoteStatus.${quote.status}`, to: 'quoteStatus.converted_to_job' },
    });
  }
  const calendar = await contractorCalendar(contractorId);
  refusePastDate(scheduledDate, calendar.today);

  const language = quote.language ?? 'en';
  const jobId = newId('job');
  const keys = await customerKeys();
  const job: JobItem = {
    contractorId,
    jobId,
    jobNumber: formatJobNumber(await allocateNumber(contractorId, 'job')),
    version: 1,
    // No title: the job reads "Job for <customer>" when shown (jobNameOf), so no name is copied in clear.
    name: quote.jobTitle ?? '',
    status: scheduledDate ? 'scheduled' : 'unscheduled',
    jobType: 'installation',
    quoteId,
    quoteNumber: quote.quoteNumber,
    homeownerId: quote.homeownerId,
    // The site goes with the job as it is stored (the sealed street is bound to this contractor and field).
    siteStreetEnc: quote.siteStreetEnc ?? '',
    siteCity: quote.siteCity ?? '',
    siteState: quote.siteState ?? '',
    siteZip: quote.zipCode,
    // The quote's sealed copies go with the job as they are (the same cipher context on both).
    customerName: carryCopy(keys, contractorId, 'customerName', quote.customerName),
    customerPhone: carryCopy(keys, contractorId, 'customerPhone', quote.phone),
    customerEmail: carryCopy(keys, contractorId, 'customerEmail', quote.email),
    language,
    scheduledDate,
    isAnytime: true,
    assignedTo: userId,
    calendarColor: defaultJobCalendarColor,
    totalCents: quote.totalCostCents,
    paidCents: 0,
    paymentStructure: calendar.payment.paymentStructure,
    isFinanced: calendar.payment.paymentStructure === 'finance',
    createdByUserId: userId,
    soldBy: quote.assignedTo || quote.createdByUserId || userId,
    source: quote.source,
    fenceType: quote.fenceType,
    ...(quote.approvedAt ? { approvedAt: quote.approvedAt } : {}),
    createdAt: new Date().toISOString(),
  };
  const milestones = newMilestoneItems(
    job,
    planMilestones(quote.totalCostCents, calendar.payment, {
      today: calendar.today,
      scheduledDate,
      terms: calendar.payment.terms,
    }),
    language,
  );
  job.depositCents = milestones.find((milestone) => milestone.isDeposit)?.amountCents ?? 0;
  const event = scheduledDate ? jobCalendarEvent(job, scheduledDate, userId, language) : undefined;
  if (event) job.calendarEventId = event.eventId;
  const activity = newActivityEvent({
    contractorId,
    quoteId,
    eventType: 'quote_status_changed',
    eventData: { from: quote.status, to: 'converted_to_job', jobId },
    userId,
  });

  const created = jobCreatedEvent(job);
  const moved = quoteMovedEvent(quote, 'converted_to_job', activity.at, 'contractor');
  const outcome = await createJobFromQuote({
    quote,
    job,
    milestones,
    activity,
    events: [created, moved],
    ...(event ? { calendarEvent: event } : {}),
  });
  // The one-job-per-quote marker was there already: a second conversion never makes a second job.
  if (outcome === 'already_converted') throw alreadyConverted();
  if (outcome === 'quote_changed') throw new DomainError('STALE_VERSION', 'quote.statusChanged');
  await publishCommitted([created, moved]);
  return jobId;
};
