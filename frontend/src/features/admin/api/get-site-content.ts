// GET /api/admin/site-content: the admin-editable marketing figures ('' means not shown).
import type { SiteContent } from '#domain/contract/admin';
import { pathQueryOptions } from '#frontend/lib/api-client';

export type { SiteContent };

export const siteContentQueryKey = ['/api/admin/site-content'] as const;

export const siteContentQueryOptions = () => pathQueryOptions<SiteContent>(siteContentQueryKey);
