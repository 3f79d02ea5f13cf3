// The requests in which someone chooses a password (a password change, an accepted invitation, a reset link) as the
// server takes them: the form's fields and a password that is hard to guess (new-password.ts), as at sign-up.

import * as z from 'zod/mini';
import { passwordResetFormSchema } from './admin';
import { newPasswordSchema } from './new-password';
import { passwordChangeFormSchema } from './profile';
import { inviteAcceptFormSchema } from './team';

export const passwordChangeSchema = z.extend(passwordChangeFormSchema, { newPassword: newPasswordSchema });

export const inviteAcceptSchema = z.extend(inviteAcceptFormSchema, { password: newPasswordSchema });

export const passwordResetSchema = z.extend(passwordResetFormSchema, { password: newPasswordSchema });
