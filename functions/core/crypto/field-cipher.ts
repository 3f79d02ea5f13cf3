// Field-level encryption of personal data: AES-256-GCM with a fresh 96-bit IV per value. The associated
// data binds each ciphertext to its contractor and field, so a value copied into another record or field
// fails to decrypt instead of leaking.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

export interface FieldContext {
  contractorId: string;
  field: string;
}

const aad = ({ contractorId, field }: FieldContext) => Buffer.from(`${contractorId}\u0000${field}`);

export const encryptField = (plaintext: string, key: Buffer, context: FieldContext): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
};

/** Whether a stored value is this cipher's output (as opposed to clear text written before sealing). */
export const isCiphertext = (stored: string): boolean => /^v1:[A-Za-z0-9_-]{38,}$/.test(stored);

export const decryptField = (stored: string, key: Buffer, context: FieldContext): string => {
  const [prefix, payload] = stored.split(':');
  if (prefix !== version || !payload) throw new Error(`Unknown ciphertext format for ${context.field}`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(aad(context));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
};
