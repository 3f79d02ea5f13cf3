// Invite: an owner's invitation for someone to join the team with a role, in the contractor's partition
// (the team page lists them with its users in one Query). InviteToken: the item that finds an invitation
// from its link, keyed by the SHA-256 of the link's token, so a table read never yields a working link; the
// two are written and removed together. Only the invitation's current token opens it (readers compare
// `tokenHash`), so a token item left behind by a replaced link opens nothing.
// `expiresAt` (epoch seconds) is the TTL: the token item's is the link's end; the invitation's comes 30 days
// later, so an expired invitation stays listed for a while. DynamoDB Local never expires: readers check
// `linkExpiresAt`.
import { Entity } from 'electrodb';
import { userRoles } from '#domain/vocabularies';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Invite = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'invite', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          inviteId: { type: 'string', required: true, readOnly: true },
          /** Normalised, lower-case. */
          email: { type: 'string', required: true, readOnly: true },
          role: { type: userRoles, required: true },
          /** The owner who sent it (or last re-sent it). */
          invitedByUserId: { type: 'string', required: true },
          /** The SHA-256 of the current link's token. */
          tokenHash: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** When the current link stops working, epoch seconds. */
          linkExpiresAt: { type: 'number', required: true },
          /** The item's TTL, epoch seconds. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // The contractor's invitations.
          byId: { pk: tenantPartition(), sk: key('sk', ['inviteId'], 'INVITE#${inviteId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const InviteToken = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'inviteToken', version: '1', service: 'picket' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true, readOnly: true },
          inviteId: { type: 'string', required: true, readOnly: true },
          /** The link's end, epoch seconds; the TTL. */
          expiresAt: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          // The invitation behind a link.
          byToken: {
            pk: key('pk', ['tokenHash'], 'INVITETOKEN#${tokenHash}'),
            sk: key('sk', [], 'INVITETOKEN'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
