// Jobs: a job with its payment schedule (milestones) and payments, all under the contractor's partition
// with sort keys that start `JOB#<jobId>`, so a job page reads them in one Query; the one-job-per-quote
// marker; and the sparse due indexes of unpaid milestones that reminders and the bell read.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { addDays } from '#domain/calendar-dates';
import type { JobStatus } from '#domain/job-status';
import type { NewCalendarEvent } from './calendar';
import { documentClient } from './client';
import { canceledByConflict, cancellationCodes, heldCondition } from './conditional-failure';
import { ActivityEvent } from './entities/activity-event';
import { CalendarEvent } from './entities/calendar-event';
import { Job, QuoteJob } from './entities/job';
import { dueShardOf, dueShards, Milestone } from './entities/milestone';
import { Payment } from './entities/payment';
import { PendingEvent } from './entities/pending-event';
import { Quote } from './entities/quote';
import type { PendingEventItem } from './pending-events';
import type { ActivityEventItem, QuoteItem } from './quotes';

export { reminderStages } from './entities/milestone';
export type JobItem = EntityItem<typeof Job>;
export type MilestoneItem = EntityItem<typeof Milestone>;
export type PaymentItem = EntityItem<typeof Payment>;
/** A job's fields an edit may set (its identity, number, quote and creation are fixed). */
export type JobChanges = Partial<
  Omit<
    JobItem,
    'contractorId' | 'jobId' | 'jobNumber' | 'quoteId' | 'quoteNumber' | 'createdAt' | 'updatedAt'
  >
>;
/** Job fields an edit may clear. */
export type ClearableJobField = 'scheduledDate' | 'scheduledStartTime' | 'scheduledEndTime' | 'assignedTo';
/** A new milestone: the store spreads it over the due index's shards. */
export type NewMilestone = Omit<MilestoneItem, 'dueShard'>;
/** A milestone's fields a write may set. */
export type MilestoneChanges = Partial<
  Omit<MilestoneItem, 'contractorId' | 'jobId' | 'milestoneId' | 'dueShard' | 'jobNumber'>
>;

export interface JobRecords {
  job: JobItem;
  /** In schedule order. */
  milestones: MilestoneItem[];
  /** In the order they were recorded. */
  payments: PaymentItem[];
}

/**
 * The fields ElectroDB needs to keep the sparse due indexes right: an index with a condition wants every
 * key part in each write to the item, and its condition reads the status. Every milestone update carries
 * these (a milestone without a due date has dueDate '').
 */
const owedKeyFacts = (
  milestone: Pick<
    MilestoneItem,
    'status' | 'dueDate' | 'dueShard' | 'amountCents' | 'paidCents' | 'remindersDone'
  >,
) => ({
  status: milestone.status,
  dueShard: milestone.dueShard,
  dueDate: milestone.dueDate ?? '',
  amountCents: milestone.amountCents,
  paidCents: milestone.paidCents,
  remindersDone: milestone.remindersDone ?? false,
});

/**
 * A milestone write that rewrites the due-index facts from a read must not undo a payment or edit made
 * since: it holds only while status, paid amount, amount and due date are still what was read.
 */
const unchangedSinceRead =
  (read: Pick<MilestoneItem, 'status' | 'paidCents' | 'amountCents' | 'dueDate'>) =>
  (
    attributes: { status: unknown; paidCents: unknown; amountCents: unknown; dueDate: unknown },
    { eq }: { eq: (attribute: unknown, value: unknown) => string },
  ) =>
    `${eq(attributes.status, read.status)} AND ${eq(attributes.paidCents, read.paidCents)} AND ${eq(attributes.amountCents, read.amountCents)} AND ${eq(attributes.dueDate, read.dueDate ?? '')}`;

/** What an update of a milestone as read sets: the changes, with the due-index facts they lead to. */
const withOwedKeyFacts = (read: MilestoneItem, changes: MilestoneChanges) => ({
  ...changes,
  ...owedKeyFacts({ ...read, ...changes }),
});

const newMilestone = (milestone: NewMilestone): MilestoneItem => ({
  ...milestone,
  dueShard: dueShardOf(milestone.milestoneId),
});

// One job of a contractor.
export const getJob = async (contractorId: string, jobId: string): Promise<JobItem | null> =>
  (await Job.get({ contractorId, jobId }).go()).data;

// A job with its milestones and payments, in one key-prefix Query (sort keys starting `JOB#<jobId>`).
export const readJobRecords = async (contractorId: string, jobId: string): Promise<JobRecords | null> => {
  // Not an ElectroDB collection: with these key templates a collection query drops the sort-key condition
  // and reads the contractor's whole partition. The pages of this one query are followed instead.
  // ElectroDB builds the key condition from the entity's own templates: pk = C#<c>, sk begins JOB#<jobId>.
  const params = Job.query.byId({ contractorId }).begins({ jobId }).params();
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...params, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  // Ownership is checked by each item's entity name, not its key: every sort key here starts `JOB#`. The
  // prefix also matches longer job ids, hence the exact id check.
  const own = { ignoreOwnership: false };
  const job = Job.parse({ Items: items }, own).data.find((item) => item.jobId === jobId);
  if (!job) return null;
  return {
    job,
    milestones: Milestone.parse({ Items: items }, own)
      .data.filter((item) => item.jobId === jobId)
      .sort((a, b) => a.sequenceOrder - b.sequenceOrder),
    payments: Payment.parse({ Items: items }, own).data.filter((item) => item.jobId === jobId),
  };
};

// One customer's jobs, newest first (gsi3).
export const listCustomerJobs = async (
  contractorId: string,
  homeownerId: string,
  limit: number,
): Promise<JobItem[]> =>
  (await Job.query.byCustomer({ contractorId, homeownerId }).go({ order: 'desc', limit })).data;

// One customer's newest payments (gsi3).
export const listCustomerPayments = async (
  contractorId: string,
  homeownerId: string,
  limit: number,
): Promise<PaymentItem[]> =>
  (await Payment.query.byCustomer({ contractorId, homeownerId }).go({ order: 'desc', limit })).data;

// A page of a contractor's jobs, newest first, optionally in one status (gsi1 / gsi2).
// With a person, their jobs (gsi4), a status then being a filter: at most `filteredPages` reads of `limit`
// jobs, so a page may hold fewer (the cursor goes on from where the reads stopped).
export const listJobs = async (
  contractorId: string,
  {
    status,
    assignedTo,
    limit,
    cursor,
  }: { status?: JobStatus; assignedTo?: string; limit: number; cursor?: string },
): Promise<{ jobs: JobItem[]; cursor: string | null }> => {
  const options = { order: 'desc' as const, limit, cursor: cursor ?? null };
  if (assignedTo) {
    const query = Job.query.byPerson({ contractorId, assignedTo });
    const { data, cursor: next } = status
      ? await query
          .where((attributes, { eq }) => eq(attributes.status, status))
          .go({ ...options, pages: filteredPages })
      : await query.go(options);
    return { jobs: data, cursor: next ?? null };
  }
  const query = status ? Job.query.byStatus({ contractorId, status }) : Job.query.byCreated({ contractorId });
  const { data, cursor: next } = await query.go(options);
  return { jobs: data, cursor: next ?? null };
};

/** The most index reads one filtered page of a person's jobs makes. */
const filteredPages = 4;

// The job a quote became (null while it has none).
export const getJobIdOfQuote = async (contractorId: string, quoteId: string): Promise<string | null> =>
  (await QuoteJob.get({ contractorId, quoteId }).go()).data?.jobId ?? null;

// Links a job made before jobs carried their customer, only while it has none.
export const linkJobToCustomer = async (
  contractorId: string,
  jobId: string,
  homeownerId: string,
): Promise<boolean> => {
  const job = (await Job.get({ contractorId, jobId }).go()).data;
  if (!job || job.homeownerId) return false;
  return heldCondition(() =>
    Job.patch({ contractorId, jobId })
      .set({ homeownerId })
      .composite({ createdAt: job.createdAt })
      .where(({ homeownerId: linked }, { eq, notExists }) => `${notExists(linked)} OR ${eq(linked, '')}`)
      .go(),
  );
};

// Converting a quote: marker, job, milestones, quote move, activity and calendar event in one transaction.
export const createJobFromQuote = async (converted: {
  quote: Pick<QuoteItem, 'contractorId' | 'quoteId' | 'status' | 'version' | 'convertedToJobAt'>;
  job: JobItem;
  milestones: readonly NewMilestone[];
  activity: ActivityEventItem;
  /** job.created and the quote's quote.moved. */
  events: readonly PendingEventItem[];
  calendarEvent?: NewCalendarEvent;
}): Promise<'created' | 'already_converted' | 'quote_changed'> => {
  const { quote, job, activity, calendarEvent } = converted;
  const { contractorId, quoteId } = quote;
  // The marker's create fails if the quote has a job already; the quote moves only from the status and
  // version read.
  const { canceled, data } = await createWriteTransaction(
    {
      quoteJob: QuoteJob,
      job: Job,
      milestone: Milestone,
      quote: Quote,
      activityEvent: ActivityEvent,
      calendarEvent: CalendarEvent,
      pendingEvent: PendingEvent,
    },
    (items) => [
      items.quoteJob.create({ contractorId, quoteId, jobId: job.jobId }).commit(),
      items.job.create(job).commit(),
      ...converted.milestones.map((milestone) => items.milestone.create(newMilestone(milestone)).commit()),
      items.quote
        .patch({ contractorId, quoteId })
        .set({
          status: 'converted_to_job',
          convertedToJobAt: quote.convertedToJobAt ?? activity.at,
          version: quote.version + 1,
        })
        .where(
          ({ status, version }, { eq }) => `${eq(status, quote.status)} AND ${eq(version, quote.version)}`,
        )
        .commit(),
      items.activityEvent.create(activity).commit(),
      ...(calendarEvent ? [items.calendarEvent.create(calendarEvent).commit()] : []),
      ...converted.events.map((event) => items.pendingEvent.create(event).commit()),
    ],
  ).go();
  if (!canceled) return 'created';
  return data[0]?.code === 'ConditionalCheckFailed' ? 'already_converted' : 'quote_changed';
};

// A job made without a quote (the Create New Job dialog), with its calendar event and job.created event.
export const createJob = async (
  job: JobItem,
  calendarEvent: NewCalendarEvent,
  created: PendingEventItem,
): Promise<void> => {
  const { canceled, data } = await createWriteTransaction(
    { job: Job, calendarEvent: CalendarEvent, pendingEvent: PendingEvent },
    (items) => [
      items.job.create(job).commit(),
      items.calendarEvent.create(calendarEvent).commit(),
      items.pendingEvent.create(created).commit(),
    ],
  ).go();
  if (canceled) throw new Error(`Job transaction canceled: ${cancellationCodes(data)}`);
};

// Moves a job to a new status if it is still at the status and version read, with its calendar event in the
// same transaction; false when it is not.
export const moveJob = async (
  read: Pick<JobItem, 'contractorId' | 'jobId' | 'status' | 'version'>,
  to: JobStatus,
  completedDate: string | undefined,
  eventEdit: { eventId: string; changes: Partial<NewCalendarEvent> } | undefined,
  moved: PendingEventItem,
): Promise<boolean> => {
  const { contractorId, jobId } = read;
  const { canceled, data } = await createWriteTransaction(
    { job: Job, calendarEvent: CalendarEvent, pendingEvent: PendingEvent },
    (items) => [
      items.job
        .patch({ contractorId, jobId })
        .set({ status: to, version: read.version + 1, ...(completedDate ? { completedDate } : {}) })
        .where(({ status, version }, { eq }) => `${eq(status, read.status)} AND ${eq(version, read.version)}`)
        .commit(),
      ...(eventEdit
        ? [
            items.calendarEvent
              .patch({ contractorId, eventId: eventEdit.eventId })
              .set(eventEdit.changes)
              .commit(),
          ]
        : []),
      items.pendingEvent.create(moved).commit(),
    ],
  ).go();
  if (canceled && !canceledByConflict(data)) throw new Error('Moving a job failed');
  return !canceled;
};

// Appends a progress note to a job.
export const appendProgressNote = async (
  contractorId: string,
  jobId: string,
  note: NonNullable<JobItem['progressNotes']>[number],
): Promise<void> => {
  await Job.patch({ contractorId, jobId })
    .append({ progressNotes: [note] })
    .go();
};

// Appends a completion photo to a job.
export const appendCompletionPhoto = async (
  contractorId: string,
  jobId: string,
  photo: NonNullable<JobItem['completionPhotos']>[number],
): Promise<void> => {
  await Job.patch({ contractorId, jobId })
    .append({ completionPhotos: [photo] })
    .go();
};

// Editing a job with its re-split schedule and calendar event, in one transaction held by the version read.
export const saveJobEdit = async (edit: {
  job: Pick<JobItem, 'contractorId' | 'jobId' | 'version' | 'createdAt'>;
  changes: JobChanges;
  cleared: readonly ClearableJobField[];
  schedule?: { removed: readonly MilestoneItem[]; added: readonly NewMilestone[] };
  newEvent?: NewCalendarEvent;
  /** The job's calendar event, kept in step (core/calendar/job-events.ts). */
  eventEdit?: { eventId: string; changes: Partial<NewCalendarEvent> };
}): Promise<boolean> => {
  const { contractorId, jobId, version: versionRead } = edit.job;
  const { canceled } = await createWriteTransaction(
    { job: Job, milestone: Milestone, calendarEvent: CalendarEvent },
    (items) => {
      // Unassigning sets '' (the person index's condition then drops the job from it); a new assignee
      // re-keys that index, which needs the creation time.
      const unassigned = edit.cleared.includes('assignedTo');
      const cleared = edit.cleared.filter((field) => field !== 'assignedTo');
      const reassigned = unassigned || edit.changes.assignedTo !== undefined;
      const set = items.job
        .patch({ contractorId, jobId })
        .set({ ...edit.changes, ...(unassigned ? { assignedTo: '' } : {}), version: versionRead + 1 });
      const patch = reassigned ? set.composite({ createdAt: edit.job.createdAt }) : set;
      return [
        ...(edit.newEvent ? [items.calendarEvent.create(edit.newEvent).commit()] : []),
        (cleared.length ? patch.remove(cleared) : patch)
          .where(({ version }, { eq }) => eq(version, versionRead))
          .commit(),
        ...(edit.schedule?.removed ?? []).map((old) => items.milestone.delete(old).commit()),
        ...(edit.schedule?.added ?? []).map((added) => items.milestone.create(newMilestone(added)).commit()),
        ...(edit.eventEdit
          ? [
              items.calendarEvent
                .patch({ contractorId, eventId: edit.eventEdit.eventId })
                .set(edit.eventEdit.changes)
                .commit(),
            ]
          : []),
      ];
    },
  ).go();
  return !canceled;
};

// Saving an edited payment schedule and the job's deposit in one transaction, everything held as read.
export const saveMilestoneSchedule = async (save: {
  job: Pick<JobItem, 'contractorId' | 'jobId' | 'version'>;
  jobChanges: Pick<JobChanges, 'paymentStructure' | 'depositCents'>;
  removed: readonly MilestoneItem[];
  changed: ReadonlyArray<{ read: MilestoneItem; changes: MilestoneChanges }>;
  added: readonly NewMilestone[];
}): Promise<boolean> => {
  const { contractorId, jobId, version: versionRead } = save.job;
  // The job holds by its version; each removed or changed milestone while it is as read, so a payment
  // recorded meanwhile cancels the save.
  const { canceled } = await createWriteTransaction({ job: Job, milestone: Milestone }, (items) => [
    items.job
      .patch({ contractorId, jobId })
      .set({ ...save.jobChanges, version: versionRead + 1 })
      .where(({ version }, { eq }) => eq(version, versionRead))
      .commit(),
    ...save.removed.map((old) => items.milestone.delete(old).where(unchangedSinceRead(old)).commit()),
    ...save.changed.map(({ read, changes }) =>
      items.milestone
        .patch(read)
        .set(withOwedKeyFacts(read, changes))
        .where(unchangedSinceRead(read))
        .commit(),
    ),
    ...save.added.map((added) => items.milestone.create(newMilestone(added)).commit()),
  ]).go();
  return !canceled;
};

// One milestone, strongly consistent: callers decide from its paid amount and condition their write on it.
export const getMilestone = async (
  contractorId: string,
  jobId: string,
  milestoneId: string,
): Promise<MilestoneItem | null> =>
  (await Milestone.get({ contractorId, jobId, milestoneId }).go({ consistent: true })).data;

// Sets a milestone's status by hand, and the job's deposit fields, if the milestone is still as read.
export const setMilestoneStatus = async (
  read: MilestoneItem,
  change: Pick<MilestoneItem, 'status' | 'paidDate'>,
  deposit: Pick<JobItem, 'depositPaid' | 'depositPaidDate'> | null,
): Promise<boolean> => {
  const { contractorId, jobId } = read;
  const { canceled } = await createWriteTransaction({ milestone: Milestone, job: Job }, (items) => {
    // The paid date goes when the milestone is no longer paid.
    const patch = items.milestone
      .patch(read)
      .set(withOwedKeyFacts(read, change.paidDate ? change : { status: change.status }));
    return [
      (change.paidDate ? patch : patch.remove(['paidDate'])).where(unchangedSinceRead(read)).commit(),
      ...(deposit ? [items.job.patch({ contractorId, jobId }).set(deposit).commit()] : []),
    ];
  }).go();
  return !canceled;
};

// Records a payment with the milestone's and job's paid amounts and its pending event, in one transaction.
export const recordPayment = async (recorded: {
  payment: PaymentItem;
  milestone: { read: MilestoneItem; changes: MilestoneChanges };
  deposit: Pick<JobItem, 'depositPaid' | 'depositPaidDate'> | null;
  /** The job's paid total as read: the write holds only while it is unchanged. */
  jobPaidRead: number;
  pending: PendingEventItem;
}): Promise<boolean> => {
  const { payment, milestone, deposit, pending, jobPaidRead } = recorded;
  const { contractorId, jobId, amountCents } = payment;
  const { canceled } = await createWriteTransaction(
    { payment: Payment, milestone: Milestone, job: Job, pendingEvent: PendingEvent },
    (items) => {
      const paid = items.job.patch({ contractorId, jobId }).add({ paidCents: amountCents });
      return [
        items.payment.create(payment).commit(),
        // The milestone's new paid amount is set, held while the milestone is as read: it stands for an
        // atomic add and keeps the due indexes right.
        items.milestone
          .patch(milestone.read)
          .set(withOwedKeyFacts(milestone.read, milestone.changes))
          .where(unchangedSinceRead(milestone.read))
          .commit(),
        (deposit ? paid.set(deposit) : paid)
          .where(({ paidCents }, { eq }) => eq(paidCents, jobPaidRead))
          .commit(),
        items.pendingEvent.create(pending).commit(),
      ];
    },
  ).go();
  return !canceled;
};

// Every contractor's milestones the reminder run still has work for, due by `lastDate` (gsi2, each shard).
export const listOwedMilestonesDueBy = async (lastDate: string): Promise<MilestoneItem[]> => {
  const shards = Array.from({ length: dueShards }, (_, shard) => String(shard));
  const pages = await Promise.all(
    shards.map((dueShard) =>
      // Keys are '<date>#…': "before the next day" includes every milestone of the last day.
      Milestone.query
        .owedByDueDate({ dueShard })
        .lt({ dueDate: addDays(lastDate, 1) })
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
};

// Several jobs by id (one batch read per 100; unknown ids are left out).
export const getJobs = async (contractorId: string, jobIds: readonly string[]): Promise<JobItem[]> =>
  jobIds.length ? (await Job.get(jobIds.map((jobId) => ({ contractorId, jobId }))).go()).data : [];

// Everything a contractor is owed on dated milestones now, soonest due first (gsi1: only unpaid milestones are
// on it, so this grows with what is open, not with the history).
export const listAllOwedMilestones = async (contractorId: string): Promise<MilestoneItem[]> =>
  (await Milestone.query.owedByContractor({ contractorId }).go({ pages: 'all' })).data;

// A contractor's unpaid dated milestones due on or before `lastDate`, soonest first (gsi1, at most `limit`).
export const listContractorOwedMilestones = async (
  contractorId: string,
  lastDate: string,
  limit: number,
): Promise<MilestoneItem[]> =>
  (
    await Milestone.query
      .owedByContractor({ contractorId })
      .lt({ dueDate: addDays(lastDate, 1) })
      .go({ limit })
  ).data;

// One of a contractor's unpaid dated milestones, by id (null when paid, undated or unknown).
export const findOwedMilestone = async (
  contractorId: string,
  milestoneId: string,
): Promise<MilestoneItem | null> =>
  (
    await Milestone.query
      .owedByContractor({ contractorId })
      .where(({ milestoneId: id }, { eq }) => eq(id, milestoneId))
      .go({ pages: 'all' })
  ).data[0] ?? null;

// Claims a milestone's reminder if it is as read, unclaimed (or stale) and not yet reminded today.
export const claimReminder = async (
  read: MilestoneItem,
  claim: { claimedAt: string; staleBefore: string; today: string; sameStageOnly: boolean },
): Promise<boolean> =>
  heldCondition(() =>
    Milestone.patch(read)
      .set(withOwedKeyFacts(read, { reminderClaimedAt: claim.claimedAt }))
      .where((attributes, operations) => {
        // Automatic reminders also need the stage read: each stage is sent once.
        const { notExists, lt, ne, eq } = operations;
        const asRead = unchangedSinceRead(read)(attributes, operations);
        const unclaimed = `(${notExists(attributes.reminderClaimedAt)} OR ${lt(attributes.reminderClaimedAt, claim.staleBefore)})`;
        const notToday = `(${notExists(attributes.lastReminderDate)} OR ${ne(attributes.lastReminderDate, claim.today)})`;
        if (!claim.sameStageOnly) return `${asRead} AND ${unclaimed} AND ${notToday}`;
        return `${asRead} AND ${unclaimed} AND ${notToday} AND ${eq(attributes.reminderStage, read.reminderStage ?? 'none')}`;
      })
      .go(),
  );

// Ends a reminder claim, recording what was sent, if the milestone is still as read; false when it is not.
export const finishReminderClaim = async (read: MilestoneItem, outcome: MilestoneChanges): Promise<boolean> =>
  heldCondition(() =>
    Milestone.patch(read)
      .set(withOwedKeyFacts(read, outcome))
      .remove(['reminderClaimedAt'])
      .where(unchangedSinceRead(read))
      .go(),
  );

// Updates a milestone if it is still as read (status, amounts, due date); false when it is not.
export const updateMilestoneAsRead = async (
  read: MilestoneItem,
  changes: MilestoneChanges,
): Promise<boolean> =>
  heldCondition(() =>
    Milestone.patch(read).set(withOwedKeyFacts(read, changes)).where(unchangedSinceRead(read)).go(),
  );
