// The team's requests (docs/api.md "Team and roles"): an invitation, its acceptance as the form checks it
// (the sign-up form's name, phone and password rules and messages; the server also estimates the password's
// strength, chosen-password.ts) and an owner's change of a member's role or status.
import * as z from 'zod/mini';
import { userRoles } from '../vocabularies';
import { emailSchema } from './contact';
import { message, requiredText } from './message';
import { numberField } from './number';
import { optionalPhoneSchema } from './profile';
import { passwordLengthSchema } from './signup-form';

export const roleSchema = z.enum(userRoles, message('role.invalid'));

export const inviteInputSchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const inviteAcceptFormSchema = z.object({
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  password: passwordLengthSchema,
  phone: z._default(optionalPhoneSchema, ''),
});
export type InviteAcceptInput = z.infer<typeof inviteAcceptFormSchema>;

export const memberChangeSchema = z
  .object({
    role: z.optional(roleSchema),
    active: z.optional(z.boolean(message('field.invalid'))),
  })
  .check(
    z.refine(
      (change) => change.role !== undefined || change.active !== undefined,
      message('teamChange.required'),
    ),
  );
export type MemberChange = z.infer<typeof memberChangeSchema>;

/** The token of an invitation link (the part after `#token=`); anything else cannot be one. */
export const inviteTokenSchema = z.string().check(z.minLength(20), z.maxLength(100));

/** What the owner sets once for the team: how deep a rep may discount (percent of the price) unapproved. */
export const teamSettingsSchema = z.object({
  repDiscountLimitPercent: numberField('discountLimit.invalid').check(
    z.gte(0, message('discountLimit.invalid')),
    z.lte(100, message('discountLimit.invalid')),
  ),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;
