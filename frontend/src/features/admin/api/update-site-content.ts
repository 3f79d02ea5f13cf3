// PUT /api/admin/site-content; the public stats that show these figures are refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { publicStatsQueryKey } from '#frontend/lib/public-stats';
import { type SiteContent, siteContentQueryKey } from './get-site-content';

export const updateSiteContent = (content: BodyOf<'PUT /api/admin/site-content'>): Promise<SiteContent> =>
  apiPut<SiteContent>('/api/admin/site-content', content);

export const useUpdateSiteContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteContent,
    onSuccess: async (content) => {
      queryClient.setQueryData(siteContentQueryKey, content);
      await queryClient.invalidateQueries({ queryKey: publicStatsQueryKey });
    },
  });
};
