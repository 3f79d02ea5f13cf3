// LeadAlert: the text/email alert of one new lead, claimed before it is sent so a retried or repeated lead
// request never alerts twice. `sentAt` marks it done; a claim left without it by a crash can be taken again
// once it is stale, so an alert is not lost either.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const LeadAlert = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadAlert', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          claimedAt: { type: 'string', required: true },
          sentAt: { type: 'string' },
        },
        indexes: {
          // The alert of one lead.
          byLead: { pk: tenantPartition(), sk: key('sk', ['quoteId'], 'LEADALERT#${quoteId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
