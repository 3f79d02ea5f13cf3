// Payloads of the job and payment calls (docs/api.md "Jobs and getting paid"), with SPEC §5's rules:
// the new-job dialog, job fields, milestones and payments. Amounts travel in dollars and are checked
// to the cent; "not in the past" needs the contractor's today, so the use cases check it.
import * as z from 'zod';
import { jobStatuses, jobTypes } from '../job-status';
import { milestoneStatuses, milestoneTypes, paymentMethods } from '../milestones';
import { stateSchema, zipCodeSchema } from './contact';
import { dateSchema, timeSchema } from './dates';
import { message, requiredText } from './message';
import { numberField } from './number';

/** At most two decimals (floating-point noise aside): money is whole cents. */
const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const dollars = (key: 'total.invalid' | 'milestone.amount.invalid') =>
  numberField(key)
    .finite(message(key))
    .min(0, message(key))
    .max(10_000_000, message(key))
    .refine(isWholeCents, message(key));

const optionalText = (max: number) =>
  z.string(message('field.invalid')).trim().max(max, message('text.tooLong'));

export const convertQuoteSchema = z.object({
  scheduledDate: dateSchema.optional(),
});

export const createJobSchema = z.object({
  customerId: z
    .string(message('customer.required'))
    .trim()
    .min(1, message('customer.required'))
    .max(64, message('customer.required')),
  jobName: requiredText('jobName.required', 200),
  scheduledDate: dateSchema,
});
export type CreateJob = z.infer<typeof createJobSchema>;

export const jobUpdateSchema = z.object({
  version: numberField('field.invalid').int(message('field.invalid')).min(1, message('field.invalid')),
  name: requiredText('jobName.required', 200).optional(),
  jobType: z.enum(jobTypes, message('field.invalid')).optional(),
  scheduledDate: dateSchema.nullable().optional(),
  scheduledStartTime: timeSchema.nullable().optional(),
  scheduledEndTime: timeSchema.nullable().optional(),
  isAnytime: z.boolean(message('field.invalid')).optional(),
  /** A user id of the contractor's team, or null for nobody. */
  assignedTo: z.string(message('field.invalid')).max(64, message('field.invalid')).nullable().optional(),
  calendarColor: z
    .string(message('color.invalid'))
    .regex(/^#[0-9a-fA-F]{6}$/, message('color.invalid'))
    .optional(),
  visitInstructions: optionalText(2000).optional(),
  notes: optionalText(5000).optional(),
  /** Where the fence goes (the street is stored sealed). */
  site: z
    .object({
      street: optionalText(200),
      city: optionalText(100),
      state: z.union([z.literal(''), stateSchema], message('state.invalid')).default(''),
      zipCode: z.union([z.literal(''), zipCodeSchema], message('zipCode.invalid')).default(''),
    })
    .optional(),
  totalAmount: dollars('total.invalid').optional(),
});
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobListQuerySchema = z.object({
  status: z.enum(jobStatuses, message('field.invalid')).optional(),
  /** One person's jobs (a user id); a crew member always gets their own. */
  assignedTo: z
    .string(message('field.invalid'))
    .min(1, message('field.invalid'))
    .max(64, message('field.invalid'))
    .optional(),
  cursor: z.string(message('field.invalid')).max(2048, message('field.invalid')).optional(),
  limit: z.coerce.number(message('field.invalid')).int(message('field.invalid')).min(1).max(100).default(25),
});

export const jobStatusChangeSchema = z.object({
  status: z.enum(jobStatuses, message('field.invalid')),
  version: numberField('field.invalid').int(message('field.invalid')).min(1).optional(),
});

export const progressNoteSchema = z.object({
  note: requiredText('progressNote.required', 2000),
  stage: optionalText(40).default(''),
});

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const maxPhotoBytes = 10 * 1024 * 1024;

export const photoUploadSchema = z.object({
  contentType: z.enum(photoContentTypes, message('photo.type')),
  size: numberField('photo.tooLarge')
    .int(message('photo.tooLarge'))
    .min(1, message('photo.tooLarge'))
    .max(maxPhotoBytes, message('photo.tooLarge')),
});

export const photoSchema = z.object({
  key: z
    .string(message('photo.notUploaded'))
    .min(1, message('photo.notUploaded'))
    .max(300, message('photo.notUploaded')),
  description: optionalText(200).default(''),
  stage: optionalText(40).default(''),
});

export const milestoneInputSchema = z.object({
  id: z.string(message('field.invalid')).max(64, message('field.invalid')).optional(),
  name: requiredText('name.required', 100),
  description: optionalText(500).default(''),
  percentage: numberField('percentage.invalid')
    .min(0, message('percentage.invalid'))
    .max(100, message('percentage.invalid')),
  amount: dollars('milestone.amount.invalid'),
  dueDate: dateSchema.nullable().default(null),
  sequenceOrder: numberField('milestone.sequence.invalid')
    .int(message('milestone.sequence.invalid'))
    .min(0, message('milestone.sequence.invalid')),
  milestoneType: z.enum(milestoneTypes, message('field.invalid')).default('custom'),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

export const milestonesSaveSchema = z.object({
  version: numberField('field.invalid').int(message('field.invalid')).min(1, message('field.invalid')),
  milestones: z.array(milestoneInputSchema).max(20, message('milestone.tooMany')),
});

export const milestoneStatusSchema = z
  .object({
    status: z.enum(milestoneStatuses, message('field.invalid')),
    paidDate: dateSchema.optional(),
  })
  .superRefine((change, context) => {
    if (change.status === 'paid' && !change.paidDate)
      context.addIssue({ code: 'custom', path: ['paidDate'], message: 'paidDate.required' });
  });

export const paymentSchema = z.object({
  milestoneId: z
    .string(message('milestone.notFound'))
    .min(1, message('milestone.notFound'))
    .max(64, message('milestone.notFound')),
  amount: numberField('payment.amount.invalid')
    .finite(message('payment.amount.invalid'))
    .min(0.01, message('payment.amount.invalid'))
    .max(10_000_000, message('payment.amount.invalid'))
    .refine(isWholeCents, message('payment.amount.invalid')),
  paymentMethod: z.enum(paymentMethods, message('payment.method.required')),
  paymentDate: dateSchema,
  checkNumber: optionalText(40).default(''),
  notes: optionalText(500).default(''),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

export { milestoneStatuses, milestoneTypes, paymentMethods };
