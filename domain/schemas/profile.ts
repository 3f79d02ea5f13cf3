// The signed-in person's own details and password (Profile), as the form checks them: the sign-up form's
// field rules and messages and a phone that may be left empty. The server also estimates the new password's
// strength (chosen-password.ts), kept apart so the forms and the API contract do not load the estimator.
import * as z from 'zod/mini';
import { isValidPhone, phoneDigits } from '../phone';
import { message, requiredText } from './message';
import { passwordLengthSchema } from './signup-form';

/** A 10-digit US phone as at sign-up, or '' for none; kept as its digits. */
export const optionalPhoneSchema = z.pipe(
  z.string(message('phone.invalid')).check(
    z.trim(),
    z.maxLength(30, message('phone.invalid')),
    z.refine((phone) => phone === '' || isValidPhone(phone), message('phone.invalid')),
  ),
  z.transform(phoneDigits),
);

export const profileInputSchema = z.object({
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  phone: optionalPhoneSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const passwordChangeFormSchema = z.object({
  currentPassword: z
    .string(message('password.required'))
    .check(z.minLength(1, message('password.required')), z.maxLength(1024, message('password.currentWrong'))),
  newPassword: passwordLengthSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeFormSchema>;
