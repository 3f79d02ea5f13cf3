// A customer (homeowner) as the add-customer dialog and the API take it, with SPEC §5's exact messages,
// and the schedule-visit payload.
import * as z from 'zod';
import { assigneeField } from './assignee';
import { emailSchema, phoneSchema, stateSchema, zipCodeSchema } from './contact';
import { dateSchema, timeSchema } from './dates';
import { message, requiredText } from './message';
import { numberField } from './number';

export const customerSchema = z.object({
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  /** Optional (a customer may have only a phone); when given it must be valid. */
  email: z.union([z.literal(''), emailSchema], message('email.invalid')).default(''),
  phone: phoneSchema,
  address: requiredText('address.required'),
  city: requiredText('city.required', 100),
  state: stateSchema,
  zipCode: zipCodeSchema,
});
export type CustomerInput = z.infer<typeof customerSchema>;

export const customerUpdateSchema = customerSchema.extend({
  version: numberField('field.invalid').int(message('field.invalid')).min(1, message('field.invalid')),
  /** Who looks after the customer: an active owner or rep of the team; left out, unchanged. */
  assignedTo: assigneeField,
});

export const customerListQuerySchema = z.object({
  /** Newest first, or by last name then first name. */
  sort: z.enum(['newest', 'name'], message('field.invalid')).default('newest'),
  /** One person's customers (a user id), newest first whatever the sort. */
  assignedTo: z
    .string(message('field.invalid'))
    .min(1, message('field.invalid'))
    .max(64, message('field.invalid'))
    .optional(),
  cursor: z.string(message('field.invalid')).max(2048, message('field.invalid')).optional(),
  limit: z.coerce.number(message('field.invalid')).int(message('field.invalid')).min(1).max(100).default(25),
});

/** GET /api/customer-matches: the phone and email typed in the customer dialog, and the customer being edited. */
export const customerMatchQuerySchema = z.object({
  phone: z.string(message('field.invalid')).max(30, message('field.invalid')).optional(),
  email: z.string(message('field.invalid')).max(254, message('field.invalid')).optional(),
  excludeId: z.string(message('field.invalid')).max(64, message('field.invalid')).optional(),
});

export const searchQuerySchema = z.object({
  q: requiredText('search.tooShort', 100, 2),
});

export const scheduleVisitSchema = z
  .object({
    scheduledDate: dateSchema,
    scheduledStartTime: timeSchema.optional(),
    scheduledEndTime: timeSchema.optional(),
    isAnytime: z.boolean(message('field.invalid')).default(true),
    notes: z.string(message('field.invalid')).trim().max(2000, message('text.tooLong')).default(''),
  })
  .superRefine((visit, context) => {
    if (visit.isAnytime) return;
    if (!visit.scheduledStartTime)
      context.addIssue({ code: 'custom', path: ['scheduledStartTime'], message: 'time.invalid' });
    if (!visit.scheduledEndTime)
      context.addIssue({ code: 'custom', path: ['scheduledEndTime'], message: 'time.invalid' });
    if (
      visit.scheduledStartTime &&
      visit.scheduledEndTime &&
      visit.scheduledEndTime <= visit.scheduledStartTime
    ) {
      context.addIssue({ code: 'custom', path: ['scheduledEndTime'], message: 'time.order' });
    }
  });
export type ScheduleVisit = z.infer<typeof scheduleVisitSchema>;
