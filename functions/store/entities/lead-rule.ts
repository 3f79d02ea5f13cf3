// LeadRule: an admin's rule for sharing homeowner leads (domain/schemas/lead-rule.ts). Platform-wide, so all
// rules sit in one partition (`LEADRULES`): routing a lead reads them with one Query (at most 200 rules of
// at most 200 ZIPs and 25 contractors each, well under a page).
import { Entity } from 'electrodb';
import { leadRoutingStrategies } from '#domain/schemas/lead-rule';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const LeadRule = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadRule', version: '1', service: 'picket' },
        attributes: {
          ruleId: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          /** 1–100: 1 is tried first. */
          priority: { type: 'number', required: true },
          zipCodes: { type: 'list', items: { type: 'string' }, required: true },
          /** In the order the admin listed them: the order turns go round and ties are broken in. */
          contractorIds: { type: 'list', items: { type: 'string' }, required: true },
          strategy: { type: leadRoutingStrategies, required: true },
          dailyCapacity: { type: 'number', required: true },
          active: { type: 'boolean', required: true },
          updatedByUserId: { type: 'string', default: '' },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // Every rule, one partition.
          byId: { pk: key('pk', [], 'LEADRULES'), sk: key('sk', ['ruleId'], 'RULE#${ruleId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
