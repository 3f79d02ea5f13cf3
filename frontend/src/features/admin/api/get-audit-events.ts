// GET /api/admin/audit-events: the newest security events, refetched every 60 s (SPEC §7).
import { queryOptions } from '@tanstack/react-query';
import type { AuditEvent } from '#domain/contract/admin';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { AuditEvent };

export const auditEventsQueryKey = ['/api/admin/audit-events'] as const;

export const getAuditEvents = async ({ signal }: { signal?: AbortSignal } = {}): Promise<AuditEvent[]> => {
  const data = await apiGet<ResponseOf<'GET /api/admin/audit-events'>>(
    '/api/admin/audit-events',
    signal ? { signal } : {},
  );
  return data.events;
};

export const auditEventsQueryOptions = () =>
  queryOptions({
    queryKey: auditEventsQueryKey,
    queryFn: ({ signal }) => getAuditEvents({ signal }),
    refetchInterval: 60_000,
  });
