// Field encryption, blind-index tokens and where the keys come from (a 0600 file locally, KMS in AWS).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blindToken } from '#functions/core/crypto/blind-index';
import { decryptField, encryptField } from '#functions/core/crypto/field-cipher';
import { type KeyWrapper, keysFromKms } from '#functions/core/ports/keys/customer-keys';
import { keysFromFile } from '#functions/core/ports/keys/key-file';
import { getKeyRing } from '#functions/store/key-ring';
import { store } from '#functions/store/service';

const key = randomBytes(32);
const context = { contractorId: 'c_1', field: 'firstName' };

describe('field encryption', () => {
  it('round-trips, with a fresh IV every time', () => {
    const first = encryptField('Mariana', key, context);
    const second = encryptField('Mariana', key, context);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Mariana');
    expect(decryptField(first, key, context)).toBe('Mariana');
  });

  it('refuses a value moved to another contractor or field, or tampered with', () => {
    const sealed = encryptField('312-555-0188', key, context);
    expect(() => decryptField(sealed, key, { ...context, contractorId: 'c_2' })).toThrow();
    expect(() => decryptField(sealed, key, { ...context, field: 'lastName' })).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => decryptField(tampered, key, context)).toThrow();
  });
});

describe('blind-index tokens', () => {
  it('are equal for equal terms of one contractor and unrelated across contractors and kinds', () => {
    const indexKey = randomBytes(32);
    const term = { kind: 'name' as const, value: 'mari' };
    expect(blindToken(indexKey, 'c_1', term)).toBe(blindToken(indexKey, 'c_1', term));
    expect(blindToken(indexKey, 'c_2', term)).not.toBe(blindToken(indexKey, 'c_1', term));
    expect(blindToken(indexKey, 'c_1', { kind: 'email', value: 'mari' })).not.toBe(
      blindToken(indexKey, 'c_1', term),
    );
    expect(blindToken(randomBytes(32), 'c_1', term)).not.toBe(blindToken(indexKey, 'c_1', term));
  });
});

describe('the local key file', () => {
  it('is created once with 0600 permissions and read back unchanged', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'keys-')), 'nested', 'customer-keys');
    const first = keysFromFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.dataKey).toHaveLength(32);
    expect(first.indexKey.equals(first.dataKey)).toBe(false);
    expect(keysFromFile(path).dataKey.equals(first.dataKey)).toBe(true);
  });
});

describe('KMS envelope keys', () => {
  /** Stands in for KMS, which does not exist on this machine: AES-GCM under a "KMS" master key. */
  const fakeKms = (): KeyWrapper & { generated: number } => {
    const master = randomBytes(32);
    const wrapper = {
      generated: 0,
      generate: async () => {
        wrapper.generated += 1;
        const plaintext = randomBytes(64);
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', master, iv);
        const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
        return { plaintext, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]) };
      },
      decrypt: async (_keyId: string, ciphertext: Uint8Array) => {
        const bytes = Buffer.from(ciphertext);
        const decipher = createDecipheriv('aes-256-gcm', master, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
      },
    };
    return wrapper;
  };

  it('creates one key ring even when cold starts race, and stores only ciphertext', async () => {
    await store.entities.keyRing.delete({}).go();
    const kms = fakeKms();
    const results = await Promise.all([keysFromKms('alias/picket', kms), keysFromKms('alias/picket', kms)]);
    expect(results[0].dataKey.equals(results[1].dataKey)).toBe(true);
    const later = await keysFromKms('alias/picket', kms);
    expect(later.indexKey.equals(results[0].indexKey)).toBe(true);
    const data = await getKeyRing();
    expect(Buffer.from(data?.encryptedKeys ?? '', 'base64').includes(results[0].dataKey)).toBe(false);
    await store.entities.keyRing.delete({}).go();
  });
});
