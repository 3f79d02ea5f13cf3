// Payloads of the auth calls. Messages are keys of domain/messages.ts, rendered in the caller's language.
import * as z from 'zod';
import { isCommonPassword } from '../common-passwords';
import { emailSchema, phoneSchema } from './contact';
import { message, requiredText } from './message';

export { emailSchema, phoneSchema };

export const newPasswordSchema = z
  .string(message('password.required'))
  .min(8, message('password.tooShort'))
  .max(128, message('password.tooLong'))
  .refine((password) => !isCommonPassword(password), message('password.common'));

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
