// SecurityAlert: what a monitoring rule raised (many failed sign-ins, an administrator granted, a burst of
// refused requests, WAF blocks), once per rule, subject and window, until an administrator acknowledges it.
// All alerts are one partition, newest first: there are few, and the admins' view reads the newest 100.
import { Entity } from 'electrodb';
import { securityAlertRules } from '#domain/vocabularies';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const SecurityAlert = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'securityAlert', version: '1', service: 'picket' },
        attributes: {
          /** `<window start, 10 digits>-<rule>-<subject hash>`: sorts by time, and the same again is the same id. */
          alertId: { type: 'string', required: true, readOnly: true },
          rule: { type: securityAlertRules, required: true, readOnly: true },
          subject: { type: 'string', required: true, readOnly: true },
          count: { type: 'number', required: true },
          raisedAt: { type: 'string', required: true, readOnly: true },
          acknowledgedAt: { type: 'string' },
          acknowledgedBy: { type: 'string' },
          /** Kept a year, then removed by TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: key('pk', [], 'ALERTS'), sk: key('sk', ['alertId'], 'ALERT#${alertId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
