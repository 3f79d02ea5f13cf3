// The admin area's security monitoring: the audit log (filtered), the requests rate limits refused, and the
// alerts the rules raised, acknowledged by an administrator.
import { auditFilterSchema } from '#domain/schemas/admin';
import { auditAdminAction } from '#functions/core/admin/admin-actor';
import { listRecentAuditEvents } from '#functions/core/audit/record-audit-event';
import { DomainError } from '#functions/core/errors';
import { recentRateLimitEvents } from '#functions/core/security/rate-limit-events';
import { acknowledgeSecurityAlert, securityAlerts } from '#functions/core/security/security-alerts';
import { ok } from '#functions/http/api-request';
import type { AreaHandlers } from '#functions/http/area-handler';
import { adminActor } from './actor';

type SecurityRouteKey =
  | 'GET /api/admin/audit-events'
  | 'GET /api/admin/rate-limit-events'
  | 'GET /api/admin/alerts'
  | 'POST /api/admin/alerts/{id}/acknowledge';

export const securityRoutes: Pick<AreaHandlers<'admin'>, SecurityRouteKey> = {
  'GET /api/admin/audit-events': async (request) => {
    const filter = auditFilterSchema.parse(request.query);
    const events = await listRecentAuditEvents(100, 7, { type: filter.type, text: filter.q });
    return ok({
      events: events.map((event) => ({
        id: event.eventId,
        type: event.type,
        email: event.email ?? '',
        ip: event.ip ?? '',
        userAgent: event.userAgent ?? '',
        target: event.target ?? '',
        detail: event.detail ?? '',
        at: event.at,
      })),
    });
  },

  'GET /api/admin/rate-limit-events': async () => ok({ events: await recentRateLimitEvents() }),

  'GET /api/admin/alerts': async () => ok(await securityAlerts()),

  'POST /api/admin/alerts/{id}/acknowledge': async (request) => {
    const actor = await adminActor(request);
    const alert = await acknowledgeSecurityAlert(request.params.id ?? '', actor.user.email);
    if (!alert) throw new DomainError('NOT_FOUND', 'admin.alertNotFound');
    await auditAdminAction(actor, 'alert_acknowledged', `${alert.rule}: ${alert.subject}`);
    return ok(alert);
  },
};
