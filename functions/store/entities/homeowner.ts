// Homeowner: a contractor's customer. Names, email, phone and street are stored only encrypted (see
// functions/crypto); city, state and ZIP stay readable for routing work. `searchTokens` lists the
// blind-index tokens written for it, so an edit or archive removes exactly those.
import { Entity } from 'electrodb';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, newestFirst, ofPerson, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Homeowner = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'homeowner', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          homeownerId: { type: 'string', required: true, readOnly: true },
          firstNameEnc: { type: 'string', required: true },
          lastNameEnc: { type: 'string', required: true },
          emailEnc: { type: 'string', required: true },
          phoneEnc: { type: 'string', required: true },
          addressEnc: { type: 'string', required: true },
          city: { type: 'string', required: true },
          state: { type: 'string', required: true },
          zipCode: { type: 'string', required: true },
          searchTokens: { type: 'list', items: { type: 'string' }, default: () => [] },
          version: { type: 'number', required: true, default: 1 },
          /** Set when the contractor deletes the customer: quotes and jobs keep pointing at a record that exists. */
          archivedAt: { type: 'string' },
          createdByUserId: { type: 'string' },
          /** The user who looks after the customer (by default whoever added them). */
          assignedTo: { type: 'string', default: '' },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // One customer of a contractor.
          byId: { pk: tenantPartition(), sk: key('sk', ['homeownerId'], 'HOMEOWNER#${homeownerId}') },
          // A contractor's customers, newest first.
          byCreated: newestFirst('gsi1', ['contractorId'], 'C#${contractorId}#HOMEOWNERS', 'homeownerId'),
          // One person's customers, newest first.
          byPerson: ofPerson('HOMEOWNERS', 'homeownerId'),
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
