// A team invitation's link (`/invite#token=…`): GET /api/team/invites/{token} says who invites whom to which
// business and role (404 LINK_NOT_FOUND once used, revoked or expired); POST …/accept creates the account
// with the invited email and role and signs it in (a new session: a new CSRF token, and nothing cached for
// whoever used this browser before).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteAcceptInput } from '#domain/contract/auth';
import { apiGet, apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { retryUnlessNotFound } from '#frontend/lib/api-error';
import { type CurrentUser, currentUserQueryKey, forgetSignedInData } from '#frontend/lib/current-user';

export type { Invitation, InviteAcceptInput };

const invitePath = (token: string) => `/api/team/invites/${encodeURIComponent(token)}`;

export const getInvitation = (
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Invitation> => apiGet<Invitation>(invitePath(token), signal ? { signal } : {});

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/team/invites', token] as const,
    queryFn: ({ signal }) => getInvitation(token, { signal }),
    retry: retryUnlessNotFound,
    // The link is single-use: what it offered is asked once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const acceptInvitation = (token: string, input: InviteAcceptInput): Promise<CurrentUser> =>
  apiPost<CurrentUser>(`${invitePath(token)}/accept`, { ...input });

export const useAcceptInvitation = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAcceptInput) => acceptInvitation(token, input),
    onSuccess: async (user) => {
      clearCsrfToken();
      forgetSignedInData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
