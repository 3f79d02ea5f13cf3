// The signed-in user (SPEC §7): GET /api/auth/me, where 401 means signed out (null), never retried.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#domain/contract/auth';
import { apiGet } from './api-client';
import { ApiError } from './api-error';

export type { CurrentUser };

export const currentUserQueryKey = ['/api/auth/me'] as const;

export const getCurrentUser = async ({
  signal,
  queryClient,
}: {
  signal?: AbortSignal;
  /** With no network, the user last signed in on this device is restored into it (lib/offline). */
  queryClient?: QueryClient;
} = {}): Promise<CurrentUser | null> => {
  try {
    return await apiGet<CurrentUser>('/api/auth/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR' && queryClient) {
      // Loaded only here: the public pages never download the offline layer.
      const { restoreOfflineSession } = await import('./offline/offline-session');
      const kept = await restoreOfflineSession(queryClient);
      if (kept) return kept;
    }
    throw new Error('Failed to fetch current user', { cause: error });
  }
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal, client }) => getCurrentUser({ signal, queryClient: client }),
    retry: false,
    // Asked even with no network: the answer is then who was signed in on this device, if anyone.
    networkMode: 'always',
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** Reads anyone may make, which stay cached across sessions: marketing figures, an invitation's link. */
const publicReads = ['/api/public/', '/api/team/invites'];

/**
 * After a sign-out (or a sign-in as someone else): nothing another user could see stays in the cache;
 * public reads may. The current user is left to the caller (null, or the new user).
 */
export const forgetSignedInData = (queryClient: QueryClient): void => {
  queryClient.removeQueries({
    predicate: ({ queryKey: [path] }) =>
      path !== currentUserQueryKey[0] && !publicReads.some((prefix) => String(path).startsWith(prefix)),
  });
};
