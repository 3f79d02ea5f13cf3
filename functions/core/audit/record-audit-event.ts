// Appends a security audit event (kept one year). Auditing never blocks the user's action: a failure to
// write is logged, not thrown.
import { logger } from '#functions/core/logger';
import {
  type AuditEventItem,
  type AuditEventType,
  appendAuditEvent,
  listAuditEventsOfDay,
} from '#functions/store/audit';
import { newestByDay } from '../paging/newest-by-day';
import { newId } from '../tokens';

const retentionSeconds = 365 * 24 * 60 * 60;

export interface AuditFacts {
  type: AuditEventType;
  contractorId?: string;
  userId?: string;
  email?: string;
  ip?: string;
  userAgent?: string;
  /** What an action was done to (a user's email, a business's name, a lead's number). */
  target?: string;
  /** A reason given, or the values set. */
  detail?: string;
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
      target: facts.target?.slice(0, 256) ?? '',
      detail: facts.detail?.slice(0, 500) ?? '',
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    });
  } catch (error) {
    logger.error('Audit event not recorded', { type: facts.type, error });
  }
};

export interface AuditFilter {
  type?: AuditEventType | undefined;
  /** Part of the actor's email, the target or the IP address (any case). */
  text?: string | undefined;
}

const matches = (event: AuditEventItem, { type, text }: AuditFilter) => {
  if (type && event.type !== type) return false;
  if (!text) return true;
  const needle = text.toLowerCase();
  return [event.email, event.target, event.ip].some((value) => value?.toLowerCase().includes(needle));
};

/** Events read per day while filtering: bounds the work of a filter that matches little. */
const scannedPerDay = 500;

/**
 * The newest audit events across the system matching `filter`, reading back day by day: at most `maxDays`
 * queries of at most 500 events each, so a filter that matches little still costs a bounded read.
 */
export const listRecentAuditEvents = (limit = 100, maxDays = 7, filter: AuditFilter = {}) =>
  newestByDay(listAuditEventsOfDay, {
    limit,
    maxDays,
    ...(filter.type || filter.text
      ? { perDay: scannedPerDay, keep: (event: AuditEventItem) => matches(event, filter) }
      : {}),
  });
