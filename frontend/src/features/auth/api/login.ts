// POST /api/auth/login. The session changes, so the cached CSRF token is dropped and the current user
// is replaced with the response and then invalidated (SPEC §7).
import type { LoginInput } from '#domain/contract/auth';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';

export const login = (input: LoginInput): Promise<CurrentUser> =>
  apiPost<CurrentUser>('/api/auth/login', { email: input.email.trim(), password: input.password });

export const useLogin = () =>
  useCachedWrite({ mutationFn: login, queryKey: currentUserQueryKey, onWritten: clearCsrfToken });
