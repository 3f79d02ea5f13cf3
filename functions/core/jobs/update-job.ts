// Editing a job's details (docs/api.md PATCH /api/jobs/{id}), version-checked. A new total re-splits the
// payment schedule under the contractor's settings while nothing is paid; a date moves the job's calendar
// event with it, and dating an unscheduled job schedules it.
import { toCents } from '#domain/money';
import { planMilestones } from '#domain/payment-schedule';
import type { JobUpdate } from '#domain/schemas/job';
import { DomainError } from '#functions/core/errors';
import { type JobChanges, saveJobEdit } from '#functions/store/jobs';
import { anyRole, checkAssignee } from '../access/assignee';
import { jobCalendarEvent, jobEventEdit } from '../calendar/job-events';
import { sealSite } from '../crypto/site-address';
import { customerKeys } from '../ports/keys/customer-keys';
import { contractorCalendar } from './contractor-payment-settings';
import { loadJobRecords, staleJob } from './job-records';
import { newMilestoneItems } from './new-milestones';

const hasPayments = () => new DomainError('HAS_PAYMENTS', 'job.hasPayments');

const detailsOf = (update: JobUpdate): JobChanges => {
  const changes: JobChanges = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.jobType !== undefined) changes.jobType = update.jobType;
  if (update.isAnytime !== undefined) changes.isAnytime = update.isAnytime;
  if (update.calendarColor !== undefined) changes.calendarColor = update.calendarColor.toLowerCase();
  if (update.visitInstructions !== undefined) changes.visitInstructions = update.visitInstructions;
  if (update.notes !== undefined) changes.notes = update.notes;
  return changes;
};

/** Attributes set to null in the request are removed from the item. */
const clearedOf = (update: JobUpdate) =>
  (['scheduledDate', 'scheduledStartTime', 'scheduledEndTime', 'assignedTo'] as const).filter(
    (field) => update[field] === null,
  );

export const updateJob = async (contractorId: string, jobId: string, update: JobUpdate) => {
  const records = await loadJobRecords(contractorId, jobId);
  const { job } = records;
  if (job.version !== update.version) throw staleJob();
  if (update.assignedTo) await checkAssignee(contractorId, update.assignedTo, anyRole);
  const changes: JobChanges = { ...detailsOf(update) };
  if (update.site) {
    const { zipCode, ...site } = update.site;
    Object.assign(changes, sealSite(contractorId, site, await customerKeys()), { siteZip: zipCode });
  }
  for (const field of ['scheduledDate', 'scheduledStartTime', 'scheduledEndTime', 'assignedTo'] as const) {
    const value = update[field];
    if (typeof value === 'string') changes[field] = value;
  }
  if (changes.scheduledDate && job.status === 'unscheduled') changes.status = 'scheduled';

  const newTotal = update.totalAmount === undefined ? undefined : toCents(update.totalAmount);
  const resplit = newTotal !== undefined && newTotal !== job.totalCents;
  const anythingPaid =
    records.payments.length > 0 ||
    records.milestones.some((milestone) => milestone.status === 'paid' || milestone.paidCents > 0);
  if (resplit && anythingPaid) throw hasPayments();
  const calendar = resplit ? await contractorCalendar(contractorId) : undefined;
  const milestones =
    resplit && calendar && newTotal
      ? newMilestoneItems(
          job,
          planMilestones(newTotal, calendar.payment, {
            today: calendar.today,
            scheduledDate: changes.scheduledDate ?? job.scheduledDate,
            terms: calendar.payment.terms,
          }),
          job.language ?? 'en',
        )
      : [];
  if (resplit) {
    changes.totalCents = newTotal;
    changes.depositCents = milestones.find((milestone) => milestone.isDeposit)?.amountCents ?? 0;
    if (calendar) changes.paymentStructure = calendar.payment.paymentStructure;
  }
  // Turning Anytime on clears the times (SPEC §5).
  const anytimeClears = update.isAnytime ? (['scheduledStartTime', 'scheduledEndTime'] as const) : [];
  const removed = [...new Set([...clearedOf(update), ...anytimeClears])].filter(
    (field) => changes[field] === undefined,
  );
  // The job's event follows its date, assignee and colour (core/calendar/job-events.ts).
  const eventChanges = job.calendarEventId
    ? jobEventEdit(job, {
        scheduledDate: changes.scheduledDate ?? undefined,
        assignedTo: changes.assignedTo ?? undefined,
        calendarColor: changes.calendarColor ?? undefined,
      })
    : undefined;
  // A job dated for the first time gets its calendar event now.
  const newEvent =
    changes.scheduledDate && !job.calendarEventId
      ? jobCalendarEvent(
          { ...job, ...changes },
          changes.scheduledDate,
          job.assignedTo ?? job.createdByUserId ?? '',
          job.language ?? 'en',
        )
      : undefined;
  if (newEvent) changes.calendarEventId = newEvent.eventId;

  const saved = await saveJobEdit({
    job,
    changes,
    cleared: removed,
    ...(resplit ? { schedule: { removed: records.milestones, added: milestones } } : {}),
    ...(newEvent ? { newEvent } : {}),
    ...(eventChanges && job.calendarEventId
      ? { eventEdit: { eventId: job.calendarEventId, changes: eventChanges } }
      : {}),
  });
  if (!saved) throw staleJob();
};
