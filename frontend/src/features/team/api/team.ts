// The Team page's reads and writes (docs/api.md "Team and roles"): GET /api/team (lib/team.ts: the people,
// and for owners the open invitations), inviting by email and role, re-sending and revoking an invitation,
// and changing a member's role or active status. Every write fetches the team again; a change to the
// signed-in owner's own role also re-reads who is signed in, so the navigation follows.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, MemberChange, TeamInvite, TeamMember } from '#domain/contract/team';
import { apiDelete, apiPatch, apiPost } from '#frontend/lib/api-client';
import { currentUserQueryKey } from '#frontend/lib/current-user';
import { teamQueryKey } from '#frontend/lib/team';

export type { Team, TeamInvite, TeamMember } from '#domain/contract/team';
export type { InviteInput, MemberChange };

const invitationPath = (id: string) => `/api/team/invitations/${encodeURIComponent(id)}`;

export const inviteMember = (input: InviteInput): Promise<TeamInvite> =>
  apiPost<TeamInvite>('/api/team/invites', { ...input });

export const resendInvite = (id: string): Promise<TeamInvite> =>
  apiPost<TeamInvite>(`${invitationPath(id)}/resend`);

export const revokeInvite = (id: string): Promise<{ revoked: true }> =>
  apiDelete<{ revoked: true }>(invitationPath(id));

export const changeMember = (userId: string, change: MemberChange): Promise<TeamMember> =>
  apiPatch<TeamMember>(`/api/team/${encodeURIComponent(userId)}`, { ...change });

/** A team write: the team is fetched again whether it succeeded or not (a refusal may mean it changed). */
const useTeamWrite = <Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  alsoRefresh: (input: Input) => readonly QueryKey[] = () => [],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_answer, _error, input) =>
      Promise.all(
        [teamQueryKey, ...alsoRefresh(input)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};

export const useInviteMember = () => useTeamWrite(inviteMember);

export const useResendInvite = () => useTeamWrite(resendInvite);

export const useRevokeInvite = () => useTeamWrite(revokeInvite);

/** `selfId`: the signed-in owner, whose own change also refreshes the current user. */
export const useChangeMember = (selfId: string) =>
  useTeamWrite(
    ({ userId, change }: { userId: string; change: MemberChange }) => changeMember(userId, change),
    ({ userId }) => (userId === selfId ? [currentUserQueryKey] : []),
  );
