// Appends a security audit event (kept one year). Auditing never blocks the user's action: a failure to
// write is logged, not thrown.
import { logger } from '#functions/core/logger';
import {
  type AuditEventItem,
  type AuditEventType,
  appendAuditEvent,
  listAuditEventsOfDay,
} from '#functions/store/audit';
import { newId } from '../tokens';

const retentionSeconds = 365 * 24 * 60 * 60;

export interface AuditFacts {
  type: AuditEventType;
  contractorId?: string;
  userId?: string;
  email?: string;
  ip?: string;
  userAgent?: string;
}

export const recordAuditEvent = async (facts: AuditFacts): Promise<void> => {
  const now = new Date();
  const at = now.toISOString();
  try {
    await appendAuditEvent({
      day: at.slice(0, 10),
      at,
      eventId: newId('ev'),
      type: facts.type,
      contractorId: facts.contractorId,
      userId: facts.userId,
      email: facts.email?.slice(0, 254) ?? '',
      ip: facts.ip?.slice(0, 64) ?? '',
      userAgent: facts.userAgent?.slice(0, 256) ?? '',
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    });
  } catch (error) {
    logger.error('Audit event not recorded', { type: facts.type, error });
  }
};

/** The newest audit events across the system, reading back day by day (at most `maxDays` queries). */
export const listRecentAuditEvents = async (limit = 100, maxDays = 7) => {
  const events: AuditEventItem[] = [];
  for (let daysBack = 0; daysBack < maxDays && events.length < limit; daysBack++) {
    const day = new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
    events.push(...(await listAuditEventsOfDay(day, limit - events.length)));
  }
  return events;
};
