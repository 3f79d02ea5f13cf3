// Payloads of the sign-in calls and of the sign-up link (the sign-up form's is in signup.ts). Messages are
// keys of domain/messages.ts, rendered in the caller's language.
import * as z from 'zod';
import { emailSchema } from './contact';
import { message } from './message';

export { emailSchema };

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string(message('password.required')).min(1, message('password.required')).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The token of a sign-up confirmation link (the part after `#token=`). */
export const signupConfirmSchema = z.object({
  token: z
    .string(message('field.invalid'))
    .min(20, message('field.invalid'))
    .max(100, message('field.invalid')),
});
