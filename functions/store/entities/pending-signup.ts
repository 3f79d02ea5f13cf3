// PendingSignup: a sign-up waiting for its email to be confirmed. Keyed by the SHA-256 of the link's token,
// so a table read never yields a usable link. The ids of the contractor and owner it will create are chosen
// up front, so confirming twice finds the account the first confirmation made. `expiresAt` (epoch seconds)
// is the TTL; DynamoDB Local never expires, so readers check it.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const PendingSignup = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pendingSignup', version: '1', service: 'picket' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          email: { type: 'string', required: true, readOnly: true },
          businessName: { type: 'string', required: true, readOnly: true },
          firstName: { type: 'string', required: true, readOnly: true },
          lastName: { type: 'string', required: true, readOnly: true },
          phone: { type: 'string', required: true, readOnly: true },
          /** The scrypt hash made at sign-up; the password itself is never stored. */
          passwordHash: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          // The sign-up behind a confirmation link.
          byToken: { pk: key('pk', ['tokenHash'], 'SIGNUP#${tokenHash}'), sk: key('sk', [], 'SIGNUP') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
