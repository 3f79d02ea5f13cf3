// GET /api/team: the contractor's users, the people a job can be assigned to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#frontend/lib/api-client';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
}

export const teamQueryKey = ['/api/team'] as const;

export const getTeam = ({ signal }: { signal?: AbortSignal } = {}): Promise<{ members: TeamMember[] }> =>
  apiGet<{ members: TeamMember[] }>('/api/team', signal ? { signal } : {});

export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam({ signal }) });

export const useTeam = () => useQuery(teamQueryOptions());
