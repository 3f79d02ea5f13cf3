// Payloads of the sign-in calls and of the sign-up link (the sign-up form's is in signup.ts). Messages are
// keys of domain/messages.ts, rendered in the caller's language.
import * as z from 'zod/mini';
import { emailSchema } from './contact';
import { message } from './message';

export { emailSchema };

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string(message('password.required'))
    .check(z.minLength(1, message('password.required')), z.maxLength(1024)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The token of a sign-up confirmation link (the part after `#token=`). */
export const signupConfirmSchema = z.object({
  token: z
    .string(message('field.invalid'))
    .check(z.minLength(20, message('field.invalid')), z.maxLength(100, message('field.invalid'))),
});
