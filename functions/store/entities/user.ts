// User: a person who signs in, always belonging to one contractor (owner, sales rep or crew).

import { Entity } from 'electrodb';
import { userRoles } from '#domain/vocabularies';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const User = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          email: { type: 'string', required: true },
          passwordHash: { type: 'string', required: true },
          firstName: { type: 'string', default: '' },
          lastName: { type: 'string', default: '' },
          role: { type: userRoles, required: true, default: 'owner' },
          isAdmin: { type: 'boolean', required: true, default: false },
          active: { type: 'boolean', required: true, default: true },
          /**
           * Set while an administrator has deactivated the user's business: like inactive, kept apart so that
           * reactivating the business gives back each user's own status.
           */
          suspended: { type: 'boolean', default: false },
          lastLoginAt: { type: 'string' },
          /** 10 digits, or '' when none was given. */
          phone: { type: 'string', default: '' },
          /** When the user last signed in or used Picket (stamped at most every 5 minutes). */
          lastActiveAt: { type: 'string' },
          /**
           * The language the user last used Picket in (stamped with `lastActiveAt`): what is written to them,
           * such as a reset link an administrator emails, is in it. None until their first sign-in or visit.
           */
          language: { type: ['en', 'es'] as const },
          /** The owner whose invitation made this user (none for a business's first owner). */
          invitedByUserId: { type: 'string' },
          createdAt: creationTime,
        },
        indexes: {
          // One user of a contractor; the contractor's team is the partition.
          byId: { pk: tenantPartition(), sk: key('sk', ['userId'], 'USER#${userId}') },
          // Every administrator (sparse: only users with isAdmin), so "not the last admin" is one Query.
          admins: {
            index: 'gsi2',
            condition: (attributes: { isAdmin?: boolean | undefined }) => attributes.isAdmin === true,
            pk: key('gsi2pk', ['isAdmin'], 'ADMINS#${isAdmin}'),
            sk: key('gsi2sk', ['createdAt', 'userId'], '${createdAt}#${userId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
