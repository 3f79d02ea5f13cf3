// GET /api/admin/audit-events: the newest security events, refetched every 60 s (SPEC §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#frontend/lib/api-client';

export interface AuditEvent {
  id: string;
  type: string;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  at: string;
}

export const auditEventsQueryKey = ['/api/admin/audit-events'] as const;

export const getAuditEvents = async ({ signal }: { signal?: AbortSignal } = {}): Promise<AuditEvent[]> => {
  const data = await apiGet<{ events: AuditEvent[] }>('/api/admin/audit-events', signal ? { signal } : {});
  return data.events;
};

export const auditEventsQueryOptions = () =>
  queryOptions({
    queryKey: auditEventsQueryKey,
    queryFn: ({ signal }) => getAuditEvents({ signal }),
    refetchInterval: 60_000,
  });

export const useAuditEvents = () => useQuery(auditEventsQueryOptions());
