// GET /api/team/settings (owners and reps): the rules the owner sets for the team, here the reps' discount
// limit, which the builder shows a rep and the quote view's review banner names.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSettingsResponse } from '#domain/contract/team';
import { apiGet } from '#frontend/lib/api-client';

export type { TeamSettingsResponse };

export const teamSettingsQueryKey = ['/api/team/settings'] as const;

export const teamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: teamSettingsQueryKey,
    queryFn: ({ signal }) => apiGet<TeamSettingsResponse>('/api/team/settings', { signal }),
  });

/** Read only when `enabled` (crew may not read it; an owner's builder needs no limit). */
export const useTeamSettings = (enabled: boolean) => useQuery({ ...teamSettingsQueryOptions(), enabled });
