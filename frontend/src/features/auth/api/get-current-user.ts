// The signed-in user (SPEC §7): GET /api/auth/me, where 401 means signed out (null), never retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';

export interface CurrentUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  role?: string;
  isAdmin: boolean;
  onboardingComplete: boolean;
  contractor?: {
    id: string;
    businessName?: string | null;
    onboardingComplete: boolean;
    trialEndsAt?: string | null;
  } | null;
}

export const currentUserQueryKey = ['/api/auth/me'] as const;

export const getCurrentUser = async ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentUser | null> => {
  try {
    return await apiGet<CurrentUser>('/api/auth/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error('Failed to fetch current user', { cause: error });
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
