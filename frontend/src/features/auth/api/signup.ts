// POST /api/auth/signup: creates the contractor account and signs it in (new session, so a new CSRF token).
import type { SignupInput } from '#domain/contract/auth';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';

export type { SignupInput };

export const signup = (input: SignupInput): Promise<CurrentUser> =>
  apiPost<CurrentUser>('/api/auth/signup', { ...input });

export const useSignup = () =>
  useCachedWrite({ mutationFn: signup, queryKey: currentUserQueryKey, onWritten: clearCsrfToken });
