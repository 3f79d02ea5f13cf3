// The sign-up payload as the server takes it: the form's fields (signup-form.ts) and a password that is
// hard to guess (new-password.ts).
import type * as z from 'zod';
import { newPasswordSchema } from './new-password';
import { signupFormSchema } from './signup-form';

export const signupSchema = signupFormSchema.extend({ password: newPasswordSchema });
export type SignupInput = z.infer<typeof signupSchema>;
