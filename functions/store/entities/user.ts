// User: a person who signs in, always belonging to one contractor (owner, sales rep or crew).

import { Entity } from 'electrodb';
import { userRoles } from '#domain/vocabularies';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { tableName } from '../table';

export const User = new Entity(
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
      lastLoginAt: { type: 'string' },
      /** 10 digits, or '' when none was given. */
      phone: { type: 'string', default: '' },
      /** When the user last signed in or used Picket (stamped at most every 5 minutes). */
      lastActiveAt: { type: 'string' },
      /** The owner whose invitation made this user (none for a business's first owner). */
      invitedByUserId: { type: 'string' },
      createdAt: creationTime,
    },
    indexes: {
      // One user of a contractor; the contractor's team is the partition.
      byId: { pk: tenantPartition(), sk: key('sk', ['userId'], 'USER#${userId}') },
    },
  },
  { client: documentClient, table: tableName() },
);
