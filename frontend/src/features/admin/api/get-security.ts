// Security monitoring's reads, each fetched again every 60 s (SPEC §7): the alerts the rules raised (open
// ones counted), the security log (last 7 days, filtered by event type and text) and the requests a rate limit
// refused. The write (acknowledging an alert): ./security.ts. Apart from it because the routes' loaders (in
// the app's entry) need only the reads.
import { queryOptions } from '@tanstack/react-query';
import type { AuditEvent, RateLimitEvent, SecurityAlert } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import type { AuditEventType } from '#domain/vocabularies';
import { apiGet } from '#frontend/lib/api-client';

export type { AuditEvent, RateLimitEvent, SecurityAlert };

const refetchInterval = 60_000;

export const alertsKey = ['/api/admin/alerts'] as const;
/** Every read of the security log starts with this key. */
export const auditEventsKey = ['/api/admin/audit-events'] as const;
export const rateLimitEventsKey = ['/api/admin/rate-limit-events'] as const;

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) => apiGet<ResponseOf<'GET /api/admin/alerts'>>('/api/admin/alerts', { signal }),
    refetchInterval,
  });

export interface AuditFilter {
  /** One event type, or every type when absent. */
  type?: AuditEventType | undefined;
  /** Part of the actor's email, the target or the IP address ('' for all). */
  q: string;
}

export const auditEventsQueryOptions = ({ type, q }: AuditFilter) =>
  queryOptions({
    queryKey: [...auditEventsKey, { type: type ?? '', q }] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<'GET /api/admin/audit-events'>>('/api/admin/audit-events', {
          queryParams: { ...(type ? { type } : {}), ...(q ? { q } : {}) },
          signal,
        })
      ).events,
    refetchInterval,
  });

export const rateLimitEventsQueryOptions = () =>
  queryOptions({
    queryKey: rateLimitEventsKey,
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<'GET /api/admin/rate-limit-events'>>('/api/admin/rate-limit-events', {
          signal,
        })
      ).events,
    refetchInterval,
  });
