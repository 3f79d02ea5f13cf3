// Customer key material on one machine: 64 random bytes in a file under DATA_DIR, created once with 0600
// permissions (32 bytes encrypt fields, 32 key the blind index). Imports no store, so setup code can use it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface CustomerKeys {
  dataKey: Buffer;
  indexKey: Buffer;
}

export const splitKeyMaterial = (bytes: Uint8Array): CustomerKeys => {
  const buffer = Buffer.from(bytes);
  if (buffer.length !== 64) throw new Error('Customer key material must be 64 bytes');
  return { dataKey: buffer.subarray(0, 32), indexKey: buffer.subarray(32, 64) };
};

/** The local key file: created once (exclusively, 0600), then read. */
export const keysFromFile = (path: string): CustomerKeys => {
  try {
    return splitKeyMaterial(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, randomBytes(64).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return splitKeyMaterial(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64'));
};
