// Payloads of the auth calls. Messages are keys of domain/messages.ts, rendered in the caller's language.
import * as z from 'zod';
import { isCommonPassword } from '../common-passwords';
import { isValidPhone, phoneDigits } from '../phone';
import { message, requiredText } from './message';

export const emailSchema = z
  .string(message('email.invalid'))
  .trim()
  .toLowerCase()
  .max(254, message('email.invalid'))
  .pipe(z.email(message('email.invalid')));

export const newPasswordSchema = z
  .string(message('password.required'))
  .min(8, message('password.tooShort'))
  .max(128, message('password.tooLong'))
  .refine((password) => !isCommonPassword(password), message('password.common'));

export const phoneSchema = z
  .string(message('phone.required'))
  .trim()
  .min(1, message('phone.required'))
  .refine(isValidPhone, message('phone.invalid'))
  .transform(phoneDigits);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string(message('password.required')).min(1, message('password.required')).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  businessName: requiredText('businessName.required'),
  firstName: requiredText('firstName.required', 100),
  lastName: requiredText('lastName.required', 100),
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;
