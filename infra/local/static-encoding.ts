// What CloudFront does for the built frontend in AWS, done locally: text assets are sent brotli- or
// gzip-compressed when the browser accepts it. Compressed copies are kept per file version, so each
// asset is compressed once per run.

import { statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /^(text\/|application\/json|image\/svg\+xml)/;

interface Encoded {
  bytes: Buffer;
  encoding?: 'br' | 'gzip';
}

const cache = new Map<string, Encoded>();

const acceptedEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
};

export const compressedFor = (
  file: string,
  bytes: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): Encoded => {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || !compressible.test(contentType) || bytes.length < 1024) return { bytes };
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let encoded = cache.get(key);
  if (!encoded) {
    encoded = {
      encoding,
      bytes:
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(bytes, { level: 9 }),
    };
    cache.set(key, encoded);
  }
  return encoded;
};

/** Whether a socket's peer is this machine (127.0.0.0/8 or ::1, also as IPv4-mapped IPv6). */
export const isLoopback = (address: string | undefined): boolean => {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
};
