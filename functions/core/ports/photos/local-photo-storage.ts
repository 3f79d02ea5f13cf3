// The photo store on one machine: files under PICKET_UPLOAD_DIR (DATA_DIR/uploads for `npm start`),
// uploaded to and read from the local runtime's /local-uploads with HMAC-signed, expiring fields — the
// same shape as an S3 presigned POST, so the browser code is one path.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { PhotoStorage } from './photo-storage';

const uploadSeconds = 10 * 60;
const readSeconds = 60 * 60;

const secret = () => {
  const value = process.env.PICKET_UPLOAD_SECRET;
  if (!value) throw new Error('PICKET_UPLOAD_SECRET is not set (the local runtime sets it)');
  return value;
};

export const uploadDir = () => resolve(process.env.PICKET_UPLOAD_DIR ?? '.data/uploads');

/** The file of a key, or null for a key that would leave the upload folder. */
export const fileOf = (key: string): string | null => {
  const root = uploadDir();
  const file = resolve(join(root, key));
  return /^[A-Za-z0-9/_.-]+$/.test(key) && file.startsWith(`${root}${sep}`) ? file : null;
};

export const sign = (...parts: string[]): string =>
  createHmac('sha256', secret()).update(parts.join('\n')).digest('base64url');

export const signatureMatches = (signature: string, ...parts: string[]): boolean => {
  const expected = Buffer.from(sign(...parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

const expiry = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);

export const localPhotoStorage = (): PhotoStorage => ({
  createUpload: async (key, contentType, maxBytes) => {
    const expires = expiry(uploadSeconds);
    const limit = String(maxBytes);
    return {
      url: '/local-uploads',
      fields: {
        key,
        'Content-Type': contentType,
        'x-max-bytes': limit,
        'x-expires': expires,
        'x-signature': sign('upload', key, contentType, limit, expires),
      },
    };
  },
  readUrl: async (key) => {
    const expires = expiry(readSeconds);
    return `/local-uploads/${key}?expires=${expires}&signature=${sign('read', key, expires)}`;
  },
  exists: async (key) => {
    const file = fileOf(key);
    return file !== null && existsSync(file);
  },
});
