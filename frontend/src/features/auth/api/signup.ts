// Sign-up in two calls: POST /api/auth/signup emails a link (202, the same answer whether or not the
// address has an account); POST /api/auth/signup/confirm with the link's token creates the account and
// signs it in (a new session, so a new CSRF token).

import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '#domain/contract/auth';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';

export type { SignupInput };

export const startSignup = (input: SignupInput): Promise<{ message: string }> =>
  apiPost<{ message: string }>('/api/auth/signup', { ...input });

export const useStartSignup = () => useMutation({ mutationFn: startSignup });

export const confirmSignup = (token: string): Promise<CurrentUser> =>
  apiPost<CurrentUser>('/api/auth/signup/confirm', { token });

export const useConfirmSignup = () =>
  useCachedWrite({ mutationFn: confirmSignup, queryKey: currentUserQueryKey, onWritten: clearCsrfToken });
