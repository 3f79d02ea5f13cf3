// The deployment's one key ring: the customer data keys, stored only as KMS ciphertext.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { KeyRing } from './entities/key-ring';

export type KeyRingItem = EntityItem<typeof KeyRing>;

// The key ring (null before the first cold start made it).
export const getKeyRing = async (): Promise<KeyRingItem | null> => (await KeyRing.get({}).go()).data;

// Creates the key ring unless one exists; false when another cold start created it first.
export const createKeyRing = (encryptedKeys: string, kmsKeyId: string): Promise<boolean> =>
  heldCondition(() => KeyRing.create({ encryptedKeys, kmsKeyId }).go());
