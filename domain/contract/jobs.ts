// The jobs area's contract: converting quotes, jobs with their payment milestones, payments, notes and
// photos, and the team. Every job write answers the whole job as it now is.
import * as z from 'zod/mini';
import { jobStatuses, jobTypes } from '../job-status';
import { milestoneStatuses, milestoneTypes, paymentMethods } from '../milestones';
import {
  convertQuoteSchema,
  createJobSchema,
  jobListQuerySchema,
  jobStatusChangeSchema,
  jobUpdateSchema,
  milestoneStatusSchema,
  milestonesSaveSchema,
  paymentSchema,
  photoSchema,
  photoUploadSchema,
  progressNoteSchema,
} from '../schemas/job';
import { jobPaymentStructures, paymentTypes } from '../vocabularies';
import { siteAddressSchema } from './quotes';
import {
  answers,
  calendarDate,
  clockTime,
  creates,
  cursor,
  dollars,
  hexColor,
  id,
  idParams,
  pathParams,
  type RouteContracts,
  timestamp,
} from './route-contract';

export type { JobStatus, JobType } from '../job-status';
export type { MilestoneStatus, MilestoneType, PaymentMethod } from '../milestones';
export {
  jobPaymentStructures,
  jobStatuses,
  jobTypes,
  milestoneStatuses,
  milestoneTypes,
  paymentMethods,
  paymentTypes,
};

// zod/mini's extend keeps a schema's checks, its metadata among them (the copy would register the same id
// again), and its omit refuses a schema that has any: the schemas extended below start from their fields,
// before their id is added.
const jobSummaryFields = z.strictObject({
  /** 'office' for owners and reps (with prices); crew get a CrewJobSummary (`view: 'crew'`, no prices). */
  view: z.literal('office'),
  id,
  /** 'JOB-00012'. */
  jobNumber: z.string(),
  /** '12': how the number is shown. */
  displayNumber: z.string(),
  name: z.string(),
  status: z.enum(jobStatuses),
  customerName: z.string(),
  /** Null while unscheduled. */
  scheduledDate: z.nullable(calendarDate),
  totalAmount: dollars,
  paidAmount: dollars,
  balanceDue: dollars,
  createdAt: timestamp,
});
export const jobSummarySchema = jobSummaryFields.check(z.meta({ id: 'JobSummary' }));
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A job in a crew member's list: what to do and where, no money. */
export const crewJobSummarySchema = z
  .extend(z.omit(jobSummaryFields, { view: true, totalAmount: true, paidAmount: true, balanceDue: true }), {
    view: z.literal('crew'),
  })
  .check(z.meta({ id: 'CrewJobSummary' }));
export type CrewJobSummary = z.infer<typeof crewJobSummarySchema>;

export const jobPageSchema = z.strictObject({
  jobs: z.array(z.discriminatedUnion('view', [jobSummarySchema, crewJobSummarySchema])),
  cursor,
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const milestoneSchema = z
  .strictObject({
    id,
    name: z.string(),
    description: z.string(),
    percentage: z.number(),
    amount: dollars,
    paidAmount: dollars,
    status: z.enum(milestoneStatuses),
    dueDate: z.nullable(calendarDate),
    paidDate: z.nullable(calendarDate),
    sequenceOrder: z.number().check(z.int()),
    milestoneType: z.enum(milestoneTypes),
    isDeposit: z.boolean(),
    reminderSent: z.boolean(),
    lastReminderDate: z.nullable(calendarDate),
  })
  .check(z.meta({ id: 'Milestone' }));
export type Milestone = z.infer<typeof milestoneSchema>;

export type PaymentType = (typeof paymentTypes)[number];

export const paymentResponseSchema = z
  .strictObject({
    id,
    milestoneId: id,
    paymentType: z.enum(paymentTypes),
    amount: dollars,
    paymentMethod: z.enum(paymentMethods),
    paymentDate: calendarDate,
    checkNumber: z.string(),
    notes: z.string(),
    /** The name of who recorded it. */
    recordedBy: z.string(),
    recordedAt: timestamp,
  })
  .check(z.meta({ id: 'Payment' }));
export type Payment = z.infer<typeof paymentResponseSchema>;

export const progressNoteResponseSchema = z.strictObject({
  id,
  note: z.string(),
  timestamp,
  author: z.string(),
  stage: z.string(),
});
export type ProgressNote = z.infer<typeof progressNoteResponseSchema>;

export const completionPhotoSchema = z.strictObject({
  id,
  /** Readable by the contractor for an hour. */
  url: z.string(),
  description: z.string(),
  timestamp,
  stage: z.string(),
});
export type CompletionPhoto = z.infer<typeof completionPhotoSchema>;

const jobFields = z.extend(jobSummaryFields, {
  version: z.number().check(z.int()),
  quoteId: z.nullable(id),
  quoteNumber: z.nullable(z.number().check(z.int())),
  customerId: z.nullable(id),
  site: siteAddressSchema,
  customerPhone: z.string(),
  customerEmail: z.string(),
  jobType: z.enum(jobTypes),
  /** Null for an anytime job. */
  scheduledStartTime: z.nullable(clockTime),
  scheduledEndTime: z.nullable(clockTime),
  isAnytime: z.boolean(),
  assignedTo: z.nullable(z.strictObject({ id, name: z.string() })),
  calendarColor: hexColor,
  visitInstructions: z.string(),
  notes: z.string(),
  completedDate: z.nullable(calendarDate),
  paymentStructure: z.enum(jobPaymentStructures),
  depositAmount: dollars,
  depositPaid: z.boolean(),
  depositPaidDate: z.nullable(calendarDate),
  /** The moves domain/job-status.ts allows from the current status. */
  allowedStatuses: z.array(z.enum(jobStatuses)),
  milestones: z.array(milestoneSchema),
  payments: z.array(paymentResponseSchema),
  /** Newest first. */
  progressNotes: z.array(progressNoteResponseSchema),
  completionPhotos: z.array(completionPhotoSchema),
  updatedAt: timestamp,
});
export const jobSchema = jobFields.check(z.meta({ id: 'Job' }));
export type Job = z.infer<typeof jobSchema>;

/** A job as a crew member sees it: the work, the site, notes and photos; no total, payments or schedule. */
export const crewJobSchema = z
  .extend(
    z.omit(jobFields, {
      view: true,
      totalAmount: true,
      paidAmount: true,
      balanceDue: true,
      paymentStructure: true,
      depositAmount: true,
      depositPaid: true,
      depositPaidDate: true,
      milestones: true,
      payments: true,
    }),
    { view: z.literal('crew') },
  )
  .check(z.meta({ id: 'CrewJob' }));
export type CrewJob = z.infer<typeof crewJobSchema>;

/** What a route every role may call answers: the office's job or the crew's. */
export const anyJobSchema = z.discriminatedUnion('view', [jobSchema, crewJobSchema]);
export type AnyJob = z.infer<typeof anyJobSchema>;

export const photoUploadSlotSchema = z.strictObject({
  /** Where to POST the file as multipart form data. */
  url: z.string(),
  /** Form fields to send before the file, in order. */
  fields: z.record(z.string(), z.string()),
  /** The storage key to attach with POST /api/jobs/{id}/photos. */
  key: z.string(),
});
export type PhotoUploadSlot = z.infer<typeof photoUploadSlotSchema>;

export type CreateJobInput = z.input<typeof createJobSchema>;
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobDetailsChanges = Omit<JobUpdateInput, 'version'>;
export type ProgressNoteInput = z.input<typeof progressNoteSchema>;
export type MilestoneStatusInput = z.input<typeof milestoneStatusSchema>;
export type MilestonesSaveInput = z.input<typeof milestonesSaveSchema>;
export type MilestoneInput = MilestonesSaveInput['milestones'][number];
export type PaymentInput = z.input<typeof paymentSchema>;
export type PhotoUploadInput = z.input<typeof photoUploadSchema>;
export type PhotoInput = z.input<typeof photoSchema>;

export const jobsRoutes = {
  'POST /api/quotes/{id}/convert': creates('Turn a quote into a job with its payment milestones', jobSchema, {
    request: { params: idParams, body: convertQuoteSchema, bodyOptional: true },
    errors: [409],
  }),
  'POST /api/jobs': creates("A job without a quote, for one of the contractor's customers", jobSchema, {
    request: { body: createJobSchema },
  }),
  'GET /api/jobs': answers("The contractor's jobs, newest first, a page at a time", jobPageSchema, {
    request: { query: jobListQuerySchema },
  }),
  'GET /api/jobs/{id}': answers('One job with its milestones, payments, notes and photos', anyJobSchema, {
    request: { params: idParams },
  }),
  'PATCH /api/jobs/{id}': answers("Change a job's details, with the version read", jobSchema, {
    description:
      'A new `totalAmount` re-splits the unpaid milestones (409 HAS_PAYMENTS once a payment exists).',
    request: { params: idParams, body: jobUpdateSchema },
    errors: [409],
  }),
  'POST /api/jobs/{id}/status': answers('Move a job to another status (domain/job-status.ts)', anyJobSchema, {
    request: { params: idParams, body: jobStatusChangeSchema },
    errors: [409],
  }),
  'POST /api/jobs/{id}/progress-notes': creates('Add a progress note', anyJobSchema, {
    request: { params: idParams, body: progressNoteSchema },
    errors: [409],
  }),
  'POST /api/jobs/{id}/photo-uploads': answers(
    'A signed form to upload one completion photo straight to storage',
    photoUploadSlotSchema,
    { request: { params: idParams, body: photoUploadSchema } },
  ),
  'POST /api/jobs/{id}/photos': creates('Attach an uploaded photo to the job', anyJobSchema, {
    request: { params: idParams, body: photoSchema },
    errors: [409],
  }),
  'PUT /api/jobs/{id}/milestones': answers(
    'Save the whole payment schedule, with the job version read',
    jobSchema,
    { request: { params: idParams, body: milestonesSaveSchema }, errors: [409] },
  ),
  'POST /api/jobs/{id}/milestones/{milestoneId}/status': answers(
    "Set a milestone's status (paid needs the date)",
    jobSchema,
    { request: { params: pathParams('id', 'milestoneId'), body: milestoneStatusSchema }, errors: [409] },
  ),
  'POST /api/jobs/{id}/payments': creates('Record a payment against a milestone', jobSchema, {
    request: { params: idParams, body: paymentSchema },
    errors: [409],
  }),
} as const satisfies RouteContracts;
