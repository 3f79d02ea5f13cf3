// POST /api/auth/password-reset: an administrator's single-use link sets a new password (`{token, password}`);
// every session of that user ends, so whoever this browser had signed in is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#domain/contract/index';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { currentUserQueryKey } from '#frontend/lib/current-user';

export type PasswordResetInput = BodyOf<'POST /api/auth/password-reset'>;

export const resetPassword = (input: PasswordResetInput) =>
  apiPost<ResponseOf<'POST /api/auth/password-reset'>>('/api/auth/password-reset', { ...input });

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      clearCsrfToken();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
