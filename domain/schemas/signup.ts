// The sign-up payload as the server takes it: the form's fields (signup-form.ts) and a password that is
// hard to guess (new-password.ts).
import * as z from 'zod/mini';
import { newPasswordSchema } from './new-password';
import { signupFormSchema } from './signup-form';

export const signupSchema = z.extend(signupFormSchema, { password: newPasswordSchema });
export type SignupInput = z.infer<typeof signupSchema>;
