// POST /api/auth/signup: creates the contractor account and signs it in (new session, so a new CSRF token).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput } from '#domain/contract/auth';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';

export type { SignupInput };

export const signup = (input: SignupInput): Promise<CurrentUser> =>
  apiPost<CurrentUser>('/api/auth/signup', { ...input });

export const useSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: async (user) => {
      clearCsrfToken();
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
