// PUT /api/admin/site-content; the public stats that show these figures are refreshed too.
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { publicStatsQueryKey } from '#frontend/lib/public-stats';
import { type SiteContent, siteContentQueryKey } from './get-site-content';

export const updateSiteContent = (content: BodyOf<'PUT /api/admin/site-content'>): Promise<SiteContent> =>
  apiPut<SiteContent>('/api/admin/site-content', content);

export const useUpdateSiteContent = () =>
  useCachedWrite({
    mutationFn: updateSiteContent,
    queryKey: siteContentQueryKey,
    invalidate: [publicStatsQueryKey],
  });
