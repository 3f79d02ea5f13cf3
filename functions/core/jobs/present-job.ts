// A job as the API returns it (docs/api.md Job): money in dollars, the moves its status allows, and
// photos as short-lived URLs.
import { defaultJobCalendarColor } from '#domain/calendar-colors';
import { displayJobNumber } from '#domain/job-number';
import { jobMovesFor } from '#domain/job-status';
import { type Language, translate } from '#domain/messages';
import { milestoneNameIn } from '#domain/milestone-names';
import type { JobItem, JobRecords, MilestoneItem, PaymentItem } from '#functions/store/jobs';
import { type Actor, isCrew } from '../access/actor';
import { openJobContact } from '../crypto/sealed-copy';
import { openSite } from '../crypto/site-address';
import type { CustomerKeys } from '../ports/keys/customer-keys';

const dollars = (cents: number | undefined) => (cents ?? 0) / 100;

/** What a job is called: its title, else "Job for <customer>" in the reader's language (never stored). */
export const jobNameOf = (job: JobItem, customerName: string, language: Language) =>
  job.name ||
  translate('calendar.jobFor', language, {
    name: customerName || `#${job.quoteNumber ?? displayJobNumber(job.jobNumber)}`,
  });

/** What presenting a job needs: the customer keys (sealed copies, the site's street) and the reader's language. */
export interface ReaderContext {
  keys: CustomerKeys;
  language: Language;
}

export const presentJobSummary = (job: JobItem, { keys, language }: ReaderContext) => {
  const contact = openJobContact(keys, job);
  return {
    view: 'office' as const,
    id: job.jobId,
    jobNumber: job.jobNumber,
    displayNumber: displayJobNumber(job.jobNumber),
    name: jobNameOf(job, contact.customerName, language),
    status: job.status,
    customerName: contact.customerName,
    scheduledDate: job.scheduledDate ?? null,
    totalAmount: dollars(job.totalCents),
    paidAmount: dollars(job.paidCents),
    balanceDue: dollars(job.totalCents - job.paidCents),
    createdAt: job.createdAt,
  };
};

export const presentMilestone = (milestone: MilestoneItem, language: Language) => ({
  id: milestone.milestoneId,
  name: milestoneNameIn(milestone.name, language),
  description: milestone.description ?? '',
  percentage: milestone.percentage,
  amount: dollars(milestone.amountCents),
  paidAmount: dollars(milestone.paidCents),
  status: milestone.status,
  dueDate: milestone.dueDate || null,
  paidDate: milestone.paidDate ?? null,
  sequenceOrder: milestone.sequenceOrder,
  milestoneType: milestone.milestoneType,
  isDeposit: milestone.isDeposit ?? false,
  reminderSent: milestone.reminderSent ?? false,
  lastReminderDate: milestone.lastReminderDate ?? null,
});

const presentPayment = (payment: PaymentItem, names: ReadonlyMap<string, string>) => ({
  id: payment.paymentId,
  milestoneId: payment.milestoneId,
  paymentType: payment.paymentType,
  amount: dollars(payment.amountCents),
  paymentMethod: payment.paymentMethod,
  paymentDate: payment.paymentDate,
  checkNumber: payment.checkNumber ?? '',
  notes: payment.notes ?? '',
  recordedBy: names.get(payment.recordedBy) ?? '',
  recordedAt: payment.recordedAt,
});

export interface PresentationContext extends ReaderContext {
  /** Whose moves `allowedStatuses` lists (the office's unless said). */
  role?: Actor['role'];
  /** User id → display name, for the assignee and who recorded payments and notes. */
  names: ReadonlyMap<string, string>;
  /** Storage key → a URL the browser may read for a while. */
  photoUrl: (key: string) => Promise<string>;
}

export const presentJob = async ({ job, milestones, payments }: JobRecords, context: PresentationContext) => {
  const { phone, email } = openJobContact(context.keys, job);
  return {
    ...presentJobSummary(job, context),
    version: job.version,
    quoteId: job.quoteId ?? null,
    quoteNumber: job.quoteNumber ?? null,
    customerId: job.homeownerId || null,
    site: openSite(job, job.siteZip ?? '', context.keys),
    customerPhone: phone,
    customerEmail: email,
    jobType: job.jobType,
    scheduledStartTime: job.scheduledStartTime ?? null,
    scheduledEndTime: job.scheduledEndTime ?? null,
    isAnytime: job.isAnytime ?? true,
    assignedTo: job.assignedTo ? { id: job.assignedTo, name: context.names.get(job.assignedTo) ?? '' } : null,
    calendarColor: job.calendarColor ?? defaultJobCalendarColor,
    visitInstructions: job.visitInstructions ?? '',
    notes: job.notes ?? '',
    completedDate: job.completedDate ?? null,
    paymentStructure: job.paymentStructure ?? 'custom',
    depositAmount: dollars(job.depositCents),
    depositPaid: job.depositPaid ?? false,
    depositPaidDate: job.depositPaidDate ?? null,
    allowedStatuses: jobMovesFor(context.role ?? 'owner', job.status),
    milestones: milestones.map((milestone) => presentMilestone(milestone, context.language)),
    payments: payments.map((payment) => presentPayment(payment, context.names)),
    progressNotes: [...(job.progressNotes ?? [])].reverse().map((note) => ({
      id: note.id,
      note: note.note,
      timestamp: note.timestamp,
      author: note.author,
      stage: note.stage ?? '',
    })),
    completionPhotos: await Promise.all(
      (job.completionPhotos ?? []).map(async (photo) => ({
        id: photo.id,
        url: await context.photoUrl(photo.key),
        description: photo.description ?? '',
        timestamp: photo.timestamp,
        stage: photo.stage ?? '',
      })),
    ),
    updatedAt: job.updatedAt ?? job.createdAt,
  };
};

/** A crew member's list row: no money. */
export const presentCrewJobSummary = (job: JobItem, reader: ReaderContext) => {
  const {
    view: _office,
    totalAmount: _total,
    paidAmount: _paid,
    balanceDue: _due,
    ...work
  } = presentJobSummary(job, reader);
  return { ...work, view: 'crew' as const };
};

/** A job as the actor may see it: the office's whole job, or the crew's without prices and payments. */
export const presentJobFor = async (actor: Actor, records: JobRecords, context: PresentationContext) => {
  const job = await presentJob(records, { ...context, role: actor.role });
  if (!isCrew(actor)) return job;
  const {
    view: _office,
    totalAmount: _total,
    paidAmount: _paid,
    balanceDue: _due,
    paymentStructure: _structure,
    depositAmount: _deposit,
    depositPaid: _depositPaid,
    depositPaidDate: _depositDate,
    milestones: _milestones,
    payments: _payments,
    ...work
  } = job;
  return { ...work, view: 'crew' as const };
};

/** A list row as the actor may see it. */
export const presentJobSummaryFor = (actor: Actor, job: JobItem, reader: ReaderContext) =>
  isCrew(actor) ? presentCrewJobSummary(job, reader) : presentJobSummary(job, reader);
