// GET /api/team: the contractor's users, the people a job can be assigned to. Pickers offer the active
// ones; a deactivated member still shows where their open work is, so it can be handed over.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team, TeamMember } from '#domain/contract/team';
import { apiGet } from '#frontend/lib/api-client';

export type { TeamMember } from '#domain/contract/team';

export const teamQueryKey = ['/api/team'] as const;

export const getTeam = ({ signal }: { signal?: AbortSignal } = {}): Promise<Team> =>
  apiGet<Team>('/api/team', signal ? { signal } : {});

export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam({ signal }) });

export const useTeam = () => useQuery(teamQueryOptions());

/** The people work can be assigned to now, plus whoever `keep` names (an item's current assignee), by name. */
export const assignableMembers = (members: readonly TeamMember[], keep?: string | null): TeamMember[] =>
  members.filter((member) => member.status === 'active' || member.id === keep);
