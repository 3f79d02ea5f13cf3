// Payloads of the job and payment calls (docs/api.md "Jobs and getting paid"), with SPEC §5's rules:
// the new-job dialog, job fields, milestones and payments. Amounts travel in dollars and are checked
// to the cent; "not in the past" needs the contractor's today, so the use cases check it.
import * as z from 'zod/mini';
import { jobStatuses, jobTypes } from '../job-status';
import { milestoneStatuses, milestoneTypes, paymentMethods } from '../milestones';
import { stateSchema, zipCodeSchema } from './contact';
import { dateSchema, timeSchema } from './dates';
import { listPageFields } from './list-page';
import { message, requiredText } from './message';
import { numberField } from './number';

/** At most two decimals (floating-point noise aside): money is whole cents. */
const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const dollars = (key: 'total.invalid' | 'milestone.amount.invalid') =>
  numberField(key).check(
    z.gte(0, message(key)),
    z.lte(10_000_000, message(key)),
    z.refine(isWholeCents, message(key)),
  );

const optionalText = (max: number) =>
  z.string(message('field.invalid')).check(z.trim(), z.maxLength(max, message('text.tooLong')));

export const convertQuoteSchema = z.object({
  scheduledDate: z.optional(dateSchema),
});

export const createJobSchema = z.object({
  customerId: z
    .string(message('customer.required'))
    .check(
      z.trim(),
      z.minLength(1, message('customer.required')),
      z.maxLength(64, message('customer.required')),
    ),
  jobName: requiredText('jobName.required', 200),
  scheduledDate: dateSchema,
});
export type CreateJob = z.infer<typeof createJobSchema>;

export const jobUpdateSchema = z.object({
  version: numberField('field.invalid').check(
    z.int(message('field.invalid')),
    z.gte(1, message('field.invalid')),
  ),
  name: z.optional(requiredText('jobName.required', 200)),
  jobType: z.optional(z.enum(jobTypes, message('field.invalid'))),
  scheduledDate: z.optional(z.nullable(dateSchema)),
  scheduledStartTime: z.optional(z.nullable(timeSchema)),
  scheduledEndTime: z.optional(z.nullable(timeSchema)),
  isAnytime: z.optional(z.boolean(message('field.invalid'))),
  /** A user id of the contractor's team, or null for nobody. */
  assignedTo: z.optional(
    z.nullable(z.string(message('field.invalid')).check(z.maxLength(64, message('field.invalid')))),
  ),
  calendarColor: z.optional(
    z.string(message('color.invalid')).check(z.regex(/^#[0-9a-fA-F]{6}$/, message('color.invalid'))),
  ),
  visitInstructions: z.optional(optionalText(2000)),
  notes: z.optional(optionalText(5000)),
  /** Where the fence goes (the street is stored sealed). */
  site: z.optional(
    z.object({
      street: optionalText(200),
      city: optionalText(100),
      state: z._default(z.union([z.literal(''), stateSchema], message('state.invalid')), ''),
      zipCode: z._default(z.union([z.literal(''), zipCodeSchema], message('zipCode.invalid')), ''),
    }),
  ),
  totalAmount: z.optional(dollars('total.invalid')),
});
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobListQuerySchema = z.object({
  status: z.optional(z.enum(jobStatuses, message('field.invalid'))),
  /** `assignedTo`: a crew member always gets their own jobs. */
  ...listPageFields,
});

export const jobStatusChangeSchema = z.object({
  status: z.enum(jobStatuses, message('field.invalid')),
  version: z.optional(numberField('field.invalid').check(z.int(message('field.invalid')), z.gte(1))),
});

export const progressNoteSchema = z.object({
  note: requiredText('progressNote.required', 2000),
  stage: z._default(optionalText(40), ''),
});

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const maxPhotoBytes = 10 * 1024 * 1024;

export const photoUploadSchema = z.object({
  contentType: z.enum(photoContentTypes, message('photo.type')),
  size: numberField('photo.tooLarge').check(
    z.int(message('photo.tooLarge')),
    z.gte(1, message('photo.tooLarge')),
    z.lte(maxPhotoBytes, message('photo.tooLarge')),
  ),
});

export const photoSchema = z.object({
  key: z
    .string(message('photo.notUploaded'))
    .check(z.minLength(1, message('photo.notUploaded')), z.maxLength(300, message('photo.notUploaded'))),
  description: z._default(optionalText(200), ''),
  stage: z._default(optionalText(40), ''),
});

export const milestoneInputSchema = z.object({
  id: z.optional(z.string(message('field.invalid')).check(z.maxLength(64, message('field.invalid')))),
  name: requiredText('name.required', 100),
  description: z._default(optionalText(500), ''),
  percentage: numberField('percentage.invalid').check(
    z.gte(0, message('percentage.invalid')),
    z.lte(100, message('percentage.invalid')),
  ),
  amount: dollars('milestone.amount.invalid'),
  dueDate: z._default(z.nullable(dateSchema), null),
  sequenceOrder: numberField('milestone.sequence.invalid').check(
    z.int(message('milestone.sequence.invalid')),
    z.gte(0, message('milestone.sequence.invalid')),
  ),
  milestoneType: z._default(z.enum(milestoneTypes, message('field.invalid')), 'custom'),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

export const milestonesSaveSchema = z.object({
  version: numberField('field.invalid').check(
    z.int(message('field.invalid')),
    z.gte(1, message('field.invalid')),
  ),
  milestones: z.array(milestoneInputSchema).check(z.maxLength(20, message('milestone.tooMany'))),
});

export const milestoneStatusSchema = z
  .object({
    status: z.enum(milestoneStatuses, message('field.invalid')),
    paidDate: z.optional(dateSchema),
  })
  .check(
    z.superRefine((change, context) => {
      if (change.status === 'paid' && !change.paidDate)
        context.addIssue({ code: 'custom', path: ['paidDate'], message: 'paidDate.required' });
    }),
  );

export const paymentSchema = z.object({
  milestoneId: z
    .string(message('milestone.notFound'))
    .check(z.minLength(1, message('milestone.notFound')), z.maxLength(64, message('milestone.notFound'))),
  amount: numberField('payment.amount.invalid').check(
    z.gte(0.01, message('payment.amount.invalid')),
    z.lte(10_000_000, message('payment.amount.invalid')),
    z.refine(isWholeCents, message('payment.amount.invalid')),
  ),
  paymentMethod: z.enum(paymentMethods, message('payment.method.required')),
  paymentDate: dateSchema,
  checkNumber: z._default(optionalText(40), ''),
  notes: z._default(optionalText(500), ''),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

export { milestoneStatuses, milestoneTypes, paymentMethods };
