// PUT /api/admin/site-content; the public stats that show these figures are refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicStatsQueryKey } from '#frontend/features/marketing/api/get-public-stats';
import { apiPut } from '#frontend/lib/api-client';
import { type SiteContent, siteContentQueryKey } from './get-site-content';

export const updateSiteContent = (content: SiteContent): Promise<SiteContent> =>
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
