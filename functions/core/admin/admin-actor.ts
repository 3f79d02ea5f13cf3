// The administrator behind an admin action, and the audit entry every admin action leaves: who (their
// email), what (the type), to what (the target), a reason or the values set (the detail), when and from where.

import type { UserItem } from '#functions/store/users';
import { type AuditFacts, recordAuditEvent } from '../audit/record-audit-event';

export interface AdminActor {
  user: UserItem;
  ip: string;
  userAgent: string;
}

export const auditAdminAction = (actor: AdminActor, type: AuditFacts['type'], target = '', detail = '') =>
  recordAuditEvent({
    type,
    contractorId: actor.user.contractorId,
    userId: actor.user.userId,
    email: actor.user.email,
    ip: actor.ip,
    userAgent: actor.userAgent,
    target,
    detail,
  });
