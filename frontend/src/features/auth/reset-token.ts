// The token of a password reset link (`/reset-password#token=…`): it rides in the fragment, which browsers
// never send to a server or in a Referer. Anything that cannot be a token reads as none.
import { passwordResetFormSchema } from '#domain/schemas/admin';

export const resetTokenFrom = (hash: string): string => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  return passwordResetFormSchema.shape.token.safeParse(token).success ? token : '';
};
