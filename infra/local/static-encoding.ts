// What CloudFront does for the built frontend in AWS, done locally: text assets are sent brotli- or
// gzip-compressed when the browser accepts it. Each file version is read and compressed once per run.
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

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

const encode = (bytes: Buffer, encoding: 'br' | 'gzip' | undefined): Encoded => {
  if (!encoding || bytes.length < 1024) return { bytes };
  return {
    encoding,
    bytes:
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(bytes, { level: 9 }),
  };
};

/** The file's bytes as this browser should get them, from the cache when this version was sent before. */
export const encodedFile = (
  file: string,
  contentType: string,
  acceptEncoding: string | undefined,
): Encoded => {
  const encoding = compressible.test(contentType) ? acceptedEncoding(acceptEncoding) : undefined;
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding ?? 'identity'}:${file}:${mtimeMs}:${size}`;
  let encoded = cache.get(key);
  if (!encoded) {
    encoded = encode(readFileSync(file), encoding);
    cache.set(key, encoded);
  }
  return encoded;
};
