// The two keys that protect customer records: one encrypts fields, the other makes blind-index tokens.
// In AWS (KMS_KEY_ID set) they are a KMS data key kept encrypted in the table (envelope encryption),
// created on first use; on one machine they live in a key file under DATA_DIR with 0600 permissions.
import { join, resolve } from 'node:path';
import { createKeyRing, getKeyRing } from '#functions/store/key-ring';
import { type CustomerKeys, keysFromFile, splitKeyMaterial } from './key-file';

export type { CustomerKeys } from './key-file';

/** The KMS calls this module needs, so tests can stand in for KMS (which does not exist locally). */
export interface KeyWrapper {
  generate(kmsKeyId: string): Promise<{ plaintext: Uint8Array; ciphertext: Uint8Array }>;
  decrypt(kmsKeyId: string, ciphertext: Uint8Array): Promise<Uint8Array>;
}

/** The deployment's keys from the KMS-encrypted key ring, creating the ring on first use. */
export const keysFromKms = async (kmsKeyId: string, kms: KeyWrapper): Promise<CustomerKeys> => {
  const ring = await getKeyRing();
  if (ring) return splitKeyMaterial(await kms.decrypt(kmsKeyId, Buffer.from(ring.encryptedKeys, 'base64')));
  const generated = await kms.generate(kmsKeyId);
  const created = await createKeyRing(Buffer.from(generated.ciphertext).toString('base64'), kmsKeyId).catch(
    () => false,
  );
  if (created) return splitKeyMaterial(generated.plaintext);
  // Two cold starts raced to create the ring; the one that won is the ring everyone uses.
  const winner = await getKeyRing();
  if (!winner) throw new Error('Key ring could not be created');
  return splitKeyMaterial(await kms.decrypt(kmsKeyId, Buffer.from(winner.encryptedKeys, 'base64')));
};

const awsKms = async (): Promise<KeyWrapper> => {
  const { KMSClient, GenerateDataKeyCommand, DecryptCommand } = await import('@aws-sdk/client-kms');
  const client = new KMSClient({});
  return {
    generate: async (KeyId) => {
      const { Plaintext, CiphertextBlob } = await client.send(
        new GenerateDataKeyCommand({ KeyId, NumberOfBytes: 64 }),
      );
      if (!Plaintext || !CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: Plaintext, ciphertext: CiphertextBlob };
    },
    decrypt: async (KeyId, CiphertextBlob) => {
      const { Plaintext } = await client.send(new DecryptCommand({ KeyId, CiphertextBlob }));
      if (!Plaintext) throw new Error('KMS returned no plaintext');
      return Plaintext;
    },
  };
};

let cached: Promise<CustomerKeys> | undefined;

/** The keys of this process, loaded once (a Lambda cold start asks KMS once). */
export const customerKeys = (): Promise<CustomerKeys> => {
  cached ??= (async () => {
    const kmsKeyId = process.env.KMS_KEY_ID;
    if (kmsKeyId) return keysFromKms(kmsKeyId, await awsKms());
    const file =
      process.env.PICKET_KEY_FILE ?? join(resolve(process.env.DATA_DIR ?? '.data'), 'customer-keys');
    return keysFromFile(file);
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
};
