// What administrators send: searches, a trial extension, a change to a user, a password reset's delivery, a
// lead's assignment or discard. Messages are keys of domain/messages.ts.
import * as z from 'zod/mini';
import { auditEventTypes } from '../vocabularies';
import { message, requiredText } from './message';
import { numberField } from './number';
import { passwordLengthSchema } from './signup-form';

/** A search box: at most 100 characters, '' lists from the start. */
export const adminSearchSchema = z.object({
  q: z._default(
    z.string(message('field.invalid')).check(z.trim(), z.maxLength(100, message('text.tooLong'))),
    '',
  ),
});
export type AdminSearch = z.infer<typeof adminSearchSchema>;

/** The audit log's filters: one type, and part of the actor's email, the target or the IP address. */
export const auditFilterSchema = z.object({
  type: z.optional(z.enum(auditEventTypes, message('field.invalid'))),
  q: z._default(
    z.string(message('field.invalid')).check(z.trim(), z.maxLength(100, message('text.tooLong'))),
    '',
  ),
});

/** Days added to a trial: from the later of today and its current end. */
export const trialExtensionSchema = z.object({
  days: numberField('trialDays.invalid').check(
    z.int(message('trialDays.invalid')),
    z.gte(1, message('trialDays.invalid')),
    z.lte(365, message('trialDays.invalid')),
  ),
});
export type TrialExtension = z.infer<typeof trialExtensionSchema>;

/** A reason written into the audit log with the action. */
export const deactivationSchema = z.object({
  reason: z._default(
    z.string(message('field.invalid')).check(z.trim(), z.maxLength(500, message('text.tooLong'))),
    '',
  ),
});

/** What an admin may change of a user: admin or not, active or not. */
export const adminUserChangeSchema = z
  .object({
    isAdmin: z.optional(z.boolean(message('field.invalid'))),
    active: z.optional(z.boolean(message('field.invalid'))),
  })
  .check(
    z.refine(
      (change) => change.isAdmin !== undefined || change.active !== undefined,
      message('teamChange.required'),
    ),
  );
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

/** How a reset link reaches its user: emailed to them, or only shown to the admin to hand over. */
export const passwordResetDeliveries = ['email', 'show'] as const;
export const passwordResetRequestSchema = z.object({
  delivery: z._default(z.enum(passwordResetDeliveries, message('field.invalid')), 'show'),
});

/** The public form of a reset link: its token and the new password (length here, strength on the server). */
export const passwordResetFormSchema = z.object({
  token: z
    .string(message('resetLink.invalid'))
    .check(z.minLength(20, message('resetLink.invalid')), z.maxLength(100, message('resetLink.invalid'))),
  password: passwordLengthSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetFormSchema>;

export const leadAssignmentSchema = z.object({
  contractorId: requiredText('leadContractor.required', 100),
});

export const leadDiscardSchema = z.object({
  reason: requiredText('discardReason.required', 500),
});
