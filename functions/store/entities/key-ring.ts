// KeyRing: the data keys of customer encryption and blind indexes, as one KMS-encrypted blob (envelope
// encryption). Only ciphertext is stored; a Lambda asks KMS to decrypt it once per cold start.
import { Entity } from 'electrodb';
import { creationTime } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const KeyRing = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'keyRing', version: '1', service: 'picket' },
        attributes: {
          /** Base64 of KMS's CiphertextBlob for 64 random bytes: 32 for encryption, 32 for the blind index. */
          encryptedKeys: { type: 'string', required: true, readOnly: true },
          kmsKeyId: { type: 'string', required: true, readOnly: true },
          createdAt: creationTime,
        },
        indexes: {
          // The one key ring of the deployment.
          singleton: { pk: key('pk', [], 'SYSTEM'), sk: key('sk', [], 'KEYRING') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
