// `/local-uploads` on the local runtime: where the browser posts a job photo with the signed form the
// local photo store made (functions/storage/local-photo-storage.ts), and reads it back by signed URL.
// It checks what S3 checks for a presigned POST: signature, expiry, size and type.
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname } from 'node:path';
import { fileOf, signatureMatches } from '#functions/core/ports/photos/local-photo-storage';

/** Above the largest photo allowed, for the form fields around it. */
const maxFormBytes = 11 * 1024 * 1024;

const imageTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

const refuse = (response: ServerResponse, status: number, message: string) => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(message);
};

const readForm = async (request: IncomingMessage): Promise<FormData | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) return null;
    chunks.push(chunk);
  }
  const body = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return body.formData().catch(() => null);
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const receiveUpload = async (request: IncomingMessage, response: ServerResponse) => {
  const form = await readForm(request);
  if (!form) return refuse(response, 400, 'Not a form upload, or larger than allowed');
  const key = field(form, 'key');
  const contentType = field(form, 'Content-Type');
  const maxBytes = field(form, 'x-max-bytes');
  const expires = field(form, 'x-expires');
  const file = form.get('file');
  const target = fileOf(key);
  if (!target || !signatureMatches(field(form, 'x-signature'), 'upload', key, contentType, maxBytes, expires))
    return refuse(response, 403, 'Invalid upload signature');
  if (Number(expires) < Date.now() / 1000) return refuse(response, 403, 'Upload form expired');
  if (!(file instanceof Blob) || file.size < 1 || file.size > Number(maxBytes))
    return refuse(response, 400, 'File missing or too large');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, Buffer.from(await file.arrayBuffer()));
  response.writeHead(204);
  response.end();
};

export const serveUpload = (response: ServerResponse, url: URL) => {
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice('/local-uploads/'.length));
  } catch {
    return refuse(response, 400, 'Invalid link');
  }
  const expires = url.searchParams.get('expires') ?? '';
  const target = fileOf(key);
  if (!target || !signatureMatches(url.searchParams.get('signature') ?? '', 'read', key, expires))
    return refuse(response, 403, 'Invalid link');
  if (Number(expires) < Date.now() / 1000) return refuse(response, 403, 'Link expired');
  const stream = createReadStream(target);
  stream.on('error', () => refuse(response, 404, 'Not found'));
  stream.on('open', () => {
    response.writeHead(200, {
      'content-type': imageTypes[extname(target)] ?? 'application/octet-stream',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    stream.pipe(response);
  });
};
