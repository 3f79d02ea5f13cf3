// GET /api/team: the contractor's users, the people a job can be assigned to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#domain/contract/team';
import { apiGet } from '#frontend/lib/api-client';

export type { TeamMember } from '#domain/contract/team';

export const teamQueryKey = ['/api/team'] as const;

export const getTeam = ({ signal }: { signal?: AbortSignal } = {}): Promise<Team> =>
  apiGet<Team>('/api/team', signal ? { signal } : {});

export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam({ signal }) });

export const useTeam = () => useQuery(teamQueryOptions());
