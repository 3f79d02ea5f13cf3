// Who may frame what the local runtime serves, as CloudFront decides it in AWS: any site may put a
// contractor's calculator alone (/c/{slug}/embed) in an iframe; every other page, the contractor's full page
// included, stays unframeable.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameablePathPattern, matchesPathPattern } from '#infra/local/security-headers';
import { createLocalServer } from '#infra/local/server';

const staticDir = mkdtempSync(join(tmpdir(), 'picket-frames-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Shell</title>');

const server = createLocalServer({ staticDir, config: { apiEndpoint: '', region: 'local', stage: 'local' } });
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const framing = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    frameAncestors: csp.match(/frame-ancestors ([^;]+)/)?.[1],
    frameOptions: response.headers.get('x-frame-options'),
    csp,
  };
};

describe('framing', () => {
  it("lets any site frame a contractor's embedded calculator, under the same policy otherwise", async () => {
    for (const path of ['/c/oak-iron-fence/embed', '/c/oak-iron-fence/embed?lang=es']) {
      const embed = await framing(path);
      expect(embed.status).toBe(200);
      expect(embed.frameAncestors).toBe('*');
      expect(embed.frameOptions).toBeNull();
      expect(embed.csp).toContain("script-src 'self'");
      expect(embed.csp).toContain("connect-src 'self'");
    }
  });

  it('keeps every other page unframeable, the full contractor page included', async () => {
    for (const path of [
      '/',
      '/quote',
      '/c/oak-iron-fence',
      '/c/oak-iron-fence/',
      '/c/oak-iron-fence/embed/',
      '/c/oak-iron-fence/embedded',
      '/C/oak-iron-fence/embed',
      '/dashboard',
      '/embed',
    ]) {
      const page = await framing(path);
      expect(page.frameAncestors, path).toBe("'none'");
      expect(page.frameOptions, path).toBe('DENY');
    }
  });
});

describe('CloudFront path patterns, as the local runtime reads them', () => {
  it('match the whole path, `*` across slashes and `?` one character, case-sensitively', () => {
    expect(frameablePathPattern).toBe('/c/*/embed');
    expect(matchesPathPattern('/c/*/embed', '/c/acme/embed')).toBe(true);
    expect(matchesPathPattern('/c/*/embed', '/c/a/b/embed')).toBe(true);
    expect(matchesPathPattern('/c/*/embed', '/c/acme/embed/')).toBe(false);
    expect(matchesPathPattern('/c/*/embed', '/x/c/acme/embed')).toBe(false);
    expect(matchesPathPattern('/c/*/embed', '/c/ACME/EMBED')).toBe(false);
    expect(matchesPathPattern('/api/*', '/api/estimate')).toBe(true);
    expect(matchesPathPattern('/a?c', '/abc')).toBe(true);
    expect(matchesPathPattern('/a.c', '/abc')).toBe(false);
  });
});
