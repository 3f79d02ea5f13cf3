// GET /api/admin/site-content: the admin-editable marketing figures ('' means not shown).
import { queryOptions } from '@tanstack/react-query';
import type { SiteContent } from '#domain/contract/admin';
import { apiGet } from '#frontend/lib/api-client';

export type { SiteContent };

export const siteContentQueryKey = ['/api/admin/site-content'] as const;

export const getSiteContent = ({ signal }: { signal?: AbortSignal } = {}): Promise<SiteContent> =>
  apiGet<SiteContent>('/api/admin/site-content', signal ? { signal } : {});

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: siteContentQueryKey, queryFn: ({ signal }) => getSiteContent({ signal }) });
