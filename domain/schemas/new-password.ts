// A password being chosen (sign-up, the manage CLI): 8 to 128 characters and hard to guess. Kept apart from
// auth.ts and signup-form.ts so the sign-in and sign-up pages do not load the strength estimator.
import * as z from 'zod/mini';
import { isStrongPassword } from '../password-strength';
import { message } from './message';
import { passwordLengthSchema } from './signup-form';

export const newPasswordSchema = passwordLengthSchema.check(
  z.refine(isStrongPassword, message('password.weak')),
);
