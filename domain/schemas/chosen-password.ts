// The requests in which someone chooses a password (a password change, an accepted invitation, a reset link) as the
// server takes them: the form's fields and a password that is hard to guess (new-password.ts), as at sign-up.

import { passwordResetFormSchema } from './admin';
import { newPasswordSchema } from './new-password';
import { passwordChangeFormSchema } from './profile';
import { inviteAcceptFormSchema } from './team';

export const passwordChangeSchema = passwordChangeFormSchema.extend({ newPassword: newPasswordSchema });

export const inviteAcceptSchema = inviteAcceptFormSchema.extend({ password: newPasswordSchema });

export const passwordResetSchema = passwordResetFormSchema.extend({ password: newPasswordSchema });
