// AuditEvent: security-relevant facts (logins, failures, lockouts, logouts, sign-ups). Partitioned by UTC
// day so the admin's security view reads the newest without a scan; per contractor through gsi1.

import { Entity } from 'electrodb';
import { type AuditEventType, auditEventTypes } from '#domain/vocabularies';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export { type AuditEventType, auditEventTypes };

export const AuditEvent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'auditEvent', version: '1', service: 'picket' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          type: { type: auditEventTypes, required: true },
          contractorId: { type: 'string' },
          userId: { type: 'string' },
          email: { type: 'string', default: '' },
          ip: { type: 'string', default: '' },
          userAgent: { type: 'string', default: '' },
          /** What an action was done to: a user's email, a business's name, a lead's number ('' for none). */
          target: { type: 'string', default: '' },
          /** A reason given, or the values set ('' for none). */
          detail: { type: 'string', default: '' },
          /** Kept a year, then removed by TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // Everything that happened on one UTC day, newest last.
          byDay: {
            pk: key('pk', ['day'], 'AUDIT#${day}'),
            sk: key('sk', ['at', 'eventId'], '${at}#${eventId}'),
          },
          // One contractor's security history (sparse: only events with a contractor).
          byContractor: {
            index: 'gsi1',
            pk: key('gsi1pk', ['contractorId'], 'C#${contractorId}'),
            sk: key('gsi1sk', ['at', 'eventId'], 'AUDIT#${at}#${eventId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
