// Acknowledging a security alert (POST /api/admin/alerts/{id}/acknowledge); the alerts are read again. The
// reads: ./get-security.ts.
import { apiPost } from '#frontend/lib/api-client';
import { useAdminWrite } from './admin-write';
import { alertsKey, type SecurityAlert } from './get-security';

export {
  type AuditEvent,
  type AuditFilter,
  alertsQueryOptions,
  auditEventsQueryOptions,
  type RateLimitEvent,
  rateLimitEventsQueryOptions,
  type SecurityAlert,
} from './get-security';

export const acknowledgeAlert = (id: string) =>
  apiPost<SecurityAlert>(`/api/admin/alerts/${encodeURIComponent(id)}/acknowledge`);

export const useAcknowledgeAlert = () => useAdminWrite(acknowledgeAlert, [alertsKey]);
