// GET /api/admin/lead-rules: the lead routing rules, in the order they are tried (the writes: ./lead-rules.ts).
import { queryOptions } from '@tanstack/react-query';
import type { LeadRule } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { LeadRule };

export const leadRulesQueryKey = ['/api/admin/lead-rules'] as const;

export const leadRulesQueryOptions = () =>
  queryOptions({
    queryKey: leadRulesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<'GET /api/admin/lead-rules'>>('/api/admin/lead-rules', { signal })).rules,
  });
