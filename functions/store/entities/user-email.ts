// UserEmail: the uniqueness item that makes an email belong to one user across the whole system, and the
// lookup from a login email to its user. Written in the same transaction as the user.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const UserEmail = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'userEmail', version: '1', service: 'picket' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
        },
        indexes: {
          // The owner of a (normalised, lower-case) email.
          byEmail: { pk: key('pk', ['email'], 'EMAIL#${email}'), sk: key('sk', [], 'EMAIL') },
          // The admins' directory of users, by email: one partition, so an email's start is one Query.
          directory: {
            index: 'gsi1',
            pk: key('gsi1pk', [], 'EMAILS'),
            sk: key('gsi1sk', ['email'], '${email}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
