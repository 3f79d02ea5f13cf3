// The security audit trail: one item per event, partitioned by UTC day (and by contractor on gsi1).
import type { EntityItem } from 'electrodb';
import { AuditEvent } from './entities/audit-event';

export { type AuditEventType, auditEventTypes } from './entities/audit-event';
export type AuditEventItem = EntityItem<typeof AuditEvent>;

// Appends one audit event.
export const appendAuditEvent = async (event: AuditEventItem): Promise<void> => {
  await AuditEvent.create(event).go();
};

// The newest events of one UTC day, newest first.
export const listAuditEventsOfDay = async (day: string, limit: number): Promise<AuditEventItem[]> =>
  (await AuditEvent.query.byDay({ day }).go({ order: 'desc', limit })).data;
