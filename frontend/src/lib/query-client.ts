// The app's TanStack Query client with the SPEC §9 freshness rules and the SPEC §7 default read.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createQueryFn } from './api-client';
import { ApiError } from './api-error';

const minutes = (count: number) => count * 60_000;

// Same key as features/auth/api/get-current-user.ts; spelled out here so lib/ does not import a feature.
const currentUserPath = '/api/auth/me';

export const createAppQueryClient = (): QueryClient => {
  // A 401 from any other call means the session ended on the server (expired, signed out elsewhere):
  // re-asking who is signed in lets the shell fall back to the signed-out frame. A failed login is a 401
  // too, but says nothing about a session.
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    const sessionGone =
      error instanceof ApiError && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
    if (sessionGone && queryKey?.[0] !== currentUserPath) {
      void queryClient.invalidateQueries({ queryKey: [currentUserPath] });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        queryFn: createQueryFn({ on401: 'throw' }),
        staleTime: minutes(5),
        gcTime: minutes(10),
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
  return queryClient;
};
