// OutboxMessage: the local stand-in for the SMS (and email) services. Off AWS the SMS port writes each
// message here instead of sending it, so a developer can read exactly what a customer would receive
// (`npm run manage -- outbox`, `/dev/outbox`). Never written in AWS.
import { Entity } from 'electrodb';
import { sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const OutboxMessage = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'outboxMessage', version: '1', service: 'picket' },
        attributes: {
          channel: { type: ['sms', 'email'] as const, required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          outboxId: { type: 'string', required: true, readOnly: true },
          /** Sealed like every copy of a customer's details (contractor context `outbox`); written once. */
          to: { ...sealedCopy, required: true },
          subject: sealedCopy,
          body: { ...sealedCopy, required: true },
          /** An email's HTML part, sealed like its text. */
          html: sealedCopy,
        },
        indexes: {
          // Every message of a channel, oldest first.
          byChannel: {
            pk: key('pk', ['channel'], 'OUTBOX#${channel}'),
            sk: key('sk', ['at', 'outboxId'], '${at}#${outboxId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
