// PasswordReset: a single-use link an administrator made for one user, found by its token's hash (the token
// itself is never stored). Using it deletes it in the same transaction that sets the password.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const PasswordReset = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'passwordReset', version: '1', service: 'picket' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          /** The administrator who made it. */
          createdByUserId: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          /** When the link stops working, epoch seconds; also the TTL. */
          expiresAt: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byToken: { pk: key('pk', ['tokenHash'], 'RESET#${tokenHash}'), sk: key('sk', [], 'RESET') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
