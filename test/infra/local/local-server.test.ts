// The local runtime's static side, as CloudFront serves it in AWS: text assets compressed for browsers that
// accept it, hashed assets cached for a year, pages revalidated; and the outbox shown to this machine only.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '#functions/http/cookies';
import { isLoopback } from '#infra/local/loopback';
import { createLocalServer } from '#infra/local/server';

const staticDir = mkdtempSync(join(tmpdir(), 'picket-static-'));
const script = `console.log(${JSON.stringify('fence '.repeat(2000))});`;
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), script);
writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>Shell</title>${'<p>x</p>'.repeat(300)}`);
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
// What the build prerenders for browsers with no session (scripts/prerender-public-pages.ts), in part: the
// English /homeowner and the signed-out shell; the Spanish /homeowner is left out.
mkdirSync(join(staticDir, 'prerendered', 'en', 'homeowner'), { recursive: true });
writeFileSync(join(staticDir, 'prerendered', 'en', 'homeowner', 'index.html'), '<title>Homeowners</title>');
writeFileSync(join(staticDir, 'prerendered', 'signed-out.html'), '<title>Signed out</title>');
writeFileSync(
  join(staticDir, 'manifest.webmanifest'),
  JSON.stringify({ name: 'Picket', start_url: '/dashboard' }),
);

const server = createLocalServer({ staticDir, config: { apiEndpoint: '', region: 'local', stage: 'local' } });
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** The raw bytes and headers (fetch would decompress them). */
const get = (path: string, acceptEncoding?: string, cookie?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((done, fail) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      {
        headers: {
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          done({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end();
  });

describe('static assets', () => {
  it('are brotli-compressed when accepted, else gzip, else plain, and hashed ones cached a year', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.bytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it('serves pages for client-side routes revalidated on every visit', async () => {
    const page = await get('/quotes/q_1', 'br', `${sessionCookieName}=token`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.bytes).toString()).toContain('<title>Shell</title>');
  });

  it('serves a page as CloudFront does: prerendered without a session, the shell with one, index.html else', async () => {
    const title = async (path: string, cookie?: string) =>
      (await get(path, undefined, cookie)).bytes.toString().match(/<title>([^<]*)/)?.[1];
    expect(await title('/homeowner')).toBe('Homeowners');
    expect(await title('/homeowner', `other=1; ${sessionCookieName}=token`)).toBe('Shell');
    expect(await title('/quotes')).toBe('Signed out');
    // A file the build did not write: index.html.
    expect(await title('/homeowner?lang=es')).toBe('Shell');
    const page = await get('/homeowner');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves the service worker and the web app manifest as such, revalidated so a new version shows at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.bytes.toString())).toMatchObject({ start_url: '/dashboard' });
  });
});

describe('the outbox', () => {
  it('is shown to this machine only', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '', undefined])
      expect(isLoopback(address)).toBe(false);
  });
});
