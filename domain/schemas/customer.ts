// A customer (homeowner) as the add-customer dialog and the API take it, with SPEC §5's exact messages,
// and the schedule-visit payload.
import * as z from 'zod/mini';
import { assigneeField } from './assignee';
import { emailSchema, phoneSchema, stateSchema, zipCodeSchema } from './contact';
import { dateSchema, timeSchema } from './dates';
import { listPageFields } from './list-page';
import { message, requiredText } from './message';
import { numberField } from './number';

export const customerSchema = z.object({
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  /** Optional (a customer may have only a phone); when given it must be valid. */
  email: z._default(z.union([z.literal(''), emailSchema], message('email.invalid')), ''),
  phone: phoneSchema,
  address: requiredText('address.required'),
  city: requiredText('city.required', 100),
  state: stateSchema,
  zipCode: zipCodeSchema,
});
export type CustomerInput = z.infer<typeof customerSchema>;

export const customerUpdateSchema = z.extend(customerSchema, {
  version: numberField('field.invalid').check(
    z.int(message('field.invalid')),
    z.gte(1, message('field.invalid')),
  ),
  /** Who looks after the customer: an active owner or rep of the team; left out, unchanged. */
  assignedTo: assigneeField,
});

export const customerListQuerySchema = z.object({
  /** Newest first, or by last name then first name. */
  sort: z._default(z.enum(['newest', 'name'], message('field.invalid')), 'newest'),
  /** `assignedTo`: one person's customers come newest first whatever the sort. */
  ...listPageFields,
});

/** GET /api/customer-matches: the phone and email typed in the customer dialog, and the customer being edited. */
export const customerMatchQuerySchema = z.object({
  phone: z.optional(z.string(message('field.invalid')).check(z.maxLength(30, message('field.invalid')))),
  email: z.optional(z.string(message('field.invalid')).check(z.maxLength(254, message('field.invalid')))),
  excludeId: z.optional(z.string(message('field.invalid')).check(z.maxLength(64, message('field.invalid')))),
});

export const searchQuerySchema = z.object({
  q: requiredText('search.tooShort', 100, 2),
});

export const scheduleVisitSchema = z
  .object({
    scheduledDate: dateSchema,
    scheduledStartTime: z.optional(timeSchema),
    scheduledEndTime: z.optional(timeSchema),
    isAnytime: z._default(z.boolean(message('field.invalid')), true),
    notes: z._default(
      z.string(message('field.invalid')).check(z.trim(), z.maxLength(2000, message('text.tooLong'))),
      '',
    ),
  })
  .check(
    z.superRefine((visit, context) => {
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
    }),
  );
export type ScheduleVisit = z.infer<typeof scheduleVisitSchema>;
