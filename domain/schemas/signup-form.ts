// The sign-up form as the browser checks it before sending: every field but the password's strength, which
// the server estimates (signup.ts) so the sign-up page does not download the estimator's dictionaries.
import * as z from 'zod/mini';
import { emailSchema, phoneSchema } from './contact';
import { message, requiredText } from './message';

export const passwordLengthSchema = z
  .string(message('password.required'))
  .check(z.minLength(8, message('password.tooShort')), z.maxLength(128, message('password.tooLong')));

export const signupFormSchema = z.object({
  businessName: requiredText('businessName.required'),
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordLengthSchema,
});
